import { DOCUMENT_TYPES, type DocumentType } from '@wcab/contract';
import { describe, expect, it } from 'vitest';
import { families, generateByFamily } from '../scripts/gen/dataset';
import type { GenDoc } from '../scripts/gen/types';
import { softmax } from '../src/model';
import { answerOf, crossCalibrated, featuresOf, labelsOf, lofoLogits, lofoReport, servedAnswers } from '../scripts/lib/lofo';

const OPTS = { epochs: 3, lr: 0.2, l2: 1e-4, seed: 1 };

describe('generator families', () => {
  it('gives every type several independent families and balances types', () => {
    const all = families();
    for (const t of DOCUMENT_TYPES) expect(all.filter((f) => f.label === t).length).toBeGreaterThanOrEqual(4);
    const docs = generateByFamily({ seed: 3, perType: 40 });
    for (const t of DOCUMENT_TYPES) {
      const n = docs.filter((d) => d.label === t).length;
      expect(n).toBeGreaterThanOrEqual(30);
      expect(n).toBeLessThanOrEqual(50);
    }
  });
});

describe('leave-one-family-out', () => {
  it('predicts each family with a model that never saw it', () => {
    // Two families of one type that share nothing: held out, the second cannot be learned from the first.
    const docs = [
      ...Array.from({ length: 12 }, (_, i) => ({ label: 'billing' as const, kind: 'x', variant: 'x', pages: [`alpha beta gamma ${i}`] })),
      ...Array.from({ length: 12 }, (_, i) => ({ label: 'billing' as const, kind: 'y', variant: 'y', pages: [`delta epsilon zeta ${i}`] })),
      ...Array.from({ length: 12 }, (_, i) => ({ label: 'unknown' as const, kind: 'z', variant: 'z', pages: [`delta epsilon zeta eta ${i}`] })),
    ];
    const xs = featuresOf(docs);
    const ys = labelsOf(docs);
    const held = lofoLogits(docs, xs, ys, OPTS);
    const predicted = held.map((z) => DOCUMENT_TYPES[z.indexOf(Math.max(...z))]);
    // Family y looks like z (the only other family with its words), so held out it is taken for unknown.
    expect(predicted.slice(12, 24).every((p) => p === 'unknown')).toBe(true);
  });

  it('reports accuracy, macro-F1 and calibration per type and per family', () => {
    // Two families of every type keep the run small (one training per held-out family).
    const kept = new Set(
      DOCUMENT_TYPES.flatMap((t) =>
        families()
          .filter((f) => f.label === t)
          .slice(0, 2)
          .map((f) => f.family),
      ),
    );
    const docs = generateByFamily({ seed: 5, perType: 60 }).filter((d) => kept.has(d.kind));
    const rep = lofoReport(docs, OPTS);
    expect(rep.documents).toBe(docs.length);
    expect(rep.perFamily.map((f) => f.name).sort()).toEqual([...new Set(docs.map((d) => d.kind))].sort());
    expect(rep.perFamily.reduce((a, f) => a + f.n, 0)).toBe(docs.length);
    expect(rep.perType.map((t) => t.name).sort()).toEqual([...DOCUMENT_TYPES].sort());
    expect(rep.accuracy).toBeGreaterThan(0.5);
    expect(rep.ece).toBeGreaterThanOrEqual(0);
    expect(rep.ece).toBeLessThan(0.3);
    expect(rep.predictions.every((p) => p.confidence > 0 && p.confidence <= 1)).toBe(true);
  }, 300_000);
});

describe('the confidence fit reads the answers the service gives', () => {
  // Logits of the eight types with `top` at 8 and `next` at 7.5 (the rest 0).
  const logitsOf = (top: DocumentType, next?: DocumentType) => DOCUMENT_TYPES.map((t) => (t === top ? 8 : t === next ? 7.5 : 0));
  const LETTER =
    'Summit Ridge Claims Management\n8046 Cedar Hollow Road\n1 May 2019\nSunil Trujillo\nRE: TRUJILLO, SUNIL\nDear Mr. Trujillo:\nWe are unable to decide your claim yet because we are waiting for medical records.\nSincerely,\nMalia Bjornstad\nClaims Representative';
  const SEPARATOR =
    'DOCUMENT COVER SHEET\nCase Number: ADJ4500614\nDocument Type: Correspondence\nDocument Title: Petition\nDocument Date: 11/30/2025\nAuthor: Candace Kingsley\nRev. 2013 DWC-CA form 10248';

  it('labels a row by the answer after the paper structure, and leaves out an answer a rule moved to the next type', () => {
    // In every family: letters the model and the cue view both call correspondence (right), separator sheets they
    // both call correspondence, which the structure rules out (the model's next type, wcab_form, answered: right),
    // and a few letters the model calls correspondence that are bills, where the cue view says billing.
    const docs: GenDoc[] = [];
    const logits: number[][] = [];
    const cues: number[][] = [];
    const add = (kind: string, label: DocumentType, page: string, z: number[], cueTop: DocumentType) => {
      docs.push({ label, kind, variant: kind, pages: [page] });
      logits.push(z);
      cues.push(DOCUMENT_TYPES.map((t) => (t === cueTop ? 3 : 0)));
    };
    for (const kind of ['a', 'b', 'c', 'd']) {
      for (let i = 0; i < 10; i++) add(kind, 'correspondence', LETTER, logitsOf('correspondence'), 'correspondence');
      for (let i = 0; i < 10; i++) add(kind, 'wcab_form', SEPARATOR, logitsOf('correspondence', 'wcab_form'), 'correspondence');
      for (let i = 0; i < 3; i++) add(kind, 'billing', LETTER, logitsOf('correspondence'), 'billing');
    }
    const ys = labelsOf(docs);
    const ps = crossCalibrated(docs, logits, ys, cues);
    const letters = ps.filter((p, i) => docs[i]?.pages[0] === LETTER && p.expected === 'correspondence');
    const bills = ps.filter((p) => p.expected === 'billing');
    // Fitted on the model's top types instead, the sheets would count as wrong answers the cue view agreed with,
    // and every letter the cue view agrees with would be answered at about even odds (0.50 before this fit, 0.82 now).
    expect(Math.min(...letters.map((p) => p.confidence))).toBeGreaterThan(0.75);
    expect(Math.max(...bills.map((p) => p.confidence))).toBeLessThan(0.5);

    const served = servedAnswers(docs, logits, ys);
    expect(served.filter((_, i) => docs[i]?.pages[0] === SEPARATOR).every((s) => s.right && !s.byConfidence)).toBe(true);
    expect(served.filter((_, i) => docs[i]?.pages[0] === LETTER).every((s) => s.byConfidence)).toBe(true);
  });

  it('leaves out, and answers with the main model probability, an answer whose structure the paper prints', () => {
    // A printed e-mail (support.ts): the cue view, saying billing, does not lower its correspondence answer.
    const email =
      'From: clerk@court.example.gov\nTo: counsel@firm.example.com\nSent: Monday, May 5, 2025 9:02 AM\nSubject: Hearing reset\nThe hearing is reset.';
    const docs: GenDoc[] = [{ label: 'correspondence', kind: 'a', variant: 'a', pages: [email] }];
    const z = logitsOf('correspondence', 'billing');
    expect(servedAnswers(docs, [z], labelsOf(docs))[0]).toEqual({ right: true, byConfidence: false });
    const doubting = { weights: [0, 5, 0], cueZ: DOCUMENT_TYPES.map((t) => (t === 'billing' ? 3 : 0)) };
    const served = answerOf(docs[0]!.pages, z, 1, DOCUMENT_TYPES.indexOf('correspondence'), doubting);
    expect(served.predicted).toBe('correspondence');
    expect(served.confidence).toBeCloseTo(Math.max(...softmax(z, 1)), 6);
  });
});
