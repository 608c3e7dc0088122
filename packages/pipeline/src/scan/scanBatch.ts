/**
 * Finding the separator sheets of a batch, page by page: render and decode each page (the next
 * page renders while this one's barcodes decode on their own thread; never more than two pages at
 * once, so memory stays flat however long the batch), and an OCR of scanned pages sparse enough to
 * be a DWC form separator (a title and a few fields: see pageLayout.ts); the form is then told by its
 * title block and labels (dwcSeparator.ts), never by a page merely mentioning separator sheets. A page
 * laid out as the form (formLayout.ts: a title block over a column of ruled fields, little else) is judged
 * from one read of that block alone; a whole read a form check makes is kept in the job's reads, so the
 * stages after the scan never read the page again. Each page image is recycled (its buffer backs a later page)
 * as soon as it is looked at, or read when it is OCR'd.
 *
 * While the scan goes on, the OCR pool reads the first page of each document found so far (its top
 * part when the read plan reads less: readPlan.ts; the first pages whole with READ_PLAN=all), from
 * the image already rendered for the barcode pass: the
 * scan runs on this thread and the OCR on the pool's, so the two overlap instead of adding up.
 * Which pages start a document is only final at the end; an early read of a page that turns out
 * not to need one costs some OCR time, never a wrong answer.
 */
import { recycleRaster, type GrayImage, type PdfDocument } from '@wcab/pdf';
import type { SeparatorPayload, SeparatorRule } from '@wcab/sheets';
import { judgeDwcSeparator, mayBeDwcSeparator, type DwcFields } from './dwcSeparator';
import { BARCODE_DPI, inspectPage, type PageInspection } from './inspectPage';
import { glanceImage, ocrImageRead, ocrImagePart, type OcrContext, type OcrPartRead } from '../read/ocr';
import { completed, PageReads } from '../read/pageReads';
import { standaloneContext, type JobContext } from '../context/jobContext';
import { isSparsePage } from './pageLayout';
import { dwcFieldBlock, type Rows } from './formLayout';
import { preparePage, sketchPage, type OcrWord, type PreparedPage } from '@wcab/vision';
import { groupLines, wordsFromOcr } from '@wcab/layout';
import type { PageKind } from '../split/segment';

export interface ScannedPage {
  index: number;
  kind: PageKind;
  /** The usable text layer, when the page has one. */
  text?: string;
  /** What a separator page says about the next document. */
  payload?: SeparatorPayload;
  dwc?: DwcFields;
  /** Why the page, kept in its document, might have been a separator sheet. */
  doubt?: string;
}

export interface ScanProgress {
  (pagesDone: number, pagesTotal: number): void;
}

export interface ScanOptions {
  /**
   * Leading scanned pages of each document to OCR while scanning (0: none), at BARCODE_DPI, into
   * `reads`: its top part when the plan reads less (readPlan.ts), else the whole page (an empty,
   * complete read when it failed); a top part judged to the page's end is kept whole too.
   */
  earlyOcrPages?: number;
  /** The job's page reads (read/pageReads.ts) the early reads go to; none given: they are dropped with the scan. */
  reads?: PageReads;
  onProgress?: ScanProgress;
}

/**
 * OCR jobs (each holding its page image) the scan may have in flight before it waits, for each OCR process it keeps
 * running (JobContext.ocrConcurrency), beyond two: 6 with one process, 10 with two, so that both have reads to group
 * while the next pages render. With 2 a process (6 with two) the scan stopped for 2 s at a time on the barcode
 * batch while two processes read three pages each, and the reads it asked for after came one by one (docs/ocr.md).
 */
const OCR_IN_FLIGHT_PER_PROCESS = 4;

/**
 * An early read is joinable (PreparedPage.joinable: the pool may hold it with a worker idle for others to join it)
 * while at least this many pages are left to look at after its own: more reads are likely to come, and the scan keeps
 * a core busy meanwhile. The last pages' reads are not held so: nothing may come to join them.
 */
const JOINABLE_PAGES_LEFT = 2;

/** What the scan needs of the job: OCR and how many reads at once, telemetry and the read plan. */
export type ScanContext = Pick<JobContext, 'ocr' | 'ocrConcurrency' | 'telemetry' | 'readPlan' | 'barcodes'>;

export async function scanBatch(
  pdf: PdfDocument,
  rule: SeparatorRule,
  options: ScanOptions = {},
  ctx: ScanContext = standaloneContext(),
): Promise<ScannedPage[]> {
  const pages: ScannedPage[] = [];
  const reads = options.reads ?? new PageReads(ctx, pdf);
  const pending = new InFlight(2 + OCR_IN_FLIGHT_PER_PROCESS * Math.max(1, ctx.ocrConcurrency));
  const earlyPages = options.earlyOcrPages ?? 0;
  /** Content pages since the last separator known so far (or the batch start). */
  let intoDocument = 0;
  const joinable = (index: number) => index + JOINABLE_PAGES_LEFT < pdf.pageCount;
  const inspect = (index: number) => inspectPage(pdf, index, rule, ctx).catch(() => undefined);
  // One page ahead: the next page renders here while this one's barcodes decode on their thread.
  const ahead = [inspect(0)];
  for (let index = 0; index < pdf.pageCount; index++) {
    if (index + 1 < pdf.pageCount) ahead.push(inspect(index + 1));
    const seen = await ahead.shift();
    const page: ScannedPage = { index, kind: 'content', text: seen?.text };
    pages.push(page);
    options.onProgress?.(index + 1, pdf.pageCount);
    // A page PDFium cannot render stays a content page: its document reports what the rest holds.
    if (!seen) continue;
    const { image } = seen;
    const kind = knownKind(seen, page);
    if (kind === 'separator') intoDocument = 0;
    // A scanned page laid out as the DWC form (formLayout.ts): its title and fields are read alone, not the page.
    // Measured once: the same page's line count answers the form check below too (a few ms a page of print).
    const sparse = kind === 'content' && !seen.text && isSparsePage(image);
    // Read now unless it proves a sheet: a document's first pages, while the plan reads early.
    const readNow = kind === 'content' && !seen.text && intoDocument < earlyPages;
    const form = sparse ? formBlock(image, readNow) : undefined;
    if (form?.rows) {
      intoDocument = 0; // taken for a sheet until read: the next page starts a document (its early read is OCR time, never a wrong answer)
      await pending.add(formFieldsCheck(ctx, reads, page, image, { prepared: form.prepared, rows: form.rows }, joinable(index)));
      continue;
    }
    if (kind === 'content') intoDocument++;
    // A sparse page straightened to look for the form's layout is read from that copy, not straightened again.
    const straightened = form?.prepared;
    if (!readNow && straightened && straightened.image !== image) recycleRaster(straightened.image);
    if (readNow) {
      // The read also tells whether the page is a DWC separator form (judgeEarlyRead): its top part when
      // the plan reads less, sparse or not (the form's title block and labels are at its top). The image
      // is recycled once read, with its straightened copy; a failed read leaves them to the collector (the OCR host may not be done with it).
      const part = ctx.readPlan === 'less' ? 'top' : 'whole';
      // A page whose search read a code (a stray one: a separator's page is no document's) may hold nothing but it under its top part.
      const read = ocrImagePart(ctx, image, part, false, straightened, joinable(index) ? 'joinable' : true, seen.barcodes.length > 0).then(
        (r) => {
          if (straightened && straightened.image !== image) recycleRaster(straightened.image);
          recycleRaster(image);
          return { ...r, pxPerPt: BARCODE_DPI / 72 };
        },
        () => ({ text: '', words: [], pxPerPt: BARCODE_DPI / 72, complete: true }),
      );
      reads.put(index, part, BARCODE_DPI, read);
      await pending.add(read.then((r) => judgeEarlyRead(reads, page, r)));
      continue;
    }
    if (sparse) {
      await pending.add(formCheck(ctx, reads, page, image)); // reads a copy: the page itself is done with
    }
    recycleRaster(image);
  }
  await pending.all();
  return pages;
}

/** What the page is from its barcodes, text layer and ink alone (no OCR). */
function knownKind(seen: PageInspection, page: ScannedPage): PageKind {
  if (seen.separatorBarcode) {
    page.kind = 'separator';
    page.payload = seen.separatorBarcode.payload;
  } else if (seen.text) {
    markIfFormSeparator(page, seen.text);
  } else if (seen.blank) {
    page.kind = 'blank';
  }
  return page.kind;
}

/**
 * The separator verdict on an early read. A top part that shows nothing of the form is content (the
 * form's title block and labels are at its top); one that shows anything of it (mayBeDwcSeparator) is
 * read to its end and judged whole, as every page was before plans read less.
 */
async function judgeEarlyRead(reads: PageReads, page: ScannedPage, read: OcrPartRead): Promise<void> {
  if (!read.complete && !mayBeDwcSeparator(read.text)) return;
  // Read to its end at the early read's resolution; failing that, the top part stands as the page's read.
  const rest = () => reads.read(page.index, 'rest', BARCODE_DPI);
  const whole = read.complete
    ? read
    : await reads.put(
        page.index,
        'whole',
        BARCODE_DPI,
        completed(read, rest).catch(() => ({ ...read, complete: true })),
      );
  markIfFormSeparator(page, whole.text);
}

/**
 * A block's text line by line as printed, from its words' boxes: read alone, the block's label column
 * comes back apart from its values, which the judge wants on one line ("Document Title: ADJ-...").
 */
function linesOf(read: { text: string; words?: OcrWord[] }): string {
  if (!read.words?.length) return read.text;
  return groupLines(wordsFromOcr(read.text, read.words))
    .map((line) => line.text)
    .join('\n');
}

/**
 * A sparse page straightened for OCR, and the rows of its title-and-fields block when it has the form's layout
 * (undefined for a blank page, or for a page not to be read now without the layout). The straightened copy is the
 * caller's to read or recycle. A page to be read now (`reading`: a document's first page) is straightened for its
 * read anyway and judged on that. Any other (a sheet after a document, a document's later page) is judged on a
 * sketch (sketchPage: half the page's size, each pixel the darkest of its block), its rows doubled, and
 * straightened only when it has the layout: a page of a short document is not straightened for nothing (about
 * 25 ms of a 200-DPI page; the sketch and its judging take about two thirds of what straightening and judging the
 * page did, measured on the bench workloads' sparse pages: docs/ocr.md). The sketch keeps a thin rule that still drifts a pixel across the page whole, where the page straightened
 * for reading blurs it grey and breaks it: the sheet fed 2.7, -2.9 or 4.1 degrees crooked is found on the sketch only.
 */
function formBlock(image: GrayImage, reading: boolean): { prepared: PreparedPage; rows?: Rows } | undefined {
  if (reading) {
    const prepared = preparePage(image);
    return prepared && { prepared, rows: dwcFieldBlock(prepared.image) };
  }
  const sketch = sketchPage(image);
  if (!sketch) return undefined;
  const block = dwcFieldBlock(sketch.image);
  recycleRaster(sketch.image);
  if (!block) return undefined;
  const prepared = preparePage(image, sketch)!;
  return { prepared, rows: { top: 2 * block.top, bottom: Math.min(prepared.image.height, 2 * block.bottom) } };
}

/**
 * A page with the form's layout, judged from one read of its title-and-fields block (one OCR run over a
 * third of the page, at the page's rendering, with the quick model: it decides what the page is, and the
 * sheet's title it reads is only a hint for the next document's activity label). A block that does not
 * read as the sheet leaves the page to be read whole with the accurate model (kept in the job's reads: it
 * is a document's page after all) and judged from that.
 */
function formFieldsCheck(
  ctx: OcrContext,
  reads: PageReads,
  page: ScannedPage,
  image: GrayImage,
  form: { prepared: PreparedPage; rows: Rows },
  joinable: boolean,
): Promise<void> {
  const { prepared, rows } = form;
  return ctx.telemetry
    .timeStage('ocr', () => ctx.ocr({ ...prepared, rows, use: 'quick', mayWait: true, ...(joinable ? { joinable } : {}) }))
    .then(
      (read) => judgeDwcSeparator(linesOf(read)),
      () => undefined,
    )
    .then(async (verdict) => {
      if (prepared.image !== image) recycleRaster(prepared.image);
      if (verdict?.kind === 'separator') {
        recycleRaster(image);
        page.kind = 'separator';
        page.dwc = verdict.fields;
        return;
      }
      const whole = await readWhole(ctx, reads, page.index, image).catch(() => undefined);
      if (whole) markIfFormSeparator(page, whole.text); // unread, the page stays a content page
    });
}

/**
 * Whether a sparse page is the form, read from copies (the page itself is recycled at once): first a
 * glance at half resolution, which tells most short pages of content from the form at about half the
 * cost of a whole read (ocr.ts glanceImage); a page whose glance shows anything of the form, or reads
 * too unsure to tell, is then read whole and judged as every sparse page was before.
 */
function formCheck(ctx: OcrContext, reads: PageReads, page: ScannedPage, image: GrayImage): Promise<void> {
  const glance = glanceImage(ctx, image);
  const copy: GrayImage = { ...image, data: image.data.slice() };
  return glance
    .then(async (g) => {
      if (!g.unsure && !mayBeDwcSeparator(g.text)) return;
      markIfFormSeparator(page, (await readWhole(ctx, reads, page.index, copy)).text);
    })
    .catch(() => undefined); // an OCR failure leaves the page a content page
}

/**
 * A page read whole from its scan image (recycled once read), kept in the job's reads: when the page
 * turns out to be a document's, its read stage, automatic splitting and evidence start from this read.
 */
function readWhole(ctx: OcrContext, reads: PageReads, index: number, image: GrayImage): Promise<OcrPartRead> {
  // A failed read is not kept (PageReads forgets it): a later stage reads the page again.
  const whole = ocrImageRead(ctx, image).then((r) => {
    recycleRaster(image);
    return { ...r, pxPerPt: BARCODE_DPI / 72 };
  });
  return reads.put(index, 'whole', BARCODE_DPI, whole);
}

function markIfFormSeparator(page: ScannedPage, text: string): void {
  const verdict = judgeDwcSeparator(text);
  if (verdict.kind === 'uncertain') page.doubt = verdict.reason;
  if (verdict.kind !== 'separator') return;
  page.kind = 'separator';
  page.dwc = verdict.fields; // a separator is no document's page: what was read of it is never asked for again
}

/** A bounded set of running jobs: add() waits while the set is full. */
class InFlight {
  private readonly running = new Set<Promise<void>>();
  private readonly started: Promise<void>[] = [];

  constructor(private readonly limit: number) {}

  async add(job: Promise<void>): Promise<void> {
    const tracked = job.finally(() => this.running.delete(tracked));
    this.running.add(tracked);
    this.started.push(tracked);
    if (this.running.size >= this.limit) await Promise.race(this.running);
  }

  async all(): Promise<void> {
    await Promise.all(this.started);
  }
}
