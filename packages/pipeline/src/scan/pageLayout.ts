/**
 * The layout of a scanned page from its pixels alone: how many lines of print it holds. A DWC
 * separator sheet is a title, five fields, a short instruction and a footer (nine lines of print); a page
 * of a letter, report or form carries two to five times as many. Only a page this sparse is worth
 * an OCR to ask whether it is the form, so the check costs little on content pages and holds for any
 * printing of the form (no measure of where its ink sits).
 */
import type { GrayImage } from '@wcab/pdf';

/** Most lines of print a page may hold and still be a separator sheet (the form has nine). */
export const SPARSE_PAGE_LINES = 14;

/** Vertical strips measured on their own: a sheet fed a few degrees crooked blurs lines across the width. */
const STRIPS = 4;

/**
 * Lines of print on the page: bands of rows holding ink, counted in each vertical strip (a strip is
 * narrow enough that a skew of a few degrees does not run neighbouring lines together); the page
 * has as many lines as its fullest strip. Callers asking only whether a page holds more than `atMost`
 * lines get `atMost + 1` as soon as one strip shows that many: a page of text tells so in its first strip's
 * upper half, and the count (5 ms of a 200-DPI page, on the batch scan's thread for every scanned content
 * page: docs/ocr.md, 2026-11-29) stops there.
 */
export function printedLineCount(img: GrayImage, atMost = Number.POSITIVE_INFINITY): number {
  const dpi = img.dpi ?? 200;
  // A band thinner than a small letter is a rule (a form's underline) or a speck, not a line of print.
  const minBand = Math.max(2, Math.round(dpi * 0.04));
  let most = 0;
  const stripWidth = Math.floor(img.width / STRIPS);
  for (let s = 0; s < STRIPS && most <= atMost; s++) most = Math.max(most, bandsIn(img, s * stripWidth, stripWidth, minBand, atMost));
  return Math.min(most, atMost + 1);
}

/** A page with at most SPARSE_PAGE_LINES lines of print. */
export function isSparsePage(img: GrayImage): boolean {
  return printedLineCount(img, SPARSE_PAGE_LINES) <= SPARSE_PAGE_LINES;
}

/** Bands of print in one strip, up to the first past `atMost` (the caller's answer is known then). */
function bandsIn(img: GrayImage, x0: number, width: number, minBand: number, atMost: number): number {
  // A row holds print when a few pixels in it are dark; sensor noise leaves single specks.
  const minDark = Math.max(3, Math.round(width / 400));
  let bands = 0;
  let run = 0;
  for (let y = 0; y < img.height; y++) {
    const row = y * img.width + x0;
    let dark = 0;
    for (let x = 0; x < width && dark < minDark; x += 2) if (img.data[row + x]! < 128) dark++;
    if (dark >= minDark) run++;
    else {
      if (run >= minBand && ++bands > atMost) return bands;
      run = 0;
    }
  }
  if (run >= minBand) bands++;
  return bands;
}
