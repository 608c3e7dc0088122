/**
 * Fleet learning store: PostgreSQL shared by every API and worker process (the key store's database).
 * The same tables and SQL as SQLite; the account's version row is bumped in the transaction that changes
 * its corrections, so a process that reads the new version reads the new corrections.
 */
import pg, { type PoolClient } from 'pg';
import type { Lesson } from '../lesson';
import {
  correctionRow,
  decodeCursor,
  encodeCursor,
  MIGRATIONS,
  resultRow,
  rowCorrection,
  rowLesson,
  rowResult,
  type CorrectionRow,
  type ResultRow,
} from './rows';
import type { CorrectionPage, LearningStore, RetainedResult, StoredCorrection } from './types';

export interface PostgresLearningStoreOptions {
  connectionString: string;
  schema?: string;
  max?: number;
}

const MIGRATION_LOCK = 4_711_280_332;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export class PostgresLearningStore implements LearningStore {
  private readonly pool: pg.Pool;

  constructor(private readonly options: PostgresLearningStoreOptions) {
    if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) throw new Error(`Invalid PostgreSQL schema name ${JSON.stringify(options.schema)}`);
    this.pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.max ?? 5,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      options: ['-c statement_timeout=5000', ...(options.schema ? [`-c search_path=${options.schema}`] : [])].join(' '),
      application_name: 'wcab-learning',
    });
    this.pool.on('error', () => undefined);
  }

  async migrate(): Promise<void> {
    await this.transaction(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      if (this.options.schema) await c.query(`CREATE SCHEMA IF NOT EXISTS ${this.options.schema}`);
      await c.query('CREATE TABLE IF NOT EXISTS learn_migrations (version INTEGER PRIMARY KEY, applied_at BIGINT NOT NULL)');
      const applied = new Set((await c.query<{ version: number }>('SELECT version FROM learn_migrations')).rows.map((r) => Number(r.version)));
      for (const m of MIGRATIONS) {
        if (applied.has(m.version)) continue;
        for (const sql of m.sql) await c.query(sql);
        await c.query('INSERT INTO learn_migrations (version, applied_at) VALUES ($1, $2)', [m.version, Date.now()]);
      }
    });
  }

  async saveResult(result: RetainedResult): Promise<void> {
    const r = resultRow(result);
    await this.pool.query('INSERT INTO learn_results (id, account, kind, created_at, expires_at, body) VALUES ($1, $2, $3, $4, $5, $6)', [
      r.id,
      r.account,
      r.kind,
      r.created_at,
      r.expires_at,
      r.body,
    ]);
  }

  async getResult(account: string, id: string, now: number): Promise<RetainedResult | undefined> {
    const { rows } = await this.pool.query<ResultRow>('SELECT * FROM learn_results WHERE id = $1 AND account = $2 AND expires_at > $3', [id, account, now]);
    return rows[0] ? rowResult(rows[0]) : undefined;
  }

  async purgeExpired(now: number): Promise<number> {
    return (await this.pool.query('DELETE FROM learn_results WHERE expires_at <= $1', [now])).rowCount ?? 0;
  }

  async addCorrection(correction: StoredCorrection, cap: number): Promise<number> {
    const r = correctionRow(correction);
    return this.transaction(async (c) => {
      await c.query('INSERT INTO learn_corrections (id, account, created_at, body, lesson) VALUES ($1, $2, $3, $4, $5)', [
        r.id,
        r.account,
        r.created_at,
        r.body,
        r.lesson,
      ]);
      const evicted = await c.query(
        `DELETE FROM learn_corrections WHERE id IN (
           SELECT id FROM learn_corrections WHERE account = $1 ORDER BY created_at DESC, id DESC OFFSET $2)`,
        [r.account, cap],
      );
      await this.bump(c, r.account);
      return evicted.rowCount ?? 0;
    });
  }

  async listCorrections(account: string, limit: number, cursor?: string): Promise<CorrectionPage> {
    const after = decodeCursor(cursor);
    const { rows } = after
      ? await this.pool.query<CorrectionRow>(
          'SELECT * FROM learn_corrections WHERE account = $1 AND (created_at < $2 OR (created_at = $2 AND id < $3)) ORDER BY created_at DESC, id DESC LIMIT $4',
          [account, after.createdAt, after.id, limit + 1],
        )
      : await this.pool.query<CorrectionRow>('SELECT * FROM learn_corrections WHERE account = $1 ORDER BY created_at DESC, id DESC LIMIT $2', [
          account,
          limit + 1,
        ]);
    const items = rows.slice(0, limit).map(rowCorrection);
    const total = Number((await this.pool.query<{ n: string }>('SELECT COUNT(*) AS n FROM learn_corrections WHERE account = $1', [account])).rows[0]?.n ?? 0);
    const last = items[items.length - 1];
    return { items, next: rows.length > limit && last ? encodeCursor(last) : null, total };
  }

  async deleteCorrection(account: string, id: string): Promise<boolean> {
    return this.transaction(async (c) => {
      const gone = ((await c.query('DELETE FROM learn_corrections WHERE account = $1 AND id = $2', [account, id])).rowCount ?? 0) > 0;
      if (gone) await this.bump(c, account);
      return gone;
    });
  }

  async deleteAllCorrections(account: string): Promise<number> {
    return this.transaction(async (c) => {
      const n = (await c.query('DELETE FROM learn_corrections WHERE account = $1', [account])).rowCount ?? 0;
      await this.bump(c, account);
      return n;
    });
  }

  async version(account: string): Promise<string> {
    const { rows } = await this.pool.query<{ version: string }>('SELECT version FROM learn_versions WHERE account = $1', [account]);
    return String(rows[0]?.version ?? 0);
  }

  async lessons(account: string): Promise<Lesson[]> {
    const { rows } = await this.pool.query<CorrectionRow>('SELECT id, created_at, lesson FROM learn_corrections WHERE account = $1 ORDER BY created_at, id', [
      account,
    ]);
    return rows.map(rowLesson);
  }

  async ping(): Promise<void> {
    await this.pool.query('SELECT 1');
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  private async bump(c: PoolClient, account: string): Promise<void> {
    await c.query('INSERT INTO learn_versions (account, version) VALUES ($1, 1) ON CONFLICT (account) DO UPDATE SET version = learn_versions.version + 1', [
      account,
    ]);
  }

  private async transaction<T>(fn: (c: PoolClient) => Promise<T>): Promise<T> {
    const c = await this.pool.connect();
    try {
      await c.query('BEGIN');
      const out = await fn(c);
      await c.query('COMMIT');
      return out;
    } catch (error) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      c.release();
    }
  }
}
