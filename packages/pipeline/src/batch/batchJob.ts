/**
 * /v1/analyze-batch: find separators -> split -> read only what each document needs (text layer,
 * or OCR of its first pages, more when those do not yield the applicant or date) -> analyse.
 */
import { BatchResult, type BatchDocument, parseJobParams, type JobParamsInput, type BatchWarning, type Case, type Sources } from '@wcab/contract';
import type { PdfDocument } from '@wcab/pdf';
import type { JobOutcome } from '@wcab/contract';
import { standaloneContext, type JobContext } from '../context/jobContext';
import { withinPageLimit } from '../read/pageLimit';
import { analyzeText, batchDocType, type Analysis } from '../analysis/analyze';
import { batchDocumentEvidence, batchEvidenceAfterReview } from '../evidence/fieldEvidence';
import type { ReadPage } from '../evidence/evidence';
import { suggestedFilename } from '../analysis/filename';
import { withBatchSecondOpinion } from '../review/llmStage';
import { BARCODE_DPI } from '../scan/inspectPage';
import { keepOcrWords, ocrPagePart, type OcrPageRead, type OcrPartRead, type PagePart } from '../read/ocr';
import { missingFields, readByPlan } from '../read/readPlan';
import { forEachLimit } from '../read/pageText';
import { scanBatch, type ScannedPage } from '../scan/scanBatch';
import { segmentPages } from '../split/segment';
import { splitBatchPages } from '../split/autoSplit';
import type { SplitSegment } from '../split/contentBoundaries';

/** The batch in `pdf` (opened and closed by the caller). */
export async function batchJob(pdf: PdfDocument, input: JobParamsInput<'batch'>, ctx: JobContext = standaloneContext()): Promise<JobOutcome> {
  const params = parseJobParams('batch', input);
  pdf = withinPageLimit(pdf, params.maxPages, 'batch');
  // With evidence, the words of pages read whole for automatic splitting are kept to box the values read on them.
  const ocrWords = params.options.evidence ? keepOcrWords(pdf) : undefined;
  // Progress (pages scanned / total) reaches async job status and MCP progress notifications.
  // The scan reads each document's first page early (its top part only, when the plan reads less).
  const earlyOcrPages = ctx.readPlan === 'less' ? 1 : ctx.budgets.batchFirstPages;
  const pages = await scanBatch(pdf, ctx.separatorRule, { earlyOcrPages, onProgress: (done, total) => ctx.progress(done, total) }, ctx);
  // Pages automatic splitting OCR'd, so that the documents' analysis does not read them again.
  const read = new Map<number, string>();
  const split = await splitBatchPages(pdf, pages, segmentPages(pages.map((p) => p.kind)), params.options, read, ctx);
  const segments = split.segments;
  // Two documents at a time (each OCRs up to two pages at once): enough to keep the OCR pool
  // busy, few enough that rendered pages waiting for OCR stay a handful, not the whole batch.
  const documents: BatchDocument[] = new Array(segments.length);
  await forEachLimit(segments.map((s, i) => ({ s, i })), 2, async ({ s, i }) => {
    documents[i] = await analyzeSegment(ctx, pdf, pages, s, read, params.cases, params.activity_types, ocrWords);
  });
  // A page that may have been a separator sheet stayed in its document: say so rather than guess.
  const warnings: BatchWarning[] = [
    ...pages
      .filter((p) => p.kind !== 'separator' && p.doubt)
      .map((p) => ({ page: p.index + 1, code: 'UNCERTAIN_SEPARATOR' as const, message: `Page ${p.index + 1} ${p.doubt}; it was kept in its document.` })),
    ...split.warnings,
  ].sort((a, b) => a.page - b.page);
  const data = BatchResult.parse({
    separator_pages: pages.filter((p) => p.kind === 'separator').map((p) => p.index + 1),
    documents,
    ...(warnings.length ? { warnings } : {}),
  });
  return { ok: true, data, pages: pdf.pageCount };
}

async function analyzeSegment(
  ctx: JobContext,
  pdf: PdfDocument,
  pages: ScannedPage[],
  segment: SplitSegment,
  read: Map<number, string>,
  cases: Case[] | undefined,
  labels: string[] | undefined,
  /** With options.evidence: the word boxes of the pages automatic splitting read whole. */
  ocrWords: ReadonlyMap<number, OcrPageRead> | undefined,
): Promise<BatchDocument> {
  const own = pages.slice(segment.startPage - 1, segment.endPage).filter((p) => p.kind === 'content');
  const needOcr = own.filter((p) => !p.text);
  const reads = new Map<number, OcrPartRead>();
  for (const p of needOcr) {
    const whole = read.get(p.index); // automatic splitting read it
    if (whole !== undefined) reads.set(p.index, { text: whole, words: [], pxPerPt: 0, complete: true });
    else if (p.earlyOcr) reads.set(p.index, await p.earlyOcr);
  }
  const textOf = (p: ScannedPage) => p.text ?? reads.get(p.index)?.text;
  // Read until the document's fields are all found (readPlan.ts); past its first BATCH_OCR_FIRST_PAGES
  // scanned pages (all read with READ_PLAN=all), and BATCH_OCR_EXTRA_PAGES more at most, only while the
  // applicant or the document's date is missing (they name the file).
  const { batchFirstPages, batchExtraPages } = ctx.budgets;
  const enough = () => {
    const analysis = analyze(own, textOf, cases, ctx);
    const pagesRead = needOcr.filter((p) => reads.has(p.index)).length;
    if (ctx.readPlan === 'less' && missingFields(analysis, BATCH_NEEDS).length === 0) return true;
    return pagesRead >= Math.min(batchFirstPages, needOcr.length) && !!analysis.applicant && !!analysis.documentDate;
  };
  // The rest of a page the scan read the top of is rendered at the scan's DPI, so its cut falls on the same gap.
  const readPart = (index: number, part: PagePart) =>
    ocrPagePart(ctx, pdf, index, part, pages[index]!.earlyOcr ? BARCODE_DPI : undefined).catch(() => ({ text: '', words: [], pxPerPt: 0, complete: true }));
  if (needOcr.length > 0) await readByPlan(needOcr.slice(0, batchFirstPages + batchExtraPages).map((p) => p.index), readPart, reads, enough, ctx.readPlan);
  const analysis = analyze(own, textOf, cases, ctx);
  const separator = segment.separatorIndex !== undefined ? pages[segment.separatorIndex] : undefined;
  const hint = separator?.payload?.activityType ?? separator?.dwc?.documentTitle;
  const docType = batchDocType(analysis, labels, hint);
  const adjNumbers = [...analysis.adjNumbers];
  const carried = separator?.payload?.adjNumber;
  // What our own separator sheet carries wins for its document.
  if (carried && !adjNumbers.includes(carried)) adjNumbers.unshift(carried);
  const documentDate = analysis.documentDate?.replace(/-/g, '') ?? '';
  const document: BatchDocument = {
    start_page: segment.startPage,
    end_page: segment.endPage,
    doc_type: docType,
    applicant_name: analysis.applicant ?? '',
    adj_numbers: adjNumbers,
    document_date: documentDate,
    suggested_filename: suggestedFilename(documentDate, docType, analysis.applicant ?? ''),
    calendar_dates: analysis.calendar,
    split_by: segment.splitBy,
    ...(segment.confidence !== undefined ? { boundary_confidence: segment.confidence } : {}),
  };
  const stages: Sources['stages'] = own.some((p) => p.text) ? ['text'] : [];
  if (needOcr.some((p) => reads.has(p.index))) stages.push('ocr');
  // Evidence only when asked for, attached before the LLM stage and kept true after it.
  const local = ocrWords ? batchDocumentEvidence(pdf, readAs(own, reads, ocrWords), analysis, document) : document;
  const reviewed = await withBatchSecondOpinion(ctx, local, analysis, stages, (documentType) => batchDocType({ ...analysis, documentType }, labels, hint));
  return ocrWords ? batchEvidenceAfterReview(local, reviewed) : reviewed;
}

/**
 * The document's pages as its analysis read them, an OCR'd page with its words' boxes (evidence): from
 * the read itself, or for a page automatic splitting read whole, from the words kept of that read.
 */
function readAs(own: ScannedPage[], reads: Map<number, OcrPartRead>, ocrWords: ReadonlyMap<number, OcrPageRead>): ReadPage[] {
  return own.map((p) => {
    if (p.text) return { index: p.index, text: p.text, source: 'text' };
    const read = reads.get(p.index);
    if (!read) return { index: p.index, text: '', source: 'unread' };
    const boxed = read.words.length > 0 ? read : ocrWords.get(p.index);
    // The words belong to the text only if it is the text they were read as.
    return { index: p.index, text: read.text, source: 'ocr', ...(boxed?.text === read.text ? { words: boxed.words, pxPerPt: boxed.pxPerPt } : {}) };
  });
}

/** What a batch document answers beyond its type and applicant: its date, ADJ numbers and calendar events. */
const BATCH_NEEDS = { documentDate: true, adj: true, employer: false, events: true };

function analyze(own: ScannedPage[], textOf: (p: ScannedPage) => string | undefined, cases: Case[] | undefined, ctx: JobContext): Analysis {
  return analyzeText(own.map((p) => textOf(p) ?? ''), cases, ctx.telemetry);
}
