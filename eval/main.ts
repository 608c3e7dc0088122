/**
 * `npm run eval -- --corpus ../shared/corpus/dev [--check-floors] [--only classify|batch|hard|dates]`:
 * scores the generated date set (every written form of dates and times, in-process, a few seconds), then runs
 * every corpus case and the generated hard-case batches (eval/hard) through the real service over HTTP and
 * prints per-field figures. Without the corpus (a fresh clone) the generated sets still run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { ROOT, startService } from '../bench/serverProcess';
import { loadCorpus, type BatchCase, type ClassifyCase, type Outcome } from './corpus';
import { FLOORS, type Floor } from './floors';
import { runHardCases } from './hard/run';
import { printBatch, printClassify, printConfusion, printHardCases } from './report';
import { printDateSet, runDateSet } from './scoreDates';
import { scoreBatch } from './scoreBatch';
import { scoreClassify } from './scoreClassify';
import { mapLimit, sendCase } from './service';

const program = new Command()
  .name('eval')
  .option('--corpus <dir>', 'corpus directory holding manifest.json', path.resolve(ROOT, '../shared/corpus/dev'))
  .option('--only <kind>', 'classify, batch, hard (the generated hard-case batches) or dates (the generated date forms)')
  .option('--check-floors', 'exit 1 when an enforced floor is not met')
  .option('--concurrency <n>', 'requests in flight', (v) => Number(v), 2)
  .action(run);

async function run(opts: { corpus: string; only?: string; checkFloors?: boolean; concurrency: number }) {
  const dates = !opts.only || opts.only === 'dates' ? runDateSet() : undefined;
  if (dates) printDateSet(dates);
  const haveCorpus = fs.existsSync(path.join(opts.corpus, 'manifest.json'));
  if (!haveCorpus) console.log(`\n(no dev corpus at ${opts.corpus}: only the generated sets run)`);
  const cases = haveCorpus ? loadCorpus(opts.corpus).filter((c) => !opts.only || c.kind === opts.only) : [];
  if (opts.only === 'dates') {
    checkFloors({ dates }, opts.checkFloors);
    return;
  }
  const service = await startService({ LOG_LEVEL: 'error' });
  try {
    const outcomes = await mapLimit(cases, opts.concurrency, async (c) => {
      const pdf = fs.readFileSync(path.join(opts.corpus, c.file));
      return { c, out: await sendCase(service, c, pdf) };
    });
    const hard = !opts.only || opts.only === 'hard' ? await runHardCases(service, opts.concurrency) : [];
    const classify = outcomes.filter((o): o is { c: ClassifyCase; out: Outcome<any> } => o.c.kind === 'classify');
    const batch = outcomes.filter((o): o is { c: BatchCase; out: Outcome<any> } => o.c.kind === 'batch');
    const scores = {
      classify: classify.length ? scoreClassify(classify) : undefined,
      batch: batch.length ? scoreBatch(batch) : undefined,
      hard: hard.length ? scoreBatch(hard) : undefined,
      dates,
    };
    if (scores.classify) {
      printClassify('all', scores.classify);
      printClassify('text PDFs', scoreClassify(classify.filter((o) => !o.c.scanned)));
      printClassify('scanned PDFs', scoreClassify(classify.filter((o) => o.c.scanned)));
      printConfusion(scores.classify);
    }
    if (scores.batch) printBatch(scores.batch);
    if (hard.length) printHardCases(hard);
    checkFloors(scores, opts.checkFloors);
  } finally {
    await service.stop();
  }
}

/** Prints every floor whose figure ran; with `enforce`, exit code 1 below an enforced one. */
function checkFloors(scores: Parameters<Floor['read']>[0], enforce: boolean | undefined): void {
  console.log('\nfloors');
  let below = 0;
  for (const floor of FLOORS) {
    const value = floor.read(scores);
    if (value === undefined) continue;
    const ok = value >= floor.min;
    if (!ok && floor.enforced) below += 1;
    console.log(`${ok ? 'ok  ' : floor.enforced ? 'FAIL' : 'low '} ${floor.name}: ${value.toFixed(3)} (floor ${floor.min}${floor.enforced ? '' : ', not yet enforced'})`);
  }
  if (enforce && below > 0) {
    console.error(`\n${below} enforced floor(s) not met`);
    process.exitCode = 1;
  }
}

await program.parseAsync(process.argv);
