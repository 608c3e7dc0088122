/**
 * Corrections (issue 32): what a person says is right about an answer, the body of POST /v1/feedback,
 * and the stored correction as GET /v1/feedback lists it. Objects are strict: a field the API does not
 * know is a 400, not silently dropped (a misspelt `aplicant_name` must not look taught).
 */
import { z } from 'zod';
import { ActivityTypes, DateType, DocumentType, base64Document, isoDay } from './schemas';

const ADJ = /^ADJ\d{6,9}$/;

export const CorrectedDate = z
  .object({
    date: isoDay.describe('YYYY-MM-DD'),
    type: DateType,
    time: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM (24-hour)')
      .optional()
      .describe('24-hour HH:MM, when the document gives one'),
  })
  .strict()
  .meta({ id: 'CorrectedDate' });

export const CorrectionFields = z
  .object({
    document_type: DocumentType.optional().describe("The document's type (one of the DocumentType values)"),
    doc_type: z
      .string()
      .trim()
      .min(1)
      .max(200)
      .optional()
      .describe(
        "The office's activity label (a batch document's doc_type, a classification's activity_type). It must be one of " +
          "`activity_types` when they are sent, else of the corrected job's activity_types, else of the default labels.",
      ),
    applicant_name: z.string().trim().min(1).max(200).optional().describe("The applicant's name as the document prints it"),
    employer: z.string().trim().min(1).max(300).optional(),
    adj_numbers: z.array(z.string().regex(ADJ, 'ADJ followed by 6 to 9 digits')).max(50).optional(),
    document_date: z
      .string()
      .regex(/^\d{4}-?\d{2}-?\d{2}$/, 'YYYY-MM-DD or YYYYMMDD')
      .optional()
      .describe("The document's own date (YYYY-MM-DD or YYYYMMDD)"),
    dates: z.array(CorrectedDate).max(100).optional().describe('The dates the document sets, with their meaning'),
    start_page: z.number().int().min(1).optional().describe('For a batch document: its first page'),
    end_page: z.number().int().min(1).optional().describe('For a batch document: its last page'),
  })
  .strict()
  .refine((c) => Object.values(c).some((v) => v !== undefined), { message: 'correct must name at least one field' })
  .refine((c) => c.start_page === undefined || c.end_page === undefined || c.start_page <= c.end_page, {
    message: 'start_page must not be after end_page',
    path: ['end_page'],
  })
  .meta({ id: 'CorrectionFields', description: 'What the person says is right; fields left out are not corrected.' });
export type CorrectionFields = z.infer<typeof CorrectionFields>;

export const FeedbackRequest = z
  .object({
    document: base64Document.optional().describe('The corrected document itself, base64 (or send it as a multipart `file` part). Either this or job_id.'),
    job_id: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .describe('The `job_id` of a synchronous classify or analyze-batch answer this API key received (kept RESULT_RETENTION_DAYS). Either this or document.'),
    document_index: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe('For a batch answer: which of its documents (1-based, as in /v1/jobs/{id}/documents/{n}); required then'),
    correct: CorrectionFields,
    activity_types: ActivityTypes.optional().describe("The office's activity labels, as on /v1/classify: the vocabulary of doc_type"),
  })
  .strict()
  .refine((b) => (b.document === undefined) !== (b.job_id === undefined), {
    message: 'send either document or job_id (exactly one)',
    path: ['job_id'],
  })
  .meta({ id: 'FeedbackRequest' });
export type FeedbackRequest = z.infer<typeof FeedbackRequest>;

/** The fields of a multipart or raw-body correction besides the file (the same schema without `document`). */
export const FeedbackUploadFields = z
  .object({ correct: CorrectionFields, activity_types: ActivityTypes.optional() })
  .strict()
  .meta({ id: 'FeedbackUploadFields' });

export const Correction = z
  .object({
    id: z.string().describe('The correction id (named in data.sources.learned of the answers it changed)'),
    created_at: z.string().describe('ISO 8601 UTC'),
    kind: z.enum(['classify', 'batch']).describe('What kind of answer was corrected'),
    job_id: z.string().optional().describe('The corrected answer, when it was referenced by job_id'),
    document_index: z.number().int().min(1).optional(),
    correct: CorrectionFields,
    learned: z
      .array(z.string())
      .describe(
        'What later answers learn from it: `layout` (documents like this one take its type and label), `applicant_name`, `employer`, ' +
          '`document_date` (where this layout prints them), `dates` (the meaning of a date by its words). Empty: kept, but nothing could be learned ' +
          '(e.g. a value the document does not print).',
      ),
  })
  .meta({ id: 'Correction' });
export type Correction = z.infer<typeof Correction>;

export const FeedbackCreated = z.object({ success: z.literal(true), data: Correction }).meta({ id: 'FeedbackCreated' });

export const FeedbackListQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).optional().default(50).describe('Corrections per page (1-200, default 50)'),
    cursor: z.string().max(200).optional().describe('`next_cursor` of the previous page'),
  })
  .strict()
  .meta({ id: 'FeedbackListQuery' });

export const FeedbackList = z
  .object({
    success: z.literal(true),
    data: z.object({
      corrections: z.array(Correction).describe('Newest first'),
      next_cursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last'),
      total: z.number().int().min(0).describe("All of this API key's corrections"),
    }),
  })
  .meta({ id: 'FeedbackList' });

export const FeedbackDeleted = z.object({ success: z.literal(true), data: z.object({ deleted: z.number().int().min(0) }) }).meta({ id: 'FeedbackDeleted' });

/**
 * What a job carries for the learned layer (set by the gateway, never by a caller): whose corrections
 * apply, and whether to keep the start of each document's text for a correction by job_id.
 */
export const JobLearning = z.object({
  account: z.string().optional().describe('The API key whose corrections apply to the answer'),
  retain: z.boolean().default(false).describe("Return the start of each document's text beside the answer (kept for RESULT_RETENTION_DAYS)"),
});
export type JobLearning = z.infer<typeof JobLearning>;

/** What a job keeps of one document for corrections: the start of its text and the dates it answered. */
export interface RetainedText {
  pages: string[];
  dates: Array<{ date: string; type: string; description: string }>;
}
