/**
 * Evidence through the real pipeline on a generated text PDF: every evidence item names the page the
 * value is printed on, its snippet holds the value, and its box is the box of the value's characters
 * as PDFium reports them for that page (the characters found by the test, from what it printed).
 */
import { openPdf } from '@wcab/pdf';
import { makeTextPdf, rasterizePdf } from '@wcab/testkit';
import type { BatchDocument, ClassificationResult, Evidence } from '@wcab/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import processJob from '../src/processor';
import { charBox, iou } from './boxes';

const PAGES = [
  [
    "WORKERS' COMPENSATION APPEALS BOARD",
    'STATE OF CALIFORNIA',
    '',
    'MARIA GARCIA,',
    'Applicant,',
    'vs.',
    'ACME PLUMBING, INC.; ZENITH INSURANCE COMPANY,',
    'Defendants.',
    '',
    'Case No. ADJ1234567',
    '',
    'NOTICE OF HEARING',
    '',
    'A Mandatory Settlement Conference is set for April 22, 2025 at 8:30 a.m.',
    'at the Van Nuys District Office, 6150 Van Nuys Boulevard, Van Nuys, CA 91401.',
  ],
  [
    'STATUS CONFERENCE',
    'Time: 9:00 a.m.',
    'Date: June 3, 2025',
    '',
    'Date of Injury: 03/14/2024',
    'Claim No.: 05-887123',
    'Served on March 2, 2025 by Karen T. Whitfield, Esq.',
    '',
    'Dated: March 1, 2025',
  ],
];

let pdfBytes: Uint8Array;
let charBoxesOf: (page: number, value: string) => number[];

beforeAll(async () => {
  pdfBytes = await makeTextPdf(PAGES);
  const pdf = await openPdf(pdfBytes.slice());
  const layers = [0, 1].map((i) => pdf.pageTextBoxes(i));
  pdf.close();
  // The union of PDFium's boxes of the first printing of `value` on a page (1-based), as the test printed it.
  charBoxesOf = (page, value) => {
    const at = layers[page - 1]!.text.indexOf(value);
    expect(at, `${value} on page ${page}`).toBeGreaterThanOrEqual(0);
    return charBox(layers[page - 1]!, at, value.length);
  };
});

/** The evidence is on `page`, its snippet holds `value`, its box is the value's characters' box (to PDFium's 0.1 pt rounding). */
function expectAt(e: Evidence | null | undefined, page: number, value: string) {
  expect(e, value).toBeTruthy();
  expect(e!.page, value).toBe(page);
  expect(e!.source).toBe('text_layer');
  expect(e!.text.toLowerCase()).toContain(value.toLowerCase());
  const want = charBoxesOf(page, value);
  expect(e!.bbox, value).toBeDefined();
  e!.bbox!.forEach((v, k) => expect(Math.abs(v - want[k]!), `${value} bbox[${k}] ${e!.bbox} vs ${want}`).toBeLessThanOrEqual(0.06));
}

/** A cue's evidence: on `page`, holding `value`, its box around the value's characters on the same line. */
function expectAround(e: Evidence | null | undefined, page: number, value: string) {
  expect(e, value).toBeTruthy();
  expect(e!.page, value).toBe(page);
  expect(e!.text.toLowerCase()).toContain(value.toLowerCase());
  const want = charBoxesOf(page, value);
  const [x0, y0, x1, y1] = e!.bbox! as [number, number, number, number];
  expect(x0).toBeLessThanOrEqual(want[0]! + 0.06);
  expect(x1).toBeGreaterThanOrEqual(want[2]! - 0.06);
  // One line: the box is no taller than a line of the value's text.
  expect(y0).toBeGreaterThan(want[1]! - 3);
  expect(y1).toBeLessThan(want[3]! + 3);
}

describe('classify with options.evidence', () => {
  let data: ClassificationResult;
  beforeAll(async () => {
    const outcome = await processJob({
      kind: 'classify',
      document: pdfBytes.slice(),
      params: { options: { extract_dates: true, extract_adj: true, evidence: true } },
    });
    expect(outcome.ok).toBe(true);
    data = (outcome as { data: ClassificationResult }).data;
  });

  it('document type: the title it was recognised by', () => {
    expect(data.document_type).toBe('wcab_form');
    expectAt(data.evidence?.document_type, 1, 'NOTICE OF HEARING');
    expect(data.evidence!.document_type!.confidence).toBe(data.confidence);
  });

  it('ADJ number, claimant and employer: where the caption and the case number are printed', () => {
    const [adj] = data.adj_numbers;
    expect(adj!.number).toBe('ADJ1234567');
    expectAt(adj!.evidence?.number, 1, 'ADJ1234567');
    expectAt(adj!.evidence?.claimant_name, 1, 'MARIA GARCIA');
    expectAt(adj!.evidence?.employer, 1, 'ACME PLUMBING, INC.');
  });

  it('each date with its type and location; a heading above a bare Date: is less sure than a label', () => {
    const byDate = new Map(data.dates.map((d) => [d.date, d]));
    const hearing = byDate.get('2025-04-22')!;
    expectAt(hearing.evidence?.date, 1, 'April 22, 2025');
    expectAround(hearing.evidence?.type, 1, 'Mandatory Settlement Conference');
    expect(hearing.evidence?.location?.text).toContain('Van Nuys District Office, 6150 Van Nuys Boulevard');
    const injury = byDate.get('2024-03-14')!;
    expectAt(injury.evidence?.date, 2, '03/14/2024');
    expectAt(injury.evidence?.type, 2, 'Date of Injury:');
    const status = byDate.get('2025-06-03')!;
    expectAt(status.evidence?.date, 2, 'June 3, 2025');
    expectAt(status.evidence?.type, 2, 'STATUS CONFERENCE');
    expect(status.evidence!.date!.confidence).toBeLessThan(injury.evidence!.date!.confidence);
  });

  it('each case number, the ADJ number and a claim number that is not one', () => {
    expect(data.case_numbers).toEqual(['ADJ1234567', '05-887123']);
    expect(data.evidence?.case_numbers).toHaveLength(2);
    expectAt(data.evidence!.case_numbers![0], 1, 'ADJ1234567');
    expectAt(data.evidence!.case_numbers![1], 2, '05-887123');
  });

  it('each party, in the order of parties', () => {
    expect(data.evidence?.parties).toHaveLength(data.parties.length);
    const printedAs: Record<string, [number, string]> = {
      'Maria Garcia': [1, 'MARIA GARCIA'],
      'Acme Plumbing, Inc.': [1, 'ACME PLUMBING, INC.'],
      'Zenith Insurance Company': [1, 'ZENITH INSURANCE COMPANY'],
      'Karen T. Whitfield': [2, 'Karen T. Whitfield'],
    };
    expect(data.parties).toEqual(Object.keys(printedAs));
    data.parties.forEach((p, i) => expectAt(data.evidence!.parties![i], ...printedAs[p]!));
  });
});

describe('classify of a document without a title, with options.evidence', () => {
  it("the type's evidence is the line that counts most for it, where the page prints it", async () => {
    const lines = [
      'PACIFIC INJURED WORKERS LAW GROUP',
      '1200 Harbor Way, Suite 400, Oakland, CA 94607',
      'April 2, 2026',
      'Claims Adjuster',
      'Zenith Insurance Company',
      'Dear Claims Adjuster:',
      'We write on behalf of our client about the benefits still unpaid.',
      'Please respond to this letter within fifteen days.',
      'Very truly yours,',
      'Karen T. Whitfield, Esq.',
    ];
    const bytes = await makeTextPdf([lines]);
    const outcome = await processJob({ kind: 'classify', document: bytes.slice(), params: { options: { evidence: true } } });
    const data = (outcome as { data: ClassificationResult }).data;
    expect(data.document_type).toBe('correspondence');
    const e = data.evidence?.document_type;
    expect(e, 'type evidence').toBeDefined();
    expect(e!.confidence).toBe(data.confidence);
    // A whole line of the letter, boxed where the page prints it.
    const line = lines.find((l) => l === e!.text);
    expect(line, e!.text).toBeDefined();
    const pdf = await openPdf(bytes.slice());
    const layer = pdf.pageTextBoxes(0);
    pdf.close();
    const want = charBox(layer, layer.text.indexOf(line!), line!.length);
    e!.bbox!.forEach((v, k) => expect(Math.abs(v - want[k]!), `bbox[${k}] ${e!.bbox} vs ${want}`).toBeLessThanOrEqual(0.06));
  });
});

describe('classify without options.evidence', () => {
  it('has no evidence key anywhere', async () => {
    const outcome = await processJob({ kind: 'classify', document: pdfBytes.slice(), params: { options: { extract_dates: true, extract_adj: true } } });
    expect(outcome.ok).toBe(true);
    const json = JSON.stringify((outcome as { data: unknown }).data);
    expect(json).toContain('ADJ1234567');
    expect(json).not.toContain('evidence');
  });
});

describe('analyze-batch with options.evidence', () => {
  let doc: BatchDocument;
  beforeAll(async () => {
    // One document of two pages (splitting by content is not under test here).
    const outcome = await processJob({ kind: 'batch', document: pdfBytes.slice(), params: { options: { evidence: true, split: 'separators' } } });
    expect(outcome.ok).toBe(true);
    doc = (outcome as { data: { documents: BatchDocument[] } }).data.documents[0]!;
  });
  afterAll(() => undefined);

  it("each document's type, applicant, date, ADJ numbers and calendar dates", () => {
    expect(doc.applicant_name).toBe('Maria Garcia');
    expectAt(doc.evidence?.applicant_name, 1, 'MARIA GARCIA');
    expect(doc.document_date).toBe('20250301');
    expectAt(doc.evidence?.document_date, 2, 'March 1, 2025');
    expectAt(doc.evidence?.doc_type, 1, 'NOTICE OF HEARING');
    expect(doc.adj_numbers).toEqual(['ADJ1234567']);
    expectAt(doc.evidence?.adj_numbers?.[0], 1, 'ADJ1234567');
    const hearing = doc.calendar_dates.find((c) => c.date === '2025-04-22')!;
    expectAt(hearing.evidence?.date, 1, 'April 22, 2025');
  });
});

describe('classify of a scan with options.evidence', () => {
  it("boxes from OCR's word boxes, in points: they cover the words where the scanned page prints them", async () => {
    // The first page scanned at 200 dpi: the same layout as the text PDF, whose character boxes say where each word is.
    const scan = await rasterizePdf(await makeTextPdf([PAGES[0]!]), { dpi: 200 });
    const outcome = await processJob({ kind: 'classify', document: scan, params: { options: { extract_dates: true, extract_adj: true, evidence: true } } });
    expect(outcome.ok).toBe(true);
    const data = (outcome as { data: ClassificationResult }).data;
    const checks: [Evidence | null | undefined, string][] = [
      [data.adj_numbers.find((a) => a.number === 'ADJ1234567')?.evidence?.number, 'ADJ1234567'],
      [data.dates.find((d) => d.date === '2025-04-22')?.evidence?.date, 'April 22, 2025'],
      [data.evidence?.document_type, 'NOTICE OF HEARING'],
    ];
    for (const [e, value] of checks) {
      expect(e, value).toBeTruthy();
      expect(e!.source).toBe('ocr');
      expect(e!.page).toBe(1);
      expect(e!.text).toContain(value);
      expect(iou(e!.bbox!, charBoxesOf(1, value)), `${value}: ${e!.bbox} vs ${charBoxesOf(1, value)}`).toBeGreaterThan(0.5);
    }
  });
});
