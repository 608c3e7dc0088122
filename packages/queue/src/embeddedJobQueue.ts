/**
 * In-process JobQueue: a piscina worker-thread pool sized to the cores, with a bounded queue
 * (SERVICE_UNAVAILABLE when full) and a deadline per job (TIMEOUT; the thread running it is
 * aborted so a runaway document cannot hold a core). It is also what a fleet worker process runs
 * its BullMQ jobs through, so CPU-bound stages never block that process's event loop.
 *
 * Asynchronous jobs (`submit`/`status`) are kept in memory: their records, progress and outcome
 * live for `resultTtlMs` after they finish (at most `maxRecords` of them), then are forgotten.
 */
import { setMaxListeners } from 'node:events';
import os from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { ApiError } from '@wcab/contract';
import type {
  EndedJob,
  JobFile,
  JobOutcome,
  JobPage,
  JobProgress,
  JobQueue,
  JobRequest,
  JobStatus,
  ListOptions,
  QueueStats,
  RunOptions,
  SubmitOptions,
} from './jobQueue';
import { answerHostCall, type HostServices } from './hostServices';
import type { JobTelemetry } from './telemetry';
import type { ThreadData, ThreadMessage, ThreadResult, ThreadTask } from './threadEntry';
import { clearRetiring, isRetiring, retiringSlots } from './threadRetirement';
import { threadExecArgv } from '@wcab/vision/threadExecArgv';
import { environmentWith } from '@wcab/config/environment';
import { CANCELLED, newJobId, outcomeOfError, takeFiles } from './outcomes';
import { DiskJobFiles, type StoredFiles } from './diskJobFiles';
import { FairScheduler } from './fairScheduler';

const THREAD_ENTRY = fileURLToPath(new URL('./threadEntry.ts', import.meta.url));

export interface EmbeddedJobQueueOptions {
  /** Absolute path of the processor module (see JobProcessor). */
  processorPath: string;
  threads?: number;
  /** Jobs waiting beyond the running ones before new jobs are refused. */
  maxQueue?: number;
  /** Passed to each thread's environment (e.g. OCR thread limits). */
  env?: Record<string, string>;
  /** How long finished asynchronous jobs stay readable (default one hour). */
  resultTtlMs?: number;
  /** Most asynchronous job records kept; the oldest finished ones go first (default 10,000). */
  maxRecords?: number;
  /**
   * Most bytes of job files (asynchronous batches' split documents) held in memory; past it the
   * oldest jobs' files are let go first, their results stay (default 1 GiB).
   */
  maxFileBytes?: number;
  /**
   * A folder for those files (the API: DATA_DIR/jobs): written there instead of held in memory,
   * the same budget applied. Cleared on start and on close (job records live in memory).
   */
  fileDir?: string;
  /** Receives what each job reported (stage timings, OCR pages) and how it ended, for metrics. */
  onJobDone?: (report: JobReport) => void;
  /** Services this process runs for every job thread (one shared OCR pool, say): hostServices.ts. */
  hostServices?: HostServices;
  /** Threads batches may not take, kept for classify (fairScheduler.ts; default 1 when there are 2 or more). */
  reservedForClassify?: number;
  /** Told when an asynchronous job ends, however it ends (its webhook is sent from here). */
  onJobEnded?: (ended: EndedJob) => void;
  /**
   * The validated settings the jobs run with (plain data, e.g. @wcab/config's `settings.job`): each
   * thread builds its processor from them once (threadEntry.ts). Unset: the module's default processor.
   */
  jobSettings?: unknown;
  /**
   * Start every thread now and have each run the processor's warm-up job before it takes work
   * (threadEntry.ts): a service's first classify then finds a warm thread even while batches hold
   * the others (a thread started cold on demand once made that classify wait 16 s). Off: threads
   * start as work needs them and load the pipeline on their first job (a one-off CLI run).
   */
  warm?: boolean;
}

export interface JobReport {
  kind: string;
  outcome: JobOutcome | undefined;
  /** Seconds from the thread starting the job to its end. */
  seconds: number;
  telemetry: JobTelemetry | undefined;
}

interface JobRecord extends JobStatus {
  owner: string;
  /** In memory, or (with fileDir) what is needed to read them back from disk. */
  files?: JobFile[] | StoredFiles;
  webhookUrl?: string;
  /** Aborts the job (DELETE /v1/jobs/{id}): dropped from piscina's queue, or its thread ended. */
  abort: AbortController;
  /** Settles once the job has ended and its record says so. */
  ended: Promise<void>;
}

export class EmbeddedJobQueue implements JobQueue {
  private readonly pool: Piscina;
  /** Jobs admitted and not finished. Counted here because piscina's own queue bound is loose
   * while threads are still starting; this one is exact. */
  private inFlight = 0;
  private running = 0;
  private readonly capacity: number;
  private closed = false;
  private readonly records = new Map<string, JobRecord>();
  private readonly resultTtlMs: number;
  private readonly maxRecords: number;
  private readonly maxFileBytes: number;
  private fileBytes = 0;
  private readonly disk: DiskJobFiles | undefined;
  private readonly pruneTimer: NodeJS.Timeout;
  /** Threads that asked to be replaced (threadRetirement.ts) and are not yet gone. */
  private readonly retiring = retiringSlots();
  private retiredThreads = 0;
  /** Who gets the next free thread: classify first, accounts in turn (fairScheduler.ts). */
  private readonly scheduler: FairScheduler;

  constructor(private readonly options: EmbeddedJobQueueOptions) {
    const threads = options.threads ?? Math.max(1, os.availableParallelism());
    this.capacity = threads + (options.maxQueue ?? threads * 16);
    this.scheduler = new FairScheduler({ slots: threads, reservedForClassify: options.reservedForClassify });
    this.resultTtlMs = options.resultTtlMs ?? 3_600_000;
    this.maxRecords = options.maxRecords ?? 10_000;
    this.maxFileBytes = options.maxFileBytes ?? 1024 ** 3;
    this.disk = options.fileDir ? new DiskJobFiles(options.fileDir) : undefined;
    const workerData: ThreadData = { processorPath: options.processorPath, retiring: this.retiring, jobSettings: options.jobSettings, warm: options.warm };
    this.pool = new Piscina({
      filename: THREAD_ENTRY,
      workerData,
      // An idle thread that has not asked to retire: a retiring one is ended, never given a job.
      loadBalancer: (_task, workers) => workers.find((w) => w.currentUsage === 0 && !isRetiring(this.retiring, w.id)) ?? null,
      // Warm: every thread kept (a retired one is replaced at once, and warms before it is ready).
      minThreads: options.warm ? threads : 1,
      maxThreads: threads,
      idleTimeout: 60_000,
      execArgv: threadExecArgv(THREAD_ENTRY),
      // This process's environment with the queue's variables over it (OMP_THREAD_LIMIT, say).
      env: environmentWith(options.env),
    });
    this.pruneTimer = setInterval(() => this.prune(), Math.min(60_000, this.resultTtlMs));
    this.pruneTimer.unref();
  }

  async run(job: JobRequest, options: RunOptions): Promise<JobOutcome> {
    this.admit();
    return this.execute(job, options);
  }

  async submit(job: JobRequest, options: SubmitOptions): Promise<{ id: string }> {
    this.admit();
    const id = newJobId();
    let markEnded!: () => void;
    const record: JobRecord = {
      id,
      kind: job.kind,
      owner: options.owner,
      state: 'queued',
      createdAt: new Date(),
      abort: new AbortController(),
      ended: new Promise<void>((resolve) => (markEnded = resolve)),
      ...(options.webhookUrl ? { webhookUrl: options.webhookUrl } : {}),
    };
    this.records.set(id, record);
    this.prune();
    const announce = () => {
      markEnded();
      this.options.onJobEnded?.({ status: publicStatus(record), owner: record.owner, ...(record.webhookUrl ? { webhookUrl: record.webhookUrl } : {}) });
    };
    const finish = async (produced: JobOutcome) => {
      const { outcome, files } = takeFiles(produced);
      // Files are stored before the job reads as completed, so a download right after finds them.
      const stored = files && this.disk ? await this.disk.write(id, files) : files;
      record.state = 'completed';
      record.outcome = outcome;
      record.files = stored;
      this.fileBytes += sizeOf(stored);
      this.trimFiles();
      record.finishedAt = new Date();
    };
    this.execute(job, {
      timeoutMs: options.timeoutMs,
      account: options.owner,
      signal: record.abort.signal,
      onStart: () => (record.state = 'running'),
      onProgress: (progress) => (record.progress = progress),
    })
      .then(finish, (error: unknown) => finish(record.abort.signal.aborted ? CANCELLED : outcomeOfError(error)))
      .catch((error: unknown) => {
        // Only storing files can fail here (a full disk): the job still finishes, without them.
        record.state = 'completed';
        record.outcome ??= outcomeOfError(error);
        record.finishedAt ??= new Date();
      })
      .finally(announce);
    return { id };
  }

  async list(owner: string, options: ListOptions): Promise<JobPage> {
    this.prune();
    // Records are kept in submission order: newest first is the map backwards.
    const mine = [...this.records.values()].filter((r) => r.owner === owner).reverse();
    let start = 0;
    if (options.after) {
      const at = mine.findIndex((r) => r.id === options.after);
      // A cursor job that has since been forgotten: nothing newer than it is left to list after it.
      if (at < 0) return { jobs: [] };
      start = at + 1;
    }
    const jobs: JobStatus[] = [];
    for (let i = start; i < mine.length; i++) {
      const status = publicStatus(mine[i]!);
      if (options.accept && !options.accept(status)) continue;
      jobs.push(status);
      if (jobs.length === options.limit) return { jobs, ...(i + 1 < mine.length ? { next: mine[i]!.id } : {}) };
    }
    return { jobs };
  }

  async cancel(id: string, owner: string): Promise<JobStatus | undefined> {
    this.prune();
    const record = this.records.get(id);
    if (!record || record.owner !== owner) return undefined;
    if (record.state !== 'completed') {
      record.abort.abort();
      await record.ended;
    }
    return publicStatus(record);
  }

  async status(id: string, owner: string): Promise<JobStatus | undefined> {
    this.prune();
    const record = this.records.get(id);
    if (!record || record.owner !== owner) return undefined;
    return publicStatus(record);
  }

  async files(id: string, owner: string): Promise<JobFile[] | undefined> {
    this.prune();
    const record = this.records.get(id);
    if (!record || record.owner !== owner || !record.files) return undefined;
    return Array.isArray(record.files) ? record.files : this.disk?.read(id, record.files);
  }

  /** Threads ended because their job asked (a failed or overgrown engine), since the queue started. */
  get threadsRetired(): number {
    return this.retiredThreads;
  }

  async stats(): Promise<QueueStats> {
    return { waiting: Math.max(0, this.inFlight - this.running), active: this.running, delayed: 0 };
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('job queue closed');
  }

  /** Lets running jobs finish, then stops the threads. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.pruneTimer);
    await this.pool.close();
    this.disk?.close();
    await this.options.hostServices?.close?.();
  }

  private admit(): void {
    if (this.closed) throw new ApiError('SERVICE_UNAVAILABLE', 'The service is shutting down');
    if (this.inFlight >= this.capacity) throw new ApiError('SERVICE_UNAVAILABLE', 'The service is at capacity; retry shortly');
  }

  /** Runs an admitted job on a thread. */
  private async execute(job: JobRequest, options: RunOptions): Promise<JobOutcome> {
    this.inFlight++;
    const abort = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      abort.abort();
    }, options.timeoutMs);
    const cancel = () => abort.abort();
    options.signal?.addEventListener('abort', cancel, { once: true });
    if (options.signal?.aborted) abort.abort();

    const channel = new MessageChannel();
    const services = this.options.hostServices;
    /**
     * Aborted when this job is over, for host services still holding work of it. Made at the
     * job's first host call: most jobs (a text PDF) make none, and an abort builds a DOMException
     * with a stack trace, a measurable share of a fleet worker's main thread per job.
     */
    let ended: AbortController | undefined;
    const admitted = process.hrtime.bigint();
    let started: bigint | undefined;
    channel.port1.on('message', (message: ThreadMessage) => {
      if (message.type === 'start') {
        started = process.hrtime.bigint();
        this.running++;
        options.onStart?.();
      } else if (message.type === 'progress') {
        options.onProgress?.(message.progress as JobProgress);
      } else if (message.type === 'call') {
        void answerHostCall(services, message, (ended ??= jobEndController()).signal).then((reply) => {
          try {
            channel.port1.postMessage(reply);
          } catch {
            // The job ended (port closed) while the service ran: nobody is waiting for the answer.
          }
        });
      }
    });
    let result: ThreadResult | undefined;
    let release: (() => void) | undefined;
    try {
      const startBy = options.startWithinMs === undefined ? undefined : Date.now() + Math.min(options.startWithinMs, options.timeoutMs);
      release = await this.scheduler.acquire(job.kind, options.account ?? '', startBy, abort.signal);
      const document = movable(job.document);
      const task: ThreadTask = { job: { ...job, document }, port: channel.port2, hostServices: Object.keys(services?.handlers ?? {}) };
      result = (await this.pool.run(task, {
        signal: abort.signal,
        transferList: [document.buffer as ArrayBuffer, channel.port2],
      })) as ThreadResult;
      if (result.retireThread !== undefined) void this.retireThread(result.retireThread);
      return result.outcome;
    } catch (error) {
      if (timedOut) {
        throw new ApiError('TIMEOUT', `Processing did not finish within ${Math.round(options.timeoutMs / 1000)} s`);
      }
      if (abort.signal.aborted) throw new ApiError('SERVICE_UNAVAILABLE', 'The job was cancelled');
      throw error;
    } finally {
      release?.();
      this.inFlight--;
      if (started !== undefined) this.running--;
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
      channel.port1.close();
      ended?.abort(JOB_OVER);
      this.options.onJobDone?.({
        kind: job.kind,
        outcome: result?.outcome,
        seconds: Number(process.hrtime.bigint() - (started ?? admitted)) / 1e9,
        telemetry: result?.telemetry,
      });
    }
  }

  /**
   * Ends a thread that asked to be replaced; piscina starts another when work needs one. The
   * balancer already skips it, so no job is running on it or will be.
   */
  private async retireThread(threadId: number): Promise<void> {
    const worker = this.pool.threads.find((thread) => thread.threadId === threadId);
    try {
      if (worker) {
        await worker.terminate();
        this.retiredThreads++;
      }
    } finally {
      clearRetiring(this.retiring, threadId);
    }
  }

  private dropFiles(record: JobRecord): void {
    this.fileBytes -= sizeOf(record.files);
    if (record.files && !Array.isArray(record.files)) this.disk?.remove(record.id);
    record.files = undefined;
  }

  /** Lets go of the oldest jobs' files (records are kept in submission order) until the budget holds. */
  private trimFiles(): void {
    for (const record of this.records.values()) {
      if (this.fileBytes <= this.maxFileBytes) return;
      if (!record.files) continue;
      this.dropFiles(record);
    }
  }

  /** Forgets finished asynchronous jobs past their time, and the oldest beyond the count. */
  private prune(): void {
    const cutoff = Date.now() - this.resultTtlMs;
    let excess = this.records.size - this.maxRecords;
    for (const [id, record] of this.records) {
      const finished = record.finishedAt;
      if (finished && (finished.getTime() < cutoff || excess > 0)) {
        this.dropFiles(record);
        this.records.delete(id);
        excess--;
      }
    }
  }
}

/** A record as its owner may see it: a copy, without the owner, files or the abort handle. */
function publicStatus(record: JobRecord): JobStatus {
  const { id, kind, state, createdAt, finishedAt, progress, outcome } = record;
  return structuredClone({
    id,
    kind,
    state,
    createdAt,
    ...(finishedAt ? { finishedAt } : {}),
    ...(progress ? { progress } : {}),
    ...(outcome ? { outcome } : {}),
  });
}

const sizeOf = (files: JobFile[] | StoredFiles | undefined) =>
  !files ? 0 : Array.isArray(files) ? files.reduce((sum, f) => sum + f.bytes.byteLength, 0) : files.bytes;

/** The reason host services see when a job is over (a plain value: no stack trace to build). */
const JOB_OVER = 'job over';

/**
 * A view that can be moved to a thread: the document itself when it spans its whole buffer (the
 * usual case: a large decoded upload), else a copy (a small Buffer shares Node's pool with others).
 */
function movable(document: Uint8Array): Uint8Array {
  const whole = document.byteOffset === 0 && document.byteLength === document.buffer.byteLength;
  return whole && document.buffer instanceof ArrayBuffer ? document : new Uint8Array(document);
}

/**
 * The controller of a job's end, which each of its host calls in flight listens to until it is answered: a batch scan
 * keeps up to 10 OCR reads waiting besides its barcode reads, past Node's default of 10 listeners, whose warning is
 * meant for listeners that are never removed. These are (ocrPool.ts enqueue); the bound still catches a real leak.
 */
function jobEndController(): AbortController {
  const controller = new AbortController();
  setMaxListeners(64, controller.signal);
  return controller;
}
