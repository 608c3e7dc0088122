/** One correction, stored with its lesson: the core of POST /v1/feedback and of the MCP tool submit_correction. */
import { ApiError, type Correction, type CorrectionFields } from '@wcab/contract';
import { DEFAULT_ACTIVITY_TYPES } from '@wcab/classify';
import { lessonOf, lessonTopics, toCorrection, type AnswerDates, type RetainedDocument } from '@wcab/learning';
import type { JobQueue } from '@wcab/queue';
import type { Clock } from '@wcab/ratelimit';
import type { GatewayLimits } from './deps';
import { apiError } from './errors';
import { newId, partOf, retainedOf, type GatewayLearning } from './learning';

export interface CorrectionDeps {
  queue: JobQueue;
  limits: GatewayLimits;
  clock: Clock;
}

interface Target {
  kind: 'classify' | 'batch';
  document: RetainedDocument;
  activityTypes?: string[];
  jobId?: string;
  documentIndex?: number;
}

/**
 * Stores one correction for `account` (validated by the caller): the document is named by a job_id the
 * account received, or given as bytes (read by the pipeline as a classify request). Shared by
 * POST /v1/feedback and the MCP tool submit_correction.
 */
export async function submitCorrection(
  deps: CorrectionDeps,
  learning: GatewayLearning,
  account: string,
  request: { correct: CorrectionFields; activity_types?: string[] | undefined; job_id?: string | undefined; document_index?: number | undefined },
  document: Uint8Array | undefined,
): Promise<Correction> {
  const target =
    request.job_id !== undefined
      ? await referenced(learning, account, request.job_id, request.document_index, request.correct)
      : await readDocument(deps, document!, request.activity_types);
  checkVocabulary(request.correct, request.activity_types ?? target.activityTypes);
  if (target.kind === 'classify' && (request.correct.start_page !== undefined || request.correct.end_page !== undefined)) {
    throw apiError('BAD_REQUEST', 'correct.start_page and end_page apply to a batch document only');
  }
  const lesson = lessonOf(target.document.pages, request.correct, { dates: target.document.dates as AnswerDates['dates'] });
  const stored = {
    id: newId('fb'),
    account,
    createdAt: deps.clock.now(),
    kind: target.kind,
    ...(target.jobId ? { jobId: target.jobId } : {}),
    ...(target.documentIndex ? { documentIndex: target.documentIndex } : {}),
    correct: request.correct,
    lesson,
    learned: lessonTopics(lesson),
  };
  await learning.store.addCorrection(stored, learning.maxCorrections);
  return toCorrection(stored);
}

async function referenced(learning: GatewayLearning, account: string, jobId: string, index: number | undefined, correct: CorrectionFields): Promise<Target> {
  const result = await learning.store.getResult(account, jobId, Date.now());
  if (!result) throw apiError('NOT_FOUND', 'No such job_id for this API key (answers are kept for corrections for RESULT_RETENTION_DAYS)');
  if (result.kind === 'batch' && index === undefined) throw apiError('BAD_REQUEST', 'document_index is required for a batch answer (1-based)');
  if (result.kind === 'classify' && index !== undefined && index !== 1) throw apiError('BAD_REQUEST', 'document_index applies to a batch answer only');
  const document = result.documents[(index ?? 1) - 1];
  if (!document) throw apiError('NOT_FOUND', `The answer has no document ${index} (it has ${result.documents.length})`);
  return {
    kind: result.kind,
    document: result.kind === 'batch' ? partOf(document, correct.start_page, correct.end_page) : document,
    ...(result.activityTypes ? { activityTypes: result.activityTypes } : {}),
    jobId,
    ...(index ? { documentIndex: index } : {}),
  };
}

/** The document sent with the correction, read by the pipeline as a classify request would be. */
async function readDocument(deps: CorrectionDeps, document: Uint8Array, activityTypes: string[] | undefined): Promise<Target> {
  const outcome = await deps.queue.run(
    {
      kind: 'classify',
      document,
      params: {
        options: { extract_dates: true, extract_adj: false, evidence: false },
        ...(activityTypes ? { activity_types: activityTypes } : {}),
        maxPages: deps.limits.maxClassifyPages,
        // Kept for the lesson only: the answer is not returned, and no learned layer changes what is read.
        learning: { retain: true },
      },
    },
    { timeoutMs: deps.limits.classifyTimeoutMs },
  );
  if (!outcome.ok) throw new ApiError(outcome.code, outcome.message);
  const retained = retainedOf(outcome)?.[0];
  if (!retained) throw apiError('INTERNAL_ERROR', 'The document was read but its text was not kept');
  return { kind: 'classify', document: retained };
}

/** A doc_type must be one of the labels the answer could take: the caller's, the job's, or the defaults. */
function checkVocabulary(correct: CorrectionFields, labels: readonly string[] | undefined): void {
  if (correct.doc_type === undefined) return;
  const vocabulary = labels?.length ? labels : DEFAULT_ACTIVITY_TYPES;
  if (!vocabulary.includes(correct.doc_type)) {
    throw apiError(
      'BAD_REQUEST',
      `correct.doc_type "${correct.doc_type.slice(0, 100)}" is not one of the activity types (send activity_types with the office's labels)`,
    );
  }
}
