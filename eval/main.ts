/**
 * `npm run eval -- --corpus ../shared/corpus/dev [--check-floors] [--only classify|batch|hard]`:
 * runs every corpus case, then the generated hard-case batches (eval/hard), through the real
 * service over HTTP and prints per-field figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { ROOT, startService } from '../bench/serverProcess';
import { loadCorpus, type BatchCase, type ClassifyCase, type Outcome } from './corpus';
import { FLOORS } from './floors';
import { runHardCases } from './hard/run';
import { printBatch, printClassify, printConfusion, printHardCases } from './report';
import { scoreBatch } from './scoreBatch';
import { scoreClassify } from './scoreClassify';
import { mapLimit, sendCase } from './service';

const program = new Command()
  .name('eval')
  .option('--corpus <dir>', 'corpus directory holding manifest.json', path.resolve(ROOT, '../shared/corpus/dev'))
  .option('--only <kind>', 'classify, batch or hard (the generated hard-case batches)')
  .option('--check-floors', 'exit 1 when an enforced floor is not met')
  .option('--concurrency <n>', 'requests in flight', (v) => Number(v), 2)
  .action(run);

async function run(opts: { corpus: string; only?: string; checkFloors?: boolean; concurrency: number }) {
  const cases = loadCorpus(opts.corpus).filter((c) => !opts.only || c.kind === opts.only);
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
    };
    if (scores.classify) {
      printClassify('all', scores.classify);
      printClassify('text PDFs', scoreClassify(classify.filter((o) => !o.c.scanned)));
      printClassify('scanned PDFs', scoreClassify(classify.filter((o) => o.c.scanned)));
      printConfusion(scores.classify);
    }
    if (scores.batch) printBatch(scores.batch);
    if (hard.length) printHardCases(hard);

    console.log('\nfloors');
    let below = 0;
    for (const floor of FLOORS) {
      const value = floor.read(scores);
      if (value === undefined) continue;
      const ok = value >= floor.min;
      if (!ok && floor.enforced) below += 1;
      console.log(`${ok ? 'ok  ' : floor.enforced ? 'FAIL' : 'low '} ${floor.name}: ${value.toFixed(3)} (floor ${floor.min}${floor.enforced ? '' : ', not yet enforced'})`);
    }
    if (opts.checkFloors && below > 0) {
      console.error(`\n${below} enforced floor(s) not met`);
      process.exitCode = 1;
    }
  } finally {
    await service.stop();
  }
}

await program.parseAsync(process.argv);
