/**
 * Separator sheets on a cheap scanner's 1-bit output: a G4 TIFF whose pixels are error-diffusion dither or a
 * clustered-dot halftone screen (testkit halftone.ts: the paper's gray and the toner's edges become dots), as
 * the office's scanner writes in its "dither" and "halftone" modes. Every sheet must split the batch, with the
 * activity type and ADJ number its code carries; no page is lost. Runs the real batch job (PDFium, ZXing).
 */
import { concatPdfs, makeTextPdf, scanToImage, type HalftoneMode } from '@wcab/testkit';
import { separatorSheetPdf } from '@wcab/sheets';
import { afterAll, describe, expect, it } from 'vitest';
import type { BatchResult } from '@wcab/contract';
import { closeOcr } from '../src/read/ocr';
import processJob from '../src/processor';

afterAll(() => closeOcr());

async function batch(): Promise<Uint8Array> {
  const letter = (who: string) => makeTextPdf([[`RE: Applicant: ${who}`, 'Dear Counsel:', 'Please find enclosed the medical records you requested.']]);
  return concatPdfs([
    await separatorSheetPdf({ activityType: 'Correspondence', adjNumber: 'ADJ1234567' }),
    await letter('Maria Lopez'),
    await separatorSheetPdf({ activityType: 'Medical Report', adjNumber: 'ADJ2222222' }),
    await letter('Juan Ortega'),
    await separatorSheetPdf({ activityType: 'Order', adjNumber: 'ADJ3333333' }),
    await letter('Ana Ruiz'),
  ]);
}

describe.each<[HalftoneMode, number]>([
  ['error-diffusion', 200],
  ['ordered', 300],
])('separator sheets in a 1-bit %s scan at %i DPI (G4 TIFF)', (mode, dpi) => {
  it('split the batch at every sheet, each document filed under its sheet', async () => {
    const tiff = await scanToImage(await batch(), { format: 'tiff-g4', dpi, halftone: mode });
    const outcome = await processJob({ kind: 'batch', document: tiff, params: { options: { split: 'separators' } } });
    expect(outcome.ok, JSON.stringify(outcome)).toBe(true);
    const data = (outcome as { data: BatchResult }).data;
    expect(data.separator_pages).toEqual([1, 3, 5]);
    expect(data.documents.map((d) => [d.start_page, d.end_page])).toEqual([
      [2, 2],
      [4, 4],
      [6, 6],
    ]);
    expect(data.documents.map((d) => d.adj_numbers)).toEqual([['ADJ1234567'], ['ADJ2222222'], ['ADJ3333333']]);
    expect(data.documents.map((d) => d.doc_type)).toEqual(['Correspondence', 'Medical Report', 'Order']);
  }, 300_000);
});
