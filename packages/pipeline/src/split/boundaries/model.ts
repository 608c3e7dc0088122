/**
 * The boundary model: logistic regression over the boundary features (features.ts), with a Platt
 * calibration fitted on families the weights never saw (packages/pipeline/scripts/trainBoundaries.ts
 * writes boundaryModel.json; nothing is downloaded). Its output is the probability that a new document
 * starts at the boundary.
 */
import { readFileSync } from 'node:fs';
import { FEATURE_NAMES, type FeatureVector } from './features';

export interface BoundaryModel {
  features: readonly string[];
  weights: number[];
  bias: number;
  /** Platt scaling of the raw logit: p = sigmoid(a * z + b). */
  calibration: { a: number; b: number };
  /** The default split threshold, chosen on the calibration families. */
  threshold?: number;
  training?: Record<string, unknown>;
}

let committed: BoundaryModel | undefined;

/**
 * The committed model (boundaryModel.json), read on first use. Read at use rather than at import so that the
 * trainer, which imports the features and the splitter, still runs after a feature is added: it is the tool that
 * writes the model those new features need. A model trained on other features is refused where it would be used.
 */
export function committedBoundaryModel(): BoundaryModel {
  if (committed) return committed;
  return (committed = checkedBoundaryModel(JSON.parse(readFileSync(new URL('./boundaryModel.json', import.meta.url), 'utf8')) as BoundaryModel));
}

/** `model` when it was trained on the features the code computes, in the same order; an error naming the fix otherwise. */
export function checkedBoundaryModel(model: BoundaryModel): BoundaryModel {
  if (model.features.join('|') !== FEATURE_NAMES.join('|')) {
    throw new Error('boundaryModel.json was trained on other features: run packages/pipeline/scripts/trainBoundaries.ts');
  }
  return model;
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function rawLogit(x: FeatureVector, m: Pick<BoundaryModel, 'weights' | 'bias'> = committedBoundaryModel()): number {
  let z = m.bias;
  for (let i = 0; i < x.length; i++) z += (m.weights[i] ?? 0) * x[i]!;
  return z;
}

/** Calibrated probability that a document starts at the boundary. */
export function boundaryProbability(x: FeatureVector, m: BoundaryModel = committedBoundaryModel()): number {
  return sigmoid(m.calibration.a * rawLogit(x, m) + m.calibration.b);
}
