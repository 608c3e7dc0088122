/**
 * A cross-validation fold's model (trainCv.ts, confidenceCv.ts): the main model and the confidence model's cue view
 * trained on the generated set and the real documents outside the fold, with the temperature and the combining
 * weights of `reference` (fitted on generated held-out families, they say nothing of the fold's documents): quick,
 * for answering a fold as the shipped model answers a source it never read.
 */
import { storedCueView, trainCueView } from '../../packages/classify/scripts/lib/confidenceFit';
import { type LabelledVectors, MODEL_OPTIONS, trainModel } from '../../packages/classify/scripts/lib/lofo';
import { DEFAULT_TRAINING, quantise } from '../../packages/classify/scripts/lib/trainClassifier';
import { codeFingerprint } from '../../packages/classify/src/fingerprint';
import { type Model, type ModelFile, parseModel } from '../../packages/classify/src/model';

export function foldModel(generated: LabelledVectors, real: LabelledVectors, reference: ModelFile): Model {
  const xs = [...generated.xs, ...real.xs];
  const ys = [...generated.ys, ...real.ys];
  const opts = { ...MODEL_OPTIONS, seed: DEFAULT_TRAINING.seed };
  return parseModel({
    ...quantise(trainModel(xs, ys, opts), reference.temperature, {}),
    confidence: { ...storedCueView(trainCueView(xs, ys, opts)), weights: reference.confidence!.weights },
    fingerprint: codeFingerprint(),
  });
}
