/**
 * A job's progress over all of its stages, not only the first: pages_done counts the page-stages done,
 * weighted by the share of a job's time each stage takes, in units of the job's pages, so a batch's bar no
 * longer says "all done" when only the separator scan is (measured before: a 28 s scanned batch reported
 * every page done after 9 s). The weights are the shares of a scanned batch's time measured per stage (the
 * telemetry's stage seconds): the scan (render + barcodes + the early OCR of first pages) about a third, then
 * reading each document (OCR), extracting and classifying it. Reports never go back, and never reach the
 * total: the job's end does (its status counts every page once it has succeeded).
 */
/**
 * A batch: the scan, the split, then each document read (OCR where needed), its fields extracted and its type
 * classified (analyzeSegment does the three for one document before the next), counted by its pages.
 */
export const BATCH_STAGES = { scan: 0.35, split: 0.05, documents: 0.6 } as const;
/** A single document: its pages read (OCR where needed), then extraction and classification (with the LLM stage). */
export const CLASSIFY_STAGES = { read: 0.8, analyse: 0.2 } as const;

export class StageProgress<Stage extends string> {
  private reported = -1;
  private readonly order: Stage[];

  constructor(
    private readonly weights: Readonly<Record<Stage, number>>,
    private readonly pagesTotal: number,
    private readonly report: (pagesDone: number, pagesTotal: number) => void,
  ) {
    this.order = Object.keys(weights) as Stage[];
  }

  /** `done` of `total` units of `stage` are finished (every stage before it is). */
  stage(stage: Stage, done: number, total: number): void {
    const before = this.order.slice(0, this.order.indexOf(stage)).reduce((sum, s) => sum + this.weights[s], 0);
    const share = total > 0 ? Math.min(1, Math.max(0, done / total)) : 1;
    this.at(before + this.weights[stage] * share);
  }

  /** Reports the share of the whole job done, as pages, kept below the total until the job has ended. */
  private at(fraction: number): void {
    const pages = Math.min(Math.floor(fraction * this.pagesTotal), Math.max(0, this.pagesTotal - 1));
    if (pages <= this.reported) return;
    this.reported = pages;
    this.report(pages, this.pagesTotal);
  }
}
