/**
 * classifyDocument: page texts -> document type, calibrated confidence, the document's own title and the
 * probability of every type. Pure: the model is read once, when this module loads.
 */
import { DOCUMENT_TYPES, type DocumentType } from '@wcab/contract';
import { featurize } from './features';
import { loadModelFile, logits, softmax, type Model } from './model';
import { findTitle, type TitleMatch } from './titles';
import { strongestLine, type LineAt } from './cueLine';
import { decideByStructure, round, type StructureRule } from './structure';
import { cueLogits, typeConfidence } from './confidence';
import { structureSupports } from './support';
import { setRuleConfidence } from './ruleConfidence';
import type { SparseVector } from './features';

export interface Classification {
  document_type: DocumentType;
  /**
   * Calibrated probability that `document_type` is right (confidence.ts: both views of the document, fitted on
   * held-out families); when a structure rule decided the answer (`decidedBy`), that rule's measured precision
   * (ruleConfidence.ts). For `unknown` it is instead the probability of the most likely in-domain type (low unless
   * the confidence model doubts the `unknown` answer): a low number says "we could not identify this document".
   */
  confidence: number;
  /** The document's own title when one is recognised, e.g. "Notice of Hearing". */
  title?: string;
  /** Where that title is printed: page (0-based) and its line as read, for evidence of the type. */
  titleAt?: { page: number; line: string };
  /** Calibrated probability of each type; sums to 1. */
  scores: Record<DocumentType, number>;
  /**
   * The paper's structure rule that decided the answer (structure.ts), when one did; its probability is then the
   * rule's measured precision (ruleConfidence.ts). Internal: not part of the contract.
   */
  decidedBy?: StructureRule;
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

export interface ClassifyOptions {
  /**
   * The document's own title as its layout prints it (the pipeline's documentTitle: the most prominent heading
   * near the top). When given, the title feature is the kind this title names (none when it names no known
   * kind), not the first known title the text mentions: a clerk's notice that rejects a Declaration of
   * Readiness is read with its own heading, not the declaration's. The body's features still decide the type.
   */
  ownTitle?: string;
  /**
   * The document's own title however it was found (the layout's, else its first heading line), for its scope
   * (scope.ts): another court's paper titled as something other than a decision is none of the seven kinds.
   */
  documentTitle?: string;
  /**
   * The main model's probabilities alone, without the confidence model (confidence.ts): for a consumer trained on
   * them, such as the split boundary model's page features (its type shift was fitted on these).
   */
  mainModelOnly?: boolean;
}

/**
 * The title the classifier reads: the first known title of the text, unless the document's own printed title
 * is known and is another line (the text's first known title is then one it mentions).
 */
export function titleFor(pages: string[], ownTitle: string | undefined): TitleMatch | undefined {
  const text = findTitle(pages);
  if (!ownTitle) return text;
  const own = findTitle([ownTitle]);
  if (!text || (own && own.type === text.type && own.concept === text.concept)) return text ?? (own && { ...own, at: locate(pages, ownTitle) });
  // The text's title is printed inside the document's own title line ("NOTICE OF HEARING" in "Notice of Hearing (Expedited)"): the same title.
  if (text.at && squash(ownTitle).includes(squash(text.at.line))) return text;
  return own && { ...own, at: locate(pages, ownTitle) };
}

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Where `title` is printed among the first page's lines (for evidence), when a line holds it. */
function locate(pages: string[], title: string): { page: number; line: string } | undefined {
  const want = squash(title);
  const line = (pages[0] ?? '').split('\n').find((l) => want.length > 0 && squash(l).includes(want));
  return line ? { page: 0, line: line.replace(/\s+/g, ' ').trim() } : undefined;
}

/**
 * Each class's probability: the main model's, read at its temperature, with the top class's replaced by the
 * probability that it is right (confidence.ts: never above the main model's own) and the others scaled to share
 * the rest in the main model's proportions. The answered type stays the main model's top class. When `supported`
 * says the paper prints the structure of the top class (support.ts), the main model's probabilities stand.
 */
export function typeProbabilities(model: Model, x: SparseVector, supported?: (type: DocumentType) => boolean): { probs: number[]; top: number } {
  const z = logits(model, x);
  const probs = softmax(z, model.temperature);
  const top = probs.indexOf(Math.max(...probs));
  if (!model.confidence || supported?.(model.classes[top] ?? 'unknown')) return { probs, top };
  const sure = typeConfidence(model.confidence.weights, z, cueLogits(model.confidence, x), model.temperature).confidence;
  const rest = 1 - (probs[top] as number);
  return { probs: probs.map((p, c) => (c === top ? sure : rest > 0 ? (p / rest) * (1 - sure) : (1 - sure) / (probs.length - 1))), top };
}

/**
 * The main model's probability of each type for `pages`, before the paper's structure is read (no scope, letter or
 * heading rules, no confidence model). For reading a fragment that is no paper of its own, such as a quote an LLM
 * gives for its answer (@wcab/llm grounding): a one-line quote prints no issuer, no greeting and no WC marker, so
 * the rules that read a whole paper's structure would judge it as a paper it is not.
 */
export function modelScores(pages: string[], model: Model = MODEL): Record<DocumentType, number> {
  const { probs } = typeProbabilities({ ...model, confidence: undefined }, featurize(pages, findTitle(pages)?.type));
  return Object.fromEntries(DOCUMENT_TYPES.map((t) => [t, probs[model.classes.indexOf(t)] ?? 0])) as Record<DocumentType, number>;
}

export function classifyDocument(pages: string[], model: Model = MODEL, options: ClassifyOptions = {}): Classification {
  const scores = Object.fromEntries(DOCUMENT_TYPES.map((t) => [t, 0])) as Record<DocumentType, number>;
  if (!pages.some((p) => /[A-Za-z0-9]{2}/.test(p))) {
    // Nothing readable (blank pages, failed OCR): nothing to identify.
    scores.unknown = 1;
    return { document_type: 'unknown', confidence: 0, scores };
  }
  const title = titleFor(pages, options.ownTitle);
  const { probs, top } = typeProbabilities(options.mainModelOnly ? { ...model, confidence: undefined } : model, featurize(pages, title?.type), (type) =>
    structureSupports(type, pages, title?.type),
  );
  model.classes.forEach((c, k) => {
    scores[c] = round(probs[k] ?? 0);
  });
  // The main model's top type, even where the confidence model doubts it more than the runner-up's share, then the
  // paper's structure (structure.ts: its scope, a letter by who it greets and who signs, a paper written to nobody).
  const { type: best, rule } = decideByStructure(model.classes[top] ?? 'unknown', scores, pages, {
    ownTitle: options.ownTitle,
    documentTitle: options.documentTitle ?? options.ownTitle,
    knownTitle: title?.title,
  });
  // An answer a structure rule decided is as sure as that rule has been right (ruleConfidence.ts), not the
  // probability the model gave the type it replaced. Not for a consumer of the main model's probabilities alone
  // (mainModelOnly: the split boundary model's page features and the LLM stage's grounding read them as they were).
  if (!options.mainModelOnly) setRuleConfidence(scores, best, rule);
  const confidence = best === 'unknown' ? Math.max(...DOCUMENT_TYPES.filter((t) => t !== 'unknown').map((t) => scores[t])) : scores[best];
  return {
    document_type: best,
    confidence: round(confidence),
    ...(title ? { title: title.title } : {}),
    ...(title?.at ? { titleAt: title.at } : {}),
    scores,
    ...(rule ? { decidedBy: rule } : {}),
  };
}
