/**
 * The PostgreSQL key store against the real server on this machine (TEST_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test): the shared contract suite, batched usage records,
 * and replicas migrating at once. Every store gets a fresh schema; all are dropped afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresAvailable, TEST_DATABASE_URL } from '../../../test/support/postgres';
import { KeyService, PostgresKeyStore, UsageRecorder } from '../src/index';
import { keyStoreContract } from './keyStoreContract';

const DATABASE_URL = TEST_DATABASE_URL;
const required = process.env.REQUIRE_SERVICES === '1';

const available = await postgresAvailable();
if (!available && required) throw new Error(`REQUIRE_SERVICES=1 but PostgreSQL at ${DATABASE_URL} does not answer`);
if (!available) console.warn(`[skip] PostgreSQL at ${DATABASE_URL} does not answer: PostgreSQL key store tests skipped`);

const run = randomBytes(4).toString('hex');
const schemas: string[] = [];
function freshSchema(): string {
  const schema = `wcab_test_${run}_${schemas.length}`;
  schemas.push(schema);
  return schema;
}

async function openStore(schema = freshSchema()): Promise<PostgresKeyStore> {
  const store = new PostgresKeyStore({ connectionString: DATABASE_URL, schema });
  await store.migrate();
  return store;
}

afterAll(async () => {
  if (!available || schemas.length === 0) return;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    for (const schema of schemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
});

if (available) keyStoreContract('PostgreSQL', () => openStore());

describe.skipIf(!available)('PostgreSQL key store in a fleet', () => {
  it('lets several replicas migrate the same schema at once', async () => {
    const schema = freshSchema();
    const stores = Array.from({ length: 4 }, () => new PostgresKeyStore({ connectionString: DATABASE_URL, schema }));
    await Promise.all(stores.map((s) => s.migrate()));
    const service = new KeyService(stores[0]!);
    const { key } = await service.create({ name: 'shared', plan: 'pro', scopes: ['classify'] });
    // A key created through one replica verifies through another.
    expect(await new KeyService(stores[3]!).verify(key)).toMatchObject({ ok: true });
    await Promise.all(stores.map((s) => s.close()));
  });

  it('writes usage through UsageRecorder in batches, durably, and keys show reads it back', async () => {
    const store = await openStore();
    const { record } = await new KeyService(store).create({ name: 'usage', plan: 'trial', scopes: ['classify'] });
    const recorder = new UsageRecorder(store, { flushIntervalMs: 60_000, maxBuffer: 1000 });
    const now = new Date();
    for (let i = 0; i < 250; i++) {
      recorder.record({ keyId: record.id, route: i % 2 ? '/v1/classify' : '/v1/analyze-batch', status: 200, pages: i % 5, durationMs: 10.6, at: now });
    }
    expect(await store.usage(record.id, now)).toEqual({ today: 0, month: 0 });
    await recorder.close();
    // Another connection (another process, in a fleet) sees the records.
    const reader = new PostgresKeyStore({ connectionString: DATABASE_URL, schema: schemas.at(-1) });
    expect(await reader.usage(record.id, new Date(now.getTime() + 1))).toEqual({ today: 250, month: 250 });
    expect((await reader.get(record.id))?.lastUsedAt?.getTime()).toBe(now.getTime());
    await reader.close();
    await store.close();
  });

  it('fails fast when the database is unreachable', async () => {
    const store = new PostgresKeyStore({ connectionString: 'postgres://postgres@127.0.0.1:1/test' });
    const started = Date.now();
    await expect(store.ping()).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
    await store.close();
  });

  it('refuses a schema name that is not a plain identifier', () => {
    expect(() => new PostgresKeyStore({ connectionString: DATABASE_URL, schema: 'x; DROP TABLE y' })).toThrow(/schema/);
  });
});
