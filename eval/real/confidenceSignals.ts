/**
 * The signals an answer's doubt could be read from (eval/real/confidenceCv.ts's rows), and logistic models over
 * them scored across folds of sources: each fold's rows by weights fitted on the other folds' (confidenceFit.ts
 * prints them; docs/review.md, tenth round). Pure.
 */
import { fitLogistic } from '../../packages/classify/scripts/lib/confidenceFit';
import { rankArea as rankAreaOf } from '../../packages/classify/scripts/lib/doubtFit';
import { riskCoverage } from '../../packages/classify/scripts/lib/metrics';
import { logistic } from '../../packages/classify/src/doubt';
import type { ConfidenceRow } from './confidenceCv';

const lo = (p: number) => {
  const q = Math.min(1 - 1e-4, Math.max(1e-4, p));
  return Math.log(q / (1 - q));
};

/** The signals, each read so that a higher value should mean a likelier right answer where that is known. */
export const SIGNALS: Record<string, (r: ConfidenceRow) => number> = {
  served: (r) => lo(r.served),
  mainP: (r) => lo(r.mainP),
  margin: (r) => Math.log(Math.max(r.mainP, 1e-6) / Math.max(r.mainSecond, 1e-6)),
  cueAgrees: (r) => r.cueAgrees,
  cueLogOdds: (r) => r.cueLogOdds,
  genAgrees: (r) => (r.genTop === r.actual ? 1 : 0),
  genP: (r) => lo(r.genPAnswer),
  mainAgrees: (r) => (r.mainTop === r.actual ? 1 : 0),
  rule: (r) => (r.rule ? 1 : 0),
  unknown: (r) => (r.actual === 'unknown' ? 1 : 0),
  titleAgrees: (r) => (r.titleType === r.actual ? 1 : 0),
  titleDiffers: (r) => (r.titleType && r.titleType !== r.actual ? 1 : 0),
  oov: (r) => r.oov,
  garble: (r) => r.garble,
  words: (r) => Math.log(1 + r.words),
  // The models trained without the document's source and one more fold (confidenceCv.ts --nested).
  innerAgree: (r) => (r.innerTops ?? []).filter((t) => t === r.actual).length / Math.max(1, r.innerTops?.length ?? 0),
  innerAllAgree: (r) => ((r.innerTops ?? []).every((t) => t === r.actual) ? 1 : 0),
  innerMinP: (r) => lo(Math.min(...(r.innerP ?? [1]))),
  innerMeanP: (r) => lo((r.innerP ?? [1]).reduce((a, b) => a + b, 0) / Math.max(1, r.innerP?.length ?? 0)),
  // The same read apart for `unknown` answers and for answers of the seven kinds (their probabilities mean different things).
  unkServed: (r) => (r.actual === 'unknown' ? lo(r.served) : 0),
  kindServed: (r) => (r.actual !== 'unknown' ? lo(r.served) : 0),
  unkGenAgrees: (r) => (r.actual === 'unknown' && r.genTop === 'unknown' ? 1 : 0),
  kindGenAgrees: (r) => (r.actual !== 'unknown' && r.genTop === r.actual ? 1 : 0),
  unkGenP: (r) => (r.actual === 'unknown' ? lo(r.genPAnswer) : 0),
  kindGenP: (r) => (r.actual !== 'unknown' ? lo(r.genPAnswer) : 0),
};

/** The probability that a wrong answer ranks below a right one by `score` (ties half; doubtFit.ts). */
export const rankArea = (rows: readonly ConfidenceRow[], score: (r: ConfidenceRow) => number): number =>
  rankAreaOf(
    rows.map((r) => ({ signals: [score(r)], right: r.right })),
    (r) => r.signals[0] as number,
  );

export const caught = (rows: readonly ConfidenceRow[], p: readonly number[]) =>
  riskCoverage(rows.map((r, i) => ({ confidence: p[i] as number, correct: r.right })))
    .map((x) => `${x.share.toFixed(3)} (${x.caught}/${x.wrong})`)
    .join(' / ');

/** Each row's probability under weights fitted on the other folds' rows. */
export function crossFitted(rows: readonly ConfidenceRow[], names: readonly string[], l2 = 1e-2): number[] {
  const feats = (r: ConfidenceRow) => names.map((n) => SIGNALS[n]!(r));
  const folds = [...new Set(rows.map((r) => r.fold))];
  const out = new Array<number>(rows.length).fill(0);
  for (const f of folds) {
    const fit = rows.filter((r) => r.fold !== f);
    const w = fitLogistic(
      fit.map(feats),
      fit.map((r) => (r.right ? 1 : 0)),
      l2,
    );
    rows.forEach((r, i) => {
      if (r.fold === f) out[i] = logistic(w, feats(r));
    });
  }
  return out;
}
