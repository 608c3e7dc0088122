import { openPdf, type PdfDocument } from '@wcab/pdf';
import { concatPdfs, inkByHalf, makeBarcodePage, makeBlankScannedPage, makeGarbageTextPdf, makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { describe, expect, it } from 'vitest';

async function withPdf<T>(bytes: Uint8Array, fn: (pdf: PdfDocument) => Promise<T> | T): Promise<T> {
  const pdf = await openPdf(bytes);
  try {
    return await fn(pdf);
  } finally {
    pdf.close();
  }
}

describe('makeTextPdf', () => {
  it('takes lines per page or one string per page', async () => {
    const a = await makeTextPdf([['Line one', 'Line two'], ['Second page']]);
    const b = await makeTextPdf(['Line one\nLine two', 'Second page']);
    for (const bytes of [a, b]) {
      await withPdf(bytes, (pdf) => {
        expect(pdf.pageCount).toBe(2);
        expect(pdf.pageText(0)).toBe('Line one\nLine two');
        expect(pdf.pageText(1)).toBe('Second page');
        expect(pdf.pageImageInfo(0)).toMatchObject({ widthPt: 612, heightPt: 792 });
      });
    }
  });

  it('wraps long lines, replaces characters Helvetica cannot encode, refuses overflow', async () => {
    const long = 'word '.repeat(60).trim();
    await withPdf(await makeTextPdf([[long, 'Emoji \u{1F600} and \u2265 sign']]), (pdf) => {
      const lines = pdf.pageText(0).split('\n');
      expect(lines.length).toBeGreaterThan(2);
      expect(lines.at(-1)).toBe('Emoji ? and ? sign');
    });
    await expect(makeTextPdf([Array.from({ length: 80 }, (_, i) => `line ${i}`)])).rejects.toThrow(RangeError);
  });
});

describe('rasterizePdf', () => {
  it('makes an image-only PDF, one full-page JPEG per page, with upside-down pages on request', async () => {
    const text = await makeTextPdf([['TOP OF PAGE ONE'], ['TOP OF PAGE TWO']]);
    const t = performance.now();
    const scan = await rasterizePdf(text, { dpi: 150, skewDeg: 1.5, noise: 0.04, jpegQuality: 60, rotate180Pages: [1] });
    console.log(`[timing] rasterizePdf, 2 pages at 150 DPI: ${(performance.now() - t).toFixed(0)} ms`);
    await withPdf(scan, async (pdf) => {
      expect(pdf.pageCount).toBe(2);
      for (let i = 0; i < 2; i++) {
        expect(pdf.pageText(i)).toBe('');
        expect(pdf.pageImageInfo(i)).toMatchObject({
          widthPt: 612,
          heightPt: 792,
          singleFullPageImage: true,
          image: { widthPx: 1275, heightPx: 1650, dpi: 150 },
        });
      }
      const upright = inkByHalf(await pdf.renderPage(0, { dpi: 150 }));
      const flipped = inkByHalf(await pdf.renderPage(1, { dpi: 150 }));
      expect(upright.top).toBeGreaterThan(upright.bottom);
      expect(flipped.bottom).toBeGreaterThan(flipped.top);
    });
  });

  it('is reproducible', async () => {
    const text = await makeTextPdf([['Same input']]);
    const a = await rasterizePdf(text, { dpi: 100, noise: 0.05, skewDeg: 2 });
    const b = await rasterizePdf(text, { dpi: 100, noise: 0.05, skewDeg: 2 });
    const [ia, ib] = await Promise.all([a, b].map((bytes) => withPdf(bytes, (pdf) => pdf.renderPage(0, { dpi: 100 }))));
    expect(Buffer.from(ia!.data).equals(Buffer.from(ib!.data))).toBe(true);
  });
});

describe('fixtures', () => {
  it('makeBlankScannedPage is an image-only page without ink', async () => {
    await withPdf(await makeBlankScannedPage(), async (pdf) => {
      expect(pdf.pageText(0)).toBe('');
      expect(pdf.pageImageInfo(0).singleFullPageImage).toBe(true);
      const ink = inkByHalf(await pdf.renderPage(0, { dpi: 100 }));
      expect(ink.top + ink.bottom).toBe(0);
    });
  });

  it('makeGarbageTextPdf looks right but its text layer is nonsense', async () => {
    await withPdf(makeGarbageTextPdf(), async (pdf) => {
      expect(pdf.pageText(0)).toContain('DLTBJK LV PKQRBDW'); // "NOTICE OF HEARING" through the scrambled map
      expect(inkByHalf(await pdf.renderPage(0, { dpi: 100 })).top).toBeGreaterThan(500);
    });
  });

  it('makeBarcodePage puts the heading and lines in the text layer and the code as an image', async () => {
    const bytes = await makeBarcodePage({
      value: 'PATCHT',
      symbology: 'code39',
      heading: 'PATCH T',
      extraLines: ['Place this sheet before each document'],
    });
    await withPdf(bytes, (pdf) => {
      expect(pdf.pageText(0)).toBe('PATCH T\nPlace this sheet before each document');
      expect(pdf.pageImageInfo(0).singleFullPageImage).toBe(false);
    });
  });

  it('concatPdfs keeps every page in order', async () => {
    const joined = await concatPdfs([
      await makeTextPdf(['A1', 'A2']),
      await makeBarcodePage({ value: 'SEP-0001', symbology: 'qrcode' }),
      await makeTextPdf(['B1']),
    ]);
    await withPdf(joined, (pdf) => {
      expect(pdf.pageCount).toBe(4);
      expect([0, 1, 2, 3].map((i) => pdf.pageText(i))).toEqual(['A1', 'A2', '', 'B1']);
    });
  });
});
