/**
 * Progress and cancellation of an MCP tool call made with an Idempotency-Key (issue 35), equal to
 * a call without one: such a call runs as an owned background job on a real EmbeddedJobQueue, its
 * progress polled from the job's record and sent as notifications; a call the client cancels
 * (notifications/cancelled) cancels its job and frees the key, so a retry with it runs afresh; a
 * client whose stream merely closes leaves the job running, and its retry with the key gets that
 * job's answer without the work running twice (what the key is for).
 */
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryIdempotencyStore } from '@wcab/gateway';
import { EmbeddedJobQueue } from '@wcab/queue';
import { mcpHarness } from './harness';
import { connect, type Era } from './support';

const PAGED = fileURLToPath(new URL('./fixtures/pagedProcessor.ts', import.meta.url));
const scripted = (directives: string) => Buffer.from(`%PDF-1.7\n% ${directives}\n%%EOF\n`).toString('base64');

let queue: EmbeddedJobQueue | undefined;
let harness: Awaited<ReturnType<typeof mcpHarness>> | undefined;
afterEach(async () => {
  await harness?.close();
  await queue?.close();
  harness = queue = undefined;
});

async function start() {
  queue = new EmbeddedJobQueue({ processorPath: PAGED, threads: 2 });
  const q = queue;
  harness = await mcpHarness(
    async () => {
      throw new Error('a keyed call must not run its job synchronously');
    },
    { queue: q, idempotency: new MemoryIdempotencyStore() },
  );
  const jobs = async () => (await q.list(harness!.keyId, { limit: 50 })).jobs;
  return { h: harness, jobs };
}

describe('a tool call with an Idempotency-Key', () => {
  it('reports the job page progress as a call without a key does, increasing, and answers', async () => {
    const { h, jobs } = await start();
    const { client, close } = await connect(h.url, h.key, 'legacy', { 'Idempotency-Key': 'progress-1' });
    try {
      const seen: number[] = [];
      const messages: string[] = [];
      const result = await client.callTool(
        { name: 'analyze_batch', arguments: { document: scripted('pages=4 sleep=1600') } },
        { onprogress: (p) => (seen.push(p.progress), messages.push(p.message ?? '')) },
      );
      expect(result.isError).toBeFalsy();
      expect(seen[0]).toBe(0);
      // Pages polled from the job's record while it ran (the tool's own last notification says "Scanned ...").
      expect(messages.filter((m) => /of 4 pages' worth of work done/.test(m)).length).toBeGreaterThanOrEqual(1);
      for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThan(seen[i - 1]!);
      expect(Math.max(...seen)).toBeLessThanOrEqual(4);
      expect(await jobs()).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it('cancelled by the client (notifications/cancelled): its job is cancelled, the call recorded (499), and the key freed for a retry', async () => {
    const { h, jobs } = await start();
    const { client, close } = await connect(h.url, h.key, 'legacy', { 'Idempotency-Key': 'cancel-1' });
    try {
      const abort = new AbortController();
      const document = scripted('pages=600 sleep=60000');
      const call = client.callTool(
        { name: 'analyze_batch', arguments: { document } },
        { signal: abort.signal, onprogress: (p) => p.progress > 0 && abort.abort() },
      );
      await expect(call).rejects.toThrow(/abort/i);
      await vi.waitFor(async () => expect((await jobs())[0]).toMatchObject({ state: 'completed', outcome: { code: 'JOB_CANCELLED' } }), { timeout: 10_000 });
      await vi.waitFor(() => expect(h.recorded).toEqual([expect.objectContaining({ route: 'mcp:analyze_batch', status: 499 })]), { timeout: 5000 });
      // The key is free: the same call runs again as a new job (here a short one under the same key would be refused as reused).
      const retry = client.callTool({ name: 'analyze_batch', arguments: { document } }, { signal: AbortSignal.timeout(60_000), onprogress: () => undefined });
      await vi.waitFor(async () => expect(await jobs()).toHaveLength(2), { timeout: 10_000 });
      retry.catch(() => undefined);
    } finally {
      await close();
    }
  });

  it.each<Era>(['modern'])(
    '%s era: a client whose stream closes leaves the job running; its retry with the key gets that job answer, the work done once',
    async (era) => {
      const { h, jobs } = await start();
      const document = scripted('pages=3 sleep=1500');
      const first = await connect(h.url, h.key, era, { 'Idempotency-Key': 'gone-1' });
      const abort = new AbortController();
      const call = first.client.callTool(
        { name: 'analyze_batch', arguments: { document } },
        { signal: abort.signal, onprogress: (p) => p.progress > 0 && abort.abort() },
      );
      await expect(call).rejects.toThrow(/abort/i);
      await first.close();
      const retry = await connect(h.url, h.key, era, { 'Idempotency-Key': 'gone-1' });
      try {
        const result = await retry.client.callTool({ name: 'analyze_batch', arguments: { document } });
        expect(result.isError).toBeFalsy();
        expect(result.structuredContent).toMatchObject({ separator_pages: [], documents: [] });
        const all = await jobs();
        expect(all).toHaveLength(1);
        expect(all[0]).toMatchObject({ state: 'completed', outcome: { ok: true, pages: 3 } });
      } finally {
        await retry.close();
      }
    },
  );
});
