/**
 * The page measures the barcode search runs before ZXing (ink per cell and dense windows in symbolRegions.ts,
 * the dot texture in descreen.ts) are written for speed; here each is held equal to its definition, counted
 * the plain way, on a scanned page with 2D and linear codes and on noise of an odd size.
 */
import { type GrayImage, openPdf } from '@wcab/pdf';
import { makeBarcodePage, rasterizePdf, seededRandom } from '@wcab/testkit';
import { describe, expect, it } from 'vitest';
import { looksScreened } from '../src/descreen';
import { hotWindows, inkPerCell } from '../src/symbolRegions';

const CELL = 4; // 0.02 in at 200 DPI
const BLOCK_CELLS = 16;
const WINDOW = 10;

async function scannedPage(): Promise<GrayImage> {
  const pdf = await openPdf(
    await rasterizePdf(await makeBarcodePage({ value: 'SEP-0042', symbology: 'qrcode', position: 'top-right', extraLines: ['Body text line'] }), {
      dpi: 200,
      skewDeg: 1,
      noise: 0.04,
      jpegQuality: 60,
    }),
  );
  try {
    const img = await pdf.renderPage(0, { dpi: 200 });
    return { ...img, data: img.data.slice() };
  } finally {
    pdf.close();
  }
}

function noise(width: number, height: number, dark: number): GrayImage {
  const random = seededRandom(7);
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = random() < dark ? Math.floor(random() * 120) : 200 + Math.floor(random() * 56);
  return { width, height, data, dpi: 200 };
}

/** Ink per cell by its definition: a sampled pixel darker than the midpoint of its block's sampled extremes, when they differ by 48. */
function inkByDefinition(img: GrayImage, cols: number, rows: number): Uint32Array {
  const ink = new Uint32Array(cols * rows);
  const blockPx = CELL * BLOCK_CELLS;
  const sampled = (x0: number, y0: number, x1: number, y1: number, f: (v: number) => void) => {
    for (let y = y0; y < y1; y += 2) for (let x = x0; x < x1; x += 2) f(img.data[y * img.width + x]!);
  };
  for (let by = 0; by * blockPx < rows * CELL; by++) {
    for (let bx = 0; bx * blockPx < cols * CELL; bx++) {
      let lo = 255;
      let hi = 0;
      const [x0, y0] = [bx * blockPx, by * blockPx];
      const [x1, y1] = [Math.min(cols * CELL, x0 + blockPx), Math.min(rows * CELL, y0 + blockPx)];
      sampled(x0, y0, x1, y1, (v) => ((lo = Math.min(lo, v)), (hi = Math.max(hi, v))));
      const threshold = hi - lo >= 48 ? (hi + lo) >> 1 : 0;
      for (let cy = y0 / CELL; cy < y1 / CELL; cy++)
        for (let cx = x0 / CELL; cx < x1 / CELL; cx++)
          sampled(cx * CELL, cy * CELL, (cx + 1) * CELL, (cy + 1) * CELL, (v) => (ink[cy * cols + cx]! += v < threshold ? 1 : 0));
    }
  }
  return ink;
}

function hotByDefinition(ink: Uint32Array, cols: number, rows: number): Uint8Array {
  const need = 0.3 * (CELL / 2) ** 2 * WINDOW * WINDOW;
  const wc = cols - WINDOW + 1;
  const hot = new Uint8Array(wc * (rows - WINDOW + 1));
  for (let y = 0; y + WINDOW <= rows; y++)
    for (let x = 0; x < wc; x++) {
      let sum = 0;
      for (let dy = 0; dy < WINDOW; dy++) for (let dx = 0; dx < WINDOW; dx++) sum += ink[(y + dy) * cols + x + dx]!;
      hot[y * wc + x] = sum >= need ? 1 : 0;
    }
  return hot;
}

function screenedByDefinition(img: GrayImage): number {
  let spikes = 0;
  for (let y = 0; y < img.height; y += 3)
    for (let x = 1; x < img.width - 1; x++) {
      const v = img.data[y * img.width + x]!;
      const [l, r] = [v - img.data[y * img.width + x - 1]!, v - img.data[y * img.width + x + 1]!];
      if ((l > 64 && r > 64) || (l < -64 && r < -64)) spikes++;
    }
  return spikes;
}

describe('the barcode search page measures', () => {
  it('count ink per cell, dense windows and dot texture exactly as defined', async () => {
    const pages = [await scannedPage(), noise(203, 157, 0.3), noise(331, 245, 0.6)];
    for (const img of pages) {
      const cols = Math.floor(img.width / CELL);
      const rows = Math.floor(img.height / CELL);
      const ink = inkPerCell(img, CELL, cols, rows);
      expect(Array.from(ink)).toEqual(Array.from(inkByDefinition(img, cols, rows)));
      expect(ink.some((v) => v > 0)).toBe(true);
      const hot = hotWindows(ink, cols, rows, CELL);
      expect(Array.from(hot)).toEqual(Array.from(hotByDefinition(ink, cols, rows)));
      const seen = Math.ceil(img.height / 3) * (img.width - 2);
      expect(looksScreened(img)).toBe(screenedByDefinition(img) / seen >= 0.01);
    }
    // Both sides of the dot-texture test are met: noise is screened, a scanned page of text is not.
    expect(pages.map(looksScreened)).toEqual([false, true, true]);
  }, 60_000);
});
