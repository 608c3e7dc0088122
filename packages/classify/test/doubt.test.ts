/**
 * The doubt signals (doubt.ts) and their measure (scripts/lib/doubtFit.ts): the share of a document's words outside
 * the training vocabulary, a garbled read, the margin of the two likeliest types, and the rank area. Texts written
 * here (not from the real set).
 */
import { describe, expect, it } from 'vitest';
import { DOUBT_SIGNALS, VOCABULARY_MIN_COUNT, doubtSignals, garbled, garbleShare, logistic, outOfVocabulary, printedWords, wordCounts } from '../src/doubt';
import { tokenize } from '../src/features';
import { candidateColumns, type DoubtRow, fitDoubt, rankArea } from '../scripts/lib/doubtFit';

const HEARING =
  'NOTICE OF HEARING\nWORKERS COMPENSATION APPEALS BOARD\nCase No. ADJ1234567\nApplicant: Dana Whitfield\n' +
  'YOU ARE HEREBY NOTIFIED that the above case is set for a mandatory settlement conference on June 3, 2025.';
/** Words no WC paper prints: a paper unlike anything a WC model is trained on. */
const GUILD =
  'Vexillology Circular Quarterly\nOur guild catalogued fourteen swallowtail pennants, two gonfalons and one burgee ' + 'stitched in ochre taffeta.';

describe('outOfVocabulary', () => {
  const counts = wordCounts([[HEARING], [HEARING], ['Notice of hearing on a lien claim']]);
  const known = (w: string) => (counts.get(w) ?? 0) >= VOCABULARY_MIN_COUNT;

  it('is the share of the words outside the vocabulary of the training documents', () => {
    expect(outOfVocabulary(['Notice of Hearing'], known)).toBe(0);
    expect(outOfVocabulary([GUILD], known)).toBe(1);
    expect(outOfVocabulary(['Notice of the gonfalons'], known)).toBeCloseTo(1 / 4, 6);
    expect(outOfVocabulary(['', '  '], known)).toBe(0);
  });

  it('counts a word seen only once in training as outside the vocabulary (a one-off OCR garble)', () => {
    expect(counts.get(tokenize('lien')[0] ?? '')).toBe(1);
    expect(outOfVocabulary(['lien'], known)).toBe(1);
  });
});

describe('garbled words', () => {
  it.each(['HEARlNG', 'N0TICE', 'appl1cant', 'Wh¡tfield', 'l0th'])('%s looks garbled', (w) => expect(garbled(w)).toBe(true));
  it.each(['Hearing', 'ADJ1234567', 'PR2', '1st', '(Applicant)', 'McDonald', "O'Brien", 'PR-2', '$1,250.00', 'e-mail'])('%s does not', (w) =>
    expect(garbled(w)).toBe(false),
  );

  it('the share of a read garbled', () => {
    expect(garbleShare(['N0TICE OF HEARlNG on June 3'])).toBeCloseTo(2 / 5, 6);
    expect(garbleShare([HEARING])).toBeLessThan(0.1);
    expect(garbleShare([''])).toBe(0);
    expect(printedWords(['a  b\n3 c'])).toEqual(['a', 'b', 'c']);
  });
});

describe('doubtSignals', () => {
  it('reads the probability, the vocabulary share, the margin, the rule, unknown, the length and the garble', () => {
    const s = doubtSignals({ pages: ['N0TICE of hearing'], probability: 0.9, oov: 0.25, mainProbabilities: [0.1, 0.6, 0.3], byRule: true, unknown: false });
    expect(s).toHaveLength(DOUBT_SIGNALS.length);
    expect(s[0]).toBeCloseTo(Math.log(9), 6);
    expect(s[1]).toBe(0.25);
    expect(s[2]).toBeCloseTo(Math.log(2), 6);
    expect(s.slice(3, 5)).toEqual([1, 0]);
    expect(s[5]).toBeCloseTo(Math.log(4), 6);
    expect(s[6]).toBeCloseTo(1 / 3, 6);
  });

  it('a logistic model over the signals', () => {
    expect(logistic([0, 1], [Math.log(3)])).toBeCloseTo(0.75, 6);
    expect(logistic([1, 0, -2], [5, 1])).toBeCloseTo(1 / (1 + Math.exp(1)), 6);
  });
});

describe('measuring a signal', () => {
  const row = (p: number, oov: number, right: boolean): DoubtRow => ({ signals: [Math.log(p / (1 - p)), oov], right });

  it('the rank area is the chance a wrong answer ranks below a right one', () => {
    const rows = [row(0.9, 0.1, true), row(0.8, 0.2, true), row(0.6, 0.3, false), row(0.95, 0.5, false)];
    expect(rankArea(rows, (r) => r.signals[0] as number)).toBe(0.5);
    expect(rankArea(rows, (r) => -(r.signals[1] as number))).toBe(1);
    expect(rankArea([row(0.9, 0, true)], (r) => r.signals[0] as number)).toBeNaN();
  });

  it('a fitted model learns the signal that separates: the wrong answers are the ones of strange words', () => {
    const rows = Array.from({ length: 40 }, (_, i) => row(0.9, (i % 4) / 10 + (i % 5 === 0 ? 0.5 : 0), i % 5 !== 0));
    const w = fitDoubt(rows, [0, 1]);
    expect(w[2]).toBeLessThan(0);
  });

  it('compares the probability alone, with each signal, and all', () => {
    const c = candidateColumns();
    expect(c[0]).toEqual({ name: 'probability alone', columns: [0] });
    expect(c.at(-1)?.columns).toEqual(DOUBT_SIGNALS.map((_, j) => j));
    expect(c).toHaveLength(DOUBT_SIGNALS.length + 1);
  });
});
