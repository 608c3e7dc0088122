/**
 * Fitting the confidence model (src/confidence.ts) on held-out families: the cue view is trained like the
 * main model on the cue features alone; the weights that combine the two views are a logistic regression,
 * fitted by Newton's method (five unknowns, a few hundred to a few thousand rows: exact and deterministic),
 * on documents each predicted by models trained without their family.
 */
import { DOCUMENT_TYPES } from '@wcab/contract';
import { CUE_NAMES } from '../../src/cues';
import { CONFIDENCE_FEATURES, confidenceFeatures, topOf, type ConfidenceModel } from '../../src/confidence';
import { HASH_DIM, type SparseVector } from '../../src/features';
import { type FloatModel, predictFloat, train } from './logreg';
import type { ModelOptions } from './lofo';

/** The cue part of a feature vector, re-indexed from 0 (the cue view's input). */
export function cuePart(x: SparseVector): SparseVector {
  const idx: number[] = [];
  const val: number[] = [];
  x.idx.forEach((i, k) => {
    if (i >= HASH_DIM) {
      idx.push(i - HASH_DIM);
      val.push(x.val[k] as number);
    }
  });
  return { idx, val };
}

export function trainCueView(xs: SparseVector[], ys: number[], o: ModelOptions): FloatModel {
  return train(xs.map(cuePart), ys, { dim: CUE_NAMES.length, classes: DOCUMENT_TYPES.length, ...o });
}

export function cueViewLogits(m: FloatModel, x: SparseVector): number[] {
  return predictFloat(m, cuePart(x));
}

/** The cue view as the model file stores it (4 decimals). */
export function storedCueView(m: FloatModel): Pick<ConfidenceModel, 'cueBias' | 'cueWeights'> {
  const r = (x: number) => Math.round(x * 1e4) / 1e4;
  const C = m.classes;
  return {
    cueBias: Array.from(m.b, r),
    cueWeights: CUE_NAMES.map((_, k) => Array.from({ length: C }, (_, c) => r(m.w[k * C + c] as number))),
  };
}

/** Whether each held-out prediction was right: the main model's top class against the label. */
export function rightAnswers(logits: number[][], ys: number[]): number[] {
  return logits.map((z, i) => (z.indexOf(Math.max(...z)) === ys[i] ? 1 : 0));
}

/** Solves a x = b (a small dense system) by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] as number]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    const d = m[c]![c]!;
    if (Math.abs(d) < 1e-12) continue;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / d;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => (Math.abs(row[i]!) < 1e-12 ? 0 : row[n]! / row[i]!));
}

/**
 * Logistic regression of `right` on `features` (a leading bias added), L2 `l2` on the weights but not the bias:
 * Newton's method from zero, a fixed number of steps.
 */
export function fitLogistic(features: number[][], right: number[], l2 = 1e-2, steps = 30): number[] {
  const d = (features[0]?.length ?? CONFIDENCE_FEATURES.length) + 1;
  let w = new Array<number>(d).fill(0);
  for (let step = 0; step < steps; step++) {
    const g = new Array<number>(d).fill(0);
    const h = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    features.forEach((f, i) => {
      const x = [1, ...f];
      const p = 1 / (1 + Math.exp(-x.reduce((a, v, j) => a + v * (w[j] as number), 0)));
      const s = Math.max(p * (1 - p), 1e-9);
      for (let j = 0; j < d; j++) {
        g[j]! += (p - (right[i] as number)) * (x[j] as number);
        for (let k = 0; k < d; k++) h[j]![k]! += s * (x[j] as number) * (x[k] as number);
      }
    });
    for (let j = 1; j < d; j++) {
      g[j]! += l2 * features.length * (w[j] as number);
      h[j]![j]! += l2 * features.length;
    }
    const delta = solve(h, g);
    w = w.map((v, j) => v - (delta[j] as number));
  }
  return w.map((v) => Math.round(v * 1e4) / 1e4);
}

/**
 * The cue view's weights (confidence.ts), fitted on held-out logits of both views: how often the answer the
 * service gives is right given what the cue view says of the main model's top type. The rows are the answers
 * whose probability is the confidence model's (`served`, lofo.ts servedAnswers), each labelled by whether the
 * answer after the paper's structure (structure.ts) is right, not the model's top type: an error a rule fixes
 * is no error of the answered confidence, and an answer a rule moves to the model's next type keeps the main
 * model's probability, which these weights do not set.
 */
export function fitConfidenceWeights(
  logits: number[][],
  cueLogits: number[][],
  served: ReadonlyArray<{ right: boolean; byConfidence: boolean }>,
  temperature: number,
): number[] {
  const rows = logits.map((_, i) => i).filter((i) => served[i]?.byConfidence);
  return fitLogistic(
    rows.map((i) => confidenceFeatures(topOf(logits[i] as number[], temperature).top, cueLogits[i] as number[])),
    rows.map((i) => (served[i]?.right ? 1 : 0)),
  );
}
