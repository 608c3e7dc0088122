/**
 * Files and folders under DATA_DIR hold key hashes, usage and (kept split documents) patient
 * information: the service user alone may read them, whatever the process umask (022 by default,
 * which would leave them world-readable). Existing ones are tightened too, so an older install is
 * fixed on its next start.
 */
import fs from 'node:fs';

export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and missing parents) 0700; an existing `dir` is set to 0700. */
export function privateFolder(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  fs.chmodSync(dir, PRIVATE_FOLDER_MODE);
}

/** Creates `file` empty if missing, and makes it 0600 (SQLite's -wal and -shm files take the main file's mode). */
export function privateFile(file: string): void {
  fs.closeSync(fs.openSync(file, fs.constants.O_CREAT | fs.constants.O_RDWR, PRIVATE_FILE_MODE));
  fs.chmodSync(file, PRIVATE_FILE_MODE);
}
