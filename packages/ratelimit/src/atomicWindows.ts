/**
 * One request counted against all of a plan's windows in Redis in one step (a Lua script), once.
 *
 * rate-limiter-flexible counts one window per call: three windows are three round trips, and a Redis
 * that goes away between them (a restart, a failover) leaves a request counted in the day but not in
 * the month, answered 503 without rate-limit headers, its daily slot spent unseen. ioredis also
 * re-sends a command whose reply it did not get once it reconnects: a request counted by Redis just
 * before it stopped is counted again. The fleet fault test saw both as one slot too many.
 *
 * So the Redis store counts here: the script takes every window's key and limit, counts in order and
 * stops at the first window the request exceeds (the burst refusing touches nothing else, as the
 * library's order did), and records its result under the request's own id for two minutes; the same
 * request sent again gets that result back without counting. The keys and values are the library's
 * (`<prefix>:<window>:<key>:<span>`, an integer with an expiry), so its `get` reads them unchanged.
 */
import type { Redis } from 'ioredis';

/** KEYS: the request's marker, then one counter per window. ARGV: marker ttl (ms), then limit and ttl (ms) per window. */
const CONSUME_WINDOWS = `
local done = redis.call('GET', KEYS[1])
if done then return cjson.decode(done) end
local used = {}
for i = 2, #KEYS do
  local limit = tonumber(ARGV[2 * i - 2])
  redis.call('SET', KEYS[i], 0, 'PX', ARGV[2 * i - 1], 'NX')
  local n = redis.call('INCR', KEYS[i])
  used[#used + 1] = n
  if n > limit then break end
end
redis.call('SET', KEYS[1], cjson.encode(used), 'PX', ARGV[1])
return used`;

/** How long a request's result is kept for a re-sent command (ioredis re-sends within its reconnect). */
const MARKER_MS = 120_000;

export interface WindowCount {
  key: string;
  limit: number;
  ttlMs: number;
}

type WithScript = Redis & { wcabConsumeWindows(...args: Array<string | number>): Promise<number[]> };

/**
 * Counts one request (`requestId`) in `windows`, in order, stopping after the first one it exceeds.
 * Returns the count of each window it reached (fewer entries than windows when one refused it).
 */
export async function consumeWindows(redis: Redis, marker: string, windows: WindowCount[]): Promise<number[]> {
  // The library's rejectIfRedisNotReady: a client that is not connected fails at once (503), rather
  // than queueing the count for a Redis that may come back after the request was answered.
  if (redis.status !== 'ready') throw new Error(`Redis is not ready (${redis.status})`);
  const client = redis as WithScript;
  if (typeof client.wcabConsumeWindows !== 'function') redis.defineCommand('wcabConsumeWindows', { lua: CONSUME_WINDOWS });
  const args: Array<string | number> = [windows.length + 1, marker, ...windows.map((w) => w.key), MARKER_MS];
  for (const w of windows) args.push(w.limit, w.ttlMs);
  return client.wcabConsumeWindows(...args);
}
