/**
 * Batches never lose a page: DWC-CA 10232.2 separator sheets split a batch by what they are (title
 * block and field labels on a sparse page), while a letter that talks about separator sheets (the
 * notice the WCAB sends when it rejects a filing) stays a document, in text PDFs and in scans. Runs
 * the real batch job: PDFium, ZXing, Tesseract.
 */
import { concatPdfs, makeDwcSeparatorSheet, makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { afterAll, describe, expect, it } from 'vitest';
import type { BatchResult } from '@wcab/contract';
import { closeOcr } from '../src/read/ocr';
import processJob from '../src/processor';

const REJECTION_LETTER = [
  'STATE OF CALIFORNIA',
  "WORKERS' COMPENSATION APPEALS BOARD",
  'Oakland District Office',
  '',
  'February 9, 2026',
  '',
  'Ms. Teresa Okafor',
  'Okafor & Lindqvist',
  '1200 Harbor Way, Suite 4',
  'Alameda, CA 94501',
  '',
  'Re: Jonah Whitaker v. Bayline Cold Storage; ADJ16620451',
  '',
  'NOTICE OF REJECTED FILING',
  '',
  'The documents you filed on February 2, 2026 could not be accepted. Each paper filing must be',
  'preceded by a DOCUMENT SEPARATOR SHEET (DWC-CA form 10232.2), and the separator sheets in your',
  'filing did not name a document title. Please complete a separator sheet for each document and',
  'file the documents again. Filings received without proper separator sheets are returned unfiled.',
  '',
  'If you have questions about this notice, contact the district office clerk.',
  '',
  'Sincerely,',
  'Filing Unit',
].join('\n');

const HEARING_NOTICE = [
  "WORKERS' COMPENSATION APPEALS BOARD",
  'NOTICE OF HEARING',
  'Case Number: ADJ16620451',
  'JONAH WHITAKER, Applicant, vs. BAYLINE COLD STORAGE, Defendants.',
  'A mandatory settlement conference is set for April 14, 2026 at 8:30 AM at the Oakland District Office.',
  'Served March 2, 2026.',
].join('\n');

const MEDICAL_REPORT = [
  'PRIMARY TREATING PHYSICIAN PROGRESS REPORT',
  'Patient: Jonah Whitaker    Date of exam: March 5, 2026',
  'History: low back pain after lifting cases at work. Examination: tenderness at L4-L5.',
  'Diagnosis: lumbar strain. Plan: physical therapy twice a week, modified duty.',
].join('\n');

async function batch(): Promise<Uint8Array> {
  const sheet = (title: string) =>
    makeDwcSeparatorSheet({
      caseNumber: 'ADJ16620451',
      documentType: 'LEGAL DOCS',
      documentTitle: title,
      documentDate: 'March 2, 2026',
      author: 'Okafor & Lindqvist',
    });
  return concatPdfs([
    await sheet('ADJ-LEGAL DOCS-NOTICE OF HEARING'),
    await makeTextPdf([HEARING_NOTICE]),
    await makeTextPdf([REJECTION_LETTER]),
    await sheet('ADJ-MEDICAL DOCS-MEDICAL REPORTS'),
    await makeTextPdf([MEDICAL_REPORT]),
  ]);
}

async function run(document: Uint8Array, options: Record<string, unknown> = {}): Promise<BatchResult> {
  const outcome = await processJob({ kind: 'batch', document, params: { options } });
  if (!outcome.ok) throw new Error(`batch failed: ${JSON.stringify(outcome)}`);
  return outcome.data as BatchResult;
}

const EXPECTED = { separator_pages: [1, 4], bounds: ['2-3', '5-5'] };

afterAll(() => closeOcr());

describe('DWC separator sheets in a batch', () => {
  it('text PDF: the sheets split, the rejection letter stays in the document it came with', async () => {
    const data = await run(await batch());
    expect(data.separator_pages).toEqual(EXPECTED.separator_pages);
    expect(data.documents.map((d) => `${d.start_page}-${d.end_page}`)).toEqual(EXPECTED.bounds);
    expect(data.warnings).toBeUndefined();
  });

  it('scanned: the same split, read by OCR', async () => {
    const scan = await rasterizePdf(await batch(), { dpi: 200, noise: 0.03, skewDeg: 1, seed: 17 });
    const data = await run(scan);
    expect(data.separator_pages).toEqual(EXPECTED.separator_pages);
    expect(data.documents.map((d) => `${d.start_page}-${d.end_page}`)).toEqual(EXPECTED.bounds);
  }, 120_000);

  it('a batch of the rejection letter alone is one document, text or scanned', async () => {
    const letter = await makeTextPdf([REJECTION_LETTER]);
    for (const pdf of [letter, await rasterizePdf(letter, { noise: 0.03, seed: 3 })]) {
      const data = await run(pdf);
      expect(data.separator_pages).toEqual([]);
      expect(data.documents.map((d) => `${d.start_page}-${d.end_page}`)).toEqual(['1-1']);
    }
  }, 120_000);

  it("a page with the form's title block and a page of text is kept, with a warning", async () => {
    const body = Array.from({ length: 10 }, (_, i) => `Line ${i + 1}: the parties stipulate to the facts set out in this paragraph of the agreement.`);
    const mixed = ['DOCUMENT SEPARATOR SHEET', 'Case Number: ADJ16620451', 'Document Type: LEGAL DOCS', 'Document Title: STIPULATIONS', ...body].join('\n');
    const pdf = await concatPdfs([await makeTextPdf([HEARING_NOTICE]), await makeTextPdf([mixed])]);
    const data = await run(pdf.slice(), { split: 'separators' }); // a job consumes its bytes
    expect(data.separator_pages).toEqual([]);
    expect(data.documents.map((d) => `${d.start_page}-${d.end_page}`)).toEqual(['1-2']);
    expect(data.warnings).toEqual([expect.objectContaining({ page: 2, code: 'UNCERTAIN_SEPARATOR' })]);
    // Split from content (split: auto), the page is still a document's page, with the same warning.
    const auto = await run(pdf, { split: 'auto' });
    expect(auto.separator_pages).toEqual([]);
    expect(auto.documents.some((d) => d.start_page <= 2 && d.end_page >= 2)).toBe(true);
    expect(auto.warnings).toContainEqual(expect.objectContaining({ page: 2, code: 'UNCERTAIN_SEPARATOR' }));
  });
});
