/**
 * What an answer's doubt can be read from on papers of sources the model never saw (issue 31), measured on the
 * development half by cross-validation over its sources (trainCv.ts's folds): each fold's documents are answered
 * by a model trained on the generated set and the other folds' real documents, as the shipped model answers a
 * held-out source's paper, and each answer is kept with the signals a confidence model could read. The held-out
 * half is never read here (developmentTrainingSet and the manifest's development half only).
 *
 *   node --import tsx eval/real/confidenceCv.ts --gen GEN.json --out ROWS.json [--cache DIR] [--folds 5]
 *
 * GEN.json: a model trained on generated documents only (its answer is one of the signals: where a model that
 * never read a real paper and one that read many disagree, the answer rests on what the real papers taught, which a
 * new source may not share). The rows feed eval/real/confidenceFit.ts.
 */
import fs from 'node:fs';
import { Command } from 'commander';
import { classifyDocument } from '@wcab/classify';
import { generateByFamily } from '../../packages/classify/scripts/gen/dataset';
import { featuresOf, labelsOf } from '../../packages/classify/scripts/lib/lofo';
import { DEFAULT_TRAINING, REAL_READS_DEFAULT, realVectors } from '../../packages/classify/scripts/lib/trainClassifier';
import { titleFor, typeProbabilities } from '../../packages/classify/src/classify';
import { confidenceFeatures, cueLogits } from '../../packages/classify/src/confidence';
import { VOCABULARY_MIN_COUNT, garbleShare, outOfVocabulary, printedWords, wordCounts } from '../../packages/classify/src/doubt';
import { featurize } from '../../packages/classify/src/features';
import { type Model, type ModelFile, loadModelFile, logits } from '../../packages/classify/src/model';
import { documentTitle } from '../../packages/pipeline/src/analysis/documentTitle';
import { analyzeText } from '../../packages/pipeline/src/analysis/analyze';
import { typeProbability } from '../../packages/pipeline/src/review/reviewField';
import { foldModel } from './foldModel';
import { developmentFolds } from './trainingSet';

/** One out-of-fold answer and what could be read of its doubt. */
export interface ConfidenceRow {
  id: string;
  repo: string;
  fold: number;
  expected: string;
  actual: string;
  right: boolean;
  /** The answer's probability as served (typeProbability: an `unknown` answer's own). */
  served: number;
  /** The structure rule that decided the answer, if one did. */
  rule?: string;
  /** The main model's top type and its probability at the temperature, and the runner-up's. */
  mainTop: string;
  mainP: number;
  mainSecond: number;
  /** The main model's probability of each class at the temperature (no confidence model, no rule). */
  probs?: Record<string, number>;
  /** The confidence model's cue-view features (confidence.ts) for the main model's top type. */
  cueAgrees: number;
  cueLogOdds: number;
  /** The generated-only model's top type and its probability of the answered type. */
  genTop: string;
  genPAnswer: number;
  /** The type of the title classifyDocument reads, if any. */
  titleType?: string;
  oov: number;
  garble: number;
  words: number;
  /** With --nested: each model trained without this fold and one other fold, its top type and its probability of the answered type. */
  innerTops?: string[];
  innerP?: number[];
}

const argmax = (v: readonly number[]) => v.indexOf(Math.max(...v));

function softmax(z: readonly number[], t: number): number[] {
  const m = Math.max(...z);
  const e = z.map((v) => Math.exp((v - m) / t));
  const s = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / s);
}

const program = new Command()
  .name('real-confidence-cv')
  .requiredOption('--gen <file>', 'a model trained on generated documents only')
  .requiredOption('--out <file>', 'where the rows go (JSON)')
  .option('--cache <dir>', 'the real set read cache (inProcess.ts)', REAL_READS_DEFAULT)
  .option('--folds <k>', 'folds of whole sources', (v) => Number(v), 5)
  .option('--nested', 'also answer each fold by the models trained without it and one other fold (an ensemble that never saw the source)')
  .action((o: { gen: string; out: string; cache: string; folds: number; nested?: boolean }) => {
    const t0 = Date.now();
    const genFile = JSON.parse(fs.readFileSync(o.gen, 'utf8')) as ModelFile;
    if (genFile.training && (genFile.training as { real?: unknown }).real) throw new Error(`${o.gen} was trained on real documents`);
    const genModel = loadModelFile(o.gen);
    const shipped = JSON.parse(fs.readFileSync(new URL('../../packages/classify/model/model.json', import.meta.url), 'utf8')) as ModelFile;
    const { scored, reads, train, fold } = developmentFolds(o.cache, o.folds);
    const gen = generateByFamily({ seed: DEFAULT_TRAINING.seed, perType: DEFAULT_TRAINING.perType });
    const gxs = featuresOf(gen);
    const gys = labelsOf(gen);
    const genCounts = wordCounts(gen.map((d) => d.pages));
    const rows: ConfidenceRow[] = [];
    const mainModelOf = (real: typeof train): Model => foldModel({ xs: gxs, ys: gys }, realVectors(real, 1), shipped);
    for (let f = 0; f < o.folds; f++) {
      const others = train.filter((d) => fold.get(d.source) !== f);
      // Temperature and the cue views' combining weights are the shipped model's (foldModel.ts).
      const model = foldModel({ xs: gxs, ys: gys }, realVectors(others, 1), shipped);
      const inner: Model[] = o.nested
        ? Array.from({ length: o.folds }, (_, g) => g)
            .filter((g) => g !== f)
            .map((g) => mainModelOf(others.filter((d) => fold.get(d.source) !== g)))
        : [];
      const counts = new Map(genCounts);
      for (const [w, n] of wordCounts(others.map((d) => d.pages))) counts.set(w, (counts.get(w) ?? 0) + n);
      const known = (w: string) => (counts.get(w) ?? 0) >= VOCABULARY_MIN_COUNT;
      for (const doc of scored.filter((d) => fold.get(d.repo) === f)) {
        const read = reads.get(doc.id)!;
        const a = analyzeText(read.pages, undefined, read.layouts, undefined, model);
        const own = documentTitle(read.pages, read.layouts);
        const options = { ...(own?.fromLayout ? { ownTitle: own.text } : {}), ...(own ? { documentTitle: own.text } : {}) };
        const c = classifyDocument(read.pages, model, options);
        const titleType = titleFor(read.pages, options.ownTitle)?.type;
        const xv = featurize(read.pages, titleType);
        const readable = read.pages.some((p) => /[A-Za-z0-9]{2}/.test(p));
        const z = logits(model, xv);
        const probs = typeProbabilities({ ...model, confidence: undefined }, xv).probs;
        const sorted = [...probs].sort((p, q) => q - p);
        const top = argmax(z);
        const [cueAgrees, cueLogOdds] = confidenceFeatures(top, cueLogits(model.confidence!, xv));
        const gp = softmax(logits(genModel, xv), genModel.temperature);
        rows.push({
          id: doc.id,
          repo: doc.repo,
          fold: f,
          expected: doc.document_type,
          actual: a.documentType,
          right: a.documentType === doc.document_type,
          served: typeProbability(a),
          ...(c.decidedBy ? { rule: c.decidedBy } : {}),
          mainTop: readable ? (model.classes[top] ?? 'unknown') : 'unknown',
          mainP: sorted[0] ?? 0,
          mainSecond: sorted[1] ?? 0,
          probs: Object.fromEntries(model.classes.map((c, k) => [c, probs[k] ?? 0])),
          cueAgrees: cueAgrees ?? 0,
          cueLogOdds: cueLogOdds ?? 0,
          genTop: genModel.classes[argmax(gp)] ?? 'unknown',
          genPAnswer: gp[genModel.classes.indexOf(a.documentType)] ?? 0,
          ...(titleType ? { titleType } : {}),
          oov: outOfVocabulary(read.pages, known),
          garble: garbleShare(read.pages),
          words: printedWords(read.pages).length,
          ...(inner.length
            ? {
                innerTops: inner.map((m) => (readable ? (m.classes[argmax(logits(m, xv))] ?? 'unknown') : 'unknown')),
                innerP: inner.map((m) => softmax(logits(m, xv), m.temperature)[m.classes.indexOf(a.documentType)] ?? 0),
              }
            : {}),
        });
      }
      console.log(`fold ${f}: ${others.length} real documents trained on; ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    }
    fs.writeFileSync(o.out, JSON.stringify(rows, null, 1));
    console.log(`${rows.length} rows, ${rows.filter((r) => !r.right).length} wrong, to ${o.out}`);
  });

program.parse(process.argv);
