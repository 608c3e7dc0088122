/**
 * Cutting a straightened page into horizontal bands at blank gaps between text lines, so two idle
 * OCR workers can read one page together: a 1-page or 3-page scan on a 2-core machine then uses
 * both cores all the way through instead of leaving one idle. A cut never crosses ink: where no
 * blank gap lies near the wanted place, the page is not cut there.
 */
import type { GrayImage } from '@wcab/pdf';

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
  const blank = blankRows(img);
  const minGap = Math.max(2, Math.round((img.dpi ?? 200) * MIN_GAP_INCH));
  const cuts: number[] = [];
  for (let k = 1; k < parts; k++) {
    const cut = gapNear(blank, Math.round((img.height * k) / parts), Math.round(img.height * SEARCH_SHARE), minGap);
    if (cut !== undefined && cut > (cuts.at(-1) ?? 0)) cuts.push(cut);
  }
  const bounds = [0, ...cuts, img.height];
  return bounds.slice(1).map((bottom, i) => rowBand(img, bounds[i]!, bottom));
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
