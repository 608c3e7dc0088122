import type Database from 'better-sqlite3';
import { switchToWal } from './open';

export interface SqliteMigration {
  version: number;
  /** Recorded in ledgers that keep names (the key store's schema_migrations). */
  name?: string;
  sql: readonly string[];
}

/** The table that records which migrations a file has; its shape is each store's own, kept as it was first created. */
export interface MigrationLedger {
  table: string;
  /** The ledger has a `name` column (the key store's does; the learning store's never had one). */
  named: boolean;
}

/**
 * The file switched to WAL, then every migration not yet in the ledger applied in version order. One write
 * transaction is taken before reading what is applied: two processes migrating at once queue on the lock instead of
 * both applying a migration (or one failing on upgrading a read to a write).
 */
export async function applyMigrations(db: Database.Database, ledger: MigrationLedger, migrations: readonly SqliteMigration[]): Promise<void> {
  if (!/^[a-z_]+$/.test(ledger.table)) throw new Error(`not a ledger table name: ${ledger.table}`);
  await switchToWal(db);
  db.exec(`CREATE TABLE IF NOT EXISTS ${ledger.table} (version INTEGER PRIMARY KEY, ${ledger.named ? 'name TEXT NOT NULL, ' : ''}applied_at BIGINT NOT NULL)`);
  const record = ledger.named
    ? db.prepare(`INSERT INTO ${ledger.table} (version, name, applied_at) VALUES (?, ?, ?)`)
    : db.prepare(`INSERT INTO ${ledger.table} (version, applied_at) VALUES (?, ?)`);
  const ordered = [...migrations].sort((a, b) => a.version - b.version);
  db.transaction(() => {
    const applied = new Set((db.prepare(`SELECT version FROM ${ledger.table}`).all() as { version: number }[]).map((r) => r.version));
    for (const migration of ordered) {
      if (applied.has(migration.version)) continue;
      for (const statement of migration.sql) db.exec(statement);
      if (ledger.named) record.run(migration.version, migration.name ?? `v${migration.version}`, Date.now());
      else record.run(migration.version, Date.now());
    }
  }).immediate();
}
