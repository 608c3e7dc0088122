/** Type accuracy and field precision on the real-document set. Pure: labels and responses in, figures out. */
import { DOCUMENT_TYPES } from '@wcab/contract';
import { calibration, macroF1 } from '../metrics';
import { riskCoverage, type RiskCoveragePoint } from '../../packages/classify/scripts/lib/metrics';
import { TYPED_DATE_TYPES, type RealHalf, type RealLabels } from './source';

/** What the service returned beyond the type, for the field precision. */
export interface RealReturned {
  parties: string[];
  adjNumbers: string[];
  dates: Array<{ date: string; type: string }>;
}

export interface RealOutcome {
  id: string;
  expected: string;
  /** The returned document_type, or '(failed)' when the request failed. */
  actual: string;
  confidence: number;
  /** The answer's `review` flag (issue 31). */
  review?: boolean;
  note: string;
  /** The half of the set its source is in (source.ts, REAL_HELD_OUT_REPOS); development when absent. */
  half?: RealHalf;
  labels?: RealLabels;
  returned?: RealReturned;
}

/** Right values among those returned, over the documents labelled for the field. */
export interface Precision {
  /** Documents labelled for the field (and answered). */
  documents: number;
  returned: number;
  correct: number;
  /** correct / returned; 1 when nothing was returned (no wrong value). */
  precision: number;
}

export interface RealFieldScores {
  /** Dates returned as hearing, trial, deadline, appointment or injury that the document states so for its own case. */
  typedDates: Precision;
  /** Returned party names that are names of the document's own parties. */
  parties: Precision;
  /** Returned ADJ numbers printed for the document's own case. */
  adjNumbers: Precision;
}

export interface RealScores {
  documents: number;
  failed: number;
  typeAccuracy: number;
  typeMacroF1: number;
  /** Out-of-scope papers (labelled `unknown`) answered `unknown`; 1 when there are none. */
  outOfScopeUnknown: number;
  outOfScopeDocuments: number;
  /** Accuracy on the documents labelled with one of the seven in-scope types. */
  inScopeAccuracy: number;
  ece: number;
  /**
   * ECE over the documents answered with an in-domain type. An `unknown` answer's confidence is, by the contract,
   * the probability of the likeliest in-domain type (low by design), so a right `unknown` counts as a confident
   * miss in `ece`; this is the figure the dev corpus prints as 'confidence ECE (in-domain)'.
   */
  eceInDomain: number;
  fields: RealFieldScores;
  /**
   * Wrong types caught when the least sure 10 % and 20 % of answers go to review (risk-coverage), the answers
   * ordered by the probability of their type (an `unknown` answer's by 1 - confidence, the most it can be).
   */
  riskCoverage: RiskCoveragePoint[];
  /** Wrong types among the answers flagged `review: true`, over the wrong types answered (not failed); and the share of answers flagged. */
  reviewCaught: number;
  reviewShare: number;
  perType: Record<string, { documents: number; correct: number; accuracy: number }>;
  confusion: Record<string, Record<string, number>>;
  misclassified: RealOutcome[];
}

/** The whole set, and each half apart (the held-out half is printed as aggregates only). */
export interface RealSetScores extends RealScores {
  halves: Partial<Record<RealHalf, RealScores>>;
}

export function scoreReal(outcomes: RealOutcome[]): RealSetScores {
  const halves: RealSetScores['halves'] = {};
  for (const half of ['development', 'held-out'] as const) {
    const mine = outcomes.filter((o) => (o.half ?? 'development') === half);
    if (mine.length) halves[half] = scoreOutcomes(mine);
  }
  return { ...scoreOutcomes(outcomes), halves };
}

export function scoreOutcomes(outcomes: RealOutcome[]): RealScores {
  const perType: RealScores['perType'] = {};
  const confusion: RealScores['confusion'] = {};
  for (const o of outcomes) {
    const row = (perType[o.expected] ??= { documents: 0, correct: 0, accuracy: 0 });
    row.documents += 1;
    if (o.actual === o.expected) row.correct += 1;
    (confusion[o.expected] ??= {})[o.actual] = (confusion[o.expected]![o.actual] ?? 0) + 1;
  }
  for (const row of Object.values(perType)) row.accuracy = row.correct / row.documents;
  const right = (list: RealOutcome[]) => list.filter((o) => o.actual === o.expected).length;
  const outOfScope = outcomes.filter((o) => o.expected === 'unknown');
  const inScope = outcomes.filter((o) => o.expected !== 'unknown');
  return {
    documents: outcomes.length,
    failed: outcomes.filter((o) => o.actual === '(failed)').length,
    typeAccuracy: right(outcomes) / Math.max(1, outcomes.length),
    typeMacroF1: macroF1(outcomes, DOCUMENT_TYPES),
    outOfScopeUnknown: outOfScope.length ? right(outOfScope) / outOfScope.length : 1,
    outOfScopeDocuments: outOfScope.length,
    inScopeAccuracy: inScope.length ? right(inScope) / inScope.length : 1,
    ece: calibration(outcomes.map((o) => ({ confidence: o.confidence, correct: o.actual === o.expected }))).ece,
    eceInDomain: calibration(
      outcomes.filter((o) => o.actual !== 'unknown' && o.actual !== '(failed)').map((o) => ({ confidence: o.confidence, correct: o.actual === o.expected })),
    ).ece,
    fields: scoreFields(outcomes),
    riskCoverage: riskCoverage(
      outcomes.map((o) => ({ confidence: o.actual === 'unknown' ? 1 - o.confidence : o.confidence, correct: o.actual === o.expected })),
    ),
    reviewCaught: (() => {
      // Over the answers: a failed request (a timeout under load) has no answer to flag.
      const wrong = outcomes.filter((o) => o.actual !== o.expected && o.actual !== '(failed)');
      return wrong.length ? wrong.filter((o) => o.review).length / wrong.length : 1;
    })(),
    reviewShare: outcomes.length ? outcomes.filter((o) => o.review).length / outcomes.length : 0,
    perType,
    confusion,
    misclassified: outcomes.filter((o) => o.actual !== o.expected),
  };
}

const TYPED = new Set<string>(TYPED_DATE_TYPES);

export function scoreFields(outcomes: RealOutcome[]): RealFieldScores {
  const answered = outcomes.filter((o) => o.returned);
  const tally = (judge: (o: RealOutcome) => { returned: number; correct: number } | undefined): Precision => {
    let documents = 0;
    let returned = 0;
    let correct = 0;
    for (const o of answered) {
      const t = judge(o);
      if (!t) continue;
      documents += 1;
      returned += t.returned;
      correct += t.correct;
    }
    return { documents, returned, correct, precision: returned ? correct / returned : 1 };
  };
  return {
    typedDates: tally((o) => {
      const labelled = o.labels?.dates;
      if (!labelled) return undefined;
      const truth = new Set(labelled.map((d) => `${d.date} ${d.type}`));
      const typed = o.returned!.dates.filter((d) => TYPED.has(d.type));
      const keys = [...new Set(typed.map((d) => `${d.date} ${d.type}`))];
      return { returned: keys.length, correct: keys.filter((k) => truth.has(k)).length };
    }),
    parties: tally((o) => {
      const labelled = o.labels?.parties;
      if (!labelled) return undefined;
      const names = [...new Set(o.returned!.parties.map((p) => p.trim()).filter(Boolean))];
      return { returned: names.length, correct: names.filter((n) => isPartyName(n, labelled)).length };
    }),
    adjNumbers: tally((o) => {
      const labelled = o.labels?.adj_numbers;
      if (!labelled) return undefined;
      const truth = new Set(labelled.map((a) => a.toUpperCase()));
      const numbers = [...new Set(o.returned!.adjNumbers.map((a) => a.toUpperCase()))];
      return { returned: numbers.length, correct: numbers.filter((a) => truth.has(a)).length };
    }),
  };
}

/** Words of a name, without case, punctuation or the company-form and honorific words that vary between printings. */
function nameWords(name: string): string[] {
  const skip = new Set([
    'inc',
    'llc',
    'llp',
    'lp',
    'ltd',
    'co',
    'corp',
    'corporation',
    'company',
    'the',
    'mr',
    'mrs',
    'ms',
    'dr',
    'md',
    'jr',
    'sr',
    'esq',
    'of',
    'and',
    'et',
    'al',
  ]);
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !skip.has(w));
}

/**
 * A returned name is one of the document's parties when every word of it is a word of one labelled name (so
 * "Smith" and "John A. Smith" both match "John A. Smith, Jr."), and it has a word at all. A salutation, a
 * sentence fragment or a city carries words no party's name has.
 */
export function isPartyName(returned: string, labelled: readonly string[]): boolean {
  const words = nameWords(returned);
  if (!words.length) return false;
  return labelled.some((name) => {
    const own = new Set(nameWords(name));
    return words.every((w) => own.has(w));
  });
}
