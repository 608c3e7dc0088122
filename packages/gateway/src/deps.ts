/** What the gateway needs from the outside; the composition root (apps/api) provides it. */
import type { KeyService, UsageRecorder } from '@wcab/accounts';
import { DEFAULT_BATCH_TIMEOUT_MS, DEFAULT_CLASSIFY_TIMEOUT_MS, DEFAULT_MAX_BATCH_PAGES, DEFAULT_MAX_CLASSIFY_PAGES } from '@wcab/contract';
import type { JobQueue, ServiceMetrics } from '@wcab/queue';
import type { Clock, PlanRateLimiter } from '@wcab/ratelimit';
import type { Logger } from 'pino';
import type { GatewayLearning } from './learning';
import type { DeliveryLog, WebhookPolicy } from '@wcab/webhooks';

/** Webhooks as the gateway uses them: checking URLs, reading deliveries, telling a key its secret. */
export interface GatewayWebhooks {
  policy: WebhookPolicy;
  log: DeliveryLog;
  secretFor(keyId: string): string;
}
import type { IdempotencyStore } from './idempotency/store';

export interface HealthCheck {
  name: string;
  check(): Promise<void>;
}

export interface GatewayLimits {
  /** Largest decoded document accepted, in bytes. */
  maxDocumentBytes: number;
  maxClassifyPages: number;
  maxBatchPages: number;
  classifyTimeoutMs: number;
  batchTimeoutMs: number;
  /**
   * A synchronous job not started within this long answers 503 with Retry-After (QUEUE_START_TIMEOUT_MS),
   * instead of 504 at the end of its deadline.
   */
  startTimeoutMs: number;
}

export interface GatewayDeps {
  keys: KeyService;
  limiter: PlanRateLimiter;
  queue: JobQueue;
  usage: UsageRecorder;
  logger: Logger;
  clock: Clock;
  limits: GatewayLimits;
  health: HealthCheck[];
  /** Origins allowed to call the API from a browser; empty means CORS is off. */
  corsOrigins: string[];
  /** Request metrics and GET /metrics; absent, neither. */
  metrics?: ServiceMetrics;
  /** Corrections (/v1/feedback) and the answers kept for them; absent, neither. */
  learning?: GatewayLearning;
  /** Opens GET /metrics (and the queue dashboard); unset, they answer 404. */
  operatorToken?: string;
  /** Webhooks (options.callback_url, /v1/webhook); absent, a webhook URL is refused with WEBHOOK_NOT_ALLOWED. */
  webhooks?: GatewayWebhooks;
  /** Idempotency-Key records: Redis in a fleet, memory embedded (idempotency/store.ts); absent, memory. */
  idempotency?: IdempotencyStore;
}

export const DEFAULT_LIMITS: GatewayLimits = {
  maxDocumentBytes: 50 * 1024 * 1024,
  maxClassifyPages: DEFAULT_MAX_CLASSIFY_PAGES,
  maxBatchPages: DEFAULT_MAX_BATCH_PAGES,
  classifyTimeoutMs: DEFAULT_CLASSIFY_TIMEOUT_MS,
  batchTimeoutMs: DEFAULT_BATCH_TIMEOUT_MS,
  startTimeoutMs: 30_000,
};
