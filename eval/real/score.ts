/** Type accuracy on the real-document set. Pure: labels and responses in, figures out. */
import { DOCUMENT_TYPES } from '@wcab/contract';
import { calibration, macroF1 } from '../metrics';

export interface RealOutcome {
  id: string;
  expected: string;
  /** The returned document_type, or '(failed)' when the request failed. */
  actual: string;
  confidence: number;
  note: string;
}

export interface RealScores {
  documents: number;
  failed: number;
  typeAccuracy: number;
  typeMacroF1: number;
  ece: number;
  /**
   * ECE over the documents answered with an in-domain type. An `unknown` answer's confidence is, by the contract,
   * the probability of the likeliest in-domain type (low by design), so a right `unknown` counts as a confident
   * miss in `ece`; this is the figure the dev corpus prints as 'confidence ECE (in-domain)'.
   */
  eceInDomain: number;
  perType: Record<string, { documents: number; correct: number; accuracy: number }>;
  confusion: Record<string, Record<string, number>>;
  misclassified: RealOutcome[];
}

export function scoreReal(outcomes: RealOutcome[]): RealScores {
  const perType: RealScores['perType'] = {};
  const confusion: RealScores['confusion'] = {};
  for (const o of outcomes) {
    const row = (perType[o.expected] ??= { documents: 0, correct: 0, accuracy: 0 });
    row.documents += 1;
    if (o.actual === o.expected) row.correct += 1;
    (confusion[o.expected] ??= {})[o.actual] = (confusion[o.expected]![o.actual] ?? 0) + 1;
  }
  for (const row of Object.values(perType)) row.accuracy = row.correct / row.documents;
  const correct = outcomes.filter((o) => o.actual === o.expected).length;
  return {
    documents: outcomes.length,
    failed: outcomes.filter((o) => o.actual === '(failed)').length,
    typeAccuracy: correct / Math.max(1, outcomes.length),
    typeMacroF1: macroF1(outcomes, DOCUMENT_TYPES),
    ece: calibration(outcomes.map((o) => ({ confidence: o.confidence, correct: o.actual === o.expected }))).ece,
    eceInDomain: calibration(
      outcomes.filter((o) => o.actual !== 'unknown' && o.actual !== '(failed)').map((o) => ({ confidence: o.confidence, correct: o.actual === o.expected })),
    ).ece,
    perType,
    confusion,
    misclassified: outcomes.filter((o) => o.actual !== o.expected),
  };
}
