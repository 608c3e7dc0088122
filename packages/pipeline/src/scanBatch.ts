/**
 * Finding the separator sheets of a batch, page by page: render and decode each page (the next
 * page renders while this one's barcodes decode on their own thread; never more than two pages at
 * once, so memory stays flat however long the batch), and an OCR of scanned pages sparse enough to
 * be a DWC form separator (a title and a few fields: see pageLayout.ts); the form is then told by its
 * title block and labels (dwcSeparator.ts), never by a page merely mentioning separator sheets. Each page image is recycled (its buffer backs a later page)
 * as soon as it is looked at, or read when it is OCR'd.
 *
 * While the scan goes on, the OCR pool reads the first pages of each document found so far (the
 * pages every document needs read), from the image already rendered for the barcode pass: the
 * scan runs on this thread and the OCR on the pool's, so the two overlap instead of adding up.
 * Which pages start a document is only final at the end; an early read of a page that turns out
 * not to need one costs some OCR time, never a wrong answer.
 */
import { recycleRaster, type GrayImage, type PdfDocument } from '@wcab/pdf';
import type { SeparatorPayload, SeparatorRule } from '@wcab/sheets';
import { judgeDwcSeparator, type DwcFields } from './dwcSeparator';
import { inspectPage, type PageInspection } from './inspectPage';
import { ocrImage, ocrRenderedPage } from './ocr';
import { isSparsePage } from './pageLayout';
import type { PageKind } from './segment';

export interface ScannedPage {
  index: number;
  kind: PageKind;
  /** The usable text layer, when the page has one. */
  text?: string;
  /** OCR of the page started during the scan (resolves to '' when it failed). */
  earlyOcr?: Promise<string>;
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
  /** Leading scanned pages of each document to OCR while scanning (0: none). */
  earlyOcrPages?: number;
  onProgress?: ScanProgress;
}

/** OCR jobs (each holding its page image) the scan may have in flight before it waits. */
const MAX_OCR_IN_FLIGHT = 4;

export async function scanBatch(pdf: PdfDocument, rule: SeparatorRule, options: ScanOptions = {}): Promise<ScannedPage[]> {
  const pages: ScannedPage[] = [];
  const pending = new InFlight(MAX_OCR_IN_FLIGHT);
  const earlyPages = options.earlyOcrPages ?? 0;
  /** Content pages since the last separator known so far (or the batch start). */
  let intoDocument = 0;
  const inspect = (index: number) => inspectPage(pdf, index, rule).catch(() => undefined);
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
    const readNow = kind === 'content' && !seen.text && intoDocument < earlyPages;
    if (kind === 'content') intoDocument++;
    if (readNow) {
      // The full read also tells whether the page is a DWC separator form. The image is recycled
      // once read; a failed read leaves it to the collector (the OCR host may not be done with it).
      const read = ocrRenderedPage(image, pdf, index).then(
        (text) => {
          recycleRaster(image);
          return text;
        },
        () => '',
      );
      page.earlyOcr = read;
      await pending.add(read.then((text) => markIfFormSeparator(page, text)));
      continue;
    }
    if (kind === 'content' && !seen.text && isSparsePage(image)) {
      await pending.add(formCheck(page, image)); // reads a copy: the page itself is done with
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

/** OCR of a sparse page (a copy: little text, so quick) to tell the form from a short page of content. */
function formCheck(page: ScannedPage, image: GrayImage): Promise<void> {
  const copy: GrayImage = { ...image, data: image.data.slice() };
  return ocrImage(copy)
    .then((text) => markIfFormSeparator(page, text))
    .catch(() => undefined); // an OCR failure leaves the page a content page
}

function markIfFormSeparator(page: ScannedPage, text: string): void {
  const verdict = judgeDwcSeparator(text);
  if (verdict.kind === 'uncertain') page.doubt = verdict.reason;
  if (verdict.kind !== 'separator') return;
  page.kind = 'separator';
  page.dwc = verdict.fields;
  page.earlyOcr = undefined; // a separator is no document's page
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
