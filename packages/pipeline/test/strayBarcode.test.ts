/**
 * A document's first page carrying a stray code under its top part (a bill's invoice number, issue 36), through the
 * batch scan's early read, the real PDFium, ZXing and Tesseract, the job's OCR runs counted through its telemetry
 * port: a page whose only ink under the cut is the code its barcode search read is read to its top part and no
 * further (its rest, read before, came back empty); a page that also prints text there still has its rest read.
 */
import { openPdf } from '@wcab/pdf';
import { DEFAULT_SEPARATOR_RULE } from '@wcab/sheets';
import { concatPdfs, makeBarcodePage, rasterizePdf } from '@wcab/testkit';
import { describe, expect, it } from 'vitest';
import { PageReads } from '../src/read/pageReads';
import { scanBatch } from '../src/scan/scanBatch';
import { useCountingOcr } from './countingOcr';

const ocr = useCountingOcr();

const BILL = [
  'COASTAL IMAGING CENTER',
  'ITEMIZED BILLING STATEMENT',
  'Statement date: March 3, 2026',
  'Patient: Maria Garcia',
  'Claim: ADJ11223344',
  'Date of service 01/12/2026   MRI lumbar spine without contrast   $1,850.00',
  'Amount due: $1,850.00. Please remit within 45 days.',
];
const PARAGRAPHS = Array.from({ length: 28 }, (_, k) => `Paragraph ${k + 1}: the history, findings and plan are described in the record.`);
const separator = () => makeBarcodePage({ value: 'PATCHT', symbology: 'code39', heading: 'PATCH T' });
const withCode = (lines: string[]) => makeBarcodePage({ value: 'INV204518', symbology: 'code128', position: 'bottom-left', extraLines: lines });

describe('a stray code under a first page top part', () => {
  it('is not read as the rest of the page; text under the cut beside a code still is', async () => {
    const batch = await concatPdfs([await separator(), await withCode(BILL), await separator(), await withCode([...BILL, ...PARAGRAPHS])]);
    const pdf = await openPdf(await rasterizePdf(batch, { dpi: 200, skewDeg: 0.8, noise: 0.03, jpegQuality: 70 }));
    try {
      await ocr.run(async (ctx) => {
        const reads = new PageReads(ctx, pdf);
        const pages = await scanBatch(pdf, DEFAULT_SEPARATOR_RULE, { reads, earlyOcrPages: 1 }, ctx);
        expect(pages.map((p) => p.kind)).toEqual(['separator', 'content', 'separator', 'content']);
        expect(ocr.seen.runs).toBe(2); // each document's first page, its top part
        const bill = await reads.early(1)!;
        expect(bill.complete).toBe(true);
        expect(bill.text).toMatch(/Amount due/);
        expect((await reads.whole(1)).text).toBe(bill.text);
        expect(ocr.seen.runs).toBe(2); // no rest read for the code alone
        expect((await reads.early(3)!).complete).toBe(false);
        expect((await reads.whole(3)).text).toMatch(/Paragraph 28/);
        expect(ocr.seen.runs).toBe(3); // the full page's rest
      });
    } finally {
      pdf.close();
    }
  }, 120_000);
});
