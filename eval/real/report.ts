/** Printing the real-document set's figures: overall, per type, confusion, and every miss. */
import type { RealScores } from './score';

const r = (x: number) => Math.round(x * 1000) / 1000;

export function printReal(s: RealScores, listed: number): void {
  const partial = s.documents < listed ? `, ${listed - s.documents} of ${listed} not built` : '';
  console.log(`\n== real-document set: ${s.documents} real public documents (${s.failed} failed${partial}) ==`);
  console.table({ 'type accuracy': r(s.typeAccuracy), 'type macro-F1': r(s.typeMacroF1), 'confidence ECE': r(s.ece), 'confidence ECE (in-domain answers)': r(s.eceInDomain) });
  console.table(
    Object.fromEntries(Object.entries(s.perType).sort().map(([type, row]) => [type, { documents: row.documents, correct: row.correct, accuracy: r(row.accuracy) }])),
  );
  console.log('confusion (rows: label, columns: returned)');
  const columns = [...new Set(Object.values(s.confusion).flatMap((row) => Object.keys(row)))].sort();
  console.table(Object.fromEntries(Object.entries(s.confusion).sort().map(([label, row]) => [label, Object.fromEntries(columns.map((c) => [c, row[c] ?? '']))])));
  for (const m of s.misclassified) console.log(`  ${m.id}: ${m.expected} taken for ${m.actual} (${m.confidence.toFixed(2)}): ${m.note}`);
}
