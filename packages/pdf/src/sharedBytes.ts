/**
 * Page rasters are allocated in shared memory: a page goes to other threads (the barcode thread,
 * the process's OCR pool) while the page's own thread keeps it for later steps, and a shared
 * buffer crosses to them without a copy, so a batch does not leave a 3.7 MB copy of every page
 * for each receiving thread's garbage collector.
 */
export function sharedBytes(length: number): Uint8Array {
  return new Uint8Array(new SharedArrayBuffer(length));
}
