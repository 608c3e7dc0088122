/**
 * `redocly lint` (the recommended ruleset, @redocly/cli from devDependencies) passes on the OpenAPI document
 * the service serves. Offline: telemetry and update checks are off, and a preload fails any connection that
 * leaves the machine (reported as BLOCKED), so the test proves it needs no network.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const REDOCLY = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
const NO_NETWORK = path.resolve(import.meta.dirname, '../../../test/support/noNetwork.mjs');

let server: TestServer;
let dir: string;
beforeAll(async () => {
  server = await startTestServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function lint(file: string): Promise<{ code: number; output: string }> {
  const env = {
    ...process.env,
    REDOCLY_TELEMETRY: 'off',
    REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
    NO_COLOR: '1',
  };
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', NO_NETWORK, REDOCLY, 'lint', '--format=stylish', file], {
      env,
      cwd: dir,
      timeout: 120_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

describe('the served OpenAPI document', () => {
  it('passes redocly lint (recommended rules) without touching the network', async () => {
    const served = await (await fetch(`${server.url}/openapi.json`)).text();
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, served);
    const { code, output } = await lint(file);
    expect(output).not.toContain('BLOCKED');
    expect(output, output).not.toMatch(/\berror\b.*\(/i);
    expect(code, output).toBe(0);
  }, 150_000);

  it('fails on a document that breaks a rule (the check can fail)', async () => {
    const broken = JSON.parse(await (await fetch(`${server.url}/openapi.json`)).text());
    delete broken.paths['/health'].get.security; // a public operation must say so (security-defined)
    const file = path.join(dir, 'broken.json');
    fs.writeFileSync(file, JSON.stringify(broken));
    const { code, output } = await lint(file);
    expect(output).not.toContain('BLOCKED');
    expect(code).not.toBe(0);
    expect(output).toContain('security-defined');
  }, 150_000);
});
