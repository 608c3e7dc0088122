/**
 * Corrections' side of the API process: opens and migrates the learning store (beside the keys), purges
 * answers past RESULT_RETENTION_DAYS at start and every hour, and gives the gateway what /v1/feedback needs.
 */
import type { Logger } from 'pino';
import { openLearningStore, type Settings } from '@wcab/config';
import type { GatewayLearning } from '@wcab/gateway';
import { migrateWhenReachable, type LearningStore } from '@wcab/learning';

const PURGE_EVERY_MS = 3_600_000;

export interface RunningLearning {
  store: LearningStore;
  /** For the gateway; undefined when answers are not kept (RESULT_RETENTION_DAYS=0 keeps corrections by document only). */
  deps: GatewayLearning;
  close(): Promise<void>;
}

export async function startLearning(settings: Settings, logger: Logger): Promise<RunningLearning> {
  const store = openLearningStore(settings);
  // Like the key store (keyStoreStartup.ts): a database that does not answer at start does not stop the API;
  // while it is down every authenticated request answers 503 anyway, and the migration is retried until it answers.
  const abort = new AbortController();
  await migrateWhenReachable(store, logger, abort.signal);
  const purge = () =>
    store.purgeExpired(Date.now()).then(
      (n) => n > 0 && logger.info({ purged: n }, 'answers kept for corrections expired'),
      (err: Error) => logger.warn({ err: err.message }, 'purging expired answers failed'),
    );
  await purge();
  const timer = setInterval(() => void purge(), PURGE_EVERY_MS);
  timer.unref();
  return {
    store,
    deps: { store, resultRetentionMs: settings.learning.resultRetentionMs, maxCorrections: settings.learning.maxCorrections },
    close: async () => {
      abort.abort();
      clearInterval(timer);
      await store.close();
    },
  };
}
