/**
 * The DWC-CA 10232.2 separator sheet told by its layout (scan/formLayout.ts) and judged from one read of its
 * title-and-fields block, through the real PDFium and Tesseract, the job's OCR runs counted through its
 * telemetry port: a sheet costs one run over a part of the page, not a whole read; the pages around it are
 * still what they were (a sheet fed upside down is still found, the slower way; a letter about separator
 * sheets and a page of ruled lines stay documents' pages).
 */
import { openPdf } from '@wcab/pdf';
import { DEFAULT_SEPARATOR_RULE } from '@wcab/sheets';
import { concatPdfs, makeDwcSeparatorSheet, makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { preparePage, sketchPage } from '@wcab/vision';
import { describe, expect, it } from 'vitest';
import { dwcFieldBlock } from '../src/scan/formLayout';
import { scanBatch } from '../src/scan/scanBatch';
import { PageReads } from '../src/read/pageReads';
import { useCountingOcr } from './countingOcr';

const ocr = useCountingOcr();

const sheet = (title: string, adj: string) =>
  makeDwcSeparatorSheet({ caseNumber: adj, documentType: 'LEGAL DOCS', documentTitle: title, documentDate: 'March 2, 2026', author: 'Okafor & Lindqvist' });
const notice = () =>
  makeTextPdf([
    [
      "WORKERS' COMPENSATION APPEALS BOARD",
      'Maria Garcia, Applicant, vs. ACME LOGISTICS, INC., Defendants.',
      'Case Number: ADJ11223344',
      'NOTICE OF HEARING',
      'The above case is set for STATUS CONFERENCE on 05/12/2025 at 1:30 P.M.',
    ],
  ]);
/** A page of underlined blanks under a heading (a sign-in sheet): laid out much like the form, and no separator sheet. */
const ruled = () =>
  makeTextPdf([['SIGN-IN SHEET', '', '', '', ...Array.from({ length: 6 }, (_, i) => `Name ${i + 1}: ______________________________________________________`)]]);

async function firstPage(pdf: Uint8Array, prepare = preparePage) {
  const doc = await openPdf(pdf);
  try {
    return prepare(await doc.renderPage(0, { dpi: 200 }))!.image;
  } finally {
    doc.close();
  }
}

describe('a DWC separator sheet by its layout', () => {
  it("finds the sheet's title-and-fields block, and nothing on a notice or on the form with text under its fields", async () => {
    const page = await firstPage(
      await rasterizePdf(await sheet('ADJ-LEGAL DOCS-NOTICE OF HEARING', 'ADJ16620451'), { dpi: 200, skewDeg: 1, noise: 0.03, jpegQuality: 70 }),
    );
    const block = dwcFieldBlock(page);
    expect(block).toBeDefined();
    expect(block!.bottom - block!.top).toBeLessThan(page.height * 0.45); // the form number and the instruction are left out
    const noticePage = await firstPage(await rasterizePdf(await notice(), { dpi: 200 }));
    expect(dwcFieldBlock(noticePage)).toBeUndefined();
    // The form with the notice's lines printed under its fields: too much to say for a sheet, judged whole instead.
    expect(noticePage.width).toBe(page.width);
    const busy = { ...page, data: page.data.slice() };
    busy.data.set(noticePage.data.subarray(150 * page.width, 750 * page.width), 1250 * page.width);
    expect(dwcFieldBlock(busy)).toBeUndefined();
  });

  it.each([1, -2.5, 4])('tells the layout from a sketch of the page as from the page straightened, fed %s degrees crooked', async (skewDeg) => {
    const scan = (pdf: Uint8Array) => rasterizePdf(pdf, { dpi: 200, skewDeg, noise: 0.03, jpegQuality: 70 });
    const pages = [await sheet('ADJ-MEDICAL DOCS-QME REPORTS', 'ADJ12345678'), await ruled(), await notice()];
    const judged: Array<[boolean, boolean]> = [];
    for (const pdf of pages) {
      const scanned = await scan(pdf);
      judged.push([dwcFieldBlock(await firstPage(scanned)) !== undefined, dwcFieldBlock(await firstPage(scanned, sketchPage)) !== undefined]);
    }
    // The sheet and the ruled page have the form's layout (the ruled page is told apart by reading its block), the notice not.
    expect(judged).toEqual([
      [true, true],
      [true, true],
      [false, false],
    ]);
  });

  it('judges each sheet from one OCR run over its block, and keeps the fields the answer needs', async () => {
    const batch = await concatPdfs([
      await sheet('ADJ-LEGAL DOCS-NOTICE OF HEARING', 'ADJ16620451'),
      await sheet('ADJ-MEDICAL DOCS-QME REPORTS', 'ADJ12345678'),
    ]);
    const pdf = await openPdf(await rasterizePdf(batch, { dpi: 200, skewDeg: 1, noise: 0.03, jpegQuality: 70 }));
    try {
      const pages = await ocr.run((ctx) => scanBatch(pdf, DEFAULT_SEPARATOR_RULE, {}, ctx));
      const page = await pdf.renderPage(0, { dpi: 200 });
      expect(pages.map((p) => p.kind)).toEqual(['separator', 'separator']);
      expect(pages[0]!.dwc).toMatchObject({ documentTitle: 'ADJ-LEGAL DOCS-NOTICE OF HEARING', caseNumber: 'ADJ16620451' });
      expect(pages[1]!.dwc).toMatchObject({ documentTitle: 'ADJ-MEDICAL DOCS-QME REPORTS', caseNumber: 'ADJ12345678' });
      expect(ocr.seen.runs).toBe(2);
      expect(ocr.seen.runPixels).toBeLessThan(2 * 0.45 * page.width * page.height);
    } finally {
      pdf.close();
    }
  });

  it('still finds a sheet fed upside down, keeps a ruled page and a notice in their documents, and reads no page twice', async () => {
    const batch = await concatPdfs([await sheet('ADJ-LEGAL DOCS-CORRESPONDENCE', 'ADJ16620451'), await notice(), await ruled()]);
    const pdf = await openPdf(await rasterizePdf(batch, { dpi: 200, noise: 0.03, jpegQuality: 70, rotate180Pages: [0] }));
    try {
      await ocr.run(async (ctx) => {
        const reads = new PageReads(ctx, pdf);
        const pages = await scanBatch(pdf, DEFAULT_SEPARATOR_RULE, { reads }, ctx);
        expect(pages.map((p) => p.kind)).toEqual(['separator', 'content', 'content']);
        // The ruled page was read whole to be judged: the job's reads serve that read to the stages after the scan.
        const runs = ocr.seen.runs;
        expect((await reads.whole(2)).text).toMatch(/SIGN-IN SHEET/);
        expect(ocr.seen.runs).toBe(runs);
      });
    } finally {
      pdf.close();
    }
  });
});
