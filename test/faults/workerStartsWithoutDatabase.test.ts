/**
 * A worker started while PostgreSQL does not answer (a supervisor's replacement during a database restart or a
 * network cut) starts anyway, migrates its learning store once the database is back, and then runs jobs that
 * read the store. Before this, its start awaited the migration and the process exited with "Connection
 * terminated unexpectedly", so the fleet lost a worker to a blip it would have outlived had it started a
 * moment earlier (seen in the fleet fault test on a loaded machine).
 *
 * PostgreSQL is reached through a TCP proxy this test cuts; Redis is a redis-server this test starts.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyService, PostgresKeyStore } from '@wcab/accounts';
import { makeTextPdf } from '@wcab/testkit';
import { postgresAvailable, TEST_DATABASE_URL } from '../support/postgres';
import { freePort, hasRedisServerBinary, SpareRedis } from '../support/redis';
import { servicesRequired } from '../support/server';
import { TcpProxy } from '../support/tcpProxy';
import { until } from '../../apps/worker/test/support';
import { startApiProcess, startWorkerProcess, stopAll, type FleetProcess } from './fleetProcess';

const pgUp = await postgresAvailable();
const redisBinary = await hasRedisServerBinary();
if (servicesRequired() && (!pgUp || !redisBinary)) throw new Error('REQUIRE_SERVICES=1 but PostgreSQL or redis-server is missing');
if (!pgUp || !redisBinary) console.warn('[skip] worker start without a database needs PostgreSQL and redis-server');

const PG = new URL(TEST_DATABASE_URL);
const schema = `wcab_nodb_${randomBytes(4).toString('hex')}`;

async function learningTables(): Promise<string[]> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_name LIKE 'learn_%' ORDER BY table_name",
      [schema],
    );
    return rows.map((r) => r.table_name);
  } finally {
    await client.end();
  }
}

describe.skipIf(!pgUp || !redisBinary)('a worker started while PostgreSQL does not answer', () => {
  let redis: SpareRedis;
  let proxy: TcpProxy;
  let env: Record<string, string>;

  beforeAll(async () => {
    redis = new SpareRedis(await freePort(), []);
    await redis.start();
    proxy = await new TcpProxy(PG.hostname, Number(PG.port || 5432)).start();
    env = {
      REDIS_URL: redis.url,
      QUEUE_PREFIX: `wcabnodb${randomBytes(3).toString('hex')}`,
      DATABASE_URL: proxy.rewrite(TEST_DATABASE_URL),
      DATABASE_SCHEMA: schema,
      OCR_WORKERS: '1',
    };
  }, 60_000);

  afterAll(async () => {
    await stopAll();
    await proxy?.stop();
    await redis?.stop();
    if (pgUp) {
      const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  });

  it('starts, migrates once the database is back, and then answers a classify that reads the learned layer', async () => {
    proxy.cut();
    const worker: FleetProcess = await startWorkerProcess(env);
    expect(worker.alive()).toBe(true);
    expect(worker.logs()).toContain('learning store not reachable at start');
    expect(await learningTables()).toEqual([]);

    proxy.restore();
    await until(async () => (await learningTables()).includes('learn_corrections'), 30_000, 'the learning store migrated');
    await until(() => worker.logs().includes('learning store reachable; migrations applied'), 10_000, 'the worker saying it migrated');

    // The key store is the API's to migrate; the key is made directly in the test's schema.
    const store = new PostgresKeyStore({ connectionString: TEST_DATABASE_URL, schema });
    await store.migrate();
    const { key } = await new KeyService(store).create({ name: 'nodb', plan: 'pro', scopes: ['classify'] });
    await store.close();
    const api = await startApiProcess(env);

    const pdf = await makeTextPdf([
      [
        "WORKERS' COMPENSATION APPEALS BOARD",
        'Case Number: ADJ7654321',
        'NOTICE OF HEARING',
        'The above case is set for a status conference on 05/12/2025 at 1:30 P.M.',
      ],
    ]);
    const res = await fetch(`${api.url}/v1/classify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ document: Buffer.from(pdf).toString('base64') }),
    });
    const body = (await res.json()) as { data?: { case_numbers?: string[] } };
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data?.case_numbers).toContain('ADJ7654321');
    expect(worker.alive()).toBe(true);
  }, 240_000);
});
