/** Raster memory: shared between threads, recycled only when whole and only once. */
import { describe, expect, it } from 'vitest';
import { freeRasterCount, rasterBytes, recycleRaster } from '../src/rasters';

const image = (data: Uint8Array) => ({ width: data.length, height: 1, data });

describe('raster memory', () => {
  it('is shared memory, and a recycled raster backs the next one of its size', () => {
    const first = rasterBytes(4096);
    expect(first.buffer).toBeInstanceOf(SharedArrayBuffer);
    recycleRaster(image(first));
    recycleRaster(image(first)); // twice: still one free buffer
    expect(freeRasterCount()).toBe(1);
    expect(rasterBytes(1024).buffer).not.toBe(first.buffer); // another size: a buffer of its own
    expect(rasterBytes(4096).buffer).toBe(first.buffer);
    expect(freeRasterCount()).toBe(0);
  });

  it('ignores what is not a whole raster: a band of one, a plain buffer', () => {
    const page = rasterBytes(4096);
    recycleRaster(image(page.subarray(0, 2048)));
    recycleRaster(image(new Uint8Array(4096)));
    expect(freeRasterCount()).toBe(0);
    expect(rasterBytes(4096).buffer).not.toBe(page.buffer);
  });

  it('keeps the most recently recycled few', () => {
    for (let i = 0; i < 20; i++) recycleRaster(image(rasterBytes(100 + i)));
    expect(freeRasterCount()).toBe(8);
    for (let i = 12; i < 20; i++) rasterBytes(100 + i); // the newest 8 sizes are the ones kept
    expect(freeRasterCount()).toBe(0);
  });
});
