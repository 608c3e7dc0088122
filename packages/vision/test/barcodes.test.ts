import { type GrayImage, openPdf } from '@wcab/pdf';
import { concatPdfs, makeBarcodePage, makeBlankScannedPage, rasterizePdf } from '@wcab/testkit';
import { decodeBarcodes } from '@wcab/vision';
import { beforeAll, describe, expect, it } from 'vitest';

async function pages(pdfBytes: Uint8Array, dpi = 200): Promise<GrayImage[]> {
  const pdf = await openPdf(pdfBytes);
  try {
    const out: GrayImage[] = [];
    for (let i = 0; i < pdf.pageCount; i++) out.push(await pdf.renderPage(i, { dpi }));
    return out;
  } finally {
    pdf.close();
  }
}

describe('decodeBarcodes', () => {
  let sheets: Uint8Array;
  beforeAll(async () => {
    sheets = await concatPdfs([
      await makeBarcodePage({ value: 'PATCHT', symbology: 'code39', heading: 'PATCH T' }),
      await makeBarcodePage({
        value: 'INV-2025-00417',
        symbology: 'code128',
        position: 'top-right',
        moduleWidthInch: 0.012,
        heading: 'INVOICE',
        extraLines: ['Itemized statement of charges', 'Balance due: $1,284.00'],
      }),
      await makeBarcodePage({ value: 'SEP-0003', symbology: 'qrcode', heading: 'DOCUMENT SEPARATOR' }),
    ]);
  });

  it('reads Code 39, Code 128 and QR separator and content pages', async () => {
    const [code39, code128, qr] = await pages(sheets);
    let t = performance.now();
    const first = await decodeBarcodes(code39!);
    const coldMs = performance.now() - t; // includes compiling the ZXing wasm once
    t = performance.now();
    await decodeBarcodes(code39!);
    console.log(`[timing] barcode decode of one 200-DPI Letter page: ${(performance.now() - t).toFixed(0)} ms (first call ${coldMs.toFixed(0)} ms)`);
    expect(first).toEqual([{ format: 'Code39', text: 'PATCHT' }]);
    expect(await decodeBarcodes(code128!)).toEqual([{ format: 'Code128', text: 'INV-2025-00417' }]);
    expect(await decodeBarcodes(qr!)).toEqual([{ format: 'QRCode', text: 'SEP-0003' }]);
  });

  it('reads them from a skewed, noisy 200-DPI JPEG scan, one page upside down', async () => {
    const scan = await rasterizePdf(sheets, {
      dpi: 200,
      skewDeg: 2.5,
      noise: 0.05,
      jpegQuality: 50,
      rotate180Pages: [1],
    });
    const [code39, code128, qr] = await pages(scan);
    expect(await decodeBarcodes(code39!)).toEqual([{ format: 'Code39', text: 'PATCHT' }]);
    expect(await decodeBarcodes(code128!)).toEqual([{ format: 'Code128', text: 'INV-2025-00417' }]);
    expect(await decodeBarcodes(qr!)).toEqual([{ format: 'QRCode', text: 'SEP-0003' }]);
  });

  it.each([0, 180])('reads 0.011-inch-module QR, DataMatrix, PDF417, Code 39 and Code 128 turned %s degrees, skewed 3 degrees, JPEG 50', async (turn) => {
    const symbologies = ['qrcode', 'datamatrix', 'pdf417', 'code39', 'code128'] as const;
    const sheet = await concatPdfs(
      await Promise.all(symbologies.map((symbology) => makeBarcodePage({ value: 'SEP-QME-0042', symbology, moduleWidthInch: 0.011 }))),
    );
    const scan = await rasterizePdf(sheet, {
      dpi: 200,
      skewDeg: 3,
      noise: 0.03,
      jpegQuality: 50,
      rotate180Pages: turn ? symbologies.map((_, i) => i) : [],
    });
    const found = await Promise.all((await pages(scan)).map(async (img) => (await decodeBarcodes(img)).map((b) => b.text)));
    expect(found).toEqual(symbologies.map(() => ['SEP-QME-0042']));
  });

  it('reads Code 93, ITF, DataMatrix and PDF417 too, and can be limited to chosen formats', async () => {
    const [c93, itf, dm, pdf417] = await pages(
      await concatPdfs([
        await makeBarcodePage({ value: 'SEP93', symbology: 'code93' }),
        await makeBarcodePage({ value: '00123456', symbology: 'interleaved2of5' }),
        await makeBarcodePage({ value: 'SEP-DM-01', symbology: 'datamatrix' }),
        await makeBarcodePage({ value: 'SEP417', symbology: 'pdf417' }),
      ]),
    );
    expect(await decodeBarcodes(c93!)).toEqual([{ format: 'Code93', text: 'SEP93' }]);
    expect(await decodeBarcodes(itf!)).toEqual([{ format: 'ITF', text: '00123456' }]);
    expect(await decodeBarcodes(dm!)).toEqual([{ format: 'DataMatrix', text: 'SEP-DM-01' }]);
    expect(await decodeBarcodes(pdf417!)).toEqual([{ format: 'PDF417', text: 'SEP417' }]);
    expect(await decodeBarcodes(pdf417!, { formats: ['Code39', 'QRCode'] })).toEqual([]);
  });

  it('finds nothing on a blank scanned page', async () => {
    const [blank] = await pages(await makeBlankScannedPage());
    expect(await decodeBarcodes(blank!)).toEqual([]);
  });

  it('rejects a malformed image', async () => {
    await expect(decodeBarcodes({ width: 100, height: 100, data: new Uint8Array(10) })).rejects.toThrow(RangeError);
  });
});
