/**
 * Whether OCR could read a document's print at all. Tesseract scores each word it recognises (0-100): print scores
 * 85-95, a noisy fax 70 or so, a page scanned at 45 dpi 26, cursive handwriting 23-35. From text it could not read,
 * the classifier is sure of the wrong thing as readily as of the right one, so such an answer goes to a person
 * (`review: true`) however sure it is (docs/review.md). Only OCR'd pages carry word confidences: a text layer's
 * words are taken as printed.
 */
import type { OcrWord } from '@wcab/vision';

/** Below this mean word confidence (each word weighed by its characters) the print was not read. */
export const ILLEGIBLE_BELOW = 50;
/** Fewer OCR'd words than this say too little about the print (a photo's few words, a stamp). */
const ENOUGH_WORDS = 20;

export function illegible(reads: Iterable<{ words?: readonly OcrWord[] }>): boolean {
  let words = 0;
  let chars = 0;
  let weighted = 0;
  for (const read of reads) {
    for (const w of read.words ?? []) {
      const n = w.text.trim().length;
      if (!n) continue;
      words++;
      chars += n;
      weighted += n * w.confidence;
    }
  }
  return words >= ENOUGH_WORDS && weighted / chars < ILLEGIBLE_BELOW;
}
