/** Classify scoring as the corpus README defines it. Pure: cases and responses in, figures out. */
import { DOCUMENT_TYPES } from '@wcab/contract';
import type { ClassifyCase, ClassifyOutcome } from './corpus';
import { addSets, calibration, emptyPrf, macroF1, normName, percentile, prf, Ratio } from './metrics';

export interface ClassifyScores {
  cases: number;
  failed: number;
  typeAccuracy: number;
  typeMacroF1: number;
  confusion: Record<string, Record<string, number>>;
  calibration: ReturnType<typeof calibration>;
  /** Over in-domain predictions only: for `unknown` the confidence is low by design (README). */
  calibrationInDomain: ReturnType<typeof calibration>;
  pageCount: number;
  adj: ReturnType<typeof prf>;
  claimant: number;
  employer: number;
  partiesRecall: number;
  caseNumbersRecall: number;
  dates: ReturnType<typeof prf>;
  location: number;
  summaryMentions: number;
  latency: { p50: number; p95: number };
}

export function scoreClassify(items: Array<{ c: ClassifyCase; out: ClassifyOutcome }>): ClassifyScores {
  const typePairs: Array<{ expected: string; actual: string }> = [];
  const confusion: Record<string, Record<string, number>> = {};
  const calib: Array<{ confidence: number; correct: boolean; predicted: string }> = [];
  const pageCount = new Ratio();
  const adj = emptyPrf();
  const claimant = new Ratio();
  const employer = new Ratio();
  const parties = new Ratio();
  const caseNumbers = new Ratio();
  const dates = emptyPrf();
  const location = new Ratio();
  const mentions = new Ratio();
  const latencies: number[] = [];
  let failed = 0;

  for (const { c, out } of items) {
    const e = c.expect;
    const d = out.ok ? out.data : undefined;
    if (!d) failed += 1;
    else latencies.push(out.latencyMs);
    const actual = d?.document_type ?? '(failed)';
    typePairs.push({ expected: e.document_type, actual });
    (confusion[e.document_type] ??= {})[actual] = (confusion[e.document_type]![actual] ?? 0) + 1;
    calib.push({ confidence: d?.confidence ?? 0, correct: actual === e.document_type, predicted: actual });
    pageCount.add(d?.page_count === e.page_count);

    const expAdj = (e.adj_numbers ?? []).map((a) => a.number);
    addSets(
      adj,
      expAdj,
      (d?.adj_numbers ?? []).map((a) => a.number),
    );
    for (const want of e.adj_numbers ?? []) {
      const got = d?.adj_numbers.find((a) => a.number === want.number);
      if (!got) continue; // attribution is scored over matched ADJ numbers
      claimant.add(normName(got.claimant_name) === normName(want.claimant_name));
      employer.add(normName(got.employer) === normName(want.employer));
    }
    const returnedParties = new Set((d?.parties ?? []).map(normName));
    for (const name of e.parties_required ?? []) parties.add(returnedParties.has(normName(name)));
    const returnedCases = new Set(d?.case_numbers ?? []);
    for (const n of e.case_numbers ?? []) caseNumbers.add(returnedCases.has(n));

    // Dates: (date, type); returned 'other' and ignored dates are neither rewarded nor penalised.
    const ignore = new Set(e.dates_ignore ?? []);
    const expDates = (e.dates ?? []).map((x) => `${x.date}|${x.type}`);
    const expSet = new Set(expDates);
    const retDates = (d?.dates ?? [])
      .filter((x) => x.type !== 'other')
      .map((x) => `${x.date}|${x.type}`)
      .filter((k) => expSet.has(k) || !ignore.has(k.split('|')[0]!));
    addSets(dates, expDates, retDates);
    for (const want of e.dates ?? []) {
      if ((want.type !== 'hearing' && want.type !== 'trial') || !want.location) continue;
      const office = want.location.split(',')[0]!.toLowerCase();
      const got = d?.dates.find((x) => x.date === want.date && x.type === want.type);
      location.add(!!got && got.location.toLowerCase().includes(office));
    }
    for (const mention of e.summary_mentions ?? []) {
      const summary = (d?.summary ?? '').toLowerCase();
      mentions.add(mention.split('|').some((m) => summary.includes(m.toLowerCase())));
    }
  }

  return {
    cases: items.length,
    failed,
    typeAccuracy: typePairs.filter((p) => p.expected === p.actual).length / Math.max(1, typePairs.length),
    typeMacroF1: macroF1(typePairs, DOCUMENT_TYPES),
    confusion,
    calibration: calibration(calib),
    calibrationInDomain: calibration(calib.filter((c) => c.predicted !== 'unknown' && c.predicted !== '(failed)')),
    pageCount: pageCount.value,
    adj: prf(adj),
    claimant: claimant.value,
    employer: employer.value,
    partiesRecall: parties.value,
    caseNumbersRecall: caseNumbers.value,
    dates: prf(dates),
    location: location.value,
    summaryMentions: mentions.value,
    latency: { p50: percentile(latencies, 50), p95: percentile(latencies, 95) },
  };
}
