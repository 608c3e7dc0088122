/**
 * The learned layer: an answer, changed where the account's lessons say so. Pure; the pipeline's last
 * stage. A lesson applies to documents alike enough to the one it was taught on (LAYOUT_THRESHOLD, see
 * docs/learning.md for how it was chosen); the most alike lesson that speaks of a field decides it.
 */
import type { DateType, DocumentType, LearnedChange } from '@wcab/contract';
import { dateContextKey, readDate, readName, readText } from './fieldRules';
import type { AccountMemory, Match } from './memory';

/**
 * Similarity from which a lesson applies. Chosen on the office simulation (eval/office): the lowest value
 * that keeps changes on other generator families under 0.5 % while the rest of a corrected family follows.
 */
export const LAYOUT_THRESHOLD = 0.25;

/** Lessons considered per document, most alike first (bounds the time of reading taught fields). */
const MOST_ALIKE = 8;

/** The fields of an answer the learned layer reads and may change, whatever the kind of answer. */
export interface LearnableAnswer {
  documentType: DocumentType;
  /** The activity label; undefined when the answer has none (classify without activity_types). */
  label?: string;
  applicant?: string;
  employer?: string;
  /** YYYY-MM-DD */
  documentDate?: string;
  dates: Array<{ date: string; type: DateType; description: string }>;
}

export type LearnedField = LearnedChange['field'];

export interface LearnedOutcome {
  answer: LearnableAnswer;
  changes: Array<Omit<LearnedChange, 'field'> & { field: 'document_type' | 'label' | 'applicant_name' | 'employer' | 'document_date' | 'dates' }>;
}

export interface ApplyInput {
  pages: readonly string[];
  sketch: Uint32Array;
  answer: LearnableAnswer;
  /** The labels the answer may take (the caller's, or the defaults); a learned label outside them is not used. */
  labels?: readonly string[];
  threshold?: number;
}

const round = (x: number) => Math.round(x * 1000) / 1000;

export function applyLessons(memory: AccountMemory | undefined, input: ApplyInput): LearnedOutcome {
  const answer: LearnableAnswer = { ...input.answer, dates: input.answer.dates.map((d) => ({ ...d })) };
  const changes: LearnedOutcome['changes'] = [];
  if (!memory || memory.size === 0) return { answer, changes };
  // The most alike lessons decide; past a handful, more of the same layout add time, not answers.
  const matches = memory.matches(input.sketch, input.threshold ?? LAYOUT_THRESHOLD, MOST_ALIKE);
  if (matches.length === 0) return { answer, changes };
  const record = (field: LearnedOutcome['changes'][number]['field'], m: Match) =>
    changes.push({ field, correction_id: m.lesson.id, similarity: round(m.similarity) });
  const first = <T>(pick: (m: Match) => T | undefined): [T, Match] | undefined => {
    for (const m of matches) {
      const value = pick(m);
      if (value !== undefined) return [value, m];
    }
    return undefined;
  };

  const type = first((m) => m.lesson.documentType);
  if (type && type[0] !== answer.documentType) {
    answer.documentType = type[0];
    record('document_type', type[1]);
  }
  if (answer.label !== undefined) {
    // A label is the office's name for a kind of document: taught on one type, it never moves another type's answer.
    const label = first((m) =>
      m.lesson.label && (!input.labels || input.labels.includes(m.lesson.label)) && (!m.lesson.documentType || m.lesson.documentType === answer.documentType)
        ? m.lesson.label
        : undefined,
    );
    if (label && label[0] !== answer.label) {
      answer.label = label[0];
      record('label', label[1]);
    }
  }
  const applicant = first((m) => (m.lesson.applicant ? readName(input.pages, m.lesson.applicant) : undefined));
  if (applicant && applicant[0] !== answer.applicant) {
    answer.applicant = applicant[0];
    record('applicant_name', applicant[1]);
  }
  const employer = first((m) => (m.lesson.employer ? readText(input.pages, m.lesson.employer) : undefined));
  if (employer && employer[0] !== answer.employer) {
    answer.employer = employer[0];
    record('employer', employer[1]);
  }
  const date = first((m) => (m.lesson.documentDate ? readDate(input.pages, m.lesson.documentDate) : undefined));
  if (date && date[0] !== answer.documentDate) {
    answer.documentDate = date[0];
    record('document_date', date[1]);
  }
  let retyped: Match | undefined;
  for (const d of answer.dates) {
    const key = dateContextKey(d.description);
    const learned = first((m) => m.lesson.dateTypes?.find((t) => t.key === key)?.type);
    if (learned && learned[0] !== d.type) {
      d.type = learned[0];
      retyped ??= learned[1];
    }
  }
  if (retyped) record('dates', retyped);
  return { answer, changes };
}
