/**
 * classify_file's file access: realpath on root and request, containment by path.relative, NUL
 * bytes, traversal and symlinks out of a root refused, regular files under the size limit only,
 * one message for "not allowed" and "not found". First the rules on FileRoots itself, then the
 * same through /mcp (a stub queue shows which bytes reached the job).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, ClassificationResult } from '@wcab/contract';
import { FILE_ACCESS_DISABLED, FILE_NOT_AVAILABLE, FileRoots, isInside } from '../src/fileRoots';
import { mcpHarness, STUB_CLASSIFICATION } from './harness';
import { connect, textOf, wcabPdf } from './support';

let base: string;
let root: string;
let outside: string;
let pdf: Uint8Array;
const LIMIT = 64 * 1024;

beforeAll(async () => {
  base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-mcp-roots-')));
  root = path.join(base, 'root');
  outside = path.join(base, 'outside');
  pdf = await wcabPdf();
  fs.mkdirSync(path.join(root, 'docs'), { recursive: true });
  fs.mkdirSync(path.join(root, 'dir.pdf'));
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(root, 'docs', 'a.pdf'), pdf);
  fs.writeFileSync(path.join(root, '..notes.pdf'), pdf); // a name starting with "..", still inside
  fs.writeFileSync(path.join(root, 'readme.txt'), 'not a pdf');
  fs.writeFileSync(path.join(root, 'big.pdf'), Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(LIMIT)]));
  fs.writeFileSync(path.join(outside, 'secret.pdf'), pdf);
  fs.symlinkSync(path.join(outside, 'secret.pdf'), path.join(root, 'link-out.pdf'));
  fs.symlinkSync(outside, path.join(root, 'linkdir'));
  fs.symlinkSync(path.join(root, 'docs', 'a.pdf'), path.join(root, 'link-in.pdf'));
  fs.symlinkSync(root, path.join(base, 'root-link'));
  try {
    execFileSync('mkfifo', [path.join(root, 'fifo.pdf')]);
  } catch {
    // no mkfifo: the FIFO case is skipped below
  }
});
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('FileRoots', () => {
  it('reads regular files inside a root, by relative or absolute path, and through a symlink that stays inside', async () => {
    const roots = new FileRoots([root]);
    expect(Buffer.from(await roots.read('docs/a.pdf', LIMIT)).equals(Buffer.from(pdf))).toBe(true);
    expect((await roots.read(path.join(root, 'docs', 'a.pdf'), LIMIT)).length).toBe(pdf.length);
    expect((await roots.read('link-in.pdf', LIMIT)).length).toBe(pdf.length);
    expect((await roots.read('..notes.pdf', LIMIT)).length).toBe(pdf.length);
    expect((await roots.read('./docs/../docs/a.pdf', LIMIT)).length).toBe(pdf.length);
  });

  it('resolves a root that is itself a symlink, and relative roots against the given directory', async () => {
    const viaLink = new FileRoots([path.join(base, 'root-link')]);
    expect((await viaLink.read('docs/a.pdf', LIMIT)).length).toBe(pdf.length);
    expect((await viaLink.read(path.join(base, 'root-link', 'docs', 'a.pdf'), LIMIT)).length).toBe(pdf.length);
    const relative = new FileRoots(['root'], base);
    expect(relative.roots).toEqual([root]);
    expect((await relative.read('docs/a.pdf', LIMIT)).length).toBe(pdf.length);
  });

  it('looks a relative path up in each root in turn', async () => {
    const roots = new FileRoots([outside, root]);
    expect((await roots.read('docs/a.pdf', LIMIT)).length).toBe(pdf.length);
    expect((await roots.read('secret.pdf', LIMIT)).length).toBe(pdf.length);
  });

  const refused: Array<[string, () => string]> = [
    ['a missing file', () => 'missing.pdf'],
    ['.. traversal', () => '../outside/secret.pdf'],
    ['traversal inside a path', () => 'docs/../../outside/secret.pdf'],
    ['an absolute path outside', () => path.join(outside, 'secret.pdf')],
    ['a system file', () => '/etc/passwd'],
    ['a symlink pointing outside the root', () => 'link-out.pdf'],
    ['a path through a symlinked directory outside', () => 'linkdir/secret.pdf'],
    ['a NUL byte', () => 'docs/a.pdf\u0000.txt'],
    ['a directory', () => 'dir.pdf'],
    ['the root itself', () => root],
    ['an empty path', () => ''],
  ];
  it.each(refused)('refuses %s with the one generic message', async (_label, requested) => {
    const error = await refusal(new FileRoots([root]).read(requested(), LIMIT));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe(FILE_NOT_AVAILABLE);
  });

  it('refuses a FIFO without blocking on it', async (ctx) => {
    if (!fs.existsSync(path.join(root, 'fifo.pdf'))) ctx.skip();
    const error = await refusal(new FileRoots([root]).read('fifo.pdf', LIMIT));
    expect(error.message).toBe(FILE_NOT_AVAILABLE);
  });

  it('refuses a file over the size limit as too large', async () => {
    const error = await refusal(new FileRoots([root]).read('big.pdf', LIMIT));
    expect(error.code).toBe('DOCUMENT_TOO_LARGE');
  });

  it('with no roots, file access is disabled', async () => {
    const roots = new FileRoots(['', '  ']);
    expect(roots.enabled).toBe(false);
    const error = await refusal(roots.read('docs/a.pdf', LIMIT));
    expect(error.code).toBe('FORBIDDEN');
    expect(error.message).toBe(FILE_ACCESS_DISABLED);
  });

  it('isInside compares path components, not string prefixes', () => {
    expect(isInside('/a/b', '/a/b/c.pdf')).toBe(true);
    expect(isInside('/a/b', '/a/bc/c.pdf')).toBe(false);
    expect(isInside('/a/b', '/a/b')).toBe(false);
    expect(isInside('/a/b', '/a')).toBe(false);
    expect(isInside('/a/b', '/a/b/..x')).toBe(true);
  });
});

describe('classify_file and analyze_batch { path } over /mcp', () => {
  let received: Uint8Array[] = [];
  const run = async (job: { kind: string; document: Uint8Array }) => {
    received.push(job.document);
    return job.kind === 'batch'
      ? { ok: true as const, data: { separator_pages: [], documents: [] }, pages: 2 }
      : { ok: true as const, data: { ...STUB_CLASSIFICATION, page_count: 2 }, pages: 2 };
  };

  it('reads an allowed file into the job; refusals are isError with the generic message', async () => {
    const harness = await mcpHarness(run, { fileRoots: [root] });
    const { client, close } = await connect(harness.url, harness.key, 'legacy');
    try {
      received = [];
      const ok = await client.callTool({ name: 'classify_file', arguments: { path: 'docs/a.pdf', options: { extract_adj: true } } });
      expect(ok.isError, textOf(ok)).toBeFalsy();
      expect(ClassificationResult.parse(ok.structuredContent).page_count).toBe(2);
      expect(Buffer.from(received[0]!).equals(Buffer.from(pdf))).toBe(true);

      for (const p of ['link-out.pdf', 'missing.pdf', '../outside/secret.pdf', path.join(outside, 'secret.pdf'), 'docs/a.pdf\u0000']) {
        const result = await client.callTool({ name: 'classify_file', arguments: { path: p } });
        expect(result.isError).toBe(true);
        expect(textOf(result)).toBe(`${FILE_NOT_AVAILABLE} (NOT_FOUND)`);
        expect(textOf(result)).not.toContain(base);
      }
      const text = await client.callTool({ name: 'classify_file', arguments: { path: 'readme.txt' } });
      expect(textOf(text)).toBe('The file is not a PDF, TIFF, JPEG or PNG file (no %PDF- header or image signature) (INVALID_PDF)');

      const batch = await client.callTool({ name: 'analyze_batch', arguments: { path: 'docs/a.pdf' } });
      expect(batch.isError, textOf(batch)).toBeFalsy();
      const batchOut = await client.callTool({ name: 'analyze_batch', arguments: { path: 'link-out.pdf' } });
      expect(textOf(batchOut)).toBe(`${FILE_NOT_AVAILABLE} (NOT_FOUND)`);
      expect(received).toHaveLength(2);
    } finally {
      await close();
      await harness.close();
    }
  });

  it('with no MCP_FILE_ROOTS, classify_file answers that file access is disabled (and says so in its description)', async () => {
    const harness = await mcpHarness(run);
    const { client, close } = await connect(harness.url, harness.key, 'modern');
    try {
      const { tools } = await client.listTools();
      expect(tools.find((t) => t.name === 'classify_file')!.description).toMatch(/^Not available on this server/);
      const result = await client.callTool({ name: 'classify_file', arguments: { path: path.join(root, 'docs', 'a.pdf') } });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toBe(`${FILE_ACCESS_DISABLED} (FORBIDDEN)`);
    } finally {
      await close();
      await harness.close();
    }
  });
});
