/**
 * Forwards a running job's progress to its BullMQ job, at most once per interval: every update is
 * a Lua call in Redis and an event every API process reads, so a page-by-page report of a 100-page
 * batch is thinned to a few a second, and a job shorter than one interval sends none.
 *
 * `stop()` when the job ends: an update still pending then would reach Redis after the job was
 * removed (a wasted script call and an error per short job, on every text classify call).
 */
import type { JobProgress } from '../jobQueue';

export interface ProgressTarget {
  updateProgress(progress: JobProgress): Promise<unknown>;
}

export class ProgressForwarder {
  private latest: JobProgress | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly job: ProgressTarget,
    private readonly intervalMs: number,
  ) {}

  /** The pipeline's latest progress; sent when the current interval ends. */
  readonly report = (progress: JobProgress): void => {
    if (this.stopped) return;
    this.latest = progress;
    this.timer ??= setTimeout(() => this.flush(), this.intervalMs);
  };

  /** The job is over: nothing pending is sent. */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  private flush(): void {
    this.timer = undefined;
    const progress = this.latest;
    if (!progress || this.stopped) return;
    void this.job.updateProgress({ ...progress }).catch(() => undefined);
  }
}
