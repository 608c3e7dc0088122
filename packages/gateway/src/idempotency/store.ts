/**
 * Where Idempotency-Key records live: shared by every API process of a fleet (Redis), in memory for
 * the embedded single process (whose jobs die with it, so its records may too). A record is keyed by
 * API key id and the client's key, so two accounts never meet, and lives 24 hours.
 */
import type { JobOutcome } from '@wcab/queue';

export interface IdempotencyRecord {
  /** sha256 of what the request asked for (route, body, answer form): a different body is 422. */
  fingerprint: string;
  /** `running` until a synchronous request's answer is stored; asynchronous ones stay `running` (the job is the answer). */
  state: 'running' | 'done';
  /** The job doing the work, once submitted. */
  jobId?: string;
  /** The first request's outcome (a synchronous request, once done). */
  outcome?: JobOutcome;
  createdAt: number;
}

export interface IdempotencyStore {
  get(key: string): Promise<IdempotencyRecord | undefined>;
  /** Creates the record if there is none (true); false when one exists already. */
  claim(key: string, record: IdempotencyRecord, ttlMs: number): Promise<boolean>;
  /** Replaces a record, keeping its expiry (the job id, once known). */
  update(key: string, record: IdempotencyRecord): Promise<void>;
  /**
   * Stores the answer if the record is still `running`: true for exactly one caller, which is the
   * one that records usage (the first request, or the retry that finished it after the first died).
   */
  complete(key: string, record: IdempotencyRecord): Promise<boolean>;
  delete(key: string): Promise<void>;
}

/** Records kept for 24 hours, as Stripe keeps them. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600 * 1000;

export class MemoryIdempotencyStore implements IdempotencyStore {
  private readonly records = new Map<string, { record: IdempotencyRecord; expiresAt: number }>();

  async get(key: string): Promise<IdempotencyRecord | undefined> {
    const entry = this.records.get(key);
    if (entry && entry.expiresAt <= Date.now()) this.records.delete(key);
    return entry && entry.expiresAt > Date.now() ? structuredClone(entry.record) : undefined;
  }

  async claim(key: string, record: IdempotencyRecord, ttlMs: number): Promise<boolean> {
    this.prune();
    if (await this.get(key)) return false;
    this.records.set(key, { record: structuredClone(record), expiresAt: Date.now() + ttlMs });
    return true;
  }

  async update(key: string, record: IdempotencyRecord): Promise<void> {
    const entry = this.records.get(key);
    if (entry) entry.record = structuredClone(record);
  }

  async complete(key: string, record: IdempotencyRecord): Promise<boolean> {
    const entry = this.records.get(key);
    if (entry?.record.state !== 'running') return false;
    entry.record = structuredClone(record);
    return true;
  }

  async delete(key: string): Promise<void> {
    this.records.delete(key);
  }

  /** Drops expired records (insertion order is expiry order: every record lives the same time). */
  private prune(): void {
    const now = Date.now();
    for (const [key, entry] of this.records) {
      if (entry.expiresAt > now) return;
      this.records.delete(key);
    }
  }
}
