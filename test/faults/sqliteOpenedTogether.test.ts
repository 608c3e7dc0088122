/**
 * A fleet's processes start together and open the same new SQLite files (keys.sqlite, learning.sqlite).
 * The first to switch a file to WAL or to migrate it holds a lock for a moment; the others must wait for
 * it, not exit with "database is locked" (a CI run of the fleet test lost a worker at start that way).
 * Here another process holds the file's lock on purpose, and a store opened meanwhile must wait it out.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../apps/worker/test/support';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-sqlite-together-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

interface Opened {
  /** Resolves once the process has loaded and waits for `go` (or has exited). */
  loaded: Promise<void>;
  /** Lets it open and migrate the store. */
  go(): void;
  done: Promise<{ code: number | null; out: string }>;
}

/**
 * Opens and migrates a store in a new process, as a worker does at start, once told to `go`: the processes
 * load (tsx and the package, seconds on a loaded machine) first, then several open the file within a few
 * milliseconds of each other, however busy the machine.
 */
function openInAnotherProcess(store: 'keys' | 'learning', file: string): Opened {
  const open =
    store === 'keys'
      ? `const { SqliteKeyStore: Store } = await import('@wcab/accounts');`
      : `const { SqliteLearningStore: Store } = await import('@wcab/learning');`;
  const script = `${open} console.log('loaded'); process.stdin.once('data', async () => { await new Store(${JSON.stringify(file)}).migrate(); console.log('migrated'); process.exit(0); });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let sawLoaded: () => void = () => {};
  const loaded = new Promise<void>((resolve) => (sawLoaded = resolve));
  child.stdout.on('data', (c) => {
    out += String(c);
    if (out.includes('loaded')) sawLoaded();
  });
  child.stderr.on('data', (c) => (out += String(c)));
  const done = new Promise<{ code: number | null; out: string }>((resolve) => child.once('exit', (code) => resolve({ code, out })));
  void done.then(() => sawLoaded());
  return { loaded, go: () => child.stdin.write('go\n'), done };
}

function tablesOf(file: string): string[] {
  const db = new Database(file, { readonly: true });
  const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((t) => t.name);
  db.close();
  return tables;
}

const TABLE = { keys: 'api_keys', learning: 'learn_results' } as const;

describe('a SQLite store opened while another process holds the file', () => {
  for (const store of ['keys', 'learning'] as const) {
    it(`${store}: waits for the lock and migrates, instead of failing with "database is locked"`, async () => {
      const file = path.join(dir, `${store}.sqlite`);
      // A new file, locked as the first process of a fleet locks it while it switches to WAL and migrates.
      const holder = new Database(file);
      holder.exec('BEGIN EXCLUSIVE');
      holder.exec('CREATE TABLE holder (x)');
      const opened = openInAnotherProcess(store, file);
      await opened.loaded;
      opened.go();
      // Hold the lock a second past the moment the other process opens the file, then let go.
      await new Promise((r) => setTimeout(r, 1000));
      holder.exec('COMMIT');
      holder.close();
      const { code, out } = await opened.done;
      expect(out).not.toMatch(/database is locked/);
      expect(code).toBe(0);
      expect(out).toContain('migrated');
      expect(tablesOf(file)).toContain(TABLE[store]);
    }, 90_000);

    it(`${store}: four processes opening and migrating a new file in the same millisecond all start`, async () => {
      const file = path.join(dir, `${store}-together.sqlite`);
      const opened = [1, 2, 3, 4].map(() => openInAnotherProcess(store, file));
      await Promise.all(opened.map((o) => o.loaded));
      for (const o of opened) o.go();
      const runs = await Promise.all(opened.map((o) => o.done));
      for (const { code, out } of runs) {
        expect(out).not.toMatch(/database is locked|already exists|UNIQUE constraint/);
        expect(code).toBe(0);
      }
      expect(tablesOf(file)).toContain(TABLE[store]);
    }, 90_000);
  }
});
