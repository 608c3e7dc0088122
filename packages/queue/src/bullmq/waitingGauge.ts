/**
 * How many jobs wait in Redis, for the QUEUE_MAX admission check, read at most every `maxAgeMs`
 * instead of on every request: the count is a Lua call in Redis and a round trip on the request
 * path, and at hundreds of requests a second a bound on the queue's length needs no fresher
 * figure. Jobs this process adds are counted at once, so one API process never overshoots the
 * bound by its own burst; other replicas' jobs show up at the next read.
 */
export class WaitingGauge {
  private count = 0;
  private readAt = Number.NEGATIVE_INFINITY;
  /** Added by this process since the count in `count` was read. */
  private addedSince = 0;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly read: () => Promise<number>,
    private readonly maxAgeMs = 100,
    private readonly now: () => number = Date.now,
  ) {}

  /** Jobs waiting now, as far as this process knows; rejects when the count cannot be read. */
  async current(): Promise<number> {
    if (this.now() - this.readAt >= this.maxAgeMs) await (this.reading ??= this.refresh());
    return this.count + this.addedSince;
  }

  /** This process has just added a job. */
  added(): void {
    this.addedSince++;
  }

  private async refresh(): Promise<void> {
    // Jobs added while the read is under way may be missing from it: they stay counted.
    const before = this.addedSince;
    try {
      const count = await this.read();
      this.count = count;
      this.addedSince -= before;
      this.readAt = this.now();
    } finally {
      this.reading = undefined;
    }
  }
}
