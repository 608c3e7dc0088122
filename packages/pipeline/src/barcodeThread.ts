/** What the barcode thread runs (barcodeReader.ts): the values of every barcode on one page. */
import type { GrayImage } from '@wcab/pdf';
import { decodeBarcodes } from '@wcab/vision';

export default async function decodePage(image: GrayImage): Promise<string[]> {
  return (await decodeBarcodes(image)).map((b) => b.text);
}
