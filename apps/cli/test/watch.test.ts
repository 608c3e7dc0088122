/**
 * `wcab watch` as it runs in an office: its own process on a scanner folder, files arriving while
 * it runs (one written in pieces), a broken file, a kill in the middle and a restart. Then the
 * crash points inside one file's filing, replayed in-process on the real pipeline.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ical from 'node-ical';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from '../../../test/support/server';
import { until } from '../../worker/test/support';
import { openEngine, type Engine } from '../src/engine';
import { FiledIndex, type FiledRow } from '../src/watch/filedIndex';
import { processInboxFile } from '../src/watch/inboxFile';
import { Journal } from '../src/watch/journal';
import { makeTextPdf } from '@wcab/testkit';
import { letter, makeBatch, makeUnmatchedBatch, notice } from './fixtures';
import { runCli, WCAB_BIN } from './support';

interface Watcher {
  child: ChildProcess;
  lines: () => Record<string, unknown>[];
  exited: Promise<number | null>;
}

function startWatcher(cwd: string, args: string[] = ['inbox', '--out', 'filed']): Promise<Watcher> {
  const { npm_lifecycle_event: _e, INIT_CWD: _i, ...env } = process.env;
  const child = spawn(process.execPath, [WCAB_BIN, 'watch', ...args, '--format', 'json', '--settle-ms', '1500'], {
    cwd,
    env: { ...env, LOG_LEVEL: 'silent', WORKER_THREADS: '1' },
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (c) => (out += String(c)));
  child.stderr!.on('data', (c) => (err += String(c)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const lines = () =>
    out
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (/wcab: watching /.test(err)) {
        clearInterval(timer);
        resolve({ child, lines, exited });
      }
    }, 100);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`watch exited early:\n${err}`));
    });
  });
}

const readRows = (dir: string) =>
  fs
    .readFileSync(path.join(dir, 'filed', 'index.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as FiledRow);

function allFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('wcab watch', { timeout: 600_000 }, () => {
  let work: string;
  let batchA: Uint8Array;
  let batchB: Uint8Array;
  let batchC: Uint8Array;
  beforeAll(async () => {
    work = tempDir('wcab-watch-');
    fs.mkdirSync(path.join(work, 'inbox'));
    batchA = await makeBatch();
    batchB = await makeBatch('Ana Ruiz', 'ADJ3333333', 'Luis Ortega', 'ADJ4444444');
    batchC = await makeUnmatchedBatch();
  });

  it('files what arrives while it runs, fails what is broken, and survives a kill in the middle', async () => {
    const inbox = path.join(work, 'inbox');
    let watcher = await startWatcher(work);
    // A scanner writing slowly: half now, the rest after a pause shorter than the settle time.
    const half = Math.floor(batchA.length / 2);
    fs.writeFileSync(path.join(inbox, 'scan-a.pdf'), batchA.subarray(0, half));
    await new Promise((r) => setTimeout(r, 700));
    fs.appendFileSync(path.join(inbox, 'scan-a.pdf'), batchA.subarray(half));
    fs.writeFileSync(path.join(inbox, 'broken.pdf'), 'this is not a PDF');
    fs.writeFileSync(path.join(inbox, 'notes.txt'), 'ignored: not a PDF name');
    await until(() => watcher.lines().length >= 2, 300_000, 'scan-a and broken.pdf');
    expect(
      watcher
        .lines()
        .map((l) => `${l.status} ${l.name}`)
        .sort(),
    ).toEqual(['failed broken.pdf', 'filed scan-a.pdf']);

    // A second batch, and the watcher killed while it may be working on it.
    fs.writeFileSync(path.join(inbox, 'scan-b.pdf'), batchB);
    await new Promise((r) => setTimeout(r, 2500));
    watcher.child.kill('SIGKILL');
    await watcher.exited;

    watcher = await startWatcher(work);
    fs.writeFileSync(path.join(inbox, 'scan-c.pdf'), batchC);
    await until(() => fs.readdirSync(inbox).filter((n) => n.endsWith('.pdf')).length === 0, 300_000, 'the inbox to empty');
    await until(() => readRows(work).some((r) => r.source === 'scan-c.pdf'), 60_000, 'scan-c in the index');
    watcher.child.kill('SIGTERM');
    expect(await watcher.exited).toBe(0);

    const rows = readRows(work);
    // Every batch exactly once.
    expect(rows.map((r) => `${r.source}:${r.start_page}-${r.end_page}`).sort()).toEqual(
      ['scan-a.pdf:1-2', 'scan-a.pdf:4-4', 'scan-b.pdf:1-2', 'scan-b.pdf:4-4', 'scan-c.pdf:1-1'].sort(),
    );
    const filed = path.join(work, 'filed');
    expect(
      rows
        .filter((r) => r.source !== 'scan-c.pdf')
        .map((r) => r.file.split(path.sep)[0])
        .sort(),
    ).toEqual(['ADJ1111111', 'ADJ2222222', 'ADJ3333333', 'ADJ4444444']);
    expect(rows.find((r) => r.source === 'scan-c.pdf')!.file.split(path.sep)[0]).toBe('unmatched');
    for (const row of rows) {
      expect((await PDFDocument.load(fs.readFileSync(path.join(filed, row.file)))).getPageCount()).toBe(row.end_page - row.start_page + 1);
    }
    const files = allFiles(filed);
    // No document twice, nothing half-written, originals kept, the broken file with its reason.
    expect(files.filter((f) => /^ADJ|^unmatched/.test(f)).sort()).toEqual(rows.map((r) => r.file).sort());
    expect(files.some((f) => f.endsWith('.partial'))).toBe(false);
    expect(fs.readdirSync(path.join(filed, 'originals')).sort()).toEqual(['scan-a.pdf', 'scan-b.pdf', 'scan-c.pdf']);
    expect(fs.readFileSync(path.join(filed, 'originals', 'scan-a.pdf')).equals(Buffer.from(batchA))).toBe(true);
    expect(fs.readFileSync(path.join(filed, 'failed', 'broken.pdf.reason.txt'), 'utf8')).toMatch(/INVALID_PDF/);
    expect(fs.readdirSync(inbox)).toEqual(['notes.txt']);
    // The index CSV has every row; the calendar has both hearings.
    expect(fs.readFileSync(path.join(filed, 'index.csv'), 'utf8').trim().split('\n')).toHaveLength(rows.length + 1);
    const events = Object.values(ical.sync.parseICS(fs.readFileSync(path.join(filed, 'calendar.ics'), 'utf8'))).filter((c) => c?.type === 'VEVENT');
    expect(events.map((e) => String((e as { summary: unknown }).summary)).sort()).toEqual([
      'Hearing: Ana Ruiz, ADJ3333333',
      'Hearing: Maria Garcia, ADJ1111111',
    ]);
  });
});

describe('wcab watch --split, --split-threshold and --evidence', { timeout: 600_000 }, () => {
  it('files a batch without separator sheets as the documents its pages show, with the evidence of each field', async () => {
    const work = tempDir('wcab-watch-auto-');
    for (const inbox of ['auto-in', 'plain-in']) fs.mkdirSync(path.join(work, inbox));
    const sheetless = await makeTextPdf([notice('Ana Ruiz', 'ADJ3333333'), letter('Luis Ortega')]);
    const auto = await startWatcher(work, ['auto-in', '--out', 'auto-out', '--split', 'auto', '--split-threshold', '0.5', '--evidence']);
    const plain = await startWatcher(work, ['plain-in', '--out', 'plain-out', '--split', 'separators']);
    fs.writeFileSync(path.join(work, 'auto-in', 'scan.pdf'), sheetless);
    fs.writeFileSync(path.join(work, 'plain-in', 'scan.pdf'), sheetless);
    await until(() => auto.lines().length >= 1 && plain.lines().length >= 1, 300_000, 'both watchers to file scan.pdf');
    for (const w of [auto, plain]) {
      w.child.kill('SIGTERM');
      expect(await w.exited).toBe(0);
    }
    const rowsOf = (out: string) =>
      fs
        .readFileSync(path.join(work, out, 'index.jsonl'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as FiledRow);
    const split = rowsOf('auto-out');
    expect(split.map((r) => [r.start_page, r.end_page, r.split_by, r.file.split(path.sep)[0]])).toEqual([
      [1, 1, 'separator', 'ADJ3333333'],
      [2, 2, 'content', 'unmatched'],
    ]);
    expect(split[1]!.boundary_confidence).toBeGreaterThanOrEqual(0.5);
    expect(split[0]!.evidence?.adj_numbers?.[0]?.text).toContain('ADJ3333333');
    const whole = rowsOf('plain-out');
    expect(whole.map((r) => [r.start_page, r.end_page, r.split_by])).toEqual([[1, 2, 'separator']]);
    expect(whole.every((r) => !('evidence' in r))).toBe(true);
  });

  it('refuses a threshold with --split separators and an unknown way of splitting, before watching', async () => {
    const work = tempDir('wcab-watch-flags-');
    fs.mkdirSync(path.join(work, 'inbox'));
    const threshold = await runCli(['watch', 'inbox', '--out', 'filed', '--split', 'separators', '--split-threshold', '0.5'], work);
    expect(threshold.code).toBe(1);
    expect(threshold.stderr).toMatch(/does not go with --split separators/);
    const outOfRange = await runCli(['watch', 'inbox', '--out', 'filed', '--split', 'auto', '--split-threshold', '2'], work);
    expect(outOfRange.code).not.toBe(0);
    expect(outOfRange.stderr).toMatch(/--split-threshold.*0 to 1/);
    const how = await runCli(['watch', 'inbox', '--out', 'filed', '--split', 'sometimes'], work);
    expect(how.code).not.toBe(0);
    expect(how.stderr).toMatch(/--split/);
    expect(fs.existsSync(path.join(work, 'filed'))).toBe(false);
  });
});

describe('a crash inside one file, replayed', { timeout: 600_000 }, () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await openEngine({ threads: 1 });
  });
  afterAll(() => engine?.close());

  it('documents written but not indexed, or indexed but not journaled: done again without duplicates', async () => {
    const work = tempDir('wcab-replay-');
    const out = path.join(work, 'filed');
    const inbox = path.join(work, 'inbox');
    fs.mkdirSync(inbox);
    const batch = await makeBatch();
    const context = () => ({ engine, outDir: out, journal: new Journal(path.join(out, '.wcab-watch', 'journal.jsonl')), index: new FiledIndex(out) });

    fs.writeFileSync(path.join(inbox, 'scan.pdf'), batch);
    expect((await processInboxFile(context(), path.join(inbox, 'scan.pdf'))).status).toBe('filed');
    const documents = allFiles(out)
      .filter((f) => f.startsWith('ADJ'))
      .sort();
    expect(documents).toHaveLength(2);

    // Crash after the documents, before the index and journal: both forgotten, the original back in the inbox.
    fs.rmSync(path.join(out, 'index.jsonl'));
    fs.rmSync(path.join(out, '.wcab-watch', 'journal.jsonl'));
    fs.renameSync(path.join(out, 'originals', 'scan.pdf'), path.join(inbox, 'scan.pdf'));
    expect((await processInboxFile(context(), path.join(inbox, 'scan.pdf'))).status).toBe('filed');
    expect(
      allFiles(out)
        .filter((f) => f.startsWith('ADJ'))
        .sort(),
    ).toEqual(documents);
    expect(readRows(work)).toHaveLength(2);

    // Crash after the index, before the journal.
    fs.rmSync(path.join(out, '.wcab-watch', 'journal.jsonl'));
    fs.renameSync(path.join(out, 'originals', 'scan.pdf'), path.join(inbox, 'scan.pdf'));
    expect((await processInboxFile(context(), path.join(inbox, 'scan.pdf'))).status).toBe('filed');
    expect(readRows(work)).toHaveLength(2);
    expect(
      allFiles(out)
        .filter((f) => f.startsWith('ADJ'))
        .sort(),
    ).toEqual(documents);

    // Crash after the journal, before the original was moved: moved now, not processed.
    fs.renameSync(path.join(out, 'originals', 'scan.pdf'), path.join(inbox, 'scan.pdf'));
    expect((await processInboxFile(context(), path.join(inbox, 'scan.pdf'))).status).toBe('already-filed');
    expect(fs.readdirSync(inbox)).toEqual([]);
    expect(fs.readdirSync(path.join(out, 'originals'))).toEqual(['scan.pdf']);
    expect(readRows(work)).toHaveLength(2);
  });
});
