/**
 * Words and mean confidence from Tesseract's TSV renderer (`tesseract ... tsv`, tesseract.js's
 * `output.tsv`): both engines run the same C++ renderer, so parsing it once gives both the same
 * word list. Columns: level page block par line word left top width height conf text; words are
 * level 5. Tesseract 5 prints conf as a float; 4 printed an integer.
 */
import type { OcrWord, RawOcr } from './ocrEngine';

const WORD_LEVEL = '5';

export function wordsFromTsv(tsv: string): OcrWord[] {
  return wordsFromTsvPages(tsv, 1)[0]!;
}

/** The words of each of `pages` images read by one run (a list of images: ocrEngine.ts recognizeMany), by the TSV's page number. */
export function wordsFromTsvPages(tsv: string, pages: number): OcrWord[][] {
  const byPage: OcrWord[][] = Array.from({ length: pages }, () => []);
  for (const line of tsv.split('\n')) {
    if (!line.startsWith(WORD_LEVEL + '\t')) continue; // also skips the header line
    const cols = line.split('\t');
    if (cols.length < 12) continue;
    // One image's TSV numbers its page 1 (Tesseract 5); a run of several numbers them 1..n.
    const words = pages === 1 ? byPage[0] : byPage[Number(cols[1]) - 1];
    if (!words) continue;
    const text = cols.slice(11).join('\t').replace(/\r$/, '');
    const [left, top, width, height, conf] = cols.slice(6, 11).map(Number) as [number, number, number, number, number];
    if (!text.trim() || !(conf >= 0) || [left, top, width, height].some((n) => !Number.isFinite(n))) continue;
    words.push({ text, confidence: conf, bbox: { x0: left, y0: top, x1: left + width, y1: top + height } });
  }
  return byPage;
}

/** Tesseract's MeanTextConf: the mean of the word confidences, 0 without words. */
export function meanConfidence(words: OcrWord[]): number {
  return words.length ? words.reduce((sum, w) => sum + w.confidence, 0) / words.length : 0;
}

/** An engine's answer from Tesseract's text and TSV renderers' output for one image (every engine reads these two). */
export function ocrFromRenderers(text: string, tsv: string): RawOcr {
  const words = wordsFromTsv(tsv);
  return { text, confidence: meanConfidence(words), words };
}
