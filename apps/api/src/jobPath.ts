/**
 * The API's side of the job path, chosen by the settings: the embedded worker-thread pool, or with
 * REDIS_URL the BullMQ fleet (jobs for `npm run worker` processes), plus the process's metrics and,
 * in the fleet, the operator's queue dashboard.
 */
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Router } from 'express';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { learnedBackground, type Settings } from '@wcab/config';
import { queueDashboardRoutes } from '@wcab/gateway';
import { BullJobQueue, EmbeddedJobQueue, ServiceMetrics, type JobQueue } from '@wcab/queue';
import { ocrHostServices } from '@wcab/pipeline/ocrHost';
import { withLearnedLayer, type LearningStore } from '@wcab/learning';
import { embeddedWebhooks, fleetWebhooks, type Webhooks } from '@wcab/webhooks';

/**
 * The pipeline's processor module (`PROCESSOR_PATH` of @wcab/pipeline), located without importing
 * the pipeline: only the threads load it, so the API process stays free of PDFium and Tesseract.
 */
export const PIPELINE_PROCESSOR = path.join(path.dirname(createRequire(import.meta.url).resolve('@wcab/pipeline')), 'processor.ts');

export interface JobPath {
  queue: JobQueue;
  metrics: ServiceMetrics;
  /** Routers for createApp's extraRoutes (the dashboard, in the fleet). */
  routes: Router[];
  /** Webhooks of asynchronous jobs; absent in a fleet that allows no webhook host. Closed after the queue. */
  webhooks?: Webhooks;
}

export function buildJobPath(settings: Settings, redis: Redis | undefined, logger: Logger, learning?: LearningStore): JobPath {
  const metrics = new ServiceMetrics({ service: 'api' });
  let queue: JobQueue;
  const routes: Router[] = [];
  let webhooks: Webhooks | undefined;
  // Kept long enough to read a job's deliveries as long as the job itself, retries included.
  const deliveriesTtlMs = settings.jobResultTtlMs + settings.limits.batchTimeoutMs;
  if (redis) {
    // The API only queues deliveries (of jobs it cancels while they wait); workers make them.
    webhooks = fleetWebhooks(settings.webhooks, redis, settings.fleet.queuePrefix, deliveriesTtlMs, { consume: false, logger });
    const bull = new BullJobQueue({
      redis,
      prefix: settings.fleet.queuePrefix,
      resultTtlMs: settings.jobResultTtlMs,
      maxWaiting: settings.fleet.queueMax,
      onRoundTrip: (kind, result, seconds) => metrics.recordRoundTrip(kind, result, seconds),
      logger,
      onJobEnded: webhooks?.onJobEnded,
    });
    queue = bull;
    if (settings.operatorToken) routes.push(queueDashboardRoutes([bull.queue], settings.operatorToken));
  } else {
    webhooks = embeddedWebhooks(settings.webhooks, settings.dataDir, deliveriesTtlMs, logger);
    queue = new EmbeddedJobQueue({
      processorPath: settings.fleet.workerProcessor ?? PIPELINE_PROCESSOR,
      threads: settings.workerThreads,
      maxQueue: settings.queueMax,
      reservedForClassify: settings.classifyReservedThreads,
      // OCR thread limit and the PDF engine's memory limits.
      env: settings.threadEnv,
      // One Tesseract pool for the process, shared by every job thread; the accounts' learned layer.
      hostServices: learning ? withLearnedLayer(ocrHostServices(settings.job), learning, learnedBackground(settings)) : ocrHostServices(settings.job),
      // Each job thread builds its JobContext from these validated settings, once.
      jobSettings: settings.job,
      // Every thread started and warmed at start: the first classify must not wait for a cold one.
      warm: true,
      resultTtlMs: settings.jobResultTtlMs,
      // Asynchronous batches' split documents on disk beside the key store, not in memory.
      fileDir: path.join(settings.dataDir, 'jobs'),
      maxFileBytes: settings.jobFilesMaxBytes,
      onJobDone: (report) => metrics.recordJob(report),
      onJobEnded: webhooks.onJobEnded,
    });
  }
  metrics.setQueueStats(() => queue.stats());
  return { queue, metrics, routes, ...(webhooks ? { webhooks } : {}) };
}

/**
 * Stops accepting connections and waits for requests in flight (synchronous callers waiting for
 * their jobs) for at most `graceMs`; then the caller closes the queue, which answers whoever is
 * still waiting with 503, and the remaining connections are closed.
 */
export async function drainServer(server: Server, graceMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  // A keep-alive connection whose request has just been answered would hold the server open until
  // the client lets it go: close connections as soon as they fall idle.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  await Promise.race([
    new Promise<void>((resolve) => server.close(() => resolve())),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    }),
  ]);
  clearInterval(sweep);
  clearTimeout(timer);
}
