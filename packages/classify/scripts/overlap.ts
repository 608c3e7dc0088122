/**
 * Measures how much of the dev corpus's wording the training generator reproduces (issue 17: it must stay at
 * the level of hand-written text, under 3% of 8-word runs, no shared run of 12 words).
 *
 *   node --import tsx packages/classify/scripts/overlap.ts [--per-class 120] [--corpus DIR] [--verbose]
 *
 * Prints each corpus document's share of 8-word runs found in the generator's output and, for the shared
 * 12-word runs, the generator layouts that produced them (what to rewrite).
 */
import { DOCUMENT_TYPES } from '@wcab/contract';
import { generateDataset } from './gen/dataset';
import { readCorpusText } from './lib/corpusText';
import { RunIndex, overlap, runs, words } from './lib/overlap';

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? dflt) : dflt;
}

const corpus = await readCorpusText(arg('corpus', '') || undefined);
if (!corpus) {
  console.log('no dev corpus beside the repository: nothing to compare');
  process.exit(0);
}
const docs = generateDataset({ seed: 7, perClass: Number(arg('per-class', '120')), noisy: 0 });
const index = new RunIndex(
  docs.map((d) => d.pages.join('\n')),
  [8, 12],
);
// Which layouts produced each corpus 12-word run (for the report).
const corpusLong = new Set(corpus.flatMap((c) => runs(words(c.pages.join('\n')), 12)));
const producers = new Map<string, Set<string>>();
for (const d of docs) {
  for (const r of runs(words(d.pages.join('\n')), 12)) {
    if (!corpusLong.has(r)) continue;
    const s = producers.get(r) ?? new Set<string>();
    s.add(d.variant);
    producers.set(r, s);
  }
}
let total = 0;
let withLong = 0;
for (const c of corpus) {
  const o = overlap(c.pages.join('\n'), index);
  total += o.share;
  if (o.longRuns.length) withLong++;
  console.log(`${c.id.padEnd(48)} ${(100 * o.share).toFixed(1).padStart(5)}%  12-word runs shared: ${o.longRuns.length}`);
}
console.log(`\n${corpus.length} corpus documents, ${docs.length} generated (${DOCUMENT_TYPES.length} types)`);
console.log(`mean share of 8-word runs: ${((100 * total) / corpus.length).toFixed(2)}%; documents sharing a 12-word run: ${withLong}`);
if (process.argv.includes('--verbose')) {
  const byVariant = new Map<string, string[]>();
  for (const [r, vs] of producers) for (const v of vs) byVariant.set(v, [...(byVariant.get(v) ?? []), r]);
  for (const [v, rs] of [...byVariant].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`\n${v}: ${rs.length}`);
    for (const r of rs.slice(0, 8)) console.log(`   ${r}`);
  }
}
