/**
 * `npm run eval -- [--corpus <dir>] [--check-floors] [--only classify|batch|hard|dates|lofo|split|real]`: runs the project's
 * own generated sets (the date forms, in-process, a few seconds; the classifier's leave-one-family-out, in-process; eval/hard; ...) always, and the labelled dev corpus when it is on this machine
 * (`--corpus`, else WCAB_CORPUS_DIR or ../shared/corpus beside the repository), through the real
 * service over HTTP; prints per-field figures, says in one line which sets ran, and checks the floors
 * of the figures it has. A fresh clone without the corpus runs the generated sets and their floors. The
 * real public documents (eval/real) run too where eval/real/build.ts has built them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Command } from 'commander';
import { findCorpusDir } from '@wcab/testkit';
import { startService } from '../bench/serverProcess';
import { runCorpus } from './corpusRun';
import { runLlmComparison } from './llm';
import { type FloorFigure, provenance, rewriteDoc, withEvalFigures } from './docFigures';
import { FLOORS, meets, type Scores } from './floors';
import { runHardCases } from './hard/run';
import { printLofo, runLofo } from './lofo/run';
import { OFFICE_API_OTHERS, runOfficeApi } from './office/api';
import { printOffice, runOffice } from './office/run';
import { runRealOffice } from './office/real';
import { printReal } from './real/report';
import { printRealSplitCheck, runRealSplitCheck } from './real/splitCheck';
import { builtDocuments, runRealSet } from './real/run';
import { scoreReal } from './real/score';
import { printHardCases } from './report';
import { scoreBatch } from './scoreBatch';
import { printDateSet, runDateSet } from './scoreDates';
import { printSplit, runSplit } from './split/run';
import { printLayoutSet, runLayoutSets } from './layout/run';
import { corpusPlanCases, generatedPlanCases, officePlanCases, printReadPlan, runReadPlan } from './readPlan/run';
import type { Service } from './service';

/** A set of cases: the dev corpus, or one the project generates (so it runs anywhere). */
interface EvalSet {
  name: string;
  /** Which `--only` values select it. */
  only: string[];
  /** Whether it goes through the running service (else it runs in-process). */
  viaService: boolean;
  /** Runs only when `--only` names it (too long for every run). */
  explicit?: boolean;
  run(service: Service | undefined, concurrency: number, scores: Scores, only?: string): Promise<void>;
}

/** The project's own sets, generated at evaluation time: they need nothing outside the repository. */
const GENERATED: EvalSet[] = [
  {
    name: 'date forms (generated)',
    only: ['dates'],
    viaService: false,
    async run(_service, _concurrency, scores) {
      scores.dates = runDateSet();
      printDateSet(scores.dates);
    },
  },
  {
    // The classifier held out family by family on generated documents (issue 17), about half a minute of CPU.
    name: 'leave-one-family-out (generated documents)',
    only: ['lofo'],
    viaService: false,
    async run(_service, _concurrency, scores) {
      scores.lofo = runLofo();
      printLofo(scores.lofo);
    },
  },
  {
    // Issue 31: parties and dates printed in tables, label columns and boxes, read from text PDFs by PDFium
    // with and without the words' positions; a second group of families measured held out.
    name: 'layout (generated table, column and boxed layouts)',
    only: ['layout'],
    viaService: false,
    async run(_service, _concurrency, scores) {
      scores.layout = await runLayoutSets();
      printLayoutSet(scores.layout.textOnly, 'layout families, text alone (before layout-aware reading)');
      printLayoutSet(scores.layout.layout, 'layout families, read by their layout');
      printLayoutSet(scores.layout.heldOutTextOnly, 'held-out layout families, text alone');
      printLayoutSet(scores.layout.heldOut, 'held-out layout families, read by their layout');
    },
  },
  {
    // Issue 32: an office corrects the first documents of a family the base model never saw; the rest follow. Through
    // the real HTTP API, each family against a service started with a model and a background built without it
    // (eval/office/api.ts; its floors read these figures), beside the same simulation in-process (a few seconds).
    name: 'office simulation (corrections of held-out generated families, through the HTTP API)',
    only: ['office'],
    viaService: false,
    async run(_service, _concurrency, scores) {
      const started = performance.now();
      scores.office = await runOfficeApi();
      const apiSeconds = (performance.now() - started) / 1000;
      printOffice(
        await runOffice({ others: OFFICE_API_OTHERS }),
        `in-process, the same documents, ${OFFICE_API_OTHERS} others per family (--only office-inprocess: 240)`,
      );
      printOffice(scores.office, `through the HTTP API, embedded service per family, held-out model and background (${Math.round(apiSeconds)} s)`);
    },
  },
  {
    // The same simulation in-process alone (inProcess.ts): the generator's strings, no PDF, no service.
    name: 'office simulation in-process (corrections of held-out generated families)',
    only: ['office-inprocess'],
    viaService: false,
    explicit: true,
    async run(_service, _concurrency, scores) {
      scores.office = await runOffice();
      printOffice(scores.office, 'in-process, corrections of the first k documents of a held-out family');
    },
  },
  {
    // Issue 36: what the read plan loses against reading every scanned page, in-process: the generated
    // documents that set an event on a later page always (a minute or two of OCR), the bench's office
    // batches and the dev corpus's scans and batches when `--only readplan` asks for them.
    name: 'read plan against reading everything (generated later-event documents)',
    only: ['readplan'],
    viaService: false,
    async run(_service, _concurrency, scores, only) {
      const corpus = only === 'readplan' ? findCorpusDir() : undefined;
      const cases = [
        ...(await generatedPlanCases()),
        ...(only === 'readplan' ? await officePlanCases() : []),
        ...(corpus ? corpusPlanCases(path.join(corpus, 'dev')) : []),
      ];
      scores.readPlan = await runReadPlan(cases);
      printReadPlan(scores.readPlan);
    },
  },
  {
    // Issue 32: the same simulation on the second family of each type, which the layer's settings were not chosen on.
    name: 'office simulation, validation families (never tuned on)',
    only: ['office-validation'],
    viaService: false,
    explicit: true,
    async run() {
      printOffice(await runOffice({ validation: true }), 'validation families (the second of each type, never tuned on)');
    },
  },
  {
    // Issue 32 on the real documents (where eval/real/build.ts built them): each source's genre is an office's mail.
    name: 'office simulation on the real documents (by source and genre)',
    only: ['office-real'],
    viaService: false,
    // Reads the set's PDFs again (OCR where scanned): a few minutes, only when asked for.
    explicit: true,
    async run(_service, _concurrency, scores) {
      const report = await runRealOffice();
      if (!report) return console.log('\noffice simulation on the real documents: not built (run eval/real/build.ts)');
      scores.officeReal = report;
      if (report.development) printOffice(report.development, 'real documents, development half, by source and genre');
      if (report['held-out']) printOffice(report['held-out'], 'real documents, held-out half, by source and genre (aggregates only)', false);
    },
  },
  {
    name: 'hard cases (generated batches)',
    only: ['hard'],
    viaService: true,
    async run(service, concurrency, scores) {
      const hard = await runHardCases(service!, concurrency);
      scores.hard = scoreBatch(hard);
      printHardCases(hard);
    },
  },
  {
    // Issue #22: batches without separator sheets (or missing some), from held-out generator families.
    name: 'split without separator sheets (generated batches, held-out families)',
    only: ['split'],
    viaService: true,
    async run(service, concurrency, scores) {
      scores.split = await runSplit(service!, concurrency);
      printSplit(scores.split);
    },
  },
];

/**
 * Real public documents (eval/real), when eval/real/build.ts has built them from pinned sources; a fresh
 * clone or CI has no snapshots to build from, and then says so in one line.
 */
const REAL: EvalSet = {
  name: 'real public documents (eval/real)',
  only: ['real'],
  viaService: true,
  async run(service, concurrency, scores) {
    const real = await runRealSet(service!, concurrency);
    if (!real.outcomes.length) return console.log('\nreal-document set: not built (run eval/real/build.ts)');
    scores.real = scoreReal(real.outcomes);
    printReal(scores.real, real.listed);
    const split = await runRealSplitCheck(service!, concurrency);
    if (split) printRealSplitCheck((scores.realSplit = split));
  },
};

const program = new Command()
  .name('eval')
  .option('--corpus <dir>', 'dev corpus directory holding manifest.json (default: WCAB_CORPUS_DIR/dev or ../shared/corpus/dev when present)')
  .option(
    '--only <kind>',
    'classify, batch (dev corpus), hard (the generated hard-case batches), dates (the generated date forms), lofo (leave-one-family-out on generated documents), layout (table, column and boxed layouts), readplan (the read plan against reading every scanned page, with the office batches and the dev corpus), split (batches without separator sheets), office (the office simulation through the HTTP API, a service per held-out family, with the in-process run beside), office-inprocess (the office simulation in-process alone, only when asked), office-validation (the office simulation on families it was not tuned on, only when asked), office-real (the office simulation on the real documents, only when asked) or real (the real public documents)',
  )
  .option('--check-floors', 'exit 1 when an enforced floor is not met')
  .option('--concurrency <n>', 'requests in flight', (v) => Number(v), 2)
  .option('--llm', 'also run the dev corpus classify cases with the LLM stage on (LLM_BASE_URL, LLM_MODEL, LLM_MODE) beside the local figures')
  .option('--llm-mock', 'the same against the local mock LLM server: a smoke test of the wiring, not a quality figure')
  .option('--no-docs', 'do not write the figures into docs/evaluation.md (npm test passes this)')
  .option('--ocr-engine <engine>', 'OCR engine of the service under evaluation: native, wasm or auto (default: OCR_ENGINE, else auto)')
  .action(run);

function corpusDir(given: string | undefined): string | undefined {
  if (given) {
    if (!fs.existsSync(path.join(given, 'manifest.json'))) throw new Error(`--corpus ${given}: no manifest.json there`);
    return given;
  }
  const found = findCorpusDir();
  return found && path.join(found, 'dev');
}

async function run(opts: {
  corpus?: string;
  only?: string;
  checkFloors?: boolean;
  concurrency: number;
  llm?: boolean;
  llmMock?: boolean;
  ocrEngine?: string;
  docs: boolean;
}) {
  const ocrEngine = opts.ocrEngine ?? process.env.OCR_ENGINE ?? 'auto';
  if (!['native', 'wasm', 'auto'].includes(ocrEngine)) throw new Error(`--ocr-engine ${ocrEngine}: native, wasm or auto`);
  const corpus = corpusDir(opts.corpus);
  const corpusKinds = ['classify', 'batch'].filter((k) => !opts.only || opts.only === k);
  const sets = [...GENERATED, REAL].filter((s) => (!opts.only && !s.explicit) || (opts.only && s.only.includes(opts.only)));
  const ran = [
    ...(corpus && corpusKinds.length ? [`dev corpus ${corpus} (${corpusKinds.join(', ')})`] : []),
    ...sets.map((s) => (s === REAL && builtDocuments().built.length === 0 ? `${s.name}: not built, skipped` : s.name)),
  ];
  const skipped = corpus || !corpusKinds.length ? '' : '; dev corpus not found (WCAB_CORPUS_DIR, ../shared/corpus): its figures and floors skipped';
  const which = `eval ran: ${ran.join('; ') || 'nothing'}${skipped}; OCR engine ${ocrEngine}`;
  console.log(which);

  const scores: Scores = {};
  for (const set of sets.filter((s) => !s.viaService)) await set.run(undefined, opts.concurrency, scores, opts.only);
  const viaService = sets.filter((s) => s.viaService);
  if ((corpus && corpusKinds.length) || viaService.length) {
    // An enterprise key (10,000 requests a day), as the benchmarks use: the evaluation measures the service, not a
    // plan's quota, and with the real set built it sends about 2,000 requests (the dev corpus, the generated sets, the
    // 917 real documents classified and again split), past the bootstrap key's 1,000 a day: the rest were answered 429.
    const service = await startService({ LOG_LEVEL: 'error', OCR_ENGINE: ocrEngine }, undefined, 'enterprise');
    try {
      if (corpus && corpusKinds.length) await runCorpus(service, corpus, opts, scores);
      for (const set of viaService) await set.run(service, opts.concurrency, scores);
    } finally {
      await service.stop();
    }
  }

  if (opts.llm || opts.llmMock) await runLlmComparison(corpus, { mock: !!opts.llmMock, concurrency: opts.concurrency });

  console.log(`\nfloors (${which})`);
  let below = 0;
  const figures: FloorFigure[] = [];
  for (const floor of FLOORS) {
    const value = floor.read(scores);
    if (value === undefined) continue;
    const ok = meets(floor, value);
    if (!ok && floor.enforced) below += 1;
    const status = ok ? 'ok' : floor.enforced ? 'FAIL' : floor.ceiling ? 'high' : 'low';
    const bound = `${floor.ceiling ? 'ceiling' : 'floor'} ${floor.min}${floor.enforced ? '' : ', not enforced'}`;
    figures.push({ name: floor.name, value, bound, status });
    console.log(`${status.padEnd(4)} ${floor.name}: ${value.toFixed(3)} (${bound})`);
  }
  // The figures measured, into docs/evaluation.md; a run with the LLM stage measures another service, so it is left out.
  if (opts.docs && figures.length && !opts.llm && !opts.llmMock) {
    const note = `OCR ${ocrEngine}${opts.corpus ? `, corpus ${opts.corpus}` : ''}`;
    rewriteDoc('docs/evaluation.md', (md) =>
      withEvalFigures(
        md,
        figures,
        provenance(),
        note,
        FLOORS.map((f) => f.name),
      ),
    );
  }
  if (opts.checkFloors && below > 0) {
    console.error(`\n${below} enforced floor(s) not met`);
    process.exitCode = 1;
  }
}

await program.parseAsync(process.argv);
