/**
 * Files an asynchronous job produced (a batch's split documents), kept beside its result for
 * as long as the result (JOB_RESULT_TTL_S): one Redis string per job, an index of names and sizes
 * as JSON, a newline, then the files' bytes one after another (the payload store's layout).
 */
import type { Redis } from 'ioredis';
import type { JobFile } from '../jobQueue';

const NEWLINE = 0x0a;

export class FileStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private key(jobId: string): string {
    return `${this.prefix}:files:${jobId}`;
  }

  async put(jobId: string, files: JobFile[], ttlMs: number): Promise<void> {
    const index = Buffer.from(JSON.stringify(files.map((f) => ({ name: f.name, size: f.bytes.byteLength }))) + '\n', 'utf8');
    const parts = files.map((f) => Buffer.from(f.bytes.buffer, f.bytes.byteOffset, f.bytes.byteLength));
    await this.redis.set(this.key(jobId), Buffer.concat([index, ...parts]), 'PX', Math.max(1000, Math.ceil(ttlMs)));
  }

  async get(jobId: string): Promise<JobFile[] | undefined> {
    const value = await this.redis.getBuffer(this.key(jobId));
    const end = value ? value.indexOf(NEWLINE) : -1;
    if (!value || end < 0) return undefined;
    const index = JSON.parse(value.toString('utf8', 0, end)) as { name: string; size: number }[];
    let offset = end + 1;
    return index.map(({ name, size }) => {
      const bytes = value.subarray(offset, offset + size);
      offset += size;
      return { name, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
    });
  }
}
