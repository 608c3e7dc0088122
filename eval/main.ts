/**
 * `npm run eval -- --corpus ../shared/corpus/dev [--check-floors] [--only classify|batch]`:
 * runs every corpus case through the real service over HTTP and prints per-field figures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { ROOT, startService } from '../bench/serverProcess';
import { loadCorpus, type BatchCase, type ClassifyCase, type Outcome } from './corpus';
import { FLOORS } from './floors';
import { printBatch, printClassify, printConfusion } from './report';
import { scoreBatch } from './scoreBatch';
import { scoreClassify } from './scoreClassify';

const program = new Command()
  .name('eval')
  .option('--corpus <dir>', 'corpus directory holding manifest.json', path.resolve(ROOT, '../shared/corpus/dev'))
  .option('--only <kind>', 'classify or batch')
  .option('--check-floors', 'exit 1 when an enforced floor is not met')
  .option('--concurrency <n>', 'requests in flight', (v) => Number(v), 2)
  .action(run);

async function run(opts: { corpus: string; only?: string; checkFloors?: boolean; concurrency: number }) {
  const cases = loadCorpus(opts.corpus).filter((c) => !opts.only || c.kind === opts.only);
  const service = await startService({ LOG_LEVEL: 'error' });
  try {
    const outcomes = await mapLimit(cases, opts.concurrency, async (c) => {
      const document = fs.readFileSync(path.join(opts.corpus, c.file)).toString('base64');
      const route = c.kind === 'classify' ? '/v1/classify' : '/v1/analyze-batch';
      const body = c.kind === 'classify' ? { ...c.request, document, document_type: 'pdf' } : { ...c.request, document };
      const started = performance.now();
      const res = await fetch(service.url + route, {
        method: 'POST',
        headers: { authorization: `Bearer ${service.key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await res.json().catch(() => ({}))) as { data?: unknown };
      const out: Outcome<any> = { ok: res.ok, status: res.status, latencyMs: performance.now() - started, data: json.data };
      if (!res.ok) console.warn(`${c.id}: HTTP ${res.status} ${JSON.stringify(json)}`);
      return { c, out };
    });
    const classify = outcomes.filter((o): o is { c: ClassifyCase; out: Outcome<any> } => o.c.kind === 'classify');
    const batch = outcomes.filter((o): o is { c: BatchCase; out: Outcome<any> } => o.c.kind === 'batch');
    const scores = {
      classify: classify.length ? scoreClassify(classify) : undefined,
      batch: batch.length ? scoreBatch(batch) : undefined,
    };
    if (scores.classify) {
      printClassify('all', scores.classify);
      printClassify('text PDFs', scoreClassify(classify.filter((o) => !o.c.scanned)));
      printClassify('scanned PDFs', scoreClassify(classify.filter((o) => o.c.scanned)));
      printConfusion(scores.classify);
    }
    if (scores.batch) printBatch(scores.batch);

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

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i]!);
      }
    }),
  );
  return results;
}

await program.parseAsync(process.argv);
