/**
 * OCR for pages whose text layer is unusable, through the job's OCR service (context/jobContext.ts):
 * the shared pool of the job's host process when it offers one, else the same service run in this
 * thread, whose pool starts on first use and serves every later job (loading Tesseract's model costs
 * far more than a page).
 */
import { recycleRaster, type GrayImage, type PdfDocument } from '@wcab/pdf';
import {
  blankBelow,
  halveGray,
  inkMostlyBelow,
  inkSaysUpsideDown,
  onlySymbolsBelow,
  preparePage,
  topPartRows,
  worthReadingUpsideDown,
  type OcrWord,
  type PreparedPage,
} from '@wcab/vision';
import { closeThreadResources, standaloneContext, type JobContext } from '../context/jobContext';

/** What reading a page needs of the job: its OCR service and its telemetry. */
export type OcrContext = Pick<JobContext, 'ocr' | 'telemetry'>;

/**
 * Scans are OCR'd at their own resolution (clamped to what Tesseract reads well); vector pages
 * with a broken text layer are rendered at 300 DPI.
 */
export function ocrDpi(pdf: PdfDocument, index: number): number {
  const info = pdf.pageImageInfo(index);
  const native = info.singleFullPageImage ? info.image?.dpi : undefined;
  return native ? Math.min(300, Math.max(200, Math.round(native))) : 300;
}

/** A page as OCR read it: its text and its words' boxes, in pixels of an image of `pxPerPt` pixels per point. */
export interface OcrPageRead {
  text: string;
  words: OcrWord[];
  pxPerPt: number;
}

/**
 * Which part of a page one read covers (readPlan.ts): the whole page, its top part (down to the blank
 * gap nearest the middle), or the rest below that gap. A page without such a gap has no parts: its
 * top part is the whole page.
 */
export type PagePart = 'whole' | 'top' | 'rest';

/** A part as read; `complete` once nothing of the page is left unread. */
export interface OcrPartRead extends OcrPageRead {
  complete: boolean;
  /**
   * The part read as if upside down, so the whole page was read instead (turned by the OCR service): this
   * read is the page's whole text, and replaces what was read of the page before (readPlan.ts joinParts).
   */
  wholePage?: boolean;
}

/** A page read whole, with its words' boxes (for evidence: where on the page a value was read). */
export async function ocrPageRead(pdf: PdfDocument, index: number, ctx: OcrContext = standaloneContext()): Promise<OcrPageRead> {
  return ocrPagePart(ctx, pdf, index, 'whole');
}

/**
 * One part of a page, rendered at `dpi` (default: the page's own OCR resolution). The rest of a page
 * must be read at the DPI its top was, so that the cut falls on the same gap.
 */
export async function ocrPagePart(
  ctx: OcrContext,
  pdf: PdfDocument,
  index: number,
  part: PagePart,
  dpi = ocrDpi(pdf, index),
  shared = false,
): Promise<OcrPartRead> {
  const { image, pxPerPt } = await renderForOcr(ctx, pdf, index, dpi);
  const read = await ocrImagePart(ctx, image, part, shared);
  recycleRaster(image); // read: its buffer backs the next page (a failed read leaves it to the collector)
  return { ...read, pxPerPt };
}

/** A page rendered at `dpi` for OCR (timed as the job's render stage), and the pixels per point of its words' boxes. */
async function renderForOcr(ctx: OcrContext, pdf: PdfDocument, index: number, dpi: number): Promise<{ image: GrayImage; pxPerPt: number }> {
  const image = await ctx.telemetry.timeStage('render', () => pdf.renderPage(index, { dpi }));
  return { image, pxPerPt: (image.dpi ?? dpi) / 72 };
}

/**
 * A page rendered at its OCR resolution and prepared (preparePage: straightened when skewed; undefined when
 * blank) once, for several looks at its parts: a classify's first page has its top part read, then its rest read
 * or glanced at (laterGlances.ts), each of which rendered and straightened the page again (about 60-100 ms of
 * CPU on the 3-page classify scan, docs/ocr.md 2026-11-29). The holder releases it (releasePreparedRender).
 */
export interface PreparedRender {
  image: GrayImage;
  page: PreparedPage | undefined;
  pxPerPt: number;
}

export async function preparedRender(ctx: OcrContext, pdf: PdfDocument, index: number, dpi = ocrDpi(pdf, index)): Promise<PreparedRender> {
  const { image, pxPerPt } = await renderForOcr(ctx, pdf, index, dpi);
  return { image, page: preparePage(image), pxPerPt };
}

/** Gives a PreparedRender's buffers back (once nothing reads them any more). */
export function releasePreparedRender({ image, page }: PreparedRender): void {
  if (page && page.image !== image) recycleRaster(page.image);
  recycleRaster(image);
}

/** `part` of a page already rendered and prepared (`render` stays the caller's, straightened copy and all). */
export async function ocrPreparedPart(ctx: OcrContext, render: PreparedRender, part: PagePart, shared = false): Promise<OcrPartRead> {
  const { pxPerPt } = render;
  if (!render.page) {
    if (part !== 'rest') ctx.telemetry.countOcrPages(1);
    return { text: '', words: [], complete: true, pxPerPt }; // blank: nothing to read
  }
  return { ...(await ocrImagePart(ctx, render.image, part, shared, render.page)), pxPerPt };
}

/** Reads `image`, which stays the caller's (to recycle once this resolves); not counted as an OCR'd page (a form check). */
export async function ocrImage(ctx: OcrContext, image: GrayImage): Promise<string> {
  return (await readImagePart(ctx, image, 'whole')).text;
}

/** A glance's read: its text, and whether it is too unsure to tell anything from (a faint, noisy or upside-down page). */
export interface OcrGlance {
  text: string;
  unsure: boolean;
}

/** Below this mean word confidence a glance tells nothing (the pool's upside-down test; upright print scores 85-95). */
export const SURE_GLANCE = 65;

/**
 * A quick look at a page (not counted as an OCR'd page): the page at half its resolution, read as one
 * band (one engine call, no upside-down retry) with the engine's quick model (native: Debian's `fast`).
 * About half the CPU of a whole read of a sparse page with the accurate model alone (measured on a 7-line
 * first page at 200 DPI, native best_int: 0.48 s against 0.95 s read whole, 1.2 s in the pool's two
 * bands). What a glance reads decides what a page is or whether it is worth a proper read; it is never
 * a value of the answer. Made from `image` before the call returns, so the caller may recycle it at once.
 */
export function glanceImage(ctx: OcrContext, image: GrayImage): Promise<OcrGlance> {
  const half = halveGray(image);
  return (async () => {
    const page = preparePage(half);
    if (!page) return { text: '', unsure: false }; // blank
    const read = await ctx.telemetry.timeStage('ocr', () => ctx.ocr({ ...page, rows: { top: 0, bottom: page.image.height }, use: 'quick' }));
    return { text: read.text, unsure: read.confidence < SURE_GLANCE };
  })();
}

/** The page read whole from `image` (which stays the caller's), words and all; not counted as an OCR'd page (a form check). */
export function ocrImageRead(ctx: OcrContext, image: GrayImage): Promise<{ text: string; words: OcrWord[]; complete: boolean }> {
  return readImagePart(ctx, image, 'whole');
}

/**
 * One part of a page already rendered (`image` stays the caller's), counted as an OCR'd page on its first read;
 * `shared`: read in bands by the pool's workers at once, as a whole page is (for a caller waiting on this part alone);
 * `prepared`: preparePage(image), when the caller has already made it (its straightened copy stays the caller's, as
 * `image` does); `mayWait`: nobody waits on this part alone (a batch scan's early read), so the OCR pool may hold it a
 * moment for others to join it in one engine process (PreparedPage.mayWait), `'joinable'` also while a worker is idle
 * (PreparedPage.joinable: more such reads are coming); `codes`: the page's barcode search read a
 * code on it (a batch scan's), so that a top part under which nothing but symbols is printed is the page's whole text.
 */
export async function ocrImagePart(
  ctx: OcrContext,
  image: GrayImage,
  part: PagePart,
  shared = false,
  prepared?: PreparedPage,
  mayWait: boolean | 'joinable' = false,
  codes = false,
): Promise<{ text: string; words: OcrWord[]; complete: boolean; wholePage?: boolean }> {
  if (part !== 'rest') ctx.telemetry.countOcrPages(1);
  return readImagePart(ctx, image, part, shared, prepared, mayWait, codes);
}

/**
 * The words' boxes are in pixels of `image` (the OCR service maps them back from a straightened copy). A straightened
 * copy this call makes is its own, recycled once read; one in `prepared` is the caller's.
 */
async function readImagePart(
  ctx: OcrContext,
  image: GrayImage,
  part: PagePart,
  shared = false,
  prepared?: PreparedPage,
  mayWait: boolean | 'joinable' = false,
  codes = false,
): Promise<{ text: string; words: OcrWord[]; complete: boolean; wholePage?: boolean }> {
  const page = prepared ?? preparePage(image);
  if (!page) return { text: '', words: [], complete: true }; // blank: nothing to read
  // A page its ink tells upside down (orientation.ts) is read whole and turned first, before any upright read: a top
  // part read upright would be garbage (or, for a short letter fed upside down, empty, then its rest garbage), and the
  // whole page turned read after it (issue 36). The pool still reads it upright too when the turned read is unsure, and
  // keeps the better. A rest is not: its page's top part was read upright and read as print.
  if (part !== 'rest' && inkSaysUpsideDown(page.image)) {
    const read = await ctx.telemetry.timeStage('ocr', () => ctx.ocr({ ...page, turnedFirst: true }));
    if (!prepared && page.image !== image) recycleRaster(page.image);
    return { text: read.text, words: read.words ?? [], complete: true, ...(part === 'top' ? { wholePage: true } : {}) };
  }
  // Cut where the pool cuts a page it shares between two workers (pageParts.ts), on the straightened page.
  const top = part === 'whole' ? undefined : topPartRows(page.image);
  if (part === 'rest' && !top) return { text: '', words: [], complete: true }; // its top part was the whole page
  const rows = !top ? undefined : part === 'top' ? top : { top: top.bottom, bottom: page.image.height };
  let read = await ctx.telemetry.timeStage('ocr', () =>
    ctx.ocr(rows ? { ...page, rows, shared, ...(mayWait && !shared ? { mayWait: true, ...(mayWait === 'joinable' ? { joinable: true } : {}) } : {}) } : page),
  );
  // A part read as if upside down: the whole page is read instead, which the pool turns when it reads better so.
  // The rest too: an upside-down page whose print is all on its upper half (a short letter) shows nothing in its
  // top part to tell, and its rest alone would come back as garbage (a part is never turned). The whole page is
  // read turned first (upright too only when turned is unsure: the pool keeps the better), so that an upside-down
  // page costs one whole read instead of two (issue 36), after a top part that read as garbage, or a rest that did
  // under a top part holding less print: a letter's scrawled signature under its clean top keeps the upright first.
  const whole = part !== 'whole' && !!top && worthReadingUpsideDown(read);
  const turnedFirst = whole && (part === 'top' || inkMostlyBelow(page.image, top.bottom));
  if (whole) read = await ctx.telemetry.timeStage('ocr', () => ctx.ocr(turnedFirst ? { ...page, turnedFirst } : page));
  // A top part with nothing printed under it is the page's whole text: its rest is never read. Nor is a rest that
  // holds only the codes the page's barcode search read (a bill's stray invoice code under its top part: Tesseract
  // reads 0 characters of it, about 1.7 MP a page read for nothing; issue 36).
  const complete = whole || part !== 'top' || !top || blankBelow(page.image, top.bottom) || (codes && onlySymbolsBelow(page.image, top.bottom));
  if (!prepared && page.image !== image) recycleRaster(page.image); // the straightened copy this call made
  return { text: read.text, words: read.words ?? [], complete, ...(whole ? { wholePage: true } : {}) };
}

/** Releases this thread's own OCR workers (scripts, tests). */
export async function closeOcr(): Promise<void> {
  await closeThreadResources();
}
