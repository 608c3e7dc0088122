/** `wcab classify <files|folders>`: classify each PDF; a line, JSON or CSV per file; optionally a calendar. */
import { Command } from 'commander';
import type { ApiError, Case } from '@wcab/contract';
import { openEngine, type Engine } from '../engine';
import { CliError, EXIT, exitKindOf, type ExitKind } from '../exitCodes';
import { readDocument, STDIN } from '../input';
import { expandInputs, fromCaller, shown } from '../paths';
import { progressBar } from '../progress';
import { classifyCsv, classifyText, type ClassifiedFile } from '../records';
import { writeAtomically } from '../atomicWrite';
import { casesFrom, evidenceOption, fail, print, withCommonOptions, type CommonOptions } from './common';

interface ClassifyCliOptions extends CommonOptions {
  dates: boolean;
  adj: boolean;
  evidence: boolean;
  ics?: string;
}

export function classifyCommand(): Command {
  return withCommonOptions(
    new Command('classify')
      .description('Classify PDF files and TIFF, JPEG or PNG scans (folders are searched recursively) and extract ADJ numbers, parties and dates')
      .argument('<paths...>', 'PDF, TIFF, JPEG or PNG files, or folders; - reads one document from standard input'),
  )
    .option('--no-dates', 'skip date extraction')
    .option('--no-adj', 'skip ADJ number extraction')
    .addOption(evidenceOption())
    .option('--ics <file>', 'also write the hearing, trial, appointment and deadline dates as an iCalendar file')
    .action(async (paths: string[], opts: ClassifyCliOptions) => {
      let engine: Engine | undefined;
      try {
        const files = paths.flatMap((p) => (p === STDIN ? [STDIN] : expandInputs([p])));
        if (files.filter((f) => f === STDIN).length > 1) throw new CliError('usage', '- (standard input) can be named once');
        if (files.length === 0) throw new CliError('input', 'no PDF, TIFF, JPEG or PNG files found');
        const cases = casesFrom(opts);
        engine = await openEngine(opts);
        const { results, failures } = await classifyAll(engine, files, opts, cases);
        print(opts.format === 'json' ? JSON.stringify(results, null, 2) : opts.format === 'csv' ? classifyCsv(results) : classifyText(results));
        if (opts.ics) {
          const { calendarText, classifyEntries } = await import('@wcab/output');
          const entries = results.flatMap((r) => (r.result ? classifyEntries(r.result, r.file) : []));
          writeAtomically(fromCaller(opts.ics), calendarText(entries));
        }
        // Some files done and some not: partial failure (6); none done: the kind of the first failure.
        if (failures.length > 0) process.exitCode = failures.length < files.length ? EXIT.partial : EXIT[failures[0]!];
      } catch (error) {
        fail(error);
      } finally {
        await engine?.close();
      }
    });
}

/** Every file, a few at a time (the engine's threads do the work); a failure is recorded, not fatal. */
async function classifyAll(
  engine: Engine,
  files: string[],
  opts: ClassifyCliOptions,
  cases: Case[] | undefined,
): Promise<{ results: ClassifiedFile[]; failures: ExitKind[] }> {
  const results: ClassifiedFile[] = new Array(files.length);
  const failures: ExitKind[] = [];
  const bar = progressBar('files', opts.quiet);
  let next = 0;
  let done = 0;
  const options = { extract_dates: opts.dates, extract_adj: opts.adj, evidence: opts.evidence, searchable: false };
  const worker = async () => {
    for (let i = next++; i < files.length; i = next++) {
      const file = files[i] === STDIN ? STDIN : shown(files[i]!);
      try {
        const document = await readDocument(files[i] === STDIN ? STDIN : files[i]!);
        results[i] = { file, result: await engine.classify({ document, options, activityTypes: opts.activityTypes, cases }) };
      } catch (error) {
        const { name, message, code } = error as ApiError;
        results[i] = { file, error: { error: message, code: name === 'ApiError' ? code : 'FAILED' } };
        failures.push(exitKindOf(error));
      }
      bar.update(++done, files.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(files.length, (opts.threads ?? 4) * 2) }, worker));
  bar.stop();
  return { results, failures };
}
