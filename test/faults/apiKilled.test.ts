/**
 * Issue 35, point 5: an API process killed while synchronous requests wait for their jobs. A fleet
 * (API processes and a worker process on the machine's Redis, keys and usage in one SQLite
 * DATA_DIR): twelve synchronous classifies with Idempotency-Keys reach the first API process,
 * their jobs are submitted, and that process is SIGKILLed. The clients lose their answers; they
 * retry with the same keys against a second API process. Each request must be answered once with
 * its own document's result, its work done once (the scripted processor appends each job's marker
 * to a file when it runs), counted once by the rate limiter, and written once to the usage log
 * (by the process that finished the request).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyService, SqliteKeyStore } from '@wcab/accounts';
import { redisAvailable } from '../support/redis';
import { servicesRequired } from '../support/server';
import { dropPrefix, scripted, SCRIPTED_PROCESSOR, testPrefix, until } from '../../apps/worker/test/support';
import { request } from '../hostile/client';
import { startApiProcess, startWorkerProcess, stopAll, type FleetProcess } from './fleetProcess';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await redisAvailable(REDIS_URL);
if (!redisUp && servicesRequired()) throw new Error(`REQUIRE_SERVICES=1 but Redis at ${REDIS_URL} does not answer`);

const N = 12;
const prefix = testPrefix('apikill');

describe.skipIf(!redisUp)('an API process killed with synchronous requests in flight, retried with their Idempotency-Keys', () => {
  let dataDir: string;
  let log: string;
  let key: { key: string; id: string };
  let env: Record<string, string>;
  let redis: Redis;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-apikill-'));
    log = path.join(dataDir, 'runs.log');
    const store = new SqliteKeyStore(path.join(dataDir, 'keys.sqlite'));
    await store.migrate();
    const created = await new KeyService(store).create({ name: 'kill', plan: 'pro', scopes: ['classify', 'batch'] });
    key = { key: created.key, id: created.record.id };
    await store.close();
    env = { REDIS_URL, QUEUE_PREFIX: prefix, DATA_DIR: dataDir, WORKER_PROCESSOR: SCRIPTED_PROCESSOR };
    redis = new Redis(REDIS_URL);
  }, 60_000);

  afterAll(async () => {
    await stopAll();
    redis?.disconnect();
    await dropPrefix(REDIS_URL, prefix);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const body = (i: number) => JSON.stringify({ document: scripted(`sleep=3000 marker=m${i} append=${log}`) });
  const send = (api: FleetProcess, i: number) =>
    request(`${api.url}/v1/classify`, {
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key.key}`, 'idempotency-key': `kill-${i}` },
      body: body(i),
    });
  /** The rate-limit count as it stands (a job status read is authenticated but not counted). */
  const remaining = async (api: FleetProcess) =>
    Number(
      (await request(`${api.url}/v1/jobs/job_000000000000000000000000`, { method: 'GET', headers: { authorization: `Bearer ${key.key}` } })).headers.get(
        'x-ratelimit-remaining',
      ),
    );

  it('answers each request once, does its work once, counts it once', { timeout: 300_000 }, async () => {
    await startWorkerProcess({ ...env, WORKER_CONCURRENCY: '4' });
    const first = await startApiProcess(env);
    const before = await remaining(first);

    const inFlight = Array.from({ length: N }, (_, i) =>
      send(first, i).then(
        (a) => a.status,
        (e: Error) => e.message,
      ),
    );
    // Every job submitted under its key (the record names its job), then the process dies.
    await until(
      async () => {
        const keys = await redis.keys(`${prefix}:idem:*`);
        const records = await Promise.all(keys.map(async (k) => JSON.parse((await redis.get(k)) ?? '{}') as { jobId?: string }));
        return records.filter((r) => r.jobId).length === N;
      },
      60_000,
      'every request to have submitted its job',
    );
    await first.stop('SIGKILL');
    const lost = await Promise.all(inFlight);
    expect(
      lost.every((r) => typeof r === 'string'),
      JSON.stringify(lost),
    ).toBe(true); // no answer reached a client

    const second = await startApiProcess(env);
    const retried = await Promise.all(Array.from({ length: N }, (_, i) => send(second, i)));
    for (const [i, answer] of retried.entries()) {
      expect(answer.status, answer.text).toBe(200);
      expect((JSON.parse(answer.text) as { data: { marker: string } }).data.marker).toBe(`m${i}`);
    }
    // A second retry is a replay of the stored answer.
    const replay = await send(second, 0);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    // Done once: each marker appended once by the worker.
    const runs = fs.readFileSync(log, 'utf8').trim().split('\n').sort();
    expect(runs).toEqual(Array.from({ length: N }, (_, i) => `m${i}`).sort());
    // Counted once: the first process counted each request; no retry took another slot.
    expect(before - (await remaining(second))).toBe(N);
    // Written once to the usage log, by the process that finished them (flushed on a clean stop).
    await second.stop('SIGTERM');
    const db = new Database(path.join(dataDir, 'keys.sqlite'), { readonly: true });
    try {
      const rows = db.prepare("SELECT status, COUNT(*) AS n FROM usage_records WHERE key_id = ? AND route = '/v1/classify' GROUP BY status").all(key.id);
      expect(rows).toEqual([{ status: 200, n: N }]);
    } finally {
      db.close();
    }
  });
});
