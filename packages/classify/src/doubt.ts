/**
 * Signals any document has of how far to trust its answer (issue 31), beside the answer's probability: how much of
 * its text the model knows (the share of its words outside the training documents' vocabulary: a paper unlike
 * anything trained on), how garbled its read is (OCR), how close the main model's two likeliest types were, whether
 * a structure rule decided the answer, whether the answer is `unknown`, and how short the text is.
 *
 * Measured, not applied (2026-11-29, docs/review.md "Signals of doubt, measured"): a logistic model over them,
 * fitted on held-out generator families' out-of-fold answers (scripts/doubtSignals.ts), ranks the wrong answers no
 * lower than the answer's probability alone, on the held-out families nor on the real development half
 * (eval/real/doubtSignals.ts), so classifyDocument does not read them. Kept with the scripts that measure them, for
 * the next candidate. Pure.
 */
import { tokenize } from './features';

/** The signals, in the order doubtSignals() gives them. */
export const DOUBT_SIGNALS = [
  "log-odds of the answered type's probability",
  "share of the document's words outside the training vocabulary",
  "log-odds margin between the main model's two likeliest types",
  'a structure rule decided the answer (1) or the model (0)',
  'the answer is unknown (1) or one of the seven kinds (0)',
  'log of the number of words',
  'share of the words that look garbled (OCR)',
] as const;

/** How many times a word must occur in the training documents to be in the model's vocabulary. */
export const VOCABULARY_MIN_COUNT = 2;

/** Bounded log-odds, so a probability of exactly 0 or 1 stays a finite feature. */
export const logOdds = (p: number) => {
  const q = Math.min(1 - 1e-4, Math.max(1e-4, p));
  return Math.log(q / (1 - q));
};

/** How many times each word (features.ts tokens, as the model reads them) occurs in `documents` (each its page texts). */
export function wordCounts(documents: Iterable<readonly string[]>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const pages of documents) for (const page of pages) for (const t of tokenize(page)) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/**
 * The share of the document's words (features.ts tokens) that `known` says are not in the model's vocabulary (the
 * words of its training documents that occur VOCABULARY_MIN_COUNT times or more, so that a one-off garble of the
 * generator's OCR noise is not vocabulary); 0 for a document without words.
 */
export function outOfVocabulary(pages: readonly string[], known: (word: string) => boolean): number {
  let words = 0;
  let unknown = 0;
  for (const page of pages) {
    for (const t of tokenize(page)) {
      words += 1;
      if (!known(t)) unknown += 1;
    }
  }
  return words ? unknown / words : 0;
}

/** The words of a text as printed: runs without spaces that hold a letter. */
export function printedWords(pages: readonly string[]): string[] {
  return pages.flatMap((p) => p.split(/\s+/)).filter((w) => /[A-Za-z]/.test(w));
}

/**
 * Whether a printed word looks garbled by OCR: a character no word or its punctuation prints, a lower-case letter
 * before a capital ("HEARlNG"), or letters and digits run together ("N0TICE", "l0th"; a code such as "ADJ1234567" or
 * "PR2" and an ordinal such as "1st" aside).
 */
export function garbled(word: string): boolean {
  const w = word.replace(/^[("'[]+|[)"'\].,;:!?]+$/g, '');
  if (/[^A-Za-z0-9.,;:'"()\-/&$%#?!@*]/.test(w)) return true;
  if (/[a-z][A-Z]/.test(w) && !/^(?:Mc|Mac|De|La|O')[A-Z]/.test(w)) return true;
  return /[A-Za-z][0-9]|[0-9][A-Za-z]/.test(w) && !/^\d+(?:st|nd|rd|th)$/i.test(w) && !/^[A-Z]{1,4}-?\d+$/.test(w);
}

/** The share of the printed words that look garbled; 0 for a text without words. */
export function garbleShare(pages: readonly string[]): number {
  const words = printedWords(pages);
  return words.length ? words.filter(garbled).length / words.length : 0;
}

export interface DoubtInputs {
  pages: readonly string[];
  /** The answered type's probability (for `unknown`, the probability of `unknown`). */
  probability: number;
  /** outOfVocabulary() of the document against the model's vocabulary. */
  oov: number;
  /** The main model's probabilities (at its temperature), before the confidence model and the structure rules. */
  mainProbabilities: readonly number[];
  /** Whether a structure rule decided the answer. */
  byRule: boolean;
  unknown: boolean;
}

/** The signals of one answer, in DOUBT_SIGNALS order. */
export function doubtSignals(d: DoubtInputs): number[] {
  const [a = 1, b = 0] = [...d.mainProbabilities].sort((x, y) => y - x);
  return [
    logOdds(d.probability),
    d.oov,
    Math.log(Math.max(a, 1e-6) / Math.max(b, 1e-6)),
    d.byRule ? 1 : 0,
    d.unknown ? 1 : 0,
    Math.log(1 + printedWords(d.pages).length),
    garbleShare(d.pages),
  ];
}

/** A logistic model's probability: `weights` a bias, then one weight per signal. */
export function logistic(weights: readonly number[], signals: readonly number[]): number {
  let s = weights[0] as number;
  signals.forEach((f, j) => {
    s += f * (weights[j + 1] as number);
  });
  return 1 / (1 + Math.exp(-s));
}
