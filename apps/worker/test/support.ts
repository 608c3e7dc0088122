/** Fleet test helpers: worker processes spawned as `npm run worker` does, and scripted test documents. */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';

export const ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
export const SCRIPTED_PROCESSOR = fileURLToPath(new URL('../../../packages/queue/test/fixtures/scriptedProcessor.ts', import.meta.url));

/** A unique key prefix per test file, so suites share the machine's Redis without meeting. */
export function testPrefix(name: string): string {
  return `wcabtest-${name}-${randomBytes(3).toString('hex')}`;
}

/** Settings that make a killed worker's job move on in seconds instead of a minute. */
export const FAST_FLEET = { JOB_LOCK_MS: '2000', JOB_STALLED_INTERVAL_MS: '1000' };

/** Base64 of a fake PDF carrying directives for the scripted processor. */
export function scripted(directives: string): string {
  return Buffer.from(`%PDF-1.7\n% ${directives}\n%%EOF\n`).toString('base64');
}

export interface WorkerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  logs: () => string;
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<number | string>;
  health(): Promise<{ status: string; running?: number }>;
  stop(signal?: NodeJS.Signals): Promise<number | string>;
}

export async function spawnWorker(env: Record<string, string>): Promise<WorkerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/worker/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, WORKER_PORT: '0', HOST: '127.0.0.1', WORKER_CONCURRENCY: '1', LOG_LEVEL: 'info', SHUTDOWN_GRACE_MS: '10000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk) => (out += String(chunk)));
  child.stderr!.on('data', (chunk) => (out += String(chunk)));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const port = await new Promise<number>((resolve, reject) => {
    // A worker that never said it started is stopped, not left behind taking the test's jobs.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`worker did not start in 30 s:\n${out}`));
    }, 30_000);
    const look = () => {
      const match = /"port":(\d+)[^\n]*"msg":"worker started"/.exec(out);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout!.on('data', look);
    void exited.then((code) => reject(new Error(`worker exited with ${code}:\n${out}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    pid: child.pid!,
    port,
    logs: () => out,
    exited,
    health: async () => (await fetch(`${url}/health`)).json() as Promise<{ status: string; running?: number }>,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Waits until `predicate` holds, polling every 100 ms, or fails after `ms`. */
export async function until(predicate: () => Promise<boolean> | boolean, ms = 15_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (
      await Promise.resolve()
        .then(predicate)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Deletes every key under a test prefix. */
export async function dropPrefix(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true, retryStrategy: () => null });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } catch {
    // Redis gone (a test stopped it): nothing to clean.
  } finally {
    redis.disconnect();
  }
}
