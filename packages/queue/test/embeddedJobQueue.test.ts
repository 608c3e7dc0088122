/** The embedded queue's asynchronous jobs, telemetry and cancellation, on real worker threads. */
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@wcab/contract';
import { EmbeddedJobQueue, type JobReport, type JobStatus } from '../src/index';
import { countOcrPages, recordStage, reportProgress, timeStage } from '../src/telemetry';

const SCRIPTED = fileURLToPath(new URL('./fixtures/scriptedProcessor.ts', import.meta.url));
const doc = (directives: string) => new Uint8Array(Buffer.from(`%PDF-1.7\n% ${directives}\n%%EOF\n`));

let queue: EmbeddedJobQueue | undefined;
afterEach(async () => {
  await queue?.close();
  queue = undefined;
});

async function until<T>(read: () => Promise<T>, accept: (value: T) => boolean, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('EmbeddedJobQueue', () => {
  it('runs a job and reports what the pipeline measured (stages, OCR pages) with the outcome', async () => {
    const reports: JobReport[] = [];
    queue = new EmbeddedJobQueue({ processorPath: SCRIPTED, threads: 1, onJobDone: (r) => reports.push(r) });
    const outcome = await queue.run({ kind: 'batch', document: doc('sleep=60 pages=3 marker=one'), params: {} }, { timeoutMs: 10_000 });
    expect(outcome).toMatchObject({ ok: true, pages: 3, data: { kind: 'batch', marker: 'one' } });
    expect(reports).toHaveLength(1);
    expect(reports[0]!.kind).toBe('batch');
    expect(reports[0]!.telemetry?.ocrPages).toBe(3);
    expect(reports[0]!.telemetry?.stages.ocr).toBeGreaterThan(0.03);
    expect(reports[0]!.seconds).toBeGreaterThan(0.03);
  });

  it('submits asynchronous jobs: queued, running with progress, then the outcome, for their owner only', async () => {
    queue = new EmbeddedJobQueue({ processorPath: SCRIPTED, threads: 1 });
    const q = queue;
    const { id } = await q.submit({ kind: 'batch', document: doc('sleep=1200 pages=4 marker=async'), params: {} }, { timeoutMs: 30_000, owner: 'key_a' });
    expect(id).toMatch(/^job_[0-9a-f]{24}$/);
    expect(['queued', 'running']).toContain((await q.status(id, 'key_a'))?.state);
    expect(await q.status(id, 'key_b')).toBeUndefined();
    expect(await q.status('job_000000000000000000000000', 'key_a')).toBeUndefined();

    const running = await until(
      () => q.status(id, 'key_a'),
      (s) => (s?.progress?.pagesDone ?? 0) >= 1,
    );
    expect(running).toMatchObject({ state: 'running', progress: { pagesTotal: 4 } });

    const done = (await until(
      () => q.status(id, 'key_a'),
      (s) => s?.state === 'completed',
    )) as JobStatus;
    expect(done).toMatchObject({ state: 'completed', kind: 'batch', outcome: { ok: true, pages: 4, data: { marker: 'async' } } });
    expect(done.finishedAt!.getTime()).toBeGreaterThanOrEqual(done.createdAt.getTime());
  });

  it('an asynchronous job that throws completes with INTERNAL_ERROR and no internals', async () => {
    queue = new EmbeddedJobQueue({ processorPath: SCRIPTED, threads: 1 });
    const q = queue;
    const { id } = await q.submit({ kind: 'classify', document: doc('throw'), params: {} }, { timeoutMs: 10_000, owner: 'k' });
    const done = await until(
      () => q.status(id, 'k'),
      (s) => s?.state === 'completed',
    );
    expect(done?.outcome).toEqual({ ok: false, code: 'INTERNAL_ERROR', message: 'Internal error while processing the document' });
  });

  it('an asynchronous job past its deadline completes with TIMEOUT', async () => {
    queue = new EmbeddedJobQueue({ processorPath: SCRIPTED, threads: 1 });
    const q = queue;
    const { id } = await q.submit({ kind: 'batch', document: doc('sleep=5000'), params: {} }, { timeoutMs: 300, owner: 'k' });
    const done = await until(
      () => q.status(id, 'k'),
      (s) => s?.state === 'completed',
    );
    expect(done?.outcome).toMatchObject({ ok: false, code: 'TIMEOUT' });
  });

  it('forgets finished jobs after resultTtlMs and the oldest beyond maxRecords', async () => {
    queue = new EmbeddedJobQueue({ processorPath: SCRIPTED, threads: 1, resultTtlMs: 1000, maxRecords: 2 });
    const q = queue;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { id } = await q.submit({ kind: 'batch', document: doc(''), params: {} }, { timeoutMs: 10_000, owner: 'k' });
      ids.push(id);
      expect(
        (
          await until(
            () => q.status(id, 'k'),
            (s) => s?.state === 'completed',
          )
        )?.state,
      ).toBe('completed');
    }
    // Three finished records, at most two kept: the oldest went first.
    expect(await q.status(ids[0]!, 'k')).toBeUndefined();
    expect((await q.status(ids[1]!, 'k'))?.state).toBe('completed');
    await new Promise((r) => setTimeout(r, 1100));
    expect(await q.status(ids[2]!, 'k')).toBeUndefined();
  });

  it('refuses work beyond its capacity with SERVICE_UNAVAILABLE, for run and submit alike', async () => {
    queue = new EmbeddedJobQueue({ processorPath: SCRIPTED, threads: 1, maxQueue: 1 });
    // A fresh document per job: the queue takes over each one it is given.
    const slow = () => ({ kind: 'batch' as const, document: doc('sleep=800'), params: {} });
    const first = queue.run(slow(), { timeoutMs: 10_000 });
    await queue.submit(slow(), { timeoutMs: 10_000, owner: 'k' });
    await expect(queue.submit(slow(), { timeoutMs: 10_000, owner: 'k' })).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await expect(queue.run(slow(), { timeoutMs: 10_000 })).rejects.toBeInstanceOf(ApiError);
    expect((await queue.stats()).active + (await queue.stats()).waiting).toBe(2);
    await first;
  });

  it('a signal aborts a running job and frees its thread', async () => {
    queue = new EmbeddedJobQueue({ processorPath: SCRIPTED, threads: 1 });
    const abort = new AbortController();
    const running = queue.run({ kind: 'batch', document: doc('sleep=10000'), params: {} }, { timeoutMs: 30_000, signal: abort.signal });
    setTimeout(() => abort.abort(), 200);
    await expect(running).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const next = await queue.run({ kind: 'batch', document: doc('marker=after'), params: {} }, { timeoutMs: 10_000 });
    expect(next).toMatchObject({ ok: true, data: { marker: 'after' } });
  });
});

describe('host services', () => {
  it('a job thread calls the services of the process that runs it; closing the queue releases them', async () => {
    const seen: unknown[] = [];
    let closed = 0;
    queue = new EmbeddedJobQueue({
      processorPath: SCRIPTED,
      threads: 2,
      hostServices: {
        handlers: {
          upper: async (payload) => {
            seen.push(payload);
            return String(payload).toUpperCase();
          },
          broken: async () => {
            throw new Error('no OCR today');
          },
        },
        close: async () => void closed++,
      },
    });
    const run = (directives: string) => queue!.run({ kind: 'classify', document: doc(directives), params: {} }, { timeoutMs: 10_000 });
    const [a, b] = await Promise.all([run('host=upper:alpha'), run('host=upper:bravo')]);
    // Two calls in flight from each job, each answered to its own caller.
    expect(a).toMatchObject({ ok: true, data: { host: 'ALPHA,ALPHA2' } });
    expect(b).toMatchObject({ ok: true, data: { host: 'BRAVO,BRAVO2' } });
    expect(seen.sort()).toEqual(['alpha', 'alpha2', 'bravo', 'bravo2']);
    expect(await run('host=broken:x')).toMatchObject({ ok: true, data: { host: 'error: no OCR today' } });
    expect(await run('host=missing:x')).toMatchObject({ ok: true, data: { host: 'not offered' } });
    await queue.close();
    expect(closed).toBe(1);
  });

  it('tells a service when the job that called it is over, so work queued for it can be dropped', async () => {
    const ended: string[] = [];
    queue = new EmbeddedJobQueue({
      processorPath: SCRIPTED,
      threads: 1,
      hostServices: {
        handlers: {
          // Never answers: only the end of the calling job releases it.
          stuck: (payload, jobEnded) =>
            new Promise((resolve) => {
              jobEnded?.addEventListener('abort', () => {
                ended.push(String(payload));
                resolve('too late');
              });
            }),
        },
      },
    });
    // A warm thread first: the 300 ms deadline is for the stuck calls, not for a new thread's start-up.
    await queue.run({ kind: 'classify', document: doc('marker=warm'), params: {} }, { timeoutMs: 10_000 });
    const run = queue.run({ kind: 'classify', document: doc('host=stuck:alpha'), params: {} }, { timeoutMs: 300 });
    await expect(run).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(ended.sort()).toEqual(['alpha', 'alpha2']);
    // The thread and the service serve the next job.
    const next = await queue.run({ kind: 'classify', document: doc('marker=after'), params: {} }, { timeoutMs: 10_000 });
    expect(next).toMatchObject({ ok: true, data: { marker: 'after' } });
  });

  it('without host services a job does the work itself (hostService is undefined)', async () => {
    queue = new EmbeddedJobQueue({ processorPath: SCRIPTED, threads: 1 });
    const outcome = await queue.run({ kind: 'classify', document: doc('host=upper:alpha'), params: {} }, { timeoutMs: 10_000 });
    expect(outcome).toMatchObject({ ok: true, data: { host: 'not offered' } });
  });
});

describe('telemetry outside a job', () => {
  it('is a no-op, so the pipeline can call it anywhere', async () => {
    reportProgress(1, 2);
    recordStage('render', 1);
    countOcrPages(3);
    expect(await timeStage('ocr', () => 42)).toBe(42);
  });
});

describe("job files (an asynchronous batch's split documents)", () => {
  const finished = (q: EmbeddedJobQueue, id: string) =>
    until(
      () => q.status(id, 'key_a'),
      (s) => s?.state === 'completed',
      30_000,
    ) as Promise<JobStatus>;

  it('keeps them out of the status, for the owner only, and lets the oldest go past the budget', async () => {
    queue = new EmbeddedJobQueue({ processorPath: SCRIPTED, threads: 1, maxFileBytes: 2500 });
    const ids: string[] = [];
    for (const marker of ['one', 'two', 'three']) {
      const { id } = await queue.submit({ kind: 'batch', document: doc(`files=2x600 marker=${marker}`), params: {} }, { timeoutMs: 30_000, owner: 'key_a' });
      ids.push(id);
      const status = await finished(queue, id);
      expect(status.outcome).toMatchObject({ ok: true, pages: 1 });
      expect(status.outcome && 'files' in status.outcome).toBe(false);
    }
    // 3 jobs x 1200 bytes against 2500: the first job's files went, its result stayed.
    expect(await queue.files(ids[0]!, 'key_a')).toBeUndefined();
    expect((await queue.status(ids[0]!, 'key_a'))?.outcome?.ok).toBe(true);
    for (const id of ids.slice(1)) {
      const files = await queue.files(id, 'key_a');
      expect(files?.map((f) => [f.name, f.bytes.byteLength, f.bytes[0]])).toEqual([
        ['doc-1.pdf', 600, 1],
        ['doc-2.pdf', 600, 2],
      ]);
    }
    expect(await queue.files(ids[2]!, 'key_b')).toBeUndefined();
    expect(await queue.files('job_000000000000000000000000', 'key_a')).toBeUndefined();
  });

  it('hands a synchronous run its files with the outcome', async () => {
    queue = new EmbeddedJobQueue({ processorPath: SCRIPTED, threads: 1 });
    const outcome = await queue.run({ kind: 'batch', document: doc('files=1x10'), params: {} }, { timeoutMs: 30_000 });
    expect(outcome.ok && outcome.files?.map((f) => f.name)).toEqual(['doc-1.pdf']);
  });
});
