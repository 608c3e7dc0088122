/**
 * The paper around an image's print, cut off before Tesseract reads it. A read plan's part or band is cut across
 * the whole page's width at blank gaps, so it carries the page's margins, and a short document's top part runs down
 * to the middle of its blank lower half: the bench's short documents' top parts are 1700 x 1485 pixels around seven
 * lines of 1065 x 263. Tesseract thresholds and analyses the layout of every pixel it is handed before it
 * recognises any line, which cost about 0.07 s of CPU a part there (0.60 -> 0.53 s, best_int, the same text);
 * recognition, which follows the lines, is unchanged. Words come back in the uncut image's pixels.
 */
import type { GrayImage } from '@wcab/pdf';

/** Paper kept around the print, in inches: Tesseract wants a white border round its text (its docs: about 10 px). */
const MARGIN_INCH = 0.1;
/** A pixel darker than this is ink (as the pool's blank test and pageParts.ts's blank rows). */
const DARK = 128;
/** Below this share of the image's pixels cut off, the image is read as it is (the copy would save nothing). */
const MIN_SAVING = 0.1;

export interface InkCrop {
  image: GrayImage;
  /** Where the crop's left and top edges lie in the uncut image. */
  dx: number;
  dy: number;
}

/** `img` cut to the box of its dark pixels grown by MARGIN_INCH; the image itself when that saves little or it holds no ink. */
export function cropToInk(img: GrayImage): InkCrop {
  const { width, height, data } = img;
  let left = width;
  let right = -1;
  let top = -1;
  let bottom = -1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let x = 0;
    while (x < width && data[row + x]! >= DARK) x++;
    if (x === width) continue;
    if (top < 0) top = y;
    bottom = y;
    if (x < left) left = x;
    // Only the columns right of what is known inked need looking at.
    let r = width - 1;
    while (r > right && data[row + r]! >= DARK) r--;
    if (r > right) right = r;
  }
  const whole = { image: img, dx: 0, dy: 0 };
  if (top < 0) return whole;
  const margin = Math.round((img.dpi ?? 200) * MARGIN_INCH);
  const x0 = Math.max(0, left - margin);
  const x1 = Math.min(width, right + 1 + margin);
  const y0 = Math.max(0, top - margin);
  const y1 = Math.min(height, bottom + 1 + margin);
  const w = x1 - x0;
  const h = y1 - y0;
  if (w * h > (1 - MIN_SAVING) * width * height) return whole;
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) out.set(data.subarray((y0 + y) * width + x0, (y0 + y) * width + x1), y * w);
  return { image: { width: w, height: h, data: out, ...(img.dpi === undefined ? {} : { dpi: img.dpi }) }, dx: x0, dy: y0 };
}
