/**
 * Every setting of the service, read from the environment in one place. The README's
 * configuration table mirrors this schema.
 */
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_BATCH_TIMEOUT_MS, DEFAULT_CLASSIFY_TIMEOUT_MS, DEFAULT_MAX_BATCH_PAGES, DEFAULT_MAX_CLASSIFY_PAGES } from '@wcab/contract';
import { JobEnv, jobSettingsOf } from './job';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const list = z
  .string()
  .default('')
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean));

const cores = Math.max(1, os.availableParallelism());

/** Every setting: the service's own, and the job's (job.ts, which job threads and fleet workers validate alone). */
const Env = JobEnv.extend({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  BOOTSTRAP_KEY: bool.optional(),
  MAX_DOCUMENT_MB: z.coerce.number().positive().default(50),
  // The jobs' defaults live with their JobSpecs (@wcab/contract jobs.ts).
  MAX_CLASSIFY_PAGES: int(DEFAULT_MAX_CLASSIFY_PAGES),
  MAX_BATCH_PAGES: int(DEFAULT_MAX_BATCH_PAGES),
  CLASSIFY_TIMEOUT_MS: int(DEFAULT_CLASSIFY_TIMEOUT_MS),
  BATCH_TIMEOUT_MS: int(DEFAULT_BATCH_TIMEOUT_MS),
  WORKER_THREADS: int(cores),
  QUEUE_MAX: z.coerce.number().int().positive().optional(),
  CORS_ORIGINS: list,
  // Slow clients: the header section, the whole request (headers and body), an idle keep-alive connection.
  HTTP_HEADERS_TIMEOUT_MS: int(20_000),
  HTTP_REQUEST_TIMEOUT_MS: int(120_000),
  HTTP_KEEPALIVE_TIMEOUT_MS: int(5_000),
  // MCP endpoint (packages/mcp): folders classify_file may read, public host names, browser origins.
  MCP_FILE_ROOTS: list,
  MCP_ALLOWED_HOSTS: list,
  MCP_ALLOWED_ORIGINS: list,
  // Scale-out (BullMQ workers, PostgreSQL keys, operations); see apps/worker/README-section.md.
  DATABASE_SCHEMA: z.string().regex(/^[a-z_][a-z0-9_]{0,62}$/).optional(),
  QUEUE_PREFIX: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/).default('wcab'),
  WORKER_CONCURRENCY: int(cores),
  WORKER_PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  WORKER_PROCESSOR: z.string().optional(),
  // A dead worker's job is taken over within JOB_LOCK_MS + JOB_STALLED_INTERVAL_MS (about 13 s).
  JOB_LOCK_MS: int(8_000),
  JOB_STALLED_INTERVAL_MS: int(5_000),
  JOB_RESULT_TTL_S: int(3600),
  // Embedded mode: most megabytes of asynchronous batches' split documents kept (under DATA_DIR/jobs; oldest let go first).
  JOB_FILES_MAX_MB: int(1024),
  SHUTDOWN_GRACE_MS: int(25_000),
  // The job's settings (OCR budgets and engine, read plan, splitting, separators, LLM, LOG_LEVEL): job.ts.
  OPERATOR_TOKEN: z.string().refine((v) => v === '' || v.length >= 16, 'must be at least 16 characters').optional(),
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
    },
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
