/**
 * Memory for page rasters: shared between threads, and recycled.
 *
 * Shared: a page goes to other threads (the barcode thread, the process's OCR host) while the page's
 * own thread keeps it for later steps, and a SharedArrayBuffer crosses to them without a copy.
 *
 * Recycled: a shared buffer's memory goes back to the system only once every thread that received
 * it has collected its handle, and the threads that read pages allocate so little else that they
 * collect late: a fleet worker held nearly every 3.7 MB raster of a 100-page batch at once (~350 MB
 * of its peak). A raster whose owner declares it done (recycleRaster) backs this thread's next raster
 * of the same size instead, so a batch uses a handful of buffers however long it is. A raster that
 * is never recycled is collected as before: forgetting costs memory, never correctness.
 *
 * A light module of its own (`@wcab/pdf/rasters`): the vision package allocates rasters too
 * (straightened pages) and keeps its PGM buffers with the same SpareBuffers, and must not load
 * PDFium for either.
 */
import type { GrayImage } from './types';

/**
 * A thread's spare buffers, handed out again by exact size, the most recent few kept. Used for page
 * rasters here and for the PGM copies ZXing and Tesseract read (@wcab/vision): threads that read page
 * after page allocate little else, collect late, and would otherwise pile up a page-sized buffer a page.
 */
export class SpareBuffers<B extends ArrayBufferLike> {
  private readonly free: B[] = [];

  constructor(
    private readonly make: (length: number) => B,
    private readonly keep: number,
  ) {}

  /** A buffer of `length` bytes: a spare one when there is, its bytes as they were left. */
  take(length: number): B {
    const index = this.free.findIndex((b) => b.byteLength === length);
    return index >= 0 ? this.free.splice(index, 1)[0]! : this.make(length);
  }

  /** `buffer` is no longer used by anyone; given twice, it is kept once. */
  give(buffer: B): void {
    if (this.free.includes(buffer)) return;
    if (this.free.length >= this.keep) this.free.shift();
    this.free.push(buffer);
  }

  get count(): number {
    return this.free.length;
  }
}

/** Free rasters kept per thread: a batch's pages share one size; a few sizes cover mixed batches. */
const free = new SpareBuffers((length) => new SharedArrayBuffer(length), 8);

/**
 * `length` bytes of shared memory for a raster, recycled when a buffer of that size is free. The
 * bytes are not cleared: the caller writes every pixel.
 */
export function rasterBytes(length: number): Uint8Array {
  return new Uint8Array(free.take(length));
}

/**
 * Declares `image`'s pixels done with, by this thread and by every thread they were sent to: call it
 * only once every reader has answered (a reader that failed may not have; leave those rasters to the
 * collector). Anything but a whole raster from rasterBytes() (a band, a plain buffer) is ignored.
 */
export function recycleRaster(image: GrayImage): void {
  const { data } = image;
  const buffer = data.buffer;
  if (!(buffer instanceof SharedArrayBuffer) || data.byteOffset !== 0 || data.byteLength !== buffer.byteLength) return;
  free.give(buffer);
}

/** Free buffers of this thread (tests). */
export function freeRasterCount(): number {
  return free.count;
}
