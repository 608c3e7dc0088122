/** Mapping between table rows and records, shared by the SQL stores. */
import type { Plan, Scope } from '@wcab/contract';
import type { ApiKeyRecord, KeyStatus } from './keyStore';

export interface ApiKeyRow {
  id: string;
  prefix: string;
  key_hash: string;
  name: string;
  plan: string;
  scopes: string;
  status: string;
  created_at: number | string;
  revoked_at: number | string | null;
  last_used_at: number | string | null;
  webhook_url?: string | null;
}

const toDate = (value: number | string | null): Date | null => (value === null ? null : new Date(Number(value)));

export function rowToRecord(row: ApiKeyRow): ApiKeyRecord {
  return {
    id: row.id,
    prefix: row.prefix,
    name: row.name,
    plan: row.plan as Plan,
    scopes: row.scopes.split(',').filter(Boolean) as Scope[],
    status: row.status as KeyStatus,
    createdAt: new Date(Number(row.created_at)),
    revokedAt: toDate(row.revoked_at),
    lastUsedAt: toDate(row.last_used_at),
    webhookUrl: row.webhook_url ?? null,
  };
}

export function startOfUtcDay(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

export function startOfUtcMonth(now: Date): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
}
