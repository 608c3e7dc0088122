/**
 * Stage 2 of a batch: the documents. Separator sheets cut it; automatic splitting (split/autoSplit.ts:
 * `auto`, by default for a batch without sheets) reads the scanned pages whole into the job's page
 * reads and adds the boundaries their content shows. The warnings a person should look at come with
 * it: pages that may have been separator sheets, boundaries below the threshold, pages past the budget.
 */
import type { BatchWarning } from '@wcab/contract';
import type { JobContext } from '../../context/jobContext';
import { splitBatchPages } from '../../split/autoSplit';
import type { SplitSegment } from '../../split/contentBoundaries';
import { segmentPages } from '../../split/segment';
import type { ScannedBatch } from './scan';

export interface SplitBatch extends ScannedBatch {
  segments: SplitSegment[];
  /** In page order. */
  warnings: BatchWarning[];
  /** The scanned pages automatic splitting read whole: their text gives no layout (as when it kept text alone). */
  readWhole: ReadonlySet<number>;
}

export async function split(batch: ScannedBatch, ctx: JobContext): Promise<SplitBatch> {
  const { pages, reads, params } = batch;
  const cut = await splitBatchPages(pages, segmentPages(pages.map((p) => p.kind)), params.options, reads, ctx);
  // A page that may have been a separator sheet stayed in its document: say so rather than guess.
  const warnings: BatchWarning[] = [
    ...pages
      .filter((p) => p.kind !== 'separator' && p.doubt)
      .map((p) => ({ page: p.index + 1, code: 'UNCERTAIN_SEPARATOR' as const, message: `Page ${p.index + 1} ${p.doubt}; it was kept in its document.` })),
    ...cut.warnings,
  ].sort((a, b) => a.page - b.page);
  return { ...batch, segments: cut.segments, warnings, readWhole: cut.readWhole };
}
