/**
 * "Scanned" fixtures: image-only PDFs made the way a scanner makes them (one grayscale JPEG per
 * page, no text layer), from any PDF rendered through @wcab/pdf, with optional skew, noise and
 * upside-down pages. Pages are processed one at a time so only one raster is held.
 */
import { type GrayImage, openPdf } from '@wcab/pdf';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { LETTER } from './textPdf';
import { seededRandom } from './random';

export interface RasterizeOptions {
  dpi?: number;
  /** Rotation in degrees (positive = clockwise), as a sheet fed crooked; corners filled white. */
  skewDeg?: number;
  /** Gaussian-like sensor noise, standard deviation as a share of full scale (0.04 = light). */
  noise?: number;
  jpegQuality?: number;
  /** 0-based page indices scanned upside down. */
  rotate180Pages?: number[];
  /** Seed for the noise, so fixtures are reproducible. */
  seed?: number;
}

export async function rasterizePdf(pdfBytes: Uint8Array, opts: RasterizeOptions = {}): Promise<Uint8Array> {
  const dpi = opts.dpi ?? 200;
  const upsideDown = new Set(opts.rotate180Pages ?? []);
  const source = await openPdf(pdfBytes);
  const out = await PDFDocument.create();
  try {
    for (let i = 0; i < source.pageCount; i++) {
      let img = await source.renderPage(i, { dpi });
      if (opts.skewDeg) img = await skew(img, opts.skewDeg);
      if (opts.noise) addNoise(img, opts.noise, (opts.seed ?? 1) + i);
      if (upsideDown.has(i)) img.data.reverse(); // a 180-degree turn of a raster is its bytes reversed
      await addJpegPage(out, img, dpi, opts.jpegQuality ?? 75);
    }
  } finally {
    source.close();
  }
  return out.save();
}

/** A blank sheet through a scanner: white with faint noise, no text layer. */
export async function makeBlankScannedPage(opts: { dpi?: number; noise?: number } = {}): Promise<Uint8Array> {
  const dpi = opts.dpi ?? 200;
  const width = Math.round((LETTER[0] / 72) * dpi);
  const height = Math.round((LETTER[1] / 72) * dpi);
  const img: GrayImage = { width, height, data: new Uint8Array(width * height).fill(250) };
  addNoise(img, opts.noise ?? 0.02, 7);
  const out = await PDFDocument.create();
  await addJpegPage(out, img, dpi, 75);
  return out.save();
}

async function addJpegPage(out: PDFDocument, img: GrayImage, dpi: number, quality: number): Promise<void> {
  const jpeg = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .jpeg({ quality })
    .toBuffer();
  const image = await out.embedJpg(jpeg);
  const page = out.addPage([(img.width * 72) / dpi, (img.height * 72) / dpi]);
  page.drawImage(image, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
}

/** Rotates about the centre and crops back to the original size, as a crooked sheet on the glass. */
async function skew(img: GrayImage, degrees: number): Promise<GrayImage> {
  const rotated = await sharp(img.data, { raw: { width: img.width, height: img.height, channels: 1 } })
    .rotate(degrees, { background: { r: 255, g: 255, b: 255 } })
    .extractChannel(0) // the white background may add channels; keep gray
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.floor((rotated.info.width - img.width) / 2);
  const top = Math.floor((rotated.info.height - img.height) / 2);
  const data = new Uint8Array(img.width * img.height);
  for (let y = 0; y < img.height; y++) {
    const start = (y + top) * rotated.info.width + left;
    data.set(rotated.data.subarray(start, start + img.width), y * img.width);
  }
  return { ...img, data };
}

/** Adds zero-mean noise in place (sum of two uniforms: cheap, bell-shaped, reproducible). */
function addNoise(img: GrayImage, sigma: number, seed: number): void {
  const random = seededRandom(seed);
  const amplitude = sigma * 255 * Math.sqrt(6); // (u1 + u2 - 1) has standard deviation 1/sqrt(6)
  const { data } = img;
  for (let i = 0; i < data.length; i++) {
    const v = data[i]! + (random() + random() - 1) * amplitude;
    data[i] = v < 0 ? 0 : Math.min(v, 255);
  }
}
