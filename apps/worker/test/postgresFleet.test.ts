/**
 * The PostgreSQL key store as a fleet uses it: keys created by the CLI (DATABASE_URL) work on the
 * API, counted requests become durable usage records, and `keys show` reads them back. Real
 * PostgreSQL (TEST_DATABASE_URL), a fresh schema (DATABASE_SCHEMA) dropped afterwards.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresAvailable, TEST_DATABASE_URL } from '../../../test/support/postgres';
import { post, servicesRequired, startTestServer } from '../../../test/support/server';
import { ROOT } from './support';

const DATABASE_URL = TEST_DATABASE_URL;
const run = promisify(execFile);

const available = await postgresAvailable();
if (!available && servicesRequired()) throw new Error(`REQUIRE_SERVICES=1 but PostgreSQL at ${DATABASE_URL} does not answer`);
if (!available) console.warn(`[skip] PostgreSQL at ${DATABASE_URL} does not answer: PostgreSQL fleet tests skipped`);

const schema = `wcab_fleet_${randomBytes(4).toString('hex')}`;
const env = { DATABASE_URL, DATABASE_SCHEMA: schema };
const cli = (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env } });

afterAll(async () => {
  if (!available) return;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
});

describe.skipIf(!available)('API keys and usage in PostgreSQL', () => {
  it('a key made with the CLI works on the API, and keys show reads the usage the API recorded', async () => {
    const created = JSON.parse((await cli('keys', 'create', '--plan', 'trial', '--scopes', 'classify', '--name', 'fleet', '--json')).stdout) as {
      key: string;
      id: string;
    };
    const server = await startTestServer({ env });
    try {
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await post(`${server.url}/v1/classify`, {}, created.key)).status).toBe(400);
      expect((await post(`${server.url}/v1/analyze-batch`, {}, created.key)).status).toBe(403); // not counted
    } finally {
      await server.close(); // flushes the usage buffer
    }
    const shown = JSON.parse((await cli('keys', 'show', created.id, '--json')).stdout) as {
      usage: { today: number; month: number };
      lastUsedAt: string | null;
    };
    expect(shown.usage).toEqual({ today: 3, month: 3 });
    expect(shown.lastUsedAt).not.toBeNull();
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    const { rows } = await client.query(`SELECT route, status, pages FROM ${schema}.usage_records WHERE key_id = $1`, [created.id]);
    await client.end();
    expect(rows).toEqual(Array.from({ length: 3 }, () => ({ route: '/v1/classify', status: 400, pages: 0 })));
  });
});
