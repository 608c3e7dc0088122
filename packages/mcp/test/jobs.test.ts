/**
 * Tool-call behaviour around the job: progress from the queue, cancellation, failures that must
 * not leak internals, results that do not match the contract. A stub JobQueue makes each case
 * happen on demand; everything else (gateway, keys, limiter, usage log, MCP SDK) is real.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchResult } from '@wcab/contract';
import { toBase64 } from '../../../test/support/pdfs';
import { mcpHarness, STUB_CLASSIFICATION, type StubRun } from './harness';
import { connect, ERAS, textOf, wcabPdf } from './support';

let harness: Awaited<ReturnType<typeof mcpHarness>> | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(ERAS)('%s era', (era) => {
  it('forwards page progress the queue reports, ending at pages/total', async () => {
    harness = await mcpHarness(async (_job, options) => {
      for (let page = 1; page <= 3; page++) {
        await sleep(5);
        options.onProgress?.({ pagesDone: page, pagesTotal: 3 });
      }
      await sleep(5);
      return { ok: true, data: { separator_pages: [2], documents: [] }, pages: 3 };
    });
    const { client, close } = await connect(harness.url, harness.key, era);
    try {
      const seen: Array<{ progress: number; total?: number; message?: string }> = [];
      const result = await client.callTool({ name: 'analyze_batch', arguments: { document: toBase64(await wcabPdf()) } }, { onprogress: (p) => seen.push(p) });
      expect(BatchResult.parse(result.structuredContent).separator_pages).toEqual([2]);
      expect(seen.map((p) => p.progress)).toEqual([0, 1, 2, 3]);
      expect(seen.at(-1)).toMatchObject({ total: 3, message: "3 of 3 pages' worth of work done (scan, read, extract, classify)" });
    } finally {
      await close();
    }
  });

  it('a cancelled call stops waiting at once, aborts the job where the queue can, and is logged and recorded (499)', async () => {
    let jobSignal: AbortSignal | undefined;
    let markStarted!: () => void;
    const started = new Promise<void>((resolve) => (markStarted = resolve));
    harness = await mcpHarness((_job, options) => {
      jobSignal = options.signal;
      markStarted();
      return new Promise(() => undefined); // a job that never ends
    });
    const h = harness;
    const { client, close } = await connect(h.url, h.key, era);
    try {
      const abort = new AbortController();
      const call = client.callTool({ name: 'analyze_batch', arguments: { document: toBase64(await wcabPdf()) } }, { signal: abort.signal });
      await started;
      abort.abort();
      await expect(call).rejects.toThrow(/abort/i);
      await vi.waitFor(() => expect(h.logs.some((l) => l.msg === 'tool call cancelled by the client')).toBe(true), { timeout: 5000 });
      expect(jobSignal?.aborted).toBe(true);
      await vi.waitFor(() => expect(h.recorded).toEqual([expect.objectContaining({ keyId: h.keyId, route: 'mcp:analyze_batch', status: 499 })]), {
        timeout: 5000,
      });
    } finally {
      await close();
    }
  });
});

describe('failures', () => {
  const cases: Array<[string, StubRun, string]> = [
    [
      'a thrown error',
      async () => {
        throw new Error('ENOENT: no such file /srv/wcab/packages/pipeline/src/secret.ts:12');
      },
      'Internal error while processing the document (INTERNAL_ERROR)',
    ],
    [
      'a job outcome error',
      async () => ({ ok: false, code: 'TIMEOUT', message: 'Processing did not finish within 120 s' }),
      'Processing did not finish within 120 s (TIMEOUT)',
    ],
    [
      'a result that breaks the contract',
      async () => ({ ok: true, data: { document_type: 'memo', stack: '/srv/x.ts:1' }, pages: 1 }),
      'Internal error while processing the document (INTERNAL_ERROR)',
    ],
  ];
  it.each(cases)('%s becomes an isError result without internals', async (_label, run, text) => {
    harness = await mcpHarness(run);
    const { client, close } = await connect(harness.url, harness.key, 'legacy');
    try {
      const result = await client.callTool({ name: 'classify_document', arguments: { document: toBase64(await wcabPdf()) } });
      expect(result.isError).toBe(true);
      expect(textOf(result)).toBe(text);
      expect(JSON.stringify(result)).not.toMatch(/\/srv|\.ts:\d|node_modules|at .*\(/);
    } finally {
      await close();
    }
  });

  it('passes the route page limit and deadline to the queue', async () => {
    const seen: Array<{ kind: string; maxPages: unknown; timeoutMs: number }> = [];
    harness = await mcpHarness(
      async (job, options) => {
        seen.push({ kind: job.kind, maxPages: (job.params as { maxPages: unknown }).maxPages, timeoutMs: options.timeoutMs });
        return job.kind === 'batch' ? { ok: true, data: { separator_pages: [], documents: [] }, pages: 1 } : { ok: true, data: STUB_CLASSIFICATION, pages: 3 };
      },
      { limits: { maxClassifyPages: 7, maxBatchPages: 9, classifyTimeoutMs: 1111, batchTimeoutMs: 2222 } },
    );
    const { client, close } = await connect(harness.url, harness.key, 'modern');
    try {
      const document = toBase64(await wcabPdf());
      expect((await client.callTool({ name: 'classify_document', arguments: { document } })).isError).toBeFalsy();
      expect((await client.callTool({ name: 'analyze_batch', arguments: { document } })).isError).toBeFalsy();
      expect(seen).toEqual([
        { kind: 'classify', maxPages: 7, timeoutMs: 1111 },
        { kind: 'batch', maxPages: 9, timeoutMs: 2222 },
      ]);
    } finally {
      await close();
    }
  });
});

describe('scopes', () => {
  it('each tool needs the scope of its REST route besides mcp, checked before any work', async () => {
    const kinds: string[] = [];
    const run: StubRun = async (job) => {
      kinds.push(job.kind);
      return job.kind === 'batch' ? { ok: true, data: { separator_pages: [], documents: [] }, pages: 1 } : { ok: true, data: STUB_CLASSIFICATION, pages: 3 };
    };
    const document = toBase64(await wcabPdf());
    for (const [scopes, allowed] of [
      [['mcp'], []],
      [['mcp', 'classify'], ['classify_document']],
      [['mcp', 'batch'], ['analyze_batch']],
    ] as const) {
      harness = await mcpHarness(run, { scopes: [...scopes] });
      const { client, close } = await connect(harness.url, harness.key, 'modern');
      try {
        for (const tool of ['classify_document', 'analyze_batch'] as const) {
          const result = await client.callTool({ name: tool, arguments: { document } });
          if ((allowed as readonly string[]).includes(tool)) {
            expect(result.isError, `${tool} with ${scopes.join('+')}`).toBeFalsy();
          } else {
            expect(result.isError, `${tool} with ${scopes.join('+')}`).toBe(true);
            expect(textOf(result)).toMatch(/lacks the "(classify|batch)" scope/);
          }
        }
      } finally {
        await close();
        await harness.close();
        harness = undefined;
      }
    }
    expect(kinds).toEqual(['classify', 'batch']);
  });
});
