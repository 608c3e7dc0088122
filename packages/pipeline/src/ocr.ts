/**
 * OCR for pages whose text layer is unusable. Inside a job whose host process offers the shared
 * OCR service (ocrHost.ts) the page goes there; otherwise (scripts, unit tests, a queue without
 * it) to a pool of this thread's own, created on first use and reused for every later job
 * (loading Tesseract's model costs far more than a page).
 */
import type { GrayImage, PdfDocument } from '@wcab/pdf';
import { hostService } from '@wcab/queue/hostServices';
import { countOcrPages, timeStage } from '@wcab/queue/telemetry';
import { OcrPool, preparePage, type PreparedPage } from '@wcab/vision';
import { OCR_SERVICE, ocrPoolSize } from './ocrHost';

let pool: Promise<OcrPool> | undefined;

function ocrPool(): Promise<OcrPool> {
  const size = ocrPoolSize();
  pool ??= OcrPool.create({ size }).catch((error: unknown) => {
    pool = undefined;
    throw error;
  });
  return pool;
}

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
  const image = await timeStage('render', () => pdf.renderPage(index, { dpi: ocrDpi(pdf, index) }));
  return ocrRenderedPage(image);
}

/** OCR of a page already rendered for another purpose (the batch scan's barcode pass). */
export async function ocrRenderedPage(image: GrayImage): Promise<string> {
  const text = await ocrImage(image);
  countOcrPages(1);
  return text;
}

export async function ocrImage(image: GrayImage): Promise<string> {
  const page = preparePage(image);
  if (!page) return ''; // blank: nothing to read
  const shared = hostService<PreparedPage, string>(OCR_SERVICE);
  if (shared) return timeStage('ocr', () => shared({ ...page, image: ownBytes(page.image) }));
  const pool = await ocrPool();
  const { text } = await timeStage('ocr', () => pool.recognizePrepared(page));
  return text;
}

/** Releases the OCR workers (thread shutdown, tests). */
export async function closeOcr(): Promise<void> {
  const current = pool;
  pool = undefined;
  if (current) await (await current).terminate();
}

/**
 * The image with a buffer of its own: a band of a page is a view into the whole page's buffer,
 * which a message to the host would otherwise copy in full.
 */
function ownBytes(image: GrayImage): GrayImage {
  const { data } = image;
  return data.byteOffset === 0 && data.byteLength === data.buffer.byteLength ? image : { ...image, data: data.slice() };
}
