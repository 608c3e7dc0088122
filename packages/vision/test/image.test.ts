/** PGM buffers and views of a part: correct bytes, one buffer per use at a time, reused once a use is over; halving a raster; blank rows under a top part; where a page's print sits. */
import type { GrayImage } from '@wcab/pdf';
import { describe, expect, it } from 'vitest';
import { halveGray, withPgm, withPgmView } from '../src/image';
import { cropGray } from '../src/symbolRegions';
import { blankBelow, inkMostlyBelow } from '../src/pageParts';

const image = (fill: number, width = 30, height = 20): GrayImage => ({ width, height, data: new Uint8Array(width * height).fill(fill) });

describe('withPgm', () => {
  it('writes a binary PGM of the image, in a buffer that is exactly the PGM', async () => {
    const img = image(7);
    img.data[0] = 200;
    await withPgm(img, async (pgm) => {
      expect(pgm.buffer.byteLength).toBe(pgm.byteLength);
      expect(new TextDecoder().decode(pgm.subarray(0, 13))).toBe('P5\n30 20\n255\n');
      expect(pgm.subarray(13)).toEqual(img.data);
    });
  });

  it('never lends one buffer to two uses at once, and reuses it once a use is over', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first: ArrayBufferLike | undefined;
    const slow = withPgm(image(1), async (pgm) => {
      first = pgm.buffer;
      await held;
      expect(pgm[pgm.length - 1]).toBe(1); // not overwritten by the use that ran meanwhile
    });
    const second = await withPgm(image(2), async (pgm) => pgm.buffer);
    expect(second).not.toBe(first);
    release();
    await slow;
    const third = await withPgm(image(3), async (pgm) => pgm.buffer);
    expect([first, second]).toContain(third);
  });

  it('allocates afresh for a different size', async () => {
    const small = await withPgm(image(0, 10, 10), async (pgm) => pgm.byteLength);
    const large = await withPgm(image(0, 40, 40), async (pgm) => pgm.byteLength);
    expect([small, large]).toEqual([13 + 100, 13 + 1600]);
  });
});

describe('withPgmView', () => {
  /** Each pixel a function of its place, so that a row or column out of place shows. */
  const numbered = (width: number, height: number): GrayImage => ({
    width,
    height,
    data: Uint8Array.from({ length: width * height }, (_, i) => (i * 7 + Math.floor(i / width) * 13) % 256),
  });
  const pgmOf = async (img: GrayImage) => withPgm(img, async (pgm) => pgm.slice());

  it('is the PGM of the part cut out, of whole rows or of a rectangle, and of the whole image by default', async () => {
    const img = numbered(50, 40);
    for (const rect of [
      { x: 0, y: 5, width: 50, height: 10 },
      { x: 7, y: 3, width: 20, height: 30 },
      { x: 49, y: 39, width: 1, height: 1 },
    ]) {
      expect(await withPgmView(img, rect, async (pgm) => pgm.slice())).toEqual(await pgmOf(cropGray(img, rect)));
    }
    expect(await withPgmView(img, undefined, async (pgm) => pgm.slice())).toEqual(await pgmOf(img));
  });

  it('reuses a larger buffer for a smaller part and never lends one to two uses at once', async () => {
    const img = numbered(60, 60);
    const big = { x: 0, y: 0, width: 60, height: 60 };
    const small = { x: 10, y: 10, width: 5, height: 5 };
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let first: ArrayBufferLike | undefined;
    const slow = withPgmView(img, big, async (pgm) => {
      first = pgm.buffer;
      await held;
      expect(pgm.slice()).toEqual(await pgmOf(img)); // not overwritten by the use that ran meanwhile
    });
    const second = await withPgmView(img, small, async (pgm) => {
      expect(pgm.slice()).toEqual(await pgmOf(cropGray(img, small)));
      return pgm.buffer;
    });
    expect(second).not.toBe(first);
    release();
    await slow;
    const again = await withPgmView(img, small, async (pgm) => pgm.buffer);
    expect([first, second]).toContain(again);
  });

  it('refuses a rectangle outside the image', async () => {
    const img = numbered(10, 10);
    for (const rect of [
      { x: 5, y: 0, width: 6, height: 2 },
      { x: 0, y: -1, width: 2, height: 2 },
      { x: 0, y: 0, width: 0, height: 2 },
    ]) {
      await expect(withPgmView(img, rect, async () => 1)).rejects.toThrow(/Invalid rectangle/);
    }
  });
});

describe('halveGray', () => {
  it('averages each 2x2 block and halves the resolution', () => {
    const img = { width: 4, height: 2, data: Uint8Array.from([0, 100, 200, 200, 100, 200, 255, 255]), dpi: 200 };
    const half = halveGray(img);
    expect([half.width, half.height, half.dpi]).toEqual([2, 1, 100]);
    expect([...half.data]).toEqual([100, 228]);
  });
});

describe('blankBelow', () => {
  const page = () => ({ width: 400, height: 600, data: new Uint8Array(400 * 600).fill(250), dpi: 50 });
  const ink = (img: { width: number; data: Uint8Array }, y0: number, y1: number, x0: number, x1: number) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) img.data[y * img.width + x] = 0;
  };
  it('is true under the last line of print and false above it, a speck aside', () => {
    const img = page();
    ink(img, 50, 60, 20, 300); // a line of print
    img.data[500 * 400 + 200] = 0; // a speck
    expect(blankBelow(img, 100)).toBe(true);
    expect(blankBelow(img, 40)).toBe(false);
    ink(img, 560, 570, 180, 200); // a page number
    expect(blankBelow(img, 100)).toBe(false);
  });
});

describe('inkMostlyBelow', () => {
  const page = () => ({ width: 400, height: 600, data: new Uint8Array(400 * 600).fill(250), dpi: 50 });
  const ink = (img: { width: number; data: Uint8Array }, y0: number, y1: number) => {
    for (let y = y0; y < y1; y++) for (let x = 20; x < 380; x++) img.data[y * img.width + x] = 0;
  };
  it('tells a page printed under its cut (a short letter turned) from one printed above it (a letter over its signature)', () => {
    const turned = page();
    ink(turned, 420, 440); // the letter's lines, at the foot once turned
    ink(turned, 460, 480);
    ink(turned, 560, 565); // its letterhead rule
    expect(inkMostlyBelow(turned, 300)).toBe(true);
    const upright = page();
    ink(upright, 40, 60);
    ink(upright, 80, 100);
    ink(upright, 420, 430); // a signature under the cut
    expect(inkMostlyBelow(upright, 300)).toBe(false);
    expect(inkMostlyBelow(page(), 300)).toBe(false); // nothing printed: nothing below either
  });
});
