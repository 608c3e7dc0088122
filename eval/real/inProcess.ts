/**
 * The real-document set in-process (issue 31): each built PDF is read once as /v1/classify reads it (text layer,
 * OCR within the classify budget and read plan, the layout stage's positioned words) into a cache directory, then
 * analysed and scored without the service, in seconds. For measuring a change to classification or extraction
 * before and after without waiting on OCR again; the service run (`npm run eval -- --only real`) stays the figure
 * of record.
 *
 *   node --import tsx eval/real/inProcess.ts [--cache DIR] [--docs eval/real/.docs] [--json FILE] [--shard K/N]
 *
 * --shard K/N reads only every Nth document (from the Kth, 0-based): N processes fill one cache side by side (on a
 * 2-core machine two shards read the 786 documents in about half the time); scoring needs the whole cache, so run
 * once more without it.
 *
 * --ids FILE reads and scores only the documents whose ids FILE lists (one a line): a round's new documents read
 * and scored on their own, the held-out ones still as aggregate figures only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { openPdf } from '@wcab/pdf';
import { loadJobSettings } from '@wcab/config/job';
import { analyzeText } from '../../packages/pipeline/src/analysis/analyze';
import { settingsContext } from '../../packages/pipeline/src/context/jobContext';
import { pageWords } from '../../packages/pipeline/src/layout/pageWords';
import { closeOcr } from '../../packages/pipeline/src/read/ocr';
import { readPages } from '../../packages/pipeline/src/read/pageText';
import { illegible } from '../../packages/pipeline/src/review/legibility';
import { missingFields } from '../../packages/pipeline/src/read/readPlan';
import { printReal } from './report';
import { type RealOutcome, scoreReal } from './score';
import { DEFAULT_OUT, loadManifest } from './source';
import { type CachedRead, outcomeOf } from './reads';

async function readOne(file: string): Promise<CachedRead> {
  const ctx = settingsContext(loadJobSettings(process.env));
  const pdf = await openPdf(new Uint8Array(fs.readFileSync(file)));
  try {
    // As classifyJob's readDocument: scanned pages read until the answer has what it needs, within the budget
    // (without its later-event glances, which a classify asking for dates adds: they only read pages for dates).
    const needs = { documentDate: false, adj: true, employer: true, events: 'typed' } as const;
    const enough = (read: { text: string }[]) => missingFields(analyzeText(read.map((p) => p.text)), needs).length === 0;
    const pages = await readPages(pdf, { ocrBudget: ctx.budgets.classifyOcrPages, ...(ctx.readPlan === 'less' ? { enough } : {}) }, ctx);
    return { pages: pages.map((p) => p.text), layouts: pageWords(pdf, pages), illegible: illegible(pages) };
  } finally {
    pdf.close();
  }
}

const program = new Command()
  .name('real-in-process')
  .option('--cache <dir>', 'where the reads are kept', '/tmp/wcab-real-reads')
  .option('--docs <dir>', 'the built PDFs (eval/real/build.ts)', DEFAULT_OUT)
  .option('--json <file>', 'also write the outcomes (development half only) as JSON')
  .option('--shard <k/n>', 'read only the documents k, k+n, k+2n, ... of the manifest (0-based)')
  .option('--ids <file>', 'read and score only the documents this file lists (one id a line)')
  .action(async (opts: { cache: string; docs: string; json?: string; shard?: string; ids?: string }) => {
    const [k, n] = (opts.shard ?? '0/1').split('/').map(Number) as [number, number];
    if (!(Number.isInteger(k) && Number.isInteger(n) && n >= 1 && k >= 0 && k < n)) throw new Error(`--shard ${opts.shard}: K/N with 0 <= K < N`);
    fs.mkdirSync(opts.cache, { recursive: true });
    const outcomes: RealOutcome[] = [];
    const only = opts.ids ? new Set(fs.readFileSync(opts.ids, 'utf8').split(/\s+/).filter(Boolean)) : undefined;
    const manifest = loadManifest().filter((doc) => !only || only.has(doc.id));
    try {
      for (const [i, doc] of manifest.entries()) {
        if (i % n !== k) continue;
        const file = path.join(opts.docs, `${doc.id}.pdf`);
        if (!fs.existsSync(file)) continue;
        const cached = path.join(opts.cache, `${doc.id}.json`);
        let read: CachedRead;
        if (fs.existsSync(cached)) read = JSON.parse(fs.readFileSync(cached, 'utf8')) as CachedRead;
        else {
          try {
            read = await readOne(file);
          } catch (error) {
            console.warn(`${doc.id}: not read (${String((error as Error).message)})`);
            continue;
          }
          fs.writeFileSync(cached, JSON.stringify(read));
        }
        outcomes.push(outcomeOf(read, doc));
      }
    } finally {
      await closeOcr();
    }
    printReal(scoreReal(outcomes), manifest.length);
    if (opts.json)
      fs.writeFileSync(
        opts.json,
        JSON.stringify(
          outcomes.filter((o) => o.half !== 'held-out'),
          null,
          1,
        ),
      );
  });

await program.parseAsync(process.argv);
