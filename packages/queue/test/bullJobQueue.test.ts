/**
 * The fleet queue against the real Redis (TEST_REDIS_URL, default 127.0.0.1:6379), with in-process
 * FleetWorkers running a scripted processor on real threads. Each test gets its own key prefix, so
 * its workers see only its jobs; everything under the prefixes is deleted afterwards.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { redisAvailable } from '../../../test/support/redis';
import { BullJobQueue, FleetWorker, JOB_DATA_SIZE_LIMIT, RedisPayloadStore, type BullJobQueueOptions, type JobStatus } from '../src/index';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SCRIPTED = fileURLToPath(new URL('./fixtures/scriptedProcessor.ts', import.meta.url));
const doc = (directives: string) => new Uint8Array(Buffer.from(`%PDF-1.7\n% ${directives}\n%%EOF\n`));

const available = await redisAvailable(REDIS_URL);
if (!available && process.env.REQUIRE_SERVICES === '1') throw new Error(`REQUIRE_SERVICES=1 but Redis at ${REDIS_URL} does not answer`);
if (!available) console.warn(`[skip] Redis at ${REDIS_URL} does not answer: BullMQ queue tests skipped`);

const failFast = (url = REDIS_URL) =>
  new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1000, retryStrategy: (n) => Math.min(n * 200, 1000) });
const ready = (client: Redis) => (client.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => client.once('ready', () => resolve())));

const prefixes: string[] = [];
const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});
afterAll(async () => {
  if (!available) return;
  const redis = new Redis(REDIS_URL);
  for (const prefix of prefixes) {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
  }
  redis.disconnect();
});

async function fleet(options: Partial<BullJobQueueOptions> = {}) {
  const prefix = `wcabtest-q-${randomBytes(3).toString('hex')}`;
  prefixes.push(prefix);
  const redis = failFast();
  await ready(redis);
  const queue = new BullJobQueue({ redis, prefix, ...options });
  await queue.ready();
  closers.push(async () => {
    await queue.close();
    redis.disconnect();
  });
  const startWorker = (concurrency = 1) => {
    const client = new Redis(REDIS_URL);
    const worker = new FleetWorker({ redis: client, prefix, processorPath: SCRIPTED, concurrency, lockDurationMs: 2000, stalledIntervalMs: 1000 });
    closers.push(async () => {
      await worker.close(100);
      client.disconnect();
    });
    return worker;
  };
  const keys = (pattern: string) => redis.keys(`${prefix}:${pattern}`);
  return { prefix, redis, queue, startWorker, keys };
}

describe.skipIf(!available)('RedisPayloadStore', () => {
  it('gives back the exact bytes and parameters, newlines in either included, and nothing once deleted or expired', async () => {
    const { prefix, redis } = await fleet();
    const store = new RedisPayloadStore(redis, prefix);
    const document = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x0a, 0x0a, 0x00, 0xff, 0x0a]);
    const params = { note: 'two\nlines', options: { extract_dates: true }, list: [1, 'x\n'] };
    const key = await store.put('job_a', { document, params }, 60_000);
    const back = await store.get(key);
    expect(back && Array.from(back.document)).toEqual(Array.from(document));
    expect(back?.params).toEqual(params);
    expect(await redis.pttl(key)).toBeGreaterThan(50_000);
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    const short = await store.put('job_b', { document, params: undefined }, 1);
    expect((await store.get(short))?.params).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await store.get(short)).toBeUndefined();
  });
});

describe.skipIf(!available)('BullJobQueue and FleetWorker on Redis', () => {
  it('runs a job on a worker; the job carries only a key, and payload and job leave Redis when done', async () => {
    const { queue, startWorker, keys } = await fleet();
    startWorker();
    const outcome = await queue.run({ kind: 'classify', document: doc('sleep=50 marker=first'), params: { cases: [] } }, { timeoutMs: 20_000 });
    expect(outcome).toMatchObject({ ok: true, pages: 1, data: { kind: 'classify', marker: 'first' } });
    expect(await keys('payload:*')).toEqual([]);
    expect(await keys('documents:job_*')).toEqual([]);
    // BullMQ itself refuses job data over the size limit: documents can never ride in a job.
    await expect(queue.queue.add('classify', { blob: 'x'.repeat(JOB_DATA_SIZE_LIMIT + 1) })).rejects.toThrow(/size/i);
  });

  it("stores a synchronous job's outcome before the job completes, though the worker does not wait for the write", async () => {
    const { queue, startWorker, keys, redis } = await fleet();
    startWorker();
    for (const marker of ['a', 'b', 'c']) {
      const outcome = await queue.run({ kind: 'classify', document: doc(`marker=${marker}`), params: {} }, { timeoutMs: 20_000 });
      expect(outcome).toMatchObject({ ok: true, data: { marker } });
      // The completion event has been read, so moveToFinished has run: the write sent before it
      // on the same connection must be there already.
      const stored = await Promise.all((await keys('result:*')).map((key) => redis.get(key)));
      expect(stored.map((raw) => (JSON.parse(raw!) as { outcome: { data: { marker: string } } }).outcome.data.marker)).toContain(marker);
    }
    expect(await keys('payload:*')).toEqual([]);
  });

  it('finds the result by polling when the completion event is missed', async () => {
    const { queue, startWorker } = await fleet({ pollIntervalMs: 200 });
    // No events reach this queue: only the fallback can answer.
    await (queue as unknown as { events: { close(): Promise<void> } }).events.close();
    startWorker();
    const outcome = await queue.run({ kind: 'batch', document: doc('marker=polled'), params: {} }, { timeoutMs: 20_000 });
    expect(outcome).toMatchObject({ ok: true, data: { marker: 'polled' } });
  });

  it('answers 500 instead of waiting when a job is removed before any worker took it', async () => {
    const { queue } = await fleet({ pollIntervalMs: 200 });
    const running = queue.run({ kind: 'batch', document: doc(''), params: {} }, { timeoutMs: 20_000 });
    let waiting: Awaited<ReturnType<typeof queue.queue.getJobs>> = [];
    while (waiting.length === 0) waiting = await queue.queue.getJobs(['waiting', 'prioritized']);
    await waiting[0]!.remove();
    await expect(running).resolves.toMatchObject({ ok: false, code: 'INTERNAL_ERROR' });
  });

  it('past the deadline answers TIMEOUT and removes the job still waiting, with its payload', async () => {
    const { queue, keys } = await fleet();
    await expect(queue.run({ kind: 'batch', document: doc(''), params: {} }, { timeoutMs: 400 })).rejects.toMatchObject({ code: 'TIMEOUT' });
    await new Promise((r) => setTimeout(r, 200));
    expect(await queue.queue.getJobCountByTypes('waiting', 'prioritized')).toBe(0);
    expect(await keys('payload:*')).toEqual([]);
  });

  it('a worker abandons a running job at its deadline and takes the next at once', async () => {
    const { queue, startWorker } = await fleet();
    startWorker(1);
    await expect(queue.run({ kind: 'batch', document: doc('sleep=20000'), params: {} }, { timeoutMs: 1500 })).rejects.toMatchObject({ code: 'TIMEOUT' });
    const started = Date.now();
    await expect(queue.run({ kind: 'batch', document: doc('marker=next'), params: {} }, { timeoutMs: 15_000 })).resolves.toMatchObject({ ok: true });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('passes progress to the waiting caller, and a caller who aborts stops the job on its worker', async () => {
    const { queue, startWorker } = await fleet();
    const worker = startWorker(1);
    const seen: number[] = [];
    const abort = new AbortController();
    const running = queue.run(
      { kind: 'batch', document: doc('sleep=20000 pages=40'), params: {} },
      { timeoutMs: 60_000, signal: abort.signal, onProgress: (p) => seen.push(p.pagesDone) },
    );
    while (seen.length === 0) await new Promise((r) => setTimeout(r, 20));
    abort.abort();
    await expect(running).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: 'The job was cancelled' });
    // The worker was told and freed its thread: the next job starts at once.
    while (worker.running > 0) await new Promise((r) => setTimeout(r, 20));
    await expect(queue.run({ kind: 'batch', document: doc('marker=next'), params: {} }, { timeoutMs: 10_000 })).resolves.toMatchObject({ ok: true });
  });

  it('refuses jobs with 503 while maxWaiting jobs already wait (QUEUE_MAX)', async () => {
    const { queue } = await fleet({ maxWaiting: 1 });
    const first = queue.run({ kind: 'batch', document: doc(''), params: {} }, { timeoutMs: 1500 });
    while ((await queue.queue.getJobCountByTypes('waiting', 'prioritized')) === 0) await new Promise((r) => setTimeout(r, 20));
    await expect(queue.run({ kind: 'batch', document: doc(''), params: {} }, { timeoutMs: 1500 })).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await expect(first).rejects.toMatchObject({ code: 'TIMEOUT' });
  });

  it('refuses new jobs with 503 at once when Redis is unreachable', async () => {
    const redis = failFast('redis://127.0.0.1:1');
    redis.on('error', () => undefined);
    const queue = new BullJobQueue({ redis, prefix: 'wcabtest-unreachable' });
    closers.push(async () => {
      await queue.close();
      redis.disconnect();
    });
    const started = Date.now();
    await expect(queue.run({ kind: 'batch', document: doc(''), params: {} }, { timeoutMs: 60_000 })).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await expect(queue.submit({ kind: 'batch', document: doc(''), params: {} }, { timeoutMs: 60_000, owner: 'k' })).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('asynchronous jobs report progress, then their outcome, to their owner only', async () => {
    const { queue, startWorker } = await fleet();
    startWorker();
    const { id } = await queue.submit({ kind: 'batch', document: doc('sleep=2000 pages=4 marker=later'), params: {} }, { timeoutMs: 30_000, owner: 'key_a' });
    expect(await queue.status(id, 'key_b')).toBeUndefined();
    let status: JobStatus | undefined;
    const deadline = Date.now() + 20_000;
    const seen = new Set<string>();
    while (Date.now() < deadline) {
      status = await queue.status(id, 'key_a');
      seen.add(`${status?.state}:${status?.progress ? 'progress' : ''}`);
      if (status?.state === 'completed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toContain('running:progress');
    expect(status).toMatchObject({ state: 'completed', kind: 'batch', outcome: { ok: true, pages: 4, data: { marker: 'later' } } });
    expect(await queue.status(id, 'key_b')).toBeUndefined();
    expect(await queue.status('job_ffffffffffffffffffffffff', 'key_a')).toBeUndefined();
    expect(await queue.stats()).toEqual({ waiting: 0, active: 0, delayed: 0 });
  });

  it('a batch waiting on a worker for a batch slot (parked) reads as queued, then running once it starts', async () => {
    const { queue, startWorker } = await fleet();
    // Two threads, one kept for classify: one batch slot, so the second batch is parked or back in the queue.
    startWorker(2);
    const first = await queue.submit({ kind: 'batch', document: doc('sleep=4000 pages=1 marker=first'), params: {} }, { timeoutMs: 30_000, owner: 'key_a' });
    const stateOf = async (id: string) => String((await queue.status(id, 'key_a'))?.state);
    for (const deadline = Date.now() + 10_000; (await stateOf(first.id)) !== 'running' && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 20));
    expect(await stateOf(first.id)).toBe('running');
    // The first reads 4 s from here at least; the reads below stop 1 s in, well before its slot frees (at
    // the hand-over the second may start a moment before the first's completion is recorded: both are true).
    const firstSurelyRunsUntil = Date.now() + 1000;
    const second = await queue.submit({ kind: 'batch', document: doc('sleep=300 pages=1 marker=second'), params: {} }, { timeoutMs: 30_000, owner: 'key_a' });
    // From its submission on, including the moment a worker takes it before parking it: never running.
    // The kept slot is free, so the second is taken and parked again and again.
    const whileFirstRuns: string[] = [];
    while (Date.now() < firstSurelyRunsUntil) {
      whileFirstRuns.push(await stateOf(second.id));
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(await stateOf(first.id)).toBe('running');
    expect(whileFirstRuns.length).toBeGreaterThan(10);
    expect(new Set(whileFirstRuns)).toEqual(new Set(['queued']));
    const seen = new Set<string>();
    const deadline = Date.now() + 15_000;
    let status: JobStatus | undefined;
    while (Date.now() < deadline) {
      status = await queue.status(second.id, 'key_a');
      seen.add(String(status?.state));
      if (status?.state === 'completed') break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toMatchObject({ state: 'completed', outcome: { ok: true, data: { marker: 'second' } } });
    expect(seen).toContain('running');
  });

  it('a closing worker finishes its running job within the grace', async () => {
    const { queue, startWorker } = await fleet();
    const worker = startWorker();
    const running = queue.run({ kind: 'batch', document: doc('sleep=800 marker=finished'), params: {} }, { timeoutMs: 20_000 });
    while (worker.running === 0) await new Promise((r) => setTimeout(r, 20));
    await worker.close(10_000);
    await expect(running).resolves.toMatchObject({ ok: true, data: { marker: 'finished' } });
  });

  it('a closing worker hands a job still running after the grace back to the queue, and another worker finishes it', async () => {
    const { queue, startWorker } = await fleet();
    const first = startWorker();
    const running = queue.run({ kind: 'batch', document: doc('sleep=1500 marker=handed'), params: {} }, { timeoutMs: 30_000 });
    while (first.running === 0) await new Promise((r) => setTimeout(r, 20));
    await first.close(100);
    expect(await queue.queue.getJobCountByTypes('waiting', 'prioritized')).toBe(1);
    startWorker();
    await expect(running).resolves.toMatchObject({ ok: true, data: { marker: 'handed' } });
  });
});
