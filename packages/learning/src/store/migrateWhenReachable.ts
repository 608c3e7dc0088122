/**
 * Migrating a learning store at a process's start without making the database's availability a condition of
 * starting: a process started during a PostgreSQL restart or a network cut (a supervisor's replacement worker,
 * an API rolled out at the wrong moment) serves once the database answers instead of exiting. The first attempt
 * is awaited, so a reachable store is migrated before the first job; otherwise the migration is retried in the
 * background (p-retry, backoff to 5 s) until it succeeds or `signal` aborts at shutdown. Jobs that read the store
 * meanwhile wait for it as they do during any cut (service.ts, STORE_WAIT_MS) or answer 503.
 */
import pRetry from 'p-retry';
import type { LearningStore } from './types';

/** The two log calls this needs (pino's signature), so the package does not depend on a logger. */
export interface StartupLog {
  warn(fields: Record<string, unknown>, msg: string): void;
  info(msg: string): void;
}

/** Resolves once the first attempt ended; `reachable` says whether it migrated or goes on in the background. */
export async function migrateWhenReachable(store: Pick<LearningStore, 'migrate'>, log: StartupLog, signal: AbortSignal): Promise<{ reachable: boolean }> {
  try {
    await store.migrate();
    return { reachable: true };
  } catch (error) {
    log.warn({ err: (error as Error).message }, 'learning store not reachable at start; migrating once it is');
    void pRetry(() => store.migrate(), { retries: Number.POSITIVE_INFINITY, minTimeout: 250, maxTimeout: 5000, signal, unref: true }).then(
      () => log.info('learning store reachable; migrations applied'),
      () => undefined, // aborted at shutdown
    );
    return { reachable: false };
  }
}
