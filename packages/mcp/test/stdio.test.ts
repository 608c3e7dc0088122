/**
 * The local stdio mode with the SDK's own stdio client: the launcher started from another
 * directory, folders from the command line, the real pipeline in-process, no key.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { ClassificationResult } from '@wcab/contract';
import { toBase64 } from '../../../test/support/pdfs';
import { FILE_NOT_AVAILABLE } from '../src/fileRoots';
import { STDIO_LAUNCHER } from './inspector';
import { textOf, wcabPdf } from './support';

let base: string;
let client: Client;

beforeAll(async () => {
  base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-mcp-stdio-')));
  fs.mkdirSync(path.join(base, 'scans'));
  fs.writeFileSync(path.join(base, 'scans', 'notice.pdf'), await wcabPdf());
  fs.writeFileSync(path.join(base, 'private.pdf'), await wcabPdf());
  client = new Client({ name: 'wcab-stdio-test', version: '1.0.0' });
  // Started from `base` with a relative folder, as a desktop client would start it from anywhere.
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [STDIO_LAUNCHER, '--root', 'scans'],
      cwd: base,
      env: { PATH: process.env.PATH ?? '', HOME: base, WORKER_THREADS: '1', LOG_LEVEL: 'warn' },
      stderr: 'pipe',
    }),
  );
});
afterAll(async () => {
  await client?.close();
  fs.rmSync(base, { recursive: true, force: true });
});

describe('stdio mode', () => {
  it('serves the same three tools', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['analyze_batch', 'classify_document', 'classify_file']);
    expect(tools.find((t) => t.name === 'classify_file')!.description).toMatch(/on this computer/);
  });

  it("classify_file reads the user's file below the folder given on the command line", async () => {
    const byRelative = await client.callTool({ name: 'classify_file', arguments: { path: 'notice.pdf', options: { extract_adj: true } } });
    expect(byRelative.isError, textOf(byRelative)).toBeFalsy();
    const data = ClassificationResult.parse(byRelative.structuredContent);
    expect(data.page_count).toBe(2);
    expect(data.adj_numbers.map((a) => a.number)).toEqual(expect.arrayContaining(['ADJ1234567']));
    const byAbsolute = await client.callTool({ name: 'classify_file', arguments: { path: path.join(base, 'scans', 'notice.pdf') } });
    expect(byAbsolute.isError).toBeFalsy();
    const outside = await client.callTool({ name: 'classify_file', arguments: { path: path.join(base, 'private.pdf') } });
    expect(textOf(outside)).toBe(`${FILE_NOT_AVAILABLE} (NOT_FOUND)`);
  });

  it('classify_document works without a key', async () => {
    const result = await client.callTool({ name: 'classify_document', arguments: { document: toBase64(await wcabPdf()) } });
    expect(ClassificationResult.parse(result.structuredContent).page_count).toBe(2);
  });

  it('a message over the size limit ends the session instead of being buffered without bound', async () => {
    const small = new Client({ name: 'wcab-stdio-limit', version: '1.0.0' });
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [STDIO_LAUNCHER, '--root', 'scans'],
      cwd: base,
      env: { PATH: process.env.PATH ?? '', HOME: base, WORKER_THREADS: '1', LOG_LEVEL: 'warn', MAX_DOCUMENT_MB: '1' },
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await small.connect(transport);
    const closed = new Promise<void>((resolve) => (small.onclose = resolve));
    try {
      // ~4 MB of base64 on one line: past the 1 MB document's JSON line limit (about 2.4 MB).
      const call = small.callTool({ name: 'classify_document', arguments: { document: 'A'.repeat(4 * 1024 * 1024) } }, { timeout: 60_000 });
      // The server closes the session; the call is not left waiting for an answer that never comes.
      await expect(call).rejects.toThrow(/Connection closed/);
      await closed;
      expect(stderr).toMatch(/exceeded maximum size/);
    } finally {
      await small.close().catch(() => undefined);
    }
    // The other session is untouched.
    const result = await client.callTool({ name: 'classify_document', arguments: { document: toBase64(await wcabPdf()) } });
    expect(ClassificationResult.parse(result.structuredContent).page_count).toBe(2);
  });
});
