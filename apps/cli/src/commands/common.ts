/** What the document commands share: engine options, the output format, failing with a message. */
import { type Command, InvalidArgumentError, Option } from 'commander';
import { FORMATS, type Format } from '../records';
import type { Case } from '@wcab/contract';
import type { BatchCliOptions, EngineOptions } from '../engine';
import { readCases } from '../cases';
import { EXIT, exitKindOf } from '../exitCodes';

export const positiveInt = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a positive integer');
  return n;
};

export const commaList = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export interface CommonOptions extends EngineOptions {
  format: Format;
  activityTypes?: string[];
  /** The --cases file as typed; read by casesFrom(). */
  cases?: string;
  quiet?: boolean;
}

/** The cases of --cases, validated (exit 3 for a file that is not a list of cases), or undefined. */
export function casesFrom(opts: { cases?: string }): Case[] | undefined {
  return opts.cases === undefined ? undefined : readCases(opts.cases);
}

/** --url/--key/--threads, --activity-types, --quiet. */
export function withEngineOptions(command: Command): Command {
  return command
    .option('--url <url>', 'send the documents to this server instead of processing them here (e.g. http://localhost:8080)')
    .option('--key <key>', 'API key for --url (default: WCAB_API_KEY)')
    .option('--threads <n>', 'worker threads when processing here (default: WORKER_THREADS or the core count)', positiveInt)
    .option('--activity-types <list>', 'comma list of your document labels; each document gets the best fit', commaList)
    .option('--cases <file>', 'your known cases, so documents are matched to them: a JSON array or a CSV with columns adj_number, claimant_name, employer')
    .option('-q, --quiet', 'no progress bar');
}

/** A probability: a number from 0 to 1. */
export const probability = (value: string) => {
  const n = Number(value);
  if (value.trim() === '' || !(n >= 0 && n <= 1)) throw new InvalidArgumentError('must be a number from 0 to 1');
  return n;
};

/** --evidence: where each field was read, in the JSON the command writes (options.evidence). */
export const evidenceOption = () =>
  new Option('--evidence', 'add where each field was read (page, words, box, confidence) to the JSON output (options.evidence)').default(false);

/** On by default: a filed scan is found by its words in any PDF viewer or desktop search. */
export const searchableOption = () =>
  new Option(
    '--no-searchable',
    'write the documents as copied from the batch, without the invisible OCR text layer over their scanned pages ' +
      '(by default every scanned page is read whole and its words laid over the page image, so the PDFs are searchable: options.searchable)',
  );

/** The batch options `split` and `watch` share: --split, --split-threshold and --evidence. */
export interface BatchSplitCliOptions {
  split?: 'separators' | 'auto';
  splitThreshold?: number;
  evidence: boolean;
  /** --no-searchable turns it off. */
  searchable: boolean;
}

/** --split separators|auto and --split-threshold <p>, as `split` and `watch` take them (with --evidence). */
export const splitOption = () => new Option('--split <how>', SPLIT_HELP).choices(['separators', 'auto']);
export const splitThresholdOption = () => new Option('--split-threshold <p>', SPLIT_THRESHOLD_HELP).argParser(probability);

const SPLIT_HELP =
  'separators: split only at separator sheets; auto: also where the pages show a new document starts (default: auto for a batch without any separator sheet, separators for one with a sheet)';
const SPLIT_THRESHOLD_HELP =
  'when splitting automatically (--split auto, or by default a batch without separator sheets): the probability (0-1) at or above which a boundary found from the pages splits (default: SPLIT_THRESHOLD, else the calibrated threshold of the boundary model)';

/**
 * The request's batch options from the command line. A threshold with `--split separators` is refused (nothing would
 * use it); without --split it is sent, for the batch the server splits automatically by default (one without sheets).
 */
export function batchOptions(opts: BatchSplitCliOptions): BatchCliOptions {
  if (opts.splitThreshold !== undefined && opts.split === 'separators') throw new Error('--split-threshold does not go with --split separators');
  // Searchable documents are made where the OCR words are (the engine), so they come back inline.
  const searchable = opts.searchable !== false;
  return { split: opts.split, split_threshold: opts.splitThreshold, evidence: opts.evidence, ...(searchable ? { searchable, include_documents: true } : {}) };
}

/** The engine options and --format text|json|csv. */
export function withCommonOptions(command: Command, formats: Format[] = FORMATS): Command {
  return withEngineOptions(command).addOption(new Option('--format <format>', 'what stdout gets').choices(formats).default('text'));
}

/** A failure as one line on stderr and the exit status of its kind (exitCodes.ts); ApiErrors show their code. */
export function fail(error: unknown): void {
  const code = (error as { code?: unknown })?.code;
  const message = error instanceof Error ? (error.name === 'ApiError' ? `${error.message} (${String(code)})` : error.message) : String(error);
  console.error(`wcab: ${message}`);
  process.exitCode = EXIT[exitKindOf(error)];
}

export function print(text: string): void {
  if (text) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
}
