/**
 * Evidence on scanned pages: a batch's OCR'd pages box their values from the OCR's word boxes (whether the
 * page was read during the separator scan, for its document afterwards, or by automatic splitting), the boxes
 * cover the words where the scanned page prints them, and a value read from words the OCR was unsure of is
 * as doubtful as they are.
 */
import { openPdf } from '@wcab/pdf';
import { makeTextPdf, rasterizePdf } from '@wcab/testkit';
import type { BatchDocument, Evidence } from '@wcab/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeText } from '../src/analysis/analyze';
import { EvidenceBuilder, type ReadPage } from '../src/evidence/evidence';
import { ocrPageRead } from '../src/read/ocr';
import processJob from '../src/processor';
import { charBox, iou } from './boxes';

const NOTICE = [
  "WORKERS' COMPENSATION APPEALS BOARD",
  'MARIA GARCIA,',
  'Applicant,',
  'vs.',
  'ACME PLUMBING, INC.,',
  'Defendants.',
  'Case No. ADJ1234567',
  'NOTICE OF HEARING',
  'A Mandatory Settlement Conference is set for April 22, 2025 at 8:30 a.m.',
];
// Pages 1 and 2 are read during the separator scan; the document's date is on page 3, read for its document afterwards.
const PAGES = [
  NOTICE,
  ['The parties are ordered to appear with their files.'],
  ['PROOF OF SERVICE', 'I served the notice above on all parties.', 'Dated: March 1, 2025'],
];

let text: Uint8Array;
let scan: Uint8Array;
/** The union of the text PDF's character boxes of `value` on page `page` (1-based): where the scan prints it. */
let printedAt: (page: number, value: string) => number[];

beforeAll(async () => {
  text = await makeTextPdf(PAGES);
  scan = await rasterizePdf(text, { dpi: 200 });
  const pdf = await openPdf(text.slice());
  const layers = PAGES.map((_, i) => pdf.pageTextBoxes(i));
  pdf.close();
  printedAt = (page, value) => {
    const at = layers[page - 1]!.text.indexOf(value);
    expect(at, value).toBeGreaterThanOrEqual(0);
    return charBox(layers[page - 1]!, at, value.length);
  };
});

function expectOcrAt(e: Evidence | null | undefined, page: number, value: string) {
  expect(e, value).toBeTruthy();
  expect(e!.source).toBe('ocr');
  expect(e!.page).toBe(page);
  expect(e!.text).toContain(value);
  expect(e!.bbox, `${value}: a box`).toHaveLength(4);
  expect(iou(e!.bbox!, printedAt(page, value)), `${value}: ${e!.bbox} vs ${printedAt(page, value)}`).toBeGreaterThan(0.5);
  // Read cleanly: the OCR's confidence leaves the value about as sure as the extractor made it.
  expect(e!.confidence).toBeGreaterThan(0.5);
}

describe('analyze-batch of a scan with options.evidence', () => {
  it('boxes from the OCR word boxes, over the words where the scan prints them (pages read during the scan and after it)', async () => {
    const outcome = await processJob({ kind: 'batch', document: scan.slice(), params: { options: { evidence: true, split: 'separators' } } });
    expect(outcome.ok).toBe(true);
    const [doc, ...more] = (outcome as { data: { documents: BatchDocument[] } }).data.documents;
    expect(more).toHaveLength(0);
    expect(doc!.adj_numbers).toEqual(['ADJ1234567']);
    expectOcrAt(doc!.evidence?.adj_numbers?.[0], 1, 'ADJ1234567');
    expectOcrAt(doc!.evidence?.doc_type, 1, 'NOTICE OF HEARING');
    const hearing = doc!.calendar_dates.find((c) => c.date === '2025-04-22');
    expectOcrAt(hearing?.evidence?.date, 1, 'April 22, 2025');
    expect(doc!.document_date).toBe('20250301');
    expectOcrAt(doc!.evidence?.document_date, 3, 'March 1, 2025');
  }, 300_000);

  it('with split: auto, on a page automatic splitting read', async () => {
    // Pages 1 and 2 are read during the scan; page 3, another case's letter, by automatic splitting.
    const letter = [
      'PACIFIC INJURED WORKERS LAW GROUP',
      'April 2, 2026',
      'RE: Applicant: Luis Ortega',
      'ADJ No.: ADJ7654321',
      'Dear Claims Adjuster:',
      'Please find enclosed the records.',
    ];
    const pages = [NOTICE, PAGES[1]!, letter];
    const auto = await rasterizePdf(await makeTextPdf(pages), { dpi: 200 });
    const outcome = await processJob({ kind: 'batch', document: auto, params: { options: { evidence: true, split: 'auto' } } });
    expect(outcome.ok).toBe(true);
    const doc = (outcome as { data: { documents: BatchDocument[] } }).data.documents.find((d) => d.start_page <= 3 && d.end_page >= 3)!;
    expect(doc.adj_numbers).toEqual(['ADJ7654321']);
    const e = doc.evidence?.adj_numbers?.[0];
    expect(e?.source).toBe('ocr');
    expect(e?.page).toBe(3);
    const pdf = await openPdf(await makeTextPdf(pages));
    const layer = pdf.pageTextBoxes(2);
    pdf.close();
    const want = charBox(layer, layer.text.indexOf('ADJ7654321'), 'ADJ7654321'.length);
    expect(iou(e!.bbox!, want), `${e!.bbox} vs ${want}`).toBeGreaterThan(0.5);
  }, 300_000);
});

describe('the confidence of a value read by OCR', () => {
  it('is at most the OCR confidence of the least sure of its words', async () => {
    const pdf = await openPdf(scan.slice());
    try {
      const read = await ocrPageRead(pdf, 0);
      const analysis = analyzeText([read.text]);
      const span = analysis.spans.adjNumbers[0]?.number;
      expect(span).toBeDefined();
      const page: ReadPage = { index: 0, text: read.text, source: 'ocr', words: read.words, pxPerPt: read.pxPerPt };
      const clean = new EvidenceBuilder(pdf, [page], analysis).of(span)!;
      const word = read.words.find((w) => w.text.includes('ADJ1234567'))!;
      expect(word, 'the OCR read the number as one word').toBeDefined();
      expect(clean.confidence).toBe(Math.min(span!.confidence, Math.round(word.confidence) / 100));
      // The same page, the OCR unsure of that one word: the number's confidence falls to the word's.
      const unsure = read.words.map((w) => (w === word ? { ...w, confidence: 31 } : w));
      const doubtful = new EvidenceBuilder(pdf, [{ ...page, words: unsure }], analysis).of(span)!;
      expect(doubtful.confidence).toBe(0.31);
      expect(doubtful.bbox).toEqual(clean.bbox);
      // A word the number was not read from leaves it as it was.
      const elsewhere = read.words.map((w) => (w.text.includes('Defendants') ? { ...w, confidence: 12 } : w));
      expect(new EvidenceBuilder(pdf, [{ ...page, words: elsewhere }], analysis).of(span)!.confidence).toBe(clean.confidence);
    } finally {
      pdf.close();
    }
  }, 120_000);
});
