/** Lines of print on a scanned page: the separator form is sparse, a page of a document is not, skewed or not. */
import { openPdf } from '@wcab/pdf';
import { makeDwcSeparatorSheet, makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { describe, expect, it } from 'vitest';
import { isSparsePage, printedLineCount, SPARSE_PAGE_LINES } from '../src/scan/pageLayout';

async function lines(pdf: Uint8Array, skewDeg = 0): Promise<number> {
  const scan = await openPdf(await rasterizePdf(pdf, { dpi: 200, noise: 0.03, skewDeg, seed: 5 }));
  try {
    return printedLineCount(await scan.renderPage(0, { dpi: 200 }));
  } finally {
    scan.close();
  }
}

describe('printedLineCount', () => {
  it('counts the form as sparse and a page of a letter as not, straight or crooked', async () => {
    const sheet = await makeDwcSeparatorSheet({
      caseNumber: 'ADJ1234567',
      documentType: 'MEDICAL DOCS',
      documentTitle: 'ADJ-MEDICAL DOCS-QME REPORTS',
      documentDate: 'May 1, 2026',
      author: 'Dr. Ana Ruiz',
    });
    const page = await makeTextPdf([
      Array.from({ length: 30 }, (_, i) => `Line ${i + 1} of a letter, with enough words on it to run across most of the page width.`),
    ]);
    for (const skew of [0, 3]) {
      const form = await lines(sheet, skew);
      expect(form).toBeGreaterThanOrEqual(5);
      expect(form).toBeLessThanOrEqual(SPARSE_PAGE_LINES);
      expect(await lines(page, skew)).toBeGreaterThan(SPARSE_PAGE_LINES);
    }
  });
  it('asked whether a page holds more than N lines, stops at N + 1 with the same verdict', async () => {
    const letter = await openPdf(
      await rasterizePdf(await makeTextPdf([Array.from({ length: 30 }, (_, i) => `Line ${i + 1} of a letter, with words across the page.`)]), {
        dpi: 200,
        noise: 0.03,
        seed: 5,
      }),
    );
    try {
      const img = await letter.renderPage(0, { dpi: 200 });
      const all = printedLineCount(img);
      expect(all).toBeGreaterThan(SPARSE_PAGE_LINES + 1);
      expect(printedLineCount(img, SPARSE_PAGE_LINES)).toBe(SPARSE_PAGE_LINES + 1);
      expect(printedLineCount(img, all)).toBe(all); // a limit the page does not pass: the whole count
      expect(isSparsePage(img)).toBe(false);
    } finally {
      letter.close();
    }
  });
  it('an empty page has no lines', () => {
    expect(isSparsePage({ width: 400, height: 500, data: new Uint8Array(400 * 500).fill(250), dpi: 50 })).toBe(true);
    expect(printedLineCount({ width: 400, height: 500, data: new Uint8Array(400 * 500).fill(250), dpi: 50 })).toBe(0);
  });
});
