/**
 * Finished jobs' outcomes, written by the worker under their own key before the job completes.
 *
 * BullMQ's retention policy (removeOnComplete by age or count) trims the whole completed set with
 * the settings of whichever job finishes last, so it cannot keep asynchronous results for an hour
 * while dropping synchronous ones at once. Instead every job is removed from BullMQ as soon as it
 * completes and its outcome lives here: briefly for a synchronous job (the API normally reads it
 * from the `completed` event; this copy serves the polling fallback when an event was missed),
 * for JOB_RESULT_TTL_S for an asynchronous one (GET /v1/jobs/{id}).
 */
import type { Redis } from 'ioredis';
import type { JobOutcome } from '../jobQueue';

export interface StoredResult {
  outcome: JobOutcome;
  kind: string;
  owner?: string;
  createdAt: number;
  finishedAt: number;
}

/** How long a synchronous job's outcome stays for the polling fallback. */
export const SYNC_RESULT_TTL_MS = 120_000;

export class ResultStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  key(jobId: string): string {
    return `${this.prefix}:result:${jobId}`;
  }

  async put(jobId: string, result: StoredResult, ttlMs: number): Promise<void> {
    await this.redis.set(this.key(jobId), JSON.stringify(result), 'PX', Math.max(1000, Math.ceil(ttlMs)));
  }

  async get(jobId: string): Promise<StoredResult | undefined> {
    const raw = await this.redis.get(this.key(jobId));
    return raw ? (JSON.parse(raw) as StoredResult) : undefined;
  }
}
