/**
 * Training the document-type model, as a function: scripts/train.ts writes its result to model/model.json, and
 * the tests train small models with it to check that the same options give the same bytes.
 *
 * 1. Generate a labelled synthetic set (scripts/gen), the same number of documents for every type, shared
 *    among its families (templates). The dev corpus is never used here.
 * 2. Leave-one-family-out: for each family, train on the others and predict it. The temperature is fitted on
 *    these held-out predictions, so a confidence of 0.9 means 9 in 10 on templates the model never saw.
 * 3. Train on everything with the same settings, quantise the hashed weights to int8, and check the shipped
 *    (quantised) model on a fresh, noisier synthetic test set.
 *
 * Deterministic: seeded generators and shuffles, no clock, no Map-order surprises; the file records the command
 * that reproduces it and the fingerprint of the feature code it was trained with.
 */
import { DOCUMENT_TYPES } from '@wcab/contract';
import { CUE_NAMES } from '../../src/cues';
import { HASH_BITS, HASH_DIM } from '../../src/features';
import { codeFingerprint } from '../../src/fingerprint';
import { MODEL_FORMAT, type ModelFile, TRAIN_COMMAND, logits, parseModel } from '../../src/model';
import { generateByFamily } from '../gen/dataset';
import { type FloatModel, fitTemperature } from './logreg';
import { MODEL_OPTIONS, byGroup, crossCalibrated, featuresOf, labelsOf, lofoViews, predictionsAt, servedAnswers, trainModel } from './lofo';
import { fitConfidenceWeights, storedCueView, trainCueView } from './confidenceFit';
import { accuracy, confusionTable, ece, macroF1, reliabilityTable, riskCoverage } from './metrics';

/** The options of the committed model: `npm run train` with no options reproduces it. */
export const DEFAULT_TRAINING = { seed: 20261124, perType: 500, testPerType: 120 };

export interface TrainingOptions {
  seed: number;
  /** Training documents per type, shared among its families. */
  perType: number;
  /** Documents per type of the synthetic test set the shipped model is checked on. */
  testPerType: number;
}

/** The command line that trains with these options. */
export function trainingCommand(o: TrainingOptions): string {
  const extra = o.testPerType === DEFAULT_TRAINING.testPerType ? '' : ` --test-per-type ${o.testPerType}`;
  return `${TRAIN_COMMAND} -- --per-type ${o.perType} --seed ${o.seed}${extra}`;
}

/** A float model as a model file's int8 hashed weights and plain cue weights (no confidence model, no fingerprint). */
export function quantise(m: FloatModel, temperature: number, meta: Record<string, unknown>): ModelFile {
  const C = m.classes;
  let max = 0;
  for (let j = 0; j < HASH_DIM * C; j++) max = Math.max(max, Math.abs(m.w[j] as number));
  const scale = max / 127 || 1;
  const q = new Int8Array(HASH_DIM * C);
  for (let j = 0; j < HASH_DIM * C; j++) q[j] = Math.max(-127, Math.min(127, Math.round((m.w[j] as number) / scale)));
  const r = (x: number) => Math.round(x * 1e4) / 1e4;
  return {
    format: MODEL_FORMAT,
    classes: [...DOCUMENT_TYPES],
    hashBits: HASH_BITS,
    cueNames: [...CUE_NAMES],
    temperature: r(temperature),
    bias: Array.from(m.b, r),
    hashScale: scale,
    hashWeights: Buffer.from(q.buffer).toString('base64'),
    cueWeights: CUE_NAMES.map((_, k) => Array.from({ length: C }, (_, c) => r(m.w[(HASH_DIM + k) * C + c] as number))),
    training: meta,
  };
}

/** Trains a model; `log` receives the report (figures, confusion and reliability tables) as it goes. */
export function trainClassifier(o: TrainingOptions, log: (line: string) => void = () => {}): { file: ModelFile; json: string } {
  const docs = generateByFamily({ seed: o.seed, perType: o.perType });
  const xs = featuresOf(docs);
  const ys = labelsOf(docs);
  const families = new Set(docs.map((d) => d.kind)).size;
  log(`generated and featurised ${docs.length} documents of ${families} families`);

  const { logits: held, cueLogits } = lofoViews(docs, xs, ys, { ...MODEL_OPTIONS, seed: o.seed });
  const temperature = fitTemperature(held, ys);
  // The confidence model (src/confidence.ts): fitted on every family's held-out predictions, each read as the
  // answer the service gives after the paper's structure (lofo.ts servedAnswers); measured below cross-fitted
  // (each family's by weights fitted without it), as eval/lofo measures it.
  const confidenceWeights = fitConfidenceWeights(held, cueLogits, servedAnswers(docs, held, ys), temperature);
  const crossFitted = crossCalibrated(docs, held, ys, cueLogits);
  const raw = predictionsAt(held, ys, 1);
  const cal = predictionsAt(held, ys, temperature);
  log(`\nleave-one-family-out accuracy ${accuracy(cal).toFixed(4)}  macro-F1 ${macroF1(cal, DOCUMENT_TYPES).toFixed(4)}`);
  log(`temperature ${temperature.toFixed(3)}  ECE before ${ece(raw).toFixed(4)}  after ${ece(cal).toFixed(4)}`);
  const caught = (ps: typeof cal) =>
    riskCoverage(ps.map((p) => ({ confidence: p.confidence, correct: p.expected === p.predicted })))
      .map((r) => `${r.budget * 100} %: ${r.share.toFixed(3)}`)
      .join(', ');
  log(
    `wrong types caught by review budget: temperature alone ${caught(cal)}; confidence model (cross-fitted) ${caught(crossFitted)}, ECE ${ece(crossFitted).toFixed(4)}`,
  );
  log(confusionTable(cal, DOCUMENT_TYPES));
  log(reliabilityTable(cal));
  log('families hardest to generalise to (held out):');
  for (const f of byGroup(cal, (i) => docs[i]?.kind ?? '')
    .filter((f) => f.accuracy < 0.98)
    .sort((a, b) => a.accuracy - b.accuracy)) {
    log(`  ${f.name.padEnd(24)} n=${String(f.n).padStart(4)} accuracy ${f.accuracy.toFixed(3)} ${JSON.stringify(f.errors)}`);
  }

  const final = trainModel(xs, ys, { ...MODEL_OPTIONS, seed: o.seed });
  const meta = {
    seed: o.seed,
    perType: o.perType,
    documents: docs.length,
    families,
    ...MODEL_OPTIONS,
    lofoAccuracy: Number(accuracy(cal).toFixed(4)),
    lofoMacroF1: Number(macroF1(cal, DOCUMENT_TYPES).toFixed(4)),
    lofoEce: Number(ece(cal).toFixed(4)),
    lofoConfidenceEce: Number(ece(crossFitted).toFixed(4)),
  };
  const cueView = storedCueView(trainCueView(xs, ys, { ...MODEL_OPTIONS, seed: o.seed }));
  const file: ModelFile = {
    ...quantise(final, temperature, meta),
    confidence: { ...cueView, weights: confidenceWeights },
    trainedBy: trainingCommand(o),
    fingerprint: codeFingerprint(),
  };
  const shipped = parseModel(file);
  const test = generateByFamily({ seed: o.seed + 99991, perType: o.testPerType, noisy: 0.8, maxNoise: 1 });
  const testP = predictionsAt(
    featuresOf(test).map((x) => logits(shipped, x)),
    labelsOf(test),
    shipped.temperature,
  );
  file.training = { ...meta, syntheticTestAccuracy: Number(accuracy(testP).toFixed(4)), syntheticTestEce: Number(ece(testP).toFixed(4)) };
  log(`\nsynthetic test (fresh seed, seen families, 80% noisy): accuracy ${accuracy(testP).toFixed(4)}  ECE ${ece(testP).toFixed(4)}`);
  return { file, json: `${JSON.stringify(file)}\n` };
}
