/** /v1/classify: pages -> text (OCR where needed, within budget) -> analysis -> Classification result. */
import { CLASSIFY_STAGES, StageProgress } from '../stageProgress';
import { ClassificationResult, parseJobParams, type ClassifyJobParams, type JobParamsInput } from '@wcab/contract';
import type { PdfDocument } from '@wcab/pdf';
import type { JobOutcome } from '@wcab/contract';
import { standaloneContext, type JobContext } from '../context/jobContext';
import { withinPageLimit } from '../read/pageLimit';
import type { OcrGlance } from '../read/ocr';
import { activityType, analyzeText } from '../analysis/analyze';
import { classifyEvidence, evidenceAfterReview } from '../evidence/fieldEvidence';
import { readPages, readWholePages, type PageText } from '../read/pageText';
import { addTextLayer } from '@wcab/output';
import { laterEventsPossible, missingFields, showsNewDate, showsNewTypedDate } from '../read/readPlan';
import { printedHeading } from '../analysis/printedHeading';
import { buildSummary } from '../analysis/summary';
import { withSecondOpinion } from '../review/llmStage';
import { reviewField, typeProbability } from '../review/reviewField';
import { illegible } from '../review/legibility';
import { learnedClassify, retainedText } from '../learned/learnedStage';
import type { Analysis } from '../analysis/analyze';
import { pageWords } from '../layout/pageWords';
import { withEams } from '../analysis/eams';

/**
 * The document in `pdf` (opened and closed by the caller), in steps: read (text layer, OCR by the plan
 * within CLASSIFY_OCR_PAGE_BUDGET) -> analyse -> the result, built once (localResult) -> evidence on it
 * when asked for -> review (the optional LLM stage; the caller's activity label follows a changed type),
 * the evidence kept true to what the review left, and whether a person should check it -> the account's
 * learned layer, last. With options.searchable and the document's bytes (`original`), the answer carries the
 * document back as a searchable PDF (searchablePdf).
 */
export async function classifyJob(
  pdf: PdfDocument,
  input: JobParamsInput<'classify'>,
  ctx: JobContext = standaloneContext(),
  original?: Uint8Array,
): Promise<JobOutcome> {
  const params = parseJobParams('classify', input);
  pdf = withinPageLimit(pdf, params.maxPages, 'document');
  ctx.progress(0, pdf.pageCount);
  const pages = await readDocument(pdf, params, ctx);
  // Read, not done: extraction, classification and the LLM stage follow; the job's end reports every page.
  new StageProgress(CLASSIFY_STAGES, pdf.pageCount, (done, total) => ctx.progress(done, total)).stage('read', 1, 1);
  const analysis = analyzeText(
    pages.map((p) => p.text),
    params.cases,
    // The layout stage: each page's positioned words, so tables, label columns and boxes are read as printed.
    pageWords(pdf, pages),
    ctx.telemetry,
    ctx.classifyModel,
  );
  const result = localResult(analysis, params, pdf.pageCount);
  // Evidence only when asked for: without it the answer has no evidence key anywhere.
  const local = params.options.evidence ? classifyEvidence(pdf, pages, analysis, result) : result;
  const second = await withSecondOpinion(ctx, local, pages, analysis.scores, params.options);
  const reviewed = rematchActivity(second, local, analysis, params.activity_types);
  const answer = params.options.evidence ? evidenceAfterReview(local, reviewed) : reviewed;
  // The type's probability as answered: the local model's, unless the LLM stage settled another type.
  const probability = reviewed.document_type === analysis.documentType ? typeProbability(analysis) : reviewed.confidence;
  const answered = ClassificationResult.parse({ ...answer, ...reviewField(probability, { illegible: illegible(pages) }) });
  // Last: the account's own corrections (learned/learnedStage.ts).
  const learned = await learnedClassify(ctx, answered, analysis, params.learning, params.activity_types, (documentType) =>
    activityType({ ...analysis, documentType }, params.activity_types),
  );
  // The EAMS title follows the type as finally answered (after the review and the corrections).
  const filed = withEams(learned, analysis);
  const retained = params.learning?.retain ? { retained: [retainedText(analysis.pages, analysis.dates)] } : {};
  // After the answer, so that asking for the searchable PDF never changes what the document is said to be.
  const searchable = params.options.searchable && original ? await searchablePdf(pdf, original, pages, ctx) : undefined;
  const data = searchable ? { ...filed, pdf_base64: searchable } : filed;
  return { ok: true, data, pages: pdf.pageCount, ...retained, ...(params.options.extract_dates ? {} : { datesOmitted: true as const }) };
}

/**
 * The pages' text. Scanned pages are read until the answer has what it needs (readPlan.ts), unless
 * READ_PLAN=all. Whatever the options, the answer names parties and case numbers, and its summary the
 * event the document sets. Pages past the OCR budget stay unread and are not guessed.
 */
function readDocument(pdf: PdfDocument, params: ClassifyJobParams, ctx: JobContext): Promise<PageText[]> {
  const needs = { documentDate: false, adj: true, employer: true, events: 'typed' } as const;
  // The pages read are judged several times over the same text (enough() after a part, laterEvents, each glance's
  // worthReading), each an analysis of 50-100 ms of CPU on a dense page, on the answer's path: analysed once per text.
  const analyses = new Map<string, Analysis>();
  const analysed = (texts: string[]) => {
    const key = texts.join('\f');
    let analysis = analyses.get(key);
    if (!analysis) {
      if (analyses.size >= 8) analyses.clear();
      analyses.set(key, (analysis = analyzeText(texts, params.cases, undefined, ctx.telemetry, ctx.classifyModel)));
    }
    return analysis;
  };
  const enough = (read: PageText[]) => missingFields(analysed(read.map((p) => p.text)), needs).length === 0;
  // A document that sets an event, or is a kind of paper that sets them anywhere in its body, whose dates the
  // caller asks for: the pages the plan left are glanced at for an event, each judged against all read so far
  // (`read` fills as pages are read): a page is read to its end when its glance shows a date not read yet (of a
  // document that has set no event, a typed one), or is too unsure to tell.
  const laterEvents = (read: PageText[]) => {
    const possible = laterEventsPossible(analysed(read.map((p) => p.text)));
    const shows = possible === 'sets' ? showsNewDate : showsNewTypedDate;
    return possible ? (glance: OcrGlance) => glance.unsure || shows(analysed([glance.text]), analysed(read.map((p) => p.text))) : undefined;
  };
  const plan = ctx.readPlan === 'less' ? { enough, ...(params.options.extract_dates ? { laterEvents } : {}) } : {};
  return readPages(pdf, { ocrBudget: ctx.budgets.classifyOcrPages, ...plan }, ctx);
}

/**
 * The document with an invisible text layer over its scanned pages, base64: every page the answer would OCR
 * read whole (what was read for the answer reused), its words laid over the untouched page image.
 */
async function searchablePdf(pdf: PdfDocument, original: Uint8Array, pages: PageText[], ctx: JobContext): Promise<string | undefined> {
  const whole = await readWholePages(pdf, pages, ctx.budgets.classifyOcrPages, ctx);
  const layer = whole
    .filter((p) => p.source === 'ocr' && p.words?.length && p.pxPerPt)
    .map((p) => ({
      page: p.index,
      words: p.words!.map((w) => ({
        text: w.text,
        bbox: [w.bbox.x0, w.bbox.y0, w.bbox.x1, w.bbox.y1].map((v) => v / p.pxPerPt!) as [number, number, number, number],
      })),
    }));
  if (layer.length === 0) return Buffer.from(original).toString('base64'); // nothing scanned: the document as it came
  try {
    return Buffer.from(await addTextLayer(original, layer)).toString('base64');
  } catch (error) {
    // A PDF PDFium reads but pdf-lib cannot rewrite (as a batch pdf-lib cannot copy from): the answer, without the PDF.
    console.error(JSON.stringify({ level: 'warn', msg: 'adding the text layer failed', err: String((error as Error)?.message ?? error) }));
    return undefined;
  }
}

/**
 * The classify result as the document's analysis answers it: dates and ADJ numbers only when asked for.
 * Built once and typed, not parsed: the answer is validated once, as answered (classifyJob).
 */
function localResult(analysis: Analysis, params: ClassifyJobParams, pageCount: number): ClassificationResult {
  // The time of day where the document prints one, as a batch's calendar_dates carry it: the same hearing
  // becomes the same calendar event whichever route read it.
  const dates = analysis.dates.map(({ date, time, type, description, location }) => ({ date, ...(time ? { time } : {}), type, description, location }));
  return {
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
      pageCount,
    }),
    page_count: pageCount,
    ...(analysis.documentTitle ? { document_title: analysis.documentTitle } : {}),
    parties: analysis.parties,
    case_numbers: analysis.caseNumbers,
    dates: params.options.extract_dates ? dates : [],
    adj_numbers: params.options.extract_adj ? analysis.adj : [],
    ...(params.activity_types?.length ? { activity_type: activityType(analysis, params.activity_types) } : {}),
  };
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
