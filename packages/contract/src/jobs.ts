/**
 * The jobs that cross the queue, one `JobSpec` per kind: its name, the zod schema of its params and
 * every default it carries. Producers (gateway, MCP tools, the CLI's local engine, bench, eval) type
 * the params they send by these specs and the processor parses them with the same schemas, so a
 * renamed field fails the typecheck on every entry point instead of failing inside a worker thread.
 *
 * The params are the request's fields minus its document (the request schemas in schemas.ts), plus
 * what the entry point decides: the page limit and, for an asynchronous batch, keeping the split
 * documents for download.
 */
import { z } from 'zod';
import { BatchRequest, ClassifyRequest } from './schemas';
import type { ErrorCode } from './errors';
import { JobLearning, type RetainedText } from './feedback';
import { PAGE_IMAGE_DEFAULT_WIDTH, PAGE_IMAGE_MAX_WIDTH, PAGE_IMAGE_MIN_WIDTH } from './pageImages';

/** Page limits when no setting says otherwise (MAX_CLASSIFY_PAGES, MAX_BATCH_PAGES). */
export const DEFAULT_MAX_CLASSIFY_PAGES = 200;
export const DEFAULT_MAX_BATCH_PAGES = 500;
/** Deadlines when no setting says otherwise (CLASSIFY_TIMEOUT_MS, BATCH_TIMEOUT_MS). */
export const DEFAULT_CLASSIFY_TIMEOUT_MS = 120_000;
export const DEFAULT_BATCH_TIMEOUT_MS = 900_000;

export const ClassifyJobParams = ClassifyRequest.omit({ document: true }).extend({
  /** The key whose corrections apply (the learned layer), and whether to retain text for corrections. */
  learning: JobLearning.optional(),
  maxPages: z.number().int().positive().default(DEFAULT_MAX_CLASSIFY_PAGES),
});

export const BatchJobParams = BatchRequest.omit({ document: true }).extend({
  /** Set by the gateway for asynchronous batches: the split documents are kept for download. */
  keep_documents: z.boolean().default(false),
  learning: JobLearning.optional(),
  maxPages: z.number().int().positive().default(DEFAULT_MAX_BATCH_PAGES),
});

/**
 * One page of a kept document drawn as a PNG for a person (the review page): the document is the job's
 * document (a batch's split document, as kept), `page` its 1-based page in it.
 */
export const RenderJobParams = z
  .object({
    page: z.number().int().min(1),
    width: z.number().int().min(PAGE_IMAGE_MIN_WIDTH).max(PAGE_IMAGE_MAX_WIDTH).default(PAGE_IMAGE_DEFAULT_WIDTH),
    maxPages: z.number().int().positive().default(DEFAULT_MAX_BATCH_PAGES),
  })
  .strict();

/**
 * Which line a job waits in for a thread (the embedded pool's fair scheduler, BullMQ's priority): a person
 * waiting on the answer (a classify, a page image) goes ahead of bulk work (a batch of hundreds of pages).
 */
export type JobLane = 'interactive' | 'bulk';

export interface JobSpec<K extends string, P extends z.ZodType> {
  kind: K;
  /** Parses the params a producer sent (`z.input`) into what the job reads (`z.output`). */
  params: P;
  /** The page limit a producer that has no setting of its own sends. */
  defaultMaxPages: number;
  /** The noun the job's messages use for its document ("The batch has 600 pages"). */
  noun: 'document' | 'batch';
  lane: JobLane;
}

export const JOB_SPECS = {
  classify: { kind: 'classify', params: ClassifyJobParams, defaultMaxPages: DEFAULT_MAX_CLASSIFY_PAGES, noun: 'document', lane: 'interactive' },
  batch: { kind: 'batch', params: BatchJobParams, defaultMaxPages: DEFAULT_MAX_BATCH_PAGES, noun: 'batch', lane: 'bulk' },
  render: { kind: 'render', params: RenderJobParams, defaultMaxPages: DEFAULT_MAX_BATCH_PAGES, noun: 'document', lane: 'interactive' },
} as const satisfies { [K in string]: JobSpec<K, z.ZodType> };

export type JobKind = keyof typeof JOB_SPECS;
export const JOB_KINDS = Object.keys(JOB_SPECS) as JobKind[];

/** What a producer sends for a job of kind K (defaults may be left out). */
export type JobParamsInput<K extends JobKind> = z.input<(typeof JOB_SPECS)[K]['params']>;
/** What the job reads, every default filled in. */
export type JobParams<K extends JobKind> = z.output<(typeof JOB_SPECS)[K]['params']>;
export type ClassifyJobParams = JobParams<'classify'>;
export type BatchJobParams = JobParams<'batch'>;
export type RenderJobParams = JobParams<'render'>;

/** The lane of a job kind; a kind this contract does not know waits with the bulk work. */
export const laneOf = (kind: string): JobLane => (isJobKind(kind) ? JOB_SPECS[kind].lane : 'bulk');

/** A job's kind with its params, one member per kind: `kind` narrows `params`. */
export type TypedJob = { [K in JobKind]: { kind: K; params: JobParamsInput<K> } }[JobKind];

export function isJobKind(kind: unknown): kind is JobKind {
  return typeof kind === 'string' && Object.hasOwn(JOB_SPECS, kind);
}

/** The params of a job as the processor reads them; throws a ZodError when they do not match the spec. */
export function parseJobParams<K extends JobKind>(kind: K, params: unknown): JobParams<K> {
  return JOB_SPECS[kind].params.parse(params) as JobParams<K>;
}

/**
 * A job of one kind, as it crosses the queue: `kind` names a JobSpec and narrows `params` to
 * that spec's params, so every producer is typed by the schema the processor parses with.
 */
export type JobRequestOf<K extends JobKind> = {
  /** Which pipeline entry point. */
  kind: K;
  /**
   * The decoded PDF. The queue takes it over: an in-process queue moves a buffer it can own to the
   * thread without copying (a batch can be 50 MB), which leaves the caller's view empty.
   */
  document: Uint8Array;
  /** The request fields other than the document (options, cases, activity_types) and the page limit. */
  params: JobParamsInput<K>;
};

export type JobRequest = { [K in JobKind]: JobRequestOf<K> }[JobKind];

/** A file a job produced for later download (a batch's split documents). */
export interface JobFile {
  name: string;
  bytes: Uint8Array;
}

/**
 * Outcomes travel across threads and processes as plain data, never as Error objects. `files`
 * (an asynchronous batch's split documents) travel beside the result, never inside it: the queue
 * keeps them with the job for its retention and serves them through `files()`.
 */
export type JobOutcome =
  | {
      ok: true;
      data: unknown;
      pages: number;
      files?: JobFile[];
      retained?: RetainedText[];
      /** A classify job run without `options.extract_dates`: its (empty) dates were not read, so it has no calendar. */
      datesOmitted?: true;
    }
  /** `pages`: the pages the job worked before it failed (the usage log records them), when it worked any. */
  | { ok: false; code: ErrorCode; message: string; pages?: number };
