/**
 * Trains the document-type model from generated data and writes model/model.json.
 *
 *   node --import tsx packages/classify/scripts/train.ts [--per-class N] [--seed S]
 *
 * 1. Generate a labelled synthetic set (scripts/gen). The dev corpus is never used here.
 * 2. Cross-fit: K folds split by template layout variant, so every out-of-fold prediction is on a layout the
 *    model did not see. The temperature fitted on those predictions reflects "new wording / new layout",
 *    the situation of documents written by other people, rather than the optimism of a random split.
 * 3. Train on everything, quantise the hashed weights to int8, and check accuracy and calibration of the
 *    shipped (quantised) model on a fresh, noisier synthetic test set.
 */
import { writeFileSync } from 'node:fs';
import { DOCUMENT_TYPES } from '@wcab/contract';
import { CUE_NAMES } from '../src/cues';
import { FEATURE_DIM, HASH_BITS, HASH_DIM, featurize, type SparseVector } from '../src/features';
import { MODEL_FORMAT, type ModelFile, logits, parseModel, softmax } from '../src/model';
import { findTitle } from '../src/titles';
import { generateDataset } from './gen/dataset';
import type { GenDoc } from './gen/types';
import { type FloatModel, fitTemperature, predictFloat, train } from './lib/logreg';
import { type Prediction, accuracy, confusionTable, ece, macroF1, reliabilityTable } from './lib/metrics';

function arg(name: string, dflt: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
}

const SEED = arg('seed', 20250614);
const PER_CLASS = arg('per-class', 1400);
const FOLDS = 5;
const OPTS = { dim: FEATURE_DIM, classes: DOCUMENT_TYPES.length, epochs: 8, lr: 0.2, l2: 1e-4, seed: SEED };
const OUT = new URL('../model/model.json', import.meta.url);

function features(docs: GenDoc[]): SparseVector[] {
  return docs.map((d) => featurize(d.pages, findTitle(d.pages)?.type));
}
function labels(docs: GenDoc[]): number[] {
  return docs.map((d) => DOCUMENT_TYPES.indexOf(d.label));
}
function argmax(z: number[]): number {
  let best = 0;
  z.forEach((v, i) => {
    if (v > (z[best] as number)) best = i;
  });
  return best;
}
function predictions(zs: number[][], ys: number[], t: number): Prediction[] {
  return zs.map((z, i) => {
    const p = softmax(z, t);
    const k = argmax(p);
    return { expected: DOCUMENT_TYPES[ys[i] as number] as string, predicted: DOCUMENT_TYPES[k] as string, confidence: p[k] as number };
  });
}
/** Stable string hash used to assign layout groups to folds. */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function quantise(m: FloatModel, temperature: number, meta: Record<string, unknown>): ModelFile {
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

const t0 = Date.now();
const docs = generateDataset({ seed: SEED, perClass: PER_CLASS });
const xs = features(docs);
const ys = labels(docs);
console.log(`generated and featurised ${docs.length} documents in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

// Cross-fitting by layout group.
const groups = [...new Set(docs.map((d) => d.variant))].sort((a, b) => hash(a) - hash(b));
const foldOf = new Map(groups.map((g, i) => [g, i % FOLDS]));
const oofLogits: number[][] = new Array(docs.length);
for (let f = 0; f < FOLDS; f++) {
  const tr = docs.map((_, i) => i).filter((i) => foldOf.get(docs[i]?.variant ?? '') !== f);
  const te = docs.map((_, i) => i).filter((i) => foldOf.get(docs[i]?.variant ?? '') === f);
  const m = train(tr.map((i) => xs[i] as SparseVector), tr.map((i) => ys[i] as number), { ...OPTS, seed: SEED + f });
  for (const i of te) oofLogits[i] = predictFloat(m, xs[i] as SparseVector);
  console.log(`fold ${f + 1}/${FOLDS}: trained on ${tr.length}, held out ${te.length} (${groups.filter((g) => foldOf.get(g) === f).length} layouts)`);
}
const temperature = fitTemperature(oofLogits, ys);
const oofRaw = predictions(oofLogits, ys, 1);
const oofCal = predictions(oofLogits, ys, temperature);
console.log(`\nheld-out-layout accuracy ${accuracy(oofCal).toFixed(4)}  macro-F1 ${macroF1(oofCal, DOCUMENT_TYPES).toFixed(4)}`);
console.log(`temperature ${temperature.toFixed(3)}  ECE before ${ece(oofRaw).toFixed(4)}  after ${ece(oofCal).toFixed(4)}`);
console.log(confusionTable(oofCal, DOCUMENT_TYPES));
const perLayout = groups
  .map((g) => {
    const idx = docs.map((d, i) => (d.variant === g ? i : -1)).filter((i) => i >= 0);
    const wrong = idx.filter((i) => oofCal[i]?.predicted !== oofCal[i]?.expected);
    const as = [...new Set(wrong.map((i) => oofCal[i]?.predicted))].join(',');
    return { g, n: idx.length, err: wrong.length / Math.max(1, idx.length), as };
  })
  .filter((x) => x.err > 0.02)
  .sort((a, b) => b.err - a.err);
console.log('layouts hardest to generalise to (held out):');
for (const x of perLayout.slice(0, 12)) console.log(`  ${x.g.padEnd(28)} n=${String(x.n).padStart(4)} error ${(100 * x.err).toFixed(1)}% -> ${x.as}`);

// Final model on all data.
const final = train(xs, ys, OPTS);
const test = generateDataset({ seed: SEED + 99991, perClass: 150, noisy: 0.8, maxNoise: 1 });
const meta = {
  seed: SEED,
  perClass: PER_CLASS,
  documents: docs.length,
  layouts: groups.length,
  epochs: OPTS.epochs,
  learningRate: OPTS.lr,
  l2: OPTS.l2,
  folds: FOLDS,
  heldOutLayoutAccuracy: Number(accuracy(oofCal).toFixed(4)),
  heldOutLayoutEce: Number(ece(oofCal).toFixed(4)),
};
const file = quantise(final, temperature, meta);
const shipped = parseModel(file);
const testX = features(test);
const testY = labels(test);
const testP = predictions(testX.map((x) => logits(shipped, x)), testY, shipped.temperature);
file.training = { ...meta, syntheticTestAccuracy: Number(accuracy(testP).toFixed(4)), syntheticTestEce: Number(ece(testP).toFixed(4)) };
console.log(`\nsynthetic test (fresh seed, 80% noisy): accuracy ${accuracy(testP).toFixed(4)}  ECE ${ece(testP).toFixed(4)}`);
console.log(reliabilityTable(testP));
writeFileSync(OUT, `${JSON.stringify(file)}\n`);
console.log(`\nwrote ${OUT.pathname} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
