/**
 * The fleet end to end: the real API (startTestServer with REDIS_URL) and real worker processes
 * (`node --import tsx apps/worker/src/main.ts`, as `npm run worker`) on the machine's Redis, with
 * a scripted processor (WORKER_PROCESSOR) that sleeps, reports progress or throws on request.
 * Failure semantics: a worker killed mid-job (once: retried elsewhere; twice: a clean 500), a job
 * that throws, a deadline, SIGTERM for workers and for the API, asynchronous jobs, and a Redis that
 * stops and comes back (a private redis-server).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, servicesRequired, startTestServer, type TestServer } from '../../../test/support/server';
import { freePort, hasRedisServerBinary, redisAvailable, SpareRedis } from '../../../test/support/redis';
import { withoutAnswerId } from '../../../test/support/answers';
import { dropPrefix, FAST_FLEET, scripted, SCRIPTED_PROCESSOR, spawnWorker, testPrefix, until, type WorkerProcess } from './support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const available = await redisAvailable(REDIS_URL);
const canSpawn = await hasRedisServerBinary();
if (!available && servicesRequired()) throw new Error(`REQUIRE_SERVICES=1 but Redis at ${REDIS_URL} does not answer`);
if (!canSpawn && servicesRequired()) throw new Error('REQUIRE_SERVICES=1 but redis-server is not installed');
if (!available) console.warn(`[skip] Redis at ${REDIS_URL} does not answer: fleet tests skipped`);
if (!canSpawn) console.warn('[skip] redis-server is not installed: Redis outage tests skipped');

type Body = { success?: boolean; data?: { pid?: number; marker?: string | null; kind?: string }; error?: string; code?: string };

describe.skipIf(!available)('API and worker processes on Redis', () => {
  const prefix = testPrefix('fleet');
  const env = { REDIS_URL, QUEUE_PREFIX: prefix, WORKER_PROCESSOR: SCRIPTED_PROCESSOR, ...FAST_FLEET };
  const workers: WorkerProcess[] = [];
  let server: TestServer;
  let key: string;
  const worker = async (extra: Record<string, string> = {}) => {
    const w = await spawnWorker({ ...env, ...extra });
    workers.push(w);
    return w;
  };
  const classify = (directives: string, headers: Record<string, string> = {}) =>
    post(`${server.url}/v1/classify`, { document: scripted(directives) }, key, headers);
  /** The live worker that is running a job, once one is. */
  const busyOne = async () => {
    let found: WorkerProcess | undefined;
    await until(
      async () => {
        for (const w of workers) if ((await w.health().catch(() => ({ running: 0 }))).running === 1) found = w;
        return found !== undefined;
      },
      15_000,
      'a worker to take the job',
    );
    return found!;
  };
  const forget = (w: WorkerProcess) => workers.splice(workers.indexOf(w), 1);

  beforeAll(async () => {
    server = await startTestServer({ env: { ...env, CLASSIFY_TIMEOUT_MS: '30000', BATCH_TIMEOUT_MS: '2000' } });
    key = (await server.createKey('enterprise')).key;
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop('SIGKILL')));
    await server?.close();
    await dropPrefix(REDIS_URL, prefix);
  });

  it('runs jobs in the worker processes, spread over them, never in the API process', async () => {
    const [a, b] = await Promise.all([worker(), worker()]);
    const responses = await Promise.all([1, 2, 3, 4].map((i) => classify(`sleep=700 marker=m${i}`)));
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as Body[];
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(bodies.map((b) => b.data?.marker)).toEqual(['m1', 'm2', 'm3', 'm4']);
    const pids = new Set(bodies.map((b) => b.data?.pid));
    expect(pids).toEqual(new Set([a.pid, b.pid]));
    expect(pids.has(process.pid)).toBe(false);
  });

  it('a job that throws gives 500 INTERNAL_ERROR without internals, and the worker keeps serving', async () => {
    const res = await classify('throw');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'Internal error while processing the document', code: 'INTERNAL_ERROR' });
    expect(text).not.toMatch(/secret|boom|\.ts|at /);
    expect((await classify('marker=after')).status).toBe(200);
    // The detail stays in the worker's own log.
    await until(() => workers.some((w) => w.logs().includes('boom at /secret/path')), 5000, 'the worker log');
  });

  it('a worker killed mid-job: another worker takes the job over and the caller gets the result', async () => {
    const pending = classify('sleep=2500 marker=survivor');
    const victim = await busyOne();
    const survivor = workers.find((w) => w !== victim)!;
    await victim.stop('SIGKILL');
    forget(victim);
    const res = await pending;
    expect(res.status).toBe(200);
    expect(((await res.json()) as Body).data).toMatchObject({ marker: 'survivor', pid: survivor.pid });
  });

  it('a job whose worker dies twice fails cleanly with 500 instead of hanging', async () => {
    await Promise.all([worker(), worker()]); // three idle workers
    const pending = classify('sleep=20000 marker=doomed');
    const first = await busyOne();
    await first.stop('SIGKILL');
    forget(first);
    const second = await busyOne();
    await second.stop('SIGKILL');
    forget(second);
    // The last one's stalled-job check finds the job abandoned a second time and fails it.
    const res = await pending;
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: 'The worker processing the document stopped before finishing it', code: 'INTERNAL_ERROR' });
  });

  it('past its deadline a job answers 504 TIMEOUT, and the worker is free for the next one', async () => {
    const started = Date.now();
    const res = await post(`${server.url}/v1/analyze-batch`, { document: scripted('sleep=20000') }, key);
    expect(res.status).toBe(504);
    expect(((await res.json()) as Body).code).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(10_000);
    const next = Date.now();
    expect((await classify('marker=free')).status).toBe(200);
    expect(Date.now() - next).toBeLessThan(10_000);
  });

  it('Prefer: respond-async answers 202, progress while it runs, then the envelope the synchronous call gives, to its key only', async () => {
    const accepted = await classify('sleep=1600 pages=4 marker=async', { prefer: 'respond-async' });
    expect(accepted.status).toBe(202);
    expect(accepted.headers.get('preference-applied')).toBe('respond-async');
    const location = accepted.headers.get('location')!;
    expect(location).toMatch(/^\/v1\/jobs\/job_[0-9a-f]{24}$/);
    expect(await accepted.json()).toMatchObject({ status: 'queued', kind: 'classify', progress: null });

    const get = (k = key) => fetch(server.url + location, { headers: { authorization: `Bearer ${k}` } });
    const seen: string[] = [];
    let body: { status: string; progress: { pages_done: number; pages_total: number | null } | null; result?: Body } | undefined;
    const remaining: string[] = [];
    await until(
      async () => {
        const res = await get();
        remaining.push(res.headers.get('x-ratelimit-remaining')!);
        body = (await res.json()) as typeof body;
        seen.push(`${body!.status}${body!.progress ? `:${body!.progress.pages_done}/${body!.progress.pages_total}` : ''}`);
        return body!.status === 'succeeded';
      },
      20_000,
      'the async job',
    );
    expect(seen.some((s) => /^running:\d\/4$/.test(s))).toBe(true);
    const sync = (await (await classify('marker=async')).json()) as Body;
    expect(body!.result).toEqual({ success: true, data: { ...sync.data, pid: body!.result!.data!.pid } });
    expect(body!.progress).toEqual({ pages_done: 4, pages_total: 4 });
    // Polling is not counted against the plan.
    expect(new Set(remaining).size).toBe(1);

    const other = (await server.createKey('enterprise')).key;
    const foreign = await get(other);
    expect(foreign.status).toBe(404);
    expect(((await foreign.json()) as Body).code).toBe('NOT_FOUND');
    expect((await fetch(`${server.url}/v1/jobs/job_000000000000000000000000`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(404);
    expect((await fetch(server.url + location)).status).toBe(401);
  });

  it('SIGTERM: a worker finishes what ends within the grace, hands the rest back, and exits 0', async () => {
    for (const w of workers.splice(0)) await w.stop('SIGKILL');
    // The grace is wide against the short job (a loaded CI machine can stall a process for a second or more)
    // and the long job ends well past it, so which one is drained and which handed back does not hang on timing.
    const w = await worker({ WORKER_CONCURRENCY: '2', SHUTDOWN_GRACE_MS: '3000' });
    // Its threads warm after it starts taking jobs: on a loaded machine a job taken meanwhile waits seconds for a
    // thread, which would eat the grace before the short job ran. Two jobs at once, until both threads have run one.
    await until(
      async () => {
        const pairs = await Promise.all([classify('sleep=200 thread'), classify('sleep=200 thread')]);
        const threads = await Promise.all(pairs.map(async (r) => ((await r.json()) as { data?: { thread?: number } }).data?.thread));
        return new Set(threads).size === 2;
      },
      30_000,
      'both threads to have run a job',
    );
    const short = classify('sleep=300 marker=drained');
    const long = classify('sleep=5000 marker=handed');
    await until(async () => (await w.health()).running === 2, 15_000, 'both jobs to start');
    const exit = w.stop('SIGTERM');
    const starting = worker(); // ready to take the job handed back
    const finished = await short;
    expect(finished.status).toBe(200);
    expect(((await finished.json()) as Body).data).toMatchObject({ marker: 'drained', pid: w.pid });
    expect(await exit).toBe(0);
    const next = await starting;
    const handed = await long;
    expect(handed.status).toBe(200);
    expect(((await handed.json()) as Body).data).toMatchObject({ marker: 'handed', pid: next.pid });
  });

  it('API shutdown lets a request waiting for its job finish, then stops', async () => {
    if (workers.length === 0) await worker();
    const pending = classify('sleep=1200 marker=last');
    await new Promise((r) => setTimeout(r, 300));
    const closed = server.close();
    const res = await pending;
    expect(res.status).toBe(200);
    expect(((await res.json()) as Body).data?.marker).toBe('last');
    await closed;
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
  });
});

describe.skipIf(!available)('the same pipeline code in both modes', () => {
  it('answers a document identically from a worker process and from the embedded threads', async () => {
    const prefix = testPrefix('same');
    const fleetEnv = { REDIS_URL, QUEUE_PREFIX: prefix };
    const fleet = await startTestServer({ env: fleetEnv });
    const embedded = await startTestServer();
    const w = await spawnWorker(fleetEnv);
    try {
      const { textPdf, toBase64 } = await import('../../../test/support/pdfs');
      const document = toBase64(await textPdf([['WORKERS COMPENSATION APPEALS BOARD', 'NOTICE OF HEARING', 'Case Number: ADJ1234567']]));
      const body = { document, options: { extract_adj: true, extract_dates: true } };
      const [a, b] = await Promise.all([
        post(`${fleet.url}/v1/classify`, body, (await fleet.createKey('enterprise')).key),
        post(`${embedded.url}/v1/classify`, body, (await embedded.createKey('enterprise')).key),
      ]);
      expect(a.status).toBe(b.status);
      // Each answer has its own id for corrections; everything else is the same answer.
      expect(withoutAnswerId(await a.json())).toEqual(withoutAnswerId(await b.json()));
    } finally {
      await w.stop('SIGKILL');
      await fleet.close();
      await embedded.close();
      await dropPrefix(REDIS_URL, prefix);
    }
  });
});

describe.skipIf(!canSpawn)('Redis stops and comes back under a fleet', () => {
  let redis: SpareRedis;
  let server: TestServer;
  let w: WorkerProcess;
  let key: string;

  beforeAll(async () => {
    redis = new SpareRedis(await freePort());
    await redis.start();
    const env = { REDIS_URL: redis.url, WORKER_PROCESSOR: SCRIPTED_PROCESSOR, ...FAST_FLEET };
    server = await startTestServer({ env });
    key = (await server.createKey('enterprise')).key;
    w = await spawnWorker(env);
  });
  afterAll(async () => {
    await w?.stop('SIGKILL');
    await server?.close();
    await redis?.stop();
  });

  it('503 quickly and degraded health while Redis is down; API and worker recover without restarts', async () => {
    const ok = await post(`${server.url}/v1/classify`, { document: scripted('marker=before') }, key);
    expect(ok.status).toBe(200);

    await redis.stop();
    const started = Date.now();
    const refused = await post(`${server.url}/v1/classify`, { document: scripted('marker=down') }, key);
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as Body).code).toBe('SERVICE_UNAVAILABLE');
    expect(Date.now() - started).toBeLessThan(5000);
    const async = await post(`${server.url}/v1/analyze-batch`, { document: scripted('x') }, key, { prefer: 'respond-async' });
    expect(async.status).toBe(503);
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'degraded', failing: ['redis'] });
    expect((await w.health()).status).toBe('degraded');

    await redis.start();
    await until(async () => (await fetch(`${server.url}/health`)).status === 200, 20_000, 'API health');
    await until(async () => (await w.health()).status === 'ok', 20_000, 'worker health');
    const after = await post(`${server.url}/v1/classify`, { document: scripted('marker=after') }, key);
    expect(after.status).toBe(200);
    expect(((await after.json()) as Body).data).toMatchObject({ marker: 'after', pid: w.pid });
  });
});
