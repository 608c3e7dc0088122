import type { GrayImage } from '@wcab/pdf';
import { openPdf } from '@wcab/pdf';
import { makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { describe, expect, it } from 'vitest';
import { splitAtGaps } from '../src/pageParts';
import { estimateSkewDeg, straighten, straightenSketch } from '../src/skew';

async function scanned(lines: string[], skewDeg: number): Promise<GrayImage> {
  const pdf = await openPdf(await rasterizePdf(await makeTextPdf([lines]), { dpi: 200, skewDeg, noise: 0.02, jpegQuality: 70 }));
  try {
    return await pdf.renderPage(0, { dpi: 200 });
  } finally {
    pdf.close();
  }
}

const page = Array.from({ length: 30 }, (_, i) => `Line ${i + 1}: the parties shall meet and confer regarding discovery.`);

/** Ink per row, for checking where cuts fall. */
const rowHasInk = (img: GrayImage, y: number) => img.data.subarray(y * img.width, (y + 1) * img.width).some((v) => v < 128);

describe('estimateSkewDeg / straighten', () => {
  it.each([-3, -1.5, 0, 0.5, 2, 3])('finds a skew of %s degrees to within 0.15 and straightening removes it', async (skew) => {
    const img = await scanned(page, skew);
    const found = estimateSkewDeg(img);
    expect(Math.abs(found - skew)).toBeLessThanOrEqual(0.15);
    expect(Math.abs(estimateSkewDeg(straighten(img, found)))).toBeLessThanOrEqual(0.15);
  });

  it.each([-3, 2])('sketches a page skewed %s degrees flat at half its size, every pixel the darkest of its block', async (skew) => {
    const img = await scanned(page, skew);
    const found = estimateSkewDeg(img);
    const sketch = straightenSketch(img, found);
    expect([sketch.width, sketch.height, sketch.dpi]).toEqual([Math.floor(img.width / 2), Math.floor(img.height / 2), 100]);
    expect(Math.abs(estimateSkewDeg(sketch))).toBeLessThanOrEqual(0.15);
    const printed = new Set(img.data);
    printed.add(255); // the corners turned in from outside the page
    expect(sketch.data.every((v) => printed.has(v))).toBe(true);
    // The darkest of each block: as much ink as the page, not the half a blend would keep of thin strokes.
    const inkShare = (g: { data: Uint8Array }) => g.data.filter((v) => v < 128).length / g.data.length;
    expect(inkShare(sketch)).toBeGreaterThanOrEqual(inkShare(straighten(img, found)));
  });

  it('reports 0 for a page with (almost) no ink', () => {
    const blank: GrayImage = { width: 1700, height: 2200, data: new Uint8Array(1700 * 2200).fill(255), dpi: 200 };
    blank.data.fill(0, 1000 * 1700 + 800, 1000 * 1700 + 810); // one speck
    expect(estimateSkewDeg(blank)).toBe(0);
  });
});

describe('splitAtGaps', () => {
  it('cuts a text page in two at a blank gap near the middle, never through ink', async () => {
    const img = await scanned(page, 0);
    const bands = splitAtGaps(img, 2);
    expect(bands).toHaveLength(2);
    expect(bands[0]!.height + bands[1]!.height).toBe(img.height);
    const cut = bands[0]!.height;
    expect(Math.abs(cut - img.height / 2)).toBeLessThan(img.height * 0.15);
    expect(rowHasInk(img, cut)).toBe(false);
  });

  it('does not cut where no gap lies near the middle', () => {
    // A page inked on every row (a photo, a dense halftone): no gap, so one band.
    const dark: GrayImage = { width: 400, height: 600, data: new Uint8Array(400 * 600).fill(40), dpi: 200 };
    expect(splitAtGaps(dark, 2)).toEqual([dark]);
  });

  it('returns the page itself for one part', async () => {
    const img = await scanned(['One short line'], 0);
    expect(splitAtGaps(img, 1)).toEqual([img]);
  });
});

/** straighten() as first written: every pixel's sample tested against the page's bounds (white outside), then blended. */
function straightenedByDefinition(img: GrayImage, deg: number): Uint8Array {
  const { width: w, height: h, data } = img;
  const rad = (deg * Math.PI) / 180;
  const [cos, sin, cx, cy] = [Math.cos(rad), Math.sin(rad), w / 2, h / 2];
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    let sx = cx + (0 - cx) * cos - (y - cy) * sin;
    let sy = cy + (0 - cx) * sin + (y - cy) * cos;
    for (let x = 0; x < w; x++, sx += cos, sy += sin) {
      if (sx < 0 || sy < 0 || sx >= w - 1 || sy >= h - 1) {
        out[y * w + x] = 255;
        continue;
      }
      const [x0, y0] = [Math.floor(sx), Math.floor(sy)];
      const i = y0 * w + x0;
      const top = data[i]! + (data[i + 1]! - data[i]!) * (sx - x0);
      const bottom = data[i + w]! + (data[i + w + 1]! - data[i + w]!) * (sx - x0);
      out[y * w + x] = top + (bottom - top) * (sy - y0);
    }
  }
  return out;
}

describe('straighten', () => {
  it('gives the same pixels as testing every sample against the page, at any turn and size', () => {
    let seed = 7;
    const noise = () => ((seed = (seed * 1103515245 + 12345) >>> 0) >>> 24) & 255;
    for (const [width, height] of [
      [173, 229],
      [229, 61],
      [3, 3],
      [1, 40],
    ] as const) {
      const img: GrayImage = { width, height, data: Uint8Array.from({ length: width * height }, noise) };
      for (const deg of [0, 0.3, -0.3, 0.75, 2.7, -2.9, 4.1, -5, 45, -90, 180]) {
        expect(straighten(img, deg).data.subarray(0, width * height)).toEqual(straightenedByDefinition(img, deg));
      }
    }
  });
});
