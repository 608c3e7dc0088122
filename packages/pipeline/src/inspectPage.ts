/**
 * One batch page, looked at once: rendered at 200 DPI (measured to find small, skewed barcodes
 * that 150 DPI misses), its barcodes decoded, its text read when it has a layer, and its ink
 * measured to tell blank pages. Returns the image so a caller that needs OCR of this page can
 * use it without rendering again; the caller drops it as soon as it is done.
 */
import type { GrayImage, PdfDocument } from '@wcab/pdf';
import { textQuality } from '@wcab/pdf';
import { decodeSeparatorPayload, isSeparatorValue, type SeparatorPayload, type SeparatorRule } from '@wcab/sheets';
import { timeStage } from '@wcab/queue/telemetry';
import { barcodeReader } from './barcodeReader';
import { isDwcSeparatorText } from './dwcSeparator';

export const BARCODE_DPI = 200;

export interface PageInspection {
  index: number;
  image: GrayImage;
  /** The usable text layer, or undefined when the page needs OCR to be read. */
  text?: string;
  barcodes: string[];
  separatorBarcode?: { value: string; payload: SeparatorPayload };
  dwcByText: boolean;
  blank: boolean;
}

/**
 * Reads the text layer and renders the page at once (synchronously, on this thread); the barcodes
 * are decoded on the barcode thread, so a caller may start on the next page before awaiting this one.
 */
export async function inspectPage(pdf: PdfDocument, index: number, rule: SeparatorRule): Promise<PageInspection> {
  const { text: layer, info } = pdf.pageContent(index);
  const text = textQuality(layer, info).usable ? layer : undefined;
  const image = await timeStage('render', () => pdf.renderPage(index, { dpi: BARCODE_DPI }));
  const barcodes = await timeStage('barcode', () => barcodeReader().decode(image));
  const separatorValue = barcodes.find((v) => isSeparatorValue(v, rule));
  return {
    index,
    image,
    text,
    barcodes,
    separatorBarcode: separatorValue ? { value: separatorValue, payload: decodeSeparatorPayload(separatorValue) } : undefined,
    dwcByText: text ? isDwcSeparatorText(text) : false,
    blank: !text?.trim() && inkRatio(image) < BLANK_INK,
  };
}

/** Share of dark pixels below which a scanned page is blank: scanner specks stay under it, a single
 * line of text does not (a short page must never be mistaken for the back of a sheet). */
const BLANK_INK = 0.0005;

export function inkRatio(img: GrayImage): number {
  let dark = 0;
  // Every 4th pixel is plenty to measure ink and four times cheaper.
  for (let i = 0; i < img.data.length; i += 4) if (img.data[i]! < 128) dark++;
  return dark / Math.ceil(img.data.length / 4);
}

/** The top band of a page, where a form's title sits (zero-copy view of the rows). */
export function topBand(img: GrayImage, share: number): GrayImage {
  const height = Math.max(1, Math.round(img.height * share));
  return { width: img.width, height, data: img.data.subarray(0, img.width * height), dpi: img.dpi };
}

/**
 * Whether a scanned page could be a DWC separator sheet and is worth a quick OCR of its top: the
 * form leaves its lower half empty by design (measured on the corpus: separators 0.0 per mille of
 * ink between 50% and 88% of the height; half of content pages carry text there and are skipped).
 */
export function mayBeFormSeparator(img: GrayImage): boolean {
  const y0 = Math.round(img.height * 0.5);
  const y1 = Math.round(img.height * 0.88);
  let dark = 0;
  for (let y = y0; y < y1; y += 2) {
    const row = y * img.width;
    for (let x = 0; x < img.width; x += 2) if (img.data[row + x]! < 128) dark++;
  }
  const sampled = Math.ceil((y1 - y0) / 2) * Math.ceil(img.width / 2);
  return dark / sampled < 0.001;
}

/** Halves the resolution (2x2 box filter): enough for a form's large title, four times less OCR work. */
export function halve(img: GrayImage): GrayImage {
  const width = img.width >> 1;
  const height = img.height >> 1;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const a = 2 * y * img.width;
    const b = a + img.width;
    for (let x = 0; x < width; x++) {
      const i = 2 * x;
      data[y * width + x] = (img.data[a + i]! + img.data[a + i + 1]! + img.data[b + i]! + img.data[b + i + 1]!) >> 2;
    }
  }
  return { width, height, data, dpi: img.dpi ? img.dpi / 2 : undefined };
}
