/**
 * Text of each page: the text layer where it is usable, OCR where it is not (each page of a mixed
 * PDF takes its own path), within an OCR page budget. Pages beyond the budget stay unread and are
 * reported as such: nothing is guessed for them.
 */
import { textQuality, type PdfDocument } from '@wcab/pdf';
import {
  ocrPagePart,
  ocrPageRead,
  ocrPreparedPart,
  preparedRender,
  releasePreparedRender,
  type OcrContext,
  type OcrGlance,
  type OcrPageRead,
  type OcrPartRead,
  type PagePart,
  type PreparedRender,
} from './ocr';
import { glanceLaterPages, type GlanceTarget } from './laterGlances';
import { standaloneContext } from '../context/jobContext';
import { joinParts, readByPlan, readLaterEvents } from './readPlan';
import { forEachLimit } from './forEachLimit';
import type { OcrWord } from '@wcab/vision';

export type PageSource = 'text' | 'ocr' | 'unread';

export interface PageText {
  index: number;
  text: string;
  source: PageSource;
  /** For an OCR'd page: its words' boxes in pixels, and the render's pixels per point (for evidence). */
  words?: OcrWord[];
  pxPerPt?: number;
  /** For an OCR'd page: false when only its top part was read (readPlan.ts). */
  complete?: boolean;
}

export interface ReadOptions {
  /** Which pages (0-based) to read; default all. */
  indices?: number[];
  /** Most pages to OCR; pages past it are 'unread'. */
  ocrBudget: number;
  /** OCR pages in flight at once (renders held in memory at once). */
  concurrency?: number;
  /**
   * Read less (readPlan.ts): scanned pages are read part by part, in order, until this says the
   * pages read so far answer everything; pages not reached stay 'unread'. Without it every page is read.
   */
  enough?: (pages: PageText[]) => boolean;
  /**
   * After the plan (readPlan.ts readLaterEvents): given the pages read, undefined when they set no event, else
   * whether a page's glance is worth reading that page to its end for (a date they do not hold, or unsure).
   */
  laterEvents?: (pages: PageText[]) => ((glance: OcrGlance) => boolean) | undefined;
}

export async function readPages(pdf: PdfDocument, options: ReadOptions, ctx: OcrContext = standaloneContext()): Promise<PageText[]> {
  const indices = options.indices ?? Array.from({ length: pdf.pageCount }, (_, i) => i);
  const pages: PageText[] = indices.map((index) => {
    // One page load for both: loading the page is most of the cost of a text page.
    const { text, info } = pdf.pageContent(index);
    // A scan that carries a stamp ("RECEIVED", Bates number) as text still needs OCR.
    const usable = textQuality(text, info).usable;
    return { index, text, source: usable ? 'text' : 'unread' };
  });
  const toOcr = pages.filter((p) => p.source === 'unread').slice(0, options.ocrBudget);
  for (const p of pages) if (p.source === 'unread') p.text = '';
  // A blank scanned page OCRs to nothing: it was read, it just holds no text.
  const take = (page: PageText, { text, words, pxPerPt, complete = true }: OcrPageRead & { complete?: boolean }) =>
    Object.assign(page, { text, words, pxPerPt, complete, source: 'ocr' });
  const { enough } = options;
  if (enough) {
    const reads = new Map<number, OcrPartRead>();
    const byIndex = new Map(toOcr.map((p) => [p.index, p]));
    // Each part read shows at once in `pages`, so that enough() judges what has been read so far. One
    // document waits on each part in turn: the pool's workers share it (in bands), as they share a whole page.
    // A page whose top part was read is kept rendered and prepared for its rest, read or glanced at, until the end.
    const kept = new Map<number, PreparedRender>();
    const readPart = async (index: number, part: PagePart) => {
      let read: OcrPartRead;
      if (part === 'whole') read = await ocrPagePart(ctx, pdf, index, part, undefined, true);
      else {
        if (!kept.has(index)) kept.set(index, await preparedRender(ctx, pdf, index));
        // A failed read leaves the page to the collector (the OCR host may not be done with it), as ocrPagePart does.
        read = await ocrPreparedPart(ctx, kept.get(index)!, part, true).catch((error: unknown) => {
          kept.delete(index);
          throw error;
        });
      }
      take(byIndex.get(index)!, part === 'rest' ? joinParts(reads.get(index)!, read) : read);
      return read;
    };
    try {
      await readByPlan([...byIndex.keys()], readPart, reads, () => enough(pages), 'less');
      const worthReading = options.laterEvents?.(pages);
      const glance = (targets: GlanceTarget[]) => glanceLaterPages(ctx, pdf, targets, kept);
      if (worthReading) await readLaterEvents([...byIndex.keys()], readPart, reads, glance, worthReading);
    } finally {
      for (const render of kept.values()) releasePreparedRender(render);
    }
    return pages;
  }
  await forEachLimit(toOcr, options.concurrency ?? 2, async (page) => {
    take(page, await ocrPageRead(pdf, page.index, ctx));
  });
  return pages;
}

/**
 * The pages as `readPages` left them, every page it would OCR (the first `ocrBudget` without a usable text
 * layer) now read whole, for a searchable PDF: a page read to its top part has only its rest read (at the
 * same resolution, so the cut falls on the same gap), a page not reached is read whole. Copies: the pages
 * the answer was made of stay as they were.
 */
export async function readWholePages(pdf: PdfDocument, pages: PageText[], ocrBudget: number, ctx: OcrContext = standaloneContext()): Promise<PageText[]> {
  const owed = new Set(
    pages
      .filter((p) => p.source !== 'text')
      .slice(0, ocrBudget)
      .map((p) => p.index),
  );
  const out = pages.map((p) => ({ ...p }));
  await forEachLimit(
    out.filter((p) => owed.has(p.index) && !(p.source === 'ocr' && p.complete !== false)),
    2,
    async (page) => {
      const read =
        page.source === 'ocr'
          ? joinParts(
              { text: page.text, words: page.words ?? [], pxPerPt: page.pxPerPt ?? 0, complete: false },
              await ocrPagePart(ctx, pdf, page.index, 'rest'),
            )
          : await ocrPageRead(pdf, page.index, ctx);
      Object.assign(page, { text: read.text, words: read.words, pxPerPt: read.pxPerPt, complete: true, source: 'ocr' });
    },
  );
  return out;
}
