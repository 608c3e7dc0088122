/** Printing the figures: one table per concern, numbers rounded for reading. */
import type { HardOutcome } from './hard/run';
import { type BatchScores, scoreBatch } from './scoreBatch';
import type { ClassifyScores } from './scoreClassify';

const r = (x: number) => Math.round(x * 1000) / 1000;

export function printClassify(label: string, s: ClassifyScores): void {
  console.log(`\n== classify: ${label} (${s.cases} cases, ${s.failed} failed) ==`);
  console.table({
    'type accuracy': r(s.typeAccuracy),
    'type macro-F1': r(s.typeMacroF1),
    'confidence ECE': r(s.calibration.ece),
    'confidence ECE (in-domain)': r(s.calibrationInDomain.ece),
    'page_count accuracy': r(s.pageCount),
    'ADJ precision': r(s.adj.precision),
    'ADJ recall': r(s.adj.recall),
    'ADJ F1': r(s.adj.f1),
    'claimant attribution': r(s.claimant),
    'employer attribution': r(s.employer),
    'required-party recall': r(s.partiesRecall),
    'case_numbers recall': r(s.caseNumbersRecall),
    'date precision': r(s.dates.precision),
    'date recall': r(s.dates.recall),
    'date F1': r(s.dates.f1),
    'hearing location match': r(s.location),
    'summary mentions': r(s.summaryMentions),
    'latency p50 ms': Math.round(s.latency.p50),
    'latency p95 ms': Math.round(s.latency.p95),
  });
}

export function printConfusion(s: ClassifyScores): void {
  console.log('\nconfusion (rows: expected, columns: returned)');
  const columns = [...new Set(Object.values(s.confusion).flatMap((row) => Object.keys(row)))].sort();
  const rows: Record<string, Record<string, number | string>> = {};
  for (const [expected, row] of Object.entries(s.confusion)) {
    rows[expected] = Object.fromEntries(columns.map((c) => [c, row[c] ?? '']));
  }
  console.table(rows);
  console.log('calibration of in-domain predictions (confidence bins; unknown reports a low confidence by design)');
  console.table(
    s.calibrationInDomain.table.map((b) => ({
      bin: `${b.from.toFixed(1)}-${b.to.toFixed(1)}`,
      n: b.n,
      'mean confidence': r(b.confidence),
      accuracy: r(b.accuracy),
    })),
  );
}

export function printBatch(s: BatchScores): void {
  console.log(`\n== batch (${s.cases} cases, ${s.failed} failed) ==`);
  console.table({
    'separator exact match': r(s.separatorExact),
    'separator page recall': r(s.separatorPages.recall),
    'separator page precision': r(s.separatorPages.precision),
    'document count right': r(s.documentCount),
    'boundary precision': r(s.boundaries.precision),
    'boundary recall': r(s.boundaries.recall),
    'boundary F1': r(s.boundaries.f1),
    'doc_type accuracy': r(s.docType),
    'applicant surname': r(s.applicantSurname),
    'document_date accuracy': r(s.documentDate),
    'filename exact match': r(s.filename),
    'ADJ F1': r(s.adj.f1),
    'calendar precision': r(s.calendar.precision),
    'calendar recall': r(s.calendar.recall),
    'calendar F1': r(s.calendar.f1),
    'latency p50 ms': Math.round(s.latency.p50),
    'latency p95 ms': Math.round(s.latency.p95),
  });
}

/**
 * One row per scan condition, separators and splitting only (that is what the conditions stress),
 * then each separator missed or invented, so a failing condition names its symbology.
 */
export function printHardCases(outcomes: HardOutcome[]): void {
  const conditions = [...new Set(outcomes.map((o) => o.condition.name))];
  const row = (s: BatchScores) => ({
    batches: s.cases,
    failed: s.failed,
    'separator exact': r(s.separatorExact),
    'separator recall': r(s.separatorPages.recall),
    'separator precision': r(s.separatorPages.precision),
    'boundary F1': r(s.boundaries.f1),
    'doc count right': r(s.documentCount),
  });
  const rows: Record<string, ReturnType<typeof row>> = {};
  for (const name of conditions) rows[name] = row(scoreBatch(outcomes.filter((o) => o.condition.name === name)));
  rows['all hard cases'] = row(scoreBatch(outcomes));
  console.log(`\n== hard cases: generated batches, separator sheets under hard scan conditions ==`);
  console.table(rows);
  for (const o of outcomes) {
    const found = new Set(o.out.data?.separator_pages ?? []);
    for (const s of o.separators) {
      if (!found.has(s.page)) console.log(`  ${o.c.id} (${o.condition.name}): missed separator page ${s.page}, ${s.symbology} "${s.value}"`);
    }
    for (const page of found) {
      if (!o.separators.some((s) => s.page === page)) console.log(`  ${o.c.id} (${o.condition.name}): page ${page} taken for a separator`);
    }
  }
}
