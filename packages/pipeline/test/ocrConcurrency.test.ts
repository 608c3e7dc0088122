/**
 * The job's OCR concurrency (OCR_CONCURRENCY, else OCR_WORKERS, else the cores) is the JobContext's, and travels to
 * the OCR service with the reads that may wait (a batch scan's early reads), which the pool then keeps running that
 * many at once (vision engines.test.ts); a read someone waits on goes as it is. The scan's early reads are joinable
 * (held with a worker idle for others to join them) but on the batch's last pages.
 */
import os from 'node:os';
import { loadJobSettings } from '@wcab/config/job';
import { openPdf } from '@wcab/pdf';
import { DEFAULT_SEPARATOR_RULE } from '@wcab/sheets';
import { concatPdfs, makeBarcodePage, rasterizePdf } from '@wcab/testkit';
import type { PreparedPage } from '@wcab/vision';
import { afterAll, describe, expect, it } from 'vitest';
import { buildJobContext, closeThreadResources, threadResources, type OcrCountingHost } from '../src/context/jobContext';
import { PageReads } from '../src/read/pageReads';
import { scanBatch } from '../src/scan/scanBatch';

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

  it("marks a batch scan's early reads joinable while two pages or more are left after theirs", async () => {
    const separator = () => makeBarcodePage({ value: 'PATCHT', symbology: 'code39', heading: 'PATCH T' });
    const letter = (title: string) =>
      makeBarcodePage({ value: 'INV204518', symbology: 'code128', position: 'bottom-left', extraLines: [title, 'Claim: ADJ11223344'] });
    // Documents start on pages 1 and 3 of 5: two pages are left after the first, one after the second.
    const batch = await concatPdfs([await separator(), await letter('FIRST'), await separator(), await letter('SECOND'), await letter('SECOND, PAGE 2')]);
    const pdf = await openPdf(await rasterizePdf(batch, { dpi: 200 }));
    try {
      const ctx = contextOf({ OCR_CONCURRENCY: '2' });
      asked.length = 0;
      await scanBatch(pdf, DEFAULT_SEPARATOR_RULE, { reads: new PageReads(ctx, pdf), earlyOcrPages: 1 }, ctx);
      // The two early reads (each document's first page's top part); the last page, sparse and not read early, is
      // checked for the DWC form (a glance, then, the stub's empty glance being unsure, a whole read): reads someone waits on.
      expect(asked.filter((p) => p.mayWait).map((p) => p.joinable)).toEqual([true, undefined]);
    } finally {
      pdf.close();
    }
  }, 120_000);
});
