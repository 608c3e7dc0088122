/**
 * The layout stage end to end: a caption printed as a table (a header row over a row of values) and a label
 * column without colons reach the answer, from a text layer (PDFium's character boxes) and from a scan (OCR).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { rasterizePdf } from '@wcab/testkit';
import { describe, expect, it } from 'vitest';
import processJob from '../src/processor';

async function tablePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([612, 792]);
  const at = (text: string, x: number, top: number, size = 11) => page.drawText(text, { x, y: 792 - top - size, size, font });
  at("WORKERS' COMPENSATION APPEALS BOARD", 160, 60);
  at('STATE OF CALIFORNIA', 220, 76);
  for (const [t, x] of [
    ['Case Number(s)', 72],
    ['Applicant', 210],
    ['Employer', 370],
  ] as const)
    at(t, x, 120);
  for (const [t, x] of [
    ['ADJ13579246', 72],
    ['Wendell Okonkwo', 210],
    ['Sunbelt Mattress Works', 370],
  ] as const)
    at(t, x, 138);
  at('NOTICE OF HEARING', 230, 180);
  at('You are hereby notified that the above case has been set for hearing as follows:', 72, 210);
  for (const [t, x] of [
    ['Date', 72],
    ['Time', 180],
    ['Hearing Type', 260],
    ['Location', 420],
  ] as const)
    at(t, x, 240);
  for (const [t, x] of [
    ['09/16/2025', 72],
    ['8:30 AM', 180],
    ['Status Conference', 260],
    ['Oakland', 420],
  ] as const)
    at(t, x, 258);
  for (const [t, x] of [
    ['Date Served', 72],
    ['Served By', 260],
  ] as const)
    at(t, x, 300);
  for (const [t, x] of [
    ['08/01/2025', 72],
    ['WCAB Oakland', 260],
  ] as const)
    at(t, x, 318);
  return doc.save();
}

describe('the layout stage', () => {
  it('classify: a table caption gives the ADJ number its applicant and the hearing row its type (text layer)', async () => {
    const out = await processJob({ kind: 'classify', document: await tablePdf(), params: { options: { extract_dates: true, extract_adj: true } } });
    expect(out.ok).toBe(true);
    const data = (out.ok ? out.data : {}) as {
      adj_numbers: { number: string; claimant_name: string }[];
      parties: string[];
      dates: { date: string; type: string }[];
    };
    expect(data.adj_numbers.map((a) => [a.number, a.claimant_name])).toEqual([['ADJ13579246', 'Wendell Okonkwo']]);
    expect(data.parties).toEqual(expect.arrayContaining(['Wendell Okonkwo', 'Sunbelt Mattress Works']));
    expect(data.dates).toEqual(expect.arrayContaining([expect.objectContaining({ date: '2025-09-16', type: 'hearing' })]));
  });

  it('batch: the file name carries the applicant read from the table', async () => {
    const out = await processJob({ kind: 'batch', document: await tablePdf(), params: {} });
    expect(out.ok).toBe(true);
    const docs = out.ok ? (out.data as { documents: { applicant_name: string; suggested_filename: string }[] }).documents : [];
    expect(docs.map((d) => [d.applicant_name, d.suggested_filename])).toEqual([['Wendell Okonkwo', '20250801-notice-of-hearing-okonkwo.pdf']]);
  });

  it('classify: the same page scanned is read by its OCR words', async () => {
    const scan = await rasterizePdf(await tablePdf(), { dpi: 200 });
    const out = await processJob({ kind: 'classify', document: scan, params: { options: { extract_adj: true } } });
    expect(out.ok).toBe(true);
    const data = (out.ok ? out.data : {}) as { adj_numbers: { number: string; claimant_name: string }[] };
    expect(data.adj_numbers.map((a) => [a.number, a.claimant_name])).toEqual([['ADJ13579246', 'Wendell Okonkwo']]);
  });
});
