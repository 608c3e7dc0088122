/**
 * The probability that the answered type is right, from two views of the document (issue 31). The main model
 * reads every n-gram and cue; a second, small model reads the named domain cues alone (cues.ts). On a layout
 * no generator family wrote, the n-grams can carry the main model to a confident wrong type while the cues,
 * which name what a document is (a caption, a CPT table, Q./A. lines), say something else: the two views
 * disagreeing is the out-of-distribution signal the main model's own probability lacks.
 *
 * The cue view's word on the answer is a logistic model over two numbers (CONFIDENCE_FEATURES), fitted on
 * held-out generator families only (scripts/lib/confidenceFit.ts): each row is a document predicted by a model
 * trained without its family, labelled by whether that prediction was right. The answer's confidence is the
 * lower of that and the main model's own calibrated probability. It never changes which type is answered.
 */
import { HASH_DIM, type SparseVector } from './features';

/** What the confidence model reads, in order (its weights follow a leading bias). */
export const CONFIDENCE_FEATURES = [
  "the cue view answers the main model's top type (1) or another (0)",
  "log-odds of the main model's top type under the cue view",
] as const;

export interface ConfidenceModel {
  /** The cue view: a logistic regression over the cues alone, bias per class and weights cues x classes. */
  cueBias: number[];
  cueWeights: number[][];
  /** Bias, then one weight per CONFIDENCE_FEATURES entry. */
  weights: number[];
}

/** The cue view's logits: the cue part of the feature vector (indices from HASH_DIM) alone. */
export function cueLogits(cm: Pick<ConfidenceModel, 'cueBias' | 'cueWeights'>, x: SparseVector): number[] {
  const z = [...cm.cueBias];
  for (let k = 0; k < x.idx.length; k++) {
    const i = x.idx[k] as number;
    if (i < HASH_DIM) continue;
    const row = cm.cueWeights[i - HASH_DIM];
    if (!row) continue;
    for (let c = 0; c < z.length; c++) z[c] = (z[c] as number) + (x.val[k] as number) * (row[c] as number);
  }
  return z;
}

/** Probabilities of logits `z` read at `temperature` (model.ts has the same; this module imports nothing of it, so the two load in any order). */
function softmax(z: readonly number[], temperature: number): number[] {
  const max = Math.max(...z);
  const e = z.map((v) => Math.exp((v - max) / temperature));
  const sum = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / sum);
}

/** Bounded log-odds, so a probability of exactly 0 or 1 stays a finite feature. */
const logOdds = (p: number) => {
  const q = Math.min(1 - 1e-6, Math.max(1e-6, p));
  return Math.log(q / (1 - q));
};

function argmax(v: readonly number[]): number {
  let best = 0;
  for (let i = 1; i < v.length; i++) if ((v[i] as number) > (v[best] as number)) best = i;
  return best;
}

/** The main model's top class and its probability, its logits `z` read at `temperature`. */
export function topOf(z: readonly number[], temperature: number): { top: number; probability: number } {
  const p = softmax(z, temperature);
  const top = argmax(p);
  return { top, probability: p[top] as number };
}

/** The confidence model's inputs about the main model's top class `top`, from the cue view's logits `cueZ`. */
export function confidenceFeatures(top: number, cueZ: readonly number[]): number[] {
  const cue = softmax(cueZ, 1);
  return [argmax(cueZ) === top ? 1 : 0, logOdds(cue[top] as number)];
}

/** The cue view's probability that the main model's top type is right (the fitted logistic model). */
export function cueViewConfidence(weights: readonly number[], features: readonly number[]): number {
  let s = weights[0] as number;
  features.forEach((f, j) => {
    s += f * (weights[j + 1] as number);
  });
  return 1 / (1 + Math.exp(-s));
}

/**
 * The probability that the main model's top type is right: the lower of the two views' (the main model's
 * calibrated probability, the cue view's fitted one). Either view can make an answer less sure, neither can make
 * it surer than the other allows: a document the cues do not recognise as the type the n-grams chose is flagged,
 * however sure the n-grams are.
 */
export function typeConfidence(
  weights: readonly number[],
  z: readonly number[],
  cueZ: readonly number[],
  temperature: number,
): { top: number; confidence: number } {
  const { top, probability } = topOf(z, temperature);
  return { top, confidence: Math.min(probability, cueViewConfidence(weights, confidenceFeatures(top, cueZ))) };
}
