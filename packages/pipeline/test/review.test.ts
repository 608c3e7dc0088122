import { REVIEW_BELOW_CONFIDENCE } from '@wcab/contract';
import { describe, expect, it } from 'vitest';
import { needsReview, reviewField, typeProbability } from '../src/review/reviewField';

const scores = { medical_report: 0.05, wcab_form: 0.1, correspondence: 0.05, deposition: 0, subpoena: 0, court_order: 0, billing: 0, unknown: 0.8 };

describe('review', () => {
  it('flags an answer below the threshold, or with a warning, and only then', () => {
    expect(needsReview(REVIEW_BELOW_CONFIDENCE - 0.01)).toBe(true);
    expect(needsReview(REVIEW_BELOW_CONFIDENCE)).toBe(false);
    expect(needsReview(0.999, { warnings: 1 })).toBe(true);
    expect(needsReview(Number.NaN)).toBe(true);
    expect(reviewField(0.5)).toEqual({ review: true });
    expect(reviewField(0.99)).toEqual({});
  });
  it('an unknown answer is as sure as the probability of unknown, not of the likeliest kind', () => {
    expect(typeProbability({ documentType: 'unknown', confidence: 0.1, scores })).toBe(0.8);
    expect(typeProbability({ documentType: 'wcab_form', confidence: 0.97, scores })).toBe(0.97);
  });
});

describe('review on answers', () => {
  it('a classify answer the model is unsure of says review: true; a clear one does not', async () => {
    const { makeTextPdf } = await import('@wcab/testkit');
    const { default: processJob } = await import('../src/processor');
    const clear = await makeTextPdf([
      [
        'NOTICE OF HEARING',
        'Case No. ADJ1234567',
        'Applicant: Maria Garcia',
        'You are hereby notified that the above case has been set for Mandatory Settlement Conference on June 16, 2025 at 8:30 AM at the Van Nuys District Office.',
      ],
    ]);
    const mixed = await makeTextPdf([['Progress report. The patient was seen for follow-up. Please pay the balance due on this statement.']]);
    const a = await processJob({ kind: 'classify', document: clear, params: {} });
    const b = await processJob({ kind: 'classify', document: mixed, params: {} });
    expect(a.ok && b.ok).toBe(true);
    const da = (a.ok ? a.data : {}) as { confidence: number; review?: boolean };
    const db = (b.ok ? b.data : {}) as { confidence: number; review?: boolean };
    expect(da.confidence).toBeGreaterThanOrEqual(REVIEW_BELOW_CONFIDENCE);
    expect(da.review).toBeUndefined();
    expect(db.confidence).toBeLessThan(REVIEW_BELOW_CONFIDENCE);
    expect(db.review).toBe(true);
  });
});
