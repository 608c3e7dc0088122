/** The batch scan's blank-page check (inspectPage.ts): the share of dark pixels, counted only as far as it needs. */
import { describe, expect, it } from 'vitest';
import { inkAtLeast } from '../src/scan/inspectPage';

/** A white image with `dark` black pixels on the sampled grid (every 4th byte), from `from` on. */
function page(width: number, height: number, dark: number, from = 0) {
  const data = new Uint8Array(width * height).fill(240);
  for (let k = 0; k < dark; k++) data[from + 4 * k] = 10;
  return { width, height, data, dpi: 200 };
}

describe('inkAtLeast', () => {
  it('answers as the whole count does, at the threshold and either side of it', () => {
    // 40,000 pixels, 10,000 sampled: 0.0005 of them is 5 dark samples.
    expect(inkAtLeast(page(200, 200, 4), 0.0005)).toBe(false);
    expect(inkAtLeast(page(200, 200, 5), 0.0005)).toBe(true);
    expect(inkAtLeast(page(200, 200, 5, 30_000), 0.0005)).toBe(true); // ink late on the page counts too
    expect(inkAtLeast(page(200, 200, 0), 0.0005)).toBe(false);
  });
  it('ignores dark pixels off the sampled grid, as the whole count did', () => {
    const img = page(200, 200, 0);
    for (let i = 1; i < 40; i += 4) img.data[i] = 0;
    expect(inkAtLeast(img, 0.0005)).toBe(false);
  });
  it('stops at the threshold: the pixels after it are not looked at', () => {
    const img = page(200, 200, 5);
    // A view that fails when a pixel past the fifth dark sample is read.
    const guarded = new Proxy(img.data, {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key) && Number(key) > 16) throw new Error(`pixel ${key} read`);
        const v = Reflect.get(target, key, receiver === guarded ? target : receiver);
        return typeof v === 'function' ? v.bind(target) : v;
      },
    });
    expect(inkAtLeast({ ...img, data: guarded }, 0.0005)).toBe(true);
  });
});
