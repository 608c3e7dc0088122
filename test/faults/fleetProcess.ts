/**
 * API and worker processes as `npm start` and `npm run worker` run them, for the fault test. Every
 * child is registered the moment it is spawned, so `stopAll` reaps it even when it never became
 * ready; readiness waits are long because the test shares a busy machine.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../support/redis';

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const READY_MS = 120_000;
const children = new Set<ChildProcess>();

export interface FleetProcess {
  url: string;
  pid: number;
  logs(): string;
  /** Still the process that was started (never exited). */
  alive(): boolean;
  health(): Promise<{ status: string; running?: number }>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

function launch(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => children.delete(child));
  return { child, exited, logs: () => out };
}

function handle(p: ReturnType<typeof launch>, url: string): FleetProcess {
  return {
    url,
    pid: p.child.pid!,
    logs: p.logs,
    alive: () => p.child.exitCode === null && p.child.signalCode === null,
    health: async () => (await fetch(`${url}/health`)).json() as Promise<{ status: string; running?: number }>,
    stop: async (signal = 'SIGTERM') => {
      if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill(signal);
      await p.exited;
    },
  };
}

async function waitFor(p: ReturnType<typeof launch>, what: string, ready: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + READY_MS;
  while (!(await ready().catch(() => false))) {
    if (p.child.exitCode !== null) throw new Error(`${what} exited with ${p.child.exitCode}:\n${p.logs()}`);
    if (Date.now() > deadline) throw new Error(`${what} was not ready in ${READY_MS / 1000} s:\n${p.logs()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function startApiProcess(env: Record<string, string>): Promise<FleetProcess> {
  const port = await freePort();
  const p = launch('apps/api/src/main.ts', { BOOTSTRAP_KEY: 'false', LOG_LEVEL: 'warn', ...env, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(p, 'API', async () => (await fetch(`${url}/health`)).ok);
  return handle(p, url);
}

export async function startWorkerProcess(env: Record<string, string>): Promise<FleetProcess> {
  const p = launch('apps/worker/src/main.ts', { WORKER_CONCURRENCY: '1', LOG_LEVEL: 'info', ...env, WORKER_PORT: '0' });
  let port = 0;
  await waitFor(p, 'worker', async () => {
    port = Number(/"port":(\d+)[^\n]*"msg":"worker started"/.exec(p.logs())?.[1] ?? 0);
    return port > 0;
  });
  return handle(p, `http://127.0.0.1:${port}`);
}

/** SIGKILLs every process this module started that is still running. */
export async function stopAll(): Promise<void> {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}
