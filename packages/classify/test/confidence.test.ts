/**
 * The confidence model (src/confidence.ts): two views of a document, the main model's and the cues' alone,
 * combined into the probability that the answered type is right, fitted on held-out families.
 */
import { readFileSync } from 'node:fs';
import { DOCUMENT_TYPES } from '@wcab/contract';
import { describe, expect, it } from 'vitest';
import { classifyDocument, typeProbabilities } from '../src/classify';
import { CONFIDENCE_FEATURES, confidenceFeatures, cueLogits, cueViewConfidence, topOf, typeConfidence } from '../src/confidence';
import { CUE_NAMES } from '../src/cues';
import { HASH_DIM } from '../src/features';
import { type Model, parseModel } from '../src/model';
import { fitLogistic, rightAnswers } from '../scripts/lib/confidenceFit';
import { Rng } from '../scripts/gen/rng';

const shipped = parseModel(JSON.parse(readFileSync(new URL('../model/model.json', import.meta.url), 'utf8')));
const C = DOCUMENT_TYPES.length;

describe('the cue view', () => {
  it('reads only the cue part of the feature vector', () => {
    const cueWeights = CUE_NAMES.map((_, k) => Array.from({ length: C }, (_, c) => (k === 2 && c === 3 ? 2 : 0)));
    const cm = { cueBias: new Array(C).fill(0.5), cueWeights };
    // A hashed n-gram (index below HASH_DIM) is ignored; cue 2 at value 1.5 adds 3 to class 3.
    const z = cueLogits(cm, { idx: [5, HASH_DIM + 2], val: [10, 1.5] });
    expect(z[3]).toBeCloseTo(3.5);
    expect(z.filter((_, c) => c !== 3).every((v) => v === 0.5)).toBe(true);
  });
});

describe('the confidence features', () => {
  it('say whether the cue view answers the main model top type, and how sure it is of it', () => {
    const agree = confidenceFeatures(2, [0, 0, 3, 0, 0, 0, 0, 0]);
    const disagree = confidenceFeatures(2, [3, 0, 0, 0, 0, 0, 0, 0]);
    expect(agree).toHaveLength(CONFIDENCE_FEATURES.length);
    expect(agree[0]).toBe(1);
    expect(disagree[0]).toBe(0);
    expect(disagree[1]).toBeLessThan(agree[1] as number);
  });

  it('is never surer than the main model, and lower where the cue view doubts the type', () => {
    const z = [0, 0, 5, 0, 0, 0, 0, 0];
    const weights = [0, 1, 1];
    const main = topOf(z, 1);
    const agreeing = typeConfidence(weights, z, [0, 0, 9, 0, 0, 0, 0, 0], 1);
    const doubting = typeConfidence(weights, z, [9, 0, 0, 0, 0, 0, 0, 0], 1);
    expect(agreeing.top).toBe(2);
    expect(agreeing.confidence).toBeCloseTo(main.probability, 10);
    expect(doubting.confidence).toBeLessThan(0.5);
    expect(cueViewConfidence(weights, [0, 0])).toBe(0.5);
  });
});

describe('fitting the combining weights', () => {
  it('recovers how a feature predicts a right answer, and is deterministic', () => {
    const rng = new Rng(11);
    const features: number[][] = [];
    const right: number[] = [];
    for (let i = 0; i < 3000; i++) {
      const f = [rng.next() * 6 - 3, rng.next() < 0.5 ? 1 : 0, rng.next() * 2 - 1];
      // Truth: log-odds = 0.5 + 1.5 f0 + 2 f1; f2 carries nothing.
      const p = 1 / (1 + Math.exp(-(0.5 + 1.5 * f[0]! + 2 * f[1]!)));
      features.push(f);
      right.push(rng.next() < p ? 1 : 0);
    }
    const w = fitLogistic(features, right, 1e-4);
    expect(w[1]).toBeGreaterThan(1.2);
    expect(w[1]).toBeLessThan(1.8);
    expect(w[2]).toBeGreaterThan(1.6);
    expect(w[2]).toBeLessThan(2.4);
    expect(Math.abs(w[3] as number)).toBeLessThan(0.3);
    expect(fitLogistic(features, right, 1e-4)).toEqual(w);
  });

  it('labels a held-out prediction right when its top logit is the label', () => {
    expect(
      rightAnswers(
        [
          [0, 2, 1],
          [3, 0, 1],
        ],
        [1, 2],
      ),
    ).toEqual([1, 0]);
  });
});

describe('the shipped model', () => {
  it('carries a confidence model fitted at training', () => {
    expect(shipped.confidence?.weights).toHaveLength(CONFIDENCE_FEATURES.length + 1);
    // The cue view's agreement, and its odds of the type, make an answer surer, not less sure.
    expect(shipped.confidence?.weights[1]).toBeGreaterThan(0);
    expect(shipped.confidence?.weights[2]).toBeGreaterThan(0);
  });

  it('keeps the main model top type as the answer and its probabilities summing to 1', () => {
    const { probs, top } = typeProbabilities(shipped, { idx: [HASH_DIM + 1, 7], val: [1, 0.3] });
    expect(probs.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    const withoutConfidence: Model = { ...shipped, confidence: undefined };
    expect(typeProbabilities(withoutConfidence, { idx: [HASH_DIM + 1, 7], val: [1, 0.3] }).top).toBe(top);
  });

  it('is less sure of a type when the cues name another kind of document', () => {
    const letter =
      'PACIFIC INJURED WORKERS LAW GROUP\n123 Main Street, Oakland, CA 94612\nApril 2, 2026\nDear Claims Adjuster:\nPlease find enclosed the records you asked for. We look forward to your reply.\nSincerely,\nMaria Lopez';
    // The same letter, with a bill's line items and totals printed in it.
    const mixed = `${letter}\nDate of Service  CPT  Description  Amount\n01/15/2025  99213  Office visit  $150.00\n01/15/2025  97110  Therapeutic exercise  $85.00\nTotal Due $235.00`;
    const plain = classifyDocument([letter], shipped);
    const doubtful = classifyDocument([mixed], shipped);
    expect(plain.document_type).toBe('correspondence');
    expect(plain.confidence).toBeGreaterThan(doubtful.document_type === 'correspondence' ? doubtful.confidence : 0);
  });

  it('gives the main model distribution alone when asked (for consumers trained on it)', () => {
    const page = ['Dear Counsel:\nPlease find enclosed the itemized statement. Total due $235.00. CPT 99213 office visit.\nSincerely,\nMaria Lopez'];
    const main = classifyDocument(page, shipped, { mainModelOnly: true });
    const bare = classifyDocument(page, { ...shipped, confidence: undefined });
    expect(main.scores).toEqual(bare.scores);
    expect(classifyDocument(page, shipped).confidence).toBeLessThanOrEqual(main.confidence);
  });
});
