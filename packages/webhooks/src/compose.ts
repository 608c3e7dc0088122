/**
 * Webhooks put together from the settings, for the composition roots: the API (embedded: p-retry
 * in process; fleet: a producer of delivery jobs) and the worker (fleet: producer and consumer).
 */
import path from 'node:path';
import type { Redis } from 'ioredis';
import type { EndedJob } from '@wcab/queue';
import { FleetDispatcher, RetryingDispatcher, WebhookWorker, type RetryPolicy, type WebhookDispatcher } from './dispatcher';
import { MemoryDeliveryLog, RedisDeliveryLog, type DeliveryLog } from './log';
import { loadMasterSecret } from './masterSecret';
import { WebhookPolicy } from './policy';
import { accountSecret } from './signature';

export interface WebhookSettings {
  allowedHosts: string[];
  allowedNetworks: string[];
  secret?: string;
  retry: RetryPolicy;
}

export interface Webhooks {
  policy: WebhookPolicy;
  log: DeliveryLog;
  secretFor(keyId: string): string;
  /** For the queue's onJobEnded: starts the job's delivery; never throws. */
  onJobEnded(ended: EndedJob): void;
  close(): Promise<void>;
}

type Logger = { warn(obj: object, msg: string): void };

function common(settings: WebhookSettings, master: () => string) {
  return {
    policy: new WebhookPolicy({ allowedHosts: settings.allowedHosts, allowedNetworks: settings.allowedNetworks }),
    secretFor: (keyId: string) => accountSecret(master(), keyId),
  };
}

function announcer(dispatcher: WebhookDispatcher, logger?: Logger) {
  return (ended: EndedJob) => {
    if (!ended.webhookUrl) return;
    dispatcher.dispatch(ended).catch((err: Error) => logger?.warn({ jobId: ended.status.id, err: err.message }, 'queueing a webhook delivery failed'));
  };
}

/** The embedded mode: records in memory, retries in this process; the master secret kept under DATA_DIR unless set. */
export function embeddedWebhooks(settings: WebhookSettings, dataDir: string, ttlMs: number, logger?: Logger): Webhooks {
  // Made (and written under DATA_DIR) on first use, not at every start of a server without webhooks.
  let master: string | undefined;
  const { policy, secretFor } = common(settings, () => (master ??= loadMasterSecret(settings.secret, path.join(dataDir, 'webhook-secret'))));
  const log = new MemoryDeliveryLog(ttlMs);
  const dispatcher = new RetryingDispatcher({ policy, log, secretFor, retry: settings.retry, logger });
  return { policy, log, secretFor, onJobEnded: announcer(dispatcher, logger), close: () => dispatcher.close() };
}

/**
 * A fleet: records in Redis, deliveries as BullMQ jobs; `consume` (worker processes) also makes
 * the attempts. Undefined when webhooks are off (no host allowed); a fleet allowing hosts must
 * share WEBHOOK_SECRET between the API and the workers, so it is required then.
 */
export function fleetWebhooks(
  settings: WebhookSettings,
  redis: Redis,
  prefix: string,
  ttlMs: number,
  options: { consume: boolean; logger?: Logger },
): Webhooks | undefined {
  if (settings.allowedHosts.length === 0) return undefined;
  if (!settings.secret) throw new Error('WEBHOOK_SECRET must be set (the same on the API and every worker) when WEBHOOK_ALLOWED_HOSTS is set with REDIS_URL');
  const secret = settings.secret;
  const { policy, secretFor } = common(settings, () => secret);
  // BullMQ's own connections: blocking reads for the consumer, so no per-command retry limit.
  const connection = redis.duplicate({ maxRetriesPerRequest: null, enableOfflineQueue: true });
  connection.on('error', () => undefined);
  // Records through the caller's client: the API's fails fast, so a poll never hangs on Redis.
  const log = new RedisDeliveryLog(redis, prefix, ttlMs);
  const dispatcher = new FleetDispatcher(connection, prefix, { secretFor, retry: settings.retry, log, logger: options.logger });
  const consumer = options.consume ? new WebhookWorker(connection, prefix, { policy, log, retry: settings.retry, logger: options.logger }) : undefined;
  return {
    policy,
    log,
    secretFor,
    onJobEnded: announcer(dispatcher, options.logger),
    close: async () => {
      await Promise.allSettled([consumer?.close(), dispatcher.close()]);
      connection.disconnect();
    },
  };
}
