/**
 * CI floors on the dev corpus and the generated sets (the issues name them); `npm run eval -- --check-floors` (part of
 * `npm test`) exits non-zero below any enforced one. A floor whose set did not run (no corpus on this machine) is skipped.
 */
import type { LofoReport } from '../packages/classify/scripts/lib/lofo';
import type { BatchScores } from './scoreBatch';
import type { RealScores } from './real/score';
import type { ClassifyScores } from './scoreClassify';
import type { DateSetScores } from './scoreDates';

/** The figures of the sets that ran; a set that did not run (no corpus on this machine) is absent. */
export interface Scores {
  /** The dev corpus. */
  classify?: ClassifyScores;
  batch?: BatchScores;
  /** The generated hard-case batches (eval/hard), scored as batches. */
  hard?: BatchScores;
  /** The generated date forms (eval/scoreDates.ts). */
  dates?: DateSetScores;
  /** The real public documents (eval/real), present only where they were built. */
  real?: RealScores;
  /** The classifier held out family by family on generated documents (eval/lofo). */
  lofo?: LofoReport;
}

export interface Floor {
  name: string;
  min: number;
  enforced: boolean;
  /** undefined when the set the figure comes from did not run: the floor is then skipped. */
  read(s: Scores): number | undefined;
}

export const FLOORS: Floor[] = [
  { name: 'classify: no failed requests', min: 1, enforced: true, read: (s) => s.classify && (s.classify.failed === 0 ? 1 : 0) },
  { name: 'classify: page_count accuracy', min: 1, enforced: true, read: (s) => s.classify?.pageCount },
  { name: 'classify: type accuracy', min: 0.95, enforced: true, read: (s) => s.classify?.typeAccuracy },
  { name: 'classify: ADJ F1', min: 0.98, enforced: true, read: (s) => s.classify?.adj.f1 },
  { name: 'classify: claimant attribution', min: 0.9, enforced: true, read: (s) => s.classify?.claimant },
  { name: 'classify: date F1', min: 0.85, enforced: true, read: (s) => s.classify?.dates.f1 },
  // Issue #17: every figure the evaluation prints has a floor, just below its measured dev value (1.000 each).
  { name: 'classify: employer attribution', min: 0.95, enforced: true, read: (s) => s.classify?.employer },
  { name: 'classify: required-party recall', min: 0.95, enforced: true, read: (s) => s.classify?.partiesRecall },
  { name: 'classify: case_numbers recall', min: 0.95, enforced: true, read: (s) => s.classify?.caseNumbersRecall },
  { name: 'classify: hearing location match', min: 0.9, enforced: true, read: (s) => s.classify?.location },
  // Not named by an issue: guards the summaries (1.000 since out-of-domain documents say what they are).
  { name: 'classify: summary mentions', min: 0.9, enforced: true, read: (s) => s.classify?.summaryMentions },
  { name: 'batch: no failed requests', min: 1, enforced: true, read: (s) => s.batch && (s.batch.failed === 0 ? 1 : 0) },
  { name: 'batch: separator exact match', min: 1, enforced: true, read: (s) => s.batch?.separatorExact },
  { name: 'batch: boundary F1', min: 0.98, enforced: true, read: (s) => s.batch?.boundaries.f1 },
  { name: 'batch: doc_type accuracy', min: 0.9, enforced: true, read: (s) => s.batch?.docType },
  { name: 'batch: document_date accuracy', min: 0.9, enforced: true, read: (s) => s.batch?.documentDate },
  { name: 'batch: filename exact match', min: 0.85, enforced: true, read: (s) => s.batch?.filename },
  { name: 'batch: applicant surname', min: 0.95, enforced: true, read: (s) => s.batch?.applicantSurname },
  { name: 'batch: ADJ F1', min: 0.95, enforced: true, read: (s) => s.batch?.adj.f1 },
  { name: 'batch: calendar F1', min: 0.95, enforced: true, read: (s) => s.batch?.calendar.f1 },
  // Issue #17: type accuracy on generated families the model was not trained on (target 0.95, ECE <= 0.05).
  { name: 'classify: leave-one-family-out type accuracy', min: 0.9, enforced: true, read: (s) => s.lofo?.accuracy },
  // Issue #5: 0.011 in modules, +-3 degrees, JPEG 50, upside-down sheets; met in full when added.
  // Issue #17: every common written form of a date and time, in every sentence context (target 0.97).
  { name: 'generated date forms: date (date, type) F1', min: 0.95, enforced: true, read: (s) => s.dates?.dates.f1 },
  { name: 'generated date forms: calendar (date, time, type) F1', min: 0.95, enforced: true, read: (s) => s.dates?.calendar.f1 },
  { name: 'hard cases: separator exact match', min: 1, enforced: true, read: (s) => s.hard?.separatorExact },
  // Issue #17: a batch never loses a page; the generated batches run in a fresh clone too.
  { name: 'hard cases: boundary F1', min: 1, enforced: true, read: (s) => s.hard?.boundaries.f1 },
  { name: 'hard cases: no failed requests', min: 1, enforced: true, read: (s) => s.hard && (s.hard.failed === 0 ? 1 : 0) },
  // Issue #17's target on real public documents; not enforced: CI and a fresh clone cannot build the set.
  { name: 'real documents: type accuracy', min: 0.9, enforced: false, read: (s) => s.real?.typeAccuracy },
];
