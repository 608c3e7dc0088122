/**
 * The doubt signals (src/doubt.ts) measured on held-out generator families: the families held out one at a time
 * (models of the shipped kind trained without each, eval/lofo's set by default), every held-out answer read as
 * classifyDocument gives it, then for each signal how well it ranks the wrong answers low, and what a logistic model
 * over the answer's probability and the signal catches at a 10 % / 20 % review budget, cross-fitted (each family's
 * answers by weights fitted without it). Deterministic. `--dump FILE` writes the rows (signals, right) for
 * eval/real/doubtSignals.ts, which fits on them and measures the real development half.
 *
 *   npm run doubt-signals -- [--per-type N] [--seed S] [--dump FILE]
 */
import { writeFileSync } from 'node:fs';
import { Command } from 'commander';
import { DOUBT_SIGNALS } from '../src/doubt';
import { generateByFamily } from './gen/dataset';
import { candidateColumns, type DoubtRow, figuresOf, rankArea } from './lib/doubtFit';
import { MODEL_OPTIONS, crossCalibrated, crossFittedDoubt, doubtRows, featuresOf, labelsOf, lofoViews } from './lib/lofo';

const int = (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${v}: a positive whole number`);
  return n;
};

const program = new Command()
  .name('doubt-signals')
  .option('--per-type <n>', 'generated documents per type (eval/lofo: 160)', int, 160)
  .option('--seed <n>', 'seed of the generators and shuffles (eval/lofo: 17)', int, 17)
  .option('--dump <file>', 'write the rows (signals, right) as JSON')
  .action((o: { perType: number; seed: number; dump?: string }) => {
    const docs = generateByFamily({ seed: o.seed, perType: o.perType });
    const xs = featuresOf(docs);
    const ys = labelsOf(docs);
    const { logits, cueLogits, oov } = lofoViews(docs, xs, ys, { ...MODEL_OPTIONS, seed: o.seed });
    const served = crossCalibrated(docs, logits, ys, cueLogits);
    const signals = doubtRows(docs, served, oov);
    const rows: DoubtRow[] = signals.map((s, i) => ({ signals: s, right: served[i]?.predicted === served[i]?.expected }));
    console.log(
      `${docs.length} documents of ${new Set(docs.map((d) => d.kind)).size} held-out families, ${rows.filter((r) => !r.right).length} answered wrong`,
    );
    console.log(
      'answers as given:',
      figuresOf(
        rows,
        served.map((p) => p.confidence),
      ),
    );
    console.log('\nhow well each signal ranks the wrong answers low (0.5: not at all; read in the direction that helps)');
    DOUBT_SIGNALS.forEach((name, j) => {
      const area = rankArea(rows, (r) => r.signals[j] as number);
      console.log(`  ${name}: ${Math.max(area, 1 - area).toFixed(3)}${area < 0.5 ? ' (high is doubtful)' : ''}`);
    });
    console.log('\na logistic model over the probability and each signal, cross-fitted by family');
    for (const c of candidateColumns()) {
      console.log(
        `  ${c.name}:`,
        figuresOf(
          rows,
          crossFittedDoubt(docs, served, signals, c.columns).map((p) => p.confidence),
        ),
      );
    }
    if (o.dump) writeFileSync(o.dump, JSON.stringify(rows));
  });

program.parse(process.argv);
