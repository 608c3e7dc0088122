/**
 * The job's OCR concurrency (OCR_CONCURRENCY, else OCR_WORKERS, else the cores) is the JobContext's, and travels to
 * the OCR service with the reads that may wait (a batch scan's early reads), which the pool then keeps running that
 * many at once (vision engines.test.ts); a read someone waits on goes as it is.
 */
import os from 'node:os';
import { loadJobSettings } from '@wcab/config/job';
import type { PreparedPage } from '@wcab/vision';
import { afterAll, describe, expect, it } from 'vitest';
import { buildJobContext, closeThreadResources, threadResources, type OcrCountingHost } from '../src/context/jobContext';

const asked: PreparedPage[] = [];
const host: OcrCountingHost = {
  progress: () => undefined,
  recordStage: () => undefined,
  countOcrPages: () => undefined,
  countOcrRun: () => undefined,
  countLlmCall: () => undefined,
  service: (name) =>
    name === 'ocr'
      ? async (page: unknown) => {
          asked.push(page as PreparedPage);
          return { text: '', confidence: 0, rotation: 0, skewDeg: 0, words: [] };
        }
      : undefined,
  retireThread: () => undefined,
};
const contextOf = (env: Record<string, string>) => buildJobContext(threadResources(loadJobSettings(env)), host);

describe('the job context: OCR concurrency', () => {
  afterAll(() => closeThreadResources());

  it('is OCR_CONCURRENCY, else OCR_WORKERS, else the cores', () => {
    expect(contextOf({ OCR_CONCURRENCY: '1', OCR_WORKERS: '4' }).ocrConcurrency).toBe(1);
    expect(contextOf({ OCR_WORKERS: '3' }).ocrConcurrency).toBe(3);
    expect(contextOf({}).ocrConcurrency).toBe(os.availableParallelism());
  });

  it('goes with the reads that may wait, not with the others', async () => {
    const ctx = contextOf({ OCR_CONCURRENCY: '2' });
    const image = { width: 4, height: 4, data: new Uint8Array(16), dpi: 200 };
    await ctx.ocr({ image, skewDeg: 0, rows: { top: 0, bottom: 2 }, mayWait: true });
    await ctx.ocr({ image, skewDeg: 0 });
    expect(asked.map((p) => [p.mayWait, p.concurrency])).toEqual([
      [true, 2],
      [undefined, undefined],
    ]);
  });
});
