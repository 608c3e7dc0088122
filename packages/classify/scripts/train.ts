/**
 * Trains the document-type model from generated data and writes model/model.json.
 *
 *   node --import tsx packages/classify/scripts/train.ts [--per-type N] [--seed S]
 *
 * 1. Generate a labelled synthetic set (scripts/gen), the same number of documents for every type, shared
 *    among its families (templates). The dev corpus is never used here.
 * 2. Leave-one-family-out: for each family, train on the others and predict it. The temperature is fitted on
 *    these held-out predictions, so a confidence of 0.9 means 9 in 10 on templates the model never saw.
 * 3. Train on everything with the same settings, quantise the hashed weights to int8, and check the shipped
 *    (quantised) model on a fresh, noisier synthetic test set.
 */
import { writeFileSync } from 'node:fs';
import { DOCUMENT_TYPES } from '@wcab/contract';
import { CUE_NAMES } from '../src/cues';
import { HASH_BITS, HASH_DIM } from '../src/features';
import { MODEL_FORMAT, type ModelFile, logits, parseModel } from '../src/model';
import { generateByFamily } from './gen/dataset';
import { type FloatModel, fitTemperature } from './lib/logreg';
import { MODEL_OPTIONS, byGroup, featuresOf, labelsOf, lofoLogits, predictionsAt, trainModel } from './lib/lofo';
import { accuracy, confusionTable, ece, macroF1, reliabilityTable } from './lib/metrics';

function arg(name: string, dflt: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : dflt;
}

const SEED = arg('seed', 20261124);
const PER_TYPE = arg('per-type', 800);
const OUT = new URL('../model/model.json', import.meta.url);

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
const docs = generateByFamily({ seed: SEED, perType: PER_TYPE });
const xs = featuresOf(docs);
const ys = labelsOf(docs);
const families = new Set(docs.map((d) => d.kind)).size;
console.log(`generated and featurised ${docs.length} documents of ${families} families in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

const held = lofoLogits(docs, xs, ys, { ...MODEL_OPTIONS, seed: SEED });
const temperature = fitTemperature(held, ys);
const raw = predictionsAt(held, ys, 1);
const cal = predictionsAt(held, ys, temperature);
console.log(`\nleave-one-family-out accuracy ${accuracy(cal).toFixed(4)}  macro-F1 ${macroF1(cal, DOCUMENT_TYPES).toFixed(4)}`);
console.log(`temperature ${temperature.toFixed(3)}  ECE before ${ece(raw).toFixed(4)}  after ${ece(cal).toFixed(4)}`);
console.log(confusionTable(cal, DOCUMENT_TYPES));
console.log(reliabilityTable(cal));
console.log('families hardest to generalise to (held out):');
for (const f of byGroup(cal, (i) => docs[i]?.kind ?? '').filter((f) => f.accuracy < 0.98).sort((a, b) => a.accuracy - b.accuracy)) {
  console.log(`  ${f.name.padEnd(24)} n=${String(f.n).padStart(4)} accuracy ${f.accuracy.toFixed(3)} ${JSON.stringify(f.errors)}`);
}

const final = trainModel(xs, ys, { ...MODEL_OPTIONS, seed: SEED });
const meta = {
  seed: SEED,
  perType: PER_TYPE,
  documents: docs.length,
  families,
  ...MODEL_OPTIONS,
  lofoAccuracy: Number(accuracy(cal).toFixed(4)),
  lofoMacroF1: Number(macroF1(cal, DOCUMENT_TYPES).toFixed(4)),
  lofoEce: Number(ece(cal).toFixed(4)),
};
const file = quantise(final, temperature, meta);
const shipped = parseModel(file);
const test = generateByFamily({ seed: SEED + 99991, perType: 120, noisy: 0.8, maxNoise: 1 });
const testP = predictionsAt(featuresOf(test).map((x) => logits(shipped, x)), labelsOf(test), shipped.temperature);
file.training = { ...meta, syntheticTestAccuracy: Number(accuracy(testP).toFixed(4)), syntheticTestEce: Number(ece(testP).toFixed(4)) };
console.log(`\nsynthetic test (fresh seed, seen families, 80% noisy): accuracy ${accuracy(testP).toFixed(4)}  ECE ${ece(testP).toFixed(4)}`);
writeFileSync(OUT, `${JSON.stringify(file)}\n`);
console.log(`\nwrote ${OUT.pathname} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
