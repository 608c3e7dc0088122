/**
 * Buffers usage records and writes them in batches, so counting a request costs the request
 * path one array push. Flushes on an interval, when the buffer is full, and on close.
 */
import type { KeyStore, UsageRecord } from './keyStore';

export interface UsageRecorderOptions {
  flushIntervalMs?: number;
  maxBuffer?: number;
  onError?: (error: unknown) => void;
}

export class UsageRecorder {
  private buffer: UsageRecord[] = [];
  private readonly timer: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();
  private readonly maxBuffer: number;

  constructor(
    private readonly store: KeyStore,
    private readonly options: UsageRecorderOptions = {},
  ) {
    this.maxBuffer = options.maxBuffer ?? 500;
    this.timer = setInterval(() => void this.flush(), options.flushIntervalMs ?? 1000);
    this.timer.unref();
  }

  record(record: UsageRecord): void {
    this.buffer.push(record);
    if (this.buffer.length >= this.maxBuffer) void this.flush();
  }

  /** Writes what is buffered; records that fail to write are put back for the next flush. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.buffer.length === 0) return;
      const batch = this.buffer;
      this.buffer = [];
      try {
        await this.store.recordUsage(batch);
      } catch (error) {
        this.buffer = batch.concat(this.buffer).slice(-10 * this.maxBuffer);
        this.options.onError?.(error);
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}
