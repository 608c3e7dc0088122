/**
 * Printing the real-document set's figures. The development half: overall, per type, confusion, every miss. The
 * held-out half (source.ts, REAL_HELD_OUT_REPOS): aggregate figures only, never a document, a type's row or a miss,
 * so that what it measures is not tuned to.
 */
import type { Precision, RealScores, RealSetScores } from './score';

const r = (x: number) => Math.round(x * 1000) / 1000;
const precision = (p: Precision) => `${r(p.precision)} (${p.correct}/${p.returned} on ${p.documents} docs)`;

/** The figures that name no document and no type's row: what is safe to print for the held-out half. */
export function aggregateRow(s: RealScores): Record<string, number | string> {
  return {
    documents: s.documents,
    failed: s.failed,
    'type accuracy': r(s.typeAccuracy),
    'type macro-F1': r(s.typeMacroF1),
    'in-scope type accuracy': r(s.inScopeAccuracy),
    'out-of-scope answered unknown': `${r(s.outOfScopeUnknown)} (of ${s.outOfScopeDocuments})`,
    'confidence ECE': r(s.ece),
    'confidence ECE (in-domain answers)': r(s.eceInDomain),
    ...Object.fromEntries(s.riskCoverage.map((p) => [`wrong types caught, least sure ${p.budget * 100} %`, `${r(p.share)} (${p.caught}/${p.wrong})`])),
    'flagged review: share of answers / of wrong types': `${r(s.reviewShare)} / ${r(s.reviewCaught)}`,
    'typed-date precision': precision(s.fields.typedDates),
    'party precision': precision(s.fields.parties),
    'ADJ precision': precision(s.fields.adjNumbers),
  };
}

export function printReal(s: RealSetScores, listed: number): void {
  const partial = s.documents < listed ? `, ${listed - s.documents} of ${listed} not built` : '';
  console.log(`\n== real-document set: ${s.documents} real public documents (${s.failed} failed${partial}) ==`);
  console.table(Object.fromEntries([['whole set', aggregateRow(s)], ...Object.entries(s.halves).map(([half, h]) => [`${half} half`, aggregateRow(h!)])]));
  const dev = s.halves.development;
  if (!dev) return;
  console.log('development half, per type:');
  console.table(
    Object.fromEntries(
      Object.entries(dev.perType)
        .sort()
        .map(([type, row]) => [type, { documents: row.documents, correct: row.correct, accuracy: r(row.accuracy) }]),
    ),
  );
  console.log('development half, confusion (rows: label, columns: returned)');
  const columns = [...new Set(Object.values(dev.confusion).flatMap((row) => Object.keys(row)))].sort();
  console.table(
    Object.fromEntries(
      Object.entries(dev.confusion)
        .sort()
        .map(([label, row]) => [label, Object.fromEntries(columns.map((c) => [c, row[c] ?? '']))]),
    ),
  );
  for (const m of dev.misclassified) console.log(`  ${m.id}: ${m.expected} taken for ${m.actual} (${m.confidence.toFixed(2)}): ${m.note}`);
  if (s.halves['held-out']) console.log('held-out half: aggregate figures only (its documents and misses are not printed)');
}
