/** The labelled dev corpus through the running service: every classify and batch case, scored and printed. */
import fs from 'node:fs';
import path from 'node:path';
import { loadCorpus, type BatchCase, type ClassifyCase, type Outcome } from './corpus';
import type { Scores } from './floors';
import { printBatch, printClassify, printConfusion } from './report';
import { scoreBatch } from './scoreBatch';
import { scoreClassify } from './scoreClassify';
import { mapLimit, sendCase, type Service } from './service';

export async function runCorpus(service: Service, dir: string, opts: { only?: string; concurrency: number }, scores: Scores): Promise<void> {
  const cases = loadCorpus(dir).filter((c) => !opts.only || c.kind === opts.only);
  const outcomes = await mapLimit(cases, opts.concurrency, async (c) => {
    const pdf = fs.readFileSync(path.join(dir, c.file));
    return { c, out: await sendCase(service, c, pdf) };
  });
  const classify = outcomes.filter((o): o is { c: ClassifyCase; out: Outcome<any> } => o.c.kind === 'classify');
  const batch = outcomes.filter((o): o is { c: BatchCase; out: Outcome<any> } => o.c.kind === 'batch');
  if (classify.length) {
    scores.classify = scoreClassify(classify);
    printClassify('all', scores.classify);
    printClassify('text PDFs', scoreClassify(classify.filter((o) => !o.c.scanned)));
    printClassify('scanned PDFs', scoreClassify(classify.filter((o) => o.c.scanned)));
    printConfusion(scores.classify);
  }
  if (batch.length) {
    scores.batch = scoreBatch(batch);
    printBatch(scores.batch);
  }
}
