/**
 * Measuring the doubt signals (src/doubt.ts): how well each ranks the wrong answers below the right ones, and what
 * a logistic model over the answer's probability and a signal catches at a review budget. Shared by
 * scripts/doubtSignals.ts (held-out generator families) and eval/real/doubtSignals.ts (the real development half).
 */
import { DOUBT_SIGNALS, logistic } from '../../src/doubt';
import { fitLogistic } from './confidenceFit';
import { ece, riskCoverage } from './metrics';

/** One answer: its signals (DOUBT_SIGNALS order) and whether it was right. */
export interface DoubtRow {
  signals: number[];
  right: boolean;
}

/**
 * The probability that a wrong answer ranks below a right one by `score` (ties half): the area under the ROC
 * curve, wrong answers as the positives, read low-first.
 */
export function rankArea(rows: readonly DoubtRow[], score: (r: DoubtRow) => number): number {
  const wrong = rows.filter((r) => !r.right).map(score);
  const right = rows.filter((r) => r.right).map(score);
  if (!wrong.length || !right.length) return Number.NaN;
  let s = 0;
  for (const w of wrong) for (const r of right) s += w < r ? 1 : w === r ? 0.5 : 0;
  return s / (wrong.length * right.length);
}

/** The column sets compared: the probability alone, with each other signal, and all of them. */
export function candidateColumns(): { name: string; columns: number[] }[] {
  const rest = DOUBT_SIGNALS.map((_, j) => j).slice(1);
  return [
    { name: 'probability alone', columns: [0] },
    ...rest.map((j) => ({ name: `probability + ${DOUBT_SIGNALS[j]}`, columns: [0, j] })),
    { name: 'all signals', columns: [0, ...rest] },
  ];
}

export const pick = (row: DoubtRow, columns: readonly number[]) => columns.map((c) => row.signals[c] as number);

/** The weights of a logistic model of whether the answer was right, over `columns` of the signals. */
export function fitDoubt(rows: readonly DoubtRow[], columns: readonly number[]): number[] {
  return fitLogistic(
    rows.map((r) => pick(r, columns)),
    rows.map((r) => (r.right ? 1 : 0)),
  );
}

/** Wrong types caught at the 10 % and 20 % review budgets, and ECE, of `confidence` over `rows`. */
export function figuresOf(rows: readonly DoubtRow[], confidence: readonly number[]): { caught10: number; caught20: number; ece: number; wrong: number } {
  const points = rows.map((r, i) => ({ confidence: confidence[i] as number, correct: r.right }));
  const rc = riskCoverage(points);
  const r3 = (x: number) => Math.round(x * 1000) / 1000;
  return {
    caught10: r3(rc[0]?.share ?? 0),
    caught20: r3(rc[1]?.share ?? 0),
    ece: r3(ece(points.map((p) => ({ expected: 'x', predicted: p.correct ? 'x' : 'y', confidence: p.confidence })))),
    wrong: rc[0]?.wrong ?? 0,
  };
}

/** The probabilities of `rows` under weights fitted on `fitted` (a logistic model over `columns`). */
export function appliedDoubt(fitted: readonly DoubtRow[], rows: readonly DoubtRow[], columns: readonly number[]): number[] {
  const w = fitDoubt(fitted, columns);
  return rows.map((r) => logistic(w, pick(r, columns)));
}
