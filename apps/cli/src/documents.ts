/**
 * A batch's documents written to disk: its split PDFs (copied from the batch, packages/output; or as the
 * engine made them, searchable, when they came back inline in `pdf_base64`),
 * the index rows describing them, and the calendar of the rows. Shared by `split` and `watch`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BatchResult } from '@wcab/contract';
import { batchEntries, calendarText, splitBatch, uniqueFileNames } from '@wcab/output';
import type { IndexRow } from './records';
import { writeAtomically } from './atomicWrite';

export interface WriteOptions {
  /** The folder (under the output folder) a document goes to; default: the output folder itself. */
  folderOf?: (doc: BatchResult['documents'][number]) => string;
  /** Never overwrite a file already there (a watched inbox files many batches into one tree). */
  keepExisting?: boolean;
}

export async function writeDocuments(batch: Uint8Array, result: BatchResult, outDir: string, source: string, options: WriteOptions = {}): Promise<IndexRow[]> {
  const inline = result.documents.every((d) => d.pdf_base64);
  const names = uniqueFileNames(result.documents.map((d) => d.suggested_filename));
  const files =
    inline && result.documents.length > 0
      ? result.documents.map((d, i) => ({ name: names[i]!, bytes: Buffer.from(d.pdf_base64!, 'base64') }))
      : await splitBatch(batch, result.documents);
  return result.documents.map((doc, i) => {
    const folder = path.join(outDir, options.folderOf?.(doc) ?? '');
    fs.mkdirSync(folder, { recursive: true });
    const { name, bytes } = files[i]!;
    const target = options.keepExisting ? freeName(folder, name, bytes) : path.join(folder, name);
    if (!sameContent(target, bytes)) writeAtomically(target, bytes);
    const { pdf_base64: _inline, ...fields } = doc;
    return { file: path.relative(outDir, target), source, ...fields };
  });
}

/**
 * `name` in `folder`, numbered -2, -3, ... past files of other content. A file with the very same
 * bytes is this document already (a run interrupted after writing it): its name is reused.
 */
function freeName(folder: string, name: string, bytes: Uint8Array): string {
  const stem = name.replace(/\.pdf$/i, '');
  let candidate = path.join(folder, name);
  for (let n = 2; fs.existsSync(candidate) && !sameContent(candidate, bytes); n++) candidate = path.join(folder, `${stem}-${n}.pdf`);
  return candidate;
}

function sameContent(file: string, bytes: Uint8Array): boolean {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return !!stat && stat.size === bytes.byteLength && fs.readFileSync(file).equals(bytes);
}

/** The calendar of index rows (from one batch or many): each row's dates, naming its source. */
export function rowsCalendar(rows: IndexRow[]): string {
  const sources = [...new Set(rows.map((r) => r.source))];
  return calendarText(sources.flatMap((source) => batchEntries({ separator_pages: [], documents: rows.filter((r) => r.source === source) }, source)));
}
