/**
 * Where a job's webhook deliveries are recorded, for GET /v1/jobs/{id} (`webhook`): the URL, the
 * state and every attempt. In memory for the embedded mode, in Redis for a fleet (written by the
 * worker that delivers, read by any API instance). Entries expire with the job's result.
 */
import type { Redis } from 'ioredis';
import type { WebhookAttempt, WebhookStatus } from '@wcab/contract';

export interface DeliveryLog {
  /** A job with a webhook was submitted, or has ended: its delivery is pending unless already recorded. */
  begin(jobId: string, url: string): Promise<void>;
  attempt(jobId: string, attempt: WebhookAttempt): Promise<void>;
  finish(jobId: string, state: 'delivered' | 'failed'): Promise<void>;
  get(jobId: string): Promise<WebhookStatus | undefined>;
}

const strip = ({ at, status, error, duration_ms }: WebhookAttempt): WebhookAttempt => ({ at, status, ...(error ? { error } : {}), duration_ms });

export class MemoryDeliveryLog implements DeliveryLog {
  private readonly entries = new Map<string, { status: WebhookStatus; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  async begin(jobId: string, url: string): Promise<void> {
    this.prune();
    if (this.entries.has(jobId)) return;
    this.entries.set(jobId, { status: { url, state: 'pending', attempts: [] }, expires: Date.now() + this.ttlMs });
  }

  async attempt(jobId: string, attempt: WebhookAttempt): Promise<void> {
    this.entries.get(jobId)?.status.attempts.push(strip(attempt));
  }

  async finish(jobId: string, state: 'delivered' | 'failed'): Promise<void> {
    const entry = this.entries.get(jobId);
    if (entry) entry.status.state = state;
  }

  async get(jobId: string): Promise<WebhookStatus | undefined> {
    const entry = this.entries.get(jobId);
    return entry && entry.expires > Date.now() ? structuredClone(entry.status) : undefined;
  }

  private prune(): void {
    const now = Date.now();
    let excess = this.entries.size - this.maxEntries + 1;
    for (const [id, entry] of this.entries) {
      if (entry.expires <= now || excess > 0) {
        this.entries.delete(id);
        excess--;
      }
    }
  }
}

/** A hash per job: `url`, `state`, and `attempts` as a list beside it. */
export class RedisDeliveryLog implements DeliveryLog {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlMs: number,
  ) {}

  private key(jobId: string): string {
    return `${this.prefix}:webhook:${jobId}`;
  }

  async begin(jobId: string, url: string): Promise<void> {
    const key = this.key(jobId);
    // Only fields not yet set: the worker may have ended the job and made an attempt already.
    await this.redis.multi().hsetnx(key, 'url', url).hsetnx(key, 'state', 'pending').pexpire(key, this.ttlMs).exec();
  }

  async attempt(jobId: string, attempt: WebhookAttempt): Promise<void> {
    const key = `${this.key(jobId)}:attempts`;
    await this.redis
      .multi()
      .rpush(key, JSON.stringify(strip(attempt)))
      .pexpire(key, this.ttlMs)
      .exec();
  }

  async finish(jobId: string, state: 'delivered' | 'failed'): Promise<void> {
    await this.redis.hset(this.key(jobId), 'state', state);
  }

  async get(jobId: string): Promise<WebhookStatus | undefined> {
    const key = this.key(jobId);
    const [fields, attempts] = await Promise.all([this.redis.hgetall(key), this.redis.lrange(`${key}:attempts`, 0, -1)]);
    if (!fields?.url) return undefined;
    return { url: fields.url, state: (fields.state as WebhookStatus['state']) ?? 'pending', attempts: attempts.map((a) => JSON.parse(a) as WebhookAttempt) };
  }
}
