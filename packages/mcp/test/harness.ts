/**
 * The gateway with /mcp mounted around a chosen JobQueue, for what the real pipeline cannot be
 * made to show on demand (a job that never ends, one that throws, one that reports progress).
 */
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { KeyService, SqliteKeyStore, UsageRecorder, type KeyStore, type UsageRecord } from '@wcab/accounts';
import { createApp, DEFAULT_LIMITS, type GatewayLimits } from '@wcab/gateway';
import type { Scope } from '@wcab/contract';
import type { JobOutcome, JobQueue, JobRequest } from '@wcab/queue';
import { PlanRateLimiter, systemClock } from '@wcab/ratelimit';
import { mcpRouter, type McpRouterDeps } from '../src/index';

export interface RunOptionsSeen {
  timeoutMs: number;
  signal?: AbortSignal;
  onProgress?: (p: { pagesDone: number; pagesTotal?: number }) => void;
}

export type StubRun = (job: JobRequest, options: RunOptionsSeen) => Promise<JobOutcome>;

/** A JobQueue whose `run` is the given function (only what /mcp uses). */
export function stubQueue(run: StubRun): JobQueue {
  return {
    run,
    ping: async () => undefined,
    close: async () => undefined,
  } as unknown as JobQueue;
}

export async function mcpHarness(run: StubRun, options: Omit<Partial<McpRouterDeps>, 'limits'> & { limits?: Partial<GatewayLimits>; scopes?: Scope[] } = {}) {
  const store = new SqliteKeyStore(':memory:');
  await store.migrate();
  const keys = new KeyService(store);
  const recorded: UsageRecord[] = [];
  const recordingStore = {
    recordUsage: async (batch: UsageRecord[]) => {
      recorded.push(...batch);
      await store.recordUsage(batch);
    },
  } as unknown as KeyStore;
  const usage = new UsageRecorder(recordingStore, { flushIntervalMs: 50 });
  const { key, record } = await keys.create({ name: 't', plan: 'enterprise', scopes: options.scopes ?? ['mcp', 'classify', 'batch'] });
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) lines.push(JSON.parse(line) as Record<string, unknown>);
      cb();
    },
  });
  const logger = pino({ level: 'debug' }, sink);
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const queue = stubQueue(run);
  const deps = { keys, limiter: new PlanRateLimiter(), queue, usage, logger, clock: systemClock, limits, health: [], corsOrigins: [] };
  const app = createApp(deps, { extraRoutes: [mcpRouter({ ...deps, ...options, limits })] });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    key,
    keyId: record.id,
    logs: lines,
    recorded,
    store,
    usage,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await usage.close();
      await store.close();
    },
  };
}

/** A classify result of the contract's shape, for stubs. */
export const STUB_CLASSIFICATION = {
  document_type: 'unknown',
  confidence: 0,
  summary: '',
  page_count: 3,
  parties: [],
  case_numbers: [],
  dates: [],
  adj_numbers: [],
};
