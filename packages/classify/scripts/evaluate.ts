/**
 * Scores the shipped model on the dev corpus text (evaluation only: never used for training).
 *
 *   node --import tsx packages/classify/scripts/evaluate.ts [--dir DIR] [--verbose] [--batch-dir DIR]
 *
 * Reads the text layer of the dev corpus's text PDFs (found as the tests find it: WCAB_CORPUS_DIR or
 * ../shared/corpus), or with --dir, <dir>/*.txt (page text, pages separated by "\n\f\n"; file name = manifest
 * case id, e.g. OCR output of the scans), and the expected labels of the manifest (kind "classify"). Prints accuracy, macro-F1, a confusion
 * table, and calibration twice: of the probability of the predicted type (scores[type], the calibrated
 * number), and of the reported `confidence` (which, for `unknown`, is deliberately low; see classify.ts).
 *
 * With --batch-dir (page text of the batch PDFs, e.g. OCR output, named <batch id>.txt), it also checks the
 * activity types of the batch cases: each expected document's pages are classified and matched against the
 * request's activity_types, with the Document Title of a preceding DWC separator sheet as the hint.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DOCUMENT_TYPES } from '@wcab/contract';
import { matchActivityType } from '../src/activity';
import { classifyDocument } from '../src/classify';
import { defaultCorpusDir, readCorpusText } from './lib/corpusText';
import { type Prediction, accuracy, confusionTable, ece, macroF1, reliabilityTable } from './lib/metrics';

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? dflt) : dflt;
}
const dir = arg('dir', '');
const corpusDir = defaultCorpusDir();
const manifestPath = arg('manifest', corpusDir ? join(corpusDir, 'manifest.json') : '');
/** --labels FILE: `{id: document_type}` instead of the manifest (e.g. a set of real documents' page texts). */
const labelsPath = arg('labels', '');
if (!labelsPath && !existsSync(manifestPath)) throw new Error('no corpus manifest: set WCAB_CORPUS_DIR or pass --manifest / --labels');
const verbose = process.argv.includes('--verbose');

interface Case {
  id: string;
  kind: string;
  request?: { activity_types?: string[] };
  expect: {
    document_type?: string;
    separator_pages?: number[];
    documents?: Array<{ start_page: number; end_page: number; doc_type: string; template?: string }>;
  };
}
const manifest = labelsPath ? [] : (JSON.parse(readFileSync(manifestPath, 'utf8')) as Case[]);
const expected = labelsPath
  ? new Map(Object.entries(JSON.parse(readFileSync(labelsPath, 'utf8')) as Record<string, string>))
  : new Map(manifest.filter((c) => c.kind === 'classify').map((c) => [c.id, c.expect.document_type ?? '']));

const byProb: Prediction[] = [];
const byConfidence: Prediction[] = [];
const misses: string[] = [];
async function sources(): Promise<Array<{ id: string; pages: string[] }>> {
  if (!dir) return ((await readCorpusText(corpusDir)) ?? []).map((d) => ({ id: d.id, pages: d.pages }));
  if (!existsSync(dir)) throw new Error(`no such directory: ${dir}`);
  return readdirSync(dir)
    .filter((n) => n.endsWith('.txt'))
    .sort()
    .map((f) => ({ id: f.replace(/\.txt$/, ''), pages: readFileSync(join(dir, f), 'utf8').split('\n\f\n') }));
}
for (const { id, pages } of await sources()) {
  const want = expected.get(id);
  if (!want) continue;
  const r = classifyDocument(pages);
  byProb.push({ expected: want, predicted: r.document_type, confidence: r.scores[r.document_type] });
  byConfidence.push({ expected: want, predicted: r.document_type, confidence: r.confidence });
  const line = `${id.padEnd(44)} ${want.padEnd(15)} -> ${r.document_type.padEnd(15)} p=${r.scores[r.document_type].toFixed(3)} conf=${r.confidence.toFixed(3)} title=${r.title ?? '-'}`;
  if (want !== r.document_type) misses.push(line);
  if (verbose) console.log(line);
}

console.log(`\n${byProb.length} documents from ${dir || 'the corpus text PDFs'}`);
console.log(`accuracy  ${accuracy(byProb).toFixed(4)}`);
console.log(`macro-F1  ${macroF1(byProb, DOCUMENT_TYPES).toFixed(4)}`);
console.log(`\n${confusionTable(byProb, DOCUMENT_TYPES)}`);
console.log(`\ncalibration of P(predicted type): ECE ${ece(byProb).toFixed(4)}`);
console.log(reliabilityTable(byProb));
console.log(`\ncalibration of reported confidence (low by design for unknown): ECE ${ece(byConfidence).toFixed(4)}`);
const domain = byConfidence.filter((p) => p.predicted !== 'unknown');
console.log(`  over in-domain predictions only (${domain.length}): ECE ${ece(domain).toFixed(4)}`);
const unk = byConfidence.filter((p) => p.predicted === 'unknown');
if (unk.length) console.log(`  unknown predictions: ${unk.length}, max confidence ${Math.max(...unk.map((p) => p.confidence)).toFixed(3)}`);
if (misses.length) console.log(`\nmisclassified:\n${misses.join('\n')}`);

const batchDir = arg('batch-dir', '');
if (batchDir) {
  let right = 0;
  let total = 0;
  const wrong: string[] = [];
  for (const c of manifest.filter((m) => m.kind === 'batch')) {
    const file = join(batchDir, `${c.id}.txt`);
    if (!existsSync(file)) continue;
    const pages = readFileSync(file, 'utf8').split('\n\f\n');
    for (const d of c.expect.documents ?? []) {
      const docPages = pages.slice(d.start_page - 1, d.end_page);
      const before = pages[d.start_page - 2] ?? '';
      const hint = c.expect.separator_pages?.includes(d.start_page - 1) ? /Document Title:\s*(.+)/i.exec(before)?.[1]?.trim() : undefined;
      const r = classifyDocument(docPages);
      const got = matchActivityType(c.request?.activity_types ?? [], { pages: docPages, document_type: r.document_type, title: r.title, hint });
      total++;
      if (got === d.doc_type) right++;
      else
        wrong.push(
          `${c.id} p${d.start_page}-${d.end_page} ${d.template ?? ''}: expected "${d.doc_type}", got "${got}" (${r.document_type}, ${r.title ?? '-'}, hint ${hint ?? '-'})`,
        );
    }
  }
  console.log(`\nbatch activity types (${batchDir}): ${right}/${total} correct`);
  if (wrong.length) console.log(wrong.join('\n'));
}
