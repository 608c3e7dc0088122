/**
 * OCR for pages whose text layer is unusable. One OCR pool per pipeline thread, created on first
 * use and reused for every later job (loading Tesseract's model costs far more than a page).
 */
import os from 'node:os';
import type { GrayImage, PdfDocument } from '@wcab/pdf';
import { countOcrPages, timeStage } from '@wcab/queue/telemetry';
import { OcrPool } from '@wcab/vision';

let pool: Promise<OcrPool> | undefined;

function ocrPool(): Promise<OcrPool> {
  const size = Number(process.env.OCR_WORKERS) || Math.max(1, os.availableParallelism());
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
  const text = await ocrImage(image);
  countOcrPages(1);
  return text;
}

export async function ocrImage(image: GrayImage): Promise<string> {
  const pool = await ocrPool();
  const { text } = await timeStage('ocr', () => pool.recognize(image));
  return text;
}

/** Releases the OCR workers (thread shutdown, tests). */
export async function closeOcr(): Promise<void> {
  const current = pool;
  pool = undefined;
  if (current) await (await current).terminate();
}
