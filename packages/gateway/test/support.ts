/** Builds the gateway around a chosen JobQueue, for failure modes the real pipeline cannot be made to show. */
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { KeyService, SqliteKeyStore, UsageRecorder } from '@wcab/accounts';
import { createApp, DEFAULT_LIMITS, type GatewayLimits } from '@wcab/gateway';
import type { JobQueue } from '@wcab/queue';
import { PlanRateLimiter, systemClock } from '@wcab/ratelimit';

export async function gatewayWith(queue: JobQueue, limits: Partial<GatewayLimits> = {}) {
  const store = new SqliteKeyStore(':memory:');
  await store.migrate();
  const keys = new KeyService(store);
  const usage = new UsageRecorder(store);
  const { key } = await keys.create({ name: 't', plan: 'enterprise', scopes: ['classify', 'batch', 'mcp'] });
  const app = createApp({
    keys,
    limiter: new PlanRateLimiter(),
    queue,
    usage,
    logger: pino({ level: 'silent' }),
    clock: systemClock,
    limits: { ...DEFAULT_LIMITS, ...limits },
    health: [],
    corsOrigins: [],
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    key,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await queue.close();
      await usage.close();
      await store.close();
    },
  };
}
