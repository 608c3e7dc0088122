/**
 * Where on a page a 2D barcode could be, found cheaply so that ZXing's 2D detectors (QR, DataMatrix,
 * PDF417, Aztec: three quarters of its time on a page of text) look only there; a linear code is about
 * half ink over its bars too, so its readers look only in strips through these places (linearStrips).
 * A 2D symbol is a patch about half ink: modules of ink and paper in equal parts, packed edge to edge. Body text is
 * not: over a fifth of an inch (more than a line, so with its leading) it is well under a third ink.
 * So on a page of text only large or bold type, rules, stamps, logos and photographs come near; a
 * region is what a window of 0.2 in at least 30 % ink touches, grown by a margin for the symbol's
 * quiet zone and sparse edges. A page with too many such places to be worth cutting up (a
 * photograph, a dark scan) is searched whole, as every page was before.
 *
 * What it cannot see, so that no 2D detector looks for it on a page of text: a 2D symbol smaller than about 0.2 in, or drawn so
 * sparsely (dots for modules, wide empty padding) that no 0.2-in patch of it is 30 % ink. Printed
 * separator sheets are neither. Measured (scratch runs, not kept): the test and hard-case scans
 * (0.011-inch modules, skew 3 degrees, JPEG 50, upside down, faded print), 73 pages, every code found;
 * zxing-cpp's sample images of 2D codes pasted at 0.2 in or more onto a scanned page of text, 263,
 * every code the whole-page search found except two samples so drawn; 270 pages of the real set and
 * the shared corpus, the same codes as the whole-page search, 34 pages searched whole, regions
 * elsewhere 2 % of the page on average, ZXing's time a page 78 -> 35 ms.
 */
import type { GrayImage } from '@wcab/pdf';

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Side of one measuring cell, in inches (an even number of pixels: every other pixel is counted). */
const CELL_INCH = 0.02;
/**
 * The window whose ink is measured, in cells: 0.2 in. Smaller, a line of 12-point capitals fills it
 * (measured up to 0.5 ink at 0.12 in); at 0.2 in a window always takes in some leading, and body
 * text stays under 0.3 while a symbol's windows reach 0.4 and more (0.011-inch modules, JPEG 50).
 */
const WINDOW_CELLS = 10;
/** Share of ink above which a window may be part of a symbol. */
const SYMBOL_INK = 0.3;
/** Margin around a region, in inches: a symbol's quiet zone and the edge of its modules outside the windows. */
const MARGIN_INCH = 0.15;
/** Past this share of the page, cutting it up would not save time: the page is looked at whole. */
const MAX_AREA_SHARE = 0.3;
const MAX_REGIONS = 48;

/**
 * Regions of the page that may hold a 2D symbol, in pixels of `img`; `undefined` when the page is
 * better searched whole. An empty list means no patch of the page is dense enough to be one. `marginInch`: how far
 * each is grown past its dense windows (default MARGIN_INCH, for the barcode search: a symbol's quiet zone).
 */
export function symbolRegions(img: GrayImage, marginInch = MARGIN_INCH): Region[] | undefined {
  const dpi = img.dpi && img.dpi > 0 ? img.dpi : 200;
  const cell = 2 * Math.max(1, Math.round((dpi * CELL_INCH) / 2));
  const cols = Math.floor(img.width / cell);
  const rows = Math.floor(img.height / cell);
  if (cols < WINDOW_CELLS || rows < WINDOW_CELLS) return undefined;
  const ink = inkPerCell(img, cell, cols, rows);
  const hot = hotWindows(ink, cols, rows, cell);
  const boxes = components(hot, cols - WINDOW_CELLS + 1, rows - WINDOW_CELLS + 1);
  if (boxes.length > MAX_REGIONS) return undefined;
  const margin = Math.round(dpi * marginInch);
  const regions = merge(
    boxes.map((b) =>
      clip(
        {
          x: b.x0 * cell - margin,
          y: b.y0 * cell - margin,
          width: (b.x1 - b.x0 + WINDOW_CELLS) * cell + 2 * margin,
          height: (b.y1 - b.y0 + WINDOW_CELLS) * cell + 2 * margin,
        },
        img,
      ),
    ),
    img,
  );
  const area = regions.reduce((sum, r) => sum + r.width * r.height, 0);
  return area > MAX_AREA_SHARE * img.width * img.height ? undefined : regions;
}

/** Side of a block whose own paper and ink set its threshold, in cells (0.32 in). */
const BLOCK_CELLS = 16;
/** Blocks with less contrast than this hold no ink (blank paper, a flat tint, a solid fill). */
const MIN_CONTRAST = 48;

/**
 * Ink per cell, counted on every other row and column (a quarter of the pixels). A pixel is ink when
 * darker than halfway between the lightest and darkest pixel of its block: measured against its own
 * surroundings, as ZXing's binarizer does, so a code printed in colour on a tinted label (a postage
 * mark's DataMatrix) or on a grey, faded scan counts as the ink it is.
 */
export function inkPerCell(img: GrayImage, cell: number, cols: number, rows: number): Uint32Array {
  const { width, data } = img;
  const blockPx = cell * BLOCK_CELLS;
  const bcols = Math.ceil(cols / BLOCK_CELLS);
  const brows = Math.ceil(rows / BLOCK_CELLS);
  const right = cols * cell;
  const lo = new Uint8Array(bcols * brows).fill(255);
  const hi = new Uint8Array(bcols * brows);
  // Block by block along each sampled row (no division a pixel: the page's barcode search spends a third of its JS time here).
  for (let y = 0; y < rows * cell; y += 2) {
    const rowStart = y * width;
    const blockRow = Math.floor(y / blockPx) * bcols;
    for (let bx = 0; bx < bcols; bx++) {
      let low = lo[blockRow + bx]!;
      let high = hi[blockRow + bx]!;
      const end = rowStart + Math.min(right, (bx + 1) * blockPx);
      for (let i = rowStart + bx * blockPx; i < end; i += 2) {
        const v = data[i]!;
        if (v < low) low = v;
        if (v > high) high = v;
      }
      lo[blockRow + bx] = low;
      hi[blockRow + bx] = high;
    }
  }
  const dark = new Uint8Array(bcols * brows);
  for (let b = 0; b < dark.length; b++) dark[b] = hi[b]! - lo[b]! >= MIN_CONTRAST ? (hi[b]! + lo[b]!) >> 1 : 0;
  const ink = new Uint32Array(cols * rows); // a cell of a scan declaring an absurd DPI may count past 65535
  // Block by block again, threshold hoisted: a block without contrast (blank margin, most of a page of text) has
  // threshold 0, under which no pixel falls, so it is skipped; elsewhere the count is branchless (v - t < 0 sets
  // the sign bit), because text edges make the comparison unpredictable. The same counts as a cell-by-cell loop.
  for (let y = 0; y < rows * cell; y += 2) {
    const rowStart = y * width;
    const cellRow = Math.floor(y / cell) * cols;
    const blockRow = Math.floor(y / blockPx) * bcols;
    for (let bx = 0; bx < bcols; bx++) {
      const threshold = dark[blockRow + bx]!;
      if (threshold === 0) continue;
      const lastCell = Math.min(cols, (bx + 1) * BLOCK_CELLS);
      for (let cx = bx * BLOCK_CELLS; cx < lastCell; cx++) {
        let count = 0;
        const end = rowStart + (cx + 1) * cell;
        for (let i = rowStart + cx * cell; i < end; i += 2) count += (data[i]! - threshold) >>> 31;
        ink[cellRow + cx]! += count;
      }
    }
  }
  return ink;
}

/** For each window position (its top-left cell), whether the window is dense enough to be a symbol's. */
export function hotWindows(ink: Uint32Array, cols: number, rows: number, cell: number): Uint8Array {
  const sampled = (cell / 2) ** 2; // pixels counted per cell
  const need = SYMBOL_INK * sampled * WINDOW_CELLS * WINDOW_CELLS;
  const wc = cols - WINDOW_CELLS + 1;
  const wr = rows - WINDOW_CELLS + 1;
  const hot = new Uint8Array(wc * wr);
  // Each column's ink over the window's rows, slid down a row at a time; then each window's sum slid along
  // the row: two additions a window, no table of the whole page (the sums are exact integers either way).
  const band = new Uint32Array(cols);
  for (let y = 0; y < WINDOW_CELLS - 1; y++) for (let x = 0; x < cols; x++) band[x]! += ink[y * cols + x]!;
  for (let y = 0; y < wr; y++) {
    const enter = (y + WINDOW_CELLS - 1) * cols;
    for (let x = 0; x < cols; x++) band[x]! += ink[enter + x]!;
    let sum = 0;
    for (let x = 0; x < WINDOW_CELLS - 1; x++) sum += band[x]!;
    for (let x = 0; x < wc; x++) {
      sum += band[x + WINDOW_CELLS - 1]!;
      if (sum >= need) hot[y * wc + x] = 1;
      sum -= band[x]!;
    }
    const leave = y * cols;
    for (let x = 0; x < cols; x++) band[x]! -= ink[leave + x]!;
  }
  return hot;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Bounding boxes (in window positions) of the 8-connected groups of hot windows. */
function components(hot: Uint8Array, wc: number, wr: number): Box[] {
  const boxes: Box[] = [];
  const stack: number[] = [];
  for (let start = 0; start < hot.length; start++) {
    if (hot[start] !== 1) continue;
    hot[start] = 2;
    stack.push(start);
    const box = { x0: wc, y0: wr, x1: 0, y1: 0 };
    while (stack.length) {
      const at = stack.pop()!;
      const x = at % wc;
      const y = (at - x) / wc;
      box.x0 = Math.min(box.x0, x);
      box.x1 = Math.max(box.x1, x);
      box.y0 = Math.min(box.y0, y);
      box.y1 = Math.max(box.y1, y);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= wc || ny >= wr) continue;
          const next = ny * wc + nx;
          if (hot[next] === 1) {
            hot[next] = 2;
            stack.push(next);
          }
        }
      }
    }
    boxes.push(box);
    if (boxes.length > MAX_REGIONS) break; // the caller looks at the page whole
  }
  return boxes;
}

function clip(r: Region, img: GrayImage): Region {
  const x = Math.max(0, r.x);
  const y = Math.max(0, r.y);
  return { x, y, width: Math.min(img.width, r.x + r.width) - x, height: Math.min(img.height, r.y + r.height) - y };
}

/** Overlapping regions become one (their union box), until none overlap: a symbol is never cut in two. */
function merge(regions: Region[], img: GrayImage): Region[] {
  const out = [...regions];
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < out.length && !changed; i++) {
      for (let j = i + 1; j < out.length; j++) {
        const a = out[i]!;
        const b = out[j]!;
        if (a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height) {
          const x = Math.min(a.x, b.x);
          const y = Math.min(a.y, b.y);
          out[i] = clip({ x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y }, img);
          out.splice(j, 1);
          changed = true;
          break;
        }
      }
    }
  }
  return out;
}

/**
 * Where a linear code touching `regions` can be read whole: for each region, the page's full width over its rows
 * and the page's full height over its columns, `margin` pixels more on each side (a linear code's bars may thin
 * out past the region's windows, and its quiet zone is paper), strips of one direction that overlap made one.
 * Rows for a code printed upright or upside down, columns for one turned sideways.
 */
export function linearStrips(regions: Region[], margin: number, img: GrayImage): { rows: Region[]; columns: Region[] } {
  const spans = (ranges: Array<[number, number]>, end: number): Array<[number, number]> => {
    const out: Array<[number, number]> = [];
    for (const [a, b] of ranges.map(([a, b]) => [Math.max(0, a - margin), Math.min(end, b + margin)] as [number, number]).sort((p, q) => p[0] - q[0])) {
      const last = out[out.length - 1];
      if (last && a <= last[1]) last[1] = Math.max(last[1], b);
      else out.push([a, b]);
    }
    return out;
  };
  return {
    rows: spans(
      regions.map((r) => [r.y, r.y + r.height]),
      img.height,
    ).map(([a, b]) => ({ x: 0, y: a, width: img.width, height: b - a })),
    columns: spans(
      regions.map((r) => [r.x, r.x + r.width]),
      img.width,
    ).map(([a, b]) => ({ x: a, y: 0, width: b - a, height: img.height })),
  };
}

/** The pixels of `r`, as an image of their own. */
export function cropGray(img: GrayImage, r: Region): GrayImage {
  const data = new Uint8Array(r.width * r.height);
  for (let y = 0; y < r.height; y++) data.set(img.data.subarray((r.y + y) * img.width + r.x, (r.y + y) * img.width + r.x + r.width), y * r.width);
  return { width: r.width, height: r.height, data, dpi: img.dpi };
}
