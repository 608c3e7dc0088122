import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { applyMigrations, openWaitingDatabase } from '../src/index';

const folders: string[] = [];
function newFile(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-sqlite-'));
  folders.push(folder);
  return path.join(folder, 'store.sqlite');
}
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

const MIGRATIONS = [
  { version: 2, name: 'notes_body', sql: ['ALTER TABLE notes ADD COLUMN body TEXT'] },
  { version: 1, name: 'notes', sql: ['CREATE TABLE notes (id INTEGER PRIMARY KEY)'] },
];

describe('applyMigrations', () => {
  it('applies each migration once, in version order, and records it with its name in a named ledger', async () => {
    const file = newFile();
    const db = openWaitingDatabase(file);
    await applyMigrations(db, { table: 'schema_migrations', named: true }, MIGRATIONS);
    await applyMigrations(db, { table: 'schema_migrations', named: true }, MIGRATIONS); // again: nothing to do, no error
    expect(db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all()).toEqual([
      { version: 1, name: 'notes' },
      { version: 2, name: 'notes_body' },
    ]);
    db.prepare('INSERT INTO notes (id, body) VALUES (1, ?)').run('kept');
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it("keeps a ledger without names as it was (the learning store's)", async () => {
    const db = openWaitingDatabase(newFile());
    await applyMigrations(db, { table: 'learn_migrations', named: false }, MIGRATIONS.slice(1));
    const columns = (db.prepare('PRAGMA table_info(learn_migrations)').all() as { name: string }[]).map((c) => c.name);
    expect(columns).toEqual(['version', 'applied_at']);
    // A later release adds a migration: only it is applied.
    await applyMigrations(db, { table: 'learn_migrations', named: false }, MIGRATIONS);
    expect((db.prepare('SELECT version FROM learn_migrations ORDER BY version').all() as { version: number }[]).map((r) => r.version)).toEqual([1, 2]);
    db.close();
  });

  it('applies nothing of a migration that fails, and the file stays usable', async () => {
    const db = openWaitingDatabase(newFile());
    const broken = [...MIGRATIONS, { version: 3, name: 'broken', sql: ['CREATE TABLE extra (id INTEGER)', 'NOT SQL'] }];
    await expect(applyMigrations(db, { table: 'schema_migrations', named: true }, broken)).rejects.toThrow();
    // One transaction: the broken run left no table and no ledger rows behind.
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name IN ('notes', 'extra')").all()).toEqual([]);
    await applyMigrations(db, { table: 'schema_migrations', named: true }, MIGRATIONS);
    expect(db.prepare('SELECT count(*) AS n FROM schema_migrations').get()).toEqual({ n: 2 });
    db.close();
  });

  it('refuses a ledger name that is not a plain table name', async () => {
    const db = openWaitingDatabase(':memory:');
    await expect(applyMigrations(db, { table: 'x; DROP TABLE y', named: false }, MIGRATIONS)).rejects.toThrow(/ledger table name/);
    db.close();
  });
});
