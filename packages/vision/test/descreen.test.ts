/**
 * Linear separator codes on a cheap scanner's 1-bit "dither" and "halftone" output (testkit halftone.ts, toner
 * read as dark gray): a G4 TIFF turned into the PDF the pipeline reads (@wcab/pdf documentAsPdf) and rendered at
 * the batch scan's 200 DPI, as the separator scan sees it (a 300-DPI scan is resampled on the way). Before the
 * descreen pass (descreen.ts) ZXing read none of these Code 39 sheets; every one must read now, the letter page
 * must still read as no code at all, and every page Debian's zbarimg reads a code on must read here too.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { documentAsPdf, type GrayImage, openPdf } from '@wcab/pdf';
import { concatPdfs, halftone, makeBarcodePage, makeTextPdf, rasterizePdf, scanToImage, type HalftoneMode } from '@wcab/testkit';
import { describe, expect, it } from 'vitest';
import { decodeBarcodes } from '../src/index';
import { looksScreened } from '../src/descreen';

async function renderAll(pdfBytes: Uint8Array, dpi = 200): Promise<GrayImage[]> {
  const pdf = await openPdf(pdfBytes);
  try {
    const out: GrayImage[] = [];
    for (let i = 0; i < pdf.pageCount; i++) out.push(await pdf.renderPage(i, { dpi }));
    return out;
  } finally {
    pdf.close();
  }
}

/** What zbarimg reads on each page of the TIFF (0-based page -> values); undefined when it is not installed. */
async function zbarValues(tiff: Uint8Array): Promise<Map<number, string[]> | undefined> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zbar-'));
  try {
    fs.writeFileSync(path.join(dir, 'scan.tif'), tiff);
    const { stdout } = await promisify(execFile)('zbarimg', ['--xml', '-q', path.join(dir, 'scan.tif')]).catch((error: { code?: unknown; stdout?: string }) =>
      error.code === 'ENOENT' ? { stdout: undefined } : { stdout: error.stdout ?? '' },
    );
    if (stdout === undefined) return undefined;
    const values = new Map<number, string[]>();
    for (const [, num, symbols] of stdout.matchAll(/<index num='(\d+)'>([\s\S]*?)<\/index>/g)) {
      values.set(
        Number(num),
        [...symbols!.matchAll(/<data[^>]*><!\[CDATA\[([\s\S]*?)\]\]><\/data>/g)].map((m) => m[1]!),
      );
    }
    return values;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const sheets = async () =>
  concatPdfs([
    await makeBarcodePage({ value: 'PATCHT', symbology: 'code39', heading: 'PATCH T' }),
    await makeBarcodePage({ value: 'PATCHT', symbology: 'code39', moduleWidthInch: 0.02, heading: 'PATCH T' }),
    await makeTextPdf([['RE: Applicant: Maria Lopez', 'Dear Counsel:', 'Please find enclosed the medical records you requested.']]),
  ]);

describe.each<[HalftoneMode, number]>([
  ['error-diffusion', 200],
  ['ordered', 200],
  ['error-diffusion', 300],
  ['ordered', 300],
])('Code 39 separator sheets in a 1-bit %s scan at %i DPI', (mode, dpi) => {
  it('read on every sheet, at least where zbarimg reads them; nothing on the letter', async () => {
    const tiff = await scanToImage(await sheets(), { format: 'tiff-g4', dpi, halftone: mode, halftoneInk: 90 });
    const pages = await renderAll(await documentAsPdf(tiff, { maxPages: 10, maxImagePixels: 100e6 }));
    const read: string[][] = [];
    for (const page of pages) read.push((await decodeBarcodes(page)).map((b) => b.text));
    expect(read).toEqual([['PATCHT'], ['PATCHT'], []]);
    const zbar = await zbarValues(tiff);
    if (zbar === undefined) console.warn('zbarimg is not installed: the comparison with it is left out');
    for (const [page, values] of zbar ?? []) for (const value of values) expect(read[page], `zbarimg reads ${value} on page ${page + 1}`).toContain(value);
  }, 60_000);
});

describe('looksScreened', () => {
  it('tells a dithered page from a thresholded or gray scan of the same letter', async () => {
    const letter = await makeTextPdf([['RE: Applicant: Maria Lopez', 'Dear Counsel:', 'Please find enclosed the medical records you requested.']]);
    const [gray] = await renderAll(await rasterizePdf(letter, { noise: 0.04 }));
    const [thresholded] = await renderAll(await documentAsPdf(await scanToImage(letter, { format: 'tiff-g4' }), { maxPages: 1, maxImagePixels: 100e6 }));
    expect(looksScreened(gray!)).toBe(false);
    expect(looksScreened(thresholded!)).toBe(false);
    expect(looksScreened(halftone(gray!, 'error-diffusion'))).toBe(true);
    expect(looksScreened(halftone(gray!, 'ordered'))).toBe(true);
  }, 60_000);
});
