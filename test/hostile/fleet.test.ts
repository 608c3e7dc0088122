/**
 * `npm run test:hostile`, fleet mode: the hostile cases that make the PDF engine work hard (bombs,
 * huge pages, recursion, the Flate bomb) through the real API on Redis and one real worker process
 * (`apps/worker`, the pipeline it runs in production), each followed by a text classify and a
 * scanned batch that must answer exactly as the same worker answered them when fresh. The request
 * cases are the API's alone and identical in both modes, so the embedded run covers them.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { hostileCorpus } from '@wcab/testkit';
import { redisAvailable } from '../support/redis';
import { servicesRequired, startTestServer, type TestServer } from '../support/server';
import { dropPrefix, spawnWorker, testPrefix, type WorkerProcess } from '../../apps/worker/test/support';
import { send } from './client';
import { expectAnswer, expectStillServing, recordBaseline, type Baseline } from './harness';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const available = await redisAvailable(REDIS_URL);
if (!available && servicesRequired()) throw new Error(`REQUIRE_SERVICES=1 but Redis at ${REDIS_URL} does not answer`);
if (!available) console.warn(`[skip] Redis at ${REDIS_URL} does not answer: fleet hostile cases skipped`);

const cases = hostileCorpus().filter((c) => c.engine);
const prefix = testPrefix('hostile');
let server: TestServer;
let worker: WorkerProcess;
let key: string;
let baseline: Baseline;

describe.skipIf(!available)(`hostile corpus, engine cases (${cases.length}), fleet: API on Redis and a worker process`, () => {
  beforeAll(async () => {
    const env = { REDIS_URL, QUEUE_PREFIX: prefix };
    server = await startTestServer({ env });
    worker = await spawnWorker({ ...env, WORKER_CONCURRENCY: '1' });
    key = (await server.createKey('enterprise')).key;
    baseline = await recordBaseline(server.url, key);
  }, 120_000);
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await server?.close();
    await dropPrefix(REDIS_URL, prefix);
  });

  it.for(cases)('$name', { timeout: 180_000 }, async (c) => {
    const answer = await send(server.url, key, c);
    expectAnswer(c, answer, baseline.plain);
    await expectStillServing(server.url, key, baseline, true, c.name);
  });
});
