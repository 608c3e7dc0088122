/**
 * The worker side of the fleet: a BullMQ Worker that takes jobs from Redis and runs them through
 * the embedded worker-thread pool (EmbeddedJobQueue) with the same processor module the API runs
 * in its embedded mode.
 *
 * - CPU-bound stages (render, OCR) run on threads, never on this process's event loop, so BullMQ's
 *   lock renewal (every lockDuration/2) keeps running however long a page takes; `lockDurationMs`
 *   only has to outlast an event-loop pause, and a killed worker's job is taken over by another
 *   worker after it expires (maxStalledCount 1: retried once, then failed; the caller gets 500).
 * - BullMQ concurrency equals the thread count: a worker never holds more jobs than it can run.
 * - The job's deadline travels in its data: a job picked up too late, or running past it, ends
 *   with TIMEOUT and frees its thread.
 * - Shutdown (`close`): stops taking jobs, lets running ones finish for `graceMs`, then hands the
 *   rest back to the queue (moved to wait, another worker starts them afresh) and closes.
 */
import type { Redis } from 'ioredis';
import { laneOf } from '@wcab/contract';
import { QueueEvents, Worker, WaitingError, type Job } from 'bullmq';
import { EmbeddedJobQueue, type JobReport } from '../embeddedJobQueue';
import type { HostServices } from '../hostServices';
import { jobFromWire, type EndedJob, type JobOutcome } from '../jobQueue';
import { CANCELLED, outcomeOfError, takeFiles, withDeadline } from '../outcomes';
import { RedisPayloadStore } from './payloadStore';
import { ProgressForwarder } from './progressForwarder';
import { BatchParking } from './batchParking';
import { backlogKey, cancelChannel, cancelledKey, PARKED_PROGRESS, QUEUE_NAME, STARTED_PROGRESS, type FleetJobData, type FleetJobResult } from './protocol';
import { ResultStore } from './results';
import { FileStore } from './fileStore';

export interface FleetWorkerOptions {
  /** Client for payloads and results (owned by the caller). */
  redis: Redis;
  prefix?: string;
  processorPath: string;
  /** Jobs run at once (= threads). */
  concurrency: number;
  lockDurationMs?: number;
  stalledIntervalMs?: number;
  /** Environment of the threads (OMP_THREAD_LIMIT=1 for OCR). */
  env?: Record<string, string>;
  onJobDone?: (report: JobReport) => void;
  /** Services this process runs for its job threads (hostServices.ts), e.g. one shared OCR pool. */
  hostServices?: HostServices;
  /** The validated settings jobs run with; each job thread builds its processor from them once (threadEntry.ts). */
  jobSettings?: unknown;
  logger?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** Shown in the dashboard next to the jobs this worker took. */
  name?: string;
  /** Threads batches may not take on this worker, kept for classify (default 1 when concurrency is 2 or more). */
  reservedForClassify?: number;
  /** Told when an asynchronous job this worker ran has ended and its outcome is stored (its webhook is sent from here). */
  onJobEnded?: (ended: EndedJob) => void;
}

/** A batch taken while this worker's batch share is full waits at most this long for a batch slot (batchParking.ts). */
const BATCH_PARK_MS = 500;

/** Progress reaches Redis (and the API's event stream) at most this often per job. */
const PROGRESS_EVERY_MS = 250;

export class FleetWorker {
  readonly worker: Worker<FleetJobData, FleetJobResult>;
  private readonly threads: EmbeddedJobQueue;
  private readonly connection: Redis;
  private readonly payloads: RedisPayloadStore;
  /** Results, and payloads of finished jobs, on BullMQ's own connection: see `process`'s `finish`. */
  private readonly results: ResultStore;
  private readonly finishedPayloads: RedisPayloadStore;
  private readonly fileStore: FileStore;
  private readonly active = new Map<string, AbortController>();
  private readonly prefix: string;
  private readonly subscriber: Redis;
  private handingBack = false;
  private runningBatches = 0;
  private readonly batchSlots: number;
  private readonly parking = new BatchParking(BATCH_PARK_MS);
  /** Jobs added to the queue: an interactive one sends parked batches back, to free the slot kept for it. */
  private readonly arrivals: QueueEvents;
  private readonly arrivalsConnection: Redis;
  private closing: Promise<void> | undefined;

  constructor(private readonly options: FleetWorkerOptions) {
    const prefix = (this.prefix = options.prefix ?? 'wcab');
    const reserved = Math.min(options.reservedForClassify ?? 1, options.concurrency - 1);
    this.batchSlots = Math.max(1, options.concurrency - Math.max(0, reserved));
    this.payloads = new RedisPayloadStore(options.redis, prefix);
    this.threads = new EmbeddedJobQueue({
      processorPath: options.processorPath,
      threads: options.concurrency,
      maxQueue: options.concurrency,
      reservedForClassify: options.reservedForClassify,
      env: options.env,
      onJobDone: options.onJobDone,
      hostServices: options.hostServices,
      jobSettings: options.jobSettings,
      // Every thread started and warmed before it takes a job (embeddedJobQueue.ts `warm`).
      warm: true,
    });
    this.connection = options.redis.duplicate({ maxRetriesPerRequest: null, enableOfflineQueue: true });
    this.connection.on('error', () => undefined);
    this.results = new ResultStore(this.connection, prefix);
    this.finishedPayloads = new RedisPayloadStore(this.connection, prefix);
    this.fileStore = new FileStore(this.connection, prefix);
    this.worker = new Worker<FleetJobData, FleetJobResult>(QUEUE_NAME, (job, token) => this.process(job, token), {
      connection: this.connection,
      prefix,
      concurrency: options.concurrency,
      lockDuration: options.lockDurationMs ?? 8_000,
      stalledInterval: options.stalledIntervalMs ?? 5_000,
      maxStalledCount: 1,
      name: options.name,
    });
    this.worker.on('error', (err) => options.logger?.warn({ err: err.message }, 'worker connection error'));
    // Jobs the API no longer waits for (deadline passed, caller gone) are stopped at once.
    this.subscriber = options.redis.duplicate({ maxRetriesPerRequest: null, enableOfflineQueue: true });
    this.subscriber.on('error', () => undefined);
    void this.subscriber.subscribe(cancelChannel(prefix)).catch(() => undefined);
    this.subscriber.on('message', (_channel: string, jobId: string) => this.active.get(jobId)?.abort());
    this.arrivalsConnection = options.redis.duplicate({ maxRetriesPerRequest: null, enableOfflineQueue: true });
    this.arrivalsConnection.on('error', () => undefined);
    this.arrivals = new QueueEvents(QUEUE_NAME, { connection: this.arrivalsConnection, prefix });
    this.arrivals.on('error', () => undefined);
    this.arrivals.on('added', ({ name }) => {
      if (laneOf(name) === 'interactive') this.parking.releaseAll();
    });
    this.worker.on('failed', (job, err) => {
      if (err?.name === 'WaitingError' || err?.name === 'DelayedError') return;
      options.logger?.warn({ jobId: job?.id, reason: err?.message }, 'job failed');
    });
  }

  /** Jobs running on this worker now. */
  get running(): number {
    return this.active.size;
  }

  async ping(): Promise<void> {
    if (this.closing) throw new Error('worker closing');
    await this.options.redis.ping();
  }

  /** Stops taking jobs, lets running ones finish within `graceMs`, hands back the rest, closes. */
  close(graceMs = 25_000): Promise<void> {
    return (this.closing ??= (async () => {
      this.parking.releaseAll();
      const timer = setTimeout(() => {
        this.handingBack = true;
        for (const controller of this.active.values()) controller.abort();
      }, graceMs);
      try {
        // Bounded even when Redis is unreachable (BullMQ would wait for it): grace, then 5 s to hand back.
        await withDeadline(this.worker.close(), graceMs + 5000, () => new Error('close timed out')).catch(() => {
          void this.worker.close(true).catch(() => undefined);
        });
      } finally {
        clearTimeout(timer);
      }
      await this.threads.close();
      await this.arrivals.close().catch(() => undefined);
      this.arrivalsConnection.disconnect();
      this.subscriber.disconnect();
      this.connection.disconnect();
    })());
  }

  private async process(job: Job<FleetJobData, FleetJobResult>, token?: string): Promise<FleetJobResult> {
    const isBatch = laneOf(job.data.kind) === 'bulk';
    // Batches keep off the threads reserved for classify: one taken while the share is full waits,
    // keeping its turn, for a batch slot, or goes back to the queue with its priority (batchParking.ts).
    // One past its deadline goes on, to answer TIMEOUT without a thread.
    if (isBatch && this.runningBatches >= this.batchSlots && job.data.deadline > Date.now() && !this.closing) {
      // Parked at once (a slot freeing meanwhile must find it), then marked: the job is active in BullMQ but
      // not running, and its progress says so to a status read. Commands on the job's connection run in order,
      // so the marker is set before it is cleared or the job goes back.
      const parked = this.parking.wait();
      void job.updateProgress(PARKED_PROGRESS).catch(() => undefined);
      if ((await parked) === 'release' || this.runningBatches >= this.batchSlots) {
        await job.moveToWait(token);
        throw new WaitingError();
      }
    }
    if (isBatch) this.runningBatches++;
    try {
      // A batch reads as running only once marked so (protocol.ts STARTED_PROGRESS): taken is not yet started.
      if (isBatch) await job.updateProgress(STARTED_PROGRESS).catch(() => undefined);
      return await this.runJob(job, token);
    } finally {
      if (isBatch) {
        this.runningBatches--;
        this.parking.slotFreed();
      }
    }
  }

  private async runJob(job: Job<FleetJobData, FleetJobResult>, token?: string): Promise<FleetJobResult> {
    const data = job.data;
    const finish = async (produced: JobOutcome): Promise<FleetJobResult> => {
      // Files go to their own key, kept as long as the result, and only for a job someone will
      // come back for (an asynchronous one); the result and the completion event stay small.
      const { outcome, files } = takeFiles(produced);
      // The outcome is stored before the job completes, so a status read or a polling API never
      // finds the job gone without its result. The writes go on BullMQ's own connection, and Redis
      // runs one connection's commands in order: they are done before the moveToFinished script
      // that BullMQ sends next on it. So a synchronous job (whose caller gets the outcome from the
      // completion event; the stored copy only serves a missed event) does not wait for the
      // reply: one round trip less between one job and the next. An asynchronous job's stored
      // outcome is the caller's only copy: that job completes only once the write has succeeded.
      const stored = Promise.all([
        // The account's fleet-wide backlog (bullJobQueue.ts countIn), one job less.
        data.account ? this.connection.decr(backlogKey(this.prefix, data.account)) : undefined,
        files && data.owner ? this.fileStore.put(job.id!, files, data.keepMs) : undefined,
        this.results.put(job.id!, { outcome, kind: data.kind, owner: data.owner, createdAt: job.timestamp, finishedAt: Date.now() }, data.keepMs),
        this.finishedPayloads.delete(data.payload).catch(() => undefined),
      ]);
      if (data.owner) {
        await stored;
        const finishedAt = new Date();
        this.options.onJobEnded?.({
          status: { id: job.id!, kind: data.kind, state: 'completed', createdAt: new Date(job.timestamp), finishedAt, outcome },
          owner: data.owner,
          ...(data.webhookUrl ? { webhookUrl: data.webhookUrl } : {}),
        });
      } else stored.catch((err: Error) => this.options.logger?.warn({ jobId: job.id, err: err.message }, 'storing a result failed'));
      return { outcome };
    };
    const cancelledBySubmitter = async () => data.owner !== undefined && (await this.connection.exists(cancelledKey(this.prefix, job.id!))) === 1;
    const remaining = data.deadline - Date.now();
    if (remaining <= 0) return finish({ ok: false, code: 'TIMEOUT', message: 'Processing did not start before the deadline' });
    const payload = await this.payloads.get(data.payload);
    if (!payload) return finish({ ok: false, code: 'INTERNAL_ERROR', message: 'The document of this job is no longer available' });

    const controller = new AbortController();
    this.active.set(job.id!, controller);
    // Cancelled before this worker was listening for it (between the API's mark and our take).
    if (await cancelledBySubmitter()) {
      this.active.delete(job.id!);
      return finish(CANCELLED);
    }
    const progress = new ProgressForwarder(job, PROGRESS_EVERY_MS);
    try {
      const outcome = await this.threads
        .run(jobFromWire(data.kind, payload.document, payload.params), { timeoutMs: remaining, signal: controller.signal, onProgress: progress.report })
        .finally(() => progress.stop());
      return await finish(outcome);
    } catch (error) {
      if (controller.signal.aborted && !this.handingBack) {
        // Cancelled by its submitter (DELETE /v1/jobs/{id}), or by the API for a caller who left
        // or a deadline passed: nobody waits for the latter's outcome; it only closes the job.
        if (await cancelledBySubmitter().catch(() => false)) return await finish(CANCELLED);
        return await finish({ ok: false, code: 'SERVICE_UNAVAILABLE', message: 'The job was cancelled' });
      }
      if (controller.signal.aborted && this.handingBack) {
        // Shutdown grace is over: back to the queue for another worker, payload kept.
        await job.moveToWait(token);
        this.options.logger?.info({ jobId: job.id }, 'job handed back on shutdown');
        throw new WaitingError();
      }
      const outcome = outcomeOfError(error);
      // The detail stays in this worker's log; the caller gets the code and a generic message.
      if (!outcome.ok && outcome.code === 'INTERNAL_ERROR')
        this.options.logger?.error({ jobId: job.id, err: String((error as Error)?.stack ?? error) }, 'job threw');
      return await finish(outcome);
    } finally {
      this.active.delete(job.id!);
    }
  }
}
