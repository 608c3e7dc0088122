/**
 * Where job documents wait for a worker: one Redis string per job with a TTL past the job's
 * deadline, so nothing outlives its use even when a worker dies mid-job. The value is the
 * parameters as JSON, a newline, then the PDF bytes: JSON.stringify never writes a raw newline,
 * so the first one ends the parameters. One SET ... PX and one GET instead of a hash (MULTI, HSET,
 * PEXPIRE, EXEC to write): every command is CPU in the API, the worker and Redis on each request.
 * The worker deletes the payload when it is done with the job. Any other blob store (S3, a shared
 * volume) can stand behind the same interface.
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

const NEWLINE = 0x0a;

export class RedisPayloadStore implements PayloadStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async put(jobId: string, payload: JobPayload, ttlMs: number): Promise<string> {
    const key = `${this.prefix}:payload:${jobId}`;
    const params = Buffer.from(JSON.stringify(payload.params ?? null) + '\n', 'utf8');
    const document = Buffer.from(payload.document.buffer, payload.document.byteOffset, payload.document.byteLength);
    await this.redis.set(key, Buffer.concat([params, document]), 'PX', Math.max(1000, Math.ceil(ttlMs)));
    return key;
  }

  async get(key: string): Promise<JobPayload | undefined> {
    const value = await this.redis.getBuffer(key);
    const end = value ? value.indexOf(NEWLINE) : -1;
    if (!value || end < 0) return undefined;
    const document = value.subarray(end + 1);
    return { document: new Uint8Array(document.buffer, document.byteOffset, document.byteLength), params: JSON.parse(value.toString('utf8', 0, end)) };
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(key);
  }
}
