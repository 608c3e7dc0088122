/**
 * Trains the document-type model from generated data and writes model/model.json (scripts/lib/trainClassifier.ts
 * says how). With no options it reproduces the committed model bit for bit; the file records the command that
 * wrote it (`trainedBy`) and the fingerprint of the feature code, which the loader checks.
 *
 *   npm run train [-- --per-type N] [--seed S] [--test-per-type N] [--out FILE]
 */
import { writeFileSync } from 'node:fs';
import { Command } from 'commander';
import { DEFAULT_TRAINING, trainClassifier } from './lib/trainClassifier';

const int = (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${v}: a positive whole number`);
  return n;
};

const program = new Command()
  .name('train')
  .option('--per-type <n>', 'training documents per type', int, DEFAULT_TRAINING.perType)
  .option('--seed <n>', 'seed of the generators and shuffles', int, DEFAULT_TRAINING.seed)
  .option('--test-per-type <n>', 'documents per type of the synthetic test set', int, DEFAULT_TRAINING.testPerType)
  .option('--out <file>', 'where to write the model (default: packages/classify/model/model.json)')
  .action((o: { perType: number; seed: number; testPerType: number; out?: string }) => {
    const t0 = Date.now();
    const { json } = trainClassifier({ seed: o.seed, perType: o.perType, testPerType: o.testPerType }, (line) => console.log(line));
    const out = o.out ?? new URL('../model/model.json', import.meta.url);
    writeFileSync(out, json);
    console.log(`\nwrote ${String(out)} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  });

program.parse(process.argv);
