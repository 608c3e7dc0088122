/**
 * Whether a page was fed upside down, told from its ink before any read (issue 36). A page read upright when it is
 * upside down costs a garbled read before the turned one (a batch's first page: its top part, often its rest too, then
 * the whole page turned), so a page this test calls upside down is read turned first instead.
 *
 * The cue is Latin print's own: in a line of mixed-case text, the ink above the x-height band (ascenders b d f h k l t,
 * capitals, digits) far outweighs the ink below the baseline (descenders g j p q y, commas). Each text line's row
 * profile has a dense core (the x-height band: rows with at least half the line's densest row) and two thin flanks;
 * upright, the upper flank holds more ink, turned the lower one. Counted only on ink the size of type (connected
 * components at most 0.25 in tall and 0.5 in wide, not solid): rules, boxes and their sides, barcodes, logos and
 * photographs are left out, since a form's ruling under or beside its labels would otherwise read as a flank. A
 * line counts only when it has the shape of one line of mixed-case text: a core 0.3 to 0.75 of its height and flanks
 * each at most 0.6 of the core (a line of capitals or digits has no flanks to weigh; two lines touching have a flank
 * taller than a core).
 *
 * The verdict is one-sided: `upsideDown` only when the page shows it clearly (at least 4 such lines, their ink below
 * the band outweighing the ink above by (B - A) / (A + B) >= 0.3, and more lines weighing down than up); anything else,
 * a page of capitals, a sparse page, a table, is left to be read upright as before (the OCR pool still turns a page
 * whose read is garbage). Measured (2026-11-29, 200 DPI, pages straightened as the pool reads them): upright pages
 * score 0.13 and more on the bench's office batches (114 content pages) and none is called upside down there, in the
 * dev corpus (158 pages) or in the real set's development half (954 pages, first three pages of each document) but a
 * non-Latin table and one page that is upside down in its PDF; turned 180 degrees, 76 % of the office pages and
 * 6 of 6 fed upside down (-0.40 to -0.68) are called so.
 */
import type { GrayImage } from '@wcab/pdf';

const DARK = 128;
/** Four pixels of a 32-bit word all paper (>= 128): each byte's top bit set (as a signed int, as `&` gives it). */
const PAPER4 = 0x80808080 | 0;
/** A component taller or wider than this (inches) is not type: a rule, a box, a barcode, a logo, a photograph. */
const MAX_GLYPH_HEIGHT_INCH = 0.25;
const MAX_GLYPH_WIDTH_INCH = 0.5;
/** A component darker than this share of its box is a solid block, not a glyph. */
const MAX_GLYPH_FILL = 0.75;
/** Fewer dark pixels than this is a speck of noise. */
const MIN_GLYPH_PIXELS = 3;
/** A line of type is between these heights (inches), flanks included. */
const MIN_LINE_INCH = 0.04;
const MAX_LINE_INCH = 0.25;
/** The core: rows holding at least this share of the line's densest row. */
const CORE_SHARE = 0.5;
const MIN_CORE = 0.3;
const MAX_CORE = 0.75;
/** Each flank at most this share of the core (an ascender reaches about half the x-height above it). */
const MAX_FLANK = 0.6;
/** A line weighs one way when one flank holds more than twice the ink of the other. */
const LINE_VOTE = 2;
const MIN_LINES = 4;
const UPSIDE_DOWN_SCORE = -0.3;

export interface InkOrientation {
  /** (A - B) / (A + B): ink above the lines' x-height bands (A) against ink below them (B); 0 without such lines. */
  score: number;
  /** Lines of mixed-case type weighed. */
  lines: number;
  /** Of which weighing upright (A more than twice B), and upside down. */
  up: number;
  down: number;
  /** Clearly upside down (see above); false when upright or not clear. */
  upsideDown: boolean;
}

/** How a page's lines of type weigh (see the file's comment); `img` as the OCR pool reads it, straightened. */
export function inkOrientation(img: GrayImage): InkOrientation {
  const dpi = img.dpi && img.dpi > 0 ? img.dpi : 200;
  const profile = typeProfile(img, dpi);
  const minLine = Math.round(dpi * MIN_LINE_INCH);
  const maxLine = Math.round(dpi * MAX_LINE_INCH);
  let above = 0;
  let below = 0;
  let lines = 0;
  let up = 0;
  let down = 0;
  for (let y = 0; y < img.height; ) {
    if (profile[y]! === 0) {
      y++;
      continue;
    }
    const top = y;
    let densest = 0;
    for (; y < img.height && profile[y]! > 0; y++) densest = Math.max(densest, profile[y]!);
    const height = y - top;
    if (height < minLine || height > maxLine) continue;
    let coreTop = top;
    while (profile[coreTop]! < CORE_SHARE * densest) coreTop++;
    let coreBottom = y - 1;
    while (profile[coreBottom]! < CORE_SHARE * densest) coreBottom--;
    const core = coreBottom - coreTop + 1;
    if (core < MIN_CORE * height || core > MAX_CORE * height) continue;
    if (coreTop - top > MAX_FLANK * core || y - 1 - coreBottom > MAX_FLANK * core) continue;
    let a = 0;
    let b = 0;
    for (let r = top; r < coreTop; r++) a += profile[r]!;
    for (let r = coreBottom + 1; r < y; r++) b += profile[r]!;
    lines++;
    above += a;
    below += b;
    if (a > LINE_VOTE * b) up++;
    else if (b > LINE_VOTE * a) down++;
  }
  const score = above + below ? (above - below) / (above + below) : 0;
  return { score, lines, up, down, upsideDown: lines >= MIN_LINES && score <= UPSIDE_DOWN_SCORE && down > up + 1 };
}

/** Whether the page is clearly upside down by its ink (inkOrientation). */
export function inkSaysUpsideDown(img: GrayImage): boolean {
  return inkOrientation(img).upsideDown;
}

/**
 * Dark pixels of each row that belong to components the size of type: the page's dark runs, row by row, joined into
 * 8-connected components (union-find over runs), each component's box and pixels measured, and the runs of those
 * that pass counted into their rows.
 */
function typeProfile(img: GrayImage, dpi: number): Int32Array {
  const { width, height, data } = img;
  let cap = 1 << 14;
  let x0 = new Int32Array(cap);
  let x1 = new Int32Array(cap);
  let rowOf = new Int32Array(cap);
  let parent = new Int32Array(cap);
  let count = 0;
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  let prevStart = 0;
  let prevEnd = 0;
  // Paper is skipped four pixels at a time where the rows allow it: a word whose four bytes all have their top bit
  // set is four pixels of at least 128, none dark.
  const words = data.byteOffset % 4 === 0 && width % 4 === 0 ? new Uint32Array(data.buffer, data.byteOffset, (width * height) >> 2) : undefined;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const start = count;
    let p = prevStart;
    let x = 0;
    while (x < width) {
      if (words) while (x < width && (x & 3) === 0 && (words[(row + x) >> 2]! & PAPER4) === PAPER4) x += 4;
      while (x < width && data[row + x]! >= DARK) {
        x++;
        if (words && (x & 3) === 0) break;
      }
      if (x >= width) break;
      if (data[row + x]! >= DARK) continue; // at a word's start again: skip on by words
      const a = x;
      while (x < width && data[row + x]! < DARK) x++;
      if (count === cap) {
        cap *= 2;
        const grow = (old: Int32Array) => {
          const next = new Int32Array(cap);
          next.set(old);
          return next;
        };
        x0 = grow(x0);
        x1 = grow(x1);
        rowOf = grow(rowOf);
        parent = grow(parent);
      }
      const id = count++;
      x0[id] = a;
      x1[id] = x;
      rowOf[id] = y;
      parent[id] = id;
      // Runs of the row above touching this one, diagonals included: [x0, x1) meets [a - 1, x + 1).
      while (p < prevEnd && x1[p]! < a) p++;
      for (let q = p; q < prevEnd && x0[q]! <= x; q++) {
        const r1 = find(q);
        const r2 = find(id);
        if (r1 !== r2) parent[Math.max(r1, r2)] = Math.min(r1, r2);
      }
    }
    prevStart = start;
    prevEnd = count;
  }
  // Each component's box and pixels, kept at its root.
  const left = new Int32Array(count).fill(width);
  const right = new Int32Array(count);
  const topRow = new Int32Array(count).fill(height);
  const bottomRow = new Int32Array(count);
  const pixels = new Int32Array(count);
  const root = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const r = find(i);
    root[i] = r;
    if (x0[i]! < left[r]!) left[r] = x0[i]!;
    if (x1[i]! > right[r]!) right[r] = x1[i]!;
    if (rowOf[i]! < topRow[r]!) topRow[r] = rowOf[i]!;
    if (rowOf[i]! + 1 > bottomRow[r]!) bottomRow[r] = rowOf[i]! + 1;
    pixels[r] = pixels[r]! + x1[i]! - x0[i]!;
  }
  const maxHeight = dpi * MAX_GLYPH_HEIGHT_INCH;
  const maxWidth = dpi * MAX_GLYPH_WIDTH_INCH;
  const profile = new Int32Array(height);
  for (let i = 0; i < count; i++) {
    const r = root[i]!;
    const h = bottomRow[r]! - topRow[r]!;
    const w = right[r]! - left[r]!;
    if (h > maxHeight || w > maxWidth || pixels[r]! < MIN_GLYPH_PIXELS || pixels[r]! > MAX_GLYPH_FILL * w * h) continue;
    const row = rowOf[i]!;
    profile[row] = profile[row]! + x1[i]! - x0[i]!;
  }
  return profile;
}
