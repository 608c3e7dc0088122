/**
 * Sending a job's webhook when it ends, retried with exponential backoff, every attempt recorded.
 *
 * - Embedded mode (`RetryingDispatcher`): p-retry in the API process, the library the repository
 *   already uses for retries (exponential delays, an abort on shutdown). A restart loses the
 *   retries still pending; the attempts made so far stay visible until then.
 * - Fleet (`FleetDispatcher` + `WebhookWorker`): one BullMQ job per delivery on its own queue, with
 *   BullMQ's own attempts and exponential backoff: retries survive a worker's restart and are
 *   taken over by any worker, and delivering never holds a document job's slot.
 *
 * An attempt is retried after no answer, a 5xx, 408 or 429; a 4xx or 3xx answer, or a host the
 * policy refuses at delivery (its name now resolves elsewhere), ends the delivery as failed.
 */
import type { Redis } from 'ioredis';
import pRetry, { AbortError } from 'p-retry';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { EndedJob } from '@wcab/queue';
import { deliverOnce, type AttemptResult, type Delivery } from './deliver';
import { eventOf } from './event';
import type { DeliveryLog } from './log';
import type { WebhookPolicy } from './policy';

export interface RetryPolicy {
  /** Attempts in all, the first included. */
  attempts: number;
  /** Delay before the second attempt; each next one doubles it. */
  firstDelayMs: number;
  /** Longest delay between two attempts (embedded mode). */
  maxDelayMs: number;
  /** One attempt's deadline. */
  timeoutMs: number;
}

export interface DispatcherOptions {
  policy: WebhookPolicy;
  log: DeliveryLog;
  /** The signing secret of an API key (accountSecret). */
  secretFor: (owner: string) => string;
  retry: RetryPolicy;
  logger?: { warn(obj: object, msg: string): void };
}

export interface WebhookDispatcher {
  /** Starts delivering the ended job's webhook, if it has one; resolves once it is under way. */
  dispatch(ended: EndedJob): Promise<void>;
  close(): Promise<void>;
}

function deliveryOf(ended: EndedJob, secretFor: (owner: string) => string): Delivery | undefined {
  if (!ended.webhookUrl) return undefined;
  return { url: ended.webhookUrl, body: JSON.stringify(eventOf(ended)), secret: secretFor(ended.owner), id: ended.status.id };
}

export class RetryingDispatcher implements WebhookDispatcher {
  private readonly stop = new AbortController();
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly options: DispatcherOptions) {}

  async dispatch(ended: EndedJob): Promise<void> {
    const delivery = deliveryOf(ended, this.options.secretFor);
    if (!delivery || this.stop.signal.aborted) return;
    const jobId = ended.status.id;
    const { log, policy, retry } = this.options;
    await log.begin(jobId, delivery.url);
    const attempt = async (): Promise<void> => {
      const result = await deliverOnce(delivery, policy, retry.timeoutMs);
      await log.attempt(jobId, result);
      if (result.ok) return;
      const error = new Error(result.error ?? `status ${result.status}`);
      throw result.retryable ? error : new AbortError(error);
    };
    const running = pRetry(attempt, {
      retries: retry.attempts - 1,
      factor: 2,
      minTimeout: retry.firstDelayMs,
      maxTimeout: retry.maxDelayMs,
      randomize: false,
      signal: this.stop.signal,
    })
      .then(
        () => log.finish(jobId, 'delivered'),
        () => log.finish(jobId, 'failed'),
      )
      .catch((err: Error) => this.options.logger?.warn({ jobId, err: err.message }, 'recording a webhook delivery failed'))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }

  /** Stops retrying (attempts under way finish); what was not delivered stays `pending` until it expires. */
  async close(): Promise<void> {
    this.stop.abort();
    await Promise.allSettled([...this.pending]);
  }
}

/** The BullMQ queue of webhook deliveries (beside the documents queue, same prefix). */
export const WEBHOOK_QUEUE = 'webhooks';

interface DeliveryJobData extends Delivery {
  jobId: string;
}

/** The producer side, in the API and in workers: one BullMQ job per delivery. */
export class FleetDispatcher implements WebhookDispatcher {
  readonly queue: Queue<DeliveryJobData>;

  constructor(
    connection: Redis,
    prefix: string,
    private readonly options: Pick<DispatcherOptions, 'secretFor' | 'retry' | 'log' | 'logger'>,
  ) {
    this.queue = new Queue<DeliveryJobData>(WEBHOOK_QUEUE, { connection, prefix });
    this.queue.on('error', (err) => options.logger?.warn({ err: err.message }, 'webhook queue error'));
  }

  async dispatch(ended: EndedJob): Promise<void> {
    const delivery = deliveryOf(ended, this.options.secretFor);
    if (!delivery) return;
    await this.options.log.begin(ended.status.id, delivery.url);
    await this.queue.add(
      'deliver',
      { ...delivery, jobId: ended.status.id },
      {
        // One delivery per job even if its end were announced twice.
        jobId: `deliver-${ended.status.id}`,
        attempts: this.options.retry.attempts,
        backoff: { type: 'exponential', delay: this.options.retry.firstDelayMs },
        removeOnComplete: true,
        removeOnFail: { age: 24 * 3600, count: 5000 },
      },
    );
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

/** The consumer side, in worker processes: makes each attempt and records it. */
export class WebhookWorker {
  readonly worker: Worker<DeliveryJobData>;

  constructor(
    connection: Redis,
    prefix: string,
    private readonly options: Pick<DispatcherOptions, 'policy' | 'log' | 'retry' | 'logger'> & { concurrency?: number },
  ) {
    this.worker = new Worker<DeliveryJobData>(WEBHOOK_QUEUE, (job) => this.attempt(job), {
      connection,
      prefix,
      concurrency: options.concurrency ?? 8,
    });
    this.worker.on('error', (err) => options.logger?.warn({ err: err.message }, 'webhook worker error'));
  }

  private async attempt(job: Job<DeliveryJobData>): Promise<void> {
    const { log, policy, retry } = this.options;
    const result: AttemptResult = await deliverOnce(job.data, policy, retry.timeoutMs);
    await log.attempt(job.data.jobId, result);
    if (result.ok) return log.finish(job.data.jobId, 'delivered');
    const last = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
    if (!result.retryable || last) await log.finish(job.data.jobId, 'failed');
    const message = result.error ?? `status ${result.status}`;
    throw result.retryable ? new Error(message) : new UnrecoverableError(message);
  }

  async close(): Promise<void> {
    await this.worker.close();
  }
}
