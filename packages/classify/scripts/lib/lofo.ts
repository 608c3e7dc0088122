/**
 * Leave-one-family-out: for each family of generated documents (one template: its layouts, wording and
 * author style), train on all the other families and score the held-out one. The figure that says how the
 * classifier does on documents written by people whose templates it has never seen; the temperature that
 * calibrates the shipped model is fitted on these predictions.
 */
import { DOCUMENT_TYPES, type DocumentType } from '@wcab/contract';
import { FEATURE_DIM, featurize, type SparseVector } from '../../src/features';
import { softmax } from '../../src/model';
import { findTitle } from '../../src/titles';
import type { GenDoc } from '../gen/types';
import { typeConfidence } from '../../src/confidence';
import { decideByStructure, type StructureRule } from '../../src/structure';
import { setRuleConfidence } from '../../src/ruleConfidence';
import { structureSupports } from '../../src/support';
import { cueViewLogits, fitConfidenceWeights, fitLogistic, trainCueView } from './confidenceFit';
import { VOCABULARY_MIN_COUNT, doubtSignals, logistic, outOfVocabulary, wordCounts } from '../../src/doubt';
import { fitTemperature, predictFloat, train } from './logreg';
import { type Prediction, type RiskCoveragePoint, accuracy, ece, macroF1, riskCoverage } from './metrics';

/** Settings of the shipped model (train.ts) and of the eval's leave-one-family-out run, so both measure one model family. */
export const MODEL_OPTIONS = { epochs: 5, lr: 0.2, l2: 1e-4 };

export interface ModelOptions {
  epochs: number;
  lr: number;
  l2: number;
  seed: number;
}

export function featuresOf(docs: GenDoc[]): SparseVector[] {
  return docs.map((d) => featurize(d.pages, findTitle(d.pages)?.type));
}

export function labelsOf(docs: GenDoc[]): number[] {
  return docs.map((d) => DOCUMENT_TYPES.indexOf(d.label));
}

/** Feature vectors and their labels (class indices), trained on beside the generated documents. */
export interface LabelledVectors {
  xs: SparseVector[];
  ys: number[];
}

const NO_EXTRA: LabelledVectors = { xs: [], ys: [] };

export function trainModel(xs: SparseVector[], ys: number[], o: ModelOptions) {
  return train(xs, ys, { dim: FEATURE_DIM, classes: DOCUMENT_TYPES.length, ...o });
}

/** Held-out logits of every document: each from the model trained without its family. */
export function lofoLogits(docs: GenDoc[], xs: SparseVector[], ys: number[], o: ModelOptions): number[][] {
  return lofoViews(docs, xs, ys, o, false).logits;
}

/**
 * Held-out logits of both views (the main model and the cue view of confidence.ts): each document's from the
 * models trained without its family.
 */
export function lofoViews(
  docs: GenDoc[],
  xs: SparseVector[],
  ys: number[],
  o: ModelOptions,
  withCues = true,
  /** Documents that are no generated family (the real development half, trainClassifier.ts): in every fold's training. */
  extra: LabelledVectors = NO_EXTRA,
): { logits: number[][]; cueLogits: number[][]; oov: number[] } {
  const families = [...new Set(docs.map((d) => d.kind))];
  const out: number[][] = new Array(docs.length);
  const cueOut: number[][] = new Array(docs.length);
  const oov: number[] = new Array(docs.length).fill(0);
  // The vocabulary signal (doubt.ts): each held-out document's words against the vocabulary of the fold's training
  // documents (every family's word counts less the held-out family's).
  const all = withCues ? wordCounts(docs.map((d) => d.pages)) : new Map<string, number>();
  families.forEach((fam, f) => {
    const tr: number[] = [];
    const te: number[] = [];
    docs.forEach((d, i) => (d.kind === fam ? te : tr).push(i));
    const trX = [...tr.map((i) => xs[i] as SparseVector), ...extra.xs];
    const trY = [...tr.map((i) => ys[i] as number), ...extra.ys];
    const m = trainModel(trX, trY, { ...o, seed: o.seed + f });
    for (const i of te) out[i] = predictFloat(m, xs[i] as SparseVector);
    if (!withCues) return;
    const own = wordCounts(te.map((i) => docs[i]?.pages ?? []));
    const known = (w: string) => (all.get(w) ?? 0) - (own.get(w) ?? 0) >= VOCABULARY_MIN_COUNT;
    for (const i of te) oov[i] = outOfVocabulary(docs[i]?.pages ?? [], known);
    const cm = trainCueView(trX, trY, { ...o, seed: o.seed + f });
    for (const i of te) cueOut[i] = cueViewLogits(cm, xs[i] as SparseVector);
  });
  return { logits: out, cueLogits: cueOut, oov };
}

function argmax(p: number[]): number {
  let best = 0;
  p.forEach((v, i) => {
    if (v > (p[best] as number)) best = i;
  });
  return best;
}

export function predictionsAt(logits: number[][], ys: number[], temperature: number): Prediction[] {
  return logits.map((z, i) => {
    const p = softmax(z, temperature);
    const k = argmax(p);
    return { expected: DOCUMENT_TYPES[ys[i] as number] as string, predicted: DOCUMENT_TYPES[k] as string, confidence: p[k] as number };
  });
}

/**
 * The answer and its probability as classifyDocument gives them, the main model's probabilities `p` given: every
 * type's, the top type's replaced by `sure` (the confidence model's) and the others sharing the rest in the main
 * model's proportions, then the paper's structure (structure.ts), which may move the answer.
 */
function servedAt(
  pages: readonly string[],
  p: readonly number[],
  sure: number,
): { type: DocumentType; confidence: number; rule?: StructureRule; scores: Record<DocumentType, number> } {
  const top = argmax([...p]);
  const rest = 1 - (p[top] as number);
  const scores = Object.fromEntries(
    DOCUMENT_TYPES.map((type, c) => [type, c === top ? sure : rest > 0 ? ((p[c] as number) / rest) * (1 - sure) : (1 - sure) / (p.length - 1)]),
  ) as Record<DocumentType, number>;
  const knownTitle = findTitle([...pages])?.title;
  const { type, rule } = decideByStructure(DOCUMENT_TYPES[top] as DocumentType, scores, pages, knownTitle ? { knownTitle } : {});
  return { type, confidence: scores[type], ...(rule ? { rule } : {}), scores };
}

/** The answer classifyDocument gives (servedAt), with the confidence model's probability when `confidence`. */
export function answerOf(
  pages: readonly string[],
  z: number[],
  t: number,
  expected: number,
  confidence?: { weights: number[]; cueZ: number[] },
): ServedPrediction {
  const p = softmax(z, t);
  // As classifyDocument: the confidence model does not lower an answer whose structure the paper prints (support.ts).
  const supported = structureSupports(DOCUMENT_TYPES[argmax(p)] as DocumentType, pages, findTitle([...pages])?.type);
  const sure = confidence && !supported ? typeConfidence(confidence.weights, z, confidence.cueZ, t).confidence : Math.max(...p);
  const served = servedAt(pages, p, sure);
  // As classifyDocument: an answer a structure rule decided is as sure as the rule has been right (ruleConfidence.ts).
  // Applied here, not in servedAt, so the confidence fit's rows (servedAnswers) are those the shipped model was fitted on.
  setRuleConfidence(served.scores, served.type, served.rule);
  return {
    expected: DOCUMENT_TYPES[expected] as string,
    predicted: served.type,
    confidence: served.scores[served.type],
    byRule: served.rule !== undefined,
    mainProbabilities: p,
  };
}

/** An answer as classifyDocument gives it, with what the doubt signals (doubt.ts) read of it besides the words. */
export interface ServedPrediction extends Prediction {
  /** Whether a structure rule decided it. */
  byRule: boolean;
  /** The main model's probabilities at its temperature. */
  mainProbabilities: number[];
}

/** What the confidence model is fitted on, per document (confidenceFit.ts fitConfidenceWeights). */
export interface ServedAnswer {
  /** Whether the answer classifyDocument gives, after the paper's structure, is right. */
  right: boolean;
  /**
   * Whether that answer's probability is the confidence model's: the model's top type answered, or a type the
   * structure swaps it for (scope, letter). Not when a rule rules the top type out and the model's next type is
   * answered with the main model's probability given that (structure.ts nextType): the fit cannot move that one.
   */
  byConfidence: boolean;
}

/**
 * The answers the service gives for held-out logits, read as the confidence fit needs them. Which type is served
 * does not depend on the temperature or on the confidence model (both keep the order of the types); whether its
 * probability is the confidence model's is read by giving the top type two probabilities and seeing whether the
 * answer's moves.
 */
export function servedAnswers(docs: readonly GenDoc[], logits: number[][], ys: number[]): ServedAnswer[] {
  return docs.map((d, i) => {
    const p = softmax(logits[i] as number[], 1);
    const low = servedAt(d.pages, p, 0.2);
    const high = servedAt(d.pages, p, 0.4);
    // An answer whose structure the paper prints keeps the main model's probability (support.ts): no row either.
    const supported = structureSupports(DOCUMENT_TYPES[argmax(p)] as DocumentType, d.pages, findTitle(d.pages)?.type);
    return { right: low.type === DOCUMENT_TYPES[ys[i] as number], byConfidence: !supported && low.confidence !== high.confidence };
  });
}

/**
 * Calibrated held-out predictions without peeking: each family's temperature, and with `cueLogits` the
 * confidence model's weights (confidence.ts), are fitted on the other families' held-out logits, so the
 * calibration figure, too, is measured on a family the fit has not seen. Each answer is the one classifyDocument
 * would give (answerOf: the paper's structure read after the model), and the confidence model is fitted on those
 * answers too (servedAnswers), as training fits the shipped one: what is calibrated is what is scored and served.
 */
export function crossCalibrated(docs: GenDoc[], logits: number[][], ys: number[], cueLogits?: number[][]): ServedPrediction[] {
  const out: ServedPrediction[] = new Array(docs.length);
  const served = cueLogits && servedAnswers(docs, logits, ys);
  for (const fam of new Set(docs.map((d) => d.kind))) {
    const others = docs.map((_, i) => i).filter((i) => docs[i]?.kind !== fam);
    const pick = (rows: number[][]) => others.map((i) => rows[i] as number[]);
    const otherYs = others.map((i) => ys[i] as number);
    const t = fitTemperature(pick(logits), otherYs);
    const weights =
      cueLogits &&
      served &&
      fitConfidenceWeights(
        pick(logits),
        pick(cueLogits),
        others.map((i) => served[i] as ServedAnswer),
        t,
      );
    docs.forEach((d, i) => {
      if (d.kind !== fam) return;
      out[i] = answerOf(d.pages, logits[i] as number[], t, ys[i] as number, weights ? { weights, cueZ: cueLogits![i] as number[] } : undefined);
    });
  }
  return out;
}

/** The doubt signals (doubt.ts) of held-out answers, `oov` each document's vocabulary share (lofoViews). */
export function doubtRows(docs: readonly GenDoc[], preds: readonly ServedPrediction[], oov: readonly number[]): number[][] {
  return preds.map((p, i) =>
    doubtSignals({
      pages: docs[i]?.pages ?? [],
      probability: p.confidence,
      oov: oov[i] as number,
      mainProbabilities: p.mainProbabilities,
      byRule: p.byRule,
      unknown: p.predicted === 'unknown',
    }),
  );
}

/**
 * The answers' probabilities by a logistic model over the signals `rows` (the columns `columns` of each),
 * cross-fitted: each family's by weights fitted on the other families' held-out answers (whether each was right),
 * so the figure is measured on a family the fit has not seen. The types answered never change.
 */
export function crossFittedDoubt(docs: readonly GenDoc[], preds: readonly Prediction[], rows: readonly number[][], columns: readonly number[]): Prediction[] {
  const pick = (i: number) => columns.map((c) => (rows[i] as number[])[c] as number);
  const out: Prediction[] = preds.map((p) => ({ ...p }));
  for (const fam of new Set(docs.map((d) => d.kind))) {
    const others = docs.map((_, i) => i).filter((i) => docs[i]?.kind !== fam);
    const weights = fitLogistic(
      others.map(pick),
      others.map((i) => (preds[i]?.predicted === preds[i]?.expected ? 1 : 0)),
    );
    docs.forEach((d, i) => {
      if (d.kind === fam) (out[i] as Prediction).confidence = logistic(weights, pick(i));
    });
  }
  return out;
}

export interface GroupFigure {
  name: string;
  n: number;
  accuracy: number;
  /** the wrong answers and how often */
  errors: Record<string, number>;
}

export function byGroup(ps: Prediction[], groupOf: (i: number) => string): GroupFigure[] {
  const groups = new Map<string, number[]>();
  ps.forEach((_, i) => groups.set(groupOf(i), [...(groups.get(groupOf(i)) ?? []), i]));
  return [...groups].map(([name, idx]) => {
    const errors: Record<string, number> = {};
    for (const i of idx) {
      const p = ps[i] as Prediction;
      if (p.predicted !== p.expected) errors[p.predicted] = (errors[p.predicted] ?? 0) + 1;
    }
    return { name, n: idx.length, accuracy: accuracy(idx.map((i) => ps[i] as Prediction)), errors };
  });
}

export interface LofoReport {
  documents: number;
  families: number;
  accuracy: number;
  macroF1: number;
  /** ECE of the cross-calibrated predictions (confidence model), of the temperature alone, and of the raw (temperature 1) ones */
  ece: number;
  eceTemperature: number;
  eceRaw: number;
  temperature: number;
  /** Share of the wrong types caught when the least sure 10 % and 20 % of the held-out answers go to review. */
  riskCoverage: RiskCoveragePoint[];
  /** The same with the temperature alone (the main model's probability, before the confidence model). */
  riskCoverageTemperature: RiskCoveragePoint[];
  predictions: Prediction[];
  perType: GroupFigure[];
  perFamily: GroupFigure[];
}

export function lofoReport(docs: GenDoc[], o: ModelOptions): LofoReport {
  const xs = featuresOf(docs);
  const ys = labelsOf(docs);
  const { logits, cueLogits } = lofoViews(docs, xs, ys, o);
  const byTemperature = crossCalibrated(docs, logits, ys);
  const cal = crossCalibrated(docs, logits, ys, cueLogits);
  const rc = (ps: Prediction[]) => riskCoverage(ps.map((p) => ({ confidence: p.confidence, correct: p.expected === p.predicted })));
  return {
    documents: docs.length,
    families: new Set(docs.map((d) => d.kind)).size,
    accuracy: accuracy(cal),
    macroF1: macroF1(cal, DOCUMENT_TYPES),
    ece: ece(cal),
    eceTemperature: ece(byTemperature),
    eceRaw: ece(predictionsAt(logits, ys, 1)),
    temperature: fitTemperature(logits, ys),
    riskCoverage: rc(cal),
    riskCoverageTemperature: rc(byTemperature),
    predictions: cal,
    perType: byGroup(cal, (i) => docs[i]?.label ?? ''),
    perFamily: byGroup(cal, (i) => docs[i]?.kind ?? ''),
  };
}
