/**
 * Schema migrations, shared by every key store. Written in the SQL that SQLite and PostgreSQL
 * both accept (times as epoch milliseconds in BIGINT, scopes as a comma-separated TEXT) so a
 * store can move between the two without a second migration history.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string[];
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'api_keys',
    sql: [
      `CREATE TABLE IF NOT EXISTS api_keys (
        id TEXT PRIMARY KEY,
        prefix TEXT NOT NULL,
        key_hash TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        plan TEXT NOT NULL,
        scopes TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'active',
        created_at BIGINT NOT NULL,
        revoked_at BIGINT,
        last_used_at BIGINT
      )`,
    ],
  },
  {
    version: 2,
    name: 'usage_records',
    sql: [
      `CREATE TABLE IF NOT EXISTS usage_records (
        key_id TEXT NOT NULL,
        route TEXT NOT NULL,
        status INTEGER NOT NULL,
        pages INTEGER NOT NULL,
        duration_ms INTEGER NOT NULL,
        at BIGINT NOT NULL
      )`,
      `CREATE INDEX IF NOT EXISTS usage_records_key_at ON usage_records (key_id, at)`,
    ],
  },
  {
    version: 3,
    name: 'api_keys_webhook_url',
    // The account webhook (PUT /v1/webhook): called when any asynchronous job of the key ends.
    sql: [`ALTER TABLE api_keys ADD COLUMN webhook_url TEXT`],
  },
];
