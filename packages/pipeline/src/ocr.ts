/**
 * OCR for pages whose text layer is unusable. Inside a job whose host process offers the shared
 * OCR service (ocrHost.ts) the page goes there; otherwise (scripts, unit tests, a queue without
 * it) to the same service run in this thread, whose pool starts on first use and serves every
 * later job (loading Tesseract's model costs far more than a page).
 */
import { recycleRaster, type GrayImage, type PdfDocument } from '@wcab/pdf';
import { hostService } from '@wcab/queue/hostServices';
import { countOcrPages, timeStage } from '@wcab/queue/telemetry';
import type { HostServices } from '@wcab/queue';
import { blankBelow, halveGray, preparePage, topPartRows, worthReadingUpsideDown, type OcrResult, type OcrWord, type PreparedPage } from '@wcab/vision';
import { OCR_SERVICE, ocrHostServices } from './ocrHost';

/** This thread's own OCR service, for when no host offers one: the same lazily started pool. */
let local: HostServices | undefined;

/**
 * Scans are OCR'd at their own resolution (clamped to what Tesseract reads well); vector pages
 * with a broken text layer are rendered at 300 DPI.
 */
function ocrDpi(pdf: PdfDocument, index: number): number {
  const info = pdf.pageImageInfo(index);
  const native = info.singleFullPageImage ? info.image?.dpi : undefined;
  return native ? Math.min(300, Math.max(200, Math.round(native))) : 300;
}

export async function ocrPage(pdf: PdfDocument, index: number): Promise<string> {
  const read = await ocrPageRead(pdf, index);
  keepWordsOf(pdf, index, read);
  return read.text;
}

/**
 * The words (with boxes and confidences) of the pages of `pdf` read whole for their text alone (ocrPage,
 * automatic splitting's whole-page reads) from now on, by 0-based page: a batch asked for evidence boxes
 * its values on them without reading a page twice. Kept only for a document whose caller asked; dropped
 * with the document.
 */
export function keepOcrWords(pdf: PdfDocument): ReadonlyMap<number, OcrPageRead> {
  let kept = keptWords.get(pdf);
  if (!kept) keptWords.set(pdf, (kept = new Map()));
  return kept;
}

/** Records page `index`'s read when keepOcrWords() was asked for `pdf` (else nothing is kept). */
export function keepWordsOf(pdf: PdfDocument, index: number, read: OcrPageRead): void {
  keptWords.get(pdf)?.set(index, read);
}

const keptWords = new WeakMap<PdfDocument, Map<number, OcrPageRead>>();

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
}

/** ocrPage() with the words' boxes (for evidence: where on the page a value was read). */
export async function ocrPageRead(pdf: PdfDocument, index: number): Promise<OcrPageRead> {
  return ocrPagePart(pdf, index, 'whole');
}

/**
 * One part of a page, rendered at `dpi` (default: the page's own OCR resolution). The rest of a page
 * must be read at the DPI its top was, so that the cut falls on the same gap.
 */
export async function ocrPagePart(pdf: PdfDocument, index: number, part: PagePart, dpi = ocrDpi(pdf, index)): Promise<OcrPartRead> {
  const image = await timeStage('render', () => pdf.renderPage(index, { dpi }));
  const pxPerPt = (image.dpi ?? dpi) / 72;
  const read = await ocrImagePart(image, part);
  recycleRaster(image); // read: its buffer backs the next page (a failed read leaves it to the collector)
  return { ...read, pxPerPt };
}

/** Reads `image`, which stays the caller's (to recycle once this resolves); not counted as an OCR'd page (a form check). */
export async function ocrImage(image: GrayImage): Promise<string> {
  return (await readImagePart(image, 'whole')).text;
}

/** A glance's read: its text, and whether it is too unsure to tell anything from (a faint, noisy or upside-down page). */
export interface OcrGlance {
  text: string;
  unsure: boolean;
}

/** Below this mean word confidence a glance tells nothing (the pool's upside-down test; upright print scores 85-95). */
const SURE_GLANCE = 65;

/**
 * A quick look at a page (not counted as an OCR'd page): the page at half its resolution, read as one
 * band (one engine call, no upside-down retry). About half the CPU of a whole read of a sparse page
 * (measured on a 7-line first page at 200 DPI, native best_int: 0.48 s against 0.95 s read whole, 1.2 s
 * in the pool's two bands). Made from `image` before the call returns, so the caller may recycle it at once.
 */
export function glanceImage(image: GrayImage): Promise<OcrGlance> {
  const half = halveGray(image);
  return (async () => {
    const page = preparePage(half);
    if (!page) return { text: '', unsure: false }; // blank
    const read = await timeStage('ocr', () => readPrepared({ ...page, rows: { top: 0, bottom: page.image.height } }));
    return { text: read.text, unsure: read.confidence < SURE_GLANCE };
  })();
}

/** One part of a page already rendered (`image` stays the caller's), counted as an OCR'd page on its first read. */
export async function ocrImagePart(image: GrayImage, part: PagePart): Promise<{ text: string; words: OcrWord[]; complete: boolean }> {
  if (part !== 'rest') countOcrPages(1);
  return readImagePart(image, part);
}

/** The words' boxes are in pixels of `image` (the OCR service maps them back from a straightened copy). */
async function readImagePart(image: GrayImage, part: PagePart): Promise<{ text: string; words: OcrWord[]; complete: boolean }> {
  const page = preparePage(image);
  if (!page) return { text: '', words: [], complete: true }; // blank: nothing to read
  // Cut where the pool cuts a page it shares between two workers (pageParts.ts), on the straightened page.
  const top = part === 'whole' ? undefined : topPartRows(page.image);
  if (part === 'rest' && !top) return { text: '', words: [], complete: true }; // its top part was the whole page
  const rows = !top ? undefined : part === 'top' ? top : { top: top.bottom, bottom: page.image.height };
  let read = await timeStage('ocr', () => readPrepared(rows ? { ...page, rows } : page));
  // A top part read as if upside down: the whole page is read instead, which the pool turns when it reads better so.
  const whole = part === 'top' && !!top && worthReadingUpsideDown(read);
  if (whole) read = await timeStage('ocr', () => readPrepared(page));
  // A top part with nothing printed under it is the page's whole text: its rest is never read.
  const complete = whole || part !== 'top' || !top || blankBelow(page.image, top.bottom);
  if (page.image !== image) recycleRaster(page.image); // the straightened copy is this call's own
  return { text: read.text, words: read.words ?? [], complete };
}

/** The host's OCR service when it offers one (the page's memory is shared, not copied), else our own. */
async function readPrepared(page: PreparedPage): Promise<OcrResult> {
  const shared = hostService<PreparedPage, OcrResult>(OCR_SERVICE);
  if (shared) return shared({ ...page, image: ownBytes(page.image) });
  const own = (local ??= ocrHostServices()).handlers[OCR_SERVICE]!;
  return (await own(page)) as OcrResult;
}

/** Releases this thread's own OCR workers (scripts, tests). */
export async function closeOcr(): Promise<void> {
  const current = local;
  local = undefined;
  await current?.close?.();
}

/**
 * The image with a buffer of its own: a band of a page is a view into the whole page's buffer,
 * which a message to the host would otherwise copy in full.
 */
function ownBytes(image: GrayImage): GrayImage {
  const { data } = image;
  return data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? image : { ...image, data: data.slice() };
}
