/**
 * GET /v1/jobs, DELETE /v1/jobs/{id} and Retry-After on a poll, through the real service in the
 * embedded mode (one job thread) and in a fleet (the API plus a real worker process on Redis),
 * with the scripted processor so that jobs run as long as a test needs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobList, type JobResource } from '@wcab/contract';
import { post, servicesRequired, startTestServer, type TestServer } from '../../../test/support/server';
import { redisAvailable } from '../../../test/support/redis';
import { dropPrefix, FAST_FLEET, scripted, SCRIPTED_PROCESSOR, spawnWorker, testPrefix, until, type WorkerProcess } from '../../worker/test/support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisAvailable(REDIS_URL);
if (!redisUp && servicesRequired()) throw new Error(`REQUIRE_SERVICES=1 but Redis at ${REDIS_URL} does not answer`);

function scenario(mode: 'embedded' | 'fleet') {
  let server: TestServer;
  let keyA: string;
  let keyB: string;
  let worker: WorkerProcess | undefined;
  const prefix = testPrefix('jobs');
  const auth = (key: string) => ({ authorization: `Bearer ${key}` });
  const submit = async (key: string, directives: string, kind = 'analyze-batch') => {
    const res = await post(`${server.url}/v1/${kind}`, { document: scripted(directives) }, key, { prefer: 'respond-async' });
    expect(res.status).toBe(202);
    return ((await res.json()) as JobResource).job_id;
  };
  const job = async (key: string, id: string) => {
    const res = await fetch(`${server.url}/v1/jobs/${id}`, { headers: auth(key) });
    return { res, body: (await res.json()) as JobResource };
  };
  const list = async (key: string, query = '') => {
    const res = await fetch(`${server.url}/v1/jobs${query}`, { headers: auth(key) });
    return { res, body: (await res.json()) as JobList & { code?: string; error?: string } };
  };
  const settled = (key: string, id: string) => until(async () => !['queued', 'running'].includes((await job(key, id)).body.status), 30_000, `job ${id} to end`);

  beforeAll(async () => {
    const env: Record<string, string> = { WORKER_PROCESSOR: SCRIPTED_PROCESSOR, WORKER_THREADS: '1' };
    if (mode === 'fleet') Object.assign(env, { REDIS_URL, QUEUE_PREFIX: prefix, ...FAST_FLEET });
    if (mode === 'fleet') worker = await spawnWorker(env);
    server = await startTestServer({ env });
    keyA = (await server.createKey('enterprise')).key;
    keyB = (await server.createKey('enterprise')).key;
  }, 60_000);
  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await server?.close();
    if (mode === 'fleet') await dropPrefix(REDIS_URL, prefix);
  });

  it("lists a key's own jobs only, newest first, paged and filtered by status", async () => {
    const first = await submit(keyA, 'marker=one');
    await settled(keyA, first);
    const second = await submit(keyA, 'marker=two', 'classify');
    await settled(keyA, second);
    const failing = await submit(keyA, 'throw');
    await settled(keyA, failing);
    const theirs = await submit(keyB, 'marker=theirs');
    await settled(keyB, theirs);

    const all = await list(keyA);
    expect(all.res.status).toBe(200);
    expect(all.res.headers.get('cache-control')).toBe('no-store');
    expect(all.res.headers.get('x-ratelimit-limit')).not.toBeNull();
    JobList.parse(all.body);
    expect(all.body.jobs.map((j) => j.job_id)).toEqual([failing, second, first]);
    expect(all.body.jobs.map((j) => j.status)).toEqual(['failed', 'succeeded', 'succeeded']);
    expect(all.body.jobs[1]!.kind).toBe('classify');
    // Entries carry no result (fetch the job for it); a failure carries its error.
    expect(all.body.jobs.every((j) => !('result' in j))).toBe(true);
    expect(all.body.jobs[0]!.error?.code).toBe('INTERNAL_ERROR');
    expect(all.body.next_cursor).toBeNull();

    const mine = await list(keyB);
    expect(mine.body.jobs.map((j) => j.job_id)).toEqual([theirs]);

    const page1 = await list(keyA, '?limit=2');
    expect(page1.body.jobs.map((j) => j.job_id)).toEqual([failing, second]);
    expect(page1.body.next_cursor).toBe(second);
    const page2 = await list(keyA, `?limit=2&cursor=${page1.body.next_cursor}`);
    expect(page2.body.jobs.map((j) => j.job_id)).toEqual([first]);
    expect(page2.body.next_cursor).toBeNull();
    // Another key's job id as a cursor leads nowhere.
    expect((await list(keyB, `?cursor=${second}`)).body.jobs).toEqual([]);

    const succeeded = await list(keyA, '?status=succeeded');
    expect(succeeded.body.jobs.map((j) => j.job_id)).toEqual([second, first]);
    const either = await list(keyA, '?status=failed,cancelled');
    expect(either.body.jobs.map((j) => j.job_id)).toEqual([failing]);
    expect((await list(keyA, '?status=queued')).body.jobs).toEqual([]);
  }, 90_000);

  it('refuses a bad listing with {error, code} and keeps serving', async () => {
    for (const query of ['?status=done', '?limit=0', '?limit=101', '?limit=ten', '?cursor=job_x', '?page=2', '?status=queued&status=running']) {
      const { res, body } = await list(keyA, query);
      expect(res.status, query).toBe(400);
      expect(body, query).toEqual({ error: expect.any(String), code: 'BAD_REQUEST' });
    }
    expect((await list(keyA, '?status=done')).body.error).toMatch(/unknown state "done"/);
    expect((await fetch(`${server.url}/v1/jobs`)).status).toBe(401);
    const wrongMethod = await fetch(`${server.url}/v1/jobs`, { method: 'POST', headers: auth(keyA) });
    expect(wrongMethod.status).toBe(405);
    expect((await list(keyA)).res.status).toBe(200);
  });

  it('a poll of an unfinished job says when to come back; a finished one does not', async () => {
    const id = await submit(keyA, 'sleep=3000 pages=3');
    const polled = await job(keyA, id);
    expect(['queued', 'running']).toContain(polled.body.status);
    expect(Number(polled.res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    await settled(keyA, id);
    const done = await job(keyA, id);
    expect(done.body.status).toBe('succeeded');
    expect(done.res.headers.get('retry-after')).toBeNull();
  }, 60_000);

  it('cancels a running job and the queued one behind it; another key cannot; an ended job is 409', async () => {
    const running = await submit(keyA, 'sleep=20000 pages=20');
    await until(async () => (await job(keyA, running)).body.status === 'running', 30_000, 'the job to start');
    const waiting = await submit(keyA, 'marker=never');
    expect((await job(keyA, waiting)).body.status).toBe('queued');

    // Another key, an unknown id and a malformed one: the same 404, and nothing is cancelled.
    for (const [key, id] of [
      [keyB, running],
      [keyA, 'job_ffffffffffffffffffffffff'],
      [keyA, 'nope'],
    ] as const) {
      const res = await fetch(`${server.url}/v1/jobs/${id}`, { method: 'DELETE', headers: auth(key) });
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('NOT_FOUND');
    }
    expect((await job(keyA, running)).body.status).toBe('running');

    const queuedCancel = await fetch(`${server.url}/v1/jobs/${waiting}`, { method: 'DELETE', headers: auth(keyA) });
    expect(queuedCancel.status).toBe(200);
    expect(await queuedCancel.json()).toMatchObject({ job_id: waiting, status: 'cancelled', error: { code: 'JOB_CANCELLED' }, result_status: 409 });

    const started = Date.now();
    const runningCancel = await fetch(`${server.url}/v1/jobs/${running}`, { method: 'DELETE', headers: auth(keyA) });
    expect([200, 202]).toContain(runningCancel.status);
    await until(async () => (await job(keyA, running)).body.status === 'cancelled', 10_000, 'the running job to end cancelled');
    expect(Date.now() - started).toBeLessThan(10_000); // not the 20 s the job would have taken

    const again = await fetch(`${server.url}/v1/jobs/${running}`, { method: 'DELETE', headers: auth(keyA) });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { code: string }).code).toBe('JOB_FINISHED');
    expect((await list(keyA, '?status=cancelled')).body.jobs.map((j) => j.job_id)).toEqual([waiting, running]);

    // The queue goes on: the thread (or worker) is free for the next job at once.
    const next = await submit(keyA, 'marker=after');
    await settled(keyA, next);
    expect((await job(keyA, next)).body.status).toBe('succeeded');
    // The cancelled queued job never ran.
    expect((await job(keyA, waiting)).body).not.toHaveProperty('result');
  }, 90_000);
}

describe('job list and cancellation, embedded', () => scenario('embedded'));
describe.skipIf(!redisUp)('job list and cancellation, fleet (API + worker process on Redis)', () => scenario('fleet'));
