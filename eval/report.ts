/** Printing the figures: one table per concern, numbers rounded for reading. */
import type { BatchScores } from './scoreBatch';
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
  console.table(s.calibrationInDomain.table.map((b) => ({ bin: `${b.from.toFixed(1)}-${b.to.toFixed(1)}`, n: b.n, 'mean confidence': r(b.confidence), accuracy: r(b.accuracy) })));
}

export function printBatch(s: BatchScores): void {
  console.log(`\n== batch (${s.cases} cases, ${s.failed} failed) ==`);
  console.table({
    'separator exact match': r(s.separatorExact),
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
