/**
 * PostgreSQL key store outages, against the real PostgreSQL behind a TCP proxy this test cuts and
 * restores (the machine's server is never touched): authenticated requests answer 503 with
 * Retry-After while keys cannot be checked (never 200, never 401), /health names the keystore,
 * the API starts while the database is down, and everything recovers without a restart.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyService, PostgresKeyStore } from '@wcab/accounts';
import { startServer, type RunningServer } from '../src/server';
import { postgresAvailable, TEST_DATABASE_URL } from '../../../test/support/postgres';
import { post, servicesRequired, tempDir } from '../../../test/support/server';
import { textPdf, toBase64 } from '../../../test/support/pdfs';
import { TcpProxy } from '../../../test/support/tcpProxy';
import { redisAvailable } from '../../../test/support/redis';

const available = await postgresAvailable();
if (!available && servicesRequired()) throw new Error(`REQUIRE_SERVICES=1 but PostgreSQL at ${TEST_DATABASE_URL} does not answer`);
if (!available) console.warn(`[skip] PostgreSQL at ${TEST_DATABASE_URL} does not answer: key store outage tests skipped`);

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const fleet = available && (await redisAvailable(REDIS_URL));
const run = randomBytes(4).toString('hex');
const schemas: string[] = [];
function freshSchema(): string {
  const schema = `wcab_outage_${run}_${schemas.length}`;
  schemas.push(schema);
  return schema;
}

let proxy: TcpProxy;
let pdf: string;

beforeAll(async () => {
  if (!available) return;
  const target = new URL(TEST_DATABASE_URL);
  proxy = await new TcpProxy(target.hostname, Number(target.port || 5432)).start();
  pdf = toBase64(await textPdf([['WORKERS COMPENSATION APPEALS BOARD', 'Case Number: ADJ1234567']]));
});

afterAll(async () => {
  await proxy?.stop();
  if (fleet) {
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`wcab-outage-${run}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
  if (!available || schemas.length === 0) return;
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
});

function start(schema: string, extra: Record<string, string> = {}): Promise<RunningServer> {
  return startServer({
    env: {
      ...extra,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: tempDir(),
      BOOTSTRAP_KEY: 'false',
      WORKER_THREADS: '1',
      DATABASE_URL: proxy.rewrite(TEST_DATABASE_URL),
      DATABASE_SCHEMA: schema,
    },
    logger: pino({ level: 'silent' }),
  });
}

/** A key created straight in the database (not through the proxy). */
async function createKey(schema: string): Promise<string> {
  const store = new PostgresKeyStore({ connectionString: TEST_DATABASE_URL, schema });
  try {
    await store.migrate();
    return (await new KeyService(store).create({ name: 'outage', plan: 'pro', scopes: ['classify', 'batch', 'mcp'] })).key;
  } finally {
    await store.close();
  }
}

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect(await res.json()).toEqual({ error: expect.stringMatching(/key store/), code: 'SERVICE_UNAVAILABLE' });
}

async function healthWithin(url: string, status: number, ms: number): Promise<Response> {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await fetch(`${url}/health`);
    if (res.status === status || Date.now() > deadline) return res;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.skipIf(!available)('key store outage', () => {
  it('answers 503 with Retry-After while PostgreSQL is cut, for known and unknown keys, and recovers by itself', async () => {
    const schema = freshSchema();
    const key = await createKey(schema);
    const server = await start(schema);
    try {
      expect((await post(`${server.url}/v1/classify`, { document: pdf }, key)).status).toBe(200);

      proxy.cut();
      const started = Date.now();
      await expectUnavailable(await post(`${server.url}/v1/classify`, { document: pdf }, key));
      // An unknown key cannot be told from a known one without the store: not a 401 either.
      await expectUnavailable(await post(`${server.url}/v1/analyze-batch`, { document: pdf }, `wcab_live_${'B'.repeat(40)}`));
      await expectUnavailable(await fetch(`${server.url}/v1/jobs/job_123`, { headers: { authorization: `Bearer ${key}` } }));
      expect(Date.now() - started).toBeLessThan(10_000);
      const health = await fetch(`${server.url}/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'degraded', failing: ['keystore'] });
      // No key at all needs no store: still the plain 401.
      expect((await post(`${server.url}/v1/classify`, { document: pdf })).status).toBe(401);

      proxy.restore();
      expect((await healthWithin(server.url, 200, 15_000)).status).toBe(200);
      const again = await post(`${server.url}/v1/classify`, { document: pdf }, key);
      expect(again.status).toBe(200);
      expect(((await again.json()) as { data: { case_numbers: string[] } }).data.case_numbers).toContain('ADJ1234567');
    } finally {
      proxy.restore();
      await server.close();
    }
  });

  it('starts degraded while PostgreSQL is down, migrates once it answers, then serves keys', async () => {
    const schema = freshSchema();
    proxy.cut();
    let server: RunningServer | undefined;
    try {
      server = await start(schema);
      const health = await fetch(`${server.url}/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'degraded', failing: ['keystore'] });
      await expectUnavailable(await post(`${server.url}/v1/classify`, { document: pdf }, `wcab_live_${'C'.repeat(40)}`));

      proxy.restore();
      // The schema did not exist: the API's background migration creates it.
      expect((await healthWithin(server.url, 200, 20_000)).status).toBe(200);
      const key = await createKey(schema);
      expect((await post(`${server.url}/v1/classify`, { document: pdf }, key)).status).toBe(200);
      expect((await post(`${server.url}/v1/classify`, { document: pdf }, `wcab_live_${'C'.repeat(40)}`)).status).toBe(401);
    } finally {
      proxy.restore();
      await server?.close();
    }
  });
});

describe.skipIf(!fleet)('key store outage in the fleet (REDIS_URL: shared counters, BullMQ queue)', () => {
  it('answers 503 with Retry-After while PostgreSQL is cut and recovers, with Redis still up', async () => {
    const schema = freshSchema();
    const key = await createKey(schema);
    // No worker runs: a request that passes authentication stops at validation (400), which is enough here.
    const server = await start(schema, { REDIS_URL, QUEUE_PREFIX: `wcab-outage-${run}` });
    try {
      expect((await post(`${server.url}/v1/classify`, {}, key)).status).toBe(400);
      proxy.cut();
      await expectUnavailable(await post(`${server.url}/v1/classify`, {}, key));
      const health = await fetch(`${server.url}/health`);
      expect(await health.json()).toMatchObject({ status: 'degraded', failing: ['keystore'] });
      proxy.restore();
      expect((await healthWithin(server.url, 200, 15_000)).status).toBe(200);
      const back = await post(`${server.url}/v1/classify`, {}, key);
      expect(back.status).toBe(400);
      expect(((await back.json()) as { error: string }).error).toBe('document is required');
    } finally {
      proxy.restore();
      await server.close();
    }
  });
});
