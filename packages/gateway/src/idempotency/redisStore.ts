/** Idempotency records in Redis, for a fleet: every API process sees the same record. */
import type { Redis } from 'ioredis';
import type { IdempotencyRecord, IdempotencyStore } from './store';

/** Replaces the record only while it is still running; 1 when it did. */
const COMPLETE = `local v = redis.call('GET', KEYS[1])
if not v then return 0 end
if cjson.decode(v).state ~= 'running' then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'KEEPTTL')
return 1`;

export class RedisIdempotencyStore implements IdempotencyStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'wcab',
  ) {}

  async get(key: string): Promise<IdempotencyRecord | undefined> {
    const value = await this.redis.get(this.key(key));
    return value ? (JSON.parse(value) as IdempotencyRecord) : undefined;
  }

  async claim(key: string, record: IdempotencyRecord, ttlMs: number): Promise<boolean> {
    return (await this.redis.set(this.key(key), JSON.stringify(record), 'PX', ttlMs, 'NX')) === 'OK';
  }

  async update(key: string, record: IdempotencyRecord): Promise<void> {
    await this.redis.call('SET', this.key(key), JSON.stringify(record), 'KEEPTTL', 'XX');
  }

  async complete(key: string, record: IdempotencyRecord): Promise<boolean> {
    return (await this.redis.eval(COMPLETE, 1, this.key(key), JSON.stringify(record))) === 1;
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  private key(key: string): string {
    return `${this.prefix}:idem:${key}`;
  }
}
