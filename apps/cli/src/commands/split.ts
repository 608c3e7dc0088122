/** `wcab split <batch.pdf> --out <dir>`: split PDFs, index.json, index.csv and calendar.ics in <dir>. */
import fs from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { openEngine, type Engine } from '../engine';
import { fromCaller, shown } from '../paths';
import { readDocument, STDIN } from '../input';
import { asPdf } from '../scanInput';
import { progressBar } from '../progress';
import { indexCsv, indexText } from '../records';
import { writeAtomically } from '../atomicWrite';
import {
  batchOptions,
  casesFrom,
  evidenceOption,
  searchableOption,
  fail,
  print,
  splitOption,
  splitThresholdOption,
  withCommonOptions,
  type BatchSplitCliOptions,
  type CommonOptions,
} from './common';

interface SplitCliOptions extends CommonOptions, BatchSplitCliOptions {
  out: string;
}

export function splitCommand(): Command {
  return withCommonOptions(
    new Command('split')
      .description(
        'Split a batch scan at its separator sheets (with --split auto, also where its pages show a new document): writes each document as a PDF named by its suggested file name, ' +
          'an index (index.json, index.csv) and the hearings, trials, appointments and deadlines (calendar.ics)',
      )
      .argument('<batch>', 'the batch: a PDF, or a TIFF, JPEG or PNG scan; - reads it from standard input'),
  )
    .requiredOption('-o, --out <dir>', 'folder to write into (created if needed)')
    .addOption(splitOption())
    .addOption(splitThresholdOption())
    .addOption(evidenceOption())
    .addOption(searchableOption())
    .action(async (batchPath: string, opts: SplitCliOptions) => {
      let engine: Engine | undefined;
      const bar = progressBar('pages', opts.quiet);
      try {
        const options = batchOptions(opts);
        const cases = casesFrom(opts);
        const source = batchPath === STDIN ? 'stdin' : shown(fromCaller(batchPath));
        // A TIFF, JPEG or PNG scan becomes the PDF its documents are cut from.
        const document = await asPdf(await readDocument(batchPath));
        engine = await openEngine(opts);
        // The engine may take the bytes over (a worker thread): it gets its own copy.
        const result = await engine.batch({
          document: document.slice(),
          activityTypes: opts.activityTypes,
          cases,
          options,
          onProgress: (p) => bar.update(p.pagesDone, p.pagesTotal),
        });
        bar.stop();
        const outDir = fromCaller(opts.out);
        fs.mkdirSync(outDir, { recursive: true });
        const { rowsCalendar, writeDocuments } = await import('../documents');
        const rows = await writeDocuments(document, result, outDir, source);
        writeAtomically(path.join(outDir, 'index.json'), JSON.stringify(rows, null, 2) + '\n');
        writeAtomically(path.join(outDir, 'index.csv'), indexCsv(rows));
        writeAtomically(path.join(outDir, 'calendar.ics'), rowsCalendar(rows));
        print(opts.format === 'json' ? JSON.stringify(rows, null, 2) : opts.format === 'csv' ? indexCsv(rows) : indexText(rows));
      } catch (error) {
        bar.stop();
        fail(error);
      } finally {
        await engine?.close();
      }
    });
}
