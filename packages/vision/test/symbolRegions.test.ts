import { type GrayImage, openPdf } from '@wcab/pdf';
import { makeBarcodePage, makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { decodeBarcodes } from '@wcab/vision';
import { describe, expect, it } from 'vitest';
import { cropGray, symbolRegions } from '../src/symbolRegions';

async function firstPage(pdfBytes: Uint8Array): Promise<GrayImage> {
  const pdf = await openPdf(pdfBytes);
  try {
    const img = await pdf.renderPage(0, { dpi: 200 });
    return { ...img, data: img.data.slice() };
  } finally {
    pdf.close();
  }
}

const scan = (pdf: Uint8Array) => rasterizePdf(pdf, { dpi: 200, skewDeg: 2, noise: 0.04, jpegQuality: 55 });
const area = (img: GrayImage, regions: { width: number; height: number }[]) => regions.reduce((s, r) => s + r.width * r.height, 0) / (img.width * img.height);
const BODY = Array.from({ length: 34 }, (_, k) => `Line ${k + 1}: low back pain radiating to the left leg since the injury.`);

describe('symbolRegions', () => {
  it('finds no place for a 2D symbol on a scanned page of body text, and only slivers of a page in 14-point type', async () => {
    for (const fontSize of [9, 11]) {
      const img = await firstPage(await scan(await makeTextPdf([['NOTICE OF HEARING', ...BODY]], { fontSize })));
      expect(symbolRegions(img), `${fontSize} pt`).toEqual([]);
    }
    const large = await firstPage(await scan(await makeTextPdf([['NOTICE OF HEARING', ...BODY.slice(0, 26)]], { fontSize: 14 })));
    expect(area(large, symbolRegions(large)!)).toBeLessThan(0.02);
  });

  it.each(['qrcode', 'datamatrix', 'pdf417'] as const)(
    'frames a small %s in the corner of a page of text, and only a small part of the page',
    async (symbology) => {
      const img = await firstPage(
        await scan(
          await makeBarcodePage({
            value: 'SEP-QME-0042',
            symbology,
            moduleWidthInch: 0.012,
            position: 'top-right',
            heading: 'MEDICAL REPORT',
            extraLines: BODY,
          }),
        ),
      );
      const regions = symbolRegions(img);
      expect(regions).toBeDefined();
      expect(area(img, regions!)).toBeLessThan(0.05);
      // The symbol is whole in one of the regions: read from that region alone.
      const found = await Promise.all(regions!.map(async (r) => (await decodeBarcodes(cropGray(img, r))).map((b) => b.text)));
      expect(found.flat()).toContain('SEP-QME-0042');
      expect((await decodeBarcodes(img)).map((b) => b.text)).toEqual(['SEP-QME-0042']);
    },
  );

  it('counts a code printed in colour on a tinted label as ink (measured against its own surroundings)', async () => {
    const page = await firstPage(
      await scan(await makeBarcodePage({ value: 'SEP-DM-01', symbology: 'datamatrix', moduleWidthInch: 0.015, position: 'top-right', extraLines: BODY })),
    );
    // The label: the top-right quarter of the page, paper tinted to 215 and the code's ink lifted to 140.
    const tinted = { ...page, data: page.data.slice() };
    for (let y = 0; y < page.height / 4; y++) {
      for (let x = Math.floor(page.width / 2); x < page.width; x++)
        tinted.data[y * page.width + x] = 140 + Math.round((page.data[y * page.width + x]! * 75) / 255);
    }
    const regions = symbolRegions(tinted);
    expect(regions).toBeDefined();
    expect(regions!.length).toBeGreaterThan(0);
    expect((await decodeBarcodes(tinted)).map((b) => b.text)).toEqual(['SEP-DM-01']);
  });

  it('leaves a page with too much dense ink to be worth cutting up to a whole-page search', () => {
    // A photograph-like page: blotches of dark and light 0.05 in across, everywhere.
    const width = 1700;
    const height = 2200;
    const data = new Uint8Array(width * height);
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
    const blotch = Array.from({ length: Math.ceil(width / 10) * Math.ceil(height / 10) }, () => (random() < 0.5 ? 30 : 230));
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) data[y * width + x] = blotch[Math.floor(y / 10) * Math.ceil(width / 10) + Math.floor(x / 10)]!;
    expect(symbolRegions({ width, height, data, dpi: 200 })).toBeUndefined();
  });

  it('scales with the resolution of the scan: a 300-DPI page of text has no place either, a 300-DPI symbol does', async () => {
    const text = await openPdf(await rasterizePdf(await makeTextPdf([BODY]), { dpi: 300, noise: 0.03, jpegQuality: 60 }));
    const code = await openPdf(
      await rasterizePdf(await makeBarcodePage({ value: 'SEP-0003', symbology: 'qrcode', moduleWidthInch: 0.011, position: 'top-right', extraLines: BODY }), {
        dpi: 300,
        noise: 0.03,
        jpegQuality: 60,
      }),
    );
    try {
      const textImg = await text.renderPage(0, { dpi: 300 });
      expect(textImg.dpi).toBeCloseTo(300, 0);
      expect(symbolRegions(textImg)).toEqual([]);
      const codeImg = await code.renderPage(0, { dpi: 300 });
      expect(symbolRegions(codeImg)!.length).toBeGreaterThan(0);
      expect((await decodeBarcodes(codeImg)).map((b) => b.text)).toEqual(['SEP-0003']);
    } finally {
      text.close();
      code.close();
    }
  });

  it('searches an image too small to measure whole', () => {
    expect(symbolRegions({ width: 30, height: 30, data: new Uint8Array(900).fill(255), dpi: 200 })).toBeUndefined();
  });
});
