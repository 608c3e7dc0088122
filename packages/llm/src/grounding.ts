/**
 * Grounding: what the LLM returns is believed only where the document's own text bears it out.
 * The evidence is the document as the extractor reads it (@wcab/extract's normalisation: OCR
 * look-alikes, quotes, page breaks), minus every sentence that addresses an AI (injection.ts).
 *
 * - an ADJ number must be one the extractor finds in the evidence; a name's every word must be a word
 *   of it; a date must be one its date reader finds there;
 * - a summary may not hold a date, number or capitalised name that the evidence lacks;
 * - a change of document type, or of a date's meaning, needs a quote found verbatim in the evidence
 *   (and, for a date, a quote that holds that date); a type's quote must also read as that type more
 *   than as the local one to the local model (a real but unrelated quote, a letterhead, is no reason);
 * - a document that addresses an AI gets no change of type or meaning from one: whatever the model
 *   says about it may be what the document told it to say.
 */
import { modelScores } from '@wcab/classify';
import type { DocumentType } from '@wcab/contract';
import { findAdjNumbers, findDateMentions, joinPages } from '@wcab/extract';
import type { LlmAnswer } from './answer';
import { withoutInjections } from './injection';

export interface Evidence {
  /** Normalised document text without instruction-like sentences. */
  text: string;
  /** Lowercase words and numbers of `text` joined by single spaces, padded: for word-exact look-ups. */
  words: string;
  wordSet: Set<string>;
  adj: Set<string>;
  dates: Set<string>;
  digitRuns: Set<string>;
  injections: number;
}

export function evidenceOf(pages: readonly string[]): Evidence {
  const { text, found } = withoutInjections(joinPages(pages));
  const words = ` ${wordsOf(text)} `;
  return {
    text,
    words,
    wordSet: new Set(words.trim().split(' ')),
    adj: new Set(findAdjNumbers(text)),
    dates: new Set(findDateMentions(text).map((m) => m.iso)),
    digitRuns: new Set(text.match(/\d+/g) ?? []),
    injections: found,
  };
}

function wordsOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The quote occurs in the evidence (case, punctuation and line breaks aside) and says something (2+ words, 10+ characters). */
export function quoteHolds(evidence: Evidence, quote: string): boolean {
  const q = wordsOf(quote);
  if (q.length < 10 || q.split(' ').length < 2) return false;
  return evidence.words.includes(` ${q} `);
}

export function nameHolds(evidence: Evidence, name: string): boolean {
  const words = wordsOf(name)
    .split(' ')
    .filter((w) => w.length > 1);
  return words.length > 0 && words.every((w) => evidence.wordSet.has(w));
}

const CALENDAR_WORDS = new Set(
  'january february march april may june july august september october november december monday tuesday wednesday thursday friday saturday sunday am pm a m p noon'.split(
    ' ',
  ),
);

/** Why a summary cannot be used, or undefined when everything it states is in the evidence. */
export function summaryProblem(evidence: Evidence, summary: string): string | undefined {
  if (!summary.trim()) return 'empty';
  let rest = summary;
  for (const m of findDateMentions(summary).reverse()) {
    if (!evidence.dates.has(m.iso)) return `date ${m.iso} not in the document`;
    rest = rest.slice(0, m.start) + ' ' + rest.slice(m.end);
  }
  for (const number of findAdjNumbers(rest)) if (!evidence.adj.has(number)) return `ADJ number ${number} not in the document`;
  for (const run of rest.match(/\d+/g) ?? []) {
    if (!evidence.digitRuns.has(run) && !evidence.digitRuns.has(run.replace(/^0+(?=\d)/, ''))) return `number ${run} not in the document`;
  }
  // Capitalised words that do not open a sentence: names of people, places, courts, organisations.
  for (const m of rest.matchAll(/(?<![.!?:]\s|^)\b\p{Lu}[\p{L}\p{N}'-]*/gu)) {
    const word = wordsOf(m[0]);
    if (!word || CALENDAR_WORDS.has(word)) continue;
    if (
      !word
        .split(' ')
        .filter((w) => w.length > 1)
        .every((w) => evidence.wordSet.has(w))
    )
      return `name "${m[0]}" not in the document`;
  }
  return undefined;
}

export interface LocalFields {
  document_type: string;
  adj_numbers: string[];
  parties: string[];
  dates: Array<{ date: string; type: string }>;
}

export interface Grounded {
  document_type?: { value: LlmAnswer['document_type']; quote: string };
  summary?: string;
  adj_numbers: string[];
  parties: string[];
  /** New meaning of a date the extractor found, by its index in the local dates. */
  dateTypes: Array<{ index: number; type: LlmAnswer['dates'][number]['type']; quote: string }>;
  /** Dates the extractor missed, each with a quote that holds it. */
  newDates: Array<{ date: string; type: LlmAnswer['dates'][number]['type']; quote: string }>;
  /** What was dropped, by kind, for counting. */
  dropped: Record<'document_type' | 'summary' | 'adj_numbers' | 'parties' | 'dates', number>;
}

/** The local model, reading only the quote, finds it likelier to be from a `to` document than a `from` one. */
export function quoteReadsAs(quote: string, to: DocumentType, from: DocumentType): boolean {
  // The main model's ranking of the two kinds (the confidence model only bounds how sure its top kind is), before any
  // rule that reads a whole paper's structure: a quote is a fragment, not a paper of its own (its scope, its greeting).
  const scores = modelScores([quote]);
  return (scores[to] ?? 0) > (scores[from] ?? 0);
}

/** The part of `answer` the evidence bears out, as changes to the local fields. */
export function ground(evidence: Evidence, answer: LlmAnswer, local: LocalFields): Grounded {
  const dropped = { document_type: 0, summary: 0, adj_numbers: 0, parties: 0, dates: 0 };
  const out: Grounded = { adj_numbers: [], parties: [], dateTypes: [], newDates: [], dropped };

  if (answer.document_type !== local.document_type) {
    const supported =
      evidence.injections === 0 &&
      quoteHolds(evidence, answer.document_type_quote) &&
      quoteReadsAs(answer.document_type_quote, answer.document_type, local.document_type as DocumentType);
    if (supported) out.document_type = { value: answer.document_type, quote: answer.document_type_quote };
    else dropped.document_type += 1;
  }

  if (summaryProblem(evidence, answer.summary) === undefined) out.summary = answer.summary.trim();
  else dropped.summary += 1;

  const knownAdj = new Set(local.adj_numbers);
  for (const number of new Set(answer.adj_numbers)) {
    if (knownAdj.has(number)) continue;
    if (evidence.adj.has(number)) out.adj_numbers.push(number);
    else dropped.adj_numbers += 1;
  }

  const knownParties = new Set(local.parties.map(wordsOf));
  for (const party of answer.parties) {
    const key = wordsOf(party);
    if (!key || knownParties.has(key)) continue;
    if (nameHolds(evidence, party)) {
      out.parties.push(party.trim());
      knownParties.add(key);
    } else dropped.parties += 1;
  }

  for (const d of answer.dates) {
    if (!evidence.dates.has(d.date)) {
      dropped.dates += 1;
      continue;
    }
    const index = local.dates.findIndex((l) => l.date === d.date);
    const same = local.dates.some((l) => l.date === d.date && l.type === d.type);
    if (same) continue;
    // A new meaning, or a new date, needs words of the document around that very date.
    const supported = evidence.injections === 0 && quoteHolds(evidence, d.quote) && findDateMentions(d.quote).some((m) => m.iso === d.date);
    if (!supported) {
      dropped.dates += 1;
      continue;
    }
    if (index >= 0) {
      if (!out.dateTypes.some((t) => t.index === index)) out.dateTypes.push({ index, type: d.type, quote: d.quote });
    } else if (!out.newDates.some((n) => n.date === d.date)) out.newDates.push({ date: d.date, type: d.type, quote: d.quote });
  }
  return out;
}
