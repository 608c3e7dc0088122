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

/** A rectangle of an image's pixels. */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Buffers for withPgmView, of any size: a barcode search reads regions and strips of every size, so buffers kept by
 * exact size (withPgm) were never reused there, and each fresh one was memory the kernel had to map and clear (the
 * Docker image returns every block of 256 KB or more to the system when freed: operations.md, Memory).
 */
const viewBuffers: ArrayBuffer[] = [];
const VIEW_BUFFERS_KEPT = 4;
/** A new view buffer is rounded up to this, so that a slightly larger region reuses it. */
const VIEW_BUFFER_STEP = 1 << 20;

/**
 * Runs `use` with `rect` of the image (all of it by default) as a binary PGM: a view into a buffer that may be larger
 * than the PGM, for a reader that copies the view's own bytes on the call (ZXing) and never its `.buffer`. One copy
 * of the rect's rows, instead of a cropped image and then its PGM.
 */
export async function withPgmView<T>(img: GrayImage, rect: PixelRect | undefined, use: (pgm: Uint8Array) => Promise<T>): Promise<T> {
  checkedPixels(img);
  const r = rect ?? { x: 0, y: 0, width: img.width, height: img.height };
  if (!(r.width > 0 && r.height > 0 && r.x >= 0 && r.y >= 0 && r.x + r.width <= img.width && r.y + r.height <= img.height)) {
    throw new RangeError(`Invalid rectangle ${r.width}x${r.height}+${r.x}+${r.y} of a ${img.width}x${img.height} image`);
  }
  const header = new TextEncoder().encode(`P5\n${r.width} ${r.height}\n255\n`);
  const length = header.length + r.width * r.height;
  const index = viewBuffers.findIndex((b) => b.byteLength >= length);
  const buffer = index >= 0 ? viewBuffers.splice(index, 1)[0]! : new ArrayBuffer(Math.ceil(length / VIEW_BUFFER_STEP) * VIEW_BUFFER_STEP);
  try {
    const pgm = new Uint8Array(buffer, 0, length);
    pgm.set(header, 0);
    if (r.x === 0 && r.width === img.width) pgm.set(img.data.subarray(r.y * img.width, (r.y + r.height) * img.width), header.length);
    else {
      for (let y = 0; y < r.height; y++) {
        const from = (r.y + y) * img.width + r.x;
        pgm.set(img.data.subarray(from, from + r.width), header.length + y * r.width);
      }
    }
    return await use(pgm);
  } finally {
    // Kept smallest first, so a small region takes the smallest that fits; past the few kept, the smallest goes.
    viewBuffers.push(buffer);
    viewBuffers.sort((a, b) => a.byteLength - b.byteLength);
    if (viewBuffers.length > VIEW_BUFFERS_KEPT) viewBuffers.shift();
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
