/**
 * `npm run test:faults`: the fleet under faults. Two API processes and two worker processes on a
 * Redis this test owns (its own redis-server, append-only file on, as docker-compose runs it) and
 * the machine's PostgreSQL reached through a TCP proxy this test cuts. 300 mixed requests go out at
 * a steady rate (sync and async classify, scanned batches, bad input, bad keys) while the test
 *
 *   1. SIGKILLs a worker that is running a job (a replacement starts, as a supervisor would),
 *   2. stops Redis cleanly and starts it again 5 s later,
 *   3. cuts PostgreSQL for 10 s,
 *
 * and then checks: every request answered, with an answer allowed for what it was (counts by status
 * printed); no answer carries another request's document; every async job finished; nothing left
 * in the queue; the rate-limit counters exact (each counted request took its own slot, the final
 * remaining count and the usage records in PostgreSQL agree with the requests counted, and the
 * per-minute burst refuses exactly past its limit across both APIs); the same API processes serve
 * afterwards, nothing was restarted.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { Queue } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyService, PostgresKeyStore } from '@wcab/accounts';
import { makeTextPdf } from '@wcab/testkit';
import { postgresAvailable, TEST_DATABASE_URL } from '../support/postgres';
import { freePort, hasRedisServerBinary, SpareRedis } from '../support/redis';
import { servicesRequired } from '../support/server';
import { withoutAnswerId } from '../support/answers';
import { until } from '../../apps/worker/test/support';
import { request, type RawAnswer } from '../hostile/client';
import { scannedBatch } from '../hostile/harness';
import { startApiProcess, startWorkerProcess, stopAll, type FleetProcess } from './fleetProcess';
import { TcpProxy } from '../support/tcpProxy';

const pgUp = await postgresAvailable();
const redisBinary = await hasRedisServerBinary();
if (servicesRequired() && (!pgUp || !redisBinary)) throw new Error('REQUIRE_SERVICES=1 but PostgreSQL or redis-server is missing');
if (!pgUp || !redisBinary) console.warn('[skip] fleet fault test needs PostgreSQL and redis-server');

const TOTAL = 300;
const RATE_PER_S = 3;
const PG = new URL(TEST_DATABASE_URL);
const schema = `wcab_faults_${randomBytes(4).toString('hex')}`;
const prefix = `wcabfaults${randomBytes(3).toString('hex')}`;

type Kind = 'classify' | 'async' | 'batch' | 'bad-base64' | 'bad-pdf' | 'no-key' | 'unknown-key';

interface Outcome {
  i: number;
  kind: Kind;
  api: number;
  status: number;
  code?: string;
  retryAfter: string | null;
  remaining: string | null;
  ms: number;
  /** What went wrong with this answer, if anything. */
  problem?: string;
}

function kindOf(i: number): Kind {
  if (i % 20 === 0) return 'batch';
  if (i % 25 === 11) return 'no-key';
  if (i % 25 === 23) return 'unknown-key';
  if (i % 10 === 3) return 'async';
  if (i % 10 === 5) return 'bad-base64';
  if (i % 10 === 7) return 'bad-pdf';
  return 'classify';
}

const adjOf = (i: number) => `ADJ${String(1_000_000 + i)}`;

/** Allowed answers per kind; 503 (with Retry-After) is allowed while a store is down. */
const ALLOWED: Record<Kind, string[]> = {
  classify: ['200', '503 SERVICE_UNAVAILABLE'],
  async: ['202', '503 SERVICE_UNAVAILABLE'],
  batch: ['200', '503 SERVICE_UNAVAILABLE'],
  'bad-base64': ['400 INVALID_BASE64', '503 SERVICE_UNAVAILABLE'],
  'bad-pdf': ['400 INVALID_PDF', '503 SERVICE_UNAVAILABLE'],
  'no-key': ['401 UNAUTHORIZED'],
  // Fail closed: an unknown key is refused, or 503 while it cannot be checked; never let through.
  'unknown-key': ['401 UNAUTHORIZED', '503 SERVICE_UNAVAILABLE'],
};

describe.skipIf(!pgUp || !redisBinary)('the fleet under faults: a worker killed, Redis restarted, PostgreSQL cut', () => {
  let redis: SpareRedis;
  let proxy: TcpProxy;
  let redisDir: string;
  const apis: FleetProcess[] = [];
  const workers: FleetProcess[] = [];
  /** Every worker ever started, the killed one too, for its log when an answer is wrong. */
  const everyWorker: FleetProcess[] = [];
  let pro: { key: string; id: string };
  let trial: { key: string; id: string };
  let env: Record<string, string>;

  beforeAll(async () => {
    redisDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-faults-redis-'));
    redis = new SpareRedis(await freePort(), ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', redisDir, '--maxmemory-policy', 'noeviction']);
    await redis.start();
    proxy = await new TcpProxy(PG.hostname, Number(PG.port || 5432)).start();
    const store = new PostgresKeyStore({ connectionString: TEST_DATABASE_URL, schema });
    await store.migrate();
    const keys = new KeyService(store);
    const make = async (plan: 'pro' | 'trial') => {
      const created = await keys.create({ name: `faults-${plan}`, plan, scopes: ['classify', 'batch'] });
      return { key: created.key, id: created.record.id };
    };
    pro = await make('pro');
    trial = await make('trial');
    await store.close();
    env = { REDIS_URL: redis.url, QUEUE_PREFIX: prefix, DATABASE_URL: proxy.rewrite(TEST_DATABASE_URL), DATABASE_SCHEMA: schema, OCR_WORKERS: '1' };
    apis.push(...(await Promise.all([startApiProcess(env), startApiProcess(env)])));
    workers.push(...(await Promise.all([startWorkerProcess(env), startWorkerProcess(env)])));
    everyWorker.push(...workers);
  }, 180_000);

  afterAll(async () => {
    await stopAll();
    await proxy?.stop();
    await redis?.stop();
    if (redisDir) fs.rmSync(redisDir, { recursive: true, force: true });
    if (pgUp) {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  });

  it(`${TOTAL} mixed requests through the faults: all answered, none lost or crossed, limits exact, no restart`, async () => {
    const batchBody = JSON.stringify({ document: Buffer.from(await scannedBatch()).toString('base64') });
    const batchBaseline = await call(apis[0]!.url, '/v1/analyze-batch', batchBody, pro.key);
    expect(batchBaseline.status).toBe(200);
    const batchAnswer = withoutAnswerId(JSON.parse(batchBaseline.text));
    const bodies = await Promise.all(Array.from({ length: TOTAL }, (_, i) => requestBody(kindOf(i), i, batchBody)));
    const pids = { apis: apis.map((a) => a.pid) };

    const events: string[] = [];
    const log = (what: string) => events.push(`${((Date.now() - t0) / 1000).toFixed(1)}s ${what}`);
    const t0 = Date.now();
    const faults = (async () => {
      await sleep(8_000);
      const victim = await busyWorker(workers);
      log(`SIGKILL worker ${victim.pid} (running a job: ${(await victim.health().catch(() => ({ running: 0 }))).running ?? 0})`);
      await victim.stop('SIGKILL');
      workers.splice(workers.indexOf(victim), 1);
      // A supervisor starts a replacement; the faults go on while it boots.
      const replacement = startWorkerProcess(env).then((w) => {
        workers.push(w);
        everyWorker.push(w);
        log('replacement worker ready');
      });
      await sleep(6_000);
      log('Redis stopping (SHUTDOWN, append-only file written)');
      await redis.stop('SIGTERM');
      await sleep(5_000);
      await redis.start();
      log('Redis back');
      await sleep(8_000);
      log('PostgreSQL cut');
      proxy.cut();
      await sleep(10_000);
      proxy.restore();
      log('PostgreSQL back');
      await replacement;
    })();

    const asyncJobs: Array<{ i: number; api: number; location: string }> = [];
    const outcomes = await Promise.all(
      bodies.map(async (body, i) => {
        await sleep((i * 1000) / RATE_PER_S);
        const kind = kindOf(i);
        const api = i % 2;
        const key = kind === 'no-key' ? undefined : kind === 'unknown-key' ? `wcab_live_${'Z'.repeat(40)}` : pro.key;
        const route = kind === 'batch' ? '/v1/analyze-batch' : '/v1/classify';
        const started = Date.now();
        const res = await call(apis[api]!.url, route, body, key, kind === 'async' ? { prefer: 'respond-async' } : {});
        const json = parseJson(res.text) as { code?: string; data?: { case_numbers?: string[] } };
        const outcome: Outcome = {
          i,
          kind,
          api,
          status: res.status,
          code: json.code,
          retryAfter: res.headers.get('retry-after'),
          remaining: res.headers.get('x-ratelimit-remaining'),
          ms: Date.now() - started,
        };
        const label = json.code ? `${res.status} ${json.code}` : String(res.status);
        if (res.error) outcome.problem = `no answer: ${res.error}`;
        else if (!ALLOWED[kind].includes(label)) outcome.problem = `${kind} answered ${label}`;
        else if (res.status === 503 && !/^\d+$/.test(outcome.retryAfter ?? '')) outcome.problem = '503 without Retry-After';
        else if (kind === 'classify' && res.status === 200 && !json.data?.case_numbers?.includes(adjOf(i)))
          outcome.problem = `answer without its own ${adjOf(i)}: ${JSON.stringify(json.data?.case_numbers)}`;
        else if (kind === 'batch' && res.status === 200 && JSON.stringify(withoutAnswerId(json)) !== JSON.stringify(batchAnswer))
          outcome.problem = 'batch answer differs from the one before the faults';
        if (kind === 'async' && res.status === 202) asyncJobs.push({ i, api, location: res.headers.get('location')! });
        return outcome;
      }),
    );
    await faults;
    log('all answered');

    // Every async job reaches its end with its own document's answer (polled on the API it was sent to).
    const asyncProblems: string[] = [];
    for (const job of asyncJobs) {
      let final: { status: string; result?: { data?: { case_numbers?: string[] } } } | undefined;
      await until(
        async () => {
          const res = await request(apis[job.api]!.url + job.location, { method: 'GET', headers: { authorization: `Bearer ${pro.key}` } });
          if (res.status !== 200) return false;
          final = JSON.parse(res.text) as typeof final;
          return final!.status === 'succeeded' || final!.status === 'failed';
        },
        120_000,
        `async job ${job.location}`,
      ).catch(() => undefined);
      if (final?.status !== 'succeeded') asyncProblems.push(`async #${job.i}: ${final?.status ?? 'never finished'}`);
      else if (!final.result?.data?.case_numbers?.includes(adjOf(job.i))) asyncProblems.push(`async #${job.i}: result without ${adjOf(job.i)}`);
    }
    log('async jobs finished');

    const counts = new Map<string, number>();
    for (const o of outcomes) {
      const label = `${o.kind} ${o.status}${o.code ? ` ${o.code}` : ''}`;
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    console.log(`fleet faults timeline:\n  ${events.join('\n  ')}`);
    console.log(
      `answers by kind and status (${outcomes.length} requests):\n${[...counts]
        .sort()
        .map(([k, v]) => `  ${k}: ${v}`)
        .join('\n')}`,
    );
    console.log(`slowest answer: ${Math.max(...outcomes.map((o) => o.ms))} ms; async jobs: ${asyncJobs.length}`);

    if (outcomes.some((o) => o.problem)) {
      for (const a of apis) console.log(`API ${a.pid} log tail:\n${a.logs().slice(-3000)}`);
      for (const w of everyWorker) console.log(`worker ${w.pid} log tail:\n${w.logs().slice(-6000)}`);
    }
    expect(outcomes).toHaveLength(TOTAL);
    expect(outcomes.filter((o) => o.problem).map((o) => `#${o.i} ${o.problem}`)).toEqual([]);
    expect(asyncProblems).toEqual([]);
    // The faults were felt and recovered from: valid requests succeeded on both sides of them.
    expect(outcomes.filter((o) => o.kind === 'classify' && o.status === 200 && o.i > TOTAL - 40).length).toBeGreaterThan(0);

    // Nothing stuck in the queue.
    const queue = new Queue('documents', { connection: { host: '127.0.0.1', port: redis.port }, prefix });
    try {
      await until(
        async () => {
          const c = await queue.getJobCounts('active', 'wait', 'delayed', 'prioritized', 'waiting-children');
          return Object.values(c).every((n) => n === 0);
        },
        60_000,
        'an empty queue',
      );
    } finally {
      await queue.close();
    }

    // Limits exact: every counted request took its own slot of the daily limit, across both APIs
    // and across the Redis restart (a 503 before counting carries no rate-limit headers).
    const counted = outcomes.filter((o) => o.remaining !== null && o.status !== 429).map((o) => Number(o.remaining));
    expect(new Set(counted).size).toBe(counted.length);
    // The batch answered before the run (the baseline) took the first slot.
    expect(Math.min(...counted)).toBe(1000 - 1 - counted.length);
    const final = await Promise.all(apis.map((a) => call(a.url, '/v1/classify', '{}', pro.key)));
    expect(final.map((r) => r.status)).toEqual([400, 400]);
    expect(final.map((r) => Number(r.headers.get('x-ratelimit-remaining'))).sort()).toEqual([1000 - 1 - counted.length - 2, 1000 - 1 - counted.length - 1]);

    // Usage records: one per counted request, none lost to the PostgreSQL cut, none written twice.
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      let rows = -1;
      await until(
        async () => {
          rows = Number((await client.query(`SELECT count(*) AS n FROM ${schema}.usage_records WHERE key_id = $1`, [pro.id])).rows[0].n);
          return rows >= 1 + counted.length + 2;
        },
        60_000,
        'the usage records',
      ).catch(() => undefined);
      await sleep(2_000); // a duplicate write would land after the last one
      rows = Number((await client.query(`SELECT count(*) AS n FROM ${schema}.usage_records WHERE key_id = $1`, [pro.id])).rows[0].n);
      expect(rows).toBe(1 + counted.length + 2);
    } finally {
      await client.end();
    }

    // The per-minute burst across both APIs after the faults: exactly 60 let through for the trial plan.
    await waitForEarlyInMinute();
    const burst = await Promise.all(Array.from({ length: 66 }, (_, i) => call(apis[i % 2]!.url, '/v1/classify', '{"document": "*"}', trial.key)));
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 400).length).toBe(60);
    expect(statuses.filter((s) => s === 429).length).toBe(6);

    // Recovery without restarts: the same API processes, healthy; the workers healthy.
    expect(apis.map((a) => a.pid)).toEqual(pids.apis);
    expect(apis.every((a) => a.alive())).toBe(true);
    for (const a of apis) expect((await fetch(`${a.url}/health`)).status).toBe(200);
    for (const w of workers) expect((await w.health()).status).toBe('ok');
  }, 600_000);
});

/** A POST on a fresh connection; a failure to get any answer is returned as status 0. */
async function call(base: string, route: string, body: string, key?: string, headers: Record<string, string> = {}): Promise<RawAnswer & { error?: string }> {
  return request(`${base}${route}`, {
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    body,
  }).catch((error: Error) => ({ status: 0, headers: new Headers(), text: '{}', error: String(error) }));
}

async function requestBody(kind: Kind, i: number, batchBody: string): Promise<string> {
  switch (kind) {
    case 'batch':
      return batchBody;
    case 'bad-base64':
      return JSON.stringify({ document: `not base64 #${i}!` });
    case 'bad-pdf':
      return JSON.stringify({ document: Buffer.from(`%PDF-1.7\nbroken #${i}`).toString('base64') });
    default: {
      const pdf = await makeTextPdf([
        [
          "WORKERS' COMPENSATION APPEALS BOARD",
          `Case Number: ${adjOf(i)}`,
          'NOTICE OF HEARING',
          'The above case is set for a status conference on 05/12/2025 at 1:30 P.M.',
        ],
      ]);
      return JSON.stringify({ document: Buffer.from(pdf).toString('base64'), options: { extract_adj: true } });
    }
  }
}

/** A worker that is running a job, or after 10 s whichever is first. */
async function busyWorker(workers: FleetProcess[]): Promise<FleetProcess> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    for (const w of workers) if (((await w.health().catch(() => ({ running: 0 }))).running ?? 0) > 0) return w;
    await sleep(50);
  }
  return workers[0]!;
}

/** The burst window is the calendar minute: start in its first half so 66 requests fit in it. */
async function waitForEarlyInMinute(): Promise<void> {
  const second = new Date().getUTCSeconds();
  if (second > 30) await sleep((61 - second) * 1000);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { code: `not JSON: ${text.slice(0, 60)}` };
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
