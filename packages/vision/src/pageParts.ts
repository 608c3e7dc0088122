/**
 * Cutting a straightened page into horizontal bands at blank gaps between text lines, so two idle
 * OCR workers can read one page together: a 1-page or 3-page scan on a 2-core machine then uses
 * both cores all the way through instead of leaving one idle. A cut never crosses ink: where no
 * blank gap lies near the wanted place, the page is not cut there.
 */
import type { GrayImage } from '@wcab/pdf';
import { symbolRegions, type Region } from './symbolRegions';

/** How far from the ideal place (share of the page height) a cut may move to find a gap. */
const SEARCH_SHARE = 0.15;
/** A gap must be at least this tall (in inches) to be between lines rather than inside one. */
const MIN_GAP_INCH = 0.02;

/** Zero-copy band of rows [top, bottom). */
export function rowBand(img: GrayImage, top: number, bottom: number): GrayImage {
  return { width: img.width, height: bottom - top, data: img.data.subarray(top * img.width, bottom * img.width), dpi: img.dpi };
}

/** Splits the page into up to `parts` bands, top to bottom; fewer when gaps are missing. */
export function splitAtGaps(img: GrayImage, parts: number): GrayImage[] {
  if (parts <= 1) return [img];
  return bandsAt(img, evenCuts(img, blankRows(img), parts));
}

/** The cuts at the blank gaps (of `blank`, img's blank rows) nearest the even shares of the rows. */
function evenCuts(img: GrayImage, blank: Uint8Array, parts: number): number[] {
  const minGap = Math.max(2, Math.round((img.dpi ?? 200) * MIN_GAP_INCH));
  const cuts: number[] = [];
  for (let k = 1; k < parts; k++) {
    const cut = gapNear(blank, Math.round((img.height * k) / parts), Math.round(img.height * SEARCH_SHARE), minGap);
    if (cut !== undefined && cut > (cuts.at(-1) ?? 0)) cuts.push(cut);
  }
  return cuts;
}

/** The bands of `img` between `cuts` (rows, ascending), top to bottom. */
function bandsAt(img: GrayImage, cuts: number[]): GrayImage[] {
  const bounds = [0, ...cuts, img.height];
  return bounds.slice(1).map((bottom, i) => rowBand(img, bounds[i]!, bottom));
}

/**
 * A part's middle cut is kept unless one of its bands would hold more than this much more than its even share of
 * the print (1.3 x 1/2 for two bands: 65 %); moving the cut then shortens the wait on the part by a fifth or more.
 * Short of that the cut stays where it was: Tesseract's layout analysis reads a band by what it holds, and a cut
 * moved changes the text a little (a table row's amount read on a line of its own), which can move an answer.
 */
const UNEVEN_SHARE = 1.3;

/**
 * Splits a part of a page that two workers read at once into up to `parts` bands, top to bottom: at the gaps
 * splitAtGaps() finds nearest its even shares of the rows, unless one band would then hold much more of the print
 * than the others (UNEVEN_SHARE); then each cut at the blank gap nearest the row above which its share of the
 * part's dark pixels lies (every other pixel sampled). Tesseract's cost follows the text it reads, not the rows: a
 * first page's top part cut at its middle row gave its short caption lines to one band and its full-width
 * paragraphs to the other, which took twice as long (the bench's 3-page notice: 30 % and 70 % of the ink, 0.75 and
 * 1.45 s of CPU, against 0.95 and 1.0 s cut where the ink balances). Only for a part read in bands (the OCR pool's
 * readRows): a whole page keeps the middle cut, which is the read plan's top part's (topPartRows).
 */
export function splitBalanced(img: GrayImage, parts: number): GrayImage[] {
  if (parts <= 1) return [img];
  // One scan of the rows: their ink, and from it the blank rows blankRows() would find (the same sampling).
  const ink = rowInk(img);
  const blank = Uint8Array.from(ink, (n) => (n ? 0 : 1));
  const even = bandsAt(img, evenCuts(img, blank, parts));
  const total = ink.reduce((sum, n) => sum + n, 0);
  if (total === 0) return even;
  let top = 0;
  const uneven = even.some((band) => {
    const bottom = top + band.height;
    const share = ink.subarray(top, bottom).reduce((sum, n) => sum + n, 0) / total;
    top = bottom;
    return share > UNEVEN_SHARE / parts;
  });
  if (!uneven) return even;
  const minGap = Math.max(2, Math.round((img.dpi ?? 200) * MIN_GAP_INCH));
  const reach = Math.round(img.height * SEARCH_SHARE);
  const cuts: number[] = [];
  let row = 0;
  let sum = 0;
  for (let k = 1; k < parts; k++) {
    const share = (total * k) / parts;
    while (row < img.height && sum + ink[row]! <= share) sum += ink[row++]!;
    const cut =
      widestGapNear(blank, row, Math.round(img.height * PARAGRAPH_SHARE), minGap) ?? gapNear(blank, Math.round((img.height * k) / parts), reach, minGap);
    if (cut !== undefined && cut > (cuts.at(-1) ?? 0)) cuts.push(cut);
  }
  return bandsAt(img, cuts);
}

/** How far from its balance row (share of the part's height) a moved cut looks for the widest gap: a paragraph's end. */
const PARAGRAPH_SHARE = 0.1;
/** Gaps within this share of the widest one are as wide (a scan's rows are noisy by a pixel or two). */
const AS_WIDE = 0.8;

/**
 * Middle of the widest blank run at least `minGap` tall whose middle lies within `reach` of `target` (of runs about
 * as wide, the nearest): a paragraph's end rather than the gap between two of its lines. The OCR pool joins its
 * bands' texts as paragraphs, so a cut inside a paragraph parts its sentence (a hearing's address cut from its
 * office on the dev corpus's scanned notice, 2026-11-29).
 */
function widestGapNear(blank: Uint8Array, target: number, reach: number, minGap: number): number | undefined {
  const runs: Array<{ middle: number; height: number }> = [];
  for (let y = Math.max(0, target - reach - 1); y < Math.min(blank.length, target + reach + 1); ) {
    if (!blank[y]) {
      y++;
      continue;
    }
    const start = y;
    while (y < blank.length && blank[y]) y++;
    const middle = (start + y) >> 1;
    if (y - start >= minGap && Math.abs(middle - target) <= reach) runs.push({ middle, height: y - start });
  }
  const widest = Math.max(0, ...runs.map((r) => r.height));
  const wide = runs.filter((r) => r.height >= widest * AS_WIDE);
  wide.sort((a, b) => Math.abs(a.middle - target) - Math.abs(b.middle - target));
  return wide[0]?.middle;
}

/** Dark pixels of each row, every other pixel sampled (a row with none is blank, as blankRows() tells). */
function rowInk(img: GrayImage): Uint32Array {
  const ink = new Uint32Array(img.height);
  for (let y = 0; y < img.height; y++) {
    const row = y * img.width;
    let dark = 0;
    for (let x = 0; x < img.width; x += 2) if (img.data[row + x]! < 128) dark++;
    ink[y] = dark;
  }
  return ink;
}

/** Rows without a dark pixel (every other pixel sampled: a glyph stroke is wider than that). */
function blankRows(img: GrayImage): Uint8Array {
  const blank = new Uint8Array(img.height);
  for (let y = 0; y < img.height; y++) {
    const row = y * img.width;
    let ink = false;
    for (let x = 0; x < img.width; x += 2) {
      if (img.data[row + x]! < 128) {
        ink = true;
        break;
      }
    }
    blank[y] = ink ? 0 : 1;
  }
  return blank;
}

/** Middle of the blank run at least `minGap` tall whose middle is closest to `target`. */
function gapNear(blank: Uint8Array, target: number, reach: number, minGap: number): number | undefined {
  const from = Math.max(0, target - reach);
  const to = Math.min(blank.length, target + reach);
  let best: number | undefined;
  let y = from;
  while (y < to) {
    if (!blank[y]) {
      y++;
      continue;
    }
    const start = y;
    while (y < blank.length && blank[y]) y++;
    if (y - start >= minGap) {
      const middle = (start + y) >> 1;
      if (best === undefined || Math.abs(middle - target) < Math.abs(best - target)) best = middle;
    }
  }
  return best;
}

/**
 * The rows of a page's top part for a read plan (@wcab/pipeline's readPlan.ts): from the top to the blank gap
 * nearest the middle, the cut readBands() makes when two workers share a page, so the top part and
 * the rest read as that page's two bands do. Undefined when no gap lies near the middle (the page is
 * then read whole).
 */
export function topPartRows(img: GrayImage): { top: number; bottom: number } | undefined {
  const bands = splitAtGaps(img, 2);
  return bands.length === 2 ? { top: 0, bottom: bands[0]!.height } : undefined;
}

/** Dark pixels below which the rows under a top part hold nothing to read: the OCR pool's blank page (~2 glyphs). */
const BLANK_INK_RATIO = 0.00005;

/**
 * Whether nothing is printed on the rows from `row` down (every other row and column sampled): a top
 * part with nothing under it is the whole page's text, and the rest is not worth a read.
 */
export function blankBelow(img: GrayImage, row: number): boolean {
  const limit = BLANK_INK_RATIO * img.width * img.height;
  let dark = 0;
  for (let y = Math.max(0, row); y < img.height; y += 2) {
    const start = y * img.width;
    for (let x = 0; x < img.width; x += 2) if (img.data[start + x]! < 128 && (dark += 4) > limit) return false;
  }
  return true;
}

/**
 * How far past its dense windows a symbol's patch reaches here, in inches: the windows already reach about 0.08 in
 * past a code's edge (a 0.2-in window holding 0.12 in of a code half ink is 30 % ink); this takes in the scan's blur
 * and noise at its edge, and little of the paper around it, where a line of text may sit.
 */
const SYMBOL_EDGE_INCH = 0.05;

/**
 * Whether nothing but symbols is printed on the rows from `row` down: every dark pixel there (every other row and
 * column sampled, as blankBelow counts them) but as many as blankBelow lets pass lies within a patch dense enough to
 * be a barcode or a 2D code (symbolRegions.ts: 0.2-in windows at least 30 % ink, grown by SYMBOL_EDGE_INCH), and
 * there is such a patch. A bill's or a letter's stray code printed under its top part (an invoice number's Code 128,
 * a QR code in the bottom corner) is nothing Tesseract reads (0 characters, issue 36). A line of text under the cut,
 * a page number, is not within one, so the rest is read; a code's human-readable line printed against its bars is
 * (its windows are dense too), and it spells the code's value. False for rows too busy to cut into patches (a
 * photograph: symbolRegions gives up). Only for a page whose barcode search read a code: a patch of large bold type
 * (a stamp) is dense too.
 */
export function onlySymbolsBelow(img: GrayImage, row: number): boolean {
  const top = Math.max(0, Math.min(img.height, row));
  const band = rowBand(img, top, img.height);
  const regions = symbolRegions(band, SYMBOL_EDGE_INCH);
  if (!regions?.length) return false;
  const limit = BLANK_INK_RATIO * img.width * img.height;
  let dark = 0;
  // Rows sampled from `top` on, as blankBelow samples them; each row's stretches inside a region skipped.
  for (let y = 0; y < band.height; y += 2) {
    const start = y * band.width;
    const inside = regions.filter((r) => y >= r.y && y < r.y + r.height).sort((a, b) => a.x - b.x);
    let x = 0;
    for (const r of [...inside, { x: band.width, y, width: 0, height: 1 } as Region]) {
      for (; x < r.x; x += 2) if (band.data[start + x]! < 128 && (dark += 4) > limit) return false;
      // Past the region, on the same sampling grid (even columns) as the stretch before it.
      const end = r.x + r.width;
      if (x < end) x = end + (end & 1);
    }
  }
  return true;
}

/**
 * Whether more is printed below `row` than above it (dark pixels, every other row and column sampled): a page
 * whose print sits under its top part, as a short letter's does when it is fed upside down.
 */
export function inkMostlyBelow(img: GrayImage, row: number): boolean {
  const cut = Math.max(0, Math.min(img.height, row));
  return darkSampled(img, cut, img.height) > darkSampled(img, 0, cut);
}

function darkSampled(img: GrayImage, from: number, to: number): number {
  let dark = 0;
  for (let y = from; y < to; y += 2) {
    const start = y * img.width;
    for (let x = 0; x < img.width; x += 2) if (img.data[start + x]! < 128) dark++;
  }
  return dark;
}
