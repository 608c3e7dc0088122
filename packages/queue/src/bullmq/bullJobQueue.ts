/**
 * The API side of the fleet: a JobQueue on BullMQ (Redis). Each job's document and parameters go
 * to the payload store; the BullMQ job carries only its key, kind and deadline. Worker processes
 * (apps/worker) run the same processor module as the embedded queue.
 *
 * Waiting for a synchronous reply, and why it cannot hang:
 * - One QueueEvents (one blocking Redis connection) per API process feeds every waiting request:
 *   a `completed` event carries the outcome, a `failed` event (a job whose worker died twice, or
 *   an infrastructure error) becomes a 500. Per-request listeners or connections would not scale.
 * - Every wait has a deadline (CLASSIFY_TIMEOUT_MS / BATCH_TIMEOUT_MS). Past it the caller gets
 *   504 TIMEOUT; a job still waiting in Redis is removed, and a running one is abandoned by its
 *   worker, which enforces the same deadline from the job data, so no core keeps working for a
 *   caller who left. A late result is simply dropped.
 * - Events can be missed (the events connection dropped and the stream was trimmed meanwhile, a
 *   job removed by an operator from the dashboard). A sweep polls the job of every request that
 *   has waited longer than `pollIntervalMs` (then less often as it runs long, at most every 10 s):
 *   its stored result, or its BullMQ state; a job that has vanished without a result answers 500
 *   rather than waiting for the deadline.
 * - Redis down: new jobs are refused at once with 503 (no offline queue, every command under a
 *   short deadline); requests already waiting get 503 once Redis has been gone `outageGraceMs`.
 */
import type { Redis } from 'ioredis';
import { Queue, QueueEvents, type JobsOptions } from 'bullmq';
import { ApiError, laneOf } from '@wcab/contract';
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
} from '../jobQueue';
import { CANCELLED, newJobId, withDeadline } from '../outcomes';
import { RedisPayloadStore, type PayloadStore } from './payloadStore';
import {
  backlogKey,
  cancelChannel,
  cancelledKey,
  hasStarted,
  JOB_DATA_SIZE_LIMIT,
  ownedJobsKey,
  priorityOf,
  QUEUE_NAME,
  type FleetJobData,
  type FleetJobResult,
} from './protocol';
import { ResultStore, SYNC_RESULT_TTL_MS } from './results';
import { FileStore } from './fileStore';
import { WaitingGauge } from './waitingGauge';

export interface BullJobQueueOptions {
  /** A fail-fast client (no offline queue): payloads and results. Owned by the caller. */
  redis: Redis;
  /** Namespaces every key (BullMQ's prefix, payloads, results). */
  prefix?: string;
  /** How long an asynchronous job's outcome stays readable (JOB_RESULT_TTL_S). */
  resultTtlMs?: number;
  /** Jobs waiting in Redis beyond which new jobs get 503 (QUEUE_MAX; the count is re-read every 100 ms, waitingGauge.ts); unset: unbounded. */
  maxWaiting?: number;
  /** A waiting request's job is first polled when it has heard nothing for this long (default 2 s). */
  pollIntervalMs?: number;
  /** Requests already waiting give up with 503 when Redis has been unreachable this long. */
  outageGraceMs?: number;
  /** Each synchronous job as the API saw it end to end (queue wait + processing), for metrics. */
  onRoundTrip?: (kind: string, result: string, seconds: number) => void;
  logger?: { warn(obj: object, msg: string): void };
  /**
   * Told when this process ends an asynchronous job itself (cancelled while still waiting); a job
   * a worker ran is announced by that worker (FleetWorkerOptions.onJobEnded).
   */
  onJobEnded?: (ended: EndedJob) => void;
}

/** Most jobs an owner's index keeps (the newest); older ones have long expired in practice. */
const OWNED_JOBS_MAX = 10_000;
/** A list request reads at most this many jobs' states to fill one filtered page. */
const LIST_SCAN_MAX = 1_000;
const LIST_CHUNK = 50;

/** Every Redis command on a request's path finishes or fails within this. */
const COMMAND_TIMEOUT_MS = 3000;

/**
 * Finished jobs leave BullMQ at once (their outcome is in the ResultStore). Failed ones (a worker
 * died twice on them, or an infrastructure error) stay a day for the dashboard, at most 5,000.
 * The same policy for every job: BullMQ trims a finished set with the settings of the job that
 * finishes last, so per-job policies would interfere.
 */
const JOB_OPTIONS: JobsOptions = {
  attempts: 1,
  removeOnComplete: true,
  removeOnFail: { age: 24 * 3600, count: 5000 },
  sizeLimit: JOB_DATA_SIZE_LIMIT,
};

const STALLED = /stalled/i;

/** INCR, and push the expiry out to this job's deadline (never pull it in). */
const COUNT_IN = `local n = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/** Seconds a caller refused at its start deadline is told to wait. */
const START_RETRY_AFTER_S = 10;

export function outcomeOfFailure(failedReason: string | undefined): JobOutcome {
  if (failedReason && STALLED.test(failedReason)) {
    return { ok: false, code: 'INTERNAL_ERROR', message: 'The worker processing the document stopped before finishing it' };
  }
  return { ok: false, code: 'INTERNAL_ERROR', message: 'Internal error while processing the document' };
}

const LOST: JobOutcome = { ok: false, code: 'INTERNAL_ERROR', message: 'The job was removed before it finished' };

interface Waiter {
  kind: string;
  account?: string;
  since: number;
  /** Set once the job is in Redis: only then may the sweep conclude it vanished. */
  added: boolean;
  /** When the sweep next polls this job: pollIntervalMs after the start, then less often as it runs long. */
  nextPoll: number;
  /** Refuses the job with 503 if it is still waiting in Redis at its start deadline (RunOptions.startWithinMs). */
  startTimer?: NodeJS.Timeout;
  payloadKey?: string;
  timer: NodeJS.Timeout;
  onProgress?: (progress: JobProgress) => void;
  /** Removes the caller's abort listener. */
  detach?: () => void;
  resolve(outcome: JobOutcome): void;
  reject(error: Error): void;
}

const cancelled = () => new ApiError('SERVICE_UNAVAILABLE', 'The job was cancelled');
const unavailable = () => new ApiError('SERVICE_UNAVAILABLE', 'The job queue is unreachable; retry shortly', { 'Retry-After': '5' });

export class BullJobQueue implements JobQueue {
  readonly queue: Queue;
  private readonly events: QueueEvents;
  private readonly queueConnection: Redis;
  private readonly eventsConnection: Redis;
  private readonly payloads: PayloadStore;
  private readonly results: ResultStore;
  private readonly fileStore: FileStore;
  private readonly waiting: WaitingGauge;
  private readonly waiters = new Map<string, Waiter>();
  private readonly sweepTimer: NodeJS.Timeout;
  private readonly resultTtlMs: number;
  private readonly pollIntervalMs: number;
  private readonly outageGraceMs: number;
  private downSince: number | undefined;
  private sweeping = false;
  private closed = false;

  private readonly prefix: string;

  constructor(private readonly options: BullJobQueueOptions) {
    const prefix = (this.prefix = options.prefix ?? 'wcab');
    const redis = options.redis;
    this.resultTtlMs = options.resultTtlMs ?? 3_600_000;
    this.pollIntervalMs = options.pollIntervalMs ?? 2000;
    this.outageGraceMs = options.outageGraceMs ?? 10_000;
    this.payloads = new RedisPayloadStore(redis, prefix);
    this.results = new ResultStore(redis, prefix);
    this.fileStore = new FileStore(redis, prefix);
    // BullMQ gets connections of its own. The producer's may queue commands while it (re)connects:
    // requests reach it only while the main client is ready (assertUp) and every command is under
    // a short deadline (guard). The events stream's is blocking (no per-command retry limit, as
    // BullMQ requires).
    this.queueConnection = redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: 1 });
    this.eventsConnection = redis.duplicate({ maxRetriesPerRequest: null, enableOfflineQueue: true });
    const warn = (what: string) => (err: Error) => options.logger?.warn({ err: err.message }, `${what} error`);
    this.queueConnection.on('error', () => undefined);
    this.eventsConnection.on('error', () => undefined);
    this.queue = new Queue(QUEUE_NAME, { connection: this.queueConnection, prefix, defaultJobOptions: JOB_OPTIONS });
    this.queue.on('error', warn('queue'));
    // Jobs carry priorities (classify first, accounts in turn), so they wait in `prioritized`.
    this.waiting = new WaitingGauge(() => this.queue.getJobCountByTypes('waiting', 'prioritized'));
    this.events = new QueueEvents(QUEUE_NAME, { connection: this.eventsConnection, prefix });
    this.events.on('error', warn('queue events'));
    this.events.on('completed', ({ jobId, returnvalue }) => {
      if (!this.waiters.has(jobId)) return;
      const result = (typeof returnvalue === 'string' ? safeParse(returnvalue) : returnvalue) as FleetJobResult | undefined;
      this.settle(jobId, { outcome: result?.outcome ?? LOST });
    });
    this.events.on('progress', ({ jobId, data }) => {
      const progress = toProgress(data);
      if (progress) this.waiters.get(jobId)?.onProgress?.(progress);
    });
    this.events.on('failed', ({ jobId, failedReason }) => {
      const waiter = this.waiters.get(jobId);
      if (!waiter) return;
      if (waiter.payloadKey) void this.payloads.delete(waiter.payloadKey).catch(() => undefined);
      this.settle(jobId, { outcome: outcomeOfFailure(failedReason) });
    });
    this.sweepTimer = setInterval(() => void this.sweep(), Math.max(50, Math.min(this.pollIntervalMs, 1000)));
    this.sweepTimer.unref();
  }

  async run(job: JobRequest, options: RunOptions): Promise<JobOutcome> {
    this.assertUp();
    if (options.signal?.aborted) throw cancelled();
    const id = newJobId();
    const deadline = Date.now() + options.timeoutMs;
    let waiter!: Waiter;
    const promise = new Promise<JobOutcome>((resolve, reject) => {
      waiter = {
        kind: job.kind,
        account: options.account,
        since: Date.now(),
        added: false,
        nextPoll: Date.now() + this.pollIntervalMs,
        onProgress: options.onProgress,
        resolve,
        reject,
        timer: setTimeout(() => {
          const payloadKey = this.waiters.get(id)?.payloadKey;
          this.settle(id, { error: new ApiError('TIMEOUT', `Processing did not finish within ${Math.round(options.timeoutMs / 1000)} s`) });
          void this.stop(id, payloadKey);
        }, options.timeoutMs),
      };
    });
    // Registered before the job exists, so even an instant completion event finds its waiter.
    this.waiters.set(id, waiter);
    // The caller going away (an MCP client cancelling) ends the wait and stops the job.
    const signal = options.signal;
    if (signal) {
      const onAbort = () => {
        const payloadKey = this.waiters.get(id)?.payloadKey;
        this.settle(id, { error: cancelled() });
        void this.stop(id, payloadKey);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      waiter.detach = () => signal.removeEventListener('abort', onAbort);
    }
    try {
      waiter.payloadKey = await this.enqueue(id, job, { deadline, keepMs: SYNC_RESULT_TTL_MS, account: options.account });
      waiter.added = true;
      if (options.startWithinMs !== undefined && this.waiters.has(id)) {
        waiter.startTimer = setTimeout(() => void this.refuseIfNotStarted(id), Math.min(options.startWithinMs, options.timeoutMs));
      }
    } catch (error) {
      this.settle(id, { error: error as Error });
    }
    return promise;
  }

  /**
   * At the start deadline: a job still waiting in Redis (not taken by a worker) is removed and its
   * caller answered 503 with a Retry-After now, rather than 504 at the end of the deadline. A job
   * a worker holds cannot be removed (its lock), and is waited for as before.
   */
  private async refuseIfNotStarted(id: string): Promise<void> {
    const waiter = this.waiters.get(id);
    if (!waiter) return;
    const removed = await withDeadline(this.queue.remove(id), COMMAND_TIMEOUT_MS, unavailable).catch(() => 0);
    if (!removed) return;
    if (waiter.payloadKey) void this.payloads.delete(waiter.payloadKey).catch(() => undefined);
    void this.unlog(waiter.account);
    this.settle(id, {
      error: new ApiError('SERVICE_UNAVAILABLE', `Every worker is busy and this ${waiter.kind} could not start in time; retry after ${START_RETRY_AFTER_S} s`, {
        'Retry-After': String(START_RETRY_AFTER_S),
      }),
    });
  }

  /** The account's backlog counter, less one job that will never reach a worker. */
  private async unlog(account: string | undefined): Promise<void> {
    if (account) await withDeadline(this.options.redis.decr(backlogKey(this.prefix, account)), COMMAND_TIMEOUT_MS, unavailable).catch(() => undefined);
  }

  async submit(job: JobRequest, options: SubmitOptions): Promise<{ id: string }> {
    this.assertUp();
    const id = newJobId();
    // Indexed under its owner before it exists, so GET /v1/jobs never misses a job that runs.
    const owned = ownedJobsKey(this.prefix, options.owner);
    await guard(
      this.options.redis
        .multi()
        .zadd(owned, Date.now(), id)
        .zremrangebyrank(owned, 0, -OWNED_JOBS_MAX - 1)
        .pexpire(owned, options.timeoutMs + this.resultTtlMs + 60_000)
        .exec(),
    );
    await this.enqueue(id, job, {
      deadline: Date.now() + options.timeoutMs,
      keepMs: this.resultTtlMs,
      owner: options.owner,
      account: options.owner,
      ...(options.webhookUrl ? { webhookUrl: options.webhookUrl } : {}),
    });
    return { id };
  }

  async list(owner: string, options: ListOptions): Promise<JobPage> {
    this.assertUp();
    const owned = ownedJobsKey(this.prefix, owner);
    const redis = this.options.redis;
    let start = 0;
    if (options.after) {
      const rank = await guard(redis.zrevrank(owned, options.after));
      if (rank === null) return { jobs: [] };
      start = rank + 1;
    }
    const total = await guard(redis.zcard(owned));
    const jobs: JobStatus[] = [];
    const gone: string[] = [];
    try {
      for (let scanned = 0; scanned < LIST_SCAN_MAX && start < total; ) {
        const ids = await guard(redis.zrevrange(owned, start, start + LIST_CHUNK - 1));
        if (ids.length === 0) break;
        const statuses = await Promise.all(ids.map((id) => this.status(id, owner)));
        for (let i = 0; i < ids.length; i++) {
          start++;
          scanned++;
          const status = statuses[i];
          if (!status) gone.push(ids[i]!);
          else if (!options.accept || options.accept(status)) jobs.push(status);
          if (jobs.length === options.limit || scanned === LIST_SCAN_MAX) return { jobs, ...(start < total ? { next: ids[i]! } : {}) };
        }
      }
      return { jobs };
    } finally {
      // Jobs past their retention leave the index as they are met.
      if (gone.length) void redis.zrem(owned, ...gone).catch(() => undefined);
    }
  }

  async cancel(id: string, owner: string, waitMs = 3000): Promise<JobStatus | undefined> {
    const status = await this.status(id, owner);
    if (!status || status.state === 'completed') return status;
    // Marked first: a worker that takes the job from now on, or holds it, ends it as cancelled.
    await guard(this.options.redis.set(cancelledKey(this.prefix, id), '1', 'PX', this.resultTtlMs + 60_000));
    const job = await guard(this.queue.getJob(id));
    // Removing fails for a job a worker holds (locked); one still waiting is gone at once.
    const removed = job ? await guard(this.queue.remove(id)).catch(() => 0) : 0;
    if (removed && job) {
      const data = job.data as FleetJobData;
      const finishedAt = Date.now();
      await guard(this.results.put(id, { outcome: CANCELLED, kind: data.kind, owner, createdAt: job.timestamp, finishedAt }, this.resultTtlMs));
      void this.payloads.delete(data.payload).catch(() => undefined);
      const ended: JobStatus = {
        id,
        kind: data.kind,
        state: 'completed',
        createdAt: new Date(job.timestamp),
        finishedAt: new Date(finishedAt),
        outcome: CANCELLED,
      };
      this.options.onJobEnded?.({ status: ended, owner, ...(data.webhookUrl ? { webhookUrl: data.webhookUrl } : {}) });
      return ended;
    }
    await guard(this.options.redis.publish(cancelChannel(this.prefix), id));
    // The worker aborts the job's thread and stores the outcome: usually well within a second.
    const until = Date.now() + waitMs;
    for (;;) {
      const now = await this.status(id, owner);
      if (!now || now.state === 'completed' || Date.now() >= until) return now;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async status(id: string, owner: string): Promise<JobStatus | undefined> {
    this.assertUp();
    const stored = await guard(this.results.get(id));
    if (stored) {
      if (stored.owner !== owner) return undefined;
      return {
        id,
        kind: stored.kind,
        state: 'completed',
        createdAt: new Date(stored.createdAt),
        finishedAt: new Date(stored.finishedAt),
        outcome: stored.outcome,
      };
    }
    const job = await guard(this.queue.getJob(id));
    const data = job?.data as FleetJobData | undefined;
    if (!job || !data || data.owner !== owner) return undefined;
    const state = await guard(job.getState());
    const base = { id, kind: data.kind, createdAt: new Date(job.timestamp) };
    if (state === 'failed' || state === 'completed') {
      const finishedAt = job.finishedOn ?? Date.now();
      if (finishedAt + this.resultTtlMs < Date.now()) return undefined;
      const outcome = state === 'failed' ? outcomeOfFailure(job.failedReason) : ((job.returnvalue as FleetJobResult | null)?.outcome ?? LOST);
      return { ...base, state: 'completed', finishedAt: new Date(finishedAt), outcome };
    }
    const progress = toProgress(job.progress);
    // A batch is active in BullMQ from the moment a worker takes it, but runs only once that worker marks it
    // started; until then (taken, or parked waiting for a batch slot: batchParking.ts) it is queued.
    const running = state === 'active' && (laneOf(data.kind) !== 'bulk' || hasStarted(job.progress));
    return { ...base, state: running ? 'running' : 'queued', ...(progress ? { progress } : {}) };
  }

  async files(id: string, owner: string): Promise<JobFile[] | undefined> {
    this.assertUp();
    // The result carries the owner; files are written before it, and expire with it.
    const stored = await guard(this.results.get(id));
    if (!stored || stored.owner !== owner) return undefined;
    return guard(this.fileStore.get(id));
  }

  /** Resolves once the producer and the events stream are connected (tests; startup is not held up by it). */
  async ready(): Promise<void> {
    await Promise.all([this.queue.waitUntilReady(), this.events.waitUntilReady()]);
  }

  async stats(): Promise<QueueStats> {
    const counts = await guard(this.queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed'));
    return { waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0), active: counts.active ?? 0, delayed: counts.delayed ?? 0 };
  }

  /** Fails only once closed: Redis reachability is the `redis` health check's to report, not twice. */
  async ping(): Promise<void> {
    if (this.closed) throw new Error('job queue closed');
  }

  /** Stops the sweep and the events stream; requests still waiting get 503 (the server has drained them first). */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.sweepTimer);
    for (const id of [...this.waiters.keys()]) this.settle(id, { error: new ApiError('SERVICE_UNAVAILABLE', 'The service is shutting down') });
    // Disconnecting first interrupts the events stream's blocking read (BullMQ leaves a connection it
    // was given open). Bounded: with Redis unreachable BullMQ's close would wait for it.
    this.eventsConnection.disconnect();
    const closed = Promise.allSettled([this.events.close(), this.queue.close()]);
    if (this.queueConnection.status === 'ready') await withDeadline(closed, 3000, () => new Error('close timed out')).catch(() => undefined);
    this.queueConnection.disconnect();
  }

  private assertUp(): void {
    if (this.closed) throw new ApiError('SERVICE_UNAVAILABLE', 'The service is shutting down');
    if (this.options.redis.status !== 'ready') throw unavailable();
  }

  /** Stores the payload, then adds the job; returns the payload key. */
  private async enqueue(
    id: string,
    job: JobRequest,
    opts: { deadline: number; keepMs: number; owner?: string; account?: string; webhookUrl?: string },
  ): Promise<string> {
    if (this.options.maxWaiting !== undefined) {
      const waiting = await guard(this.waiting.current());
      if (waiting >= this.options.maxWaiting) {
        throw new ApiError('SERVICE_UNAVAILABLE', 'The service is at capacity; retry shortly', { 'Retry-After': '5' });
      }
    }
    // The payload outlives the deadline a little, for a worker that is just finishing; then it expires.
    const payload = await guard(this.payloads.put(id, { document: job.document, params: job.params }, opts.deadline - Date.now() + 60_000));
    const data: FleetJobData = {
      kind: job.kind,
      payload,
      deadline: opts.deadline,
      keepMs: opts.keepMs,
      ...(opts.owner ? { owner: opts.owner } : {}),
      ...(opts.account ? { account: opts.account } : {}),
      ...(opts.webhookUrl ? { webhookUrl: opts.webhookUrl } : {}),
    };
    try {
      const priority = priorityOf(job.kind, opts.account ? await guard(this.countIn(opts.account, opts.deadline)) : 0);
      await guard(this.queue.add(job.kind, data, { jobId: id, priority }));
      this.waiting.added();
    } catch (error) {
      void this.payloads.delete(payload).catch(() => undefined);
      throw error;
    }
    return payload;
  }

  /**
   * Counts a job into its account's backlog (fleet-wide, in Redis; the worker that finishes it
   * counts it out) and returns how many of the account's jobs were ahead of it. The counter expires
   * after the latest deadline, so one lost with a killed worker does not outlive its jobs.
   */
  private async countIn(account: string, deadline: number): Promise<number> {
    const key = backlogKey(this.prefix, account);
    const count = (await this.options.redis.eval(COUNT_IN, 1, key, Math.max(1000, deadline - Date.now() + 60_000))) as number;
    return count - 1;
  }

  private settle(id: string, result: { outcome: JobOutcome } | { error: Error }): void {
    const waiter = this.waiters.get(id);
    if (!waiter) return;
    this.waiters.delete(id);
    clearTimeout(waiter.timer);
    clearTimeout(waiter.startTimer);
    waiter.detach?.();
    const seconds = (Date.now() - waiter.since) / 1000;
    if ('outcome' in result) {
      this.options.onRoundTrip?.(waiter.kind, result.outcome.ok ? 'ok' : result.outcome.code, seconds);
      waiter.resolve(result.outcome);
    } else {
      this.options.onRoundTrip?.(waiter.kind, result.error instanceof ApiError ? result.error.code : 'INTERNAL_ERROR', seconds);
      waiter.reject(result.error);
    }
  }

  /**
   * Past the deadline or on the caller's abort: a job still waiting is removed with its payload; a
   * running one is stopped by its worker, told on the cancel channel (and which would in any case
   * give up at the deadline it carries).
   */
  private async stop(id: string, payloadKey: string | undefined): Promise<void> {
    try {
      const removed = await withDeadline(this.queue.remove(id), COMMAND_TIMEOUT_MS, unavailable).catch(() => 0);
      if (removed && payloadKey) await this.payloads.delete(payloadKey);
      if (!removed) await withDeadline(this.options.redis.publish(cancelChannel(this.prefix), id), COMMAND_TIMEOUT_MS, unavailable);
    } catch {
      // Redis away: the worker's own deadline and the payload TTL clean up.
    }
  }

  /** The fallback for missed events; see the module comment. */
  private async sweep(): Promise<void> {
    if (this.sweeping || this.waiters.size === 0) return;
    this.sweeping = true;
    try {
      const now = Date.now();
      if (this.options.redis.status !== 'ready') {
        this.downSince ??= now;
        if (now - this.downSince >= this.outageGraceMs) {
          for (const [id, waiter] of this.waiters) if (waiter.added) this.settle(id, { error: unavailable() });
        }
        return;
      }
      this.downSince = undefined;
      const due = [...this.waiters.entries()].filter(([, w]) => w.added && now >= w.nextPoll);
      // A long job is polled every quarter of its age so far, at most every 10 s: missed events are
      // rare, and hundreds of long batches must not turn into hundreds of reads a second.
      for (const [, w] of due) w.nextPoll = now + Math.min(10_000, Math.max(this.pollIntervalMs, (now - w.since) / 4));
      await Promise.all(due.map(([id]) => this.check(id)));
    } finally {
      this.sweeping = false;
    }
  }

  private async check(id: string): Promise<void> {
    try {
      const stored = await guard(this.results.get(id));
      if (stored) return this.settle(id, { outcome: stored.outcome });
      const job = await guard(this.queue.getJob(id));
      if (!job) {
        // Completed and removed between the two reads, or removed by hand.
        const again = await guard(this.results.get(id));
        return this.settle(id, { outcome: again?.outcome ?? LOST });
      }
      if (job.finishedOn && job.failedReason) this.settle(id, { outcome: outcomeOfFailure(job.failedReason) });
    } catch {
      // Redis hiccup: the next sweep, the outage grace or the deadline settles it.
    }
  }
}

function guard<T>(promise: Promise<T>): Promise<T> {
  return withDeadline(promise, COMMAND_TIMEOUT_MS, unavailable).catch((error: unknown) => {
    throw error instanceof ApiError ? error : unavailable();
  });
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function toProgress(value: unknown): JobProgress | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { pagesDone, pagesTotal } = value as { pagesDone?: unknown; pagesTotal?: unknown };
  if (typeof pagesDone !== 'number') return undefined;
  return { pagesDone, ...(typeof pagesTotal === 'number' ? { pagesTotal } : {}) };
}
