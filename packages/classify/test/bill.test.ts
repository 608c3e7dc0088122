/**
 * A bill is money between parties (issue 31): it names whom it bills, who paid or whom it served, and its amounts
 * are money. A table of counts and rates that names nobody is no bill, whatever its rows and totals share with
 * a bill's line items. Generated families of every bill layout and of statistics, and texts written here.
 */
import { describe, expect, it } from 'vitest';
import { scoresOf } from './modelScores';
import { namesParties, showsMoney } from '../src/bill';
import { answerByStructure } from '../src/structure';
import { makeCase } from '../scripts/gen/context';
import { families, generateByFamily } from '../scripts/gen/dataset';
import { Rng } from '../scripts/gen/rng';

const DOCS = generateByFamily({ seed: 5, perType: 60 });

/** Documents of the statistics family, each layout (variant) several times, clean text. */
function statistics(n: number): Array<{ pages: string[]; variant: string }> {
  const family = families().find((f) => f.family === 'unk_statistics');
  if (!family) throw new Error('no statistics family');
  const rng = new Rng(11);
  return Array.from({ length: n }, () => {
    const r = rng.fork();
    return family.template(r, makeCase(r));
  });
}
const TABLES = statistics(40);

/** A monthly table of counts and rates, bars between its columns. */
const CLAIMS_TABLE =
  'Claims Activity Summary\nQuarter ending June 30, 2024\n\nMonth | Claims filed | Closed | Open at month end | Closure rate (%)\nApril | 1,204 | 988 | 6,532 | 82.1\nMay | 1,377 | 1,020 | 6,889 | 74.1\nJune | 1,198 | 1,310 | 6,777 | 109.3\nTotal | 3,779 | 3,318 | | 87.8\nSource: claims system extract.';
/** Counts by region, aligned with spaces, a total row. */
const RIDERSHIP =
  'Table 7. Average weekday boardings by line, 2021-2023\n\nLine        2021      2022      2023     Change (%)\nBlue       41,220    44,871    47,003      4.8\nGreen      18,305    19,950    21,466      7.6\nRed        33,118    31,042    35,977     15.9\nTotal      92,643    95,863   104,446      9.0\nNote: boardings are counted at the fare gates.';

describe('a bill by its structure', () => {
  it('finds parties or money on every generated bill, whatever its layout or language', () => {
    const bills = DOCS.filter((d) => d.label === 'billing');
    expect(new Set(bills.map((d) => d.kind)).size).toBeGreaterThanOrEqual(8);
    for (const d of bills) expect(showsMoney(d.pages) || namesParties(d.pages), d.kind).toBe(true);
  });

  it('reads money from a sign, a code or cents, not from dates or rates, and parties from their labels, OCR-damaged or not', () => {
    expect(showsMoney(['Office chair   6   189.00   1,134.00\nAmount due: 1,705.20'])).toBe(true);
    expect(showsMoney(['Übersetzung   9   681,46 EUR   6.133,14 EUR'])).toBe(true);
    expect(showsMoney(['Fecha: 27.08.2025\nRate 85.6\nVisitors 575,835'])).toBe(false);
    expect(namesParties(['Factuurnummer: 2020-4396\nKlant: Northstar Home Care'])).toBe(true);
    // OCR-damaged labels: one letter's damage, two in a long word.
    expect(namesParties(['Bill No: 10486   Dt: 27.06.2026\nCuslomer: Ariana Bancroft   Mob: 7574851216'])).toBe(true);
    expect(namesParties(['Provicler: Bluewater Physicians Group'])).toBe(true);
    expect(namesParties(["2. PATIENT'S NAME (Last Name, First Name)\nDOE, JANE"])).toBe(true);
    expect(namesParties([CLAIMS_TABLE])).toBe(false);
  });

  it('answers the next type for a billing answer on a table of counts and rates, in every layout', () => {
    const tables = TABLES.filter((d) => d.variant !== 's2');
    expect(new Set(tables.map((d) => d.variant)).size).toBe(3);
    for (const d of tables) expect(answerByStructure('billing', scoresOf('billing', 0.7, 'unknown'), d.pages), d.variant).toBe('unknown');
    for (const text of [CLAIMS_TABLE, RIDERSHIP]) {
      const scores = scoresOf('billing', 0.7, 'unknown');
      expect(answerByStructure('billing', scores, [text])).toBe('unknown');
      expect(scores.billing).toBe(0);
      expect(Object.values(scores).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 3);
    }
  });

  it('keeps a billing answer on every generated bill, and on a budget whose amounts are money', () => {
    for (const d of DOCS.filter((x) => x.label === 'billing'))
      expect(answerByStructure('billing', scoresOf('billing', 0.7, 'unknown'), d.pages), d.kind).toBe('billing');
    // A budget's amounts are money, though nobody is billed: the structure does not decide it (docs/review.md).
    const budget = TABLES.find((d) => d.variant === 's2');
    expect(budget).toBeDefined();
    expect(answerByStructure('billing', scoresOf('billing', 0.7, 'unknown'), budget!.pages)).toBe('billing');
  });
});
