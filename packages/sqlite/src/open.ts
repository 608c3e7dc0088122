import Database from 'better-sqlite3';
import pRetry from 'p-retry';

/** How long a statement waits for another process's lock before SQLite answers "database is locked". */
const BUSY_WAIT_MS = 5000;

/**
 * The file opened with the busy wait set first: processes starting together open a new file at once, and the switch
 * to WAL (and the first migration) takes a lock; without the wait the loser fails at start with "database is locked".
 */
export function openWaitingDatabase(file: string): Database.Database {
  const db = new Database(file);
  db.pragma(`busy_timeout = ${BUSY_WAIT_MS}`);
  return db;
}

/**
 * The file's journal in WAL mode, so the CLI reads while the server writes. The switch needs the file to itself, and
 * when processes starting together each read the new file first, SQLite refuses some of them at once (SQLITE_BUSY
 * without the busy wait: two readers that both want to write would wait on each other for ever), so it is tried again
 * after a moment (p-retry, 8 tries within a second or two), by when the first has switched the file.
 */
export async function switchToWal(db: Database.Database): Promise<void> {
  await pRetry(() => db.pragma('journal_mode = WAL'), {
    retries: 8,
    minTimeout: 20,
    maxTimeout: 400,
    shouldRetry: ({ error }) => (error as { code?: string }).code === 'SQLITE_BUSY',
  });
}
