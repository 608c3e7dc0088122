/** Starts the real API (apps/api startServer) on a free port with a throwaway DATA_DIR. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { KeyService, SqliteKeyStore } from '@wcab/accounts';
import type { Plan, Scope } from '@wcab/contract';
import { ManualClock, type Clock } from '@wcab/ratelimit';
import { startServer, type RunningServer } from '../../apps/api/src/server';

export function tempDir(prefix = 'wcab-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export interface TestServer extends RunningServer {
  dataDir: string;
  /** Creates a key directly in the server's key store. */
  createKey(plan?: Plan, scopes?: Scope[], name?: string): Promise<{ key: string; id: string }>;
  revokeKey(id: string): Promise<void>;
}

export async function startTestServer(options: { env?: Record<string, string>; clock?: Clock; dataDir?: string } = {}): Promise<TestServer> {
  const dataDir = options.dataDir ?? tempDir();
  const server = await startServer({
    env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, BOOTSTRAP_KEY: 'false', LOG_LEVEL: 'silent', WORKER_THREADS: '2', ...options.env },
    clock: options.clock,
    logger: pino({ level: 'silent' }),
  });
  const withService = async <T>(fn: (s: KeyService) => Promise<T>) => {
    const store = new SqliteKeyStore(path.join(dataDir, 'keys.sqlite'));
    try {
      return await fn(new KeyService(store));
    } finally {
      await store.close();
    }
  };
  return {
    ...server,
    dataDir,
    createKey: (plan = 'pro', scopes = ['classify', 'batch', 'mcp'], name = 'test') =>
      withService(async (s) => {
        const created = await s.create({ name, plan, scopes });
        return { key: created.key, id: created.record.id };
      }),
    revokeKey: (id) => withService(async (s) => void (await s.revoke(id))),
  };
}

/** A clock at a fixed, known instant: Friday 2026-01-30 12:00:00 UTC. */
export function fixedClock(iso = '2026-01-30T12:00:00.000Z'): ManualClock {
  return new ManualClock(Date.parse(iso));
}

export async function post(url: string, body: unknown, key?: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** REQUIRE_SERVICES=1 (CI) turns a missing Redis/PostgreSQL into a failure instead of a skip. */
export function servicesRequired(): boolean {
  return process.env.REQUIRE_SERVICES === '1';
}
