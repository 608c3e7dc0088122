/**
 * The paper around an image's print is cut off before the engine reads it (inkCrop.ts, the OCR pool's submit), and
 * the words come back in the uncut image's pixels, so callers see no difference but the work.
 */
import type { GrayImage } from '@wcab/pdf';
import { OcrPool } from '@wcab/vision';
import { describe, expect, it } from 'vitest';
import { cropToInk } from '../src/inkCrop';
import { fakeEngine } from './fakeEngine';

/** A white 200-DPI image with a dark block at [x0, x1) x [y0, y1). */
function blockOn(width: number, height: number, x0: number, y0: number, x1: number, y1: number): GrayImage {
  const data = new Uint8Array(width * height).fill(250);
  for (let y = y0; y < y1; y++) data.fill(30, y * width + x0, y * width + x1);
  return { width, height, data, dpi: 200 };
}

describe('cropToInk', () => {
  it('cuts a short top part to its print and 0.1 in of paper round it', () => {
    // A top part 1700 x 1485 with seven lines' worth of print at the top left: the bench's short documents.
    const img = blockOn(1700, 1485, 200, 210, 1265, 470);
    const { image, dx, dy } = cropToInk(img);
    expect({ dx, dy, width: image.width, height: image.height, dpi: image.dpi }).toEqual({ dx: 180, dy: 190, width: 1105, height: 300, dpi: 200 });
    // The same pixels, moved.
    for (const [x, y] of [
      [0, 0],
      [20, 20],
      [600, 150],
      [1104, 299],
    ] as const)
      expect(image.data[y * image.width + x]).toBe(img.data[(y + dy) * img.width + x + dx]);
  });

  it('keeps the margin inside the image at its edges', () => {
    const { image, dx, dy } = cropToInk(blockOn(1000, 1000, 5, 0, 300, 100));
    expect({ dx, dy, width: image.width, height: image.height }).toEqual({ dx: 0, dy: 0, width: 320, height: 120 });
  });

  it('reads as it is an image without ink, and one whose print fills nearly all of it', () => {
    const blank = blockOn(800, 600, 0, 0, 0, 0);
    expect(cropToInk(blank).image).toBe(blank);
    const full = blockOn(800, 600, 30, 25, 770, 575);
    expect(cropToInk(full)).toEqual({ image: full, dx: 0, dy: 0 });
  });
});

/** An engine that records the size of each image it is given and reads one word over the whole of it. */
const wordOverAll = (sizes: string[]) =>
  fakeEngine((img) => {
    sizes.push(`${img.width}x${img.height}`);
    return { text: 'WORD', confidence: 90, words: [{ text: 'WORD', confidence: 90, bbox: { x0: 0, y0: 0, x1: img.width, y1: img.height } }] };
  });

describe('the OCR pool reads an image cut to its print', () => {
  it("hands the engine the crop and answers the words' boxes in the page's pixels", async () => {
    const sizes: string[] = [];
    const pool = await OcrPool.create({ size: 1, engine: wordOverAll(sizes) });
    try {
      const page = blockOn(1700, 2200, 200, 210, 1265, 470);
      const read = await pool.recognizePrepared({ image: page, skewDeg: 0, rows: { top: 0, bottom: 1485 } });
      expect(sizes).toEqual(['1105x300']);
      expect(read.words.map((w) => w.bbox)).toEqual([{ x0: 180, y0: 190, x1: 1285, y1: 490 }]);
      // A part lower down: the crop is within its rows, the box on the page.
      sizes.length = 0;
      const lower = blockOn(1700, 2200, 300, 1600, 900, 1700);
      const rest = await pool.recognizePrepared({ image: lower, skewDeg: 0, rows: { top: 1485, bottom: 2200 } });
      expect(sizes).toEqual(['640x140']);
      expect(rest.words.map((w) => w.bbox)).toEqual([{ x0: 280, y0: 1580, x1: 920, y1: 1720 }]);
    } finally {
      await pool.terminate();
    }
  });
});
