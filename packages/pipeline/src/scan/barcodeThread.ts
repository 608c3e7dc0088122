/**
 * What the barcode thread runs (barcodeReader.ts): the values of the barcodes on one page, up to its
 * first separator. Loads only the barcode module of @wcab/vision, not its OCR side, to keep the thread small.
 *
 * Only a separator's value is asked of a batch page (inspectPage.ts takes the first value the rule accepts),
 * so the search reads only the symbologies that can spell one of the rule's values and stops at the first
 * such code (decodeBarcodes' `formats` and `until`): the first separator value is the one the whole search
 * would give first.
 */
import type { GrayImage } from '@wcab/pdf';
import { isSeparatorValue, type SeparatorRule } from '@wcab/sheets';
import { decodeBarcodes, formatsSpelling } from '@wcab/vision/barcodes';

export interface PageBarcodes {
  image: GrayImage;
  rule: SeparatorRule;
}

export default async function decodePage({ image, rule }: PageBarcodes): Promise<string[]> {
  const formats = formatsSpelling([...rule.exact, ...rule.prefixes]);
  return (await decodeBarcodes(image, { formats, until: (text) => isSeparatorValue(text, rule) })).map((b) => b.text);
}
