/**
 * Reading less (readPlan.ts) through the real pipeline and the real Tesseract: the OCR engine seam is
 * wrapped to count what it is asked to read (calls and pixels), and /v1/classify's job runs on a scan
 * once with the plan and once with READ_PLAN=all. A scan whose caption, title and hearing sit on top of
 * page 1 is answered from fewer pixels, with the same answer; a hearing date printed only on page 2 is
 * still found, and so is a second event set on page 3 of a notice whose page 1 dates its hearing, and a
 * progress report's next appointment on page 3 when page 1 already made its type sure.
 */
import { openPdf } from '@wcab/pdf';
import { makeTextPdf, rasterizePdf } from '@wcab/testkit';
import type { ClassificationResult } from '@wcab/contract';
import { describe, expect, it } from 'vitest';
import { classifyJob } from '../src/classify/classifyJob';
import { useCountingOcr } from './countingOcr';

const CAPTION = [
  "WORKERS' COMPENSATION APPEALS BOARD",
  'STATE OF CALIFORNIA',
  'MARIA GARCIA, Applicant,',
  'vs.',
  'SUNRISE DISTRIBUTION CENTER, LLC, Defendants.',
  'Case No. ADJ1234567',
  'NOTICE OF HEARING',
];
const filler = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => `${from + i}. The parties shall exchange medical reports before the conference.`);
/**
 * Prose without an event word: a top part that ends on filler()'s "conference" is read on below its cut (readPlan.ts
 * cueAtCut), as designed. Until 2026-11-29 evening the first test's top part ended on a garbage line Tesseract made
 * of the band's bottom edge ("ONO WN ="), which hid the cue; cut where its print balances, the band reads clean.
 */
const prose = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => `${from + i}. The parties shall exchange medical reports and serve them on each other.`);

/** A Letter page rendered at 200 DPI (8.5 x 11 inches). */
const LETTER_PAGE_PIXELS = 1700 * 2200;

const ocr = useCountingOcr();

/** classifyJob on `scan` with the OCR host service going to the counting pool; what it answered and what was read. */
async function classify(scan: Uint8Array, mode: 'less' | 'all') {
  const pdf = await openPdf(scan.slice());
  // Renders of each page (0-based), to hold the plan to rendering and straightening a page once for its parts.
  const renders: number[] = [];
  const render = pdf.renderPage.bind(pdf);
  pdf.renderPage = (index, options) => {
    renders[index] = (renders[index] ?? 0) + 1;
    return render(index, options);
  };
  try {
    const outcome = await ocr.run((ctx) => classifyJob(pdf, { options: { extract_dates: true, extract_adj: true } }, ctx), { READ_PLAN: mode });
    expect(outcome.ok).toBe(true);
    return { data: (outcome as { data: ClassificationResult }).data, ...ocr.seen, renders };
  } finally {
    pdf.close();
  }
}

const scanOf = async (pages: string[][]) => rasterizePdf(await makeTextPdf(pages), { dpi: 200, skewDeg: 1, noise: 0.02, jpegQuality: 75 });

describe('read plan on a scanned document', () => {
  it('answers a scan whose caption, title and hearing are on top of page 1 from fewer pixels, with the same answer', async () => {
    const scan = await scanOf([
      [
        ...CAPTION,
        'The above case is set for MANDATORY SETTLEMENT CONFERENCE on April 22, 2025 at 8:30 A.M.',
        'at the Van Nuys District Office, 6150 Van Nuys Boulevard, Van Nuys, CA 91401.',
        '',
        ...prose(1, 26),
      ],
      prose(27, 34),
      prose(61, 34),
    ]);
    const less = await classify(scan, 'less');
    const all = await classify(scan, 'all');
    // Every page whole before; now not even page 1 whole with the accurate model (the pages past it, glanced at
    // for another event since this one sets a hearing, show no date and stay unread).
    expect(all.calls).toBeGreaterThanOrEqual(6);
    expect(less.accuratePixels).toBeLessThan(all.pixels / 3);
    // Engine calls: page 1's top part in two bands, the glance at its rest in two (tall, read by both workers while
    // nothing else is in flight: laterGlances.ts), pages 2 and 3 one each; as many as the three pages read whole.
    expect(less.calls).toBeLessThanOrEqual(all.calls);
    for (const r of [less, all]) {
      expect(r.data.document_type).toBe('wcab_form');
      expect(r.data.adj_numbers.map((a) => a.number)).toEqual(['ADJ1234567']);
      expect(r.data.dates.map((d) => `${d.date}|${d.type}`)).toContain('2025-04-22|hearing');
    }
    expect(less.data.page_count).toBe(3);
  }, 300_000);

  it('still finds a hearing date printed only on page 2', async () => {
    const scan = await scanOf([
      [...CAPTION, 'The parties are notified that this case is set for hearing as stated on the next page.', '', ...filler(1, 28)],
      [
        'The above case is set for MANDATORY SETTLEMENT CONFERENCE on June 3, 2025 at 9:00 A.M.',
        'at the Van Nuys District Office, 6150 Van Nuys Boulevard, Van Nuys, CA 91401.',
        '',
        ...filler(29, 30),
      ],
      filler(59, 34),
    ]);
    const less = await classify(scan, 'less');
    expect(less.data.dates.map((d) => `${d.date}|${d.type}`)).toContain('2025-06-03|hearing');
    // Page 1 and page 2 were read (more than page 1's two parts), page 3 was not needed.
    const all = await classify(scan, 'all');
    expect(less.calls).toBeGreaterThan(2);
    expect(less.pixels).toBeLessThan(all.pixels);
  }, 300_000);

  it('finds a second event a notice sets on page 3, after a page of prose (issue 36)', async () => {
    // Page 1 sets and dates its hearing, which is all the plan reads for; page 2 says nothing of events.
    const scan = await scanOf([
      [
        ...CAPTION,
        'The above case is set for MANDATORY SETTLEMENT CONFERENCE on April 22, 2025 at 8:30 A.M.',
        'at the Van Nuys District Office, 6150 Van Nuys Boulevard, Van Nuys, CA 91401.',
        '',
        ...filler(1, 20),
      ],
      filler(21, 34),
      [...filler(55, 10), 'A STATUS CONFERENCE is also set on July 9, 2025 at 1:30 P.M. at the same district office.', ...filler(65, 10)],
    ]);
    const less = await classify(scan, 'less');
    const all = await classify(scan, 'all');
    for (const r of [less, all]) expect(r.data.dates.map((d) => d.date)).toEqual(expect.arrayContaining(['2025-04-22', '2025-07-09']));
    // Page 2 is only glanced at: less is read with the accurate model than when every page is read.
    expect(less.accuratePixels).toBeLessThan(all.pixels);
  }, 300_000);

  it("finds a progress report's next appointment on page 3, though page 1 makes the type sure and sets no event (issue 31)", async () => {
    const notes = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => `${from + i}. Treatment to date has included physical therapy, medication and a home exercise program.`);
    // Page 1 answers every field the plan reads for (a sure type, applicant, ADJ number, employer, the injury's
    // typed date); nothing on it announces an event. A medical report sets its next visit anywhere in its body.
    const scan = await scanOf([
      [
        "PRIMARY TREATING PHYSICIAN'S PROGRESS REPORT (PR-2)",
        'Patient: MARIA GARCIA',
        'Employer: SUNRISE DISTRIBUTION CENTER, LLC',
        'Claim No.: ADJ1234567',
        'Date of Injury: 01/15/2025',
        '',
        'SUBJECTIVE COMPLAINTS: low back pain radiating to the left leg, worse with lifting and prolonged sitting.',
        'OBJECTIVE FINDINGS: lumbar flexion limited to 40 degrees; straight leg raise positive on the left at 45 degrees.',
        'DIAGNOSIS: lumbar radiculopathy; lumbar sprain and strain.',
        ...notes(1, 16),
      ],
      notes(17, 34),
      ['PLAN', 'Return to clinic: next appointment 06/03/2025 at 2:15 PM.', ...notes(51, 10)],
    ]);
    const less = await classify(scan, 'less');
    const all = await classify(scan, 'all');
    for (const r of [less, all]) {
      expect(r.data.document_type).toBe('medical_report');
      expect(r.data.dates.map((d) => `${d.date}|${d.type}`)).toEqual(expect.arrayContaining(['2025-01-15|injury', '2025-06-03|appointment']));
    }
    // The plan stopped on page 1: page 2 is only glanced at, page 3 read for the date its glance shows.
    expect(less.accuratePixels).toBeLessThan(all.pixels);
  }, 300_000);

  it('glances only at the lines a page does not restate, and reads a restated hearing whose date moved (issue 36)', async () => {
    const notice = (date: string) => [
      ...CAPTION,
      `The above case is set for MANDATORY SETTLEMENT CONFERENCE on ${date} at 8:30 A.M.`,
      'at the Van Nuys District Office, 6150 Van Nuys Boulevard, Van Nuys, CA 91401.',
      '',
      ...filler(1, 24),
    ];
    // Page 2 restates page 1 line for line; page 3 too, but its conference moved by a day.
    const scan = await scanOf([notice('April 22, 2025'), notice('April 22, 2025'), notice('April 23, 2025')]);
    const less = await classify(scan, 'less');
    const all = await classify(scan, 'all');
    for (const r of [less, all]) expect(r.data.dates.map((d) => d.date)).toEqual(expect.arrayContaining(['2025-04-22', '2025-04-23']));
    // Glanced: page 1's rest and page 3's moved line, not page 2 (nothing new) nor what page 3 restates: less than
    // one page at the glances' half resolution (1700 x 2200 / 4 pixels), where whole glances took three.
    expect(less.pixels - less.accuratePixels).toBeLessThan((1700 * 2200) / 4);
    expect(less.accuratePixels).toBeLessThan(all.pixels);
    // Page 1 rendered (and straightened) once for its top part read and the glance at its rest; pages 2 and 3 once
    // for their glances and page 3 again for its read (2026-11-29: page 1 was rendered twice).
    expect(less.renders).toEqual([1, 1, 2]);
  }, 300_000);

  it('does not read the rest of a page when nothing is printed under its top part', async () => {
    // A short notice: everything on top of the page, its date on the last line (a cue to read on, were there more).
    const scan = await scanOf([
      [...CAPTION, 'The above case is set for MANDATORY SETTLEMENT CONFERENCE on April 22, 2025 at 8:30 A.M.', 'Dated: April 1, 2025'],
    ]);
    const less = await classify(scan, 'less');
    const all = await classify(scan, 'all');
    // One read of the top part (in the pool's two bands, as a whole page: 2 engine calls), never the blank
    // rest: one run asked for, and fewer pixels than the whole page's two bands.
    expect(less.runs).toBe(1);
    expect(less.calls).toBe(2);
    expect(all.calls).toBe(2);
    expect(less.pixels).toBeLessThan(all.pixels);
    for (const r of [less, all]) {
      expect(r.data.adj_numbers.map((a) => a.number)).toEqual(['ADJ1234567']);
      expect(r.data.dates.map((d) => `${d.date}|${d.type}`)).toContain('2025-04-22|hearing');
    }
    expect(less.data.document_type).toBe(all.data.document_type);
  }, 300_000);

  it('reads an upside-down page as the whole read does: a top part that reads as garbage is read whole, turned', async () => {
    const pages = [
      [...CAPTION, 'The above case is set for MANDATORY SETTLEMENT CONFERENCE on April 22, 2025 at 8:30 A.M.', '', ...filler(1, 26)],
      filler(27, 34),
    ];
    const scan = await rasterizePdf(await makeTextPdf(pages), { dpi: 200, skewDeg: 1, noise: 0.02, jpegQuality: 75, rotate180Pages: [0] });
    const less = await classify(scan, 'less');
    const all = await classify(scan, 'all');
    for (const r of [less, all]) {
      expect(r.data.document_type).toBe('wcab_form');
      expect(r.data.adj_numbers.map((a) => a.number)).toEqual(['ADJ1234567']);
      expect(r.data.dates.map((d) => `${d.date}|${d.type}`)).toContain('2025-04-22|hearing');
    }
    // The garbled top part sends the page to be read whole turned first: its top part and one whole read
    // with the accurate model (a glance at page 2 aside), not a whole read upright and another turned.
    expect(less.accuratePixels).toBeLessThan(2 * LETTER_PAGE_PIXELS);
  }, 300_000);
  it('reads a page its ink tells upside down once, whole and turned, with no top part read upright before', async () => {
    const scan = await rasterizePdf(
      await makeTextPdf([[...CAPTION, 'The above case is set for MANDATORY SETTLEMENT CONFERENCE on April 22, 2025 at 8:30 A.M.', '', ...filler(1, 20)]]),
      { dpi: 200, skewDeg: 1, noise: 0.02, jpegQuality: 75, rotate180Pages: [0] },
    );
    const less = await classify(scan, 'less');
    expect(less.data.document_type).toBe('wcab_form');
    expect(less.data.adj_numbers.map((a) => a.number)).toEqual(['ADJ1234567']);
    expect(less.data.dates.map((d) => `${d.date}|${d.type}`)).toContain('2025-04-22|hearing');
    // One whole read with the accurate model (the pool's two bands of the turned page), nothing read upright: the
    // job asked for the page's pixels once, and the engine was handed no more (each band cut to its print, inkCrop.ts).
    expect(less.runPixels).toBe(LETTER_PAGE_PIXELS);
    expect(less.accuratePixels).toBeLessThanOrEqual(LETTER_PAGE_PIXELS);
  }, 300_000);
  it('reads an upside-down page printed on its upper half only as the whole read does: its garbled rest is read whole, turned', async () => {
    // Turned, the print sits below the cut: the top part holds nothing to tell it is upside down, the rest reads as garbage.
    const scan = await rasterizePdf(
      await makeTextPdf([[...CAPTION, 'The above case is set for MANDATORY SETTLEMENT CONFERENCE on April 22, 2025 at 8:30 A.M.']]),
      {
        dpi: 200,
        skewDeg: 1,
        noise: 0.02,
        jpegQuality: 75,
        rotate180Pages: [0],
      },
    );
    const less = await classify(scan, 'less');
    const all = await classify(scan, 'all');
    for (const r of [less, all]) {
      expect(r.data.adj_numbers.map((a) => a.number)).toEqual(['ADJ1234567']);
      expect(r.data.dates.map((d) => `${d.date}|${d.type}`)).toContain('2025-04-22|hearing');
    }
    expect(less.data.document_type).toBe(all.data.document_type);
    // Its print under the cut, the page is read whole turned first: its two parts and one whole read, no more
    // than the whole read's upright and turned passes.
    expect(less.pixels).toBeLessThanOrEqual(all.pixels);
  }, 300_000);
});
