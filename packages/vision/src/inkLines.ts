/**
 * Text lines found from a straightened page's ink, without reading them, and a test of whether two lines
 * carry the same print (issue 36): a page that restates lines already seen (a notice's caption and hearing
 * repeated on every page, a report's boilerplate) needs only its other lines glanced at. Two lines are the
 * same only when every dark pixel of each falls on ink or the gray edge of ink in the other, at one offset of
 * at most a pixel: one digit changed (a date moved by a day) keeps them apart; a false "different" only costs
 * a glance.
 */
import type { GrayImage } from '@wcab/pdf';

/** A line of print: its rows [top, bottom) of the page and its ink's columns [left, right). */
export interface InkLine {
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** Dark pixels in the box. */
  ink: number;
  /**
   * The box grown by PAD each way (what an offset reads of it), as two masks of one bit a pixel, `stride` bytes a
   * row: its dark pixels, and its paper. Bits, not the gray: a document's lines are kept while its later pages are
   * glanced at (30 pages at most, CLASSIFY_OCR_PAGE_BUDGET), a quarter of the memory.
   */
  dark: Uint8Array;
  paper: Uint8Array;
  stride: number;
}

const DARK = 128;
/**
 * Lighter than this, a pixel is paper, not the edge of a stroke: a dark pixel of one line over such a pixel of
 * the other is print the other does not have. Edges land on gray when a scan falls a fraction of a pixel off,
 * which a plain ink/paper test counted as different print; on the bench's 200-DPI notice (noise and JPEG),
 * the same line on two pages left at most 1 such pixel, "Paragraph 16" against "Paragraph 18" 21.
 */
const PAPER = 160;
/** Pixels of the box's margin kept, so that a line compared at an offset still reads the other's edge. */
const PAD = 2;
/** Fewer dark pixels than this in a run of rows is a speck, not a line (a period alone is about 16 at 200 DPI). */
const MIN_LINE_INK = 12;

/** The lines printed on rows [from, to) of `img`: runs of rows holding ink, split at every blank row. */
export function inkLines(img: GrayImage, from = 0, to = img.height): InkLine[] {
  const { width, data } = img;
  const lines: InkLine[] = [];
  let start = -1;
  for (let y = Math.max(0, from); y <= to; y++) {
    let inked = false;
    if (y < to) {
      const row = y * width;
      for (let x = 0; x < width; x++) {
        if (data[row + x]! < DARK) {
          inked = true;
          break;
        }
      }
    }
    if (inked && start < 0) start = y;
    if (!inked && start >= 0) {
      const line = lineAt(img, start, y);
      if (line) lines.push(line);
      start = -1;
    }
  }
  return lines;
}

function lineAt(img: GrayImage, top: number, bottom: number): InkLine | undefined {
  const { width, height, data } = img;
  let left = width;
  let right = 0;
  let ink = 0;
  for (let y = top; y < bottom; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if (data[row + x]! < DARK) {
        ink++;
        if (x < left) left = x;
        if (x >= right) right = x + 1;
      }
    }
  }
  if (ink < MIN_LINE_INK) return undefined;
  const w = right - left + 2 * PAD;
  const h = bottom - top + 2 * PAD;
  const stride = (w + 7) >> 3;
  const dark = new Uint8Array(stride * h);
  const paper = new Uint8Array(stride * h).fill(255); // off the page is paper
  for (let y = 0; y < h; y++) {
    const py = top - PAD + y;
    if (py < 0 || py >= height) continue;
    for (let x = 0; x < w; x++) {
      const px = left - PAD + x;
      if (px < 0 || px >= width) continue;
      const v = data[py * width + px]!;
      const byte = y * stride + (x >> 3);
      const bit = 1 << (x & 7);
      if (v < DARK) dark[byte]! |= bit;
      if (v < PAPER) paper[byte]! &= ~bit;
    }
  }
  return { top, bottom, left, right, ink, dark, paper, stride };
}

/** Box sizes further apart than this (pixels) are different lines. */
const SIZE_SLACK = 2;
/** Ink counts further apart than this share are different lines (noise moves a stroke's edge, not its length). */
const INK_SLACK = 0.06;
/**
 * Dark pixels of either line over the other's paper (at the best offset) above which the lines differ: the same
 * line left 0-1 on the bench's notice, a digit changed 21 or more (6 against 8, the closest pair there).
 */
const MAX_STRAY = 4;

/** Whether `a` and `b` carry the same print: same box, same ink, and no dark pixel of either over the other's paper. */
export function sameInk(a: InkLine, b: InkLine): boolean {
  return stray(a, b, MAX_STRAY + 1) <= MAX_STRAY;
}

/**
 * The fewest dark pixels of either line over the other's paper, over offsets of up to a pixel each way (counting
 * stops at `limit`); infinite for boxes or ink too different to be the same print.
 */
export function stray(a: InkLine, b: InkLine, limit = Number.POSITIVE_INFINITY): number {
  const aw = a.right - a.left;
  const ah = a.bottom - a.top;
  if (Math.abs(aw - (b.right - b.left)) > SIZE_SLACK || Math.abs(ah - (b.bottom - b.top)) > SIZE_SLACK) return Number.POSITIVE_INFINITY;
  if (Math.abs(a.ink - b.ink) > INK_SLACK * Math.max(a.ink, b.ink)) return Number.POSITIVE_INFINITY;
  let best = limit;
  for (const [dx, dy] of OFFSETS) {
    const one = overPaper(a, b, dx, dy, best);
    if (one >= best) continue;
    const both = Math.max(one, overPaper(b, a, -dx, -dy, best));
    if (both < best) best = both;
    if (best === 0) break;
  }
  return best;
}

/** The straight offset first: a line is most often compared with its own print, scanned the same. */
const OFFSETS = [0, -1, 1].flatMap((dy) => [0, -1, 1].map((dx) => [dx, dy] as const));

/** Dark pixels of `a`'s box over paper of `b` placed `dx`, `dy` from it (stops at `limit`). */
function overPaper(a: InkLine, b: InkLine, dx: number, dy: number, limit: number): number {
  const aw = a.right - a.left + 2 * PAD;
  const ah = a.bottom - a.top + 2 * PAD;
  const bw = b.right - b.left + 2 * PAD;
  const bh = b.bottom - b.top + 2 * PAD;
  let n = 0;
  for (let y = PAD; y < ah - PAD; y++) {
    const by = y + dy;
    for (let x = PAD; x < aw - PAD; x++) {
      if (!((a.dark[y * a.stride + (x >> 3)]! >> (x & 7)) & 1)) continue;
      const bx = x + dx;
      const paper = by < 0 || by >= bh || bx < 0 || bx >= bw || (b.paper[by * b.stride + (bx >> 3)]! >> (bx & 7)) & 1;
      if (paper && ++n >= limit) return n;
    }
  }
  return n;
}
