/** PGM buffers: correct bytes, one buffer per use at a time, reused once a use is over. */
import type { GrayImage } from '@wcab/pdf';
import { describe, expect, it } from 'vitest';
import { withPgm } from '../src/image';

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
