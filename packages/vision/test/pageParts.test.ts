/**
 * Where a part of a page read by two workers at once is cut (pageParts.ts splitBalanced, the OCR pool's readRows):
 * where its print balances, not at its middle row, so that the band with the full-width lines is not the one the
 * answer waits on; a whole page keeps its middle cut (the read plan's top part ends there).
 */
import type { GrayImage } from '@wcab/pdf';
import { OcrPool, type PreparedPage } from '@wcab/vision';
import { describe, expect, it } from 'vitest';
import { cropToInk } from '../src/inkCrop';
import { rowBand, splitAtGaps, splitBalanced, topPartRows } from '../src/pageParts';
import { fakeEngine } from './fakeEngine';

/**
 * A white page of `lines` bars of print (each 24 rows of alternating ink and paper columns, 24 rows of paper
 * between lines), top to bottom, each `widths[i]` pixels wide from the left margin.
 */
function printed(widths: number[], width = 1200): GrayImage {
  const lineRows = 24;
  const height = 40 + widths.length * lineRows * 2;
  const data = new Uint8Array(width * height).fill(255);
  widths.forEach((w, i) => {
    const top = 40 + i * lineRows * 2;
    for (let y = top; y < top + lineRows; y++) for (let x = 100; x < 100 + w; x += 3) data.fill(20, y * width + x, y * width + x + 2);
  });
  return { width, height, data, dpi: 200 };
}

const dark = (img: GrayImage, from: number, to: number) => {
  let n = 0;
  for (let i = from * img.width; i < to * img.width; i++) if (img.data[i]! < 128) n++;
  return n;
};
const rowHasInk = (img: GrayImage, y: number) => img.data.subarray(y * img.width, (y + 1) * img.width).some((v) => v < 128);

/** A caption's short lines on the upper half, full-width paragraphs on the lower (a first page's top part). */
const captionOverParagraphs = printed([...Array.from({ length: 10 }, () => 200), ...Array.from({ length: 10 }, () => 1000)]);

describe('splitBalanced', () => {
  it('cuts a part whose lower half holds more print where its ink balances, at a blank gap', () => {
    const img = captionOverParagraphs;
    const [upper, lower] = splitBalanced(img, 2);
    expect(upper!.height + lower!.height).toBe(img.height);
    const cut = upper!.height;
    expect(rowHasInk(img, cut)).toBe(false);
    // Each band about half the print (within a line's), where the middle cut gives the lower band five sixths.
    const share = dark(img, 0, cut) / dark(img, 0, img.height);
    expect(share).toBeGreaterThan(0.4);
    expect(share).toBeLessThan(0.6);
    const middle = splitAtGaps(img, 2)[0]!.height;
    expect(dark(img, middle, img.height) / dark(img, 0, img.height)).toBeGreaterThan(0.8);
    expect(cut).toBeGreaterThan(middle);
  });

  it('cuts evenly printed lines at the middle, as splitAtGaps does', () => {
    const img = printed(Array.from({ length: 20 }, () => 1000));
    expect(splitBalanced(img, 2).map((b) => b.height)).toEqual(splitAtGaps(img, 2).map((b) => b.height));
  });

  it("cuts at a paragraph's end near where the ink balances, not between two lines of a paragraph", () => {
    // Short caption lines, then paragraphs of three full-width lines (a width of 0: a blank line between them).
    const paragraph = [1000, 1000, 1000, 0];
    const img = printed([...Array.from({ length: 8 }, () => 200), ...paragraph, ...paragraph, ...paragraph, ...paragraph]);
    const [upper] = splitBalanced(img, 2);
    const cut = upper!.height;
    let top = cut;
    let bottom = cut;
    while (!rowHasInk(img, top - 1)) top--;
    while (!rowHasInk(img, bottom)) bottom++;
    expect(bottom - top).toBeGreaterThan(48); // a paragraph's gap (72 rows), not a line's (24)
    const share = dark(img, 0, cut) / dark(img, 0, img.height);
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(0.7);
  });

  it('keeps the middle cut of a part only a little uneven (a band under 65 % of the print)', () => {
    const img = printed([...Array.from({ length: 10 }, () => 800), ...Array.from({ length: 10 }, () => 1000)]);
    const middle = splitAtGaps(img, 2)[0]!.height;
    expect(dark(img, middle, img.height) / dark(img, 0, img.height)).toBeLessThan(0.65);
    expect(splitBalanced(img, 2).map((b) => b.height)).toEqual(splitAtGaps(img, 2).map((b) => b.height));
  });

  it('does not cut through ink: a part inked on every row stays one band', () => {
    const inked: GrayImage = { width: 400, height: 600, data: new Uint8Array(400 * 600).fill(40), dpi: 200 };
    const bands = splitBalanced(inked, 2);
    expect(bands).toHaveLength(1);
    expect(bands[0]!.height).toBe(inked.height);
  });

  it('cuts a blank part as splitAtGaps does, and returns the part itself for one band', () => {
    const blank: GrayImage = { width: 400, height: 600, data: new Uint8Array(400 * 600).fill(255), dpi: 200 };
    expect(splitBalanced(blank, 2).map((b) => b.height)).toEqual(splitAtGaps(blank, 2).map((b) => b.height));
    const one = splitBalanced(captionOverParagraphs, 1);
    expect(one).toHaveLength(1);
    expect(one[0]).toBe(captionOverParagraphs);
  });
});

/** An engine that reads nothing and records the heights of the images it is given. */
const recordingEngine = (heights: number[]) =>
  fakeEngine((img) => {
    heights.push(img.height);
    return { text: '', confidence: 0, words: [] };
  });

describe('the OCR pool cuts a shared part where its print balances, a whole page at its middle gap', () => {
  it('reads a shared part in balanced bands and a whole page in the bands its top part and rest make', async () => {
    const heights: number[] = [];
    const pool = await OcrPool.create({ size: 2, engine: recordingEngine(heights) });
    try {
      const img = captionOverParagraphs;
      const part: PreparedPage = { image: img, skewDeg: 0, rows: { top: 0, bottom: img.height }, shared: true };
      await pool.recognizePrepared(part);
      // Each band is handed to the engine cut to its print (inkCrop.ts).
      const read = (band: GrayImage) => cropToInk(band).image.height;
      expect(heights.sort((a, b) => a - b)).toEqual(
        splitBalanced(img, 2)
          .map(read)
          .sort((a, b) => a - b),
      );
      heights.length = 0;
      await pool.recognizePrepared({ image: img, skewDeg: 0 });
      const top = topPartRows(img)!;
      expect(heights.sort((a, b) => a - b)).toEqual([rowBand(img, 0, top.bottom), rowBand(img, top.bottom, img.height)].map(read).sort((a, b) => a - b));
    } finally {
      await pool.terminate();
    }
  });
});
