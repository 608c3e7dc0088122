import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findColumns, groupLines, labelValuePairs, readLayout, wordsFromCharBoxes, wordsFromOcr, type Word } from '../src';
import { place, widthOf, type Pen } from './place';

const LABELS = /^(?:case number\(s\)|case no\.?|applicant|employer|insurance carrier|date of injury|claims administrator|attorney)$/i;
const isLabel = (t: string) => LABELS.test(t);

/** Names and values with no colon and no label among them; one to four words. */
const valueArb = fc
  .array(
    fc.constantFrom(
      'Maria',
      'Garcia',
      'ACME',
      'Corp.',
      'Zenith',
      'Insurance',
      'Lopez',
      'ADJ1234567',
      '03/14/2024',
      'Valley',
      'Fresh',
      'Produce,',
      'Inc.',
      'Luis',
    ),
    { minLength: 1, maxLength: 4 },
  )
  .map((w) => w.join(' '));
const labelArb = fc.constantFrom('Case Number(s)', 'Applicant', 'Employer', 'Insurance Carrier', 'Date of Injury', 'Claims Administrator', 'Attorney');
const penArb = fc.record({
  size: fc.constantFrom(8, 10, 12, 35, 50),
  jitter: fc.constantFrom(0, 0.15, 0.3),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
});
const entriesArb = fc.uniqueArray(fc.tuple(labelArb, valueArb), { minLength: 1, maxLength: 5, selector: (e) => e[0] });

function mkPen(p: { size: number; jitter: number; seed: number }): Pen {
  let s = p.seed;
  // A small deterministic generator, so a failing case replays from its seed.
  const rand = () => (s = (s * 48271) % 2147483647) / 2147483647;
  return { size: p.size, jitter: p.jitter, rand };
}

const norm = (pairs: { label: string; value: string }[]) => pairs.map((p) => `${p.label}=${p.value}`).sort();

describe('label/value pairs in every arrangement', () => {
  it('reads a label left of its value, with or without a colon', () => {
    fc.assert(
      fc.property(entriesArb, penArb, fc.boolean(), fc.integer({ min: 2, max: 12 }), (entries, p, colon, gapEms) => {
        const pen = mkPen(p);
        const words: Word[] = [];
        const labelW = Math.max(...entries.map(([l]) => widthOf(pen, l + ':')));
        entries.forEach(([l, v], i) => {
          const y = 100 + i * pen.size * 1.8;
          words.push(...place(pen, colon ? `${l}:` : l, 50, y), ...place(pen, v, 50 + labelW + gapEms * pen.size * 0.5 + pen.size * 1.3, y));
        });
        const { pairs } = labelValuePairs(groupLines(words), { isLabel });
        expect(norm(pairs)).toEqual(norm(entries.map(([label, value]) => ({ label, value }))));
        expect(pairs.every((x) => x.arrangement === 'left')).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('reads a header row over a row of values, with extra rows as records', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(labelArb, { minLength: 2, maxLength: 4 }),
        penArb,
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        fc.constantFrom<'left' | 'center'>('left', 'center'),
        (labels, p, nRows, colon, align) => {
          const pen = mkPen({ ...p, jitter: Math.min(p.jitter, 0.15) });
          const rows = Array.from({ length: nRows }, (_, r) =>
            labels.map((_l, k) => `${['Maria Garcia', 'ACME Corp.', 'Zenith Insurance', 'ADJ1234567'][(k + r) % 4]}`),
          );
          const colW = Math.max(...labels.map((l) => widthOf(pen, l + ':')), ...rows.flat().map((v) => widthOf(pen, v))) + pen.size * 2;
          const words: Word[] = [];
          const x = (k: number, text: string) => 40 + k * colW + (align === 'center' ? (colW - pen.size * 2 - widthOf(pen, text)) / 2 : 0);
          labels.forEach((l, k) => words.push(...place(pen, colon ? `${l}:` : l, x(k, l), 100)));
          rows.forEach((row, r) => row.forEach((v, k) => words.push(...place(pen, v, 40 + k * colW, 100 + (r + 1) * pen.size * 1.6))));
          const { pairs, tables } = labelValuePairs(groupLines(words), { isLabel });
          expect(tables).toHaveLength(1);
          expect(pairs.every((x) => x.arrangement === 'header')).toBe(true);
          const expected = rows.flatMap((row, r) => row.map((value, k) => `${r}:${labels[k]}=${value}`)).sort();
          expect(pairs.map((x) => `${x.row}:${x.label}=${x.value}`).sort()).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('reads a label printed above its value (boxed forms), boxes side by side or stacked', () => {
    fc.assert(
      fc.property(entriesArb, penArb, fc.boolean(), (entries, p, stacked) => {
        // A box's label carries no colon (a lone "Label:" is a blank to fill on its own line; see the test below).
        const pen = mkPen({ ...p, jitter: Math.min(p.jitter, 0.15) });
        const words: Word[] = [];
        entries.forEach(([l, v], i) => {
          if (stacked) {
            const y = 100 + i * pen.size * 5;
            words.push(...place(pen, l, 60, y), ...place(pen, v, 60 + pen.size * 0.5, y + pen.size * 1.4));
          } else {
            const x = 40 + i * (widthOf(pen, 'Claims Administrator') + widthOf(pen, 'ADJ1234567 ADJ1234567 ADJ1234567 ADJ1234567') + pen.size * 2);
            words.push(...place(pen, l, x, 100), ...place(pen, v, x, 100 + pen.size * 1.5));
          }
        });
        const { pairs } = labelValuePairs(groupLines(words), { isLabel });
        expect(norm(pairs)).toEqual(norm(entries.map(([label, value]) => ({ label, value }))));
        const arrangement = stacked || entries.length === 1 ? 'above' : 'header';
        expect(pairs.every((x) => x.arrangement === arrangement)).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('reads "Label: value" printed as one phrase', () => {
    const pen: Pen = { size: 10 };
    const words = [...place(pen, 'Applicant: Maria Garcia', 72, 100), ...place(pen, 'Employer: ACME Corp.', 72, 116)];
    const { pairs } = labelValuePairs(groupLines(words), { isLabel });
    expect(pairs.map((x) => [x.arrangement, x.label, x.value])).toEqual([
      ['inline', 'Applicant', 'Maria Garcia'],
      ['inline', 'Employer', 'ACME Corp.'],
    ]);
  });

  it('pairs nothing in prose, and does not take a sentence under a label row for its values', () => {
    const pen: Pen = { size: 10 };
    const words = [
      ...place(pen, 'The applicant was employed by the employer as a cook for many years.', 72, 100),
      ...place(pen, 'Applicant', 72, 140),
      ...place(pen, 'Employer', 300, 140),
      ...place(pen, 'This matter comes before the Board on the petition of the applicant for reconsideration of the award.', 72, 156),
    ];
    expect(labelValuePairs(groupLines(words), { isLabel }).pairs).toEqual([]);
  });

  it('leaves a label without a value unpaired, and a label without the vocabulary or a colon is text', () => {
    const pen: Pen = { size: 10 };
    const words = [...place(pen, 'Applicant', 72, 100), ...place(pen, 'Witness', 72, 140), ...place(pen, 'Maria Garcia', 300, 140)];
    expect(labelValuePairs(groupLines(words), { isLabel }).pairs).toEqual([]);
  });
});

describe('lines, segments and columns', () => {
  it('groups words into lines in reading order whatever order they arrive in', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(valueArb, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 8 }),
        penArb,
        fc.array(fc.nat()),
        (rows, p, order) => {
          const pen = mkPen({ ...p, jitter: Math.min(p.jitter, 0.3) });
          const words: Word[] = [];
          rows.forEach((segs, r) => {
            let x = 30;
            for (const s of segs) {
              words.push(...place(pen, s, x, 50 + r * pen.size * 1.5));
              x += widthOf(pen, s) + pen.size * 3;
            }
          });
          const shuffled = [...words];
          order.forEach((o, i) => {
            const j = o % shuffled.length;
            [shuffled[i % shuffled.length], shuffled[j]] = [shuffled[j]!, shuffled[i % shuffled.length]!];
          });
          const lines = groupLines(shuffled);
          expect(lines.map((l) => l.segments.map((s) => s.text))).toEqual(rows);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('finds a label column and its value column', () => {
    const pen: Pen = { size: 10 };
    const words = ['Applicant', 'Employer', 'Carrier'].flatMap((l, i) => [...place(pen, l, 72, 100 + i * 16), ...place(pen, `Value ${i}`, 250, 100 + i * 16)]);
    const cols = findColumns(groupLines(words));
    expect(cols.map((c) => [Math.round(c.x0), c.segments.length])).toEqual([
      [72, 3],
      [250, 3],
    ]);
  });
});

describe('positioned words from the two sources', () => {
  it('builds words from PDFium character boxes, with their offsets, splitting a run where the print has a gap', () => {
    const text = 'Applicant Maria\r\nX';
    const boxes: number[] = [];
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (/\s/.test(ch)) boxes.push(NaN, NaN, NaN, NaN);
      else if (i < 9) boxes.push(10 + i * 5, 100, 14 + i * 5, 110);
      else if (i < 15)
        boxes.push(200 + (i - 10) * 5, 100, 204 + (i - 10) * 5, 110); // far to the right: its own segment
      else boxes.push(10, 120, 14, 130);
    }
    const words = wordsFromCharBoxes(text, boxes);
    expect(words.map((w) => [w.text, w.start, w.end])).toEqual([
      ['Applicant', 0, 9],
      ['Maria', 10, 15],
      ['X', 17, 18],
    ]);
    const glued = wordsFromCharBoxes('AB', [0, 0, 4, 10, 40, 0, 44, 10]);
    expect(glued.map((w) => w.text)).toEqual(['A', 'B']);
  });

  it('places OCR words in the page text built from them', () => {
    const text = 'Applicant Maria Garcia\nEmployer ACME';
    const ocr = ['Applicant', 'Maria', 'Garcia', 'Employer', 'ACME'].map((t, i) => ({ text: t, bbox: { x0: i * 50, y0: 0, x1: i * 50 + 40, y1: 10 } }));
    const words = wordsFromOcr(text, ocr);
    expect(words.map((w) => text.slice(w.start, w.end))).toEqual(['Applicant', 'Maria', 'Garcia', 'Employer', 'ACME']);
  });

  it('readLayout gives the whole reading of a page', () => {
    const pen: Pen = { size: 10 };
    const words = [
      ...place(pen, 'Case No.', 72, 100),
      ...place(pen, 'Applicant', 200, 100),
      ...place(pen, 'ADJ1234567', 72, 116),
      ...place(pen, 'Maria Garcia', 200, 116),
    ];
    const layout = readLayout(words, { isLabel });
    expect(layout.lines).toHaveLength(2);
    expect(layout.tables).toHaveLength(1);
    expect(layout.pairs.map((p) => `${p.label}=${p.value}`)).toEqual(['Case No.=ADJ1234567', 'Applicant=Maria Garcia']);
  });
});

describe('what is not a label or a value', () => {
  const pen: Pen = { size: 10 };
  it('a salutation is not a label, and a sentence under a lone label is not its value', () => {
    const words = [
      ...place(pen, 'Dear Ms. Whitcombe:', 72, 100),
      ...place(pen, 'We have reviewed the report and enclose our objection.', 72, 116),
      ...place(pen, 'Employer:', 72, 160),
      ...place(pen, 'The employer denied the claim on the ground that the injury was not reported.', 72, 176),
    ];
    expect(labelValuePairs(groupLines(words), { isLabel }).pairs).toEqual([]);
  });
  it('a lone label with a colon is a blank on its own line: the line under it is not its value', () => {
    const words = [...place(pen, 'Attorney for (Name):', 50, 100), ...place(pen, 'SUPERIOR COURT OF CALIFORNIA, COUNTY OF', 45, 116)];
    expect(labelValuePairs(groupLines(words), { isLabel: () => false }).pairs).toEqual([]);
  });
  it('cuts a value that overflowed its box at the next column', () => {
    const words = [
      ...place(pen, 'Insurance Carrier', 72, 100),
      ...place(pen, 'Date of Injury', 235, 100),
      ...place(pen, 'Western Guaranty Insurance Company', 72, 116),
      ...place(pen, '10/05/2022', 72 + widthOf(pen, 'Western Guaranty Insurance Company') + 3, 116),
    ];
    const { pairs } = labelValuePairs(groupLines(words), { isLabel });
    expect(pairs.map((p) => `${p.label}=${p.value}`)).toEqual(['Insurance Carrier=Western Guaranty Insurance Company', 'Date of Injury=10/05/2022']);
  });

  /** A typewriter face as a scan reads it: a space about a word height wide, wider still after a comma. */
  const typed = (text: string, x: number, y: number, size: number, space = 1.07): Word[] => {
    const words: Word[] = [];
    let at = x;
    for (const t of text.split(' ')) {
      words.push({ text: t, x0: at, y0: y, x1: at + t.length * size * 0.85, y1: y + size });
      at += t.length * size * 0.85 + size * (t.endsWith(',') ? space + 0.3 : space);
    }
    return words;
  };
  it.each([14, 40])('keeps a typewriter line whole at its own spacing, and still cuts it at a wide gap (size %i)', (size) => {
    const body = [
      'APPROVED BY NATIONAL UNIFORM CLAIM COMMITTEE 02/12 PLEASE PRINT OR TYPE',
      '05/02/2025 20610 Arthrocentesis, major joint 85 $121.35',
      '05/14/2025 97110 Therapeutic exercise, each 15 min 3 $126.30',
      '06/27/2025 97140 Manual therapy, each 15 min 5 $39.75',
    ].flatMap((t, i) => typed(t, size * 4, size * (10 + 2 * i), size));
    const name = [...typed('Applicant: JOHNSON, ANA', size * 4, size * 2, size), ...typed('Employer: VALLEY FRESH', size * 40, size * 2, size)];
    const lines = groupLines([...name, ...body]);
    expect(lines[0]!.segments.map((s) => s.text)).toEqual(['Applicant: JOHNSON, ANA', 'Employer: VALLEY FRESH']);
    expect(lines.slice(1).every((l) => l.segments.length === 1)).toBe(true);
  });
  it('keeps a heading whole where its words are spaced as widely as its larger print', () => {
    const words = [
      ...place({ size: 23 }, 'HEALTH INSURANCE CLAIM FORM', 500, 100).map((w, i) => ({ ...w, x0: w.x0 + i * 12, x1: w.x1 + i * 12 })),
      ...place(pen, 'Case Number: ADJ1234567 for the applicant named in the caption below', 72, 160),
    ];
    expect(groupLines(words)[0]!.segments.map((s) => s.text)).toEqual(['HEALTH INSURANCE CLAIM FORM']);
  });
});
