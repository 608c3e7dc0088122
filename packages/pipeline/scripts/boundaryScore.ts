/**
 * Boundary precision, recall and F1 of a split against the known documents of a generated batch, and the
 * documents merged across an ADJ-number change. Pure; shared by the training report and npm run eval.
 */
import { sameAdj } from '../src/split/boundaries/features';
import type { GeneratedDocument } from './boundaryBatches';

export interface SplitCounts {
  tp: number;
  fp: number;
  fn: number;
  /** Returned documents holding pages of two documents that print different ADJ numbers. */
  adjMerges: number;
  batches: number;
}

export const emptyCounts = (): SplitCounts => ({ tp: 0, fp: 0, fn: 0, adjMerges: 0, batches: 0 });

/** `starts`: 1-based first pages of the returned documents (the batch's first document included or not). */
export function countSplit(counts: SplitCounts, truth: GeneratedDocument[], starts: number[]): void {
  const want = new Set(truth.slice(1).map((d) => d.start + 1));
  const got = new Set(starts.filter((s) => s !== 1 && s !== truth[0]!.start + 1));
  for (const s of got)
    if (want.has(s)) counts.tp++;
    else counts.fp++;
  for (const s of want) if (!got.has(s)) counts.fn++;
  // A returned document spanning the start of a true document of another case merged two cases.
  const sorted = [...new Set([truth[0]!.start + 1, ...got])].sort((a, b) => a - b);
  for (let k = 1; k < truth.length; k++) {
    const doc = truth[k]!;
    const before = truth[k - 1]!;
    // Only a change the pages show: both documents print ADJ numbers, and none in common. Two numbers one digit
    // apart are one number read twice (the batch's OCR noise turns an 8 into a 3), as the splitter reads them.
    const differentCase = doc.adj.length > 0 && before.adj.length > 0 && !doc.adj.some((a) => before.adj.some((b) => sameAdj(a, b)));
    if (differentCase && !got.has(doc.start + 1) && sorted.some((s) => s <= doc.start + 1)) counts.adjMerges++;
  }
  counts.batches++;
}

export function prf(c: SplitCounts): { precision: number; recall: number; f1: number } {
  const precision = c.tp + c.fp ? c.tp / (c.tp + c.fp) : 1;
  const recall = c.tp + c.fn ? c.tp / (c.tp + c.fn) : 1;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}
