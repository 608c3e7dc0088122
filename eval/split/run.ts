/**
 * npm run eval -- --only split: the held-out split batches through the running service (boundary
 * precision, recall and F1 per set, documents merged across an ADJ-number change, pages lost), and the
 * boundary model in-process on a larger set of held-out batches' page texts.
 */
import type { BatchResult } from '@wcab/contract';
import { generateBatches } from '../../packages/pipeline/scripts/boundaryBatches';
import { countSplit, emptyCounts, prf, type SplitCounts } from '../../packages/pipeline/scripts/boundaryScore';
import { defaultSplitThreshold, splitByContent } from '../../packages/pipeline/src/split/contentBoundaries';
import type { BatchCase } from '../corpus';
import { mapLimit, sendCase, type Service } from '../service';
import { buildSplitCases, SPLIT_SEED, type SplitSetName } from './build';

export interface SplitSetScores {
  precision: number;
  recall: number;
  f1: number;
  adjMerges: number;
  batches: number;
  failed: number;
  /** Batches where documents + separator pages did not account for every page exactly once. */
  pagesLost: number;
}

export interface SplitScores {
  /** Every batch through the service, all sets together. */
  all: SplitSetScores;
  sets: Partial<Record<SplitSetName, SplitSetScores>>;
  /** The boundary model alone, in-process, on held-out batches' generated page texts. */
  inProcess: SplitSetScores;
}

const IN_PROCESS_BATCHES = 150;

function summary(c: SplitCounts, failed: number, pagesLost: number): SplitSetScores {
  return { ...prf(c), adjMerges: c.adjMerges, batches: c.batches, failed, pagesLost };
}

function accountsForEveryPage(data: BatchResult, pageCount: number): boolean {
  const seen = [...data.separator_pages];
  for (const d of data.documents) for (let p = d.start_page; p <= d.end_page; p++) seen.push(p);
  seen.sort((a, b) => a - b);
  return seen.length === pageCount && seen.every((p, i) => p === i + 1);
}

export function runSplitInProcess(count = IN_PROCESS_BATCHES): SplitSetScores {
  const counts = emptyCounts();
  for (const b of generateBatches({ seed: SPLIT_SEED + 10, count, roles: ['heldout'] })) {
    const pages = b.pages.map((text) => ({ kind: 'content' as const, text }));
    const split = splitByContent(pages, [{ startPage: 1, endPage: pages.length }], { threshold: defaultSplitThreshold() });
    countSplit(
      counts,
      b.documents,
      split.segments.map((s) => s.startPage),
    );
  }
  return summary(counts, 0, 0);
}

export async function runSplit(service: Service, concurrency: number): Promise<SplitScores> {
  const cases = await buildSplitCases();
  const outcomes = await mapLimit(cases, concurrency, async (c) => {
    const asCase: BatchCase = {
      id: c.id,
      kind: 'batch',
      file: '(generated)',
      page_count: c.pageCount,
      request: c.request,
      expect: { separator_pages: c.separatorPages, documents: [] },
    };
    return { c, out: await sendCase(service, asCase, c.pdf) };
  });
  const all = { counts: emptyCounts(), failed: 0, lost: 0 };
  const bySet = new Map<SplitSetName, typeof all>();
  for (const { c, out } of outcomes) {
    const acc = bySet.get(c.set) ?? { counts: emptyCounts(), failed: 0, lost: 0 };
    bySet.set(c.set, acc);
    const data = out.ok ? (out.data as BatchResult) : undefined;
    for (const a of [acc, all]) {
      if (!data) a.failed++;
      else if (!accountsForEveryPage(data, c.pageCount)) a.lost++;
      countSplit(
        a.counts,
        c.documents,
        (data?.documents ?? []).map((d) => d.start_page),
      );
    }
  }
  return {
    all: summary(all.counts, all.failed, all.lost),
    sets: Object.fromEntries([...bySet].map(([name, a]) => [name, summary(a.counts, a.failed, a.lost)])),
    inProcess: runSplitInProcess(),
  };
}

const r = (x: number) => Math.round(x * 1000) / 1000;

export function printSplit(s: SplitScores): void {
  console.log(`\n== split: batches without (some) separator sheets, held-out generator families (threshold ${defaultSplitThreshold()}) ==`);
  const row = (x: SplitSetScores) => ({
    batches: x.batches,
    precision: r(x.precision),
    recall: r(x.recall),
    F1: r(x.f1),
    'merged across ADJ change': x.adjMerges,
    'pages lost': x.pagesLost,
    failed: x.failed,
  });
  console.table({
    ...Object.fromEntries(Object.entries(s.sets).map(([k, v]) => [`${k} (service)`, row(v!)])),
    'all (service)': row(s.all),
    'page texts (in-process)': row(s.inProcess),
  });
}
