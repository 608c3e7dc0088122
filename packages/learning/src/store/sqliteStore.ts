/** Embedded learning store: one SQLite file under DATA_DIR (learning.sqlite), beside the key store. */
import fs from 'node:fs';
import path from 'node:path';
import type Database from 'better-sqlite3';
import { applyMigrations, openWaitingDatabase } from '@wcab/sqlite';
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

export class SqliteLearningStore implements LearningStore {
  private readonly db: Database.Database;

  /** `file` may be ':memory:' for tests. */
  constructor(file: string) {
    if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
    this.db = openWaitingDatabase(file);
  }

  async migrate(): Promise<void> {
    await applyMigrations(this.db, { table: 'learn_migrations', named: false }, MIGRATIONS);
  }

  async saveResult(result: RetainedResult): Promise<void> {
    const r = resultRow(result);
    this.db
      .prepare('INSERT INTO learn_results (id, account, kind, created_at, expires_at, body) VALUES (?, ?, ?, ?, ?, ?)')
      .run(r.id, r.account, r.kind, r.created_at, r.expires_at, r.body);
  }

  async getResult(account: string, id: string, now: number): Promise<RetainedResult | undefined> {
    const row = this.db.prepare('SELECT * FROM learn_results WHERE id = ? AND account = ? AND expires_at > ?').get(id, account, now) as ResultRow | undefined;
    return row ? rowResult(row) : undefined;
  }

  async purgeExpired(now: number): Promise<number> {
    return this.db.prepare('DELETE FROM learn_results WHERE expires_at <= ?').run(now).changes;
  }

  async addCorrection(correction: StoredCorrection, cap: number): Promise<number> {
    const r = correctionRow(correction);
    return this.db.transaction(() => {
      this.db
        .prepare('INSERT INTO learn_corrections (id, account, created_at, body, lesson) VALUES (?, ?, ?, ?, ?)')
        .run(r.id, r.account, r.created_at, r.body, r.lesson);
      const evicted = this.db
        .prepare(
          `DELETE FROM learn_corrections WHERE id IN (
             SELECT id FROM learn_corrections WHERE account = ? ORDER BY created_at DESC, id DESC LIMIT -1 OFFSET ?)`,
        )
        .run(r.account, cap).changes;
      this.bump(r.account);
      return evicted;
    })();
  }

  async listCorrections(account: string, limit: number, cursor?: string): Promise<CorrectionPage> {
    const after = decodeCursor(cursor);
    const rows = (
      after
        ? this.db
            .prepare(
              'SELECT * FROM learn_corrections WHERE account = ? AND (created_at < ? OR (created_at = ? AND id < ?)) ORDER BY created_at DESC, id DESC LIMIT ?',
            )
            .all(account, after.createdAt, after.createdAt, after.id, limit + 1)
        : this.db.prepare('SELECT * FROM learn_corrections WHERE account = ? ORDER BY created_at DESC, id DESC LIMIT ?').all(account, limit + 1)
    ) as CorrectionRow[];
    const items = rows.slice(0, limit).map(rowCorrection);
    const total = (this.db.prepare('SELECT COUNT(*) AS n FROM learn_corrections WHERE account = ?').get(account) as { n: number }).n;
    const last = items[items.length - 1];
    return { items, next: rows.length > limit && last ? encodeCursor(last) : null, total };
  }

  async deleteCorrection(account: string, id: string): Promise<boolean> {
    return this.db.transaction(() => {
      const gone = this.db.prepare('DELETE FROM learn_corrections WHERE account = ? AND id = ?').run(account, id).changes > 0;
      if (gone) this.bump(account);
      return gone;
    })();
  }

  async deleteAllCorrections(account: string): Promise<number> {
    return this.db.transaction(() => {
      const n = this.db.prepare('DELETE FROM learn_corrections WHERE account = ?').run(account).changes;
      this.bump(account);
      return n;
    })();
  }

  async version(account: string): Promise<string> {
    const row = this.db.prepare('SELECT version FROM learn_versions WHERE account = ?').get(account) as { version: number } | undefined;
    return String(row?.version ?? 0);
  }

  async lessons(account: string): Promise<Lesson[]> {
    const rows = this.db
      .prepare('SELECT id, created_at, lesson FROM learn_corrections WHERE account = ? ORDER BY created_at, id')
      .all(account) as CorrectionRow[];
    return rows.map(rowLesson);
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    this.db.close();
  }

  private bump(account: string): void {
    this.db
      .prepare('INSERT INTO learn_versions (account, version) VALUES (?, 1) ON CONFLICT (account) DO UPDATE SET version = learn_versions.version + 1')
      .run(account);
  }
}
