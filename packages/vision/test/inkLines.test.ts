/**
 * Lines found from ink and compared by print (inkLines.ts), on scanned pages as the read plan renders them (200
 * DPI, noise, JPEG, 1 degree of skew straightened): a line printed again on another page is the same print; a
 * line whose date differs by one digit, even 6 against 8 (the closest digits), is not.
 */
import { type GrayImage, openPdf } from '@wcab/pdf';
import { makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { describe, expect, it } from 'vitest';
import { inkLines, preparePage, sameInk } from '../src/index';

async function scannedPages(pages: string[][]): Promise<GrayImage[]> {
  const scan = await rasterizePdf(await makeTextPdf(pages), { dpi: 200, skewDeg: 1, noise: 0.03, jpegQuality: 70 });
  const pdf = await openPdf(scan);
  try {
    const out: GrayImage[] = [];
    for (let i = 0; i < pdf.pageCount; i++) out.push(preparePage(await pdf.renderPage(i, { dpi: 200 }))!.image);
    return out;
  } finally {
    pdf.close();
  }
}

const LINES = [
  'NOTICE OF HEARING',
  'This case is set for a SETTLEMENT CONFERENCE on 04/16/2026 at 8:30 A.M.',
  'The parties shall meet and confer regarding discovery and medical evidence.',
];

describe('lines of print', () => {
  it('finds each printed line once, top to bottom', async () => {
    const [page] = await scannedPages([LINES]);
    const lines = inkLines(page!);
    expect(lines).toHaveLength(3);
    for (const [i, line] of lines.entries()) {
      expect(line.bottom).toBeGreaterThan(line.top);
      if (i > 0) expect(line.top).toBeGreaterThan(lines[i - 1]!.bottom);
    }
  });

  it('tells the same line printed on another page from one whose date differs by a digit', async () => {
    const moved = (date: string) => LINES.map((l) => l.replace('04/16/2026', date));
    const [first, again, eight, day] = await scannedPages([LINES, LINES, moved('04/18/2026'), moved('04/17/2026')]);
    const [a, b, c, d] = [first, again, eight, day].map((p) => inkLines(p!));
    for (let i = 0; i < 3; i++) expect(sameInk(a![i]!, b![i]!)).toBe(true);
    // Only the date's line differs; every other line is the same print.
    for (const other of [c!, d!]) {
      expect(sameInk(a![1]!, other[1]!)).toBe(false);
      expect(sameInk(a![0]!, other[0]!)).toBe(true);
      expect(sameInk(a![2]!, other[2]!)).toBe(true);
    }
    // And lines of different text never match.
    expect(sameInk(a![1]!, a![2]!)).toBe(false);
  });
});
