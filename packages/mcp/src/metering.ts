/**
 * Counting MCP calls against the key's plan, exactly like a REST call: every `tools/call` is one
 * request on the same PlanRateLimiter (burst, daily, monthly) and is appended to the usage log;
 * `initialize`, `tools/list` and notifications are not counted. The HTTP layer counts before the
 * MCP server sees the message, so the rate-limit headers are on the HTTP response like on /v1;
 * a refused call reaches its tool as a refusal and comes back as an `isError` result naming
 * the window and when it resets.
 *
 * Cancellation: on the stateless endpoint a 2025-era client cancels with a separate POST
 * (`notifications/cancelled`), which a fresh server instance receives; the registry here routes it
 * to the call in flight for the same key and request id. (2026-era clients close the request's
 * stream instead, which aborts the call through the connection signal.)
 */
import type { ApiKeyRecord, UsageRecorder } from '@wcab/accounts';
import { ApiError } from '@wcab/contract';
import type { IdempotencyStore } from '@wcab/gateway';
import type { Clock, PlanRateLimiter, RateDecision, WindowState } from '@wcab/ratelimit';
import type { CallMeter } from './tools/runtime';

export interface MeteringDeps {
  limiter: PlanRateLimiter;
  usage: UsageRecorder;
  clock: Clock;
}

interface JsonRpcMessage {
  method?: unknown;
  id?: unknown;
  params?: { requestId?: unknown } & Record<string, unknown>;
}

const WINDOW_LABEL = { burst: 'Per-minute burst limit', daily: 'Daily limit', monthly: 'Monthly quota' } as const;

/** The message of a refused call: which window, its size, and when it resets (as REST says it). */
export function refusal(window: WindowState): ApiError {
  const resets = new Date(window.resetAt).toISOString();
  const message = `${WINDOW_LABEL[window.name]} of ${window.limit} requests exceeded; it resets at ${resets}`;
  return new ApiError(window.name === 'monthly' ? 'QUOTA_EXCEEDED' : 'RATE_LIMITED', message);
}

/** Calls in flight by key and JSON-RPC request id, for cross-request cancellation. */
export class CancellationRegistry {
  private readonly inflight = new Map<string, Set<AbortController>>();

  add(keyId: string, requestId: unknown, controller: AbortController): () => void {
    const id = slot(keyId, requestId);
    let set = this.inflight.get(id);
    if (!set) this.inflight.set(id, (set = new Set()));
    set.add(controller);
    return () => {
      set.delete(controller);
      if (set.size === 0 && this.inflight.get(id) === set) this.inflight.delete(id);
    };
  }

  /** Aborts the call when exactly one matches; two clients sharing a key and an id are left alone. */
  cancel(keyId: string, requestId: unknown): boolean {
    const set = this.inflight.get(slot(keyId, requestId));
    if (set?.size !== 1) return false;
    for (const controller of set) controller.abort(new Error('cancelled by the client'));
    return true;
  }

  get size(): number {
    return this.inflight.size;
  }
}

const slot = (keyId: string, requestId: unknown) => `${keyId}\u0000${typeof requestId}:${String(requestId)}`;

export interface Admitted {
  meter: CallMeter;
  /** Rate-limit headers for the HTTP response (counted or, when nothing counted, as they stand). */
  headers?: Record<string, string>;
  /** Unregisters the calls of this request from the cancellation registry. */
  release(): void;
}

/**
 * Counts the `tools/call` requests in a parsed POST body, applies `notifications/cancelled`, and
 * returns the per-request meter the tools consult.
 */
export async function admit(
  deps: MeteringDeps,
  registry: CancellationRegistry,
  key: ApiKeyRecord,
  body: unknown,
  connection: AbortSignal,
  idempotency?: { key: string; store: Pick<IdempotencyStore, 'get'> },
): Promise<Admitted> {
  const messages = (Array.isArray(body) ? body : body === undefined ? [] : [body]).filter((m): m is JsonRpcMessage => !!m && typeof m === 'object');
  for (const m of messages) {
    if (m.method === 'notifications/cancelled' && m.params && 'requestId' in m.params) registry.cancel(key.id, m.params.requestId);
  }

  const admissions = new Map<string, { refusal?: ApiError; controller: AbortController }>();
  const releases: Array<() => void> = [];
  let decision: RateDecision | undefined;
  // A retry under an Idempotency-Key already seen was counted the first time (as on REST).
  const seen = idempotency !== undefined && (await idempotency.store.get(`${key.id}:${idempotency.key}`).catch(() => undefined)) !== undefined;
  for (const m of messages) {
    if (m.method !== 'tools/call' || m.id === undefined || m.id === null) continue;
    const controller = new AbortController();
    let refused: ApiError | undefined;
    try {
      decision = seen ? await deps.limiter.peek(key.id, key.plan) : await deps.limiter.consume(key.id, key.plan);
      if (!seen && !decision.allowed) refused = refusal(decision.exceeded!);
    } catch {
      refused = new ApiError('SERVICE_UNAVAILABLE', 'Rate-limit store unavailable; retry shortly');
    }
    admissions.set(String(m.id), { refusal: refused, controller });
    if (!refused) releases.push(registry.add(key.id, m.id, controller));
  }
  if (!decision && admissions.size === 0) decision = await deps.limiter.peek(key.id, key.plan).catch(() => undefined);

  const meter: CallMeter = {
    scopes: key.scopes,
    account: key.id,
    ...(idempotency ? { idempotencyKey: idempotency.key } : {}),
    admission(requestId) {
      const entry = admissions.get(String(requestId)) ?? (admissions.size === 1 ? [...admissions.values()][0] : undefined);
      if (!entry) return { refusal: new ApiError('BAD_REQUEST', 'This tool call was not admitted; send it as its own request') };
      return { refusal: entry.refusal, signal: AbortSignal.any([entry.controller.signal, connection]), cancelled: entry.controller.signal };
    },
    record(tool, status, pages, durationMs) {
      const finished = deps.clock.now();
      deps.usage.record({ keyId: key.id, route: `mcp:${tool}`, status, pages, durationMs, at: new Date(finished - durationMs) });
    },
  };
  return { meter, headers: decision?.headers, release: () => releases.forEach((r) => r()) };
}
