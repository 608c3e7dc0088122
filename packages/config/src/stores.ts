/** Turns settings into the stores they select: SQLite or PostgreSQL keys, memory or Redis counters. */
import path from 'node:path';
import { Redis } from 'ioredis';
import { PostgresKeyStore, SqliteKeyStore, type KeyStore } from '@wcab/accounts';
import { loadBackgroundFile, PostgresLearningStore, SqliteLearningStore, type AccountMemory, type LearningStore } from '@wcab/learning';
import type { Settings } from './settings';

/** PostgreSQL when DATABASE_URL is set (fleets: every API instance and the CLI share it), else SQLite under DATA_DIR. */
export function openKeyStore(settings: Pick<Settings, 'databaseUrl' | 'dataDir'> & { databaseSchema?: string }): KeyStore {
  if (settings.databaseUrl) {
    return new PostgresKeyStore({ connectionString: settings.databaseUrl, schema: settings.databaseSchema });
  }
  return new SqliteKeyStore(path.join(settings.dataDir, 'keys.sqlite'));
}

/** Corrections and the answers kept for them: beside the keys (PostgreSQL with DATABASE_URL, else DATA_DIR/learning.sqlite). */
export function openLearningStore(settings: Pick<Settings, 'databaseUrl' | 'dataDir'> & { databaseSchema?: string }): LearningStore {
  if (settings.databaseUrl) return new PostgresLearningStore({ connectionString: settings.databaseUrl, schema: settings.databaseSchema });
  return new SqliteLearningStore(path.join(settings.dataDir, 'learning.sqlite'));
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

/** The learned layer's background: LEARNING_BACKGROUND_FILE's, or undefined for the shipped one (withLearnedLayer's default). */
export function learnedBackground(settings: Pick<Settings, 'learning'>): AccountMemory | undefined {
  return settings.learning.backgroundFile ? loadBackgroundFile(settings.learning.backgroundFile) : undefined;
}
