/**
 * Image intake (imageInput.ts) on real files written by libvips/libtiff: the PDF it makes keeps the
 * pixels (a JPEG byte for byte, a PNG or LZW TIFF page sample for sample, a G4 page at 1 bit), has
 * the paper size the image's DPI says, and refuses bombs and damaged files before or while decoding.
 */
import zlib from 'node:zlib';
import { PDFDocument, PDFName, type PDFRawStream, type PDFNumber, type PDFDict } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { documentAsPdf, imageToPdf, openPdf, sniffFormat } from '@wcab/pdf';
import { makeTextPdf, scanToImage } from '@wcab/testkit';

const LIMITS = { maxPages: 200, maxImagePixels: 150_000_000 };

/** The one image XObject on each page: its dictionary and raw (still encoded) bytes. */
async function pageImages(pdf: Uint8Array): Promise<{ dict: PDFDict; bytes: Uint8Array; size: [number, number] }[]> {
  const doc = await PDFDocument.load(pdf);
  return doc.getPages().map((page) => {
    const xobjects = page.node.Resources()!.lookup(PDFName.of('XObject')) as PDFDict;
    const [name] = xobjects.keys();
    const stream = xobjects.lookup(name!) as PDFRawStream;
    const { width, height } = page.getSize();
    return { dict: stream.dict, bytes: stream.contents, size: [Math.round(width), Math.round(height)] };
  });
}
const num = (dict: PDFDict, key: string) => (dict.lookup(PDFName.of(key)) as PDFNumber).asNumber();
const name = (dict: PDFDict, key: string) => String(dict.lookup(PDFName.of(key)));

describe('imageToPdf', async () => {
  const text = await makeTextPdf([['NOTICE OF HEARING', 'Case Number: ADJ1111111'], ['Page two']]);

  it('sniffs by magic number only', async () => {
    expect(sniffFormat(await scanToImage(text, { format: 'tiff-g4' }))).toBe('tiff');
    expect(sniffFormat(await scanToImage(text, { format: 'jpeg' }))).toBe('jpeg');
    expect(sniffFormat(await scanToImage(text, { format: 'png' }))).toBe('png');
    expect(sniffFormat(text)).toBe('pdf');
    expect(sniffFormat(Buffer.from('PK\x03\x04'))).toBeUndefined();
    // A PDF header anywhere in the first kilobyte (as readers take it), not past it; a header cut short is none.
    const junk = (n: number) => new Uint8Array(n).fill(0x20);
    expect(sniffFormat(Buffer.concat([junk(1019), text]))).toBe('pdf');
    expect(sniffFormat(Buffer.concat([junk(1020), text]))).toBeUndefined();
    expect(sniffFormat(Buffer.from('%PDF'))).toBeUndefined();
    expect(sniffFormat(new Uint8Array(0))).toBeUndefined();
  });

  it('a G4 TIFF: one page per TIFF page, 1 bit per pixel, Letter at its 200 DPI', async () => {
    const tiff = await scanToImage(text, { format: 'tiff-g4', dpi: 200 });
    const images = await pageImages(await imageToPdf(tiff, 'tiff', LIMITS));
    expect(images).toHaveLength(2);
    for (const image of images) {
      expect(image.size).toEqual([612, 792]);
      expect(num(image.dict, 'BitsPerComponent')).toBe(1);
      expect(name(image.dict, 'ColorSpace')).toBe('/DeviceGray');
      expect([num(image.dict, 'Width'), num(image.dict, 'Height')]).toEqual([1700, 2200]);
    }
    // The 1-bit samples are the TIFF's pixels (1 = white).
    const pixels = await sharp(Buffer.from(tiff), { page: 1 }).toColourspace('b-w').raw().toBuffer();
    const bits = zlib.inflateSync(images[1]!.bytes);
    const stride = Math.ceil(1700 / 8);
    for (const [x, y] of [
      [0, 0],
      [200, 150],
      [300, 160],
      [1699, 2199],
      [850, 1100],
    ] as const) {
      const bit = (bits[y * stride + (x >> 3)]! >> (7 - (x & 7))) & 1;
      expect(bit).toBe(pixels[y * 1700 + x]! >= 128 ? 1 : 0);
    }
  });

  it('an LZW TIFF and a PNG keep every gray sample; a 300 DPI scan is still a Letter page', async () => {
    for (const format of ['tiff-lzw', 'png'] as const) {
      const file = await scanToImage(text, { format, dpi: 300 });
      const [image] = await pageImages(await imageToPdf(file, sniffFormat(file) as 'tiff' | 'png', LIMITS));
      expect(image!.size).toEqual([612, 792]);
      expect(num(image!.dict, 'BitsPerComponent')).toBe(8);
      const pixels = await sharp(Buffer.from(file), { page: 0 }).toColourspace('b-w').raw().toBuffer();
      expect(Buffer.compare(zlib.inflateSync(image!.bytes), pixels)).toBe(0);
    }
  });

  it('a JPEG is embedded byte for byte (DCTDecode), not re-encoded', async () => {
    const jpeg = await scanToImage(text, { format: 'jpeg', dpi: 150 });
    const [image] = await pageImages(await imageToPdf(jpeg, 'jpeg', LIMITS));
    expect(name(image!.dict, 'Filter')).toBe('/DCTDecode');
    expect(Buffer.compare(Buffer.from(image!.bytes), Buffer.from(jpeg))).toBe(0);
    expect(image!.size).toEqual([612, 792]);
  });

  it('an EXIF-rotated photo becomes a rotated page; PDFium opens every result', async () => {
    const jpeg = await sharp({ create: { width: 2200, height: 1700, channels: 3, background: 'white' } })
      .withMetadata({ orientation: 6, density: 200 })
      .jpeg()
      .toBuffer();
    const pdf = await imageToPdf(jpeg, 'jpeg', LIMITS);
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPage(0).getRotation().angle).toBe(90);
    const opened = await openPdf(pdf);
    expect(opened.pageCount).toBe(1);
    opened.close();
  });

  it('a 144-megapixel PNG (issue 35) decodes under the job memory ceiling: fitted to Letter it is resampled to 600 DPI as read; too large for the ceiling it is refused before decoding', async () => {
    // 12,000 x 12,000 RGB: 432 MB of samples whole. At 1,412 DPI it is a Letter-wide sheet.
    const huge = await sharp({ create: { width: 12_000, height: 12_000, channels: 3, background: '#f4f4f4' } })
      .png({ compressionLevel: 9 })
      .withMetadata({ density: 1412 })
      .toBuffer();
    const pdf = await imageToPdf(huge, 'png', { ...LIMITS, jobMemoryBytes: 1024 * 1024 * 1024 });
    const [page] = await pageImages(pdf);
    expect(page!.size).toEqual([612, 612]);
    expect(num(page!.dict, 'Width')).toBe(5100); // 8.5 in at 600 DPI, not 12,000
    // The same pixels declared at 706 DPI (a 17 x 17 in sheet, the largest believed): 10,200 x 10,200 kept at
    // 600 DPI, 312 MB of RGB samples, more than half of a 512 MB ceiling.
    const coarse = await sharp(huge).withMetadata({ density: 706 }).png({ compressionLevel: 9 }).toBuffer();
    await expect(imageToPdf(coarse, 'png', { ...LIMITS, jobMemoryBytes: 512 * 1024 * 1024 })).rejects.toMatchObject({
      code: 'DOCUMENT_TOO_COMPLEX',
      message: expect.stringMatching(/needs more memory to decode than one job may use \(JOB_MEMORY_MB 512\)/),
    });
  }, 120_000);

  it('refuses over the limits before decoding, and damaged files, with their codes', async () => {
    const tiff = await scanToImage(text, { format: 'tiff-g4' });
    await expect(imageToPdf(tiff, 'tiff', { ...LIMITS, maxPages: 1 })).rejects.toMatchObject({ code: 'DOCUMENT_TOO_LARGE' });
    await expect(imageToPdf(tiff, 'tiff', { ...LIMITS, maxImagePixels: 1_000_000 })).rejects.toMatchObject({
      code: 'DOCUMENT_TOO_COMPLEX',
      message: expect.stringMatching(/1700 x 2200 pixels; the limit is 1 megapixels/),
    });
    await expect(imageToPdf(tiff.subarray(0, 100), 'tiff', LIMITS)).rejects.toMatchObject({ code: 'INVALID_IMAGE' });
    await expect(documentAsPdf(Buffer.from('not a document at all'), LIMITS)).rejects.toMatchObject({ code: 'INVALID_PDF' });
    expect(await documentAsPdf(text, LIMITS)).toBe(text);
  });
});
