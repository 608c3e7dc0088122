/**
 * What every tool call goes through: admission (the key's rate limits, counted by the HTTP layer
 * before dispatch), progress notifications, cancellation, the job itself, the usage record, and
 * the translation of failures into `isError` results. Nothing internal (stack, server path)
 * reaches the client: ApiError messages are written for callers, anything else becomes a generic
 * INTERNAL_ERROR whose detail stays in the server log.
 */
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { CallToolResult, ServerContext } from '@modelcontextprotocol/server';
import { ACCEPTED_FORMATS, sniffFormat } from '@wcab/pdf/sniff';
import { ApiError, type JobKind, type JobParamsInput } from '@wcab/contract';
import { fingerprintOf, runIdempotentJob, startWithin, type GatewayLearning, type GatewayLimits, type IdempotentDeps } from '@wcab/gateway';
import type { Clock } from '@wcab/ratelimit';
import type { JobOutcome, JobQueue, JobRequest, RunOptions } from '@wcab/queue';
import type { FileRoots } from '../fileRoots';

/** Progress and cancellation hooks of a JobQueue run, where the queue offers them. */
interface QueueHooks {
  signal?: AbortSignal;
  onProgress?: (progress: { pagesDone: number; pagesTotal?: number }) => void;
}

/** The scope each tool requires besides `mcp`: the one its REST route requires. */
export const TOOL_SCOPE: Readonly<Record<string, 'classify' | 'batch' | 'feedback'>> = {
  classify_document: 'classify',
  classify_file: 'classify',
  analyze_batch: 'batch',
  submit_correction: 'feedback',
};

/** Status recorded for a call the client cancelled (nginx's "client closed request"). */
export const CANCELLED_STATUS = 499;

/** Per-HTTP-request view of metering; absent in the local stdio mode (no key, nothing counted). */
export interface CallMeter {
  /** The admission decision the HTTP layer made for this JSON-RPC request id. */
  admission(requestId: string | number): {
    refusal?: ApiError;
    /** Aborted when the call is cancelled or its client goes away. */
    signal?: AbortSignal;
    /** Aborted only when the client cancels the call (notifications/cancelled), not when it goes away. */
    cancelled?: AbortSignal;
  };
  /**
   * The key's scopes: a tool runs only with the scope its REST route requires (`classify` for the
   * classify tools, `batch` for analyze_batch) besides `mcp`, so /mcp is no way around a narrower key.
   */
  scopes: readonly string[];
  /** The key id: its jobs take turns with other accounts' for threads. */
  account: string;
  /** Appends the finished call to the usage log. */
  record(tool: string, status: number, pages: number, durationMs: number): void;
  /** The request's Idempotency-Key header (checked), when it carries one tools/call. */
  idempotencyKey?: string;
}

export interface ToolDeps {
  queue: JobQueue;
  limits: GatewayLimits;
  files: FileRoots;
  logger: Logger;
  /** 'http': the shared endpoint (keys, operator roots); 'stdio': the user's own machine. */
  mode: 'http' | 'stdio';
  now(): number;
  /** Corrections (submit_correction, and the learned layer on the key's answers); the HTTP endpoint only. */
  learning?: GatewayLearning;
  clock?: Clock;
  /** Idempotency-Key records and the job path they run on (the HTTP endpoint, shared with REST). */
  idempotency?: IdempotentDeps;
}

export interface ToolCall {
  ctx: ServerContext;
  /** Aborts when the client cancels the call or goes away. */
  signal: AbortSignal;
  progress(progress: number, total?: number, message?: string): Promise<void>;
  /**
   * Runs a pipeline job, its params typed by the kind's JobSpec (@wcab/contract jobs.ts; the page
   * limit is this endpoint's); resolves with its data and page count, throws ApiError otherwise.
   */
  runJob<K extends JobKind>(kind: K, document: Uint8Array, params: ToolJobParams<K>): Promise<{ data: unknown; pages: number }>;
}

/** What a tool decides of a job: everything but the page limit (the endpoint's) and kept documents (HTTP async only). */
export type ToolJobParams<K extends JobKind> = Omit<JobParamsInput<K>, 'maxPages' | 'keep_documents'>;

export type ToolBody = (call: ToolCall) => Promise<{ data: Record<string, unknown>; pages: number }>;

/**
 * Wraps a tool body: admission, cancellation, progress, result shaping (checked against the
 * contract's `output` schema), usage. `label` names the input in error messages (a file name the
 * caller gave), never a server path.
 */
export async function runTool(
  deps: ToolDeps,
  meter: CallMeter | undefined,
  tool: string,
  ctx: ServerContext,
  body: ToolBody,
  output: z.ZodType<Record<string, unknown>>,
  label?: string,
): Promise<CallToolResult> {
  const admission = meter?.admission(ctx.mcpReq.id) ?? {};
  if (admission.refusal) return toolError(admission.refusal, label);
  // Checked before the tool reads anything (a file under the roots, the document).
  const scope = TOOL_SCOPE[tool];
  if (meter && (!scope || !meter.scopes.includes(scope))) {
    return toolError(new ApiError('FORBIDDEN', `This API key lacks the "${scope ?? tool}" scope this tool requires (as its REST route does)`), label);
  }
  const signal = admission.signal ? AbortSignal.any([ctx.mcpReq.signal, admission.signal]) : ctx.mcpReq.signal;
  const started = deps.now();
  let status = 200;
  let pages = 0;
  // A call answered from an earlier one with its Idempotency-Key was written to the usage log by that one.
  let recordUsage = true;
  // A call under an Idempotency-Key that submitted its job itself (not one waiting for an earlier call's).
  let submittedKeyedJob = false;
  let lastProgress = -1;
  const progress = async (value: number, total?: number, message?: string) => {
    // Progress must increase with every notification (MCP spec); stale or repeated values are dropped.
    if (value <= lastProgress) return;
    lastProgress = value;
    await sendProgress(ctx, value, total, message);
  };
  const call: ToolCall = {
    ctx,
    signal,
    progress,
    runJob: async (kind, document, params) => {
      const isBatch = kind === 'batch';
      // `signal` and `onProgress` are honoured by queues that support them (the scale-out work adds
      // both); a queue without them ignores the fields, and the wait is abandoned on abort anyway.
      const options: RunOptions & QueueHooks = {
        timeoutMs: isBatch ? deps.limits.batchTimeoutMs : deps.limits.classifyTimeoutMs,
        // The shared endpoint: accounts take turns, and a call that cannot start in time is refused.
        ...(meter
          ? { account: meter.account, startWithinMs: startWithin(deps, kind, isBatch ? deps.limits.batchTimeoutMs : deps.limits.classifyTimeoutMs) }
          : {}),
        signal,
        onProgress: (p) => {
          if (p.pagesDone <= 0) return;
          const of = p.pagesTotal !== undefined ? ` of ${p.pagesTotal}` : '';
          void progress(p.pagesDone, p.pagesTotal, `${p.pagesDone}${of} pages' worth of work done (scan, read, extract, classify)`);
        },
      };
      // The key's own corrections apply to its answers here as on /v1 (the learned layer).
      const learning = meter && deps.learning ? { learning: { account: meter.account, retain: false } } : {};
      const request: JobRequest =
        kind === 'batch'
          ? { kind: 'batch', document, params: { ...(params as ToolJobParams<'batch'>), ...learning, maxPages: deps.limits.maxBatchPages } }
          : { kind: 'classify', document, params: { ...(params as ToolJobParams<'classify'>), ...learning, maxPages: deps.limits.maxClassifyPages } };
      const idempotencyKey = meter?.idempotencyKey;
      let job: Promise<JobOutcome>;
      if (idempotencyKey !== undefined && deps.idempotency && meter) {
        // As on REST: an owned background job the call waits for, its outcome stored under the key.
        const fingerprint = fingerprintOf(`mcp:${tool}`, false, false, params, document);
        recordUsage = false; // until this call stores the answer itself (a reused key's 422 is not written either)
        // Progress and cancellation as without a key: the job's progress polled from its record; a
        // cancelled call cancels the job and frees the key. A client merely gone leaves the job running,
        // so that its retry with the key gets the answer (what the key is for).
        job = runIdempotentJob(
          deps.idempotency,
          meter.account,
          idempotencyKey,
          { job: request, timeoutMs: options.timeoutMs, fingerprint },
          () => signal.aborted,
          {
            onProgress: options.onProgress,
            ...(admission.cancelled ? { cancelled: admission.cancelled } : {}),
            onJob: (_id, submitted) => (submittedKeyedJob = submitted),
          },
        ).then((result) => {
          recordUsage = result.recordsUsage;
          return result.outcome;
        });
      } else job = deps.queue.run(request, options);
      const outcome = await abandonOnAbort(job, signal);
      // A job that failed after working pages is charged the pages it worked (the usage log's record of work done).
      pages = outcome.pages ?? 0;
      if (!outcome.ok) throw new ApiError(outcome.code, outcome.message);
      return { data: outcome.data, pages: outcome.pages };
    },
  };
  try {
    const { data } = await body(call);
    const parsed = output.safeParse(data);
    if (!parsed.success) {
      deps.logger.error({ tool, issues: parsed.error.issues.slice(0, 5) }, 'pipeline result does not match the contract');
      throw new Error('pipeline result does not match the contract');
    }
    return { content: [{ type: 'text', text: JSON.stringify(parsed.data) }], structuredContent: parsed.data };
  } catch (error) {
    if (error instanceof CancelledError) {
      status = CANCELLED_STATUS;
      // Its own job cancelled: written to the usage log as a cancelled call without a key is.
      if (submittedKeyedJob && admission.cancelled?.aborted) recordUsage = true;
      deps.logger.info({ tool, requestId: String(ctx.mcpReq.id) }, 'tool call cancelled by the client');
      return { content: [{ type: 'text', text: 'The call was cancelled by the client' }], isError: true };
    }
    const known = toApiError(error, deps.logger, tool);
    status = known.status;
    return toolError(known, label);
  } finally {
    if (recordUsage) meter?.record(tool, status, pages, deps.now() - started);
  }
}

export function toolError(error: ApiError, label?: string): CallToolResult {
  const prefix = label ? `${label}: ` : '';
  return { content: [{ type: 'text', text: `${prefix}${error.message} (${error.code})` }], isError: true };
}

function toApiError(error: unknown, logger: Logger, tool: string): ApiError {
  if (error instanceof ApiError) return error;
  logger.error({ err: error, tool }, 'tool call failed');
  return new ApiError('INTERNAL_ERROR', 'Internal error while processing the document');
}

/** A PDF, TIFF, JPEG or PNG by its magic number, whatever the file is called (as the REST API does). */
export function assertPdf(bytes: Uint8Array): void {
  if (!sniffFormat(bytes)) {
    throw new ApiError('INVALID_PDF', `The file is not a ${ACCEPTED_FORMATS} file (no %PDF- header or image signature)`);
  }
}

class CancelledError extends Error {}

/**
 * A cancelled call stops waiting and answers at once. A queue that takes `RunOptions.signal`
 * stops the job too; with one that does not, the job runs on to its end (or its deadline) in the
 * worker and its result is discarded.
 */
function abandonOnAbort<T>(job: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    job.catch(() => undefined);
    return Promise.reject(new CancelledError());
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      job.catch(() => undefined);
      reject(new CancelledError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    job.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** A `notifications/progress` for the call, when the client asked for progress (sent a token). */
async function sendProgress(ctx: ServerContext, progress: number, total?: number, message?: string): Promise<void> {
  const token = ctx.mcpReq._meta?.progressToken;
  if (token === undefined) return;
  await ctx.mcpReq
    .notify({
      method: 'notifications/progress',
      params: { progressToken: token, progress, ...(total !== undefined && { total }), ...(message !== undefined && { message }) },
    })
    .catch(() => undefined);
}
