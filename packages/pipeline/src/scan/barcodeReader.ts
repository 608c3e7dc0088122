/**
 * Barcode decoding on a thread of its own, so that a batch scan renders the next page (PDFium, on
 * the job's thread) while this page's barcodes are decoded (ZXing, there): the two halves of
 * separator detection, about 55 ms each for a 200-DPI page, overlap instead of adding up. One
 * thread per job thread (its ThreadResources; piscina restarts it if it dies), started on first use and kept,
 * so ZXing's wasm compiles once. A page the thread fails on is decoded on the calling thread
 * instead: slower, never wrong.
 */
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { GrayImage } from '@wcab/pdf';
import type { SeparatorRule } from '@wcab/sheets';
import { threadExecArgv } from '@wcab/vision/threadExecArgv';
import decodePage from './barcodeThread';

const ENTRY = fileURLToPath(new URL('./barcodeThread.ts', import.meta.url));

export class BarcodeReader {
  private pool: Piscina | undefined;

  /** The values of the barcodes on the page, up to the first that `rule` takes for a separator (barcodeThread.ts). */
  async decode(image: GrayImage, rule: SeparatorRule): Promise<string[]> {
    // Shared with the thread, not transferred: the caller keeps the page for OCR.
    return this.thread()
      .run({ image, rule })
      .catch(() => decodePage({ image, rule }));
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }

  private thread(): Piscina {
    this.pool ??= new Piscina({
      filename: ENTRY,
      minThreads: 1,
      maxThreads: 1,
      idleTimeout: Number.MAX_SAFE_INTEGER,
      execArgv: threadExecArgv(ENTRY),
    });
    return this.pool;
  }
}
