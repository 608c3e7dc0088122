/**
 * A page photographed under coloured light: its paper is not white but a mid grey (a lamp's orange light turns
 * to about 120 of 255 in a gray rendering), often beside a white margin or a screen's edge. Tesseract thresholds
 * an image at one global level (Otsu), which then falls between the lit paper and the white margin: print and
 * paper alike come out black, and the read is empty. Seen on the real set's photographed QME pages: 0 words read
 * from the gray page, where its colour rendering (Tesseract thresholds each channel) reads 400-600; Tesseract's
 * adaptive thresholding (Sauvola) read it only in pieces, and evening the light cell by cell brought out the
 * screen's moiré as print.
 *
 * `paperLevel` is the page's paper as its middle pixel gives it (a scan's middle pixel is paper, near white: print
 * covers far less than half a page); `whitenPaper` takes that level for white, so the margin and the paper are
 * one, and the print keeps its contrast to both. Used only on an image that read as nothing (ocrPool.ts), so a
 * page that reads today reads the same, with either engine (both are handed the same image).
 */
import type { GrayImage } from '@wcab/pdf';

/** Below this paper level an image's paper is not white: a scan's is 200-255, even on tinted stock. */
export const DARK_PAPER_LEVEL = 170;

/** The middle gray level of the image (every 7th pixel sampled): its paper's light, print being the lesser part. */
export function paperLevel(img: GrayImage): number {
  const counts = new Uint32Array(256);
  let n = 0;
  for (let i = 0; i < img.data.length; i += 7) {
    counts[img.data[i]!]!++;
    n++;
  }
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += counts[v]!;
    if (n > 0 && seen * 2 >= n) return v;
  }
  return 255;
}

/** The image with `level` (its paper's light, paperLevel) taken for white: each pixel scaled by 255 / level, capped. */
export function whitenPaper(img: GrayImage, level = paperLevel(img)): GrayImage {
  const scale = 255 / Math.max(1, level);
  const out = new Uint8Array(img.data.length);
  for (let i = 0; i < out.length; i++) out[i] = Math.min(255, Math.round(img.data[i]! * scale));
  return { ...img, data: out };
}
