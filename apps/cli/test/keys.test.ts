/** Key lifecycle through the real CLI process, checked against the real API. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestServer, tempDir, type TestServer } from '../../../test/support/server';
import { textPdf, toBase64 } from '../../../test/support/pdfs';

const run = promisify(execFile);
const ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const dataDir = tempDir();

async function cli(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'apps/cli/src/main.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ dataDir });
});
afterAll(() => server.close());

describe('npm run cli -- keys', () => {
  it('create prints the key once; list and show never print it; revoke stops it working', async () => {
    const created = await cli('keys', 'create', '--plan', 'pro', '--scopes', 'classify,batch,mcp', '--name', 'Front desk');
    const key = /wcab_live_[A-Za-z0-9]{40}/.exec(created.stdout)?.[0];
    expect(key).toBeDefined();
    const id = /id:\s+(key_[0-9a-f]+)/.exec(created.stdout)?.[1];
    expect(id).toBeDefined();

    const list = await cli('keys', 'list');
    expect(list.stdout).toContain(id!);
    expect(list.stdout).toContain('Front desk');
    expect(list.stdout).toContain('pro');
    expect(list.stdout).not.toContain(key!);

    const pdf = toBase64(await textPdf([['hello']]));
    expect((await post(`${server.url}/v1/classify`, { document: pdf }, key)).status).toBe(200);
    expect((await post(`${server.url}/v1/classify`, {}, key)).status).toBe(400);
    await server.close();
    server = await startTestServer({ dataDir });

    const show = JSON.parse((await cli('keys', 'show', id!, '--json')).stdout) as {
      usage: { today: number; month: number };
      status: string;
      lastUsedAt: string | null;
    };
    expect(show.usage).toEqual({ today: 2, month: 2 });
    expect(show.status).toBe('active');
    expect(show.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(show)).not.toContain(key!);

    const revoked = await cli('keys', 'revoke', id!);
    expect(revoked.stdout).toContain(`Revoked ${id}`);
    expect((await post(`${server.url}/v1/classify`, { document: pdf }, key)).status).toBe(401);
    const again = await cli('keys', 'revoke', id!).catch((e: { code: number; stderr: string }) => e);
    expect((again as { code: number }).code).toBe(1);
  });

  it('rejects bad arguments with a message and a non-zero exit', async () => {
    const badPlan = await cli('keys', 'create', '--plan', 'gold', '--name', 'x').catch((e: { code: number; stderr: string }) => e);
    expect((badPlan as { code: number }).code).not.toBe(0);
    expect((badPlan as { stderr: string }).stderr).toMatch(/gold/);
    const badScope = await cli('keys', 'create', '--scopes', 'admin', '--name', 'x').catch((e: { code: number; stderr: string }) => e);
    expect((badScope as { stderr: string }).stderr).toMatch(/scopes/);
    const unknown = await cli('keys', 'show', 'key_nope').catch((e: { code: number; stderr: string }) => e);
    expect((unknown as { code: number }).code).toBe(1);
  });
});
