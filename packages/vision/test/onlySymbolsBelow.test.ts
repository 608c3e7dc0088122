/**
 * A bill's or letter's stray code printed under its top part (pageParts.ts onlySymbolsBelow): the ink under the read
 * plan's cut is then only a symbol, which Tesseract reads as nothing, so the rest is not worth a read; a page that
 * also prints text under the cut is, code or not. Generated pages scanned as the bench's office batches are (200 DPI,
 * skewed, noisy, JPEG), straightened as the OCR pool reads them.
 */
import { type GrayImage, openPdf } from '@wcab/pdf';
import { makeBarcodePage, makeTextPdf, rasterizePdf, type Symbology } from '@wcab/testkit';
import { describe, expect, it } from 'vitest';
import { preparePage } from '../src/ocrPool';
import { blankBelow, onlySymbolsBelow, topPartRows } from '../src/pageParts';

async function straightened(pdfBytes: Uint8Array): Promise<GrayImage> {
  const pdf = await openPdf(await rasterizePdf(pdfBytes, { dpi: 200, skewDeg: 0.8, noise: 0.03, jpegQuality: 70 }));
  try {
    const img = await pdf.renderPage(0, { dpi: 200 });
    const page = preparePage({ ...img, data: img.data.slice() });
    if (!page) throw new Error('blank page');
    return page.image;
  } finally {
    pdf.close();
  }
}

const LETTER = [
  'MARSHALL & ORTEGA, LLP',
  '1200 Wilshire Boulevard, Suite 400, Los Angeles, CA 90017',
  'March 3, 2026',
  'RE: Maria Garcia v. Acme Logistics',
  'ADJ No.: ADJ11223344',
  'Dear Claims Examiner:',
  'Please reinstate the temporary disability payments.',
  'Very truly yours,',
  'Daniel Marshall, Esq.',
];
const PARAGRAPHS = Array.from({ length: 30 }, (_, k) => `Paragraph ${k + 1}: the history, findings and plan are described in the record.`);

/** The rows under the page's top part (as the read plan cuts it). */
function cutOf(img: GrayImage): number {
  const top = topPartRows(img);
  if (!top) throw new Error('no cut');
  return top.bottom;
}

describe('onlySymbolsBelow', () => {
  it.each(['code128', 'code39', 'qrcode', 'datamatrix'] satisfies Symbology[])(
    'is true under a letter whose only ink below the cut is a stray %s in the bottom corner',
    async (symbology) => {
      const img = await straightened(await makeBarcodePage({ value: 'INV204518', symbology, position: 'bottom-left', extraLines: LETTER }));
      const cut = cutOf(img);
      expect(blankBelow(img, cut)).toBe(false); // the code is ink: the plain test would have the rest read
      expect(onlySymbolsBelow(img, cut)).toBe(true);
      expect(onlySymbolsBelow(img, 0)).toBe(false); // the letter's lines above the cut are no symbol
    },
  );

  it.each(['code128', 'qrcode'] satisfies Symbology[])(
    'is false when text is printed below the cut too (a %s in the corner of a full page)',
    async (symbology) => {
      const img = await straightened(await makeBarcodePage({ value: 'INV204518', symbology, position: 'bottom-left', extraLines: [...LETTER, ...PARAGRAPHS] }));
      const cut = cutOf(img);
      expect(onlySymbolsBelow(img, cut)).toBe(false);
    },
  );

  it('is false with a page number printed under the cut beside the code, and with no symbol at all', async () => {
    const numbered = await straightened(
      await makeBarcodePage({
        value: 'INV204518',
        symbology: 'qrcode',
        position: 'bottom-left',
        extraLines: [...LETTER, ...Array(20).fill(''), 'Page 1 of 2'],
      }),
    );
    expect(onlySymbolsBelow(numbered, cutOf(numbered))).toBe(false);
    const plain = await straightened(await makeTextPdf([[...LETTER, ...PARAGRAPHS]]));
    expect(onlySymbolsBelow(plain, cutOf(plain))).toBe(false);
    const short = await straightened(await makeTextPdf([LETTER]));
    expect(blankBelow(short, cutOf(short))).toBe(true);
    expect(onlySymbolsBelow(short, cutOf(short))).toBe(false); // nothing below: blankBelow's case, not this one
  });

  it("takes a code's human-readable line printed against its bars as part of it (it spells the code's value)", async () => {
    const img = await straightened(
      await makeBarcodePage({ value: 'INV204518', symbology: 'code128', position: 'bottom-left', humanReadable: true, extraLines: LETTER }),
    );
    expect(onlySymbolsBelow(img, cutOf(img))).toBe(true);
  });
});
