/**
 * Which splitting a batch gets (options.split), and automatic splitting's part of a batch job: the
 * text of every page it needs (scanned pages OCR'd within SPLIT_OCR_PAGE_BUDGET; a text layer costs
 * nothing), content boundaries inside each stretch between separator sheets (contentBoundaries.ts),
 * and the warnings a person should look at. Separator sheets always win: automatic splitting only
 * adds boundaries inside the stretches they leave, by default only in a batch that has no sheet at all.
 */
import type { BatchOptions, BatchWarning } from '@wcab/contract';
import { defaultSplitThreshold, splitByContent, type SplitSegment } from './contentBoundaries';
import { forEachLimit } from '../read/forEachLimit';
import type { ScannedPage } from '../scan/scanBatch';
import type { PageReads } from '../read/pageReads';
import type { PageKind, Segment } from './segment';
import type { JobContext } from '../context/jobContext';

export type SplitMode = 'separators' | 'auto';

/** The request's threshold, else the configured one (SPLIT_THRESHOLD: JobContext.splitThreshold), else the model's. */
export function splitThreshold(options: Pick<BatchOptions, 'split_threshold'>, configured: number | undefined): number {
  return options.split_threshold ?? configured ?? defaultSplitThreshold();
}

/** What splitting needs of the job: its budget (SPLIT_OCR_PAGE_BUDGET) and threshold. */
export type SplitContext = Pick<JobContext, 'budgets' | 'splitThreshold'>;

/**
 * The caller's choice; else `auto` for a batch without any separator sheet, `separators` for one with a sheet
 * (issue 22). A batch with no sheet at all was scanned without them (forgotten sheets, pre-scanned mail): left
 * whole it is one wrong document, so its pages are read for where documents start. Where sheets are present the
 * office uses them, and a stretch between two sheets is one document unless the caller asks `auto`. Automatic
 * splitting became the sheetless default once it kept every real single document of both halves of the real set
 * whole through the service, with precision 0.98 or more on held-out generated batches (README, "Batches without
 * separator sheets"): a wrong split is worse than a missed one. On the whole real set since (2026-11-30) it kept
 * 0.82 of the held-out half's single documents whole, 0.84 with the continuation cues (eval/real/README.md,
 * "Automatic splitting"); it stays the default, a sheetless batch left whole being one wrong document every time.
 */
export function splitMode(options: Pick<BatchOptions, 'split'>, kinds: readonly PageKind[]): SplitMode {
  return options.split ?? (kinds.includes('separator') ? 'separators' : 'auto');
}

export interface BatchSplit {
  segments: SplitSegment[];
  warnings: BatchWarning[];
  /** The scanned pages automatic splitting read whole (0-based). */
  readWhole: ReadonlySet<number>;
}

/**
 * The batch's documents. With `auto`, the scanned pages of every stretch are read whole (into the
 * job's `reads`, where the documents' analysis then finds them instead of reading them again).
 */
export async function splitBatchPages(
  pages: ScannedPage[],
  segments: Segment[],
  options: Pick<BatchOptions, 'split' | 'split_threshold'>,
  reads: PageReads,
  ctx: SplitContext,
): Promise<BatchSplit> {
  const budget = ctx.budgets.splitOcrPages;
  if (
    splitMode(
      options,
      pages.map((p) => p.kind),
    ) === 'separators'
  )
    return { segments: segments.map((s) => ({ ...s, splitBy: 'separator' })), warnings: [], readWhole: new Set() };
  const unread = segments.flatMap((s) => pages.slice(s.startPage - 1, s.endPage)).filter((p) => p.kind === 'content' && !p.text);
  const toRead = unread.slice(0, budget);
  const read = new Map<number, string>();
  await forEachLimit(toRead, 2, async (p) => {
    // A page that cannot be rendered or read gives no evidence (undefined), never a blank page's.
    const whole = await reads.whole(p.index).catch(() => undefined);
    if (whole !== undefined) read.set(p.index, whole.text);
  });
  const split = splitByContent(
    pages.map((p) => ({ kind: p.kind, text: p.text ?? read.get(p.index) })),
    segments,
    { threshold: splitThreshold(options, ctx.splitThreshold) },
  );
  const warnings: BatchWarning[] = split.uncertain.map(({ page, confidence }) => ({
    page,
    code: 'UNCERTAIN_BOUNDARY',
    message: `A new document may start at page ${page} (confidence ${confidence.toFixed(2)}, below the split threshold); it was not split there.`,
  }));
  const firstUnread = unread[budget];
  if (firstUnread) {
    warnings.push({
      page: firstUnread.index + 1,
      code: 'PAGES_NOT_READ',
      message: `Scanned pages from page ${firstUnread.index + 1} on are past the automatic splitting budget (${budget} pages read); no document boundary was looked for among them.`,
    });
  }
  return { segments: split.segments, warnings, readWhole: new Set(read.keys()) };
}
