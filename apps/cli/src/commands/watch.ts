/**
 * `wcab watch <inbox> --out <filed>`: files what a scanner drops into a folder. chokidar reports a
 * PDF once its size has stopped changing for --settle-ms (awaitWriteFinish), so a file still being
 * written is never read; files already waiting when the watcher starts are taken too. Files are
 * processed one at a time, in arrival order (watch/inboxFile.ts). SIGINT/SIGTERM finish the file
 * in hand, then stop; a kill at any moment loses nothing and files nothing twice (watch/journal.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Command, Option } from 'commander';
import { DOCUMENT_NAME } from '../scanInput';
import { openEngine } from '../engine';
import { fromCaller, shown } from '../paths';
import { progressBar } from '../progress';
import {
  batchOptions,
  casesFrom,
  evidenceOption,
  searchableOption,
  fail,
  positiveInt,
  splitOption,
  splitThresholdOption,
  withEngineOptions,
  type BatchSplitCliOptions,
  type CommonOptions,
} from './common';

interface WatchCliOptions extends Omit<CommonOptions, 'format'>, BatchSplitCliOptions {
  out: string;
  settleMs: number;
  retryMs: number;
  format: 'text' | 'json';
}

const WATCHED = DOCUMENT_NAME;
const HEARTBEAT_MS = 15_000;

export function watchCommand(): Command {
  return withEngineOptions(
    new Command('watch')
      .description(
        'Watch a scanner folder: split each new PDF or TIFF, JPEG or PNG scan, file its documents under <out>/<ADJ number>/ (or unmatched/), ' +
          'add them to <out>/index.jsonl, index.csv and calendar.ics, move the original to <out>/originals/ ' +
          '(or <out>/failed/ with a .reason.txt). Runs until stopped.',
      )
      .argument('<inbox>', 'the folder the scanner writes into'),
  )
    .requiredOption('-o, --out <dir>', 'where filed documents, the index and the calendar go (not inside the inbox)')
    .option('--settle-ms <ms>', 'a file is complete once its size has not changed for this long', positiveInt, 2000)
    .option('--retry-ms <ms>', 'wait before retrying a file the server could not take (503, 504, 429, unreachable)', positiveInt, 30_000)
    .addOption(new Option('--format <format>', 'one line per file on stdout').choices(['text', 'json']).default('text'))
    .addOption(splitOption())
    .addOption(splitThresholdOption())
    .addOption(evidenceOption())
    .addOption(searchableOption())
    .action(async (inboxArg: string, opts: WatchCliOptions) => {
      try {
        await watch(fromCaller(inboxArg), fromCaller(opts.out), opts);
      } catch (error) {
        fail(error);
      }
    });
}

async function watch(inbox: string, outDir: string, opts: WatchCliOptions): Promise<void> {
  const options = batchOptions(opts);
  const cases = casesFrom(opts);
  if (!fs.statSync(inbox, { throwIfNoEntry: false })?.isDirectory()) throw new Error(`${shown(inbox)}: not a folder`);
  const relative = path.relative(inbox, outDir);
  if (!relative.startsWith('..') && !path.isAbsolute(relative)) throw new Error('--out must not be the inbox or inside it');
  fs.mkdirSync(outDir, { recursive: true });
  removePartials(outDir);
  const [{ default: chokidar }, { Journal }, { FiledIndex }, { processInboxFile }] = await Promise.all([
    import('chokidar'),
    import('../watch/journal'),
    import('../watch/filedIndex'),
    import('../watch/inboxFile'),
  ]);
  const engine = await openEngine(opts);
  const ctx = {
    engine,
    outDir,
    journal: new Journal(path.join(outDir, '.wcab-watch', 'journal.jsonl')),
    index: new FiledIndex(outDir),
    activityTypes: opts.activityTypes,
    cases,
    options,
  };
  const report = (line: object, text: string) => console.log(opts.format === 'json' ? JSON.stringify(line) : text);

  const pending = new Set<string>();
  let chain = Promise.resolve();
  let stopping = false;
  const enqueue = (file: string) => {
    if (pending.has(file) || stopping) return;
    pending.add(file);
    chain = chain.then(async () => {
      if (stopping || !fs.existsSync(file)) return void pending.delete(file);
      const bar = progressBar('pages', opts.quiet);
      const result = await processInboxFile({ ...ctx, onProgress: (_n, done, total) => bar.update(done, total) }, file);
      bar.stop();
      pending.delete(file);
      if (result.status === 'filed') report(result, `filed ${result.name}: ${result.files.join(', ') || 'no documents'}`);
      else if (result.status === 'already-filed') report(result, `already filed ${result.name} (moved out of the inbox)`);
      else if (result.status === 'failed') report(result, `failed ${result.name}: ${result.reason}`);
      else {
        report(result, `will retry ${result.name}: ${result.reason}`);
        setTimeout(() => enqueue(file), opts.retryMs).unref();
      }
    });
  };

  const watcher = chokidar.watch(inbox, {
    depth: 0,
    ignoreInitial: false,
    awaitWriteFinish: { stabilityThreshold: opts.settleMs, pollInterval: Math.min(200, opts.settleMs) },
    ignored: (p, stats) => path.basename(p).startsWith('.') || (!!stats?.isFile() && !WATCHED.test(p)),
  });
  watcher.on('add', (file) => WATCHED.test(file) && enqueue(file));
  watcher.on('error', (error) => console.error(`wcab: watching ${shown(inbox)}: ${(error as Error).message}`));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  // A heartbeat for health checks (the Compose service's): touched while the event loop runs.
  const alive = path.join(outDir, '.wcab-watch', 'alive');
  const beat = () => fs.writeFileSync(alive, new Date().toISOString());
  beat();
  const heartbeat = setInterval(beat, HEARTBEAT_MS);
  console.error(`wcab: watching ${shown(inbox)}, filing into ${shown(outDir)} (Ctrl-C to stop)`);

  await new Promise<void>((resolve) => {
    const stop = () => {
      if (stopping) return;
      stopping = true;
      console.error('wcab: stopping after the file in hand');
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  clearInterval(heartbeat);
  await watcher.close();
  await chain;
  await engine.close();
}

/** Temporary files of a run that was killed mid-write (writeAtomically): never a finished file. */
function removePartials(outDir: string): void {
  for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.partial')) fs.rmSync(path.join(entry.parentPath, entry.name), { force: true });
  }
}
