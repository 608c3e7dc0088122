/**
 * The work budget charged during a job (issue 35): the CPU seconds the job's own thread spends on
 * the document (PDFium's parsing and rendering, reading, layout, classification), counted from the
 * moment the document is open, and the pages and rendered pixels it has worked. The budgets charged
 * before the work (pixels, operators, inflated bytes: @wcab/pdf decodeBudget.ts) bound what one
 * step may cost; this one bounds what all of them add up to, so a small upload cannot hold a
 * thread for its whole deadline.
 *
 * A document's budget is `perPageSeconds` for each of its pages, at least `minSeconds`, at most
 * `maxSeconds`, and `perPageRenderPixels` rendered for each of its pages (checked before each
 * render and after it: a job passes it by one render at most, and each render is capped at 40 MP). It is checked at every page the job touches (metered() wraps the PdfDocument), so
 * a job over it stops at its next page with 422 DOCUMENT_TOO_COMPLEX, the budget named. OCR runs in
 * the host's pool, not on the job's thread, and is not charged here (OCR_PAGE budgets bound it).
 *
 * One meter per job, made by buildJobContext: no module state. The clock is handed in (the thread's
 * CPU time on Linux, see threadCpuClock.ts), so a test can drive it.
 */
import { ApiError } from '@wcab/contract';
import type { GrayImage, PageContent, PageImageInfo, PageTextBoxes, PdfDocument, RenderOptions } from '@wcab/pdf';

export interface WorkBudget {
  /** CPU seconds a document may use for each of its pages (MAX_PAGE_CPU_SECONDS). */
  perPageSeconds: number;
  /** What any document may use, however few its pages (MIN_JOB_CPU_SECONDS). */
  minSeconds: number;
  /** What one job may use in all, however many its pages (MAX_JOB_CPU_SECONDS). */
  maxSeconds: number;
  /**
   * Pixels a document may have rendered for each of its pages (MAX_PAGE_RENDER_MEGAPIXELS): a count
   * that does not depend on the machine's speed or load, as CPU seconds do. Unset: not budgeted.
   */
  perPageRenderPixels?: number;
}

/** Seconds of CPU used so far by the thread that calls it (a monotonic count; only differences matter). */
export type CpuClock = () => number;

export interface WorkMeter {
  /** Starts counting for a document of `pageCount` pages: its budget is fixed here. */
  start(pageCount: number): void;
  /** Charges the CPU used since start() and throws DOCUMENT_TOO_COMPLEX (once over, on every call). */
  check(): void;
  /** check(), then records page `index` as worked. */
  page(index: number): void;
  /** Before a render: throws DOCUMENT_TOO_COMPLEX when the render budget is spent (and check()). */
  beforeRender(): void;
  /** Adds the pixels of a rendered image (counted exactly, whatever its DPI or band), then check()s both budgets. */
  rendered(pixels: number): void;
  /** Distinct pages worked so far. */
  readonly pagesWorked: number;
  readonly pixelsRendered: number;
  /** CPU seconds used since start() as of the last check. */
  readonly cpuSeconds: number;
  /** The budget of the document started (0 before start()). */
  readonly budgetSeconds: number;
  /** The refusal, once the budget was passed (the job answers it, whatever the pipeline made of the rest). */
  readonly exceeded: ApiError | undefined;
}

export function createWorkMeter(budget: WorkBudget, clock: CpuClock): WorkMeter {
  const worked = new Set<number>();
  let startedAt: number | undefined;
  let pages = 0;
  let limit = 0;
  let used = 0;
  let pixels = 0;
  let refusal: ApiError | undefined;
  const renderLimit = () => (budget.perPageRenderPixels === undefined ? Number.POSITIVE_INFINITY : pages * budget.perPageRenderPixels);
  /** `spent`: before a render, a budget used up exactly is refused too (the render could only pass it). */
  const checkPixels = (spent: boolean) => {
    if (refusal) throw refusal;
    if (startedAt === undefined || pixels < renderLimit() || (pixels === renderLimit() && !spent)) return;
    const mp = (n: number) => Math.round(n / 1e6);
    refusal = new ApiError(
      'DOCUMENT_TOO_COMPLEX',
      `The document needs more rendering than its budget of ${mp(renderLimit())} megapixels (${mp(budget.perPageRenderPixels!)} MP for each of its ${pages} pages: ` +
        `MAX_PAGE_RENDER_MEGAPIXELS); stopped after ${mp(pixels)} MP and ${worked.size} of its pages`,
    );
    throw refusal;
  };
  const check = () => {
    if (refusal) throw refusal;
    if (startedAt === undefined) return;
    used = Math.max(0, clock() - startedAt);
    if (used <= limit) return;
    refusal = new ApiError(
      'DOCUMENT_TOO_COMPLEX',
      `The document needs more work than its budget of ${round(limit)} CPU seconds (${budget.perPageSeconds} s for each of its ${pages} pages, ` +
        `at least ${budget.minSeconds} s, at most ${budget.maxSeconds} s: MAX_PAGE_CPU_SECONDS, MIN_JOB_CPU_SECONDS, MAX_JOB_CPU_SECONDS); ` +
        `stopped after ${round(used)} s and ${worked.size} of its pages`,
    );
    throw refusal;
  };
  return {
    start(pageCount) {
      pages = pageCount;
      limit = Math.min(budget.maxSeconds, Math.max(budget.minSeconds, pageCount * budget.perPageSeconds));
      startedAt = clock();
      used = 0;
    },
    check,
    page(index) {
      check(); // a page refused is not worked
      worked.add(index);
    },
    beforeRender() {
      check();
      checkPixels(true);
    },
    rendered(count) {
      pixels += count;
      checkPixels(false);
      check(); // the render itself may be what passed the CPU budget
    },
    get pagesWorked() {
      return worked.size;
    },
    get pixelsRendered() {
      return pixels;
    },
    get cpuSeconds() {
      return used;
    },
    get budgetSeconds() {
      return limit;
    },
    get exceeded() {
      return refusal;
    },
  };
}

const round = (seconds: number) => Math.round(seconds * 10) / 10;

/**
 * The document as the job sees it: every page it touches is charged to the meter first (and
 * refused once the budget is passed), every raster it renders counted. Closing is never refused.
 */
export function metered(pdf: PdfDocument, meter: WorkMeter): PdfDocument {
  meter.start(pdf.pageCount);
  return {
    get pageCount() {
      return pdf.pageCount;
    },
    pageText(index: number): string {
      meter.page(index);
      return pdf.pageText(index);
    },
    pageContent(index: number): PageContent {
      meter.page(index);
      return pdf.pageContent(index);
    },
    pageTextBoxes(index: number): PageTextBoxes {
      meter.page(index);
      return pdf.pageTextBoxes(index);
    },
    async renderPage(index: number, options: RenderOptions): Promise<GrayImage> {
      meter.page(index);
      meter.beforeRender();
      const image = await pdf.renderPage(index, options);
      meter.rendered(image.width * image.height);
      return image;
    },
    pageImageInfo(index: number): PageImageInfo {
      meter.page(index);
      return pdf.pageImageInfo(index);
    },
    close(): void {
      pdf.close();
    },
  };
}
