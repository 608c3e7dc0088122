/**
 * Skew of a scanned page, and straightening it. Tesseract's own `rotateAuto` finds the angle with
 * a full layout pass (FindLines) before the real one, which costs about 40% more per page; a
 * projection profile on a coarse copy of the page finds the same angle in a few milliseconds.
 */
import type { GrayImage } from '@wcab/pdf';
import { rasterBytes } from '@wcab/pdf/rasters';

/** Angles searched, in degrees either way: scanner feeders skew a sheet by a few degrees at most. */
const MAX_SKEW_DEG = 5;
const COARSE_STEP_DEG = 0.25;
const FINE_STEP_DEG = 0.05;
/** Below this the page is left as it is: Tesseract reads a line tilted this little without trouble. */
export const MIN_CORRECTED_SKEW_DEG = 0.3;
/** Fewer dark cells than this (a nearly blank page) give no reliable angle. */
const MIN_INK_CELLS = 200;

interface InkCells {
  xs: Int32Array;
  ys: Int32Array;
  count: number;
  width: number;
  height: number;
}

/**
 * The angle, in degrees, by which the page's text lines fall from left to right (image rows grow
 * downwards, so a positive angle means lines run downhill). 0 when the page has too little ink.
 */
export function estimateSkewDeg(img: GrayImage): number {
  const cells = inkCells(img, Math.max(1, Math.round((img.dpi ?? 200) / 50)));
  if (cells.count < MIN_INK_CELLS) return 0;
  let best = 0;
  let bestScore = -1;
  const consider = (deg: number) => {
    const score = profileSharpness(cells, deg);
    if (score > bestScore) {
      bestScore = score;
      best = deg;
    }
  };
  for (let deg = -MAX_SKEW_DEG; deg <= MAX_SKEW_DEG + 1e-9; deg += COARSE_STEP_DEG) consider(deg);
  const coarse = best;
  for (let deg = coarse - COARSE_STEP_DEG; deg <= coarse + COARSE_STEP_DEG + 1e-9; deg += FINE_STEP_DEG) consider(deg);
  return Math.round(best * 100) / 100;
}

/**
 * Dark cells of a `factor`-times smaller copy of the page (a cell is dark when any of its sampled
 * pixels is): thin strokes survive the reduction, and the search works on a few thousand points.
 */
function inkCells(img: GrayImage, factor: number): InkCells {
  const w = Math.floor(img.width / factor);
  const h = Math.floor(img.height / factor);
  const xs = new Int32Array(w * h);
  const ys = new Int32Array(w * h);
  let count = 0;
  const step = Math.max(1, factor >> 1);
  for (let cy = 0; cy < h; cy++) {
    for (let cx = 0; cx < w; cx++) {
      let dark = false;
      for (let dy = 0; dy < factor && !dark; dy += step) {
        const row = (cy * factor + dy) * img.width + cx * factor;
        for (let dx = 0; dx < factor; dx += step) {
          if (img.data[row + dx]! < 128) {
            dark = true;
            break;
          }
        }
      }
      if (dark) {
        xs[count] = cx;
        ys[count++] = cy;
      }
    }
  }
  return { xs, ys, count, width: w, height: h };
}

/**
 * How sharply the ink falls into rows when the page is sheared by `deg`: the sum of squared row
 * counts is largest when text lines lie flat (dense rows alternate with empty gaps).
 */
function profileSharpness(cells: InkCells, deg: number): number {
  const slope = Math.tan((deg * Math.PI) / 180);
  const margin = Math.ceil(Math.abs(slope) * cells.width) + 1;
  const bins = new Int32Array(cells.height + 2 * margin);
  for (let i = 0; i < cells.count; i++) bins[Math.round(cells.ys[i]! - cells.xs[i]! * slope) + margin]!++;
  let score = 0;
  for (let i = 0; i < bins.length; i++) score += bins[i]! * bins[i]!;
  return score;
}

/**
 * Turns the page by `-deg` so lines that fell by `deg` lie flat (bilinear, paper-white outside the
 * page). Same size as the input: a few degrees cut only slivers of margin at the corners. The
 * result is a raster of its own (rasterBytes), which its user may recycle.
 */
export function straighten(img: GrayImage, deg: number): GrayImage {
  const { width: w, height: h, data } = img;
  const { cos, sin, cx, cy, maxX, maxY } = turnedBack(img, deg);
  const out = rasterBytes(w * h);
  for (let y = 0; y < h; y++) {
    const dy = y - cy;
    // Source of output pixel (x, y): rotate it back by +deg around the centre.
    let sx = cx + (0 - cx) * cos - dy * sin;
    let sy = cy + (0 - cx) * sin + dy * cos;
    const o = y * w;
    // Most of a row samples well inside the page: there the four bounds tests per pixel are left out (about a seventh
    // of the turn's CPU on a 200-DPI page, docs/ocr.md); the span's ends keep them, so the pixels are the same.
    const [lo, hi] = insideSpan(sx, sy, cos, sin, maxX, maxY, w);
    for (let x = 0; x < w; x++, sx += cos, sy += sin) {
      if (x === lo) {
        for (; x < hi; x++, sx += cos, sy += sin) out[o + x] = bilinear(data, w, sx, sy);
        if (x === w) break;
      }
      // Compared as floats first, so that `| 0` (a third of Math.floor's cost here: 25 against 75 ms a
      // 200-DPI page) only ever truncates non-negative values, where it is floor: the same pixels as before.
      out[o + x] = sx < 0 || sy < 0 || sx >= maxX || sy >= maxY ? 255 : bilinear(data, w, sx, sy);
    }
  }
  return { ...img, data: out };
}

/** The page's value at (sx, sy), 0 <= sx < width - 1 and 0 <= sy < height - 1, blended from its four pixels around. */
function bilinear(data: Uint8Array, w: number, sx: number, sy: number): number {
  const x0 = sx | 0;
  const y0 = sy | 0;
  const fx = sx - x0;
  const fy = sy - y0;
  const i = y0 * w + x0;
  const a = data[i]!;
  const c = data[i + w]!;
  const top = a + (data[i + 1]! - a) * fx;
  const bottom = c + (data[i + w + 1]! - c) * fx;
  return top + (bottom - top) * fy;
}

/**
 * The pixels [lo, hi) of a row whose samples (sx + x cos, sy + x sin) lie inside [0, maxX) x [0, maxY) with two pixels
 * to spare: the row's loop adds cos and sin one pixel at a time, whose rounding drifts far less than that from the
 * product, so no pixel of the span is one its bounds tests would have turned white. An empty span is (w, w).
 */
export function insideSpan(sx: number, sy: number, cos: number, sin: number, maxX: number, maxY: number, w: number): [number, number] {
  const MARGIN = 2;
  let lo = 0;
  let hi = w;
  for (const [start, step, end] of [
    [sx, cos, maxX],
    [sy, sin, maxY],
  ] as const) {
    if (step === 0) {
      if (!(start >= 0 && start < end)) hi = 0;
      continue;
    }
    // x where start + x step crosses 0 and `end`, in the order the row meets them.
    const [enter, leave] = step > 0 ? [-start / step, (end - start) / step] : [(end - start) / step, -start / step];
    lo = Math.max(lo, Math.ceil(enter) + MARGIN);
    hi = Math.min(hi, Math.floor(leave) - MARGIN);
  }
  return hi > lo ? [lo, hi] : [w, w];
}

/**
 * A sketch of the page straightened, for judging its layout (whether its rules and lines of print lie as a form's
 * do), never for reading: half the page's size each way (its `dpi` halved), each pixel the darkest of the source
 * pixels where it came from, two across and three down (its own block and the row under it). The darkest, not a
 * blend: a thin rule stays as dark as printed and, where it still drifts a pixel across the page (the skew is found
 * to about a twentieth of a degree), whole in one row (with a 2 x 2 block, a rule fed 2.5 degrees crooked broke in
 * two rows and its field column was not found). A quarter of the pixels to turn and then to measure. A raster of its own (rasterBytes), which its user may recycle.
 */
export function straightenSketch(img: GrayImage, deg: number): GrayImage {
  const { width: w, height: h, data } = img;
  const width = Math.floor(w / 2);
  const height = Math.floor(h / 2);
  const { cos, sin, cx, cy, maxX, maxY } = turnedBack(img, deg);
  const out = rasterBytes(width * height);
  for (let y = 0; y < height; y++) {
    const dy = 2 * y - cy;
    // Source of the block at output (x, y): page pixel (2x, 2y) turned back by +deg around the centre.
    let sx = cx - cx * cos - dy * sin;
    let sy = cy - cx * sin + dy * cos;
    const o = y * width;
    for (let x = 0; x < width; x++, sx += 2 * cos, sy += 2 * sin) {
      // Compared as floats first, so that `| 0` only ever truncates non-negative values.
      if (sx < 0 || sy < 0 || sx >= maxX || sy >= maxY - 1) {
        out[o + x] = 255;
        continue;
      }
      const i = (sy | 0) * w + (sx | 0);
      let v = data[i]! < data[i + 1]! ? data[i]! : data[i + 1]!;
      const middle = data[i + w]! < data[i + w + 1]! ? data[i + w]! : data[i + w + 1]!;
      if (middle < v) v = middle;
      const below = data[i + 2 * w]! < data[i + 2 * w + 1]! ? data[i + 2 * w]! : data[i + 2 * w + 1]!;
      out[o + x] = below < v ? below : v;
    }
  }
  return { width, height, data: out, ...(img.dpi ? { dpi: img.dpi / 2 } : {}) };
}

/** What turning a page back by `deg` around its centre needs: the turn, the centre, the last pixel a sample may start at. */
function turnedBack(img: GrayImage, deg: number) {
  const rad = (deg * Math.PI) / 180;
  return { cos: Math.cos(rad), sin: Math.sin(rad), cx: img.width / 2, cy: img.height / 2, maxX: img.width - 1, maxY: img.height - 1 };
}
