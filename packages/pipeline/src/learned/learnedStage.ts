/**
 * The pipeline's last stage: the account's own corrections (issue 32, @wcab/learning). The thread asks
 * the process that runs it (host service `learned`, which holds the account's memory and checks its
 * version before every job) to apply the account's lessons to each document's answer, then writes the
 * changes into the result and names each in `sources.learned`. Without an account, or in a process that
 * offers no learned layer (scripts, the CLI's local engine), answers pass unchanged.
 *
 * It also cuts what a correction by job_id needs of each document, when the job asks to retain it.
 */
import type { BatchDocument, ClassificationResult, LearnedChange, RetainedText, Sources } from '@wcab/contract';
import { ApiError, type JobLearning } from '@wcab/contract';
import type { LearnableAnswer } from '@wcab/learning';
// The service module only: the stores (SQLite, PostgreSQL drivers) stay out of the job threads.
import type { LearnReply, LearnRequest } from '@wcab/learning/service';
import type { JobContext } from '../context/jobContext';
import type { Analysis } from '../analysis/analyze';
import { suggestedFilename } from '@wcab/contract/naming';
import { withEamsOf } from '../analysis/eams';

/** The start of a document is what lessons read (its layout, labels, where fields are printed). */
const PAGES_KEPT = 3;
const CHARS_KEPT = 24_000;

export function retainedText(pages: readonly string[], dates: RetainedText['dates']): RetainedText {
  let budget = CHARS_KEPT;
  const kept = pages.slice(0, PAGES_KEPT).map((p) => {
    const part = p.slice(0, Math.max(0, budget));
    budget -= part.length;
    return part;
  });
  return { pages: kept, dates: dates.map(({ date, type, description }) => ({ date, type, description })) };
}

/** What the stage needs of the job: the host's learned layer (JobContext.learned), when it offers one. */
export type LearnedContext = Pick<JobContext, 'learned'>;

async function askHost(ctx: LearnedContext, learning: JobLearning | undefined, documents: LearnRequest['documents']): Promise<LearnReply | undefined> {
  if (!learning?.account || documents.length === 0 || !ctx.learned) return undefined;
  try {
    return await ctx.learned({ account: learning.account, documents });
  } catch {
    // The host waited for the account's corrections as long as it should (learning's STORE_WAIT_MS):
    // answering without them would repeat a mistake the office has corrected, so the caller retries.
    throw new ApiError('SERVICE_UNAVAILABLE', "The account's corrections could not be read; retry the request");
  }
}

const withLearned = (sources: Sources | undefined, changes: LearnedChange[]): Sources | undefined =>
  changes.length ? { stages: sources?.stages ?? [], ...(sources?.llm_changed ? { llm_changed: sources.llm_changed } : {}), learned: changes } : sources;

/** A classify answer with the account's lessons applied. `relabel` matches the caller's labels to a learned type. */
export async function learnedClassify(
  ctx: LearnedContext,
  result: ClassificationResult,
  analysis: Analysis,
  learning: JobLearning | undefined,
  labels: string[] | undefined,
  relabel: (documentType: ClassificationResult['document_type']) => string,
): Promise<ClassificationResult> {
  const answer: LearnableAnswer = {
    documentType: result.document_type,
    ...(result.activity_type !== undefined ? { label: result.activity_type } : {}),
    ...(analysis.applicant ? { applicant: analysis.applicant } : {}),
    ...(analysis.employer ? { employer: analysis.employer } : {}),
    dates: result.dates.map(({ date, type, description }) => ({ date, type, description })),
  };
  const reply = await askHost(ctx, learning, [{ pages: analysis.pages.slice(0, PAGES_KEPT), answer, ...(labels?.length ? { labels } : {}) }]);
  const outcome = reply?.[0];
  if (!outcome || outcome.changes.length === 0) return result;
  const changed = new Set(outcome.changes.map((c) => c.field));
  const learned: LearnedChange[] = [];
  const next: ClassificationResult = { ...result };
  for (const c of outcome.changes) {
    const { field, ...rest } = c;
    if (field === 'document_type') next.document_type = outcome.answer.documentType;
    if (field === 'label') next.activity_type = outcome.answer.label;
    if (field === 'applicant_name' && outcome.answer.applicant) {
      const name = outcome.answer.applicant;
      next.parties = [name, ...result.parties.filter((p) => p !== analysis.applicant && p !== name)];
      next.adj_numbers = result.adj_numbers.map((a) => ({ ...a, claimant_name: name }));
    }
    if (field === 'employer') {
      // A classify answer carries the employer with its ADJ numbers only: none answered (extract_adj off, or none
      // printed), nothing changed, and sources.learned must not say it did.
      if (!outcome.answer.employer || result.adj_numbers.length === 0) continue;
      next.adj_numbers = (next.adj_numbers ?? result.adj_numbers).map((a) => ({ ...a, employer: outcome.answer.employer! }));
    }
    if (field === 'dates') next.dates = result.dates.map((d, i) => ({ ...d, type: outcome.answer.dates[i]?.type ?? d.type }));
    if (field === 'document_date') continue; // classify answers carry no document date
    learned.push({ field: field === 'label' ? 'activity_type' : field, ...rest });
  }
  // A learned type, and no learned label: the caller's label follows the type.
  if (changed.has('document_type') && !changed.has('label') && result.activity_type !== undefined && labels?.length) {
    next.activity_type = relabel(next.document_type);
  }
  return { ...next, ...(withLearned(result.sources, learned) ? { sources: withLearned(result.sources, learned) } : {}) };
}

/** A batch's documents with the account's lessons applied (one call to the host for the whole batch). */
export async function learnedBatch(
  ctx: LearnedContext,
  documents: BatchDocument[],
  analyses: Analysis[],
  learning: JobLearning | undefined,
  labels: string[] | undefined,
  relabel: (index: number, documentType: Analysis['documentType']) => string,
): Promise<BatchDocument[]> {
  const request = documents.map((d, i) => {
    const a = analyses[i]!;
    const answer: LearnableAnswer = {
      documentType: a.documentType,
      label: d.doc_type,
      ...(d.applicant_name ? { applicant: d.applicant_name } : {}),
      ...(a.employer ? { employer: a.employer } : {}),
      ...(d.document_date ? { documentDate: `${d.document_date.slice(0, 4)}-${d.document_date.slice(4, 6)}-${d.document_date.slice(6)}` } : {}),
      dates: d.calendar_dates.map((c) => ({ date: c.date, type: c.type, description: a.dates.find((x) => x.date === c.date)?.description ?? '' })),
    };
    return { pages: a.pages.slice(0, PAGES_KEPT), answer, ...(labels?.length ? { labels } : {}) };
  });
  const reply = await askHost(ctx, learning, request);
  if (!reply) return documents;
  return documents.map((d, i) => {
    const outcome = reply[i];
    if (!outcome || outcome.changes.length === 0) return d;
    const changed = new Set(outcome.changes.map((c) => c.field));
    // A lesson that changes the type changes the EAMS title the document files under (docs/api.md).
    const next: BatchDocument = changed.has('document_type') ? withEamsOf(d, outcome.answer.documentType, analyses[i]!) : { ...d };
    const learned: LearnedChange[] = [];
    for (const c of outcome.changes) {
      const { field, ...rest } = c;
      if (field === 'label' && outcome.answer.label) next.doc_type = outcome.answer.label;
      if (field === 'applicant_name' && outcome.answer.applicant) next.applicant_name = outcome.answer.applicant;
      if (field === 'document_date' && outcome.answer.documentDate) next.document_date = outcome.answer.documentDate.replace(/-/g, '');
      if (field === 'dates') next.calendar_dates = d.calendar_dates.map((cd, j) => ({ ...cd, type: outcome.answer.dates[j]?.type ?? cd.type }));
      if (field === 'employer') continue; // batch documents carry no employer
      learned.push({ field: field === 'label' ? 'doc_type' : field === 'dates' ? 'calendar_dates' : field, ...rest });
    }
    if (changed.has('document_type') && !changed.has('label')) {
      const relabelled = relabel(i, outcome.answer.documentType);
      if (relabelled !== d.doc_type) {
        next.doc_type = relabelled;
        const typeChange = outcome.changes.find((c) => c.field === 'document_type')!;
        learned.push({ field: 'doc_type', correction_id: typeChange.correction_id, similarity: typeChange.similarity });
      }
    }
    const filename = suggestedFilename(next.document_date, next.doc_type, next.applicant_name);
    if (filename !== d.suggested_filename) next.suggested_filename = filename;
    const sources = withLearned(d.sources, learned);
    return { ...next, ...(sources ? { sources } : {}) };
  });
}
