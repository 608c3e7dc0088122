/**
 * One complete file from the inbox, start to end: analysed as a batch, its documents filed under a
 * folder per ADJ number (or unmatched/), its rows added to the index and calendar, the journal
 * told, and the original moved to originals/ (or, when it cannot be processed, to failed/ with a
 * .reason.txt beside it). Every step can be repeated after a crash without a duplicate: see the
 * journal, the index's digests and writeDocuments' same-content check.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BatchCliOptions, Engine } from '../engine';
import { writeDocuments } from '../documents';
import { asPdf } from '../scanInput';
import type { FiledIndex, FiledRow } from './filedIndex';
import type { Journal } from './journal';
import type { Case } from '@wcab/contract';

export interface WatchContext {
  engine: Engine;
  outDir: string;
  journal: Journal;
  index: FiledIndex;
  activityTypes?: string[];
  /** --cases: the known cases every file is matched against. */
  cases?: Case[];
  /** --split, --split-threshold and --evidence, sent with every file. */
  options?: BatchCliOptions;
  onProgress?: (name: string, done: number, total?: number) => void;
}

export type FileResult =
  | { status: 'filed'; name: string; files: string[] }
  | { status: 'already-filed'; name: string }
  | { status: 'failed'; name: string; reason: string }
  | { status: 'retry'; name: string; reason: string };

/** Errors that say the server is away, not that the file is bad: the file stays for a retry. */
const TRANSIENT = new Set(['SERVICE_UNAVAILABLE', 'TIMEOUT', 'RATE_LIMITED', 'QUOTA_EXCEEDED']);

export const UNMATCHED = 'unmatched';

export async function processInboxFile(ctx: WatchContext, file: string): Promise<FileResult> {
  const name = path.basename(file);
  const bytes = new Uint8Array(fs.readFileSync(file));
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const known = ctx.journal.get(sha256);
  if (known) {
    moveAway(file, path.join(ctx.outDir, known.status === 'filed' ? 'originals' : 'failed'));
    return { status: 'already-filed', name };
  }
  try {
    const pdf = await asPdf(bytes); // a TIFF, JPEG or PNG scan as the PDF its documents are cut from
    const result = await ctx.engine.batch({
      document: pdf.slice(),
      activityTypes: ctx.activityTypes,
      cases: ctx.cases,
      options: ctx.options,
      onProgress: (p) => ctx.onProgress?.(name, p.pagesDone, p.pagesTotal),
    });
    const rows = await writeDocuments(pdf, result, ctx.outDir, name, { keepExisting: true, folderOf: (doc) => adjFolder(doc.adj_numbers) });
    ctx.index.append(
      sha256,
      rows.map((r): FiledRow => ({ ...r, source_sha256: sha256 })),
    );
    ctx.journal.record({ sha256, name, status: 'filed', at: new Date().toISOString(), documents: rows.length });
    moveAway(file, path.join(ctx.outDir, 'originals'));
    return { status: 'filed', name, files: rows.map((r) => r.file) };
  } catch (error) {
    const code = String((error as { code?: unknown }).code ?? '');
    const reason = `${(error as Error).message ?? String(error)}${code ? ` (${code})` : ''}`;
    if (TRANSIENT.has(code) || (error as Error).name === 'TypeError' /* fetch: server unreachable */) return { status: 'retry', name, reason };
    const moved = moveAway(file, path.join(ctx.outDir, 'failed'));
    fs.writeFileSync(`${moved}.reason.txt`, `${reason}\n`);
    ctx.journal.record({ sha256, name, status: 'failed', at: new Date().toISOString(), reason });
    return { status: 'failed', name, reason };
  }
}

/** The folder of a document's case: its first ADJ number (a separator sheet's comes first), else unmatched/. */
export function adjFolder(adjNumbers: string[]): string {
  const adj = adjNumbers.find((n) => /^ADJ\d+$/i.test(n));
  return adj ? adj.toUpperCase() : UNMATCHED;
}

/** Moves a file into `folder` under a name not yet taken there; returns where it went. */
function moveAway(file: string, folder: string): string {
  fs.mkdirSync(folder, { recursive: true });
  const ext = path.extname(file);
  const stem = path.basename(file, ext);
  let target = path.join(folder, path.basename(file));
  for (let n = 2; fs.existsSync(target); n++) target = path.join(folder, `${stem}-${n}${ext}`);
  try {
    fs.renameSync(file, target);
  } catch (error) {
    if ((error as { code?: string }).code !== 'EXDEV') throw error;
    // Inbox and output on different file systems: copy, then remove.
    fs.copyFileSync(file, target);
    fs.unlinkSync(file);
  }
  return target;
}
