/** Barcode decoding on its own thread: same answers as in-thread decoding, matched to each caller. */
import { type GrayImage, openPdf } from '@wcab/pdf';
import { concatPdfs, makeBarcodePage, makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { DEFAULT_SEPARATOR_RULE as RULE } from '@wcab/sheets';
import { afterAll, describe, expect, it } from 'vitest';
import { BarcodeReader } from '../src/scan/barcodeReader';

async function pages(bytes: Uint8Array): Promise<GrayImage[]> {
  const pdf = await openPdf(bytes);
  try {
    return await Promise.all(Array.from({ length: pdf.pageCount }, (_, i) => pdf.renderPage(i, { dpi: 200 })));
  } finally {
    pdf.close();
  }
}

describe('BarcodeReader', () => {
  const reader = new BarcodeReader();
  afterAll(() => reader.close());

  it('decodes pages on its thread, each answer going to its own page, and comes back after the thread is gone', async () => {
    const scan = await rasterizePdf(
      await concatPdfs([
        await makeBarcodePage({ value: 'PATCHT', symbology: 'code39' }),
        await makeTextPdf([['NOTICE OF HEARING', 'No barcode on this page.']]),
        await makeBarcodePage({ value: 'SEP-0007', symbology: 'qrcode' }),
        await makeBarcodePage({ value: 'INV-2025-00417', symbology: 'code128' }),
      ]),
      { dpi: 200, skewDeg: 1, noise: 0.02, jpegQuality: 70 },
    );
    const images = await pages(scan);
    const expected = [['PATCHT'], [], ['SEP-0007'], ['INV-2025-00417']];
    expect(await Promise.all(images.map((img) => reader.decode(img, RULE)))).toEqual(expected);
    // A rule taking only INV... values: the stray code is that page's separator, the others' codes are still read.
    const inv = { exact: [], prefixes: ['INV'] };
    expect(await Promise.all(images.map((img) => reader.decode(img, inv)))).toEqual(expected);
    // The thread stopped (as after a crash or shutdown): the next pages start a new one.
    await reader.close();
    expect(await Promise.all(images.map((img) => reader.decode(img, RULE)))).toEqual(expected);
  });

  it('a page it cannot decode rejects, and the reader keeps working', async () => {
    const [page] = await pages(await makeBarcodePage({ value: 'PATCHT', symbology: 'code39' }));
    await expect(reader.decode({ width: 10, height: 10, data: new Uint8Array(5) }, RULE)).rejects.toThrow();
    expect(await reader.decode(page!, RULE)).toEqual(['PATCHT']);
  });
});
