/**
 * Trains the document-type model and writes model/model.json (scripts/lib/trainClassifier.ts says how): from
 * generated data, and with `--real-reads` from the real set's development half too (its page texts as the service
 * reads them, from eval/real/inProcess.ts's read cache; eval/real/trainingSet.ts, which never gives a held-out
 * source's document). With no options it reproduces the committed model bit for bit; the file records the command
 * that wrote it (`trainedBy`), a digest of the real documents it read and the fingerprint of the feature code.
 *
 *   npm run train [-- --per-type N] [--seed S] [--test-per-type N] [--real-reads DIR] [--real-weight N] [--no-real] [--out FILE]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Command } from 'commander';
import { assertDevelopmentOnly, developmentTrainingSet } from '../../../eval/real/trainingSet';
import { DEFAULT_TRAINING, REAL_READS_DEFAULT, type TrainingOptions, realDigest, trainClassifier } from './lib/trainClassifier';

const int = (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${v}: a positive whole number`);
  return n;
};

interface Cli {
  perType: number;
  seed: number;
  testPerType: number;
  real: boolean;
  realReads?: string;
  realWeight?: number;
  out?: string;
}

const program = new Command()
  .name('train')
  .option('--per-type <n>', 'training documents per type', int, DEFAULT_TRAINING.perType)
  .option('--seed <n>', 'seed of the generators and shuffles', int, DEFAULT_TRAINING.seed)
  .option('--test-per-type <n>', 'documents per type of the synthetic test set', int, DEFAULT_TRAINING.testPerType)
  .option('--real-reads <dir>', `train on the real development half too, read from this read cache (eval/real/inProcess.ts --cache; ${REAL_READS_DEFAULT})`)
  .option('--real-weight <n>', 'times each real document is trained on', int)
  .option('--no-real', 'generated documents only')
  .option('--out <file>', 'where to write the model (default: packages/classify/model/model.json)')
  .action((o: Cli) => {
    const t0 = Date.now();
    const asked = o.realReads !== undefined || o.realWeight !== undefined;
    if (!o.real && asked) throw new Error('--no-real with --real-reads or --real-weight: which is it?');
    const defaults = DEFAULT_TRAINING.real;
    const real: TrainingOptions['real'] = !o.real
      ? undefined
      : asked || defaults
        ? { reads: o.realReads ?? defaults?.reads ?? REAL_READS_DEFAULT, weight: o.realWeight ?? defaults?.weight ?? 1 }
        : undefined;
    if (real && !existsSync(real.reads)) {
      throw new Error(
        `train: the real set's reads are not in ${real.reads}; build and read the set (eval/real/build.ts, eval/real/inProcess.ts), ` +
          'or pass --no-real to train on generated documents only (not the committed model)',
      );
    }
    const docs = real ? developmentTrainingSet(real.reads) : [];
    assertDevelopmentOnly(docs);
    const options: TrainingOptions = { seed: o.seed, perType: o.perType, testPerType: o.testPerType, ...(real ? { real } : {}) };
    const out = o.out ?? new URL('../model/model.json', import.meta.url);
    if (real && existsSync(out)) {
      // The same command gives the same bytes only from the same reads (OCR of the scans may differ by machine).
      const before = (JSON.parse(readFileSync(out, 'utf8')) as { training?: { real?: { digest?: string } } }).training?.real?.digest;
      if (before && before !== realDigest(docs))
        console.warn(`note: these reads differ from those ${String(out)} was trained on (digest ${before.slice(0, 12)})`);
    }
    const { json } = trainClassifier(options, (line) => console.log(line), docs);
    writeFileSync(out, json);
    console.log(`\nwrote ${String(out)} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  });

program.parse(process.argv);
