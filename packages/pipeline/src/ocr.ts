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
import { preparePage, type OcrResult, type OcrWord, type PreparedPage } from '@wcab/vision';
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
  keptWords.get(pdf)?.set(index, read);
  return read.text;
}

/** A page as OCR read it: its text and its words' boxes, in pixels of an image of `pxPerPt` pixels per point. */
export interface OcrPageRead {
  text: string;
  words: OcrWord[];
  pxPerPt: number;
}

/** ocrPage() with the words' boxes (for evidence: where on the page a value was read). */
export async function ocrPageRead(pdf: PdfDocument, index: number): Promise<OcrPageRead> {
  const dpi = ocrDpi(pdf, index);
  const image = await timeStage('render', () => pdf.renderPage(index, { dpi }));
  const pxPerPt = (image.dpi ?? dpi) / 72;
  const read = await ocrImageRead(image);
  countOcrPages(1);
  recycleRaster(image); // read: its buffer backs the next page
  return { ...read, pxPerPt };
}

/** OCR of page `index` of `pdf` already rendered for another purpose (the batch scan's barcode pass). */
export async function ocrRenderedPage(image: GrayImage, pdf: PdfDocument, index: number): Promise<string> {
  const pxPerPt = (image.dpi ?? 72) / 72; // read first: the caller recycles the image once this resolves
  const read = await ocrImageRead(image);
  countOcrPages(1);
  keptWords.get(pdf)?.set(index, { ...read, pxPerPt });
  return read.text;
}

/**
 * The words (with boxes and confidences) of the pages of `pdf` read for their text alone (ocrPage,
 * ocrRenderedPage) from now on, by 0-based page: a batch asked for evidence boxes its values on them
 * without reading a page twice. Kept only for a document whose caller asked; dropped with the document.
 */
export function keepOcrWords(pdf: PdfDocument): ReadonlyMap<number, OcrPageRead> {
  let kept = keptWords.get(pdf);
  if (!kept) keptWords.set(pdf, (kept = new Map()));
  return kept;
}

const keptWords = new WeakMap<PdfDocument, Map<number, OcrPageRead>>();

/** Reads `image`, which stays the caller's (to recycle once this resolves). */
export async function ocrImage(image: GrayImage): Promise<string> {
  return (await ocrImageRead(image)).text;
}

/** ocrImage() with the words' boxes, in pixels of `image` (the OCR service maps them back from a straightened copy). */
async function ocrImageRead(image: GrayImage): Promise<{ text: string; words: OcrWord[] }> {
  const page = preparePage(image);
  if (!page) return { text: '', words: [] }; // blank: nothing to read
  const read = await timeStage('ocr', () => readPrepared(page));
  if (page.image !== image) recycleRaster(page.image); // the straightened copy is this call's own
  return { text: read.text, words: read.words ?? [] };
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
