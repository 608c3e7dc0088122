/**
 * Whether a person should check an answer (`review: true` in the contract): the probability of its type is
 * below REVIEW_BELOW_CONFIDENCE (calibrated on held-out generator families, docs/review.md), or a warning
 * concerns it (a page that may have been a separator sheet, a boundary that may have been missed), or its scanned
 * print could not be read (legibility.ts).
 */
import { REVIEW_BELOW_CONFIDENCE, type DocumentType } from '@wcab/contract';

/**
 * The probability that the answered type is right. The contract's `confidence` of an `unknown` answer is the
 * probability of the likeliest of the seven kinds (low by design); the answer's own probability is that of `unknown`.
 */
export function typeProbability(a: { documentType: DocumentType; confidence: number; scores: Record<DocumentType, number> }): number {
  return a.documentType === 'unknown' ? a.scores.unknown : a.confidence;
}

/** Besides the probability, what sends an answer to a person: warnings on its pages, print OCR could not read (legibility.ts). */
export interface ReviewReasons {
  warnings?: number;
  illegible?: boolean;
}

export function needsReview(probability: number, reasons: ReviewReasons = {}): boolean {
  return (reasons.warnings ?? 0) > 0 || reasons.illegible === true || !(probability >= REVIEW_BELOW_CONFIDENCE);
}

/** The `review` field of an answer: present only when true. */
export function reviewField(probability: number, reasons: ReviewReasons = {}): { review?: true } {
  return needsReview(probability, reasons) ? { review: true } : {};
}
