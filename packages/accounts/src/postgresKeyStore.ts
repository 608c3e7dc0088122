/**
 * Fleet key store: PostgreSQL through a `pg` pool, shared by every API instance and the CLI.
 * Same KeyStore behaviour and the same MIGRATIONS as SQLite (the SQL is written for both).
 *
 * - Migrations run under a transaction-scoped advisory lock, so API replicas starting together
 *   apply each migration exactly once.
 * - Usage records arrive in batches from UsageRecorder; one batch is one multi-row INSERT plus one
 *   UPDATE of last-used times, in one transaction.
 * - Connection attempts and statements have short timeouts so a database outage answers 503 and
 *   degrades /health instead of hanging requests.
 */
import pg, { type PoolClient } from 'pg';
import type { ApiKeyRecord, KeyStore, NewKeyRecord, UsageRecord, UsageSummary } from './keyStore';
import { MIGRATIONS } from './migrations/index';
import { rowToRecord, startOfUtcDay, startOfUtcMonth, type ApiKeyRow } from './rows';

export interface PostgresKeyStoreOptions {
  connectionString: string;
  /** Schema for the tables (created when missing); default: the connection's search_path (public). */
  schema?: string;
  /** Pool size per process (default 10). */
  max?: number;
  /** Per-statement limit in milliseconds (default 5000). */
  statementTimeoutMs?: number;
}

/** Any 64-bit constant: identifies this service's migration lock among the database's advisory locks. */
const MIGRATION_LOCK = 4_711_280_301;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export class PostgresKeyStore implements KeyStore {
  private readonly pool: pg.Pool;
  private readonly schema?: string;
  private closed = false;

  constructor(options: PostgresKeyStoreOptions) {
    if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
      throw new Error(`Invalid PostgreSQL schema name ${JSON.stringify(options.schema)}`);
    }
    this.schema = options.schema;
    const statementTimeout = options.statementTimeoutMs ?? 5000;
    this.pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.max ?? 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      // Startup parameters: applied by the server to every connection before the first query.
      options: [`-c statement_timeout=${statementTimeout}`, ...(this.schema ? [`-c search_path=${this.schema}`] : [])].join(' '),
      application_name: 'wcab-keys',
    });
    // An idle client losing its connection (database restart) must not crash the process;
    // the pool replaces it on the next query.
    this.pool.on('error', () => undefined);
  }

  async migrate(): Promise<void> {
    await this.transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      if (this.schema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${this.schema}`);
      await client.query('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)');
      const applied = new Set((await client.query<{ version: number }>('SELECT version FROM schema_migrations')).rows.map((r) => Number(r.version)));
      for (const migration of MIGRATIONS) {
        if (applied.has(migration.version)) continue;
        for (const statement of migration.sql) await client.query(statement);
        await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [migration.version, migration.name, Date.now()]);
      }
    });
  }

  async insert(r: NewKeyRecord): Promise<void> {
    await this.pool.query(
      `INSERT INTO api_keys (id, prefix, key_hash, name, plan, scopes, status, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, 'active', $7)`,
      [r.id, r.prefix, r.hash, r.name, r.plan, r.scopes.join(','), r.createdAt.getTime()],
    );
  }

  async findByHash(hash: string): Promise<(ApiKeyRecord & { hash: string }) | undefined> {
    const { rows } = await this.pool.query<ApiKeyRow>('SELECT * FROM api_keys WHERE key_hash = $1', [hash]);
    const row = rows[0];
    return row ? { ...rowToRecord(row), hash: row.key_hash } : undefined;
  }

  async get(id: string): Promise<ApiKeyRecord | undefined> {
    const { rows } = await this.pool.query<ApiKeyRow>('SELECT * FROM api_keys WHERE id = $1', [id]);
    return rows[0] ? rowToRecord(rows[0]) : undefined;
  }

  async list(): Promise<ApiKeyRecord[]> {
    const { rows } = await this.pool.query<ApiKeyRow>('SELECT * FROM api_keys ORDER BY created_at, id');
    return rows.map(rowToRecord);
  }

  async count(): Promise<number> {
    const { rows } = await this.pool.query<{ n: string }>('SELECT COUNT(*) AS n FROM api_keys');
    return Number(rows[0]?.n ?? 0);
  }

  async setWebhookUrl(id: string, url: string | null): Promise<boolean> {
    const result = await this.pool.query('UPDATE api_keys SET webhook_url = $1 WHERE id = $2', [url, id]);
    return (result.rowCount ?? 0) > 0;
  }

  async revoke(id: string, at: Date): Promise<boolean> {
    const result = await this.pool.query(`UPDATE api_keys SET status = 'revoked', revoked_at = $1 WHERE id = $2 AND status = 'active'`, [at.getTime(), id]);
    return (result.rowCount ?? 0) > 0;
  }

  async recordUsage(records: UsageRecord[]): Promise<void> {
    if (records.length === 0) return;
    const lastUse = new Map<string, number>();
    for (const r of records) lastUse.set(r.keyId, Math.max(lastUse.get(r.keyId) ?? 0, r.at.getTime()));
    await this.transaction(async (client) => {
      // One statement for the whole batch: arrays unnested into rows.
      await client.query(
        `INSERT INTO usage_records (key_id, route, status, pages, duration_ms, at)
         SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::int[], $6::bigint[])`,
        [
          records.map((r) => r.keyId),
          records.map((r) => r.route),
          records.map((r) => r.status),
          records.map((r) => r.pages),
          records.map((r) => Math.round(r.durationMs)),
          records.map((r) => r.at.getTime()),
        ],
      );
      await client.query(
        `UPDATE api_keys AS k SET last_used_at = GREATEST(COALESCE(k.last_used_at, 0), u.at)
         FROM unnest($1::text[], $2::bigint[]) AS u(id, at) WHERE k.id = u.id`,
        [[...lastUse.keys()], [...lastUse.values()]],
      );
    });
  }

  async usage(id: string, now: Date): Promise<UsageSummary> {
    const { rows } = await this.pool.query<{ today: string; month: string }>(
      `SELECT COALESCE(SUM(CASE WHEN at >= $1 THEN 1 ELSE 0 END), 0) AS today, COUNT(*) AS month
       FROM usage_records WHERE key_id = $2 AND at >= $3 AND at <= $4`,
      [startOfUtcDay(now), id, startOfUtcMonth(now), now.getTime()],
    );
    return { today: Number(rows[0]?.today ?? 0), month: Number(rows[0]?.month ?? 0) };
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }

  /** Runs `fn` on one pooled client inside BEGIN/COMMIT, rolling back when it throws. */
  private async transaction(fn: (client: PoolClient) => Promise<void>): Promise<void> {
    const client = await this.pool.connect();
    // The pool listens for errors only on idle clients: a checked-out client whose connection
    // drops (database restarted or unreachable) emits 'error' with nobody listening, which would
    // crash the process. Listen while it is ours, and hand a broken client back as broken so the
    // pool closes it instead of reusing it.
    let broken: Error | undefined;
    const onError = (error: Error) => (broken = error);
    client.on('error', onError);
    try {
      await client.query('BEGIN');
      await fn(client);
      await client.query('COMMIT');
    } catch (error) {
      broken ??= error instanceof Error && isConnectionError(error) ? error : undefined;
      if (!broken) await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.removeListener('error', onError);
      client.release(broken);
    }
  }
}

/** A failure of the connection itself (not of a statement): the client cannot be reused. */
function isConnectionError(error: Error): boolean {
  const code = (error as { code?: string }).code;
  return code === 'ECONNRESET' || code === 'ECONNREFUSED' || code === 'EPIPE' || /Connection terminated|not queryable/i.test(error.message);
}
