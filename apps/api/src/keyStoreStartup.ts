/**
 * The key store at start: migrated before the first request when the database answers; when it
 * does not (PostgreSQL down, unreachable), the API starts anyway, degraded: authenticated requests
 * answer 503 (fail closed, see the gateway's authenticate) and /health names `keystore`, while the
 * migration is retried in the background until the database answers. Then the first-start key,
 * if one is due, is created.
 */
import pRetry from 'p-retry';
import type { Logger } from 'pino';
import type { KeyStore } from '@wcab/accounts';

export interface KeyStoreStartup {
  /** Throws while the store cannot serve, migrations not yet applied included (health check). */
  check(): Promise<void>;
  /** Stops retrying (shutdown). */
  stop(): void;
}

export async function startKeyStore(store: KeyStore, logger: Logger, onMigrated: () => Promise<unknown>): Promise<KeyStoreStartup> {
  const abort = new AbortController();
  let migrated = false;
  const migrate = async () => {
    await store.migrate();
    migrated = true;
    await onMigrated();
  };
  try {
    await migrate();
  } catch (error) {
    logger.warn({ err: (error as Error).message }, 'key store not reachable at start; serving degraded until it is');
    void pRetry(migrate, {
      retries: Number.POSITIVE_INFINITY,
      minTimeout: 250,
      maxTimeout: 5000,
      signal: abort.signal,
      unref: true,
      onFailedAttempt: ({ attemptNumber }) => {
        if (attemptNumber % 20 === 0) logger.warn({ attempts: attemptNumber }, 'key store still not reachable');
      },
    }).then(
      () => logger.info('key store reachable; migrations applied'),
      () => undefined, // stopped at shutdown
    );
  }
  return {
    check: async () => {
      if (!migrated) throw new Error('key store not migrated yet');
      await store.ping();
    },
    stop: () => abort.abort(),
  };
}
