/**
 * A lesson: what one correction teaches, in the form the learned layer applies. Built from the corrected
 * document's text and the answer it had, then kept without that text (the signature is hashes, the rules
 * are the template's words).
 */
import type { CorrectionFields, DateType, DocumentType } from '@wcab/contract';
import { dateContextKey, learnDateRule, learnTextRule, type AnchorRule } from './fieldRules';
import { learnNamePlaces } from './nameRules';
import { formSeriesOf } from './formCode';
import { frameOf } from './frame';
import { signatureOf } from './signature';
import { titleMarkOf, type TitleMark } from './title';

export interface Lesson {
  id: string;
  createdAt: number;
  sketch: Uint32Array;
  /** The series of the corrected form's own number (formCode.ts), null where it printed none; absent in a lesson stored before. */
  formSeries?: number | null;
  /** The corrected document's frame (frame.ts): absent in a lesson stored before frames were kept. */
  frame?: Uint32Array;
  /** The corrected document's own title (title.ts), null where it had none: a document titled as another kind is not its layout. */
  title?: TitleMark | null;
  documentType?: DocumentType;
  /** The office's activity label. */
  label?: string;
  /** Every place the corrected document printed the applicant, top first (nameRules.ts). */
  applicant?: AnchorRule[];
  employer?: AnchorRule;
  documentDate?: AnchorRule;
  /** The meaning of a date by the words around it (digits masked). */
  dateTypes?: Array<{ key: string; type: DateType }>;
}

/** What the document answered before the correction, in the fields lessons read. */
export interface AnswerDates {
  dates: Array<{ date: string; type: DateType; description: string }>;
}

/** What a lesson learned, by name (Correction.learned). */
export function lessonTopics(lesson: Omit<Lesson, 'id' | 'createdAt'>): string[] {
  return [
    ...(lesson.documentType || lesson.label ? ['layout'] : []),
    ...(lesson.applicant ? ['applicant_name'] : []),
    ...(lesson.employer ? ['employer'] : []),
    ...(lesson.documentDate ? ['document_date'] : []),
    ...(lesson.dateTypes?.length ? ['dates'] : []),
  ];
}

export const isoOf = (day: string) => (/^\d{8}$/.test(day) ? `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}` : day);

/**
 * The lesson of a correction of the document whose pages are `pages` and whose answer had `before` dates.
 * A value the document does not print teaches no rule (it is kept as the correction, but changes nothing).
 */
export function lessonOf(pages: readonly string[], correct: CorrectionFields, before?: AnswerDates): Omit<Lesson, 'id' | 'createdAt'> {
  const lesson: Omit<Lesson, 'id' | 'createdAt'> = {
    sketch: signatureOf(pages).sketch,
    frame: frameOf(pages),
    formSeries: formSeriesOf(pages),
    title: titleMarkOf(pages),
  };
  if (correct.document_type) lesson.documentType = correct.document_type;
  if (correct.doc_type) lesson.label = correct.doc_type;
  if (correct.applicant_name) lesson.applicant = learnNamePlaces(pages, correct.applicant_name);
  if (correct.employer) lesson.employer = learnTextRule(pages, correct.employer);
  if (correct.document_date) lesson.documentDate = learnDateRule(pages, isoOf(correct.document_date));
  if (correct.dates?.length && before) {
    // A date the answer had under another type: its words now mean the corrected type.
    const dateTypes = correct.dates.flatMap((c) => {
      const was = before.dates.find((d) => d.date === c.date);
      return was?.description ? [{ key: dateContextKey(was.description), type: c.type }] : [];
    });
    if (dateTypes.length) lesson.dateTypes = dateTypes;
  }
  for (const k of Object.keys(lesson) as (keyof typeof lesson)[]) if (lesson[k] === undefined) delete lesson[k];
  return lesson;
}
