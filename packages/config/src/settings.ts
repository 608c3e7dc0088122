/**
 * Every setting of the service, read from the environment in one place. The README's
 * configuration table mirrors this schema.
 */
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const list = z
  .string()
  .default('')
  .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean));

const cores = Math.max(1, os.availableParallelism());

const Env = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  REDIS_URL: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  BOOTSTRAP_KEY: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAX_DOCUMENT_MB: z.coerce.number().positive().default(50),
  MAX_CLASSIFY_PAGES: int(200),
  MAX_BATCH_PAGES: int(500),
  CLASSIFY_TIMEOUT_MS: int(120_000),
  BATCH_TIMEOUT_MS: int(900_000),
  WORKER_THREADS: int(cores),
  QUEUE_MAX: z.coerce.number().int().positive().optional(),
  CORS_ORIGINS: list,
});

export type Settings = ReturnType<typeof loadSettings>;

export function loadSettings(env: Record<string, string | undefined> = process.env) {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid setting ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    redisUrl: e.REDIS_URL || undefined,
    databaseUrl: e.DATABASE_URL || undefined,
    // Production never creates a key on its own; elsewhere it does unless told not to.
    bootstrapKey: production ? false : (e.BOOTSTRAP_KEY ?? true),
    logLevel: e.LOG_LEVEL,
    limits: {
      maxDocumentBytes: Math.round(e.MAX_DOCUMENT_MB * 1024 * 1024),
      maxClassifyPages: e.MAX_CLASSIFY_PAGES,
      maxBatchPages: e.MAX_BATCH_PAGES,
      classifyTimeoutMs: e.CLASSIFY_TIMEOUT_MS,
      batchTimeoutMs: e.BATCH_TIMEOUT_MS,
    },
    workerThreads: e.WORKER_THREADS,
    queueMax: e.QUEUE_MAX ?? e.WORKER_THREADS * 16,
    corsOrigins: e.CORS_ORIGINS,
  };
}
