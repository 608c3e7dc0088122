/** /v1/classify: pages -> text (OCR where needed, within budget) -> analysis -> Classification result. */
import { ClassificationResult } from '@wcab/contract';
import type { PdfDocument } from '@wcab/pdf';
import type { JobOutcome } from '@wcab/queue';
import { reportProgress } from '@wcab/queue/telemetry';
import { CLASSIFY_STAGES, StageProgress } from './stageProgress';
import { withinPageLimit } from './pageLimit';
import { activityType, analyzeText } from './analyze';
import { reviewField, typeProbability } from './review';
import { classifyEvidence, evidenceAfterReview } from './fieldEvidence';
import { readPages, type PageText } from './pageText';
import { missingFields, readMode } from './readPlan';
import { ClassifyParams } from './params';
import { printedHeading } from './printedHeading';
import { buildSummary } from './summary';
import { withSecondOpinion } from './llmStage';
import { learnedClassify, retainedText } from './learnedStage';
import type { Analysis } from './analyze';

/** Pages of one document OCR'd at most (the rest stay unread and are not guessed). */
const OCR_PAGE_BUDGET = Number(process.env.CLASSIFY_OCR_PAGE_BUDGET) || 30;

/** The document in `pdf` (opened and closed by the caller). */
export async function classifyJob(pdf: PdfDocument, rawParams: unknown): Promise<JobOutcome> {
  const params = ClassifyParams.parse(rawParams);
  pdf = withinPageLimit(pdf, params.maxPages, 'document');
  reportProgress(0, pdf.pageCount);
  // Scanned pages are read until the answer has what it needs (readPlan.ts), unless READ_PLAN=all. Whatever
  // the options, the answer names parties and case numbers, and its summary the event the document sets.
  const needs = { documentDate: false, adj: true, employer: true, events: true };
  const enough = (read: PageText[]) => missingFields(analyzeText(read.map((p) => p.text), params.cases), needs).length === 0;
  const pages = await readPages(pdf, { ocrBudget: OCR_PAGE_BUDGET, ...(readMode() === 'less' ? { enough } : {}) });
  // Read, not done: extraction, classification and the LLM stage follow; the job's end reports every page.
  new StageProgress(CLASSIFY_STAGES, pdf.pageCount, reportProgress).stage('read', 1, 1);
  const analysis = analyzeText(
    pages.map((p) => p.text),
    params.cases,
  );
  // The time of day where the document prints one, as a batch's calendar_dates carry it: the same hearing
  // becomes the same calendar event whichever route read it.
  const dates = analysis.dates.map(({ date, time, type, description, location }) => ({ date, ...(time ? { time } : {}), type, description, location }));
  const data = ClassificationResult.parse({
    document_type: analysis.documentType,
    confidence: analysis.confidence,
    summary: buildSummary({
      documentType: analysis.documentType,
      title: analysis.title,
      printed: printedHeading(analysis.pages),
      foreign: analysis.foreign,
      claimant: analysis.applicant,
      employer: analysis.employer,
      adjNumbers: analysis.adj.map((a) => a.number),
      events: analysis.dates,
      pageCount: pdf.pageCount,
    }),
    page_count: pdf.pageCount,
    parties: analysis.parties,
    case_numbers: analysis.caseNumbers,
    dates: params.options.extract_dates ? dates : [],
    adj_numbers: params.options.extract_adj ? analysis.adj : [],
    ...(params.activity_types?.length ? { activity_type: activityType(analysis, params.activity_types) } : {}),
  });
  // Evidence only when asked for: without it the answer has no evidence key anywhere.
  const local = params.options.evidence ? classifyEvidence(pdf, pages, analysis, data) : data;
  const second = await withSecondOpinion(local, pages, analysis.scores, params.options);
  const reviewed = rematchActivity(second, local, analysis, params.activity_types);
  const answer = params.options.evidence ? evidenceAfterReview(local, reviewed) : reviewed;
  // The type's probability as answered: the local model's, unless the LLM stage settled another type.
  const probability = reviewed.document_type === analysis.documentType ? typeProbability(analysis) : reviewed.confidence;
  const answered = ClassificationResult.parse({ ...answer, ...reviewField(probability) });
  // Last: the account's own corrections (learnedStage.ts).
  const learned = await learnedClassify(answered, analysis, params.learning, params.activity_types, (documentType) => activityType({ ...analysis, documentType }, params.activity_types));
  const retained = params.learning?.retain ? { retained: [retainedText(analysis.pages, analysis.dates)] } : {};
  return { ok: true, data: learned, pages: pdf.pageCount, ...retained, ...(params.options.extract_dates ? {} : { datesOmitted: true as const }) };
}

/**
 * The caller's activity label follows the document type: when the LLM stage changed the type, the label is
 * matched again against the new type (and named among the changed fields if it moved).
 */
function rematchActivity(
  reviewed: ClassificationResult,
  local: ClassificationResult,
  analysis: Analysis,
  labels: readonly string[] | undefined,
): ClassificationResult {
  if (!labels?.length || reviewed.document_type === local.document_type) return reviewed;
  const activity = activityType({ ...analysis, documentType: reviewed.document_type }, labels);
  if (activity === reviewed.activity_type) return reviewed;
  const changed = [...(reviewed.sources?.llm_changed ?? []), 'activity_type' as const];
  return { ...reviewed, activity_type: activity, sources: { stages: reviewed.sources?.stages ?? [], llm_changed: changed } };
}
