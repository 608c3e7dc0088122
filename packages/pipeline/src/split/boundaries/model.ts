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

export const BOUNDARY_MODEL = JSON.parse(readFileSync(new URL('./boundaryModel.json', import.meta.url), 'utf8')) as BoundaryModel;

if (BOUNDARY_MODEL.features.join('|') !== FEATURE_NAMES.join('|')) {
  throw new Error('boundaryModel.json was trained on other features: run packages/pipeline/scripts/trainBoundaries.ts');
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function rawLogit(x: FeatureVector, m: Pick<BoundaryModel, 'weights' | 'bias'> = BOUNDARY_MODEL): number {
  let z = m.bias;
  for (let i = 0; i < x.length; i++) z += (m.weights[i] ?? 0) * x[i]!;
  return z;
}

/** Calibrated probability that a document starts at the boundary. */
export function boundaryProbability(x: FeatureVector, m: BoundaryModel = BOUNDARY_MODEL): number {
  return sigmoid(m.calibration.a * rawLogit(x, m) + m.calibration.b);
}
