/**
 * Every setting of the service, read from the environment in one place. docs/configuration.md is
 * generated from this schema (each field's `.meta({ description })`) by `npm run docs`.
 */
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_BATCH_TIMEOUT_MS, DEFAULT_CLASSIFY_TIMEOUT_MS, DEFAULT_MAX_BATCH_PAGES, DEFAULT_MAX_CLASSIFY_PAGES } from '@wcab/contract';
import { JobEnv, jobSettingsOf } from '@wcab/contract/settings';
import { loadModelFile } from '@wcab/classify/model';
import { loadBackgroundFile } from '@wcab/learning';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no', '']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const list = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const cores = Math.max(1, os.availableParallelism());

/** Every setting: the service's own, and the job's (job.ts, which job threads and fleet workers validate alone). */
export const Env = z.object({
  NODE_ENV: z
    .string()
    .default('development')
    .meta({ description: '`production` disables the bootstrap key unless `BOOTSTRAP_KEY=true` is set', shown: '`development`' }),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080).meta({ description: 'HTTP port (`0` picks a free one)' }),
  HOST: z.string().default('0.0.0.0').meta({ description: 'interface to listen on' }),
  DATA_DIR: z.string().default('./data').meta({
    description:
      "where the embedded SQLite key store lives (`keys.sqlite`), and in the embedded mode asynchronous batches' split documents (`jobs/`, cleared on start)",
  }),
  REDIS_URL: z.string().optional().meta({ description: 'fleet mode: jobs go to BullMQ workers (`npm run worker`) and rate-limit counters are shared' }),
  DATABASE_URL: z.string().optional().meta({ description: 'PostgreSQL key store and usage records, shared by every API instance and the CLI (unset: SQLite)' }),
  BOOTSTRAP_KEY: bool.optional().meta({
    description:
      'create and print one Pro key on first start with an empty store (with `NODE_ENV=production` only when set to `true` explicitly, as the Docker image does)',
    shown: '`true`',
  }),
  MAX_DOCUMENT_MB: z.coerce.number().positive().default(50).meta({ description: 'largest decoded document; the JSON body limit follows from it' }),
  MAX_CLASSIFY_PAGES: int(DEFAULT_MAX_CLASSIFY_PAGES).meta({ description: 'pages accepted by /v1/classify (413 above)' }),
  MAX_BATCH_PAGES: int(DEFAULT_MAX_BATCH_PAGES).meta({ description: 'pages accepted by /v1/analyze-batch (413 above)' }),
  CLASSIFY_TIMEOUT_MS: int(DEFAULT_CLASSIFY_TIMEOUT_MS).meta({ description: 'deadline of a classify job (504 past it)' }),
  BATCH_TIMEOUT_MS: int(DEFAULT_BATCH_TIMEOUT_MS).meta({ description: 'deadline of a batch job (504 past it)' }),
  WORKER_THREADS: int(cores).meta({ description: 'worker threads processing documents in the embedded mode', shown: 'cores' }),
  QUEUE_MAX: z.coerce.number().int().positive().optional().meta({
    description: 'embedded: jobs waiting beyond the running ones; fleet: jobs waiting in Redis (no limit unless set); beyond it 503',
    shown: '16 x threads',
  }),
  QUEUE_START_TIMEOUT_MS: int(30_000).meta({
    description:
      'a synchronous classify not started within this answers 503 with Retry-After (a batch: one not started a second before its deadline), instead of 504 at its deadline (fair scheduling, packages/queue fairScheduler.ts)',
  }),
  CLASSIFY_RESERVED_THREADS: z.coerce
    .number()
    .int()
    .min(0)
    .default(1)
    .meta({ description: 'threads per API process (embedded) or per worker that batches may not take, kept for classify (capped at threads - 1)' }),
  CORS_ORIGINS: list.meta({ description: 'comma-separated origins allowed to call the API from a browser', shown: 'empty (CORS off)' }),
  // Slow clients: the header section, the whole request (headers and body), an idle keep-alive connection.
  HTTP_HEADERS_TIMEOUT_MS: int(20_000).meta({ description: 'time a client has to send the request headers (408 past it); at most `HTTP_REQUEST_TIMEOUT_MS`' }),
  HTTP_REQUEST_TIMEOUT_MS: int(120_000).meta({
    description:
      "time a client has to send the whole request, body included (408 past it); a 67 MB body (a 50 MB PDF in base64) needs about 4.5 Mbit/s in that time. Waiting for a synchronous job's result is not part of it",
  }),
  HTTP_KEEPALIVE_TIMEOUT_MS: int(65_000).meta({
    description: 'an idle keep-alive connection is closed after this long (longer than the idle time of the clients and load balancers that reuse it)',
  }),
  // MCP endpoint (packages/mcp): folders classify_file may read, public host names, browser origins.
  MCP_FILE_ROOTS: list.meta({ description: 'comma-separated folders `classify_file` may read on the HTTP endpoint', shown: 'empty (file access off)' }),
  MCP_ALLOWED_HOSTS: list.meta({
    description:
      'host names clients use to reach the service (`wcab.example.com`); `localhost`, `127.0.0.1` and `[::1]` are always allowed. Behind a proxy that checks `Host` itself, `*` turns the check off',
    shown: 'empty',
  }),
  MCP_ALLOWED_ORIGINS: list.meta({
    description:
      'browser origins allowed to call `/mcp`; localhost origins, the allowed hosts and `CORS_ORIGINS` are allowed too. Requests without `Origin` (every non-browser client) pass',
    shown: 'empty',
  }),
  // Scale-out (BullMQ workers, PostgreSQL keys, operations); see apps/worker/README-section.md.
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/)
    .optional()
    .meta({ description: 'PostgreSQL schema for the tables (created when missing)', shown: 'unset (`public`)' }),
  QUEUE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/)
    .default('wcab')
    .meta({ description: 'namespace of every Redis key of the queue (BullMQ, payloads, results); API and workers must agree' }),
  WORKER_CONCURRENCY: int(cores).meta({ description: 'jobs a worker process runs at once, one thread each', shown: 'cores' }),
  WORKER_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .default(8090)
    .meta({ description: "worker's `GET /health` and `GET /metrics` (`0` picks a free port)" }),
  WORKER_PROCESSOR: z.string().optional().meta({ description: "tests only: a processor module to run instead of the pipeline's" }),
  // A dead worker's job is taken over within JOB_LOCK_MS + JOB_STALLED_INTERVAL_MS (about 13 s).
  JOB_LOCK_MS: int(8_000).meta({ description: "BullMQ job lock (renewed every half of it); a dead worker's job moves on after it expires" }),
  JOB_STALLED_INTERVAL_MS: int(5_000).meta({
    description: "how often workers look for jobs whose worker died; with the lock, a killed worker's job restarts elsewhere within about 13 s",
  }),
  JOB_RESULT_TTL_S: int(3600).meta({ description: "how long an asynchronous job's result stays readable" }),
  // Embedded mode: most megabytes of asynchronous batches' split documents kept (under DATA_DIR/jobs; oldest let go first).
  JOB_FILES_MAX_MB: int(1024).meta({
    description:
      "embedded mode: most megabytes of asynchronous batches' split documents kept for download (under `DATA_DIR/jobs`); past it the oldest jobs' documents are let go (their downloads answer 404, their results stay)",
  }),
  SHUTDOWN_GRACE_MS: int(25_000).meta({ description: 'on SIGTERM: how long running requests (API) or jobs (worker) may finish' }),
  // Corrections (issue 32, docs/learning.md).
  RESULT_RETENTION_DAYS: z.coerce.number().min(0).default(7).meta({
    description:
      "how long a synchronous answer stays correctable by its `job_id` (the start of each document's text is kept that long, then deleted); `0` turns corrections by `job_id` off (answers carry none)",
  }),
  LEARNING_MAX_CORRECTIONS: int(10_000).meta({ description: 'corrections kept per API key; past it the oldest are let go' }),
  LEARNING_BACKGROUND_FILE: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .meta({
      description:
        "the documents a correction is judged against (the learned layer's background, [learning.md](learning.md)): a file as `packages/learning/scripts/buildBackground.ts` writes it, its frames beside it (`x.bin`: `x-frames.bin`); checked at start. The API process (embedded) and each worker read it",
      shown: 'the shipped `packages/learning/model/background.bin`',
    }),
  // Webhooks (packages/webhooks, docs/webhooks.md): hosts they may call, private networks they may
  // reach besides, the master secret each key's signing secret is derived from, retries.
  WEBHOOK_ALLOWED_HOSTS: list.meta({
    description:
      'comma-separated host names webhooks (`options.callback_url`, `PUT /v1/webhook`) may call: exact or `*.example.com`; see [webhooks.md](webhooks.md)',
    shown: 'empty (webhooks off)',
  }),
  WEBHOOK_ALLOWED_NETWORKS: list.meta({
    description: 'comma-separated CIDRs webhooks may reach although loopback, private or link-local (e.g. `10.0.4.0/24`)',
    shown: 'empty',
  }),
  WEBHOOK_SECRET: z
    .string()
    .refine((v) => v === '' || v.length >= 32, 'must be at least 32 characters')
    .optional()
    .meta({
      description:
        "master secret (32+ characters) each key's webhook signing secret is derived from; a fleet allowing webhook hosts needs it, the same on API and workers",
      shown: 'embedded: made once under `DATA_DIR`',
    }),
  WEBHOOK_ATTEMPTS: int(6).meta({ description: 'attempts per webhook delivery, the first included' }),
  WEBHOOK_FIRST_DELAY_MS: int(2_000).meta({ description: "delay before a webhook's second attempt; each next one doubles" }),
  WEBHOOK_MAX_DELAY_MS: int(300_000).meta({ description: 'longest delay between two webhook attempts (embedded mode)' }),
  WEBHOOK_TIMEOUT_MS: int(10_000).meta({ description: 'deadline of one webhook attempt' }),
  OPERATOR_TOKEN: z
    .string()
    .refine((v) => v === '' || v.length >= 16, 'must be at least 16 characters')
    .optional()
    .meta({ description: 'opens `GET /metrics` and `/admin/queues` (16+ characters); unset, both answer 404' }),
  // What the jobs read (OCR budgets and engine, read plan, splitting, separators, PDF engine limits, LOG_LEVEL): job.ts.
  ...JobEnv.shape,
});

export type Settings = ReturnType<typeof loadSettings>;

export function loadSettings(env: Record<string, string | undefined> = process.env) {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid setting ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS) {
    throw new Error('Invalid setting HTTP_HEADERS_TIMEOUT_MS: must not exceed HTTP_REQUEST_TIMEOUT_MS');
  }
  const production = e.NODE_ENV === 'production';
  const job = jobSettingsOf(e, env);
  // The model and background files are read now, so that a bad one stops the start with its reason, not the first job.
  if (job.classifyModelFile) {
    try {
      loadModelFile(job.classifyModelFile);
    } catch (err) {
      throw new Error(`Invalid setting CLASSIFY_MODEL_FILE: ${job.classifyModelFile} is not a classifier model: ${(err as Error).message}`);
    }
  }
  if (e.LEARNING_BACKGROUND_FILE) loadBackgroundFile(e.LEARNING_BACKGROUND_FILE);
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    redisUrl: e.REDIS_URL || undefined,
    databaseUrl: e.DATABASE_URL || undefined,
    // Production creates a key only when told to (the single-container image does, the fleet does
    // not); elsewhere it does unless told not to.
    bootstrapKey: production ? e.BOOTSTRAP_KEY === true : (e.BOOTSTRAP_KEY ?? true),
    logLevel: e.LOG_LEVEL,
    limits: {
      maxDocumentBytes: Math.round(e.MAX_DOCUMENT_MB * 1024 * 1024),
      maxClassifyPages: e.MAX_CLASSIFY_PAGES,
      maxBatchPages: e.MAX_BATCH_PAGES,
      classifyTimeoutMs: e.CLASSIFY_TIMEOUT_MS,
      batchTimeoutMs: e.BATCH_TIMEOUT_MS,
      startTimeoutMs: e.QUEUE_START_TIMEOUT_MS,
    },
    /** Threads batches may not take, kept for classify (capped at threads - 1). */
    classifyReservedThreads: e.CLASSIFY_RESERVED_THREADS,
    workerThreads: e.WORKER_THREADS,
    ocr: job.ocr,
    /**
     * Environment of every job thread, over this process's own: Tesseract's OpenMP threads would
     * oversubscribe the cores the pool already uses. (The engine limits reach the threads in `job`.)
     */
    threadEnv: { OMP_THREAD_LIMIT: '1' } as Record<string, string>,
    queueMax: e.QUEUE_MAX ?? e.WORKER_THREADS * 16,
    corsOrigins: e.CORS_ORIGINS,
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEPALIVE_TIMEOUT_MS,
    },
    mcp: { fileRoots: e.MCP_FILE_ROOTS, allowedHosts: e.MCP_ALLOWED_HOSTS, allowedOrigins: e.MCP_ALLOWED_ORIGINS },
    databaseSchema: e.DATABASE_SCHEMA,
    /** Opens GET /metrics and /admin/queues; unset, both answer 404. */
    operatorToken: e.OPERATOR_TOKEN || undefined,
    /** The optional LLM stage, called only from job threads; read here so a bad setting stops the start. */
    llm: job.llm,
    /** What every job thread builds its JobContext from (handed to the threads, never re-read there). */
    job,
    jobResultTtlMs: e.JOB_RESULT_TTL_S * 1000,
    learning: {
      resultRetentionMs: Math.round(e.RESULT_RETENTION_DAYS * 86_400_000),
      maxCorrections: e.LEARNING_MAX_CORRECTIONS,
      /** LEARNING_BACKGROUND_FILE (checked above); unset: the shipped background. */
      backgroundFile: e.LEARNING_BACKGROUND_FILE,
    },
    webhooks: {
      allowedHosts: e.WEBHOOK_ALLOWED_HOSTS,
      allowedNetworks: e.WEBHOOK_ALLOWED_NETWORKS,
      /** Unset: the embedded mode makes one under DATA_DIR; a fleet needs it set (API and workers alike). */
      secret: e.WEBHOOK_SECRET || undefined,
      retry: { attempts: e.WEBHOOK_ATTEMPTS, firstDelayMs: e.WEBHOOK_FIRST_DELAY_MS, maxDelayMs: e.WEBHOOK_MAX_DELAY_MS, timeoutMs: e.WEBHOOK_TIMEOUT_MS },
    },
    /** Embedded mode: most bytes of split documents kept for asynchronous jobs' downloads. */
    jobFilesMaxBytes: e.JOB_FILES_MAX_MB * 1024 * 1024,
    fleet: {
      queuePrefix: e.QUEUE_PREFIX,
      /** Jobs waiting in Redis before 503; only when QUEUE_MAX is set (the embedded default would throttle a fleet). */
      queueMax: e.QUEUE_MAX,
      workerConcurrency: e.WORKER_CONCURRENCY,
      workerPort: e.WORKER_PORT,
      /** Test-only: the processor module workers (and the embedded threads) run instead of the pipeline's. */
      workerProcessor: e.WORKER_PROCESSOR ? path.resolve(e.WORKER_PROCESSOR) : undefined,
      lockDurationMs: e.JOB_LOCK_MS,
      stalledIntervalMs: e.JOB_STALLED_INTERVAL_MS,
      shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    },
  };
}
