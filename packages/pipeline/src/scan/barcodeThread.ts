/**
 * What the barcode thread runs (barcodeReader.ts): the values of every barcode on one page. Loads
 * only the barcode module of @wcab/vision, not its OCR side, to keep the thread small.
 */
import type { GrayImage } from '@wcab/pdf';
import { decodeBarcodes } from '@wcab/vision/barcodes';

export default async function decodePage(image: GrayImage): Promise<string[]> {
  return (await decodeBarcodes(image)).map((b) => b.text);
}
