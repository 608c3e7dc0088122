/**
 * Leave-one-family-out evaluation of the document classifier (issue 17): the generator's families
 * (templates) are held out one at a time, a model of the shipped kind is trained on the others and scores the
 * held-out family. Needs nothing but the repository (no corpus, no service), so it runs in a fresh clone.
 *
 * Smaller than the training run (train.ts holds out families of a larger set to fit the shipped temperature),
 * so that it finishes in about a minute; calibration here is cross-fitted: each family's temperature is fitted
 * on the other families' held-out predictions.
 */
import { readFileSync } from 'node:fs';
import { DOCUMENT_TYPES, REVIEW_BELOW_CONFIDENCE } from '@wcab/contract';
import { generateByFamily } from '../../packages/classify/scripts/gen/dataset';
import { MODEL_OPTIONS, type LofoReport, lofoReport } from '../../packages/classify/scripts/lib/lofo';
import { confusionTable, reliabilityTable } from '../../packages/classify/scripts/lib/metrics';

/** Documents per type (shared among its families) and the seed: fixed, so the figures are reproducible. */
export const LOFO_PER_TYPE = 160;
export const LOFO_SEED = 17;

export function runLofo(perType = LOFO_PER_TYPE): LofoReport {
  const docs = generateByFamily({ seed: LOFO_SEED, perType });
  return lofoReport(docs, { ...MODEL_OPTIONS, seed: LOFO_SEED });
}

const r = (x: number) => Math.round(x * 1000) / 1000;

function errors(e: Record<string, number>): string {
  return Object.entries(e)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
}

/** What `review: true` flags on held-out families: answers below REVIEW_BELOW_CONFIDENCE, and the wrong types among them. */
export function flaggedAtThreshold(rep: LofoReport): { share: number; caught: number; wrong: number } {
  const flagged = rep.predictions.filter((p) => p.confidence < REVIEW_BELOW_CONFIDENCE);
  const wrong = rep.predictions.filter((p) => p.predicted !== p.expected).length;
  return { share: flagged.length / Math.max(1, rep.predictions.length), caught: flagged.filter((p) => p.predicted !== p.expected).length, wrong };
}

export function printLofo(rep: LofoReport): void {
  const flagged = flaggedAtThreshold(rep);
  console.log(`\n== classify: leave-one-family-out (${rep.documents} generated documents, ${rep.families} families) ==`);
  console.table({
    'type accuracy': r(rep.accuracy),
    'type macro-F1': r(rep.macroF1),
    'ECE (confidence model, cross-fitted)': r(rep.ece),
    'ECE (temperature alone, cross-fitted)': r(rep.eceTemperature),
    'ECE (uncalibrated)': r(rep.eceRaw),
    'temperature (all families)': r(rep.temperature),
    ...Object.fromEntries(
      rep.riskCoverage.map((p) => [
        `wrong types caught, least sure ${p.budget * 100} % reviewed`,
        `${r(p.share)} (${p.caught}/${p.wrong}, confidence <= ${r(p.threshold)})`,
      ]),
    ),
    [`review: true (confidence < ${REVIEW_BELOW_CONFIDENCE}): answers flagged, wrong types caught`]: `${r(flagged.share)}, ${r(flagged.caught / Math.max(1, flagged.wrong))} (${flagged.caught}/${flagged.wrong})`,
    ...Object.fromEntries(
      rep.riskCoverageTemperature.map((p) => [
        `the same, temperature alone (before the confidence model), ${p.budget * 100} %`,
        `${r(p.share)} (${p.caught}/${p.wrong})`,
      ]),
    ),
  });
  const shipped = (
    JSON.parse(readFileSync(new URL('../../packages/classify/model/model.json', import.meta.url), 'utf8')) as { training?: Record<string, unknown> }
  ).training;
  if (shipped?.lofoAccuracy !== undefined) {
    console.log(
      `shipped model, at training (${String(shipped.documents)} documents): accuracy ${String(shipped.lofoAccuracy)}, macro-F1 ${String(shipped.lofoMacroF1)}, ECE ${String(shipped.lofoEce)}`,
    );
  }
  console.log('\nreliability (held-out families)');
  console.log(reliabilityTable(rep.predictions));
  console.log('\nconfusion (held-out families)');
  console.log(confusionTable(rep.predictions, DOCUMENT_TYPES));
  console.log('\nper type');
  console.table(Object.fromEntries(rep.perType.map((g) => [g.name, { n: g.n, accuracy: r(g.accuracy), 'taken for': errors(g.errors) }])));
  console.log('per family (held out)');
  console.table(
    Object.fromEntries(
      [...rep.perFamily].sort((a, b) => a.accuracy - b.accuracy).map((g) => [g.name, { n: g.n, accuracy: r(g.accuracy), 'taken for': errors(g.errors) }]),
    ),
  );
}
