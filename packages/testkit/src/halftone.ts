/**
 * What a cheap scanner's 1-bit modes make of a page: the gray it sees (paper a little gray, toner not quite
 * black, edges softened by the optics), then each pixel black or white by
 * - `error-diffusion`: Floyd-Steinberg dithering ("text/photo" or "dither" mode): gray areas become scattered
 *   dots, and so do the paper's gray and a code's edges;
 * - `ordered`: a clustered-dot halftone screen ("halftone" mode): a 4x4 cell (75 lines per inch at 300 DPI) whose dot grows with darkness, so
 *   even solid areas come out as a regular grid of dots and holes.
 * Deterministic: the same page gives the same pixels.
 */
import type { GrayImage } from '@wcab/pdf';

export type HalftoneMode = 'error-diffusion' | 'ordered';

export interface HalftoneOptions {
  /** The scanner's reading of white paper (0-255); default 236. */
  paper?: number;
  /** Its reading of toner; default 36. */
  ink?: number;
}

/** The page as 0/255 pixels, as the scanner's 1-bit mode writes it. */
export function halftone(img: GrayImage, mode: HalftoneMode, opts: HalftoneOptions = {}): GrayImage {
  const gray = scannerGray(img, opts.paper ?? 236, opts.ink ?? 36);
  return { ...img, data: mode === 'ordered' ? orderedDots(gray, img.width, img.height) : errorDiffusion(gray, img.width, img.height) };
}

/** Rendered 0-255 mapped to the scanner's ink..paper range, softened by a 3x3 box (the optics). */
function scannerGray(img: GrayImage, paper: number, ink: number): Float32Array {
  const { width, height, data } = img;
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width) continue;
          sum += data[yy * width + xx]!;
          n++;
        }
      }
      out[y * width + x] = ink + ((sum / n) * (paper - ink)) / 255;
    }
  }
  return out;
}

function errorDiffusion(gray: Float32Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const value = gray[i]!;
      const bit = value < 128 ? 0 : 255;
      out[i] = bit;
      const error = value - bit;
      if (x + 1 < width) gray[i + 1]! += (error * 7) / 16;
      if (y + 1 < height) {
        if (x > 0) gray[i + width - 1]! += (error * 3) / 16;
        gray[i + width]! += (error * 5) / 16;
        if (x + 1 < width) gray[i + width + 1]! += error / 16;
      }
    }
  }
  return out;
}

/** A clustered-dot screen: thresholds grow outwards from the cell's centre, so dark areas are big dots. */
const CELL = 4;
const SCREEN: number[] = (() => {
  const order = [...Array(CELL * CELL).keys()].sort((a, b) => distance(a) - distance(b) || a - b);
  const screen = new Array<number>(CELL * CELL);
  order.forEach((cell, rank) => (screen[cell] = ((rank + 0.5) * 255) / (CELL * CELL)));
  return screen;
})();
function distance(cell: number): number {
  const c = (CELL - 1) / 2;
  return Math.hypot((cell % CELL) - c, Math.floor(cell / CELL) - c);
}

function orderedDots(gray: Float32Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Dark where the gray is below the cell's threshold: the dot (black) grows from the centre as gray darkens.
      out[y * width + x] = 255 - gray[y * width + x]! > SCREEN[(y % CELL) * CELL + (x % CELL)]! ? 0 : 255;
    }
  }
  return out;
}
