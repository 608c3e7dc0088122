/** The CLI with its PostgreSQL cut (a TCP proxy in front of the real server): one line, exit 1. */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable, TEST_DATABASE_URL } from '../../../test/support/postgres';
import { TcpProxy } from '../../../test/support/tcpProxy';

const run = promisify(execFile);
const ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const available = await postgresAvailable();
const schema = `wcab_cli_${randomBytes(4).toString('hex')}`;

let proxy: TcpProxy;
beforeAll(async () => {
  const target = new URL(TEST_DATABASE_URL);
  proxy = await new TcpProxy(target.hostname, Number(target.port || 5432)).start();
});
afterAll(async () => {
  await proxy.stop();
  if (!available) return;
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => client.end());
});

async function cli(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: proxy.rewrite(TEST_DATABASE_URL), DATABASE_SCHEMA: schema },
  }).then(
    (done) => ({ code: 0, ...done }),
    (failed: { code: number; stdout: string; stderr: string }) => failed,
  );
}

describe('npm run cli -- keys with the database unreachable', () => {
  it('says so in one line, without a stack trace, and exits 1', async () => {
    proxy.cut();
    for (const args of [
      ['keys', 'list'],
      ['keys', 'create', '--name', 'x'],
    ]) {
      const result = await cli(...args);
      expect(result.code).toBe(1);
      const lines = result.stderr.split('\n').filter((l) => l.trim() && !/^npm warn/i.test(l));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^error: the key database is unreachable \(PostgreSQL at 127\.0\.0\.1:\d+\)/);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(result.stdout).toBe('');
    }
  });

  it.skipIf(!available)('works through the same proxy once it is restored', async () => {
    proxy.restore();
    const result = await cli('keys', 'list', '--json');
    expect(result.code).toBe(0);
    expect(Array.isArray(JSON.parse(result.stdout))).toBe(true);
  });
});
