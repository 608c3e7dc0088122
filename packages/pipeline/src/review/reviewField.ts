/**
 * Whether a person should check an answer (`review: true` in the contract): the probability of its type is
 * below REVIEW_BELOW_CONFIDENCE (calibrated on held-out generator families, docs/review.md), or a warning
 * concerns it (a page that may have been a separator sheet, a boundary that may have been missed).
 */
import { REVIEW_BELOW_CONFIDENCE, type DocumentType } from '@wcab/contract';

/**
 * The probability that the answered type is right. The contract's `confidence` of an `unknown` answer is the
 * probability of the likeliest of the seven kinds (low by design); the answer's own probability is that of `unknown`.
 */
export function typeProbability(a: { documentType: DocumentType; confidence: number; scores: Record<DocumentType, number> }): number {
  return a.documentType === 'unknown' ? a.scores.unknown : a.confidence;
}

export function needsReview(probability: number, warnings = 0): boolean {
  return warnings > 0 || !(probability >= REVIEW_BELOW_CONFIDENCE);
}

/** The `review` field of an answer: present only when true. */
export function reviewField(probability: number, warnings = 0): { review?: true } {
  return needsReview(probability, warnings) ? { review: true } : {};
}
