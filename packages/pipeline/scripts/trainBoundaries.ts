/**
 * Trains the boundary model (src/split/boundaries/boundaryModel.json): a logistic regression over the
 * boundary features, on sheetless batches of the 'train' families; a Platt calibration on the
 * 'calibrate' families; and a report on the held-out families (those npm run eval scores). Deterministic.
 *
 *   node --import tsx packages/pipeline/scripts/trainBoundaries.ts [--carry-over]
 *
 * `--carry-over`: on batches whose page breaks fall where real papers put them (continuationPages.ts), as the
 * committed model was (2026-11-30); the split eval's batches are generated without them.
 */
import { writeFileSync } from 'node:fs';
import { boundaryFeatures, FEATURE_NAMES, sameAdj, type FeatureVector } from '../src/split/boundaries/features';
import { cuesAfter, type CueCache, type PageCues } from '../src/split/boundaries/pageCues';
import { sigmoid, type BoundaryModel } from '../src/split/boundaries/model';
import { splitByContent } from '../src/split/contentBoundaries';
import { generateBatches, type FamilyRole, type GeneratedBatch } from './boundaryBatches';
import { countSplit, emptyCounts, prf } from './boundaryScore';

const SEED = 22;
/** Each page's cues, computed once for training, calibration and every threshold scored. */
const CACHE: CueCache = new Map();

interface Example {
  x: FeatureVector;
  y: number;
}

/** Every boundary between two non-blank pages of a batch, with the document so far as it truly is. */
export function examples(batch: GeneratedBatch): Example[] {
  const starts = new Set(batch.documents.map((d) => d.start));
  const out: Example[] = [];
  let prev: PageCues | undefined;
  let prevText: string | undefined;
  let docAdj: string[] = [];
  let blankBetween = false;
  let pendingStart = false;
  batch.pages.forEach((text, i) => {
    const cues = cuesAfter(text, prevText, CACHE);
    // A document whose first page holds next to nothing starts at its next readable page.
    pendingStart ||= starts.has(i);
    if (cues.blank) {
      blankBetween = true;
      return;
    }
    if (prev) out.push({ x: boundaryFeatures(prev, cues, { blankBetween, docAdj }), y: pendingStart ? 1 : 0 });
    if (pendingStart) docAdj = [];
    for (const a of cues.adj) if (!docAdj.some((x) => sameAdj(x, a))) docAdj.push(a);
    prev = cues;
    prevText = text;
    blankBetween = false;
    pendingStart = false;
  });
  return out;
}

function fit(data: Example[], l2 = 1e-3, iterations = 3000, lr = 0.5): { weights: number[]; bias: number } {
  const d = FEATURE_NAMES.length;
  const w = new Array<number>(d).fill(0);
  let b = 0;
  // Full-batch gradient descent: 21 features, a few thousand examples; deterministic and quick.
  for (let it = 0; it < iterations; it++) {
    const gw = new Array<number>(d).fill(0);
    let gb = 0;
    for (const { x, y } of data) {
      let z = b;
      for (let j = 0; j < d; j++) z += w[j]! * x[j]!;
      const err = sigmoid(z) - y;
      for (let j = 0; j < d; j++) gw[j]! += err * x[j]!;
      gb += err;
    }
    for (let j = 0; j < d; j++) w[j] = w[j]! - lr * (gw[j]! / data.length + l2 * w[j]!);
    b -= lr * (gb / data.length);
  }
  return { weights: w, bias: b };
}

/** Platt scaling: p = sigmoid(a z + b), fitted by gradient descent on the calibration families' logits. */
function platt(zs: number[], ys: number[]): { a: number; b: number } {
  let a = 1;
  let b = 0;
  for (let it = 0; it < 4000; it++) {
    let ga = 0;
    let gb = 0;
    zs.forEach((z, i) => {
      const err = sigmoid(a * z + b) - ys[i]!;
      ga += err * z;
      gb += err;
    });
    a -= (0.05 * ga) / zs.length;
    b -= (0.05 * gb) / zs.length;
  }
  return { a, b };
}

function ece(ps: number[], ys: number[], bins = 10): number {
  let total = 0;
  for (let k = 0; k < bins; k++) {
    const idx = ps.map((p, i) => [p, i] as const).filter(([p]) => p >= k / bins && (p < (k + 1) / bins || (k === bins - 1 && p === 1)));
    if (!idx.length) continue;
    const conf = idx.reduce((s, [p]) => s + p, 0) / idx.length;
    const acc = idx.reduce((s, [, i]) => s + ys[i]!, 0) / idx.length;
    total += (idx.length / ps.length) * Math.abs(conf - acc);
  }
  return total;
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;

function splitReport(model: BoundaryModel, batches: GeneratedBatch[], threshold: number) {
  const counts = emptyCounts();
  for (const batch of batches) {
    const pages = batch.pages.map((text) => ({ kind: 'content' as const, text }));
    const split = splitByContent(pages, [{ startPage: 1, endPage: pages.length }], { threshold, model, cache: CACHE });
    countSplit(
      counts,
      batch.documents,
      split.segments.map((s) => s.startPage),
    );
  }
  const m = prf(counts);
  return { precision: r3(m.precision), recall: r3(m.recall), f1: r3(m.f1), adjMerges: counts.adjMerges, batches: counts.batches };
}

function main() {
  const carryOver = process.argv.includes('--carry-over');
  const make = (roles: FamilyRole[], seed: number, count: number) => generateBatches({ seed, count, roles, carryOver });
  const train = make(['train'], SEED, 500);
  const calibrate = make(['calibrate'], SEED + 1, 250);
  const heldout = make(['heldout'], SEED + 2, 250);
  const trainEx = train.flatMap(examples);
  const { weights, bias } = fit(trainEx);
  const calEx = calibrate.flatMap(examples);
  const zs = calEx.map(({ x }) => x.reduce((s, v, j) => s + v * weights[j]!, bias));
  const calibration = platt(
    zs,
    calEx.map((e) => e.y),
  );
  const model: BoundaryModel = {
    features: FEATURE_NAMES,
    weights: weights.map(r3),
    bias: r3(bias),
    calibration: { a: r3(calibration.a), b: r3(calibration.b) },
  };
  // The default threshold: on the calibration families, the best F1 whose precision is at least 0.985; when
  // none reaches it, the best F0.5 (precision weighed twice: a wrong split is worse than a missed one).
  const candidates = Array.from({ length: 13 }, (_, k) => 0.3 + k * 0.05).map((t) => ({ t: r3(t), ...splitReport(model, calibrate, t) }));
  console.table(candidates);
  const precise = candidates.filter((c) => c.precision >= 0.985);
  const fHalf = (c: { precision: number; recall: number }) => (1.25 * c.precision * c.recall) / (0.25 * c.precision + c.recall || 1);
  model.threshold = precise.length ? precise.reduce((a, b) => (b.f1 > a.f1 ? b : a)).t : candidates.reduce((a, b) => (fHalf(b) > fHalf(a) ? b : a)).t;
  const heldEx = heldout.flatMap(examples);
  const heldP = heldEx.map(({ x }) => sigmoid(model.calibration.a * x.reduce((s, v, j) => s + v * model.weights[j]!, model.bias) + model.calibration.b));
  const report = {
    trainBatches: train.length,
    trainBoundaries: trainEx.length,
    calibrationBoundaries: calEx.length,
    heldoutBoundaries: heldEx.length,
    heldoutEce: r3(
      ece(
        heldP,
        heldEx.map((e) => e.y),
      ),
    ),
    threshold: model.threshold,
    heldoutSplit: splitReport(model, heldout, model.threshold),
  };
  model.training = {
    seed: SEED,
    carryOver,
    note: 'packages/pipeline/scripts/trainBoundaries.ts; figures on held-out families, in-process on generated page texts',
    ...report,
  };
  console.log(JSON.stringify(report, null, 2));
  console.table(Object.fromEntries(FEATURE_NAMES.map((n, j) => [n, model.weights[j]])));
  writeFileSync(new URL('../src/split/boundaries/boundaryModel.json', import.meta.url), `${JSON.stringify(model, null, 2)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
