/**
 * The doubt signals (packages/classify/src/doubt.ts) on the real set's development half only (the held-out half is
 * never read here): each cached read (eval/real/inProcess.ts's cache) answered as analyzeText answers it, its
 * signals, and how well each ranks the wrong answers low; then a logistic model over the answer's probability and
 * each signal, fitted on held-out generator families' rows (packages/classify/scripts/doubtSignals.ts --dump), and
 * the wrong types it catches at a 10 % / 20 % review budget here. Answers are ranked by the probability of the type
 * answered (an `unknown` answer's own), before and after alike.
 *
 *   node --import tsx eval/real/doubtSignals.ts --lofo /tmp/doubt-lofo.json [--cache /tmp/wcab-real-reads]
 */
import fs from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { classifyDocument } from '@wcab/classify';
import { loadModelFile } from '@wcab/classify/model';
import { titleFor, typeProbabilities } from '../../packages/classify/src/classify';
import { DOUBT_SIGNALS, VOCABULARY_MIN_COUNT, doubtSignals, outOfVocabulary, wordCounts } from '../../packages/classify/src/doubt';
import { featurize } from '../../packages/classify/src/features';
import { generateByFamily } from '../../packages/classify/scripts/gen/dataset';
import { appliedDoubt, candidateColumns, type DoubtRow, figuresOf, rankArea } from '../../packages/classify/scripts/lib/doubtFit';
import { DEFAULT_TRAINING } from '../../packages/classify/scripts/lib/trainClassifier';
import { documentTitle } from '../../packages/pipeline/src/analysis/documentTitle';
import type { CachedRead } from './reads';
import { loadManifest, realHalf } from './source';

const program = new Command()
  .name('real-doubt-signals')
  .requiredOption('--lofo <file>', 'the held-out families rows (packages/classify/scripts/doubtSignals.ts --dump)')
  .option('--cache <dir>', 'the cached reads', '/tmp/wcab-real-reads')
  .action((o: { lofo: string; cache: string }) => {
    const model = loadModelFile(new URL('../../packages/classify/model/model.json', import.meta.url));
    // The shipped model's vocabulary: the words of its training documents (trainClassifier.ts generates them alike).
    const counts = wordCounts(generateByFamily({ seed: DEFAULT_TRAINING.seed, perType: DEFAULT_TRAINING.perType }).map((d) => d.pages));
    const known = (w: string) => (counts.get(w) ?? 0) >= VOCABULARY_MIN_COUNT;
    const rows: DoubtRow[] = [];
    for (const doc of loadManifest()) {
      if (realHalf(doc) !== 'development') continue;
      const file = path.join(o.cache, `${doc.id}.json`);
      if (!fs.existsSync(file)) continue;
      const read = JSON.parse(fs.readFileSync(file, 'utf8')) as CachedRead;
      const own = documentTitle(read.pages, read.layouts);
      const options = { ...(own?.fromLayout ? { ownTitle: own.text } : {}), ...(own ? { documentTitle: own.text } : {}) };
      const a = classifyDocument(read.pages, model, options);
      const x = featurize(read.pages, titleFor(read.pages, options.ownTitle)?.type);
      const main = typeProbabilities({ ...model, confidence: undefined }, x).probs;
      const signals = doubtSignals({
        pages: read.pages,
        probability: a.scores[a.document_type],
        oov: outOfVocabulary(read.pages, known),
        mainProbabilities: main,
        byRule: a.decidedBy !== undefined,
        unknown: a.document_type === 'unknown',
      });
      rows.push({ signals, right: a.document_type === doc.document_type });
    }
    const families = JSON.parse(fs.readFileSync(o.lofo, 'utf8')) as DoubtRow[];
    console.log(`development half: ${rows.length} cached reads, ${rows.filter((r) => !r.right).length} answered wrong`);
    console.log(
      'answers as given:',
      figuresOf(
        rows,
        rows.map((r) => 1 / (1 + Math.exp(-(r.signals[0] as number)))),
      ),
    );
    console.log('\nhow well each signal ranks the wrong answers low (0.5: not at all; read in the direction that helps)');
    DOUBT_SIGNALS.forEach((name, j) => {
      const area = rankArea(rows, (r) => r.signals[j] as number);
      console.log(`  ${name}: ${Math.max(area, 1 - area).toFixed(3)}${area < 0.5 ? ' (high is doubtful)' : ''}`);
    });
    console.log(`\na logistic model fitted on the ${families.length} held-out families rows, applied here`);
    for (const c of candidateColumns()) console.log(`  ${c.name}:`, figuresOf(rows, appliedDoubt(families, rows, c.columns)));
  });

program.parse(process.argv);
