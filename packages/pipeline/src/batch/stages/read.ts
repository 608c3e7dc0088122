/**
 * Stage 3, per document: read only what the document needs. Text-layer pages cost nothing; scanned
 * pages start from what the job has read already (automatic splitting's whole pages, the scan's early
 * read), then are read by the plan (read/readPlan.ts) until the document's fields are all found, and
 * past its first BATCH_OCR_FIRST_PAGES scanned pages (and BATCH_OCR_EXTRA_PAGES more at most) only while
 * the applicant or the document's date is missing (they name the file).
 */
import type { Case } from '@wcab/contract';
import type { JobContext } from '../../context/jobContext';
import { analyzeText, type Analysis } from '../../analysis/analyze';
import type { OcrPartRead, PagePart } from '../../read/ocr';
import { missingFields, readByPlan } from '../../read/readPlan';
import { BARCODE_DPI } from '../../scan/inspectPage';
import type { ScannedPage } from '../../scan/scanBatch';
import type { SplitSegment } from '../../split/contentBoundaries';
import type { SplitBatch } from './split';

/** One document of the batch, its pages as read. */
export interface ReadDocument {
  batch: SplitBatch;
  segment: SplitSegment;
  /** Its content pages (separator sheets and blank pages left out). */
  own: ScannedPage[];
  /** Those without a usable text layer. */
  scanned: ScannedPage[];
  /** What was read of the scanned pages, by page. */
  reads: Map<number, OcrPartRead>;
}

/** What a batch document answers beyond its type and applicant: its date, ADJ numbers and calendar events. */
// Its calendar is read on for only while an event is announced and not dated (readPlan.ts Needs.events).
const BATCH_NEEDS = { documentDate: true, adj: true, employer: false, events: 'announced' } as const;

const UNREAD: OcrPartRead = { text: '', words: [], pxPerPt: 0, complete: true };

export async function read(batch: SplitBatch, segment: SplitSegment, ctx: JobContext): Promise<ReadDocument> {
  const { pages, params } = batch;
  const own = pages.slice(segment.startPage - 1, segment.endPage).filter((p) => p.kind === 'content');
  const scanned = own.filter((p) => !p.text);
  const doc: ReadDocument = { batch, segment, own, scanned, reads: new Map() };
  const { reads } = doc;
  for (const p of scanned) {
    const before = batch.reads.wholeRead(p.index) ?? batch.reads.early(p.index); // automatic splitting's, else the scan's
    if (before) reads.set(p.index, await before);
  }
  if (scanned.length === 0) return doc;
  const { batchFirstPages, batchExtraPages } = ctx.budgets;
  const enough = () => {
    const analysis = analyzePages(doc, params.cases, ctx);
    const pagesRead = scanned.filter((p) => reads.has(p.index)).length;
    if (ctx.readPlan === 'less' && missingFields(analysis, BATCH_NEEDS).length === 0) return true;
    return pagesRead >= Math.min(batchFirstPages, scanned.length) && !!analysis.applicant && !!analysis.documentDate;
  };
  await readByPlan(
    scanned.slice(0, batchFirstPages + batchExtraPages).map((p) => p.index),
    partReader(batch),
    reads,
    enough,
    ctx.readPlan,
  );
  return doc;
}

/** Reads one part of a page of the batch: the rest of a page the scan read the top of at the scan's DPI, so its cut falls on the same gap. */
function partReader(batch: SplitBatch): (index: number, part: PagePart) => Promise<OcrPartRead> {
  return (index, part) => batch.reads.read(index, part, batch.reads.early(index) ? BARCODE_DPI : undefined).catch(() => UNREAD);
}

/**
 * Every scanned page of the document read whole, for its searchable PDF (options.searchable): what the
 * analysis read is reused (a page read to its top part has only its rest read), the rest read now. A copy:
 * the document's own reads, which its answer was made of, stay as they were.
 */
export async function readWhole(doc: ReadDocument): Promise<Map<number, OcrPartRead>> {
  const reads = new Map(doc.reads);
  await readByPlan(
    doc.scanned.map((p) => p.index),
    partReader(doc.batch),
    reads,
    () => false,
    'all',
  );
  return reads;
}

/** The text a page was read as, if it was. */
export function textOf(doc: ReadDocument, page: ScannedPage): string | undefined {
  return page.text ?? doc.reads.get(page.index)?.text;
}

/** The document's pages as read so far, analysed (while reading, to know when to stop; then by the analyse stage). */
export function analyzePages(doc: ReadDocument, cases: Case[] | undefined, ctx: JobContext): Analysis {
  return analyzeText(
    doc.own.map((p) => textOf(doc, p) ?? ''),
    cases,
    undefined,
    ctx.telemetry,
    ctx.classifyModel,
  );
}
