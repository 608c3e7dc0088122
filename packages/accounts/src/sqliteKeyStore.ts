import path from 'node:path';
import type Database from 'better-sqlite3';
import { applyMigrations, openWaitingDatabase } from '@wcab/sqlite';
import type { ApiKeyRecord, KeyStore, NewKeyRecord, UsageRecord, UsageSummary } from './keyStore';
import { MIGRATIONS } from './migrations/index';
import { privateFile, privateFolder } from './privateFiles';
import { rowToRecord, startOfUtcDay, startOfUtcMonth, type ApiKeyRow } from './rows';

export class SqliteKeyStore implements KeyStore {
  private readonly db: Database.Database;
  /** Statements of the request path, compiled once (prepare parses the SQL on every call). */
  private readonly statements = new Map<string, Database.Statement>();

  /** `file` may be ':memory:' for tests. */
  constructor(file: string) {
    if (file !== ':memory:') privateFolder(path.dirname(file));
    // The file holds key hashes and usage (who sent what when): readable by the service user only,
    // whatever the umask. Created empty with 0600 before SQLite opens it; an existing one is tightened.
    if (file !== ':memory:') privateFile(file);
    this.db = openWaitingDatabase(file);
  }

  async migrate(): Promise<void> {
    await applyMigrations(this.db, { table: 'schema_migrations', named: true }, MIGRATIONS);
  }

  async insert(r: NewKeyRecord): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO api_keys (id, prefix, key_hash, name, plan, scopes, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 'active', ?)`,
      )
      .run(r.id, r.prefix, r.hash, r.name, r.plan, r.scopes.join(','), r.createdAt.getTime());
  }

  async findByHash(hash: string): Promise<(ApiKeyRecord & { hash: string }) | undefined> {
    const row = this.statement('SELECT * FROM api_keys WHERE key_hash = ?').get(hash) as ApiKeyRow | undefined;
    return row ? { ...rowToRecord(row), hash: row.key_hash } : undefined;
  }

  async get(id: string): Promise<ApiKeyRecord | undefined> {
    const row = this.db.prepare('SELECT * FROM api_keys WHERE id = ?').get(id) as ApiKeyRow | undefined;
    return row ? rowToRecord(row) : undefined;
  }

  async list(): Promise<ApiKeyRecord[]> {
    return (this.db.prepare('SELECT * FROM api_keys ORDER BY created_at, id').all() as ApiKeyRow[]).map(rowToRecord);
  }

  async count(): Promise<number> {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM api_keys').get() as { n: number }).n;
  }

  async setWebhookUrl(id: string, url: string | null): Promise<boolean> {
    return this.db.prepare('UPDATE api_keys SET webhook_url = ? WHERE id = ?').run(url, id).changes > 0;
  }

  async revoke(id: string, at: Date): Promise<boolean> {
    const result = this.db.prepare(`UPDATE api_keys SET status = 'revoked', revoked_at = ? WHERE id = ? AND status = 'active'`).run(at.getTime(), id);
    return result.changes > 0;
  }

  async recordUsage(records: UsageRecord[]): Promise<void> {
    if (records.length === 0) return;
    const insert = this.statement('INSERT INTO usage_records (key_id, route, status, pages, duration_ms, at) VALUES (?, ?, ?, ?, ?, ?)');
    const touch = this.statement('UPDATE api_keys SET last_used_at = MAX(COALESCE(last_used_at, 0), ?) WHERE id = ?');
    this.db.transaction(() => {
      for (const r of records) {
        insert.run(r.keyId, r.route, r.status, r.pages, Math.round(r.durationMs), r.at.getTime());
        touch.run(r.at.getTime(), r.keyId);
      }
    })();
  }

  async usage(id: string, now: Date): Promise<UsageSummary> {
    const row = this.db
      .prepare(
        `SELECT COALESCE(SUM(CASE WHEN at >= ? THEN 1 ELSE 0 END), 0) AS today, COUNT(*) AS month
         FROM usage_records WHERE key_id = ? AND at >= ? AND at <= ?`,
      )
      .get(startOfUtcDay(now), id, startOfUtcMonth(now), now.getTime()) as { today: number; month: number };
    return { today: Number(row.today), month: Number(row.month) };
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  private statement(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) this.statements.set(sql, (statement = this.db.prepare(sql)));
    return statement;
  }
}
