/**
 * printedTitle: the title a page prints as its own, by its print (size, centring, capitals), at a text layer's
 * scale (points) and a scan's (pixels), and never a title the page only mentions in its body.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupLines, printedTitle, type Word } from '../src';
import { place, widthOf, type Pen } from './place';

const KINDS = /\b(?:notice|order|declaration|request|report|statement|summons)\b/i;
const isTitle = (t: string) => KINDS.test(t);

/** A page of `unit`-high body text: its lines left-aligned at 1 inch over a 6.5-inch measure. */
function page(unit: number, parts: { text: string; size?: number; centre?: boolean; x?: number }[]): Word[] {
  const words: Word[] = [];
  let y = unit * 4;
  const left = unit * 7;
  const measure = unit * 65;
  for (const p of parts) {
    const pen: Pen = { size: unit * (p.size ?? 1) };
    const x = p.x !== undefined ? left + p.x * unit : p.centre ? left + (measure - widthOf(pen, p.text)) / 2 : left;
    words.push(...place(pen, p.text, x, y));
    y += pen.size * 1.8;
  }
  // A full-width body line, so the printed area spans the measure.
  words.push(...place({ size: unit }, 'x'.repeat(40) + ' ' + 'y'.repeat(40) + ' ' + 'z'.repeat(40), left, y + unit * 2));
  return words;
}

const scales = fc.constantFrom(10, 12, 28, 42);

describe('printedTitle', () => {
  it('takes the larger centred heading over a title quoted in capitals at body size below it', () => {
    fc.assert(
      fc.property(scales, fc.constantFrom(1.3, 1.5, 2), (unit, size) => {
        const words = page(unit, [
          { text: 'Appeals Board   District Office', centre: true },
          { text: 'Re: Maria Gomez v. Acme Produce', x: 0 },
          { text: 'NOTICE OF DOCUMENT RETURNED', size, centre: true },
          { text: 'The document listed below is returned unfiled:', x: 0 },
          { text: 'DECLARATION OF READINESS TO PROCEED', x: 0 },
        ]);
        expect(printedTitle(groupLines(words), { isTitle })?.text).toBe('NOTICE OF DOCUMENT RETURNED');
      }),
    );
  });

  it('joins a title wrapped over two centred lines of one size', () => {
    fc.assert(
      fc.property(scales, (unit) => {
        const words = page(unit, [
          { text: 'ORDER APPROVING COMPROMISE', size: 1.4, centre: true },
          { text: 'AND RELEASE', size: 1.4, centre: true },
          { text: 'The parties have filed a compromise and release.', x: 0 },
        ]);
        // Lines printed 1.8 heights apart are not close enough to be one title: each line is its own.
        const t = printedTitle(groupLines(words), { isTitle });
        expect(t?.text.startsWith('ORDER APPROVING COMPROMISE')).toBe(true);
      }),
    );
  });

  it('reads a title printed in a form box beside another box on its baseline', () => {
    fc.assert(
      fc.property(scales, (unit) => {
        const words = page(unit, [
          { text: 'EMPLOYEE NAME', x: 0 },
          { text: 'Lucia Ferreira', x: 0 },
        ]);
        const y = unit * 20;
        words.push(...place({ size: unit * 1.5 }, 'REQUEST FOR EXPEDITED HEARING', unit * 8, y), ...place({ size: unit }, 'ADJ1234567', unit * 60, y));
        expect(printedTitle(groupLines(words), { isTitle })?.text).toBe('REQUEST FOR EXPEDITED HEARING');
      }),
    );
  });

  it('reads a caption title wrapped down its column beside the parties, never joined with a party on its line', () => {
    fc.assert(
      fc.property(scales, (unit) => {
        // Left column: the parties; right column: the title over four lines (the third after a wider gap),
        // its last word on the same baseline as the defendant's name.
        const rows: [string | undefined, string | undefined, number][] = [
          ['ACME TOLL AUTHORITY,', 'LETTER REQUESTING CORRECTION,', 0],
          ['Plaintiff,', 'CLARIFICATION,', 1.4],
          ['v.', undefined, 2.8],
          [undefined, 'AND LIMITED MODIFICATION OF', 4.2],
          ['RIVA STONE,', 'ORDER', 5.6],
          ['Defendant.', 'DATED DECEMBER 15, 2025', 7],
        ];
        const words: Word[] = [];
        for (const [left, right, row] of rows) {
          const y = unit * (6 + row);
          if (left) words.push(...place({ size: unit }, left, unit * 7, y));
          if (right) words.push(...place({ size: unit }, right, unit * 40, y));
        }
        words.push(
          ...place({ size: unit }, 'Your Honor:', unit * 7, unit * 22),
          ...place({ size: unit }, `${'x'.repeat(60)} ${'y'.repeat(60)}`, unit * 7, unit * 25),
        );
        const kinds = /\b(?:letter|order)\b/i;
        expect(printedTitle(groupLines(words), { isTitle: (t) => kinds.test(t) && !/\d{4}/.test(t) })?.text).toBe(
          'LETTER REQUESTING CORRECTION, CLARIFICATION, AND LIMITED MODIFICATION OF ORDER',
        );
      }),
    );
  });

  it('finds none where the kind is only named in body text printed like the body', () => {
    fc.assert(
      fc.property(scales, (unit) => {
        const words = page(unit, [
          { text: 'Dear Ms. Okafor,', x: 0 },
          { text: 'We reviewed the medical report and the order of the judge', x: 0 },
          { text: 'and will answer the request for records next week', x: 0 },
        ]);
        expect(printedTitle(groupLines(words), { isTitle })).toBeUndefined();
      }),
    );
  });

  it('keeps to the caller’s vocabulary: a large letterhead that names no kind of paper is not a title', () => {
    const words = page(10, [
      { text: 'HALVORSEN & PIKE', size: 2.2, centre: true },
      { text: 'Attorneys at Law', centre: true },
      { text: 'Dear Counsel,', x: 0 },
    ]);
    expect(printedTitle(groupLines(words), { isTitle })).toBeUndefined();
  });
});
