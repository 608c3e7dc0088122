import { type GrayImage, openPdf } from '@wcab/pdf';
import { PDFArray, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeScanJpeg } from '../src/scanJpeg';

const W = 1700;
const H = 2200;

/** A 200-DPI Letter page of mail: white paper, dark lines of "print", a grey box. */
function paper(): Buffer {
  const px = Buffer.alloc(W * H, 250);
  for (let line = 0; line < 30; line++) {
    const y0 = 200 + line * 60;
    for (let y = y0; y < y0 + 14; y++) for (let x = 150; x < 150 + 900 + ((line * 97) % 500); x++) if ((x >> 3) % 3) px[y * W + x] = 20;
  }
  for (let y = 1900; y < 2000; y++) for (let x = 1200; x < 1500; x++) px[y * W + x] = 128;
  return px;
}

const gray = { raw: { width: W, height: H, channels: 1 as const } };
const jpegOf = (pipeline: Sharp) => pipeline.jpeg({ quality: 80 }).toBuffer();

/** A one-page PDF holding `jpeg` over the whole Letter page; `edit` may change the image's dictionary. */
async function scanPdf(jpeg: Buffer, edit?: (dict: PDFRawStream['dict']) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(jpeg);
  const page = doc.addPage([612, 792]);
  page.drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  if (!edit) return doc.save();
  const saved = await PDFDocument.load(await doc.save());
  for (const [, obj] of saved.context.enumerateIndirectObjects()) {
    if (obj instanceof PDFRawStream && obj.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) edit(obj.dict);
  }
  return saved.save();
}

function meanDiff(a: GrayImage, b: GrayImage): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let sum = 0;
  for (let i = 0; i < a.data.length; i++) sum += Math.abs(a.data[i]! - b.data[i]!);
  return sum / a.data.length;
}

/** The page as the fast path gives it, and as PDFium renders it at exactly 200 DPI. */
async function fastAndExact(bytes: Uint8Array): Promise<[GrayImage, GrayImage]> {
  const pdf = await openPdf(bytes);
  try {
    return [await pdf.renderPage(0, { dpi: 200 }), await pdf.renderPage(0, { dpi: 200, exact: true })];
  } finally {
    pdf.close();
  }
}

describe('bare JPEG scans decoded natively', () => {
  it.each([
    ['one-component (grey) JPEG', () => jpegOf(sharp(paper(), gray).toColourspace('b-w'))],
    ['three-component JPEG of a grey page', () => jpegOf(sharp(paper(), gray).toColourspace('srgb'))],
  ])('decodes a %s to the page PDFium renders', async (_, make) => {
    const jpeg = await make();
    const direct = await decodeScanJpeg({ jpeg, width: W, height: H, dpi: 200 });
    expect(direct).toBeDefined(); // the native path takes it
    const [fast, exact] = await fastAndExact(await scanPdf(jpeg));
    expect(meanDiff(fast, exact)).toBeLessThan(1);
    expect(meanDiff(direct!, exact)).toBeLessThan(1);
  });

  it('leaves to PDFium what it cannot see: a /Decode array that inverts the samples', async () => {
    const inverted = Buffer.from(paper().map((v) => 255 - v));
    const jpeg = await jpegOf(sharp(inverted, gray).toColourspace('b-w'));
    const pdfBytes = await scanPdf(jpeg, (dict) => {
      const decode = PDFArray.withContext(dict.context);
      decode.push(PDFNumber.of(1));
      decode.push(PDFNumber.of(0));
      dict.set(PDFName.of('Decode'), decode);
    });
    const [fast, exact] = await fastAndExact(pdfBytes);
    expect(meanDiff(fast, exact)).toBeLessThan(1);
    expect(fast.data[300 * W + 10]).toBeGreaterThan(200); // paper is white, as the PDF says
  });

  it('leaves a CMYK JPEG to PDFium', async () => {
    const jpeg = await sharp(paper(), gray).toColourspace('cmyk').jpeg({ quality: 80 }).toBuffer();
    expect((await sharp(jpeg).metadata()).channels).toBe(4);
    expect(await decodeScanJpeg({ jpeg, width: W, height: H, dpi: 200 })).toBeUndefined();
    const [fast, exact] = await fastAndExact(await scanPdf(jpeg));
    expect(meanDiff(fast, exact)).toBeLessThan(1);
  });

  it('refuses a JPEG larger than the PDF says, a damaged one and a dark one', async () => {
    const jpeg = await jpegOf(sharp(paper(), gray).toColourspace('b-w'));
    // The frame header declares more pixels than the dictionary: refused before any pixel is decoded.
    expect(await decodeScanJpeg({ jpeg, width: W / 2, height: H / 2, dpi: 100 })).toBeUndefined();
    expect(await decodeScanJpeg({ jpeg: jpeg.subarray(0, 2000), width: W, height: H, dpi: 200 })).toBeUndefined();
    const dark = await jpegOf(sharp(Buffer.alloc(W * H, 30), gray).toColourspace('b-w'));
    expect(await decodeScanJpeg({ jpeg: dark, width: W, height: H, dpi: 200 })).toBeUndefined();
    // A PDF whose image dictionary understates the JPEG's size still renders, by PDFium.
    const pdf = await openPdf(
      await scanPdf(jpeg, (dict) => {
        dict.set(PDFName.of('Width'), PDFNumber.of(W / 2));
        dict.set(PDFName.of('Height'), PDFNumber.of(H / 2));
      }),
    );
    try {
      const page = await pdf.renderPage(0, { dpi: 100 });
      expect([page.width, page.height]).toEqual([W / 2, H / 2]);
    } finally {
      pdf.close();
    }
  });
});
