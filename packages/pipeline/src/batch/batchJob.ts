/**
 * /v1/analyze-batch as named stages, each in its own file under stages/, passing one value forward:
 * scan (separators, early reads) -> split (documents) -> and for each document read (only what it
 * needs) -> analyse -> review (the optional LLM stage) -> evidence (when asked for). The OCR reads
 * the stages share live in one place the job owns (read/pageReads.ts), never on each other's objects.
 */
import { BatchResult, parseJobParams, type BatchDocument, type JobOutcome, type JobParamsInput } from '@wcab/contract';
import type { PdfDocument } from '@wcab/pdf';
import { standaloneContext, type JobContext } from '../context/jobContext';
import { forEachLimit } from '../read/pageText';
import { withinPageLimit } from '../read/pageLimit';
import { scan } from './stages/scan';
import { split } from './stages/split';
import { read } from './stages/read';
import { analyse } from './stages/analyse';
import { review } from './stages/review';
import { evidence } from './stages/evidence';

/** The batch in `pdf` (opened and closed by the caller). */
export async function batchJob(pdf: PdfDocument, input: JobParamsInput<'batch'>, ctx: JobContext = standaloneContext()): Promise<JobOutcome> {
  const params = parseJobParams('batch', input);
  pdf = withinPageLimit(pdf, params.maxPages, 'batch');
  const batch = await split(await scan(pdf, params, ctx), ctx);
  // Two documents at a time (each OCRs up to two pages at once): enough to keep the OCR pool
  // busy, few enough that rendered pages waiting for OCR stay a handful, not the whole batch.
  const documents: BatchDocument[] = new Array(batch.segments.length);
  await forEachLimit(batch.segments.map((segment, i) => ({ segment, i })), 2, async ({ segment, i }) => {
    documents[i] = evidence(await review(analyse(await read(batch, segment, ctx), ctx), ctx));
  });
  const data = BatchResult.parse({
    separator_pages: batch.pages.filter((p) => p.kind === 'separator').map((p) => p.index + 1),
    documents,
    ...(batch.warnings.length ? { warnings: batch.warnings } : {}),
  });
  return { ok: true, data, pages: pdf.pageCount };
}
