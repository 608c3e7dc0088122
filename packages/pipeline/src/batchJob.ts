/**
 * /v1/analyze-batch: find separators -> split -> read only what each document needs (text layer,
 * or OCR of its first pages, more when those do not yield the applicant or date) -> analyse.
 */
import { BatchResult, type BatchDocument, type BatchWarning, type Case, type Sources } from '@wcab/contract';
import type { PdfDocument } from '@wcab/pdf';
import type { JobOutcome } from '@wcab/queue';
import { DEFAULT_SEPARATOR_RULE, parseSeparatorRule } from '@wcab/sheets';
import { reportProgress } from '@wcab/queue/telemetry';
import { withinPageLimit } from './pageLimit';
import { analyzeText, batchDocType, type Analysis } from './analyze';
import { reviewField, typeProbability } from './review';
import { batchDocumentEvidence, batchEvidenceAfterReview } from './fieldEvidence';
import type { ReadPage } from './evidence';
import { suggestedFilename } from './filename';
import { withBatchSecondOpinion } from './llmStage';
import { learnedBatch, retainedText } from './learnedStage';
import { BARCODE_DPI } from './inspectPage';
import { keepOcrWords, ocrPagePart, type OcrPageRead, type OcrPartRead, type PagePart } from './ocr';
import { missingFields, readByPlan, readMode } from './readPlan';
import { BatchParams } from './params';
import { forEachLimit } from './pageText';
import { scanBatch, type ScannedPage } from './scanBatch';
import { segmentPages } from './segment';
import { splitBatchPages } from './autoSplit';
import type { SplitSegment } from './contentBoundaries';
import { BATCH_STAGES, StageProgress } from './stageProgress';

/** Scanned pages of a document read whatever they hold (READ_PLAN=all; with the plan, at most these unless a field is missing). */
const FIRST_PAGES = Number(process.env.BATCH_OCR_FIRST_PAGES) || 2;
const EXTRA_PAGES = Number(process.env.BATCH_OCR_EXTRA_PAGES) || 2;

/** The batch in `pdf` (opened and closed by the caller). */
export async function batchJob(pdf: PdfDocument, rawParams: unknown): Promise<JobOutcome> {
  const params = BatchParams.parse(rawParams);
  pdf = withinPageLimit(pdf, params.maxPages, 'batch');
  const rule = process.env.SEPARATOR_VALUES || process.env.SEPARATOR_PREFIXES
    ? parseSeparatorRule(process.env.SEPARATOR_VALUES, process.env.SEPARATOR_PREFIXES)
    : DEFAULT_SEPARATOR_RULE;
  // With evidence, the words of pages read whole for automatic splitting are kept to box the values read on them.
  const ocrWords = params.options.evidence ? keepOcrWords(pdf) : undefined;
  // Progress over every stage (stageProgress.ts) reaches async job status, the CLI's bar and MCP progress notifications.
  const progress = new StageProgress(BATCH_STAGES, pdf.pageCount, reportProgress);
  reportProgress(0, pdf.pageCount);
  // The scan reads each document's first page early (its top part only, when the plan reads less).
  const pages = await scanBatch(pdf, rule, { earlyOcrPages: readMode() === 'less' ? 1 : FIRST_PAGES, onProgress: (done, total) => progress.stage('scan', done, total) });
  // Pages automatic splitting OCR'd, so that the documents' analysis does not read them again.
  const read = new Map<number, string>();
  const split = await splitBatchPages(pdf, pages, segmentPages(pages.map((p) => p.kind)), params.options, read);
  const segments = split.segments;
  progress.stage('split', 1, 1);
  // Each document is read, then its fields extracted and its type classified: counted by its pages, per stage.
  let pagesAnalysed = 0;
  const pagesInDocuments = segments.reduce((sum, s) => sum + s.endPage - s.startPage + 1, 0);
  // Two documents at a time (each OCRs up to two pages at once): enough to keep the OCR pool
  // busy, few enough that rendered pages waiting for OCR stay a handful, not the whole batch.
  const answered: BatchDocument[] = new Array(segments.length);
  const analyses: Analysis[] = new Array(segments.length);
  const hints: Array<string | undefined> = new Array(segments.length);
  await forEachLimit(segments.map((s, i) => ({ s, i })), 2, async ({ s, i }) => {
    ({ document: answered[i]!, analysis: analyses[i]!, hint: hints[i] } = await analyzeSegment(pdf, pages, s, read, params.cases, params.activity_types, ocrWords));
    pagesAnalysed += s.endPage - s.startPage + 1;
    progress.stage('documents', pagesAnalysed, pagesInDocuments);
  });
  // Last: the account's own corrections (learnedStage.ts).
  const documents = await learnedBatch(answered, analyses, params.learning, params.activity_types, (i, documentType) =>
    batchDocType({ ...analyses[i]!, documentType }, params.activity_types, hints[i]),
  );
  // A page that may have been a separator sheet stayed in its document: say so rather than guess.
  const warnings: BatchWarning[] = [
    ...pages
      .filter((p) => p.kind !== 'separator' && p.doubt)
      .map((p) => ({ page: p.index + 1, code: 'UNCERTAIN_SEPARATOR' as const, message: `Page ${p.index + 1} ${p.doubt}; it was kept in its document.` })),
    ...split.warnings,
  ].sort((a, b) => a.page - b.page);
  // A document a warning concerns is one a person should check.
  const warned = (d: BatchDocument) => warnings.filter((w) => w.page >= d.start_page && w.page <= d.end_page).length;
  const data = BatchResult.parse({
    separator_pages: pages.filter((p) => p.kind === 'separator').map((p) => p.index + 1),
    documents: documents.map((d) => (warned(d) ? { ...d, review: true as const } : d)),
    ...(warnings.length ? { warnings } : {}),
  });
  const retained = params.learning?.retain ? { retained: analyses.map((a) => retainedText(a.pages, a.dates)) } : {};
  return { ok: true, data, pages: pdf.pageCount, ...retained };
}

async function analyzeSegment(
  pdf: PdfDocument,
  pages: ScannedPage[],
  segment: SplitSegment,
  read: Map<number, string>,
  cases: Case[] | undefined,
  labels: string[] | undefined,
  /** With options.evidence: the word boxes of the pages automatic splitting read whole. */
  ocrWords: ReadonlyMap<number, OcrPageRead> | undefined,
): Promise<{ document: BatchDocument; analysis: Analysis; hint?: string }> {
  const own = pages.slice(segment.startPage - 1, segment.endPage).filter((p) => p.kind === 'content');
  const needOcr = own.filter((p) => !p.text);
  const reads = new Map<number, OcrPartRead>();
  for (const p of needOcr) {
    const whole = read.get(p.index); // automatic splitting read it
    if (whole !== undefined) reads.set(p.index, { text: whole, words: [], pxPerPt: 0, complete: true });
    else if (p.earlyOcr) reads.set(p.index, await p.earlyOcr);
  }
  const textOf = (p: ScannedPage) => p.text ?? reads.get(p.index)?.text;
  // Read until the document's fields are all found (readPlan.ts); past its first FIRST_PAGES scanned
  // pages, only while the applicant or the document's date is missing (they name the file).
  const enough = () => {
    const analysis = analyze(own, textOf, cases);
    const pagesRead = needOcr.filter((p) => reads.has(p.index)).length;
    if (readMode() === 'less' && missingFields(analysis, BATCH_NEEDS).length === 0) return true;
    return pagesRead >= Math.min(FIRST_PAGES, needOcr.length) && !!analysis.applicant && !!analysis.documentDate;
  };
  // The rest of a page the scan read the top of is rendered at the scan's DPI, so its cut falls on the same gap.
  const readPart = (index: number, part: PagePart) =>
    ocrPagePart(pdf, index, part, pages[index]!.earlyOcr ? BARCODE_DPI : undefined).catch(() => ({ text: '', words: [], pxPerPt: 0, complete: true }));
  if (needOcr.length > 0) await readByPlan(needOcr.slice(0, FIRST_PAGES + EXTRA_PAGES).map((p) => p.index), readPart, reads, enough);
  const analysis = analyze(own, textOf, cases);
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
  const reviewed = await withBatchSecondOpinion(local, analysis, stages, (documentType) => batchDocType({ ...analysis, documentType }, labels, hint));
  const answered = ocrWords ? batchEvidenceAfterReview(local, reviewed) : reviewed;
  return { document: { ...answered, ...reviewField(typeProbability(analysis)) }, analysis, ...(hint ? { hint } : {}) };
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

function analyze(own: ScannedPage[], textOf: (p: ScannedPage) => string | undefined, cases: Case[] | undefined): Analysis {
  return analyzeText(own.map((p) => textOf(p) ?? ''), cases);
}
