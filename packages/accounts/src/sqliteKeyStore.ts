import path from 'node:path';
import Database from 'better-sqlite3';
import pRetry from 'p-retry';
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
    this.db = new Database(file);
    // The wait first: processes starting together open a new file at once, and the switch to WAL (and
    // the first migration) takes a lock; without the wait the loser fails at start with "database is locked".
    this.db.pragma('busy_timeout = 5000');
  }

  async migrate(): Promise<void> {
    // WAL lets the CLI read while the server writes. The switch needs the file to itself, and when processes
    // starting together each read the new file first, SQLite refuses some of them at once (SQLITE_BUSY without the
    // busy wait: two readers that both want to write would wait on each other for ever), so it is tried again
    // after a moment (p-retry), by when the first has switched the file.
    await switchToWal(this.db);
    this.db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at BIGINT NOT NULL)');
    // One write transaction taken before reading what is applied: two processes migrating at once
    // queue on the lock instead of both applying a migration (or one failing on upgrading a read).
    this.db
      .transaction(() => {
        const applied = new Set((this.db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((r) => r.version));
        for (const migration of MIGRATIONS) {
          if (applied.has(migration.version)) continue;
          for (const statement of migration.sql) this.db.exec(statement);
          this.db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(migration.version, migration.name, Date.now());
        }
      })
      .immediate();
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

/** The file's journal in WAL mode, tried again while SQLite answers SQLITE_BUSY (a few times, within a second or two). */
async function switchToWal(db: Database.Database): Promise<void> {
  await pRetry(() => db.pragma('journal_mode = WAL'), {
    retries: 8,
    minTimeout: 20,
    maxTimeout: 400,
    shouldRetry: ({ error }) => (error as { code?: string }).code === 'SQLITE_BUSY',
  });
}
