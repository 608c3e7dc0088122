/** Starts the real service as its own process (as `npm start` does) on a free port, with a fresh key. */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KeyService, SqliteKeyStore } from '@wcab/accounts';
import type { Plan, Scope } from '@wcab/contract';
import type { Redis } from 'ioredis';

export const ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * What the Dockerfile's runtime stage adds to the processes' environment, so the benchmarks
 * measure the service as it is deployed: glibc hands every allocation of 256 KB or more straight
 * back to the system when freed (page rasters are 3.7 MB) instead of keeping it in its arenas,
 * which took ~130 MB off a fleet worker's peak on a 100-page batch.
 */
export const DEPLOYED_ENV = { MALLOC_MMAP_THRESHOLD_: '262144' };

export interface ServiceProcess {
  url: string;
  key: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * With `plan`, a key of that plan is created in the key store before start (benchmarks measure the
 * service, not the Pro plan's 300/min burst); otherwise the bootstrap key is read from stdout.
 */
export async function startService(
  env: Record<string, string> = {},
  script = 'apps/api/src/main.ts',
  plan?: Plan,
  scopes: Scope[] = ['classify', 'batch', 'mcp'],
): Promise<ServiceProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-bench-'));
  let presetKey: string | undefined;
  if (plan) {
    const store = new SqliteKeyStore(path.join(dataDir, 'keys.sqlite'));
    await store.migrate();
    presetKey = (await new KeyService(store).create({ name: 'bench', plan, scopes })).key;
    await store.close();
  }
  const port = 18000 + Math.floor(Math.random() * 2000);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...DEPLOYED_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BOOTSTRAP_KEY: 'true',
      LOG_LEVEL: 'warn',
      ...env,
      ...(plan ? { BOOTSTRAP_KEY: 'false' } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  if (presetKey) child.stdout!.resume();
  const key =
    presetKey ??
    (await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('service did not start in 60 s')), 60_000);
      child.stdout!.on('data', (chunk) => {
        out += String(chunk);
        const match = /wcab_live_[A-Za-z0-9]{40}/.exec(out);
        if (match) {
          clearTimeout(timer);
          resolve(match[0]);
        }
      });
      child.once('exit', (code) => reject(new Error(`service exited with ${code}`)));
    }));
  const url = `http://127.0.0.1:${port}`;
  // A loaded machine (CI runs the office simulation's eight services one after another) may take well over 10 s to
  // open the queue; a service that never answers /health is an error here, not a silent start.
  const healthDeadline = Date.now() + 120_000;
  while (
    !(await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > healthDeadline) {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(
        child.exitCode !== null
          ? `the service exited with ${child.exitCode} before answering /health`
          : `the service at ${url} did not answer /health in 2 minutes`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    key,
    pid: child.pid!,
    // The data directory is this call's own (keys, corrections, retained answers): removed once the service exited,
    // so a run that starts a service per family (eval --only office) leaves nothing behind in the temp directory.
    stop: () =>
      new Promise((resolve) => {
        const removeDataDir = () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return removeDataDir();
        child.once('exit', removeDataDir);
        child.kill('SIGTERM');
      }),
  };
}

/** Starts a fleet worker process (`npm run worker`) and waits until it takes jobs. */
export async function startWorkerProcess(env: Record<string, string>): Promise<{ pid: number; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/worker/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...DEPLOYED_ENV, WORKER_PORT: '0', ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('worker did not start in 60 s')), 60_000);
    child.stdout!.on('data', (chunk) => {
      out += String(chunk);
      if (out.includes('"msg":"worker started"')) {
        clearTimeout(timer);
        resolve();
      }
    });
    void exited.then(() => reject(new Error(`worker exited:\n${out}`)));
  });
  return {
    pid: child.pid!,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Deletes a benchmark's keys (its private queue prefix) from the shared Redis. */
export async function deleteKeys(redis: Redis, pattern: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== '0');
}
