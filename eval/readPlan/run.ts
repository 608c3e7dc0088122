/**
 * The read plan against reading everything (issue 36): each scanned document or batch is answered twice in
 * this process, by the pipeline with READ_PLAN=less (what the service does) and with READ_PLAN=all (every
 * scanned page read whole), and every typed date (hearing, trial, deadline, appointment, injury) the second
 * answer has and the first does not is a date the plan lost. Also counted: dates the plan answers that
 * reading everything does not (a later page can change a date's meaning), and the OCR runs each side made.
 *
 * Sets: documents generated to set an event on a later page (documents.ts), the office batches of the bench
 * (bench/officeBatches.ts), and the dev corpus's scanned documents and batches where the corpus is present.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseJobSettings } from '@wcab/contract/settings';
import type { JobOutcome, JobRequest } from '@wcab/contract';
import { createProcessor } from '../../packages/pipeline/src/processor';
import { closeThreadResources, type OcrCountingHost } from '../../packages/pipeline/src/context/jobContext';
import { makeOfficeBatch, officeWorkloads } from '../../bench/officeBatches';
import { buildPlanDocuments } from './documents';

export interface PlanCase {
  set: string;
  name: string;
  kind: 'classify' | 'batch';
  pdf: Uint8Array;
  params?: Record<string, unknown>;
}

export interface PlanSetScores {
  documents: number;
  /** Typed dates answered when every page is read. */
  dates: number;
  /** Of those, answered not at all (or with another type) by the plan. */
  lost: number;
  /** Typed dates the plan answers that reading everything does not. */
  extra: number;
  runsLess: number;
  runsAll: number;
  /** Pixels OCR'd, in millions. */
  mpLess: number;
  mpAll: number;
  failed: number;
  /** Which dates were lost, for reading (generated and dev sets only; nothing held out runs here). */
  misses: string[];
}

export interface ReadPlanScores {
  all: PlanSetScores;
  sets: Record<string, PlanSetScores>;
}

const TYPED = new Set(['hearing', 'trial', 'deadline', 'appointment', 'injury']);

/** The typed dates of an answer, as `page:date:type` keys (a batch's by the document's first page). */
function typedDates(outcome: JobOutcome): Set<string> {
  const keys = new Set<string>();
  if (!outcome.ok) return keys;
  const data = outcome.data as {
    dates?: Array<{ date: string; type: string }>;
    documents?: Array<{ start_page: number; calendar_dates: Array<{ date: string; type: string }> }>;
  };
  for (const d of data.dates ?? []) if (TYPED.has(d.type)) keys.add(`1:${d.date}:${d.type}`);
  for (const doc of data.documents ?? []) for (const d of doc.calendar_dates) if (TYPED.has(d.type)) keys.add(`${doc.start_page}:${d.date}:${d.type}`);
  return keys;
}

/** A host that counts the OCR runs (telemetry port) and offers nothing else: the job runs on this thread's own OCR. */
function countingHost(count: { runs: number; pixels: number }): OcrCountingHost {
  return {
    progress: () => undefined,
    recordStage: () => undefined,
    countOcrPages: () => undefined,
    countLlmCall: () => undefined,
    countOcrRun: (run) => {
      count.runs++;
      count.pixels += run.pixels;
    },
    service: () => undefined,
    retireThread: () => undefined,
  };
}

const empty = (): PlanSetScores => ({ documents: 0, dates: 0, lost: 0, extra: 0, runsLess: 0, runsAll: 0, mpLess: 0, mpAll: 0, failed: 0, misses: [] });

export async function runReadPlan(cases: PlanCase[]): Promise<ReadPlanScores> {
  const less = createProcessor(parseJobSettings({ READ_PLAN: 'less' }));
  // READ_PLAN=all reads a batch document's first BATCH_OCR_FIRST_PAGES whole; every page here.
  const all = createProcessor(parseJobSettings({ READ_PLAN: 'all', BATCH_OCR_FIRST_PAGES: '10000' }));
  const scores: ReadPlanScores = { all: empty(), sets: {} };
  try {
    for (const c of cases) {
      const params = c.params ?? (c.kind === 'classify' ? { options: { extract_dates: true, extract_adj: true } } : {});
      const job = () => ({ kind: c.kind, document: c.pdf.slice(), params }) as unknown as JobRequest;
      const countLess = { runs: 0, pixels: 0 };
      const countAll = { runs: 0, pixels: 0 };
      const planned = await less(job(), countingHost(countLess));
      const everything = await all(job(), countingHost(countAll));
      for (const s of [scores.all, (scores.sets[c.set] ??= empty())]) {
        s.documents++;
        s.runsLess += countLess.runs;
        s.runsAll += countAll.runs;
        s.mpLess += countLess.pixels / 1e6;
        s.mpAll += countAll.pixels / 1e6;
        if (!planned.ok || !everything.ok) {
          s.failed++;
          continue;
        }
        const got = typedDates(planned);
        const want = typedDates(everything);
        s.dates += want.size;
        for (const key of want) if (!got.has(key)) s.lost++, s.misses.push(`${c.name}: ${key}`);
        for (const key of got) if (!want.has(key)) s.extra++;
      }
    }
  } finally {
    await closeThreadResources();
  }
  return scores;
}

/** The generated documents that set an event on a later page: what `npm test` measures (a minute or two of OCR). */
export async function generatedPlanCases(perKind = 2): Promise<PlanCase[]> {
  return (await buildPlanDocuments(perKind)).map((d) => ({ set: 'later events (generated)', name: d.name, kind: 'classify', pdf: d.pdf }));
}

/** The bench's office batches, smaller: a day's mail of short documents behind DWC or barcode sheets. */
export async function officePlanCases(documents = 6): Promise<PlanCase[]> {
  const cases: PlanCase[] = [];
  for (const w of officeWorkloads()) {
    const batch = await makeOfficeBatch({ ...w.spec, documents });
    cases.push({ set: 'office batches (generated)', name: w.name, kind: 'batch', pdf: batch.pdf });
  }
  return cases;
}

/** The dev corpus's scanned classify documents and its batches, as their manifest sends them. */
export function corpusPlanCases(corpusDir: string): PlanCase[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(corpusDir, 'manifest.json'), 'utf8')) as Array<{
    id: string;
    kind: 'classify' | 'batch';
    file: string;
    scanned?: boolean;
    request?: Record<string, unknown>;
  }>;
  return manifest
    .filter((c) => c.kind === 'batch' || c.scanned)
    .map((c) => ({
      set: `dev corpus (${c.kind === 'batch' ? 'batches' : 'scanned documents'})`,
      name: c.id,
      kind: c.kind,
      pdf: new Uint8Array(fs.readFileSync(path.join(corpusDir, c.file))),
      params: c.kind === 'classify' ? { ...c.request, options: { extract_dates: true, extract_adj: true } } : (c.request ?? {}),
    }));
}

export function printReadPlan(scores: ReadPlanScores): void {
  console.log('\nread plan against reading every scanned page (dates lost by the plan)');
  const row = (s: PlanSetScores) => ({
    documents: s.documents,
    'typed dates (all read)': s.dates,
    'lost by the plan': s.lost,
    'plan only': s.extra,
    'OCR runs plan / all': `${s.runsLess} / ${s.runsAll}`,
    'OCR megapixels plan / all': `${s.mpLess.toFixed(0)} / ${s.mpAll.toFixed(0)}`,
    failed: s.failed,
  });
  console.table({ ...Object.fromEntries(Object.entries(scores.sets).map(([k, s]) => [k, row(s)])), all: row(scores.all) });
  for (const miss of scores.all.misses) console.log(`  lost: ${miss}`);
}
