/** The page limit against the pages a PDF really holds (real PDFium, PDFs built with pdf-lib). */
import { PDFDocument, PDFName, PDFNumber, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { openPdf } from '@wcab/pdf';
import { withinPageLimit } from '../src/read/pageLimit';

/** `pages` real pages, each saying its number, under a page tree that declares `declared` pages. */
async function pdfWith(pages: number, declared = pages): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([612, 792]).drawText(`Page ${i} of the file`, { x: 72, y: 700, size: 11, font });
  if (declared !== pages) doc.catalog.Pages().set(PDFName.of('Count'), PDFNumber.of(declared));
  return doc.save({ useObjectStreams: false });
}

describe('withinPageLimit', () => {
  it.each([
    [1, 1_000_000, 200],
    [3, 1_000_000, 200],
    [7, 1_000, 500],
    [5, 9, 8],
  ])('%i real pages declared as %i, limit %i: the real count, every page readable', async (real, declared, limit) => {
    const pdf = await openPdf(await pdfWith(real, declared));
    try {
      expect(pdf.pageCount).toBe(declared);
      const checked = withinPageLimit(pdf, limit, 'document');
      expect(checked.pageCount).toBe(real);
      expect(checked.pageText(real - 1)).toContain(`Page ${real} of the file`);
    } finally {
      pdf.close();
    }
  });

  it('refuses a document that really holds more pages than the limit', async () => {
    const pdf = await openPdf(await pdfWith(3));
    try {
      expect(() => withinPageLimit(pdf, 2, 'batch')).toThrow(/The batch has 3 pages; the limit is 2/);
    } finally {
      pdf.close();
    }
  });

  it('refuses a declared count over the limit whose pages really go past it', async () => {
    const pdf = await openPdf(await pdfWith(4, 1_000_000));
    try {
      expect(() => withinPageLimit(pdf, 3, 'document')).toThrow(expect.objectContaining({ code: 'DOCUMENT_TOO_LARGE' }));
    } finally {
      pdf.close();
    }
  });

  it('leaves a document within the limit as it is', async () => {
    const pdf = await openPdf(await pdfWith(2));
    try {
      expect(withinPageLimit(pdf, 2, 'document')).toBe(pdf);
    } finally {
      pdf.close();
    }
  });
});
