/** Job parameters as the gateway sends them: the request minus its document, plus limits. */
import { z } from 'zod';
import { ActivityTypes, BatchOptions, Cases, ClassifyOptions, JobLearning } from '@wcab/contract';

export const ClassifyParams = z.object({
  options: ClassifyOptions.default({ extract_dates: false, extract_adj: false, evidence: false }),
  cases: Cases.optional(),
  activity_types: ActivityTypes.optional(),
  learning: JobLearning.optional(),
  maxPages: z.number().int().positive().default(200),
});
export type ClassifyParams = z.infer<typeof ClassifyParams>;

export const BatchParams = z.object({
  options: BatchOptions.default({ include_documents: false, evidence: false }),
  /** Set by the gateway for asynchronous batches: the split documents are kept for download. */
  keep_documents: z.boolean().default(false),
  cases: Cases.optional(),
  activity_types: ActivityTypes.optional(),
  learning: JobLearning.optional(),
  maxPages: z.number().int().positive().default(500),
});
export type BatchParams = z.infer<typeof BatchParams>;
