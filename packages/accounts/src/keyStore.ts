/** The key store seam: SQLite for the embedded default, PostgreSQL for fleets. */
import type { Plan, Scope } from '@wcab/contract';

export type KeyStatus = 'active' | 'revoked';

export interface ApiKeyRecord {
  id: string;
  prefix: string;
  name: string;
  plan: Plan;
  scopes: Scope[];
  status: KeyStatus;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  /** The account webhook: called when any asynchronous job of this key ends (docs/webhooks.md). */
  webhookUrl: string | null;
}

export interface NewKeyRecord {
  id: string;
  prefix: string;
  hash: string;
  name: string;
  plan: Plan;
  scopes: Scope[];
  createdAt: Date;
}

/** One counted request (PRODUCT.md: every authenticated /v1 request and every MCP tools/call). */
export interface UsageRecord {
  keyId: string;
  route: string;
  status: number;
  pages: number;
  durationMs: number;
  at: Date;
}

export interface UsageSummary {
  today: number;
  month: number;
}

export interface KeyStore {
  /** Applies pending migrations; safe to call on every start. */
  migrate(): Promise<void>;
  insert(record: NewKeyRecord): Promise<void>;
  /** The record whose hash equals `hash`, with the stored hash for a constant-time recheck. */
  findByHash(hash: string): Promise<(ApiKeyRecord & { hash: string }) | undefined>;
  get(id: string): Promise<ApiKeyRecord | undefined>;
  list(): Promise<ApiKeyRecord[]>;
  count(): Promise<number>;
  /** Sets (or with null removes) the key's account webhook; false when the key does not exist. */
  setWebhookUrl(id: string, url: string | null): Promise<boolean>;
  /** Returns false when the key does not exist or was already revoked. */
  revoke(id: string, at: Date): Promise<boolean>;
  /** Appends usage records and moves each key's last-used time forward, in one transaction. */
  recordUsage(records: UsageRecord[]): Promise<void>;
  /** Counts usage since the start of the UTC day and month that contain `now`. */
  usage(id: string, now: Date): Promise<UsageSummary>;
  /** Throws when the store is unreachable (health checks). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
