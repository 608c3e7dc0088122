/**
 * The answer by the paper's structure, after the model (issue 31): rules read from where a kind of paper prints
 * what it is (its issuer and own title, scope.ts; who it greets and who signs, letter.ts; whether it is written to
 * anyone at all, reader.ts), not features, so the trained weights stand. Kept apart from classify.ts, which loads
 * the shipped model, so that the leave-one-family-out evaluation applies the same rules to its own fold models
 * (eval/lofo) and measures the answers the service gives.
 */
import type { DocumentType } from '@wcab/contract';
import { letterShape } from './letter';
import { writtenToSomeone } from './reader';
import { outOfScope } from './scope';

/** A printed title that names the paper a letter ("Letter Requesting Correction of Order"); a letter brief is a brief. */
const LETTER_TITLE = /^(?:open\s+)?letter\b(?!\s+briefs?\b)/i;

/** The most an `unknown` answer on a paper that greets its reader may be. */
const LETTER_DOUBT = 0.5;

export interface StructureTitles {
  /** The document's own title as its layout prints it (classify.ts ClassifyOptions.ownTitle). */
  ownTitle?: string;
  /** Its own title however found (ClassifyOptions.documentTitle). */
  documentTitle?: string;
  /** The known title the classifier read (titles.ts). */
  knownTitle?: string;
}

/** A probability as answered: four decimals (classify.ts rounds the model's the same way). */
export const round = (x: number) => Math.round(x * 10000) / 10000;

function swap(scores: Record<DocumentType, number>, from: DocumentType, to: DocumentType): void {
  [scores[from], scores[to]] = [scores[to], scores[from]];
}

/**
 * The type answered for `pages`, from the model's top type `best` and the probabilities `scores` (changed in
 * place: a type the structure moves the answer to takes the model's type's probability, as the answer's own).
 */
export function answerByStructure(
  best: DocumentType,
  scores: Record<DocumentType, number>,
  pages: readonly string[],
  titles: StructureTitles = {},
): DocumentType {
  // A form of another court or body, or another court's paper that is not its decision: out of scope.
  if (outOfScope(best, pages, titles.documentTitle ?? titles.ownTitle, titles.knownTitle)) {
    swap(scores, best, 'unknown');
    best = 'unknown';
  }
  // A letter by its structure: one written formally to a named addressee and signed, which the model put outside
  // the domain because its subject is, or a paper that calls itself a letter in its own printed title and greets
  // its reader (a party's letter to the judge under the case caption, which the caption's words carry to an order).
  const letter = best === 'correspondence' ? undefined : letterShape(pages);
  const titledLetter = !!titles.ownTitle && LETTER_TITLE.test(titles.ownTitle);
  if (letter && ((best === 'unknown' && letter.formal && letter.signed) || titledLetter)) {
    swap(scores, best, 'correspondence');
    return 'correspondence';
  }
  // A paper that greets its reader, left outside the domain: its `unknown` is doubted (at most even odds, the rest
  // to correspondence), so a person checks it.
  if (letter && best === 'unknown' && scores.unknown > LETTER_DOUBT) {
    scores.correspondence = round(scores.correspondence + scores.unknown - LETTER_DOUBT);
    scores.unknown = LETTER_DOUBT;
    return best;
  }
  // Correspondence is written to someone. A paper that names no reader (no greeting, no recipient line) and does
  // not close as a letter is none, whatever its words share with letters (a separator sheet's label/value lines
  // read like a fax cover's, a proof of service lists addresses): the model's next type is answered, and every
  // type's probability is the model's given that the paper is no letter (correspondence's share spread over the
  // others in their proportions).
  if (best === 'correspondence' && !writtenToSomeone(pages)) {
    const others = 1 - scores.correspondence;
    const types = (Object.keys(scores) as DocumentType[]).filter((t) => t !== 'correspondence');
    for (const t of types) scores[t] = others > 0 ? round(scores[t] / others) : round(1 / types.length);
    scores.correspondence = 0;
    return types.reduce((a, b) => (scores[b] > scores[a] ? b : a));
  }
  return best;
}
