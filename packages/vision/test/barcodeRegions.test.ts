/**
 * The barcode search looks for linear codes, like 2D ones, only in the patches of a page dense enough to hold
 * a symbol (barcodes.ts, symbolRegions.ts; issue 36): a page of text with none is never handed to ZXing, and a
 * code on a page, sideways or upside down, is still read from its patch.
 */
import { type GrayImage, openPdf } from '@wcab/pdf';
import { concatPdfs, makeBarcodePage, makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeBarcodes } from '../src/barcodes';
import { symbolRegions } from '../src/symbolRegions';

/** Every image ZXing is handed, by its size (the real reader still reads it). */
const handed = vi.hoisted(() => [] as Array<{ width: number; height: number }>);
vi.mock('zxing-wasm/reader', async (original) => {
  const zxing = await original<typeof import('zxing-wasm/reader')>();
  return {
    ...zxing,
    readBarcodes: (input: Uint8Array, options: Parameters<typeof zxing.readBarcodes>[1]) => {
      // A binary PGM: "P5\n<width> <height>\n255\n" (image.ts withPgm).
      const [width = 0, height = 0] = new TextDecoder().decode(input.subarray(0, 32)).split(/\s+/).slice(1, 3).map(Number);
      handed.push({ width, height });
      return zxing.readBarcodes(input, options);
    },
  };
});

async function pages(pdfBytes: Uint8Array): Promise<GrayImage[]> {
  const pdf = await openPdf(pdfBytes);
  try {
    const out: GrayImage[] = [];
    for (let i = 0; i < pdf.pageCount; i++) {
      const img = await pdf.renderPage(i, { dpi: 200 });
      out.push({ ...img, data: img.data.slice() });
    }
    return out;
  } finally {
    pdf.close();
  }
}

/** The page turned a quarter clockwise. */
function quarterTurn(img: GrayImage): GrayImage {
  const { width, height, data } = img;
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) out[x * height + (height - 1 - y)] = data[y * width + x]!;
  return { width: height, height: width, data: out, dpi: img.dpi };
}

const BODY = Array.from({ length: 30 }, (_, k) => `Line ${k + 1}: the applicant was seen on 03/14/2025 for low back pain radiating to the left leg.`);
const scan = (pdf: Uint8Array, rotate180Pages: number[] = []) => rasterizePdf(pdf, { dpi: 200, skewDeg: 2, noise: 0.04, jpegQuality: 55, rotate180Pages });
const codesOf = async (img: GrayImage) => (await decodeBarcodes(img)).map((b) => b.text);

describe('decodeBarcodes: linear codes looked for only where the page is dense enough to hold one', () => {
  let letter: GrayImage;
  let sheets: GrayImage[];
  beforeAll(async () => {
    letter = (await pages(await scan(await makeTextPdf([['RE: APPLICANT MARIA GARCIA', ...BODY]], { fontSize: 11 }))))[0]!;
    sheets = await pages(
      await scan(
        await concatPdfs([
          await makeBarcodePage({ value: 'PATCHT', symbology: 'code39', heading: 'PATCH T' }),
          await makeBarcodePage({ value: 'SEP-0007', symbology: 'code128', heading: 'DOCUMENT SEPARATOR' }),
          // A stray code on a bill: small modules, a quarter inch tall, in the corner of a page of text.
          await makeBarcodePage({
            value: 'INV-2025-00417',
            symbology: 'code128',
            position: 'top-right',
            moduleWidthInch: 0.011,
            barHeightInch: 0.25,
            heading: 'ITEMIZED BILL',
            extraLines: BODY,
          }),
        ]),
        [1],
      ),
    );
  });

  it('never hands a scanned page of text without a dense patch to ZXing, and finds nothing on it', async () => {
    expect(symbolRegions(letter)).toEqual([]);
    handed.length = 0;
    expect(await codesOf(letter)).toEqual([]);
    expect(handed).toEqual([]);
  });

  it('reads a Code 39 sheet, a Code 128 sheet fed upside down and a small stray Code 128 from their patches alone', async () => {
    const [code39, code128, bill] = sheets;
    for (const [img, value] of [
      [code39!, 'PATCHT'],
      [code128!, 'SEP-0007'],
      [bill!, 'INV-2025-00417'],
    ] as const) {
      handed.length = 0;
      expect(await codesOf(img)).toEqual([value]);
      // Only strips and patches were read, never the whole page; what the whole-page search finds, the same.
      expect(handed.length).toBeGreaterThan(0);
      expect(handed.every((h) => h.width * h.height < img.width * img.height)).toBe(true);
      expect(await decodeBarcodes(img, { wholePage: true })).toEqual(await decodeBarcodes(img));
    }
  });

  it('reads a Code 39 of the smallest modules its specification allows (0.0075 in), 0.2 in tall, on a page of text', async () => {
    const [img] = await pages(
      await scan(
        await makeBarcodePage({
          value: 'SEP-0042',
          symbology: 'code39',
          position: 'bottom-left',
          moduleWidthInch: 0.0075,
          barHeightInch: 0.2,
          heading: 'LETTER',
          extraLines: BODY,
        }),
      ),
    );
    expect(await codesOf(img!)).toEqual(['SEP-0042']);
    expect(await codesOf(quarterTurn(img!))).toEqual(['SEP-0042']);
  });

  it('reads the sheets turned sideways, either way', async () => {
    const [code39, code128] = sheets;
    for (const img of [code39!, code128!]) {
      const once = quarterTurn(img);
      const thrice = quarterTurn(quarterTurn(once));
      expect(await codesOf(once)).toEqual(await codesOf(img));
      expect(await codesOf(thrice)).toEqual(await codesOf(img));
    }
  });

  it('stops at the first code the caller takes, as the whole-page search did', async () => {
    const [code39] = sheets;
    const found = await decodeBarcodes(code39!, { formats: ['Code39', 'Code128', 'QRCode', 'DataMatrix'], until: (t) => t === 'PATCHT' });
    expect(found).toEqual([{ format: 'Code39', text: 'PATCHT' }]);
  });
});
