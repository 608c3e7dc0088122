/** Turns settings into the stores they select: SQLite or PostgreSQL keys, memory or Redis counters. */
import path from 'node:path';
import { Redis } from 'ioredis';
import { SqliteKeyStore, type KeyStore } from '@wcab/accounts';
import type { Settings } from './settings';

export function openKeyStore(settings: Pick<Settings, 'databaseUrl' | 'dataDir'>): KeyStore {
  if (settings.databaseUrl) {
    throw new Error('DATABASE_URL is set but this build has no PostgreSQL key store yet; unset it to use SQLite');
  }
  return new SqliteKeyStore(path.join(settings.dataDir, 'keys.sqlite'));
}

/**
 * A Redis client that fails fast: with no offline queue a command issued while Redis is down
 * rejects at once (the caller answers 503) instead of waiting for a reconnect, and reconnection
 * keeps trying in the background so the service recovers without a restart.
 */
export function connectRedis(url: string): Redis {
  return new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
    lazyConnect: false,
  });
}

/** Waits until the client is connected (or `timeoutMs` passes): the service starts healthy when Redis is up. */
export async function redisReady(client: Redis, timeoutMs = 5000): Promise<boolean> {
  if (client.status === 'ready') return true;
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), timeoutMs);
    const onReady = () => done(true);
    function done(ok: boolean) {
      clearTimeout(timer);
      client.off('ready', onReady);
      resolve(ok);
    }
    client.on('ready', onReady);
  });
}
