/**
 * classifyDocument: page texts -> document type, calibrated confidence, the document's own title and the
 * probability of every type. Pure: the model is read once, when this module loads.
 */
import { DOCUMENT_TYPES, type DocumentType } from '@wcab/contract';
import { featurize } from './features';
import { loadModelFile, logits, softmax, type Model } from './model';
import { findTitle } from './titles';
import { strongestLine, type LineAt } from './cueLine';

export interface Classification {
  document_type: DocumentType;
  /**
   * Calibrated probability that `document_type` is right. For `unknown` it is instead the probability of the most
   * likely in-domain type (always below 0.5): a low number says "we could not identify this document".
   */
  confidence: number;
  /** The document's own title when one is recognised, e.g. "Notice of Hearing". */
  title?: string;
  /** Where that title is printed: page (0-based) and its line as read, for evidence of the type. */
  titleAt?: { page: number; line: string };
  /** Calibrated probability of each type; sums to 1. */
  scores: Record<DocumentType, number>;
}

const MODEL: Model = loadModelFile(new URL('../model/model.json', import.meta.url));

/**
 * For evidence of a type decided without a title (`titleAt` absent): the line that counts most for
 * `type` over the runner-up of `scores` (cueLine.ts).
 */
export function strongestCueLine(pages: readonly string[], type: DocumentType, scores: Record<DocumentType, number>, model: Model = MODEL): LineAt | undefined {
  const others = DOCUMENT_TYPES.filter((t) => t !== type);
  const runnerUp = others.reduce((a, b) => (scores[b] > scores[a] ? b : a), others[0]!);
  return strongestLine(pages, model, type, runnerUp);
}

function round(x: number): number {
  return Math.round(x * 10000) / 10000;
}

export function classifyDocument(pages: string[], model: Model = MODEL): Classification {
  const scores = Object.fromEntries(DOCUMENT_TYPES.map((t) => [t, 0])) as Record<DocumentType, number>;
  if (!pages.some((p) => /[A-Za-z0-9]{2}/.test(p))) {
    // Nothing readable (blank pages, failed OCR): nothing to identify.
    scores.unknown = 1;
    return { document_type: 'unknown', confidence: 0, scores };
  }
  const title = findTitle(pages);
  const probs = softmax(logits(model, featurize(pages, title?.type)), model.temperature);
  model.classes.forEach((c, k) => {
    scores[c] = round(probs[k] ?? 0);
  });
  let best: DocumentType = 'unknown';
  for (const t of DOCUMENT_TYPES) if (scores[t] > scores[best]) best = t;
  const confidence = best === 'unknown' ? Math.max(...DOCUMENT_TYPES.filter((t) => t !== 'unknown').map((t) => scores[t])) : scores[best];
  return {
    document_type: best,
    confidence: round(confidence),
    ...(title ? { title: title.title } : {}),
    ...(title?.at ? { titleAt: title.at } : {}),
    scores,
  };
}
