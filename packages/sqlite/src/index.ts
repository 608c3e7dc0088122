/**
 * How the service's embedded SQLite files are opened and migrated: the key store (accounts) and the learning store
 * both live in one file each under DATA_DIR, and a fleet's processes open them together. What that takes (the busy
 * wait, the WAL switch tried again on SQLITE_BUSY, migrations applied once under one write lock) is written here once.
 */
export { openWaitingDatabase, switchToWal } from './open';
export { applyMigrations, type MigrationLedger, type SqliteMigration } from './migrate';
