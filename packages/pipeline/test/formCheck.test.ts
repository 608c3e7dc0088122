/**
 * The batch scan's check of sparse scanned pages for the DWC-CA 10232.2 separator form (scanBatch.ts
 * formCheck), through the real PDFium, ZXing and Tesseract, with the OCR engine seam wrapped to count
 * the pixels it is asked to read: a short page of content costs one glance at half resolution (a
 * quarter of its pixels), not a whole read, while every form is still found and a letter that talks
 * about separator sheets stays a document's page.
 */
import { openPdf } from '@wcab/pdf';
import { DEFAULT_SEPARATOR_RULE } from '@wcab/sheets';
import { concatPdfs, makeDwcSeparatorSheet, makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { describe, expect, it } from 'vitest';
import { scanBatch } from '../src/scan/scanBatch';
import { useCountingOcr } from './countingOcr';

const ocr = useCountingOcr();

/** scanBatch alone (separator detection, no document reads), its OCR going to the counting pool. */
async function scan(pdfBytes: Uint8Array) {
  const pdf = await openPdf(pdfBytes);
  try {
    const pages = await ocr.run((ctx) => scanBatch(pdf, DEFAULT_SEPARATOR_RULE, {}, ctx));
    const page = await pdf.renderPage(0, { dpi: 200 });
    return { pages, pixels: ocr.seen.pixels, pagePixels: page.width * page.height };
  } finally {
    pdf.close();
  }
}

const sheet = (title: string) =>
  makeDwcSeparatorSheet({
    caseNumber: 'ADJ16620451',
    documentType: 'LEGAL DOCS',
    documentTitle: title,
    documentDate: 'March 2, 2026',
    author: 'Okafor & Lindqvist',
  });
const shortPage = (name: string, adj: string) =>
  makeTextPdf([
    [
      "WORKERS' COMPENSATION APPEALS BOARD",
      `${name}, Applicant, vs. ACME LOGISTICS, INC., Defendants.`,
      `Case Number: ${adj}`,
      'NOTICE OF HEARING',
      'The above case is set for STATUS CONFERENCE on 05/12/2025 at 1:30 P.M.',
      'Dated: April 1, 2025',
    ],
  ]);
const LETTER = [
  'Re: Jonah Whitaker v. Bayline Cold Storage; ADJ16620451',
  'NOTICE OF REJECTED FILING',
  'Each paper filing must be preceded by a DOCUMENT SEPARATOR SHEET (DWC-CA form 10232.2).',
  'Please file the documents again.',
  'Sincerely,',
  'Filing Unit',
];

describe('form check of sparse scanned pages', () => {
  it('reads a short page of content at a quarter of its pixels, and still finds every form', async () => {
    const batch = await rasterizePdf(
      await concatPdfs([
        await sheet('ADJ-LEGAL DOCS-NOTICE OF HEARING'),
        await shortPage('MARIA GARCIA', 'ADJ1000001'),
        await makeTextPdf([LETTER]),
        await sheet('ADJ-MEDICAL DOCS-QME REPORTS'),
        await shortPage('DAVID KIM', 'ADJ1000002'),
      ]),
      { dpi: 200, noise: 0.03, skewDeg: 1, seed: 5, jpegQuality: 70 },
    );
    const { pages } = await scan(batch);
    expect(pages.map((p) => p.kind)).toEqual(['separator', 'content', 'content', 'separator', 'content']);
    expect(pages[3]!.dwc?.caseNumber).toBe('ADJ16620451');

    // Short pages of content alone: each one glance at half resolution, where a whole read was a page's pixels.
    const shortOnly = await rasterizePdf(await concatPdfs([await shortPage('ROSA MARTINEZ', 'ADJ1000003'), await shortPage('JAMES NGUYEN', 'ADJ1000004')]), {
      dpi: 200,
      noise: 0.03,
      skewDeg: 1,
      seed: 7,
      jpegQuality: 70,
    });
    const short = await scan(shortOnly);
    expect(short.pages.map((p) => p.kind)).toEqual(['content', 'content']);
    expect(short.pixels).toBeGreaterThan(0);
    expect(short.pixels).toBeLessThanOrEqual((2 * short.pagePixels) / 4);
  }, 300_000);
});
