/**
 * The worker process (`npm run worker`): takes jobs from the BullMQ queue on REDIS_URL and runs
 * them on WORKER_CONCURRENCY threads with the pipeline's processor module, the same code the API
 * runs in its embedded mode. Run any number of them on any number of machines; each serves
 * `GET /health` and `GET /metrics` (operator token) on WORKER_PORT for probes and Prometheus.
 */
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { createHash, timingSafeEqual } from 'node:crypto';
import { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import { learnedBackground, loadSettings, openLearningStore } from '@wcab/config';
import { migrateWhenReachable, withLearnedLayer } from '@wcab/learning';
import { FleetWorker, ServiceMetrics, withDeadline } from '@wcab/queue';
import { ocrHostServices } from '@wcab/pipeline/ocrHost';
import { fleetWebhooks } from '@wcab/webhooks';

/** The pipeline's processor module (`PROCESSOR_PATH`), located without loading the pipeline here: only threads run it. */
const PIPELINE_PROCESSOR = path.join(path.dirname(createRequire(import.meta.url).resolve('@wcab/pipeline')), 'processor.ts');

export interface WorkerOptions {
  env?: Record<string, string | undefined>;
  logger?: Logger;
}

export interface RunningWorker {
  /** The health/metrics port (WORKER_PORT; 0 picks a free one). */
  port: number;
  fleet: FleetWorker;
  /** Stops taking jobs, finishes or hands back running ones (SHUTDOWN_GRACE_MS), closes connections. */
  close(): Promise<void>;
}

export async function startWorker(options: WorkerOptions = {}): Promise<RunningWorker> {
  const settings = loadSettings(options.env);
  const logger = options.logger ?? pino({ level: settings.logLevel, base: { service: 'worker' } });
  if (!settings.redisUrl) throw new Error('The worker needs REDIS_URL: it takes its jobs from the BullMQ queue on that Redis');

  // Payloads and results: retries a little through a blip rather than failing the job at once.
  const redis = new Redis(settings.redisUrl, {
    maxRetriesPerRequest: 2,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));

  // The accounts' learned layer: the corrections the API stored (DATABASE_URL in a fleet), read per job by version.
  // A worker started while the database does not answer (a supervisor's replacement during a cut) starts anyway
  // and migrates once it does; its jobs wait for the store meanwhile, as during any cut.
  const learning = openLearningStore(settings);
  const learningStartup = new AbortController();
  await migrateWhenReachable(learning, logger, learningStartup.signal);

  const metrics = new ServiceMetrics({ service: 'worker' });
  // Webhooks of the asynchronous jobs this worker ends, and every worker delivers them (BullMQ retries).
  const webhooks = fleetWebhooks(settings.webhooks, redis, settings.fleet.queuePrefix, settings.jobResultTtlMs + settings.limits.batchTimeoutMs, {
    consume: true,
    logger,
  });
  const fleet = new FleetWorker({
    redis,
    prefix: settings.fleet.queuePrefix,
    processorPath: settings.fleet.workerProcessor ?? PIPELINE_PROCESSOR,
    concurrency: settings.fleet.workerConcurrency,
    reservedForClassify: settings.classifyReservedThreads,
    lockDurationMs: settings.fleet.lockDurationMs,
    stalledIntervalMs: settings.fleet.stalledIntervalMs,
    // One OCR thread per job (the pool already uses every core it is given); the PDF engine's limits.
    env: settings.threadEnv,
    // One Tesseract pool for the process, shared by every job thread; the accounts' learned layer.
    hostServices: withLearnedLayer(ocrHostServices(settings.job), learning, learnedBackground(settings)),
    // Each job thread builds its JobContext from these validated settings, once.
    jobSettings: settings.job,
    onJobDone: (report) => metrics.recordJob(report),
    onJobEnded: webhooks?.onJobEnded,
    logger,
    name: `${os.hostname()}:${process.pid}`,
  });

  const server = http.createServer((req, res) => void serve(req, res));
  async function serve(req: http.IncomingMessage, res: http.ServerResponse) {
    const path = (req.url ?? '/').split('?')[0];
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET') return send(405, { error: 'Use GET', code: 'METHOD_NOT_ALLOWED' }, { Allow: 'GET' });
    if (path === '/health') {
      const ok = await withDeadline(fleet.ping(), 1500, () => new Error('timeout')).then(
        () => true,
        () => false,
      );
      const timestamp = new Date().toISOString();
      return send(ok ? 200 : 503, ok ? { status: 'ok', timestamp, running: fleet.running } : { status: 'degraded', timestamp, failing: ['redis'] });
    }
    if (path === '/metrics' && settings.operatorToken) {
      if (!tokenMatches(req.headers.authorization, settings.operatorToken)) {
        return send(401, { error: 'This route needs the operator token', code: 'UNAUTHORIZED' }, { 'WWW-Authenticate': 'Bearer' });
      }
      res.writeHead(200, { 'Content-Type': metrics.contentType });
      return res.end(await metrics.text());
    }
    return send(404, { error: `No route for GET ${path}`, code: 'NOT_FOUND' });
  }
  await new Promise<void>((resolve) => server.listen(settings.fleet.workerPort, settings.host, resolve));
  const port = (server.address() as AddressInfo).port;
  logger.info({ port, concurrency: settings.fleet.workerConcurrency, prefix: settings.fleet.queuePrefix }, 'worker started');

  let closing: Promise<void> | undefined;
  return {
    port,
    fleet,
    close: () =>
      (closing ??= (async () => {
        logger.info('worker stopping: no new jobs; running ones finish or go back to the queue');
        await fleet.close(settings.fleet.shutdownGraceMs);
        await webhooks?.close();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        redis.disconnect();
        learningStartup.abort();
        await learning.close();
        logger.info('worker stopped');
      })()),
  };
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

function tokenMatches(header: string | undefined, token: string): boolean {
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return !!match && timingSafeEqual(digest(match[1]!), digest(token));
}
