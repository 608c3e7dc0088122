/**
 * CI floors on the dev corpus and the generated sets (the issues name them); `npm run eval -- --check-floors` (part of
 * `npm test`) exits non-zero below any enforced one. A floor whose set did not run (no corpus on this machine) is skipped.
 */
import type { LofoReport } from '../packages/classify/scripts/lib/lofo';
import type { LayoutSetScores } from './layout/run';
import type { BatchScores } from './scoreBatch';
import type { RealSetScores } from './real/score';
import type { ClassifyScores } from './scoreClassify';
import type { DateSetScores } from './scoreDates';
import type { SplitScores } from './split/run';
import type { OfficeReport } from './office/simulate';
import type { RealOfficeReport } from './office/real';
import type { RealSplitCheck } from './real/splitCheck';
import type { ReadPlanScores } from './readPlan/run';

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
  real?: RealSetScores;
  /** Table, column and boxed layouts read from text PDFs (eval/layout), with and without positions. */
  layout?: LayoutSetScores;
  /** The classifier held out family by family on generated documents (eval/lofo). */
  lofo?: LofoReport;
  /** The office simulation (eval/office): corrections of a held-out family's first documents. */
  office?: OfficeReport;
  /** The office simulation on the real documents by source and genre, per half (where built). */
  officeReal?: RealOfficeReport;
  /** Batches without separator sheets from held-out generator families (eval/split). */
  split?: SplitScores;
  /** The real documents through analyze-batch with split: auto, by half (eval/real/splitCheck.ts), where built. */
  realSplit?: RealSplitCheck;
  /** The read plan against reading every scanned page (eval/readPlan), by set. */
  readPlan?: ReadPlanScores;
}

export interface Floor {
  name: string;
  /** The bound: a floor (the figure must reach it), or a ceiling when `ceiling` is set (errors such as ECE). */
  min: number;
  ceiling?: true;
  enforced: boolean;
  /** undefined when the set the figure comes from did not run: the floor is then skipped. */
  read(s: Scores): number | undefined;
}

/** Share of the real single documents given back whole by split: auto (1 when none was sent). */
export const keptWholeShare = (f: { documents: number; keptWhole: number }) => (f.documents ? f.keptWhole / f.documents : 1);

/** The office simulation's figures at k corrections (undefined when it did not run). */
const officeAt = (s: Scores, k: number) => s.office?.perK.find((f) => f.k === k);

export const FLOORS: Floor[] = [
  // Issue 36: typed dates the read plan loses against reading every scanned page (eval/readPlan). The generated
  // documents set an event on a later page on purpose, two of them (notices) a second event after a page that does
  // not speak of it, which a classify asking for dates finds by glancing at the pages the plan left (docs/ocr.md;
  // 2 of 18 lost before). The office batches and the dev corpus run with --only readplan.
  {
    name: 'read plan: typed dates lost against reading every page (generated later-event documents, issue 36 target)',
    min: 0,
    ceiling: true,
    enforced: true,
    read: (s) => s.readPlan?.sets['later events (generated)']?.lost,
  },
  {
    name: 'read plan: typed dates lost (office batches)',
    min: 0,
    ceiling: true,
    enforced: true,
    read: (s) => s.readPlan?.sets['office batches (generated)']?.lost,
  },
  {
    name: 'read plan: typed dates lost (dev corpus scans and batches)',
    min: 0,
    ceiling: true,
    enforced: true,
    read: (s) => {
      const dev = Object.entries(s.readPlan?.sets ?? {}).filter(([name]) => name.startsWith('dev corpus'));
      return dev.length ? dev.reduce((n, [, set]) => n + set.lost + set.failed, 0) : undefined;
    },
  },
  { name: 'read plan: no failed document', min: 0, ceiling: true, enforced: true, read: (s) => s.readPlan?.all.failed },
  // Issue 32's office simulation (eval/office), through the HTTP API since 2026-11-29 (a service per held-out family, started
  // with a model and a background built without it; eval/office/api.ts): type 1.000, label 0.962, applicant 0.973, 0 of 480
  // changed. Every target of the issue, enforced. Measured in-process 2026-11-28: type 1.000,
  // label 0.962, applicant 0.973 (0.892 before the name places and the broken role labels), false changes 0 % (0.4 % before
  // the template check, 0.2 % before the frame, 307b28d).
  { name: 'office: type accuracy on the rest of the family after 2 corrections', min: 0.98, enforced: true, read: (s) => officeAt(s, 2)?.typeAccuracy },
  { name: 'office: activity label after 3 corrections (issue 32 target)', min: 0.95, enforced: true, read: (s) => officeAt(s, 3)?.labelAccuracy },
  { name: 'office: applicant after 3 corrections naming it (issue 32 target)', min: 0.95, enforced: true, read: (s) => officeAt(s, 3)?.applicantAccuracy },
  {
    name: 'office: answers changed on other families after 3 corrections (issue 32 target)',
    min: 0.005,
    ceiling: true,
    enforced: true,
    read: (s) => officeAt(s, 3)?.falseChanges,
  },
  // Issue 31's targets on table and column layouts (applicant >= 0.95, required parties >= 0.92, batch file name
  // >= 0.90), on the families the reader was built with and on the families measured held out; typed dates >= 0.97.
  { name: 'layout: applicant attribution', min: 0.95, enforced: true, read: (s) => s.layout?.layout.applicant },
  { name: 'layout: required-party recall', min: 0.92, enforced: true, read: (s) => s.layout?.layout.partiesRecall },
  { name: 'layout: batch file name', min: 0.9, enforced: true, read: (s) => s.layout?.layout.filename },
  { name: 'layout: typed date precision', min: 0.97, enforced: true, read: (s) => s.layout?.layout.datePrecision },
  { name: 'layout (held-out families): applicant attribution', min: 0.95, enforced: true, read: (s) => s.layout?.heldOut.applicant },
  { name: 'layout (held-out families): required-party recall', min: 0.92, enforced: true, read: (s) => s.layout?.heldOut.partiesRecall },
  { name: 'layout (held-out families): batch file name', min: 0.9, enforced: true, read: (s) => s.layout?.heldOut.filename },
  { name: 'layout (held-out families): typed date precision', min: 0.97, enforced: true, read: (s) => s.layout?.heldOut.datePrecision },
  // The layout set's other printed figures (1.000 each on both groups, 2026-11-28), floored below with margin for
  // one miss in a family of ten.
  { name: 'layout: typed date recall', min: 0.95, enforced: true, read: (s) => s.layout?.layout.dateRecall },
  { name: 'layout: document date', min: 0.95, enforced: true, read: (s) => s.layout?.layout.documentDate },
  { name: 'layout: type accuracy', min: 0.95, enforced: true, read: (s) => s.layout?.layout.typeAccuracy },
  { name: 'layout (held-out families): typed date recall', min: 0.95, enforced: true, read: (s) => s.layout?.heldOut.dateRecall },
  { name: 'layout (held-out families): document date', min: 0.95, enforced: true, read: (s) => s.layout?.heldOut.documentDate },
  { name: 'layout (held-out families): type accuracy', min: 0.95, enforced: true, read: (s) => s.layout?.heldOut.typeAccuracy },
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
  // Issue 31: kept at what it was when the confidence model came (0.955; the answered type is the main model's).
  { name: 'classify: leave-one-family-out type accuracy', min: 0.95, enforced: true, read: (s) => s.lofo?.accuracy },
  // Met when statistics tables stopped being bills and argument transcripts orders (structure.ts: 0.968 -> 0.972,
  // two documents above it). Deterministic (seeded generator and training), so not flaky.
  { name: 'classify: leave-one-family-out type accuracy (issue 31 target)', min: 0.97, enforced: true, read: (s) => s.lofo?.accuracy },
  // Issue #5: 0.011 in modules, +-3 degrees, JPEG 50, upside-down sheets; met in full when added.
  // Issue #17: every common written form of a date and time, in every sentence context (target 0.97).
  { name: 'generated date forms: date (date, type) F1', min: 0.95, enforced: true, read: (s) => s.dates?.dates.f1 },
  { name: 'generated date forms: calendar (date, time, type) F1', min: 0.95, enforced: true, read: (s) => s.dates?.calendar.f1 },
  { name: 'hard cases: separator exact match', min: 1, enforced: true, read: (s) => s.hard?.separatorExact },
  // Issue #17: a batch never loses a page; the generated batches run in a fresh clone too.
  { name: 'hard cases: boundary F1', min: 1, enforced: true, read: (s) => s.hard?.boundaries.f1 },
  { name: 'hard cases: no failed requests', min: 1, enforced: true, read: (s) => s.hard && (s.hard.failed === 0 ? 1 : 0) },
  // Issue #17: the remaining printed figures, each just below what it measures (precision and recall beside
  // their F1, macro-F1 beside accuracy, calibration as a ceiling). Latency is the benchmark's (bench/), not a floor.
  { name: 'classify: type macro-F1', min: 0.95, enforced: true, read: (s) => s.classify?.typeMacroF1 },
  { name: 'classify: confidence ECE (in-domain)', min: 0.1, ceiling: true, enforced: true, read: (s) => s.classify?.calibrationInDomain.ece },
  { name: 'classify: ADJ precision', min: 0.98, enforced: true, read: (s) => s.classify?.adj.precision },
  { name: 'classify: ADJ recall', min: 0.98, enforced: true, read: (s) => s.classify?.adj.recall },
  { name: 'classify: date precision', min: 0.85, enforced: true, read: (s) => s.classify?.dates.precision },
  { name: 'classify: date recall', min: 0.85, enforced: true, read: (s) => s.classify?.dates.recall },
  { name: 'batch: separator page recall', min: 1, enforced: true, read: (s) => s.batch?.separatorPages.recall },
  { name: 'batch: separator page precision', min: 1, enforced: true, read: (s) => s.batch?.separatorPages.precision },
  { name: 'batch: document count right', min: 0.95, enforced: true, read: (s) => s.batch?.documentCount },
  { name: 'batch: calendar precision', min: 0.95, enforced: true, read: (s) => s.batch?.calendar.precision },
  { name: 'batch: calendar recall', min: 0.95, enforced: true, read: (s) => s.batch?.calendar.recall },
  { name: 'generated date forms: document date accuracy', min: 0.95, enforced: true, read: (s) => s.dates?.documentDate },
  { name: 'generated date forms: date precision', min: 0.95, enforced: true, read: (s) => s.dates?.dates.precision },
  { name: 'generated date forms: date recall', min: 0.95, enforced: true, read: (s) => s.dates?.dates.recall },
  { name: 'generated date forms: calendar precision', min: 0.95, enforced: true, read: (s) => s.dates?.calendar.precision },
  { name: 'generated date forms: calendar recall', min: 0.95, enforced: true, read: (s) => s.dates?.calendar.recall },
  { name: 'hard cases: separator page recall', min: 1, enforced: true, read: (s) => s.hard?.separatorPages.recall },
  { name: 'hard cases: separator page precision', min: 1, enforced: true, read: (s) => s.hard?.separatorPages.precision },
  { name: 'hard cases: document count right', min: 1, enforced: true, read: (s) => s.hard?.documentCount },
  { name: 'classify: leave-one-family-out type macro-F1', min: 0.9, enforced: true, read: (s) => s.lofo?.macroF1 },
  // Issue #17's calibration target on held-out families (ECE <= 0.05), a ceiling.
  { name: 'classify: leave-one-family-out ECE', min: 0.05, ceiling: true, enforced: true, read: (s) => s.lofo?.ece },
  // Issue 31: wrong types caught when the least sure answers go to review, on held-out families (target 0.80 at 20 %).
  // With the confidence model (two views, packages/classify/src/confidence.ts): 0.621 at 10 % and 0.931 at 20 %
  // (0.534 and 0.690 with the temperature alone). Deterministic (seeded generator and training), so not flaky.
  {
    name: 'classify: leave-one-family-out wrong types caught at a 10 % review budget',
    min: 0.6,
    enforced: true,
    read: (s) => s.lofo?.riskCoverage.find((p) => p.budget === 0.1)?.share,
  },
  {
    name: 'classify: leave-one-family-out wrong types caught at a 20 % review budget',
    min: 0.85,
    enforced: true,
    read: (s) => s.lofo?.riskCoverage.find((p) => p.budget === 0.2)?.share,
  },
  // Real public documents: figures only where eval/real/build.ts built the set (never in CI or a fresh clone).
  // Enforced there at a floor below the target (0.90, printed beside it) since the set is development data.
  // Long scans that fall back to OCR can time out on a loaded machine; a failed request also counts as a miss.
  { name: 'real documents: no failed requests', min: 1, enforced: false, read: (s) => s.real && (s.real.failed === 0 ? 1 : 0) },
  // Since issue 31 the set has a held-out half (sources never looked at); the enforced floors read the development
  // half, the documents they were set on (0.913 and 0.838 there on 2026-11-28), the whole set is printed beside them.
  { name: 'real documents (development half): type accuracy', min: 0.85, enforced: true, read: (s) => s.real?.halves.development?.typeAccuracy },
  { name: 'real documents (development half): type accuracy (target)', min: 0.9, enforced: false, read: (s) => s.real?.halves.development?.typeAccuracy },
  { name: 'real documents (development half): type macro-F1', min: 0.8, enforced: true, read: (s) => s.real?.halves.development?.typeMacroF1 },
  { name: 'real documents (whole set): type accuracy (target)', min: 0.9, enforced: false, read: (s) => s.real?.typeAccuracy },
  // Issue #31's targets on the real set, per half (the held-out half is the sources added for it, eval/real/README.md):
  // printed beside the figures, not enforced (the set is built on few machines; issue 31's own work sets the floors).
  { name: 'real documents (held-out half): type accuracy (target)', min: 0.93, enforced: false, read: (s) => s.real?.halves['held-out']?.typeAccuracy },
  {
    name: 'real documents (held-out half): out-of-scope answered unknown (target)',
    min: 0.8,
    enforced: false,
    read: (s) => s.real?.halves['held-out']?.outOfScopeUnknown,
  },
  // Issue 31: confidence that flags its own mistakes, on the real set. The development half's wrong types flagged
  // review: true (7 of 8 in-process on 2026-11-28) is enforced where the set is built; the held-out half's share
  // caught at a 20 % budget is printed against the target (0.121 in-process; docs/review.md says why).
  { name: 'real documents (development half): wrong types flagged review', min: 0.75, enforced: true, read: (s) => s.real?.halves.development?.reviewCaught },
  {
    name: 'real documents (held-out half): wrong types caught at a 20 % review budget (target)',
    min: 0.8,
    enforced: false,
    read: (s) => s.real?.halves['held-out']?.riskCoverage.find((p) => p.budget === 0.2)?.share,
  },
  { name: 'real documents: typed-date precision (target)', min: 0.97, enforced: false, read: (s) => s.real?.fields.typedDates.precision },
  { name: 'real documents: party precision (target)', min: 0.97, enforced: false, read: (s) => s.real?.fields.parties.precision },
  // Per half since the development half carries labels enough to read its misses (eval/real/README.md): printed
  // against the target, not enforced (the held-out half's wrong values cannot be read, only counted).
  {
    name: 'real documents (development half): typed-date precision (target)',
    min: 0.97,
    enforced: false,
    read: (s) => s.real?.halves.development?.fields.typedDates.precision,
  },
  {
    name: 'real documents (development half): party precision (target)',
    min: 0.97,
    enforced: false,
    read: (s) => s.real?.halves.development?.fields.parties.precision,
  },
  {
    name: 'real documents (held-out half): typed-date precision (target)',
    min: 0.97,
    enforced: false,
    read: (s) => s.real?.halves['held-out']?.fields.typedDates.precision,
  },
  {
    name: 'real documents (held-out half): party precision (target)',
    min: 0.97,
    enforced: false,
    read: (s) => s.real?.halves['held-out']?.fields.parties.precision,
  },
  // Issue #22: batches without separator sheets (or missing some) from held-out generator families, through the
  // service; targets F1 0.95 and precision 0.98 (a wrong split is worse than a missed one). Since the generator
  // grows a third of its documents into long ones (running headers, page numbers, dates in the body) and makes one
  // batch in ten a long document alone, the set is harder than when these floors were added (0.990 / 0.993 then).
  // Since the cues that a page inside a document does not fake (pleading line numbers, 'Page 2', exhibits, table
  // rows, running text at the top, sparse pages): service precision 0.984, F1 0.952 (0.930 / 0.927 before); the
  // enforced floors sit below them with margin (the set is 55 batches: one wrong cut moves precision ~0.01). The
  // in-process figure on 150 batches' page texts is 0.930 (0.918-0.934 in earlier sessions): its floor stays 0.9.
  // Since automatic splitting is the default for a batch without any sheet (the sheetless sets are sent without a
  // `split` option; 0.984 / 0.923 / 0.952 then), a wrong cut reaches every such batch: precision's enforced floor
  // rises from 0.95 to 0.97, one wrong cut below today's figure.
  { name: 'split (held-out families): boundary F1', min: 0.92, enforced: true, read: (s) => s.split?.all.f1 },
  { name: 'split (held-out families): boundary precision', min: 0.97, enforced: true, read: (s) => s.split?.all.precision },
  { name: 'split (held-out families): boundary F1 (target)', min: 0.95, enforced: false, read: (s) => s.split?.all.f1 },
  { name: 'split (held-out families): boundary precision (target)', min: 0.98, enforced: false, read: (s) => s.split?.all.precision },
  { name: 'split (held-out families, in-process): boundary F1', min: 0.9, enforced: true, read: (s) => s.split?.inProcess.f1 },
  // The in-process figures printed beside F1 (2026-11-28: precision 0.968, recall 0.896 on 150 batches), below with margin.
  { name: 'split (held-out families, in-process): boundary precision', min: 0.95, enforced: true, read: (s) => s.split?.inProcess.precision },
  { name: 'split (held-out families, in-process): boundary recall', min: 0.87, enforced: true, read: (s) => s.split?.inProcess.recall },
  {
    name: 'split: no document merged across an ADJ-number change',
    min: 1,
    enforced: true,
    read: (s) => s.split && (s.split.all.adjMerges + s.split.inProcess.adjMerges === 0 ? 1 : 0),
  },
  {
    name: 'split: no page lost, no failed request',
    min: 1,
    enforced: true,
    read: (s) => s.split && (s.split.all.pagesLost + s.split.all.failed === 0 ? 1 : 0),
  },
  // Issue #22 on real documents where the set is built: each single document of 2-40 pages, sent without a `split`
  // option (it has no sheet, so it is split automatically by default), should come back whole. The held-out half
  // (sources never looked at while tuning) is enforced below its figure (1.000 on 16 through the service; 0.955 on
  // all 22 of its documents' page texts in-process), the 0.95 target printed beside it. The development half (1.000
  // of 22 since section headings over their body stopped counting a type shift) is enforced at 0.95 since the
  // default depends on it: one document of its 22 cut still passes, two do not. Both fail on today's set (2026-11-30:
  // 0.803 of 416 held-out through the service, 0.843 of 306 development in-process once the halves became the real
  // set's own; eval/real/README.md, "Automatic splitting"): the floors stay where they were, so the defect shows.
  {
    name: 'real documents, split auto: kept whole (held-out sources)',
    min: 0.9,
    enforced: true,
    read: (s) => s.realSplit && keptWholeShare(s.realSplit['held-out']),
  },
  {
    name: 'real documents, split auto: kept whole (held-out sources, target)',
    min: 0.95,
    enforced: false,
    read: (s) => s.realSplit && keptWholeShare(s.realSplit['held-out']),
  },
  {
    name: 'real documents, split auto: kept whole (development sources)',
    min: 0.95,
    enforced: true,
    read: (s) => s.realSplit && keptWholeShare(s.realSplit.development),
  },
  // The kept-whole shares read the answered documents only: a run whose requests failed (a quota, a timeout under
  // load) says so here rather than through a share of fewer documents. Printed, not enforced, as for the real set.
  {
    name: 'real documents, split auto: no failed requests',
    min: 1,
    enforced: false,
    read: (s) => s.realSplit && (s.realSplit.development.failed + s.realSplit['held-out'].failed === 0 ? 1 : 0),
  },
];

/** Whether `value` meets `floor` (a ceiling is met at or below its bound). */
export function meets(floor: Floor, value: number): boolean {
  return floor.ceiling ? value <= floor.min : value >= floor.min;
}
