/**
 * A warm queue (embeddedJobQueue.ts `warm`) starts every thread at once and hands a thread no job
 * before the processor's warm-up job has run on it: the service's first classify must not wait for
 * a thread started cold while batches hold the others (issue 35: 16 s).
 */
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedJobQueue } from '../src/index';

const WARMED = fileURLToPath(new URL('./fixtures/warmedProcessor.ts', import.meta.url));
const doc = (text: string) => new Uint8Array(Buffer.from(text));

let queue: EmbeddedJobQueue | undefined;
afterEach(async () => {
  await queue?.close();
  queue = undefined;
});

const run = (q: EmbeddedJobQueue, text: string) => q.run({ kind: 'classify', document: doc(text), params: {} }, { timeoutMs: 20_000 });

describe('warm job threads', () => {
  it('warms every thread before its first job: two jobs sent at once both find warm threads', async () => {
    queue = new EmbeddedJobQueue({ processorPath: WARMED, threads: 2, warm: true });
    const [a, b] = await Promise.all([run(queue, 'sleep=200 a'), run(queue, 'sleep=200 b')]);
    expect(a).toMatchObject({ ok: true, data: { warmUps: 1, jobsOnThread: 1 } });
    expect(b).toMatchObject({ ok: true, data: { warmUps: 1, jobsOnThread: 1 } });
    expect((a as { data: { thread: number } }).data.thread).not.toBe((b as { data: { thread: number } }).data.thread);
  });

  it('starts every thread before any job needs it: a job sent while the first one runs finds a thread loaded and warmed', async () => {
    queue = new EmbeddedJobQueue({ processorPath: WARMED, threads: 2, warm: true });
    type Answer = { data: { thread: number; warmUps: number; loadedAt: number; startedAt: number } };
    const q = queue;
    let quick: Promise<unknown> | undefined;
    // The second job is sent the moment the first starts on its (warmed) thread.
    const busy = q.run({ kind: 'batch', document: doc('sleep=500 batch'), params: {} }, { timeoutMs: 20_000, onStart: () => (quick = run(q, 'classify')) });
    const first = (await busy) as Answer;
    const second = (await quick) as Answer;
    expect(second.data.warmUps).toBe(1);
    expect(second.data.thread).not.toBe(first.data.thread);
    // Started on demand (as before: minThreads 1), the second thread would have loaded after the first job started.
    expect(second.data.loadedAt).toBeLessThan(first.data.startedAt);
  });

  it('without warm, threads start as work needs them and run no warm-up job', async () => {
    queue = new EmbeddedJobQueue({ processorPath: WARMED, threads: 2 });
    const q = queue;
    type Answer = { data: { warmUps: number; loadedAt: number; startedAt: number } };
    let quick: Promise<unknown> | undefined;
    const first = (await q.run(
      { kind: 'batch', document: doc('sleep=500 batch'), params: {} },
      { timeoutMs: 20_000, onStart: () => (quick = run(q, 'classify')) },
    )) as Answer;
    const second = (await quick) as Answer;
    expect(first.data.warmUps).toBe(0);
    expect(second.data.warmUps).toBe(0);
    expect(second.data.loadedAt).toBeGreaterThanOrEqual(first.data.startedAt);
  });

  it('a retired thread is replaced at once by a thread warmed before its first job', async () => {
    queue = new EmbeddedJobQueue({ processorPath: WARMED, threads: 1, warm: true });
    const first = (await run(queue, 'retire')) as { data: { thread: number } };
    const next = await run(queue, 'after');
    expect(next).toMatchObject({ ok: true, data: { warmUps: 1, jobsOnThread: 1 } });
    expect((next as { data: { thread: number } }).data.thread).not.toBe(first.data.thread);
  });

  it('a warm-up that fails leaves the thread serving', async () => {
    queue = new EmbeddedJobQueue({ processorPath: WARMED, threads: 1, warm: true, env: { WARM_FAILS: '1' } });
    expect(await run(queue, 'a')).toMatchObject({ ok: true, data: { warmUps: 0, jobsOnThread: 1 } });
  });
});
