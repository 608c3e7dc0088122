/**
 * Stage 1 of a batch: every page looked at once, in order (scan/scanBatch.ts): separator sheets by
 * barcode, text layer or DWC form, blank pages, and an early read of each document's first scanned
 * page (its top part when the plan reads less), made from the image already rendered and kept in the
 * job's page reads. Progress (pages scanned / total) reaches async job status and MCP notifications.
 */
import type { BatchJobParams } from '@wcab/contract';
import type { PdfDocument } from '@wcab/pdf';
import type { JobContext } from '../../context/jobContext';
import { PageReads } from '../../read/pageReads';
import { scanBatch, type ScannedPage } from '../../scan/scanBatch';

/** The value a batch's stages pass forward, as the scan leaves it. */
export interface ScannedBatch {
  pdf: PdfDocument;
  params: BatchJobParams;
  /** The job's OCR reads, by page, part and resolution: every later stage reads through it. */
  reads: PageReads;
  pages: ScannedPage[];
}

export async function scan(pdf: PdfDocument, params: BatchJobParams, ctx: JobContext): Promise<ScannedBatch> {
  const reads = new PageReads(ctx, pdf);
  // With READ_PLAN=all, the first BATCH_OCR_FIRST_PAGES scanned pages of each document are read whole while scanning.
  const earlyOcrPages = ctx.readPlan === 'less' ? 1 : ctx.budgets.batchFirstPages;
  const pages = await scanBatch(pdf, ctx.separatorRule, { earlyOcrPages, reads, onProgress: (done, total) => ctx.progress(done, total) }, ctx);
  return { pdf, params, reads, pages };
}
