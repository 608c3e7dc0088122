/**
 * What the process running a job offers the job, as ports the queue implements and the pipeline
 * uses (the pipeline imports no queue): progress, telemetry, the host's shared services (the OCR
 * pool) and the request to replace its thread. A queue hands one `JobHost` to the processor with
 * each job (`JobProcessor`); a caller that runs the processor itself may hand none.
 */

/** The stages metrics know; anything else is recorded as `other` (bounded label cardinality). */
export const JOB_STAGES = ['read', 'text', 'render', 'barcode', 'ocr', 'extract', 'classify', 'segment', 'llm', 'other'] as const;
export type JobStage = (typeof JOB_STAGES)[number];

/** How far a job has got: pages done and, once known, how many there are. */
export interface JobProgress {
  pagesDone: number;
  /** Unknown until the pipeline has counted the pages. */
  pagesTotal?: number;
}

/** A service the host runs for its job threads; payload and result cross threads by structured clone. */
export type HostServiceCall = (payload: unknown) => Promise<unknown>;

export interface JobHost {
  /** Pages done (and the total once known): async job status, MCP progress notifications. */
  progress(pagesDone: number, pagesTotal?: number): void;
  /** Adds `seconds` to the job's time in `stage` (wcab_job_stage_duration_seconds). */
  recordStage(stage: JobStage, seconds: number): void;
  /** Counts pages whose text came from OCR (wcab_ocr_pages_total). */
  countOcrPages(pages: number): void;
  /** Counts one call of the LLM stage with its outcome and the tokens the server reported. */
  countLlmCall(outcome: string, promptTokens: number, completionTokens: number): void;
  /** The host's service `name` (e.g. the shared OCR pool), when it offers one. */
  service(name: string): HostServiceCall | undefined;
  /** Asks that this thread be replaced once the job is answered (its engine failed or grew too large). */
  retireThread(): void;
}

/**
 * Services a process runs for its job threads, by name (the shared OCR pool: one per process). The
 * queue answers a thread's calls with them; `jobEnded` aborts when the calling job is over, so a
 * service that queues drops its work. Payload and result cross threads by structured clone.
 */
export type HostService = (payload: unknown, jobEnded?: AbortSignal) => Promise<unknown>;

export interface HostServices {
  /** The services, by name. */
  readonly handlers: Readonly<Record<string, HostService>>;
  /** Releases what they hold; the queue calls it when it closes, after its threads have stopped. */
  close?(): Promise<void>;
}
