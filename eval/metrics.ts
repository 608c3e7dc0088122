/** Small, pure scoring helpers shared by the classify and batch scorers. */

export interface Prf {
  tp: number;
  fp: number;
  fn: number;
}

export const emptyPrf = (): Prf => ({ tp: 0, fp: 0, fn: 0 });

export function addSets(acc: Prf, expected: Iterable<string>, returned: Iterable<string>): Prf {
  const exp = new Set(expected);
  const ret = new Set(returned);
  for (const x of ret) exp.has(x) ? (acc.tp += 1) : (acc.fp += 1);
  for (const x of exp) if (!ret.has(x)) acc.fn += 1;
  return acc;
}

export function prf(acc: Prf): { precision: number; recall: number; f1: number } {
  const precision = acc.tp + acc.fp === 0 ? 1 : acc.tp / (acc.tp + acc.fp);
  const recall = acc.tp + acc.fn === 0 ? 1 : acc.tp / (acc.tp + acc.fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

export class Ratio {
  hits = 0;
  total = 0;
  add(hit: boolean): void {
    this.total += 1;
    if (hit) this.hits += 1;
  }
  get value(): number {
    return this.total === 0 ? 1 : this.hits / this.total;
  }
}

const COMPANY_SUFFIXES = /\b(inc|llc|l l c|corp|corporation|co|company|ltd|lp|llp|pc|apc|plc)\b/g;

/** Names compared case-insensitively with punctuation removed and company suffixes ignored (corpus README). */
export function normName(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(COMPANY_SUFFIXES, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** Reliability table and expected calibration error over (confidence, correct) pairs. */
export function calibration(points: Array<{ confidence: number; correct: boolean }>, bins = 5) {
  const table = Array.from({ length: bins }, (_, i) => ({ from: i / bins, to: (i + 1) / bins, n: 0, confidence: 0, accuracy: 0 }));
  for (const p of points) {
    const bin = table[Math.min(bins - 1, Math.floor(p.confidence * bins))]!;
    bin.n += 1;
    bin.confidence += p.confidence;
    bin.accuracy += p.correct ? 1 : 0;
  }
  let ece = 0;
  for (const bin of table) {
    if (bin.n === 0) continue;
    bin.confidence /= bin.n;
    bin.accuracy /= bin.n;
    ece += (bin.n / Math.max(1, points.length)) * Math.abs(bin.confidence - bin.accuracy);
  }
  return { ece, table };
}

export function macroF1(pairs: Array<{ expected: string; actual: string }>, labels: readonly string[]): number {
  const present = labels.filter((l) => pairs.some((p) => p.expected === l || p.actual === l));
  const f1s = present.map((label) => {
    const acc = emptyPrf();
    for (const p of pairs) {
      if (p.actual === label && p.expected === label) acc.tp += 1;
      else if (p.actual === label) acc.fp += 1;
      else if (p.expected === label) acc.fn += 1;
    }
    return prf(acc).f1;
  });
  return f1s.length ? f1s.reduce((a, b) => a + b, 0) / f1s.length : 1;
}
