/** Small raster helpers shared by the barcode and OCR paths. */
import type { GrayImage } from '@wcab/pdf';
import { SpareBuffers } from '@wcab/pdf/rasters';

export type Rotation = 0 | 90 | 180 | 270;

/**
 * Spare PGM buffers of this thread (the barcode thread, the OCR pool's host): reusing them took ~30 MB
 * off a fleet worker's peak memory on a 100-page batch. A few, because the OCR host reads pages for
 * several workers at once.
 */
const spares = new SpareBuffers((length) => new ArrayBuffer(length), 4);

/**
 * Runs `use` with the image as a binary PGM (P5): both ZXing (stb_image) and Tesseract (Leptonica)
 * decode it without inflating anything, so it costs one memcpy where PNG costs ~40 ms of deflate.
 * The PGM has a buffer of its own, exactly its size (`pgm.buffer` is the PGM and nothing more),
 * kept afterwards for the next page of the same size: `use` must be done with the bytes when its
 * promise settles (a library that copies them on the call is).
 */
export async function withPgm<T>(img: GrayImage, use: (pgm: Uint8Array) => Promise<T>): Promise<T> {
  const pixels = checkedPixels(img);
  const header = new TextEncoder().encode(`P5\n${img.width} ${img.height}\n255\n`);
  const buffer = spares.take(header.length + pixels);
  try {
    const pgm = new Uint8Array(buffer);
    pgm.set(header, 0);
    pgm.set(img.data.subarray(0, pixels), header.length);
    return await use(pgm);
  } finally {
    spares.give(buffer);
  }
}

/** The pixels of `img`; a RangeError when it has no size or fewer bytes than that. */
export function checkedPixels(img: GrayImage): number {
  const pixels = img.width * img.height;
  if (!(img.width > 0 && img.height > 0) || img.data.length < pixels) {
    throw new RangeError(`Invalid GrayImage ${img.width}x${img.height} with ${img.data.length} bytes`);
  }
  return pixels;
}

/** Rotates clockwise by a right angle. Plain loops: ~20 ms for a 200-DPI Letter page. */
export function rotateGray(img: GrayImage, rotation: Rotation): GrayImage {
  const { width: w, height: h, data } = img;
  if (rotation === 0) return img;
  if (rotation === 180) return { ...img, data: data.slice(0, w * h).reverse() };
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      // 90 clockwise: (x, y) -> (h-1-y, x); 270: (x, y) -> (y, w-1-x). The new width is h.
      const target = rotation === 90 ? x * h + (h - 1 - y) : (w - 1 - x) * h + y;
      out[target] = data[row + x]!;
    }
  }
  return { ...img, width: h, height: w, data: out };
}

/**
 * Half the resolution (each 2x2 block of pixels averaged): a quarter of the pixels, for a quick OCR
 * look at a page whose large print (a form's title, its field labels) reads as well at 100 DPI.
 */
export function halveGray(img: GrayImage): GrayImage {
  const width = img.width >> 1;
  const height = img.height >> 1;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const a = 2 * y * img.width;
    const b = a + img.width;
    const out = y * width;
    for (let x = 0; x < width; x++) {
      const i = 2 * x;
      data[out + x] = (img.data[a + i]! + img.data[a + i + 1]! + img.data[b + i]! + img.data[b + i + 1]! + 2) >> 2;
    }
  }
  return { width, height, data, dpi: img.dpi ? img.dpi / 2 : undefined };
}
