/**
 * Separator sheets on a cheap scanner's 1-bit output: a G4 TIFF whose pixels are error-diffusion dither or a
 * clustered-dot halftone screen (testkit halftone.ts: the paper's gray, the toner's gray and the code's edges
 * become dots), as an office scanner writes in its "dither" and "halftone" modes, with toner it reads as dark
 * gray. The batch's sheets are a PATCH T sheet in Code 39 (the usual patch-code sheet: every row of its narrow
 * bars is broken by dots, which ZXing read nothing of before the descreen pass, vision/descreen.ts), one with
 * wider bars, and the service's own sheet (QR and Code 128). Every sheet must split the batch and no page be
 * lost; and every page Debian's zbarimg reads a separator on must be one here too. Runs the real batch job
 * (PDFium, ZXing, Tesseract). Before the descreen pass the first sheet was lost and its letter filed with the
 * document before it.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { concatPdfs, makeBarcodePage, makeTextPdf, scanToImage, type HalftoneMode } from '@wcab/testkit';
import { separatorSheetPdf } from '@wcab/sheets';
import { afterAll, describe, expect, it } from 'vitest';
import type { BatchResult } from '@wcab/contract';
import { closeOcr } from '../src/read/ocr';
import processJob from '../src/processor';

afterAll(() => closeOcr());

async function batch(): Promise<Uint8Array> {
  const letter = (who: string) => makeTextPdf([[`RE: Applicant: ${who}`, 'Dear Counsel:', 'Please find enclosed the medical records you requested.']]);
  return concatPdfs([
    await makeBarcodePage({ value: 'PATCHT', symbology: 'code39', heading: 'PATCH T' }),
    await letter('Maria Lopez'),
    await makeBarcodePage({ value: 'PATCHT', symbology: 'code39', moduleWidthInch: 0.02, heading: 'PATCH T' }),
    await letter('Juan Ortega'),
    await separatorSheetPdf({ activityType: 'Order', adjNumber: 'ADJ3333333' }),
    await letter('Ana Ruiz'),
  ]);
}

/** The 1-based pages of the TIFF on which zbarimg reads a separator value (PATCHT, SEP...); undefined without zbarimg. */
async function zbarSeparatorPages(tiff: Uint8Array): Promise<number[] | undefined> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zbar-'));
  try {
    fs.writeFileSync(path.join(dir, 'scan.tif'), tiff);
    const { stdout } = await promisify(execFile)('zbarimg', ['--xml', '-q', path.join(dir, 'scan.tif')]).catch((error: { code?: unknown; stdout?: string }) => {
      if (error.code === 'ENOENT') return { stdout: undefined };
      return { stdout: error.stdout ?? '' }; // exit status 4: no symbol anywhere
    });
    if (stdout === undefined) return undefined;
    const pages = [...stdout.matchAll(/<index num='(\d+)'>([\s\S]*?)<\/index>/g)];
    return pages.filter(([, , symbols]) => /<data[^>]*><!\[CDATA\[(PATCHT|SEP)/.test(symbols!)).map(([, num]) => Number(num) + 1);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// One mode end to end (the decoding of every mode at 200 and 300 DPI: packages/vision/test/descreen.test.ts).
describe.each<[HalftoneMode, number]>([['ordered', 200]])('separator sheets in a 1-bit %s scan at %i DPI (G4 TIFF)', (mode, dpi) => {
  it('split the batch at every sheet, at least where zbarimg reads one', async () => {
    const tiff = await scanToImage(await batch(), { format: 'tiff-g4', dpi, halftone: mode, halftoneInk: 90 });
    const outcome = await processJob({ kind: 'batch', document: tiff, params: { options: { split: 'separators' } } });
    expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
    const data = (outcome as { data: BatchResult }).data;
    expect(data.separator_pages).toEqual([1, 3, 5]);
    expect(data.documents.map((d) => [d.start_page, d.end_page])).toEqual([
      [2, 2],
      [4, 4],
      [6, 6],
    ]);
    expect(data.documents[2]!.adj_numbers).toEqual(['ADJ3333333']);
    const zbar = await zbarSeparatorPages(tiff);
    if (zbar === undefined) console.warn('zbarimg is not installed: the comparison with it is left out');
    else expect(data.separator_pages).toEqual(expect.arrayContaining(zbar));
  }, 300_000);
});
