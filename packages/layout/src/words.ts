/**
 * Positioned words from the two sources the pipeline reads: PDFium's character boxes of a text layer
 * (four numbers per UTF-16 unit of the page text, NaN where PDFium has no box) and Tesseract's word boxes
 * of a scan. Each word keeps its offsets in the page text, so what the layout finds can be put back into
 * the text the extractors read.
 */
import type { Word } from './types';

/** A gap inside a run of characters wider than this many character heights splits it (PDFium did not insert a space). */
const SPLIT_GAP = 0.6;

export function wordsFromCharBoxes(text: string, boxes: ArrayLike<number>): Word[] {
  const words: Word[] = [];
  let cur: Word | undefined;
  const close = () => {
    if (cur) words.push(cur);
    cur = undefined;
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    const [x0, y0, x1, y1] = [boxes[i * 4], boxes[i * 4 + 1], boxes[i * 4 + 2], boxes[i * 4 + 3]] as number[];
    if (/\s/.test(ch) || !Number.isFinite(x0) || !Number.isFinite(y0) || !Number.isFinite(x1) || !Number.isFinite(y1)) {
      close();
      continue;
    }
    if (cur) {
      const h = Math.max(cur.y1 - cur.y0, y1! - y0!);
      const sameLine = Math.min(cur.y1, y1!) - Math.max(cur.y0, y0!) > 0;
      if (!sameLine || x0! - cur.x1 > SPLIT_GAP * h || x0! < cur.x0 - h) close();
    }
    if (!cur) cur = { text: ch, x0: x0!, y0: y0!, x1: x1!, y1: y1!, start: i, end: i + 1 };
    else {
      cur.text += ch;
      cur.x0 = Math.min(cur.x0, x0!);
      cur.y0 = Math.min(cur.y0, y0!);
      cur.x1 = Math.max(cur.x1, x1!);
      cur.y1 = Math.max(cur.y1, y1!);
      cur.end = i + 1;
    }
  }
  close();
  return words;
}

/** Tesseract's words (as @wcab/vision returns them), placed in the page text built from them where found there. */
export function wordsFromOcr(text: string, ocr: readonly { text: string; bbox: { x0: number; y0: number; x1: number; y1: number } }[]): Word[] {
  let cursor = 0;
  return ocr
    .filter((w) => w.text.trim())
    .map((w) => {
      const t = w.text.trim();
      const at = text.indexOf(t, cursor);
      const word: Word = { text: t, x0: w.bbox.x0, y0: w.bbox.y0, x1: w.bbox.x1, y1: w.bbox.y1 };
      // Only a near match is the same word: a word OCR printed but normalised away must not pull the cursor to a later twin.
      if (at >= 0 && at - cursor < 200) {
        word.start = at;
        word.end = at + t.length;
        cursor = at + t.length;
      }
      return word;
    });
}
