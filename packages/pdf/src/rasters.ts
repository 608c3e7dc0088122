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
 * (straightened pages) and must not load PDFium for it.
 */
import type { GrayImage } from './types';

/** Free buffers kept per thread: a batch's pages share one size; a few sizes cover mixed batches. */
const MAX_FREE = 8;
const free: SharedArrayBuffer[] = [];

/**
 * `length` bytes of shared memory for a raster, recycled when a buffer of that size is free. The
 * bytes are not cleared: the caller writes every pixel.
 */
export function rasterBytes(length: number): Uint8Array {
  const index = free.findIndex((b) => b.byteLength === length);
  return new Uint8Array(index >= 0 ? free.splice(index, 1)[0]! : new SharedArrayBuffer(length));
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
  if (free.includes(buffer)) return; // recycled twice: once is enough
  if (free.length >= MAX_FREE) free.shift();
  free.push(buffer);
}

/** Free buffers of this thread (tests). */
export function freeRasterCount(): number {
  return free.length;
}
