/**
 * One batch page, looked at once: rendered at 200 DPI (measured to find small, skewed barcodes
 * that 150 DPI misses), its barcodes decoded (up to its separator's), its text read when it has a layer, and its ink
 * measured to tell blank pages. Returns the image so a caller that needs OCR of this page can
 * use it without rendering again; the caller drops it as soon as it is done.
 */
import type { GrayImage, PdfDocument } from '@wcab/pdf';
import { textQuality } from '@wcab/pdf';
import { decodeSeparatorPayload, isSeparatorValue, type SeparatorPayload, type SeparatorRule } from '@wcab/sheets';
import type { JobContext } from '../context/jobContext';

export const BARCODE_DPI = 200;

export interface PageInspection {
  index: number;
  image: GrayImage;
  /** The usable text layer, or undefined when the page needs OCR to be read. */
  text?: string;
  barcodes: string[];
  separatorBarcode?: { value: string; payload: SeparatorPayload };
  blank: boolean;
}

/**
 * Reads the text layer and renders the page at once (synchronously, on this thread); the barcodes
 * are decoded on the barcode thread, so a caller may start on the next page before awaiting this one.
 */
export async function inspectPage(
  pdf: PdfDocument,
  index: number,
  rule: SeparatorRule,
  { telemetry, barcodes: reader }: Pick<JobContext, 'telemetry' | 'barcodes'>,
): Promise<PageInspection> {
  const { text: layer, info } = pdf.pageContent(index);
  const text = textQuality(layer, info).usable ? layer : undefined;
  const image = await telemetry.timeStage('render', () => pdf.renderPage(index, { dpi: BARCODE_DPI }));
  const barcodes = await telemetry.timeStage('barcode', () => reader.decode(image, rule));
  const separatorValue = barcodes.find((v) => isSeparatorValue(v, rule));
  return {
    index,
    image,
    text,
    barcodes,
    separatorBarcode: separatorValue ? { value: separatorValue, payload: decodeSeparatorPayload(separatorValue) } : undefined,
    blank: !text?.trim() && !inkAtLeast(image, BLANK_INK),
  };
}

/** Share of dark pixels below which a scanned page is blank: scanner specks stay under it, a single
 * line of text does not (a short page must never be mistaken for the back of a sheet). */
const BLANK_INK = 0.0005;

/**
 * Whether at least `share` of the page's pixels are dark (every 4th pixel is plenty to measure ink and four
 * times cheaper). Counting stops once the share is reached: a page of print reaches the blank threshold within
 * its first lines, where the whole count cost 1.6 ms of each page on the batch scan's thread (docs/ocr.md).
 */
export function inkAtLeast(img: GrayImage, share: number): boolean {
  const samples = Math.ceil(img.data.length / 4);
  let dark = 0;
  // The share as the whole count compared it (dark / samples), so the verdict is the same to the last pixel.
  for (let i = 0; i < img.data.length; i += 4) if (img.data[i]! < 128 && ++dark / samples >= share) return true;
  return !(dark / samples < share); // as the whole count: an image of no pixels was never blank
}
