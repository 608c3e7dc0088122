/**
 * Composition root of the API process: reads settings, opens the stores they select, builds the
 * job queue and the gateway, and listens. Holds no domain logic.
 */
import type { AddressInfo } from 'node:net';
import { pino, type Logger } from 'pino';
import { KeyService, UsageRecorder } from '@wcab/accounts';
import { connectRedis, loadSettings, openKeyStore, redisReady } from '@wcab/config';
import { startLearning } from './learning';
import { createApp, createHttpServer, MemoryIdempotencyStore, RedisIdempotencyStore, type HealthCheck } from '@wcab/gateway';
import { mcpRouter } from '@wcab/mcp';
import { PlanRateLimiter, systemClock, type Clock } from '@wcab/ratelimit';
import { bootstrapKey } from './bootstrap';
import { buildJobPath, drainServer } from './jobPath';
import { startKeyStore } from './keyStoreStartup';
import { listenUrls } from './listenUrls';

export interface StartOptions {
  env?: Record<string, string | undefined>;
  clock?: Clock;
  logger?: Logger;
}

export interface RunningServer {
  url: string;
  port: number;
  /** The key created on first start, when one was; shown once. */
  bootstrapKey?: string;
  close(): Promise<void>;
}

/**
 * stdout, written in the background and in blocks: a request log line costs a buffer append, not
 * a write system call of its own. Lines reach stdout within LOG_FLUSH_MS (or once 4 KB have
 * gathered), and whatever is buffered is written out when the process exits.
 */
const LOG_FLUSH_MS = 250;
function logDestination() {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: LOG_FLUSH_MS });
}

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const settings = loadSettings(options.env);
  const logger = options.logger ?? pino({ level: settings.logLevel, base: { service: 'api' } }, logDestination());
  const clock = options.clock ?? systemClock;

  const store = openKeyStore(settings);
  const keys = new KeyService(store, () => new Date(clock.now()));
  let created: string | undefined;
  const keyStore = await startKeyStore(store, logger, async () => {
    if (settings.bootstrapKey) created = await bootstrapKey(store, keys);
  });
  const usage = new UsageRecorder(store, { onError: (err) => logger.error({ err }, 'usage flush failed') });
  const redis = settings.redisUrl ? connectRedis(settings.redisUrl) : undefined;
  redis?.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  if (redis && !(await redisReady(redis))) logger.warn('redis not reachable at start; serving degraded until it is');
  const limiter = new PlanRateLimiter({ redis, clock });
  // Corrections: their store beside the keys (the embedded threads' learned layer reads it), and the
  // answers kept for them purged as they expire.
  const learning = await startLearning(settings, logger);
  // Embedded worker threads, or with REDIS_URL BullMQ jobs for worker processes (apps/worker).
  const { queue, metrics, routes: jobRoutes, webhooks } = buildJobPath(settings, redis, logger, learning.store);

  const health: HealthCheck[] = [
    { name: 'keystore', check: () => keyStore.check() },
    { name: 'queue', check: () => queue.ping() },
  ];
  if (redis) health.push({ name: 'redis', check: async () => void (await redis.ping()) });

  // Idempotency-Key records: shared by the fleet's API processes in Redis; in memory embedded, where
  // a job dies with the process that ran it.
  const idempotency = redis ? new RedisIdempotencyStore(redis, settings.fleet.queuePrefix) : new MemoryIdempotencyStore();
  const deps = {
    keys,
    limiter,
    queue,
    usage,
    logger,
    clock,
    limits: settings.limits,
    health,
    corsOrigins: settings.corsOrigins,
    metrics,
    operatorToken: settings.operatorToken,
    idempotency,
    webhooks,
    learning: learning.deps,
  };
  const app = createApp(deps, { extraRoutes: [mcpRouter({ ...deps, ...settings.mcp }), ...jobRoutes] });

  // Header, request and keep-alive timeouts (HTTP_*_TIMEOUT_MS); a large upload must fit the request one.
  const server = createHttpServer(app, settings.http);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const host = settings.host === '0.0.0.0' || settings.host === '::' ? '127.0.0.1' : settings.host;
  const urls = listenUrls(settings.host, port);
  // The message stays 'listening' (scripts wait for it); the URLs to open follow it on the line.
  logger.info({ port, mode: redis ? 'redis' : 'embedded', urls, app: urls.map((u) => `${u}/app`), docs: urls.map((u) => `${u}/docs`) }, 'listening');
  logger.flush();

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    bootstrapKey: created,
    close: () =>
      (closing ??= (async () => {
        // Requests in flight finish (bounded by SHUTDOWN_GRACE_MS); closing the queue answers any
        // still waiting with 503 before their connections close.
        keyStore.stop();
        await drainServer(server, settings.fleet.shutdownGraceMs);
        await queue.close();
        await webhooks?.close();
        server.closeAllConnections();
        await usage.close();
        await store.close();
        await learning.close();
        redis?.disconnect();
        logger.flush();
      })()),
  };
}
