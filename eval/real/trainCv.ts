/**
 * Training on the real development half (issue 31), measured honestly: cross-validation by source. The development
 * half's sources (whole repositories) are dealt into k folds; for each fold a model is trained on the generated set
 * and the other folds' real documents, and the fold's documents are scored end to end as inProcess.ts scores them
 * (analyzeText: the model, then the paper's structure rules, the confidence and the review flag). The held-out half
 * is never read here (developmentTrainingSet gives development documents only).
 *
 *   node --import tsx eval/real/trainCv.ts --model GEN.json [--cache DIR] [--folds 5] [--weights 0,1,2,4,8] [--per-type 500] [--unknown-weight W]
 *   node --import tsx eval/real/trainCv.ts --full 1 [--per-type 500] [--json FILE]
 *
 * GEN.json: a model trained on generated documents only (npm run train -- --no-real --out GEN.json), whose
 * temperature and confidence weights the sweep borrows (the committed model is trained on real documents).
 *
 * Without --full (the weight sweep), each fold's model is the main model and the confidence model's cue view
 * trained on generated + the other folds' documents (each `weight` times), with the shipped model's temperature and
 * confidence weights (fitted on generated held-out families without real documents): quick, for choosing the weight.
 * With --full W, each fold's model is trained by trainClassifier exactly as `npm run train -- --real-weight W`
 * trains the shipped one (its leave-one-family-out temperature and confidence fit included): the figure to report.
 * Beside either, the shipped model on the same documents (a training and tuning figure: its rules were written from
 * these documents' misses).
 */
import fs from 'node:fs';
import { Command } from 'commander';
import { DOCUMENT_TYPES } from '@wcab/contract';
import { generateByFamily } from '../../packages/classify/scripts/gen/dataset';
import { featuresOf, labelsOf } from '../../packages/classify/scripts/lib/lofo';
import {
  DEFAULT_TRAINING,
  REAL_READS_DEFAULT,
  type RealTrainingDocument,
  realVectors,
  trainClassifier,
} from '../../packages/classify/scripts/lib/trainClassifier';
import { featurize } from '../../packages/classify/src/features';
import { type Model, type ModelFile, loadModelFile, logits, parseModel } from '../../packages/classify/src/model';
import { type CachedRead, outcomeOf } from './reads';
import { type RealOutcome, scoreOutcomes } from './score';
import type { RealDocument } from './source';
import { foldModel } from './foldModel';
import { asTrainingDocument, developmentFolds } from './trainingSet';

const SHIPPED = new URL('../../packages/classify/model/model.json', import.meta.url);

const r3 = (x: number) => x.toFixed(3);

/** The main model's top type alone (no structure rule), on the features it was trained on: whether it, not the rules, generalises. */
function modelAlone(read: CachedRead, doc: RealDocument, model: Model): string {
  const d = asTrainingDocument(doc, read);
  if (!read.pages.some((p) => /[A-Za-z0-9]{2}/.test(p))) return 'unknown';
  const z = logits(model, featurize(d.pages, d.titleType));
  return model.classes[z.indexOf(Math.max(...z))] ?? 'unknown';
}

function row(name: string, outcomes: Array<RealOutcome & { alone?: string }>): Record<string, string | number> {
  const s = scoreOutcomes(outcomes);
  return {
    model: name,
    documents: s.documents,
    'type accuracy': r3(s.typeAccuracy),
    'model alone': r3(outcomes.filter((o) => o.alone === o.expected).length / Math.max(1, outcomes.length)),
    'in-scope': r3(s.inScopeAccuracy),
    'out-of-scope unknown': r3(s.outOfScopeUnknown),
    'caught 10 % / 20 %': s.riskCoverage.map((p) => `${r3(p.share)} (${p.caught}/${p.wrong})`).join(' / '),
    'ECE in-domain': r3(s.eceInDomain),
  };
}

interface Cli {
  cache: string;
  folds: number;
  weights: string;
  perType: number;
  full?: number;
  json?: string;
  model?: string;
  unknownWeight?: number;
}

const program = new Command()
  .name('real-train-cv')
  .option('--cache <dir>', 'the real set read cache (inProcess.ts)', REAL_READS_DEFAULT)
  .option('--folds <k>', 'folds of whole sources', (v) => Number(v), 5)
  .option('--weights <list>', 'weights to sweep (0: generated only)', '0,1,2,4,8')
  .option('--per-type <n>', 'generated training documents per type', (v) => Number(v), DEFAULT_TRAINING.perType)
  .option('--full <weight>', 'train each fold as npm run train does, at this weight', (v) => Number(v))
  .option('--json <file>', 'write the out-of-fold outcomes (development half) as JSON')
  .option('--unknown-weight <w>', "the sweep's weight for real documents labelled unknown (default: each swept weight, as for the rest)", (v) => Number(v))
  .option(
    '--model <file>',
    'the reference model (scored beside; its temperature and confidence weights in the sweep): a model trained without real documents',
    undefined,
  )
  .action((o: Cli) => {
    const t0 = Date.now();
    const reference = o.model ?? SHIPPED;
    const shippedModel = loadModelFile(reference);
    const shipped = JSON.parse(fs.readFileSync(reference, 'utf8')) as ModelFile;
    // The sweep borrows the reference's temperature and confidence weights: fitted without real documents, they leak no fold.
    if (o.full === undefined && shipped.training?.real)
      throw new Error(`${String(reference)} was trained on real documents: pass --model with one that was not (npm run train -- --no-real)`);
    const { dev, scored, reads, train, fold } = developmentFolds(o.cache, o.folds);
    const foldOf = (repo: string) => fold.get(repo) ?? -1;
    console.log(
      `${scored.length} development documents read (of ${dev.length}), ${train.length} readable for training, ${fold.size} sources in ${o.folds} folds: ` +
        Array.from({ length: o.folds }, (_, f) => scored.filter((d) => foldOf(d.repo) === f).length).join(' / '),
    );
    const scoreOne = (d: RealDocument, model: Model = shippedModel) => ({
      ...outcomeOf(reads.get(d.id)!, d, model),
      alone: modelAlone(reads.get(d.id)!, d, model),
    });
    const scoreFold = (f: number, model: Model) => scored.filter((d) => foldOf(d.repo) === f).map((d) => scoreOne(d, model));
    const rows: Record<string, string | number>[] = [];
    const shippedOutcomes = scored.map((d) => scoreOne(d));
    rows.push(row(`${o.model ?? 'shipped model'} (not cross-validated)`, shippedOutcomes));
    const others = (f: number): RealTrainingDocument[] => train.filter((d) => foldOf(d.source) !== f);
    let json: RealOutcome[] = [];
    type Scored = ReturnType<typeof scoreOne>;

    if (o.full !== undefined) {
      const weight = o.full;
      const outcomes: Scored[] = [];
      for (let f = 0; f < o.folds; f++) {
        const t = Date.now();
        const { file } = trainClassifier(
          { seed: DEFAULT_TRAINING.seed, perType: o.perType, testPerType: 10, real: { reads: o.cache, weight } },
          () => {},
          others(f),
        );
        outcomes.push(...scoreFold(f, parseModel(file)));
        console.log(`fold ${f}: trained and scored in ${((Date.now() - t) / 1000).toFixed(0)} s`);
      }
      rows.push(row(`cross-validated, full training, weight ${weight}, ${o.perType} per type`, outcomes));
      json = outcomes;
    } else {
      const gen = generateByFamily({ seed: DEFAULT_TRAINING.seed, perType: o.perType });
      const gxs = featuresOf(gen);
      const gys = labelsOf(gen);
      // With --unknown-weight, the real papers labelled unknown count that many times and the rest `weight` times: where
      // a third of the real papers are out of scope against an eighth of the generated ones, being a real paper is
      // itself evidence of `unknown` to a model trained on both, which an unseen source's in-scope paper then inherits.
      const realOf = (extra: RealTrainingDocument[], weight: number) => {
        if (o.unknownWeight === undefined) return realVectors(extra, weight);
        const inScope = realVectors(
          extra.filter((d) => d.label !== 'unknown'),
          weight,
        );
        const outOfScope = realVectors(
          extra.filter((d) => d.label === 'unknown'),
          o.unknownWeight,
        );
        return { xs: [...inScope.xs, ...outOfScope.xs], ys: [...inScope.ys, ...outOfScope.ys] };
      };
      const modelOf = (extra: RealTrainingDocument[], weight: number): Model => foldModel({ xs: gxs, ys: gys }, realOf(extra, weight), shipped);
      for (const weight of o.weights.split(',').map(Number)) {
        const outcomes: Scored[] = [];
        const generatedOnly = weight === 0 ? modelOf([], 0) : undefined;
        for (let f = 0; f < o.folds; f++) outcomes.push(...scoreFold(f, generatedOnly ?? modelOf(others(f), weight)));
        rows.push(
          row(
            weight === 0
              ? `generated only, ${o.perType} per type (shipped temperature)`
              : `cross-validated, weight ${weight}${o.unknownWeight === undefined ? '' : `, unknown ${o.unknownWeight}`} (shipped temperature)`,
            outcomes,
          ),
        );
        console.log(`weight ${weight} done at ${((Date.now() - t0) / 1000).toFixed(0)} s`);
        json = outcomes;
      }
    }
    console.table(rows);
    if (o.json) fs.writeFileSync(o.json, JSON.stringify(json, null, 1));
    console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s; classes ${DOCUMENT_TYPES.length}`);
  });

program.parse(process.argv);
