/**
 * Where job documents wait for a worker: a Redis hash per job (the PDF bytes and the parameters
 * as JSON) with a TTL past the job's deadline, so nothing outlives its use even when a worker dies
 * mid-job. The worker deletes the payload when it is done with the job. Any other blob store (S3,
 * a shared volume) can stand behind the same interface.
 */
import type { Redis } from 'ioredis';

export interface JobPayload {
  document: Uint8Array;
  params: unknown;
}

export interface PayloadStore {
  /** Stores the payload for at most `ttlMs` and returns its key. */
  put(jobId: string, payload: JobPayload, ttlMs: number): Promise<string>;
  /** The payload, or undefined when it expired or was deleted. */
  get(key: string): Promise<JobPayload | undefined>;
  delete(key: string): Promise<void>;
}

export class RedisPayloadStore implements PayloadStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async put(jobId: string, payload: JobPayload, ttlMs: number): Promise<string> {
    const key = `${this.prefix}:payload:${jobId}`;
    const document = Buffer.from(payload.document.buffer, payload.document.byteOffset, payload.document.byteLength);
    const result = await this.redis
      .multi()
      .hset(key, 'document', document, 'params', JSON.stringify(payload.params ?? null))
      .pexpire(key, Math.max(1000, Math.ceil(ttlMs)))
      .exec();
    const failed = result?.find(([error]) => error);
    if (!result || failed) throw failed?.[0] ?? new Error('payload write failed');
    return key;
  }

  async get(key: string): Promise<JobPayload | undefined> {
    const [document, params] = await this.redis.hmgetBuffer(key, 'document', 'params');
    if (!document || !params) return undefined;
    return { document: new Uint8Array(document.buffer, document.byteOffset, document.byteLength), params: JSON.parse(params.toString('utf8')) };
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(key);
  }
}
