/**
 * In-process JobQueue: a piscina worker-thread pool sized to the cores, with a bounded queue
 * (SERVICE_UNAVAILABLE when full) and a deadline per job (TIMEOUT; the thread running it is
 * aborted so a runaway document cannot hold a core).
 */
import os from 'node:os';
import { Piscina } from 'piscina';
import { ApiError } from '@wcab/contract';
import type { JobOutcome, JobQueue, JobRequest, RunOptions } from './jobQueue';
import { threadExecArgv } from './threadExecArgv';

export interface EmbeddedJobQueueOptions {
  /** Absolute path of the processor module (see JobProcessor). */
  processorPath: string;
  threads?: number;
  /** Jobs waiting beyond the running ones before new jobs are refused. */
  maxQueue?: number;
  /** Passed to each thread's environment (e.g. OCR thread limits). */
  env?: Record<string, string>;
}

export class EmbeddedJobQueue implements JobQueue {
  private readonly pool: Piscina;
  /** Jobs admitted and not finished. Counted here because piscina's own queue bound is loose
   * while threads are still starting; this one is exact. */
  private inFlight = 0;
  private readonly capacity: number;
  private closed = false;

  constructor(options: EmbeddedJobQueueOptions) {
    const threads = options.threads ?? Math.max(1, os.availableParallelism());
    this.capacity = threads + (options.maxQueue ?? threads * 16);
    this.pool = new Piscina({
      filename: options.processorPath,
      minThreads: 1,
      maxThreads: threads,
      idleTimeout: 60_000,
      execArgv: threadExecArgv(options.processorPath),
      env: { ...process.env, ...options.env } as Record<string, string>,
    });
  }

  async run(job: JobRequest, options: RunOptions): Promise<JobOutcome> {
    if (this.closed) throw new ApiError('SERVICE_UNAVAILABLE', 'The service is shutting down');
    if (this.inFlight >= this.capacity) throw new ApiError('SERVICE_UNAVAILABLE', 'The service is at capacity; retry shortly');
    this.inFlight++;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), options.timeoutMs);
    try {
      // Copy into a buffer of our own so it can be moved to the thread without a second copy.
      const document = new Uint8Array(job.document);
      return (await this.pool.run(
        { ...job, document },
        { signal: abort.signal, transferList: [document.buffer as ArrayBuffer] },
      )) as JobOutcome;
    } catch (error) {
      if (abort.signal.aborted) {
        throw new ApiError('TIMEOUT', `Processing did not finish within ${Math.round(options.timeoutMs / 1000)} s`);
      }
      throw error;
    } finally {
      this.inFlight--;
      clearTimeout(timer);
    }
  }

  async ping(): Promise<void> {
    if (this.closed) throw new Error('job queue closed');
  }

  /** Lets running jobs finish, then stops the threads. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.close();
  }
}
