/**
 * /v1/analyze-batch as named stages, each in its own file under stages/, passing one value forward:
 * scan (separators, early reads) -> split (documents) -> and for each document read (only what it
 * needs) -> analyse -> review (the optional LLM stage) -> evidence (when asked for); then, for the
 * batch, the account's learned layer (learned/learnedStage.ts). The OCR reads the stages share live
 * in one place the job owns (read/pageReads.ts), never on each other's objects.
 */
import { BatchResult, parseJobParams, type BatchDocument, type JobOutcome, type JobParamsInput } from '@wcab/contract';
import { batchDocType } from '../analysis/analyze';
import { learnedBatch, retainedText } from '../learned/learnedStage';
import { reviewField, typeProbability } from '../review/reviewField';
import { illegible } from '../review/legibility';
import type { PdfDocument } from '@wcab/pdf';
import { standaloneContext, type JobContext } from '../context/jobContext';
import { forEachLimit } from '../read/forEachLimit';
import { withinPageLimit } from '../read/pageLimit';
import { scan } from './stages/scan';
import { split } from './stages/split';
import { read, readWhole, type ReadDocument } from './stages/read';
import type { PageWords } from '@wcab/output';
import { analyse, type AnalysedDocument } from './stages/analyse';
import { review } from './stages/review';
import { evidence } from './stages/evidence';
import { BATCH_STAGES, StageProgress } from '../stageProgress';

/** The batch in `pdf` (opened and closed by the caller). */
export async function batchJob(pdf: PdfDocument, input: JobParamsInput<'batch'>, ctx: JobContext = standaloneContext()): Promise<JobOutcome> {
  return (await batchRun(pdf, input, ctx)).outcome;
}

/**
 * The batch's answer and, when its documents are to be searchable PDFs (options.searchable, with documents
 * made: include_documents or kept for download), the OCR words of every scanned page of its documents, in
 * points on the page as displayed (batch page indices), for the split documents' text layer.
 */
export async function batchRun(
  pdf: PdfDocument,
  input: JobParamsInput<'batch'>,
  ctx: JobContext = standaloneContext(),
): Promise<{ outcome: JobOutcome; textLayer: PageWords[] }> {
  const params = parseJobParams('batch', input);
  const searchable = params.options.searchable && (params.options.include_documents || params.keep_documents);
  const textLayer: PageWords[] = [];
  pdf = withinPageLimit(pdf, params.maxPages, 'batch');
  // Progress over every stage (stageProgress.ts): the scan's page reports become its share of the whole job.
  const progress = new StageProgress(BATCH_STAGES, pdf.pageCount, (done, total) => ctx.progress(done, total));
  const scanCtx: JobContext = { ...ctx, progress: (done, total) => progress.stage('scan', done, total ?? pdf.pageCount) };
  ctx.progress(0, pdf.pageCount);
  const batch = await split(await scan(pdf, params, scanCtx), ctx);
  progress.stage('split', 1, 1);
  // Each document is read, its fields extracted and its type classified, then counted by its pages.
  const pagesInDocuments = batch.segments.reduce((sum, s) => sum + s.endPage - s.startPage + 1, 0);
  let pagesAnalysed = 0;
  // Two documents at a time (each OCRs up to two pages at once): enough to keep the OCR pool
  // busy, few enough that rendered pages waiting for OCR stay a handful, not the whole batch.
  const done: AnalysedDocument[] = new Array(batch.segments.length);
  const answered: BatchDocument[] = new Array(batch.segments.length);
  await forEachLimit(
    batch.segments.map((segment, i) => ({ segment, i })),
    2,
    async ({ segment, i }) => {
      const doc = await read(batch, segment, ctx);
      const reviewed = await review(analyse(doc, ctx), ctx);
      done[i] = reviewed;
      answered[i] = { ...evidence(reviewed), ...reviewField(typeProbability(reviewed.analysis), { illegible: illegible(reviewed.reads.values()) }) };
      // After the answer, so that asking for searchable documents never changes what they are said to be.
      if (searchable) textLayer.push(...(await layerWords(doc)));
      pagesAnalysed += segment.endPage - segment.startPage + 1;
      progress.stage('documents', pagesAnalysed, pagesInDocuments);
    },
  );
  // Last: the account's own corrections (learned/learnedStage.ts).
  const documents = await learnedBatch(
    ctx,
    answered,
    done.map((d) => d.analysis),
    params.learning,
    params.activity_types,
    (i, documentType) => batchDocType({ ...done[i]!.analysis, documentType }, params.activity_types, done[i]!.hint),
  );
  // A document a warning concerns is one a person should check.
  const warned = (d: BatchDocument) => batch.warnings.filter((w) => w.page >= d.start_page && w.page <= d.end_page).length;
  const data = BatchResult.parse({
    separator_pages: batch.pages.filter((p) => p.kind === 'separator').map((p) => p.index + 1),
    documents: documents.map((d) => (warned(d) ? { ...d, review: true as const } : d)),
    ...(batch.warnings.length ? { warnings: batch.warnings } : {}),
  });
  const retained = params.learning?.retain ? { retained: done.map((d) => retainedText(d.analysis.pages, d.analysis.dates)) } : {};
  return { outcome: { ok: true, data, pages: pdf.pageCount, ...retained }, textLayer };
}

/** The document's scanned pages read whole, their words in points (OCR pixels over the render's pixels per point). */
async function layerWords(doc: ReadDocument): Promise<PageWords[]> {
  const reads = await readWhole(doc);
  return [...reads].map(([page, read]) => ({
    page,
    words:
      read.pxPerPt > 0
        ? read.words.map((w) => ({
            text: w.text,
            bbox: [w.bbox.x0, w.bbox.y0, w.bbox.x1, w.bbox.y1].map((v) => v / read.pxPerPt) as [number, number, number, number],
          }))
        : [],
  }));
}
