/**
 * An answer drawn from print OCR could not read goes to a person (review/legibility.ts): the pure rule on word
 * confidences, and a real scan through classifyJob with the real engine, read at a resolution no print survives.
 */
import { addTextLayer, type LayerWord } from '@wcab/output';
import { openPdf } from '@wcab/pdf';
import { makeTextPdf, rasterizePdf, shapeOnlyWords } from '@wcab/testkit';
import type { OcrWord } from '@wcab/vision';
import { describe, expect, it } from 'vitest';
import { classifyJob } from '../src/classify/classifyJob';
import { ILLEGIBLE_BELOW, illegible } from '../src/review/legibility';
import { readPages } from '../src/read/pageText';
import { useCountingOcr } from './countingOcr';

const box = { x0: 0, y0: 0, x1: 10, y1: 10 };
const words = (n: number, confidence: number, text = 'word'): OcrWord[] => Array.from({ length: n }, () => ({ text, confidence, bbox: box }));

describe('illegible print', () => {
  it('is a mean word confidence below the line, each word weighed by its characters, over enough words', () => {
    expect(illegible([{ words: words(40, 30) }])).toBe(true);
    expect(illegible([{ words: words(40, 90) }])).toBe(false);
    expect(illegible([{ words: words(40, ILLEGIBLE_BELOW) }])).toBe(false);
    // A few words say too little (a photo's caption, a stamp); a text layer's page has no OCR words at all.
    expect(illegible([{ words: words(10, 20) }, {}])).toBe(false);
    // Long words read well outweigh short fragments read badly.
    expect(illegible([{ words: [...words(30, 20, 'x'), ...words(10, 95, 'applicant')] }])).toBe(false);
  });
});

const ocr = useCountingOcr();
const LINES = Array.from({ length: 28 }, (_, i) => `${i + 1}. The applicant reported pain in the lower back after lifting boxes at work on the loading dock.`);
const REPORT = ["PRIMARY TREATING PHYSICIAN'S PROGRESS REPORT (PR-2)", 'Patient: Maria Garcia   Claim No. 017-96-2260', ...LINES];
/** The report scanned at `dpi` with sensor noise: at 45 dpi no letter survives, though Tesseract still reads "words". */
const scanned = async (dpi: number, noise: number) => openPdf(await rasterizePdf(await makeTextPdf([REPORT]), { dpi, noise, seed: 3, jpegQuality: 75 }));

describe('a scan OCR cannot read', () => {
  it("is told from a legible one by the real engine's word confidences, as the pipeline reads them", async () => {
    for (const [dpi, noise, expected] of [
      [45, 0.1, true],
      [200, 0.02, false],
    ] as const) {
      const pdf = await scanned(dpi, noise);
      try {
        const pages = await ocr.run((ctx) => readPages(pdf, { ocrBudget: 1 }, ctx));
        expect(pages[0]!.words!.length).toBeGreaterThan(20);
        expect(illegible(pages)).toBe(expected);
      } finally {
        pdf.close();
      }
    }
  }, 120_000);

  it('sends the classify answer to review', async () => {
    const pdf = await scanned(45, 0.1);
    try {
      const outcome = await ocr.run((ctx) => classifyJob(pdf, { options: {} }, ctx), { READ_PLAN: 'all' });
      expect(outcome.ok && (outcome.data as { review?: true }).review).toBe(true);
    } finally {
      pdf.close();
    }
  }, 120_000);
});

/** `lines` as an invisible text layer over the page, a line every 14 pt from the top, as a scanner's OCR writes it. */
const ocrLayer = async (scan: Uint8Array, lines: string[]) => {
  const words: LayerWord[] = lines.flatMap((line, row) =>
    line.split(' ').map((text, col): LayerWord => ({ text, bbox: [72 + col * 40, 72 + row * 14, 108 + col * 40, 82 + row * 14] })),
  );
  return openPdf(await addTextLayer(scan, [{ page: 0, words }]));
};

describe('a searchable scan whose OCR layer read nothing (pdf ocrLayer.ts)', () => {
  it('is read again by the service, whose word confidences send the answer to review', async () => {
    const scan = await rasterizePdf(await makeTextPdf([REPORT]), { dpi: 45, noise: 0.1, seed: 3, jpegQuality: 75 });
    const unread = await ocrLayer(scan, REPORT.map(shapeOnlyWords));
    const read = await ocrLayer(scan, REPORT);
    try {
      // A layer that reads as words is taken as the page's text; one that does not is read again.
      const [kept] = await ocr.run((ctx) => readPages(read, { ocrBudget: 1 }, ctx));
      expect(kept!.source).toBe('text');
      const [again] = await ocr.run((ctx) => readPages(unread, { ocrBudget: 1 }, ctx));
      expect(again!.source).toBe('ocr');
      expect(illegible([again!])).toBe(true);
      const outcome = await ocr.run((ctx) => classifyJob(unread, { options: {} }, ctx), { READ_PLAN: 'all' });
      expect(outcome.ok && (outcome.data as { review?: true }).review).toBe(true);
    } finally {
      read.close();
      unread.close();
    }
  }, 120_000);
});
