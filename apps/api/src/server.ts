/**
 * Composition root of the API process: reads settings, opens the stores they select, builds the
 * job queue and the gateway, and listens. Holds no domain logic.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { pino, type Logger } from 'pino';
import { KeyService, UsageRecorder } from '@wcab/accounts';
import { connectRedis, loadSettings, openKeyStore, redisReady } from '@wcab/config';
import { createApp, type HealthCheck } from '@wcab/gateway';
import { PROCESSOR_PATH } from '@wcab/pipeline';
import { EmbeddedJobQueue } from '@wcab/queue';
import { PlanRateLimiter, systemClock, type Clock } from '@wcab/ratelimit';
import { bootstrapKey } from './bootstrap';

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

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const settings = loadSettings(options.env ?? process.env);
  const logger = options.logger ?? pino({ level: settings.logLevel, base: { service: 'api' } });
  const clock = options.clock ?? systemClock;

  const store = openKeyStore(settings);
  await store.migrate();
  const keys = new KeyService(store, () => new Date(clock.now()));
  const usage = new UsageRecorder(store, { onError: (err) => logger.error({ err }, 'usage flush failed') });
  const redis = settings.redisUrl ? connectRedis(settings.redisUrl) : undefined;
  redis?.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  if (redis && !(await redisReady(redis))) logger.warn('redis not reachable at start; serving degraded until it is');
  const limiter = new PlanRateLimiter({ redis, clock });
  const queue = new EmbeddedJobQueue({
    processorPath: PROCESSOR_PATH,
    threads: settings.workerThreads,
    maxQueue: settings.queueMax,
    env: { OMP_THREAD_LIMIT: '1' },
  });

  const health: HealthCheck[] = [{ name: 'keystore', check: () => store.ping() }, { name: 'queue', check: () => queue.ping() }];
  if (redis) health.push({ name: 'redis', check: async () => void (await redis.ping()) });

  const app = createApp({ keys, limiter, queue, usage, logger, clock, limits: settings.limits, health, corsOrigins: settings.corsOrigins });

  const created = settings.bootstrapKey ? await bootstrapKey(store, keys) : undefined;

  const server: Server = await new Promise((resolve) => {
    const s = app.listen(settings.port, settings.host, () => resolve(s));
  });
  // Large scanned batches take a while to upload; keep sockets alive long enough.
  server.requestTimeout = 0;
  server.headersTimeout = 60_000;
  const port = (server.address() as AddressInfo).port;
  const host = settings.host === '0.0.0.0' || settings.host === '::' ? '127.0.0.1' : settings.host;
  logger.info({ port, mode: redis ? 'redis' : 'embedded' }, 'listening');

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    port,
    bootstrapKey: created,
    close: () =>
      (closing ??= (async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await queue.close();
        await usage.close();
        await store.close();
        redis?.disconnect();
      })()),
  };
}
