/**
 * The job's OCR page cache (read/pageReads.ts), through the real PDFium and Tesseract with the engine
 * counting what it reads: a page part is read once whoever asks for it, a top part is completed to the
 * whole page by reading only its rest, at the early read's resolution, and a failed read is not kept.
 */
import { openPdf, type PdfDocument } from '@wcab/pdf';
import { makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageReads } from '../src/read/pageReads';
import { BARCODE_DPI } from '../src/scan/inspectPage';
import { useCountingOcr } from './countingOcr';

const ocr = useCountingOcr();
let pdf: PdfDocument;

beforeAll(async () => {
  const lines = ['NOTICE OF HEARING', 'Maria Garcia, Applicant, vs. ACME LOGISTICS, INC.', 'Case Number: ADJ11223344'];
  const text = [...lines, ...Array.from({ length: 18 }, () => ''), 'The hearing is set for 05/12/2025 at 1:30 P.M.', 'Dated: April 1, 2025'];
  pdf = await openPdf(await rasterizePdf(await makeTextPdf([text]), { dpi: 200 }));
}, 120_000);
afterAll(async () => {
  pdf?.close();
});

describe('PageReads', () => {
  it('reads a page part once, completes a top part with its rest only, and keeps reads by resolution', async () => {
    await ocr.run(async (ctx) => {
      const reads = new PageReads(ctx, pdf);
      const top = await reads.read(0, 'top', BARCODE_DPI);
      expect(top.text).toContain('NOTICE OF HEARING');
      expect(reads.early(0)).toBeDefined();
      const afterTop = ocr.seen.calls;
      expect(await reads.read(0, 'top', BARCODE_DPI)).toBe(top);
      expect(ocr.seen.calls).toBe(afterTop); // asked again: not read again

      const whole = await reads.whole(0);
      expect(whole.complete).toBe(true);
      expect(whole.text).toContain('Case Number: ADJ11223344');
      expect(whole.text).toContain('Dated: April 1, 2025');
      expect(reads.get(0, 'rest', BARCODE_DPI)).toBeDefined(); // the rest, at the top part's resolution
      const afterWhole = ocr.seen.calls;
      expect(await reads.whole(0)).toBe(whole);
      expect(reads.early(0)).toBe(reads.get(0, 'whole', BARCODE_DPI));
      expect(ocr.seen.calls).toBe(afterWhole);
      // Another resolution is another read.
      expect(reads.get(0, 'whole', 300)).toBeUndefined();
    });
  });

  it('counts each OCR run through the telemetry port, with the pixels it reads', async () => {
    await ocr.run(async (ctx) => {
      const reads = new PageReads(ctx, pdf);
      const page = await pdf.renderPage(0, { dpi: BARCODE_DPI });
      await reads.read(0, 'top', BARCODE_DPI);
      // A top part is one run of one band: the port counts the rows asked for, of which the engine is handed their
      // print (the pool cuts each image to it: inkCrop.ts).
      expect(ocr.seen.runs).toBe(1);
      expect(ocr.seen.pixels).toBeGreaterThan(0);
      expect(ocr.seen.pixels).toBeLessThanOrEqual(ocr.seen.runPixels);
      expect(ocr.seen.runPixels).toBeLessThan(page.width * page.height);
      await reads.whole(0); // its rest: one more run, and together the page's pixels at most
      expect(ocr.seen.runs).toBe(2);
      expect(ocr.seen.runPixels).toBeLessThanOrEqual(page.width * page.height);
      await reads.whole(0);
      expect(ocr.seen.runs).toBe(2); // served from the job's reads
    });
  });

  it('forgets a read that failed, so a later stage may try again', async () => {
    await ocr.run(async (ctx) => {
      const reads = new PageReads(ctx, pdf);
      await expect(reads.read(5, 'whole', BARCODE_DPI)).rejects.toThrow();
      await new Promise((resolve) => setImmediate(resolve));
      expect(reads.get(5, 'whole', BARCODE_DPI)).toBeUndefined();
      expect(reads.early(5)).toBeUndefined();
    });
  });
});
