import { DOCUMENT_TYPES } from '@wcab/contract';
import { describe, expect, it } from 'vitest';
import { families, generateByFamily } from '../scripts/gen/dataset';
import { featuresOf, labelsOf, lofoLogits, lofoReport } from '../scripts/lib/lofo';

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
