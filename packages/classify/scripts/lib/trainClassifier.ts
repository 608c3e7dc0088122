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
 * With `real` (issue 31), the real development half's documents (their page texts as the service reads them, from
 * the real set's read cache: eval/real/trainingSet.ts, which never gives a held-out source's document) are trained on
 * beside the generated set, each `weight` times, in every step: every leave-one-family-out fold trains on them (so
 * the temperature and the confidence model are still fitted on held-out generated families), and so does the final
 * model. `eval/real/trainCv.ts` measures it by cross-validation over the development half's sources.
 *
 * Deterministic: seeded generators and shuffles, no clock, no Map-order surprises; the file records the command
 * that reproduces it, a digest of the real documents it read (the same reads give the same bytes) and the
 * fingerprint of the feature code it was trained with.
 */
import { createHash } from 'node:crypto';
import { DOCUMENT_TYPES, type DocumentType } from '@wcab/contract';
import { CUE_NAMES } from '../../src/cues';
import { HASH_BITS, HASH_DIM, featurize, type SparseVector } from '../../src/features';
import { codeFingerprint } from '../../src/fingerprint';
import { MODEL_FORMAT, type ModelFile, TRAIN_COMMAND, logits, parseModel } from '../../src/model';
import { generateByFamily } from '../gen/dataset';
import { type FloatModel, fitTemperature } from './logreg';
import {
  type LabelledVectors,
  MODEL_OPTIONS,
  byGroup,
  crossCalibrated,
  featuresOf,
  labelsOf,
  lofoViews,
  predictionsAt,
  servedAnswers,
  trainModel,
} from './lofo';
import { fitConfidenceWeights, storedCueView, trainCueView } from './confidenceFit';
import { accuracy, confusionTable, ece, macroF1, reliabilityTable, riskCoverage } from './metrics';

/** Where eval/real/inProcess.ts keeps the real set's reads (its --cache default). */
export const REAL_READS_DEFAULT = '/tmp/wcab-real-reads';

export interface RealTrainingOptions {
  /** The real set's read cache (eval/real/inProcess.ts --cache). */
  reads: string;
  /** How many times each real document is trained on (the generated ones once). */
  weight: number;
}

export interface TrainingOptions {
  seed: number;
  /** Training documents per type, shared among its families. */
  perType: number;
  /** Documents per type of the synthetic test set the shipped model is checked on. */
  testPerType: number;
  /** The real development half trained on too (absent: generated documents only). */
  real?: RealTrainingOptions;
}

/**
 * The options of the committed model: `npm run train` with no options reproduces it (generated documents only).
 * `--real-reads` adds the real development half (issue 31; measured by eval/real/trainCv.ts, not committed:
 * eval/real/README.md, "Training on the development half").
 */
export const DEFAULT_TRAINING: TrainingOptions = { seed: 20261124, perType: 500, testPerType: 120 };

/**
 * A real document trained on: the development half's page texts as the service reads them and the type of the title
 * classifyDocument reads for them (titleFor with the layout's own title), labelled by a person (eval/real/manifest.json).
 */
export interface RealTrainingDocument {
  id: string;
  /** Its source repository (owner/name): cross-validation folds are whole sources. */
  source: string;
  label: DocumentType;
  pages: string[];
  titleType?: DocumentType;
}

/** The command line that trains with these options. */
export function trainingCommand(o: TrainingOptions): string {
  const extra = o.testPerType === DEFAULT_TRAINING.testPerType ? '' : ` --test-per-type ${o.testPerType}`;
  const real = o.real ? ` --real-reads ${o.real.reads} --real-weight ${o.real.weight}` : DEFAULT_TRAINING.real ? ' --no-real' : '';
  return `${TRAIN_COMMAND} -- --per-type ${o.perType} --seed ${o.seed}${extra}${real}`;
}

/** sha256 of the real documents as trained on (ids, labels, titles, page texts), in id order. */
export function realDigest(docs: readonly RealTrainingDocument[]): string {
  const h = createHash('sha256');
  for (const d of [...docs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) h.update(JSON.stringify([d.id, d.label, d.titleType ?? null, d.pages]));
  return h.digest('hex');
}

/** The real documents' feature vectors and labels, each document `weight` times. */
export function realVectors(docs: readonly RealTrainingDocument[], weight: number): LabelledVectors {
  const one: SparseVector[] = docs.map((d) => featurize(d.pages, d.titleType));
  const xs: SparseVector[] = [];
  const ys: number[] = [];
  for (let r = 0; r < weight; r++) {
    xs.push(...one);
    ys.push(...docs.map((d) => DOCUMENT_TYPES.indexOf(d.label)));
  }
  return { xs, ys };
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
export function trainClassifier(
  o: TrainingOptions,
  log: (line: string) => void = () => {},
  /** The real documents `o.real` names (eval/real/trainingSet.ts); none without `o.real`. */
  real: readonly RealTrainingDocument[] = [],
): { file: ModelFile; json: string } {
  if (o.real && real.length === 0) throw new Error('trainClassifier: real documents asked for (o.real) but none given');
  if (!o.real && real.length > 0) throw new Error('trainClassifier: real documents given without o.real (the file would not say how it was made)');
  if (o.real && (!Number.isInteger(o.real.weight) || o.real.weight < 1))
    throw new Error(`trainClassifier: real weight ${o.real.weight}: a positive whole number`);
  const docs = generateByFamily({ seed: o.seed, perType: o.perType });
  const xs = featuresOf(docs);
  const ys = labelsOf(docs);
  const families = new Set(docs.map((d) => d.kind)).size;
  log(`generated and featurised ${docs.length} documents of ${families} families`);
  const extra = realVectors(real, o.real?.weight ?? 0);
  const realMeta = o.real && {
    documents: real.length,
    sources: new Set(real.map((d) => d.source)).size,
    weight: o.real.weight,
    digest: realDigest(real),
  };
  if (realMeta)
    log(
      `and ${realMeta.documents} real development documents of ${realMeta.sources} sources, each ${realMeta.weight} times (digest ${realMeta.digest.slice(0, 12)})`,
    );

  const { logits: held, cueLogits } = lofoViews(docs, xs, ys, { ...MODEL_OPTIONS, seed: o.seed }, true, extra);
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

  const allXs = [...xs, ...extra.xs];
  const allYs = [...ys, ...extra.ys];
  const final = trainModel(allXs, allYs, { ...MODEL_OPTIONS, seed: o.seed });
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
    ...(realMeta ? { real: realMeta } : {}),
  };
  const cueView = storedCueView(trainCueView(allXs, allYs, { ...MODEL_OPTIONS, seed: o.seed }));
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
