/**
 * Issue 35, point 3: a quick classify starved by batches. Against the real service, embedded and
 * in a fleet (API + a real worker process on Redis), with the scripted processor so each job takes
 * a known time:
 *
 * - one account's eight synchronous batches hold the threads; another account's one-page classify
 *   answers while at most one of those batches has finished (classify goes first, and one thread is
 *   kept from batches);
 * - the second account's own batch is not put behind the first account's whole backlog (accounts
 *   take turns);
 * - a job that cannot start within QUEUE_START_TIMEOUT_MS answers 503 with Retry-After at that
 *   time, not 504 at the end of its deadline.
 */
import { describe, expect, it } from 'vitest';
import { post, servicesRequired, startTestServer, type TestServer } from '../support/server';
import { redisAvailable } from '../support/redis';
import { dropPrefix, FAST_FLEET, scripted, SCRIPTED_PROCESSOR, spawnWorker, testPrefix, type WorkerProcess } from '../../apps/worker/test/support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisAvailable(REDIS_URL);
if (!redisUp && servicesRequired()) throw new Error(`REQUIRE_SERVICES=1 but Redis at ${REDIS_URL} does not answer`);

const BATCH_MS = 1500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function withService(mode: 'embedded' | 'fleet', env: Record<string, string>, body: (url: string, keyA: string, keyB: string) => Promise<void>) {
  const prefix = testPrefix('fair');
  const fleetEnv: Record<string, string> = mode === 'fleet' ? { REDIS_URL, QUEUE_PREFIX: prefix, ...FAST_FLEET } : {};
  let worker: WorkerProcess | undefined;
  let server: TestServer | undefined;
  try {
    if (mode === 'fleet')
      worker = await spawnWorker({ ...fleetEnv, WORKER_PROCESSOR: SCRIPTED_PROCESSOR, WORKER_CONCURRENCY: env.WORKER_THREADS ?? '2', ...env });
    server = await startTestServer({ env: { WORKER_PROCESSOR: SCRIPTED_PROCESSOR, ...fleetEnv, ...env } });
    const keyA = (await server.createKey('enterprise', ['classify', 'batch'], 'A')).key;
    const keyB = (await server.createKey('enterprise', ['classify', 'batch'], 'B')).key;
    await body(server.url, keyA, keyB);
  } finally {
    await server?.close();
    await worker?.stop('SIGKILL');
    if (mode === 'fleet') await dropPrefix(REDIS_URL, prefix);
  }
}

function scenario(mode: 'embedded' | 'fleet') {
  it("a classify answers while one account's batches hold the threads; the other account's batch is not put behind them all", { timeout: 60_000 }, async () => {
    await withService(mode, { WORKER_THREADS: '2' }, async (url, keyA, keyB) => {
      const done: string[] = [];
      const send = (name: string, route: string, key: string, directives: string) =>
        post(`${url}${route}`, { document: scripted(`${directives} marker=${name}`) }, key).then(async (res) => {
          done.push(name);
          return { name, status: res.status, body: (await res.json()) as { data?: { marker?: string; startedAt?: number } } };
        });
      const batchesA = Array.from({ length: 8 }, (_, i) => send(`A${i + 1}`, '/v1/analyze-batch', keyA, `sleep=${BATCH_MS} clock`));
      await sleep(300);
      const classifyB = await send('cB', '/v1/classify', keyB, 'sleep=50');
      expect(classifyB.status).toBe(200);
      expect(classifyB.body.data?.marker).toBe('cB');
      // Answered before the second of A's batches finished (each takes 1.5 s, run one at a time).
      expect(done.filter((n) => n.startsWith('A')).length, done.join(',')).toBeLessThanOrEqual(1);
      const batchB = send('B1', '/v1/analyze-batch', keyB, `sleep=${BATCH_MS} clock`);
      const all = await Promise.all([...batchesA, batchB]);
      expect(all.every((a) => a.status === 200)).toBe(true);
      // B's one batch started among the first few (A1 running, A2 perhaps taken, then B's turn), not after A's whole
      // backlog of eight (index 8, what first come, first served gives). Judged by when the worker started each (the
      // scripted processor's clock), not by when answers arrived. The fleet once started it fifth under load: a batch
      // the slot kept for classify took went back as a delayed job, out of the turns (fixed by batchParking.ts).
      const startOrder = [...all].sort((x, y) => x.body.data!.startedAt! - y.body.data!.startedAt!).map((x) => x.name);
      expect(startOrder.indexOf('B1'), startOrder.join(',')).toBeLessThanOrEqual(2);
    });
  });

  it('a job that cannot start within QUEUE_START_TIMEOUT_MS answers 503 with Retry-After then, not 504 at its deadline', { timeout: 60_000 }, async () => {
    await withService(
      mode,
      { WORKER_THREADS: '1', CLASSIFY_RESERVED_THREADS: '0', QUEUE_START_TIMEOUT_MS: '1000', CLASSIFY_TIMEOUT_MS: '20000' },
      async (url, keyA, keyB) => {
        const holding = post(`${url}/v1/analyze-batch`, { document: scripted('sleep=6000') }, keyA);
        await sleep(500);
        const started = Date.now();
        const res = await post(`${url}/v1/classify`, { document: scripted('sleep=10') }, keyB);
        const ms = Date.now() - started;
        expect(res.status).toBe(503);
        expect(((await res.json()) as { code: string }).code).toBe('SERVICE_UNAVAILABLE');
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        // Refused at its start deadline, while the batch still holds the only thread.
        expect(ms).toBeGreaterThanOrEqual(900);
        expect(ms).toBeLessThan(5000);
        expect((await holding).status).toBe(200);
        // Once the thread is free the same request is served.
        expect((await post(`${url}/v1/classify`, { document: scripted('sleep=10') }, keyB)).status).toBe(200);
      },
    );
  });
}

describe('fair scheduling, embedded', () => scenario('embedded'));
describe.skipIf(!redisUp)('fair scheduling, fleet (API + worker process on Redis)', () => scenario('fleet'));
