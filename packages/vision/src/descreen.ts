/**
 * A cheap scanner's 1-bit "dither" and "halftone" modes print every gray, the paper's and the toner's
 * edges included, as a texture of single dots and holes. A linear barcode's narrow bars and spaces,
 * three or four pixels wide at 200-300 DPI, are then broken by dots in every row ZXing samples, and
 * it finds nothing (nor does zbar, mostly). Averaging blocks of pixels (a box filter that also
 * downsamples) turns the texture back into the grays it stood for, and the bars read again:
 * measured on Code 39 and Code 128 separator sheets dithered by error diffusion and by a clustered-dot
 * screen at 200 and 300 DPI (docs/ocr.md, "Dithered and halftone scans").
 */
import type { GrayImage } from '@wcab/pdf';

/**
 * Whether the page carries a dither or halftone texture: the share of pixels that stand out from both
 * their left and right neighbours the same way (a lone dot or hole) is at least `SCREENED_SHARE`.
 * A thresholded or gray scan of text has a few in a thousand (the dots of i and j, noise); a dithered
 * page, whose paper alone is a field of dots, has several in a hundred. Every ROW_STEP-th row is looked at.
 */
export function looksScreened(img: GrayImage): boolean {
  const { width, height, data } = img;
  let spikes = 0;
  let seen = 0;
  for (let y = 0; y < height; y += ROW_STEP) {
    const row = y * width;
    // One read a pixel (the neighbours slide along), and paper, where both steps are small, passes on one test.
    let before = data[row]!;
    let v = data[row + 1]!;
    for (let x = 1; x < width - 1; x++) {
      const after = data[row + x + 1]!;
      const left = v - before;
      const right = v - after;
      if ((left > SPIKE || left < -SPIKE) && ((left > SPIKE && right > SPIKE) || (left < -SPIKE && right < -SPIKE))) spikes++;
      before = v;
      v = after;
    }
    seen += width - 2;
  }
  return seen > 0 && spikes / seen >= SCREENED_SHARE;
}

/**
 * Rows looked at: one in 11, a few hundred rows of a page, enough for a share measured in hundredths against one in
 * thousands (measured on the test letter at 200 DPI: the same share to a tenth at every 3rd, 7th, 11th and 13th row).
 * A prime step: a clustered-dot screen repeats every 4 or 8 rows, and a step it divides (every 12th row, measured)
 * samples one phase of the screen only and sees a hundredth of its dots. It runs on every page the barcode search
 * sees, so every third row (as before) cost about 10 ms of a 200-DPI page.
 */
const ROW_STEP = 11;

/** Contrast of a dot against both its neighbours (a dot resampled from 300 to 200 DPI keeps about half of its 255). */
const SPIKE = 64;
const SCREENED_SHARE = 0.01;

/** The page shrunk by `factor`, each pixel the mean of its factor x factor block. */
export function averageDown(img: GrayImage, factor: number): GrayImage {
  const width = Math.floor(img.width / factor);
  const height = Math.floor(img.height / factor);
  const data = new Uint8Array(width * height);
  const sums = new Uint32Array(width);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    sums.fill(0);
    for (let dy = 0; dy < factor; dy++) {
      const row = (y * factor + dy) * img.width;
      for (let x = 0; x < width; x++) {
        let s = 0;
        const start = row + x * factor;
        for (let dx = 0; dx < factor; dx++) s += img.data[start + dx]!;
        sums[x]! += s;
      }
    }
    for (let x = 0; x < width; x++) data[y * width + x] = Math.round(sums[x]! / area);
  }
  return { width, height, data, ...(img.dpi ? { dpi: img.dpi / factor } : {}) };
}
