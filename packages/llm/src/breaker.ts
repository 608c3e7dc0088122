/**
 * The resilience around each call (cockatiel): a bulkhead caps the calls in flight (and a short queue
 * behind them), a circuit breaker stops calling a server that keeps failing and tries again after a
 * pause, and a timeout bounds the whole call, the SDK's retries included. Any of them failing means
 * "no second opinion": the caller keeps its local result.
 */
import {
  BrokenCircuitError,
  BulkheadRejectedError,
  type CircuitState,
  ConsecutiveBreaker,
  TaskCancelledError,
  TimeoutStrategy,
  bulkhead,
  circuitBreaker,
  handleAll,
  timeout,
  wrap,
  type IPolicy,
} from 'cockatiel';

export interface GuardSettings {
  concurrency: number;
  queue: number;
  breakerFailures: number;
  breakerResetMs: number;
  callTimeoutMs: number;
}

export type Refusal = 'breaker_open' | 'busy' | 'timeout' | 'error';

export interface Guard {
  run<T>(fn: (signal: AbortSignal) => Promise<T>): Promise<T>;
  readonly state: 'closed' | 'open' | 'half-open' | 'isolated';
}

export function createGuard(settings: GuardSettings): Guard {
  const breaker = circuitBreaker(handleAll, {
    halfOpenAfter: settings.breakerResetMs,
    breaker: new ConsecutiveBreaker(settings.breakerFailures),
  });
  const policy: IPolicy = wrap(bulkhead(settings.concurrency, settings.queue), breaker, timeout(settings.callTimeoutMs, TimeoutStrategy.Aggressive));
  return {
    run: (fn) => policy.execute(({ signal }) => fn(signal)),
    get state() {
      return (['closed', 'open', 'half-open', 'isolated'] as const)[breaker.state as CircuitState] ?? 'closed';
    },
  };
}

/** Why a guarded call produced nothing, for counting. */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof BrokenCircuitError) return 'breaker_open';
  if (error instanceof BulkheadRejectedError) return 'busy';
  if (error instanceof TaskCancelledError) return 'timeout';
  return 'error';
}
