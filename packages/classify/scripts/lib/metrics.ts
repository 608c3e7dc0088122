/** Accuracy, macro-F1, confusion table and calibration (ECE, reliability table) for the scripts. */

export interface Prediction {
  expected: string;
  predicted: string;
  /** probability the model gave its prediction */
  confidence: number;
}

export function accuracy(ps: Prediction[]): number {
  return ps.filter((p) => p.expected === p.predicted).length / Math.max(1, ps.length);
}

export function macroF1(ps: Prediction[], labels: readonly string[]): number {
  const present = labels.filter((l) => ps.some((p) => p.expected === l || p.predicted === l));
  const f1s = present.map((l) => {
    const tp = ps.filter((p) => p.expected === l && p.predicted === l).length;
    const fp = ps.filter((p) => p.expected !== l && p.predicted === l).length;
    const fn = ps.filter((p) => p.expected === l && p.predicted !== l).length;
    return tp === 0 ? 0 : (2 * tp) / (2 * tp + fp + fn);
  });
  return f1s.reduce((a, b) => a + b, 0) / Math.max(1, f1s.length);
}

export function confusionTable(ps: Prediction[], labels: readonly string[]): string {
  const short = (l: string) => l.slice(0, 8).padStart(8);
  const rows = [`${'expected \\ predicted'.padEnd(20)}${labels.map(short).join(' ')}`];
  for (const e of labels) {
    if (!ps.some((p) => p.expected === e)) continue;
    const cells = labels.map((l) => String(ps.filter((p) => p.expected === e && p.predicted === l).length || '.').padStart(8));
    rows.push(`${e.padEnd(20)}${cells.join(' ')}`);
  }
  return rows.join('\n');
}

export interface Bin {
  lo: number;
  hi: number;
  n: number;
  meanConfidence: number;
  accuracy: number;
}

export function reliability(ps: Prediction[], bins = 10): Bin[] {
  const out: Bin[] = [];
  for (let k = 0; k < bins; k++) {
    const lo = k / bins;
    const hi = (k + 1) / bins;
    const inBin = ps.filter((p) => p.confidence > lo - (k === 0 ? 1e-9 : 0) && p.confidence <= hi);
    out.push({
      lo,
      hi,
      n: inBin.length,
      meanConfidence: inBin.reduce((a, p) => a + p.confidence, 0) / Math.max(1, inBin.length),
      accuracy: accuracy(inBin),
    });
  }
  return out;
}

/** Expected calibration error: bin-weighted |accuracy - confidence|. */
export function ece(ps: Prediction[], bins = 10): number {
  return reliability(ps, bins).reduce((a, b) => a + (b.n / Math.max(1, ps.length)) * Math.abs(b.accuracy - b.meanConfidence), 0);
}

export function reliabilityTable(ps: Prediction[], bins = 10): string {
  const rows = ['confidence      n   mean conf   accuracy'];
  for (const b of reliability(ps, bins)) {
    if (b.n === 0) continue;
    rows.push(
      `(${b.lo.toFixed(1)}, ${b.hi.toFixed(1)}]  ${String(b.n).padStart(5)}   ${b.meanConfidence.toFixed(3).padStart(9)}   ${b.accuracy.toFixed(3).padStart(8)}`,
    );
  }
  return rows.join('\n');
}

/** What a review budget catches: the least sure `budget` share of answers goes to a person. */
export interface RiskCoveragePoint {
  /** Share of answers sent to review. */
  budget: number;
  reviewed: number;
  /** Wrong answers among all, and among those reviewed. */
  wrong: number;
  caught: number;
  /** caught / wrong (1 when nothing is wrong). */
  share: number;
  /** The highest confidence that still went to review at this budget. */
  threshold: number;
}

export const REVIEW_BUDGETS = [0.1, 0.2] as const;

/**
 * Risk-coverage at review budgets: answers sorted from least to most confident, the first `budget` share reviewed;
 * how many of the wrong answers they hold. A confidence that knows when it does not know catches most of them
 * with a small budget; one that is as sure of its mistakes as of the rest catches about `budget` of them.
 */
export function riskCoverage(
  points: ReadonlyArray<{ confidence: number; correct: boolean }>,
  budgets: readonly number[] = REVIEW_BUDGETS,
): RiskCoveragePoint[] {
  const sorted = points.map((p, i) => ({ ...p, i })).sort((a, b) => a.confidence - b.confidence || a.i - b.i);
  const wrong = points.filter((p) => !p.correct).length;
  return budgets.map((budget) => {
    const reviewed = Math.round(budget * points.length);
    const head = sorted.slice(0, reviewed);
    const caught = head.filter((p) => !p.correct).length;
    return { budget, reviewed, wrong, caught, share: wrong ? caught / wrong : 1, threshold: head.length ? head[head.length - 1]!.confidence : 0 };
  });
}
