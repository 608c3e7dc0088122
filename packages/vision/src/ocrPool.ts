/**
 * A fixed set of Tesseract workers of one engine (ocrEngine.ts: wasm threads or native processes),
 * created once and reused: starting a wasm worker costs 0.5-2.5 s (wasm compile plus language model
 * load), a page 1.5-3.5 s, so per-page workers would nearly double the time. Each worker reads one
 * image at a time on one core, so one worker per core is the natural size, and the pool's queue is
 * what bounds how many Tesseracts run at once for either engine. Wasm workers are threads: call
 * terminate() or the process stays alive.
 */
import { availableParallelism } from 'node:os';
import type { GrayImage } from '@wcab/pdf';
import { rotateGray } from './image';
import { cropToInk } from './inkCrop';
import type { OcrEngine, OcrEngineName, OcrEngineWorker as OcrWorker, OcrModelUse, OcrWord, RawOcr } from './ocrEngine';
import { DARK_PAPER_LEVEL, paperLevel, whitenPaper } from './paperLight';
import { rowBand, splitAtGaps, splitBalanced } from './pageParts';
import { selectOcrEngine } from './selectEngine';
import { estimateSkewDeg, MIN_CORRECTED_SKEW_DEG, straighten, straightenSketch } from './skew';

export interface OcrPoolOptions {
  /** Number of workers (default: available cores). */
  size?: number;
  /** A job running longer than this gets its worker replaced and fails (default 120 s). */
  jobTimeoutMs?: number;
  /** The engine (default: `auto`'s choice, see selectEngine.ts; the service hands it the one its settings select). */
  engine?: OcrEngine;
}

export interface OcrResult {
  text: string;
  /** Tesseract's mean word confidence, 0-100; 0 when there is no text. */
  confidence: number;
  /** Rotation (clockwise) applied to the image before the text was read. */
  rotation: 0 | 180;
  /** Skew (degrees, lines falling left to right) straightened out before reading. */
  skewDeg: number;
  /**
   * Every word read, its box in the pixels of the page as given to recognize() (or to preparePage()):
   * band offsets, the 180-degree retry and the straightening are undone, so a box can be turned
   * into PDF points with the page raster's dpi (points = pixels x 72 / dpi). Reading order.
   */
  words: OcrWord[];
}

export interface OcrPoolStats {
  size: number;
  /** The engine the pool reads with, and its model. */
  engine: OcrEngineName;
  model: string;
  /** The model of its quick runs (the same as `model` when the engine has one only). */
  quickModel: string;
  /** Workers started over the pool's life (size, plus replacements after failures). */
  workersCreated: number;
  /** Pages read by recognize(), each counted once. */
  pagesRead: number;
  /** Recognition passes completed (an upside-down page takes two, a page shared by two workers two). */
  jobsCompleted: number;
  queued: number;
}

/**
 * Below this mean word confidence a page with text is retried upside down. Measured on 200-DPI
 * scans: upright pages score 85-95, upside-down ones 35-60. Tesseract reads a page turned 90
 * degrees clockwise on its own (its layout analysis finds the vertical lines) while 180 and 270
 * read as garbage; one retry turned 180 degrees fixes both. Orientation detection proper (OSD)
 * needs osd.traineddata and the legacy engine, which the installed packages do not provide.
 */
const RETRY_BELOW_CONFIDENCE = 65;
/** Fewer letters than this is too little text to judge orientation from. */
const MIN_LETTERS_FOR_RETRY = 12;
/**
 * Mean word confidence a second read with the paper taken for white (readInAnyLight) needs to be kept: print reads
 * at 60-95, a photograph's or a drawing's shapes read as letters at far less.
 */
const MIN_WHITENED_CONFIDENCE = 50;
/** Bands one page is cut into at most: two already fill a 2-core machine, more would add layout passes. */
const MAX_BANDS = 2;
/** Share of dark pixels under which a page is blank and not worth an OCR pass (~2 glyphs). */
const BLANK_INK_RATIO = 0.00005;

/**
 * Images a worker that reads several in one go (ocrEngine.ts recognizeMany: native, one process) takes at
 * most at once, from those waiting beside its own of the same model and resolution.
 */
const MAX_GROUP = 6;

/**
 * A read that may wait (PreparedPage.mayWait) is held while its `concurrency` of reads are running, for others to
 * join it: the worker that frees takes them in one process. At most this long (a backstop; a running read's end,
 * not the clock, is what releases them).
 */
const LINGER_MS = 4000;

/**
 * Reads that may wait and are joinable (PreparedPage.joinable) are held even with a worker idle, while another read
 * runs, until this many of one model and resolution wait (the idle worker then takes them in one process), at most
 * JOIN_MS from when the worker was free to take them. On the barcode batch (18 images a run) 10 processes became 6:
 * docs/ocr.md.
 */
const JOIN_GROUP = 3;
const JOIN_MS = 1500;

/** How a read that may wait (PreparedPage.mayWait) may be held: its concurrency and whether it is joinable. */
interface Wait {
  concurrency: number;
  joinable: boolean;
}

interface Task {
  image: GrayImage;
  use: OcrModelUse;
  /** When it may be held (PreparedPage.mayWait): the time it was queued. */
  mayWaitSince?: number;
  /** PreparedPage.concurrency of a read that may wait. */
  concurrency: number;
  /** PreparedPage.joinable of a read that may wait. */
  joinable: boolean;
  resolve(result: RawOcr): void;
  reject(err: unknown): void;
}

/** The error of a page dropped because whoever wanted it gave up (`recognize`'s signal). */
export class OcrCancelledError extends Error {
  constructor() {
    super('OCR cancelled: the page is no longer wanted');
    this.name = 'OcrCancelledError';
  }
}

/** A page ready for Tesseract: inked, and straightened when it was skewed. */
export interface PreparedPage {
  image: GrayImage;
  skewDeg: number;
  /**
   * Only these rows [top, bottom) of the straightened image are read, as one band (a read plan's part
   * of the page: see pageParts.ts topPartRows). Words come back in the whole page's pixels. A part is
   * not retried upside down: a caller whose part reads as worthReadingUpsideDown() reads the whole page,
   * which is.
   */
  rows?: { top: number; bottom: number };
  /** The engine's model to read with (default `accurate`; `quick` for a glance: ocrEngine.ts OcrModelUse). */
  use?: OcrModelUse;
  /**
   * Read `rows` in bands, as a whole page is read: cut at blank gaps into as many bands as the pool has workers
   * (at most 2), which read at once; a part's cuts fall where its print balances (pageParts.ts splitBalanced), a
   * whole page's at its middle gap. For a caller waiting on one part (a classify's first page, a tall glance), it
   * halves the wait for one more process start (about 0.07 s of CPU).
   */
  shared?: boolean;
  /**
   * Read the whole page turned 180 degrees first, and upright only when the turned read is itself unsure (the
   * better of the two is kept, as for any page): for a caller whose part of the page already read as upside
   * down (worthReadingUpsideDown), whose upright read of the whole page would be garbage too. Not with `rows`.
   */
  turnedFirst?: boolean;
  /**
   * A read nobody waits on alone (a batch scan's early read of a part: the scan goes on meanwhile): the pool may
   * hold it a moment (LINGER_MS) for others to join it in one process (ocrEngine.ts recognizeMany). With `rows`, not shared.
   */
  mayWait?: boolean;
  /**
   * With `mayWait`: how many of the pool's processes such reads may keep running at once (the job's OCR
   * concurrency, JobContext.ocrConcurrency; default 1). Past it they are held for a group, as above; below it a
   * waiting read goes to an idle worker at once, what waits split between the free ones.
   */
  concurrency?: number;
  /**
   * With `mayWait`: more reads that may wait are to come soon (a batch scan with pages left to look at). Such a read
   * is held even while a worker is idle, as long as another read is running, for others to join it (until JOIN_GROUP
   * wait, at most JOIN_MS): fewer process starts (about 0.2 s of CPU each), while the scan keeps the core busy.
   */
  joinable?: boolean;
}

/**
 * The per-page CPU work before recognition, kept apart from the pool so it can run where the page
 * is (a job thread) while the pool lives elsewhere (shared by a process): undefined for a blank
 * page, which is not worth an OCR pass; otherwise the page, straightened when skewed. `sketch`: the page's
 * sketchPage(), when the caller made one: its blank check and skew stand for this page's.
 */
export function preparePage(img: GrayImage, sketch?: PageSketch): PreparedPage | undefined {
  if (!sketch && inkRatio(img) < BLANK_INK_RATIO) return undefined;
  const skewDeg = sketch?.skewDeg ?? estimateSkewDeg(img);
  return { image: Math.abs(skewDeg) >= MIN_CORRECTED_SKEW_DEG ? straighten(img, skewDeg) : img, skewDeg };
}

/** A page straightened as a sketch, for judging its layout: half the page's size each way, never read. */
export interface PageSketch {
  image: GrayImage;
  /** The page's skew, straightened out of the sketch (and of the page, by preparePage). */
  skewDeg: number;
}

/**
 * preparePage() for judging the page's layout, never for reading: straightened as a sketch at half the page's size
 * (skew.ts straightenSketch), which lays its rules and lines of print as flat for a quarter of the pixels to turn
 * and then to measure. Undefined for a blank page, as preparePage().
 */
export function sketchPage(img: GrayImage): PageSketch | undefined {
  if (inkRatio(img) < BLANK_INK_RATIO) return undefined;
  const skewDeg = estimateSkewDeg(img);
  // Always at half size, straightened or not: the caller doubles what it measures on it.
  return { image: straightenSketch(img, Math.abs(skewDeg) >= MIN_CORRECTED_SKEW_DEG ? skewDeg : 0), skewDeg };
}

export class OcrPool {
  private readonly idle: OcrWorker[] = [];
  private readonly queue: Task[] = [];
  private workersCreated = 0;
  /** Workers alive, idle or busy. */
  private live = 0;
  private jobsCompleted = 0;
  private pagesRead = 0;
  private terminated = false;
  private lingering: NodeJS.Timeout | undefined;
  /** When the lingering timer fires. */
  private lingerDue = 0;
  /** Since when joinable reads have been held with a worker idle (holding()), if they are. */
  private joining: number | undefined;
  /** Whether its workers read several images in one go (ocrEngine.ts recognizeMany): only then is a read held for others. */
  private groups = false;

  private constructor(
    private readonly size: number,
    private readonly jobTimeoutMs: number,
    readonly engine: OcrEngine,
  ) {}

  /** Starts every worker up front so the first pages do not pay for start-up. */
  static async create(opts: OcrPoolOptions = {}): Promise<OcrPool> {
    const size = Math.max(1, Math.floor(opts.size ?? availableParallelism()));
    const pool = new OcrPool(size, opts.jobTimeoutMs ?? 120_000, opts.engine ?? selectOcrEngine());
    const started = await Promise.allSettled(Array.from({ length: size }, () => pool.startWorker()));
    for (const s of started) if (s.status === 'fulfilled') pool.idle.push(s.value);
    pool.groups = pool.idle.some((w) => w.recognizeMany);
    const failure = started.find((s) => s.status === 'rejected');
    if (failure) {
      await pool.terminate(); // do not leak the workers that did start
      throw toError(failure.reason);
    }
    return pool;
  }

  /**
   * Reads a page: straightens it when it is skewed, lets idle workers share it (bands cut at blank
   * gaps between lines, read in parallel), and retries it upside down when the text looks like an
   * upside-down read.
   */
  async recognize(img: GrayImage, signal?: AbortSignal): Promise<OcrResult> {
    const page = preparePage(img);
    return page ? this.recognizePrepared(page, signal) : { text: '', confidence: 0, rotation: 0, skewDeg: 0, words: [] };
  }

  /**
   * recognize() for a page preparePage() has already straightened (it may have run elsewhere).
   * When `signal` aborts, the page's parts still waiting for a worker are dropped and the call
   * rejects with OcrCancelledError; a part already being read finishes (Tesseract cannot be
   * interrupted short of ending its worker, and a part takes seconds at most).
   */
  async recognizePrepared(page: PreparedPage, signal?: AbortSignal): Promise<OcrResult> {
    const { image, skewDeg, use = 'accurate' } = page;
    const wait = page.mayWait ? { concurrency: Math.max(1, Math.floor(page.concurrency ?? 1)), joinable: !!page.joinable } : undefined;
    if (page.rows) return this.readRows(image, skewDeg, page.rows, use, !!page.shared, signal, wait);
    const uprightResult = (read: RawOcr): OcrResult => ({ ...read, words: unskew(read.words, image, skewDeg), rotation: 0, skewDeg });
    const turnedResult = (read: RawOcr): OcrResult => ({ ...read, words: unskew(turnBack180(read.words, image), image, skewDeg), rotation: 180, skewDeg });
    if (page.turnedFirst) {
      const turned = await this.readBands(rotateGray(image, 180), use, signal);
      this.pagesRead++;
      if (!worthReadingUpsideDown(turned)) return turnedResult(turned);
      const upright = await this.readBands(image, use, signal);
      return turned.confidence <= upright.confidence ? uprightResult(upright) : turnedResult(turned);
    }
    const first = await this.readBands(image, use, signal);
    this.pagesRead++;
    if (!worthReadingUpsideDown(first)) return uprightResult(first);
    const second = await this.readBands(rotateGray(image, 180), use, signal);
    return second.confidence <= first.confidence ? uprightResult(first) : turnedResult(second);
  }

  /**
   * One page, cut into as many bands as the pool has workers (at most 2) whatever else it is doing:
   * Tesseract's layout analysis can read a band differently from the whole page (a label column
   * apart from its values, say), and the text of a page must not depend on the load. With a busy
   * pool the bands cost no more than the page (measured: 20 scanned pages on a pool of 2, 11.2 to
   * 11.5 s either way); with an idle one both workers read the page at once.
   */
  private async readBands(img: GrayImage, use: OcrModelUse, signal?: AbortSignal, part = false): Promise<RawOcr> {
    const parts = Math.min(MAX_BANDS, this.size);
    // A part (readRows) is cut where its print balances, a whole page at its middle gap: the read plan's top part
    // ends there (pageParts.ts topPartRows), so a page read in parts reads as it does whole.
    const bands = part ? splitBalanced(img, parts) : splitAtGaps(img, parts);
    const reads = (await Promise.all(bands.map((band) => this.submit(band, use, signal)))).map(normalise);
    const text = reads
      .map((r) => r.text)
      .filter(Boolean)
      .join('\n\n');
    // Mean word confidence of the page: each band weighs by how much text it holds.
    const chars = reads.reduce((n, r) => n + r.text.length, 0);
    const confidence = chars ? reads.reduce((sum, r) => sum + r.confidence * r.text.length, 0) / chars : 0;
    // Word boxes from band pixels to page pixels: each band starts where the previous one ended.
    let top = 0;
    const words: OcrWord[] = [];
    reads.forEach((r, i) => {
      const dy = top;
      for (const w of r.words) words.push({ ...w, bbox: { x0: w.bbox.x0, x1: w.bbox.x1, y0: w.bbox.y0 + dy, y1: w.bbox.y1 + dy } });
      top += bands[i]!.height;
    });
    return { text, confidence, words };
  }

  /**
   * One part of a page, read as a single band: the same band readBands() cuts when the part ends at
   * the gap splitAtGaps() finds, so a page read in parts gives the text its whole read gives.
   */
  private async readRows(
    image: GrayImage,
    skewDeg: number,
    rows: { top: number; bottom: number },
    use: OcrModelUse,
    shared: boolean,
    signal?: AbortSignal,
    wait?: Wait,
  ): Promise<OcrResult> {
    const top = Math.max(0, Math.min(image.height, rows.top));
    const bottom = Math.max(top, Math.min(image.height, rows.bottom));
    if (bottom === top) return { text: '', confidence: 0, rotation: 0, skewDeg, words: [] };
    const band = rowBand(image, top, bottom);
    const read = shared ? await this.readBands(band, use, signal, true) : normalise(await this.submit(band, use, signal, wait));
    this.pagesRead++;
    const words = read.words.map((w) => ({ ...w, bbox: { ...w.bbox, y0: w.bbox.y0 + top, y1: w.bbox.y1 + top } }));
    return { text: read.text, confidence: read.confidence, rotation: 0, skewDeg, words: unskew(words, image, skewDeg) };
  }

  get stats(): OcrPoolStats {
    return {
      size: this.size,
      engine: this.engine.name,
      model: this.engine.model,
      quickModel: this.engine.quickModel,
      workersCreated: this.workersCreated,
      pagesRead: this.pagesRead,
      jobsCompleted: this.jobsCompleted,
      queued: this.queue.length,
    };
  }

  /** Stops all workers; queued jobs fail. Running jobs fail when their worker goes. */
  async terminate(): Promise<void> {
    this.terminated = true;
    clearTimeout(this.lingering);
    for (const task of this.queue.splice(0)) task.reject(new Error('OCR pool terminated'));
    await Promise.allSettled(this.idle.splice(0).map((w) => w.terminate()));
  }

  private async startWorker(): Promise<OcrWorker> {
    this.workersCreated++;
    const worker = await this.engine.createWorker();
    this.live++;
    return worker;
  }

  /**
   * One image to a worker, cut to its print first (inkCrop.ts: Tesseract analyses every pixel it is handed, paper
   * too), its words' boxes put back in the image's pixels. `wait`: how a read that may wait may be held
   * (PreparedPage.concurrency, PreparedPage.joinable); none: it is not.
   */
  private async submit(image: GrayImage, use: OcrModelUse, signal?: AbortSignal, wait?: Wait): Promise<RawOcr> {
    const crop = cropToInk(image);
    // The paper's light from the image as handed over, margins and all: a crop tight round a dark block is no paper.
    const read = await this.readInAnyLight(crop.image, () => paperLevel(image), use, signal, wait);
    if (crop.dx === 0 && crop.dy === 0) return read;
    const { dx, dy } = crop;
    return { ...read, words: read.words.map((w) => ({ ...w, bbox: { x0: w.bbox.x0 + dx, x1: w.bbox.x1 + dx, y0: w.bbox.y0 + dy, y1: w.bbox.y1 + dy } })) };
  }

  /**
   * One read of `image`, and for an image that read as nothing while its paper is not white (a page photographed
   * under coloured light, which Tesseract's one global threshold turns all black: paperLight.ts), a second read
   * with its paper taken for white, kept when it reads as print. A scan's paper is white: its reads are untouched.
   */
  private async readInAnyLight(image: GrayImage, paper: () => number, use: OcrModelUse, signal?: AbortSignal, wait?: Wait): Promise<RawOcr> {
    const read = await this.enqueue(image, use, signal, wait);
    if (letters(read.text) >= MIN_LETTERS_FOR_RETRY) return read;
    const level = paper();
    if (level >= DARK_PAPER_LEVEL) return read;
    const again = await this.enqueue(whitenPaper(image, level), use, signal, wait);
    return letters(again.text) >= MIN_LETTERS_FOR_RETRY && again.confidence >= MIN_WHITENED_CONFIDENCE ? again : read;
  }

  private enqueue(image: GrayImage, use: OcrModelUse, signal?: AbortSignal, wait?: Wait): Promise<RawOcr> {
    if (this.terminated) return Promise.reject(new Error('OCR pool terminated'));
    if (this.live === 0) return Promise.reject(new Error('OCR pool has no working Tesseract worker'));
    if (signal?.aborted) return Promise.reject(new OcrCancelledError());
    return new Promise((resolve, reject) => {
      const drop = () => {
        const index = this.queue.indexOf(task);
        if (index < 0) return; // already with a worker: it finishes
        this.queue.splice(index, 1);
        reject(new OcrCancelledError());
      };
      const task: Task = {
        image,
        use,
        ...(wait && this.groups ? { mayWaitSince: performance.now() } : {}),
        concurrency: wait?.concurrency ?? 1,
        joinable: !!wait?.joinable,
        resolve: (result) => {
          signal?.removeEventListener('abort', drop);
          resolve(result);
        },
        reject: (err) => {
          signal?.removeEventListener('abort', drop);
          reject(err);
        },
      };
      signal?.addEventListener('abort', drop, { once: true });
      this.queue.push(task);
      this.dispatch();
    });
  }

  /**
   * Hands waiting images to idle workers. A worker that reads several in one go also takes its share of the
   * images waiting beside its own (same model and resolution; what waits split evenly between the idle workers,
   * at most MAX_GROUP): on a busy pool (a batch's pages), one process start for several reads; on an idle one
   * (a page's two bands), each worker still takes its own. Reads that may wait are split between as many
   * workers as their concurrency leaves free (with concurrency 1, one process takes them all).
   */
  private dispatch(): void {
    // Checked before each hand-out: reads that may wait of the other model stay held while this group runs.
    while (this.idle.length > 0 && this.queue.length > 0 && !this.holding()) {
      const free = this.idle.length;
      const busy = this.live - free;
      const worker = this.idle.pop()!;
      const first = this.queue.shift()!;
      this.joining = undefined;
      const group = [first];
      // Its share of what waits, the rest left to the other idle workers (two bands of a page go to two workers).
      const share = Math.min(
        MAX_GROUP,
        first.mayWaitSince !== undefined
          ? Math.ceil((this.queue.length + 1) / Math.max(1, Math.min(free, first.concurrency - busy)))
          : 1 + Math.floor(this.queue.length / free),
      );
      if (worker.recognizeMany) {
        for (let i = 0; i < this.queue.length && group.length < share; ) {
          const task = this.queue[i]!;
          const joins = runOf(task) === runOf(first) && (first.mayWaitSince === undefined || task.mayWaitSince !== undefined);
          if (joins) group.push(...this.queue.splice(i, 1));
          else i++;
        }
      }
      void (group.length === 1 ? this.execute(worker, first) : this.executeGroup(worker, group));
    }
  }

  /**
   * Whether to hold what waits: only reads that may wait, while as many workers as their concurrency are busy (an
   * end dispatches them), fewer than a group, none held LINGER_MS yet (a timer then dispatches them). With fewer
   * workers busy, only joinable reads (PreparedPage.joinable), while at least one read runs, fewer than JOIN_GROUP of
   * one model and resolution wait and a worker has been free for them less than JOIN_MS. With every worker idle
   * nothing is held.
   */
  private holding(): boolean {
    const busy = this.live - this.idle.length;
    if (this.queue.length === 0 || this.queue.length >= MAX_GROUP || this.idle.length === 0) return false;
    if (!this.queue.every((t) => t.mayWaitSince !== undefined)) return false;
    const now = performance.now();
    let due: number;
    if (busy >= Math.min(...this.queue.map((t) => t.concurrency))) {
      this.joining = undefined;
      due = Math.min(...this.queue.map((t) => t.mayWaitSince!)) + LINGER_MS - now;
    } else {
      if (busy === 0 || largestGroup(this.queue) >= JOIN_GROUP || !this.queue.every((t) => t.joinable)) {
        this.joining = undefined;
        return false;
      }
      this.joining ??= now;
      due = this.joining + JOIN_MS - now;
    }
    if (due <= 0) return false;
    if (this.lingering && this.lingerDue > now + due + 1) {
      clearTimeout(this.lingering);
      this.lingering = undefined;
    }
    if (!this.lingering) {
      this.lingerDue = now + due;
      this.lingering = setTimeout(() => {
        this.lingering = undefined;
        this.dispatch();
      }, due);
    }
    return true;
  }

  private async executeGroup(worker: OcrWorker, group: Task[]): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`OCR job exceeded ${this.jobTimeoutMs * group.length} ms`)), this.jobTimeoutMs * group.length);
    });
    try {
      const reads = await Promise.race([
        worker.recognizeMany!(
          group.map((t) => t.image),
          group[0]!.use,
        ),
        timeout,
      ]);
      this.jobsCompleted += reads.filter((r) => r.status === 'fulfilled').length;
      const failed = reads.some((r) => r.status === 'rejected');
      if (failed) this.retire(worker);
      else this.release(worker);
      reads.forEach((r, i) => (r.status === 'fulfilled' ? group[i]!.resolve(r.value) : group[i]!.reject(toError(r.reason))));
    } catch (err) {
      for (const task of group) task.reject(toError(err));
      this.retire(worker);
    } finally {
      clearTimeout(timer);
    }
  }

  /** A worker that failed may be wedged (timeout) or its wasm state broken (abort): replace it. */
  private retire(worker: OcrWorker): void {
    this.live--;
    void worker.terminate().catch(() => {});
    void this.replaceWorker();
  }

  private async execute(worker: OcrWorker, task: Task): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`OCR job exceeded ${this.jobTimeoutMs} ms`)), this.jobTimeoutMs);
    });
    try {
      const result = await Promise.race([worker.recognize(task.image, task.use), timeout]);
      this.jobsCompleted++;
      this.release(worker);
      task.resolve(result);
    } catch (err) {
      task.reject(toError(err)); // tesseract.js rejects with strings
      this.retire(worker);
    } finally {
      clearTimeout(timer);
    }
  }

  private release(worker: OcrWorker): void {
    if (this.terminated) {
      void worker.terminate().catch(() => {});
      return;
    }
    this.idle.push(worker);
    this.dispatch();
  }

  private async replaceWorker(): Promise<void> {
    if (this.terminated) return;
    try {
      this.release(await this.startWorker());
    } catch (err) {
      // The pool runs one worker short. With none left, queued pages would wait forever: fail them.
      if (this.live === 0) for (const task of this.queue.splice(0)) task.reject(toError(err));
    }
  }
}

/** What one engine process reads its images with: reads of the same model and resolution may share one. */
const runOf = (t: Task) => `${t.use} ${t.image.dpi}`;

/** The most reads waiting that one process could take together (runOf). */
function largestGroup(queue: Task[]): number {
  const sizes = new Map<string, number>();
  for (const t of queue) sizes.set(runOf(t), (sizes.get(runOf(t)) ?? 0) + 1);
  return Math.max(0, ...sizes.values());
}

function toError(err: unknown): Error {
  return err instanceof Error ? err : new Error(`Tesseract: ${String(err)}`);
}

function normalise(raw: RawOcr): RawOcr {
  const text = raw.text.replace(/[ \t]+$/gm, '').trim();
  return { text, confidence: text ? raw.confidence : 0, words: text ? raw.words : [] };
}

/** Boxes read on the page turned 180 degrees, back on the page as it was. */
function turnBack180(words: OcrWord[], img: GrayImage): OcrWord[] {
  return words.map((w) => ({ ...w, bbox: { x0: img.width - w.bbox.x1, x1: img.width - w.bbox.x0, y0: img.height - w.bbox.y1, y1: img.height - w.bbox.y0 } }));
}

/**
 * Boxes read on the straightened page, on the page as rendered: straighten() took each output pixel
 * from the source turned by +deg around the centre, so the corners go through the same turn and
 * the box is their bounding box.
 */
function unskew(words: OcrWord[], img: GrayImage, deg: number): OcrWord[] {
  if (Math.abs(deg) < MIN_CORRECTED_SKEW_DEG) return words;
  const rad = (deg * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const cx = img.width / 2;
  const cy = img.height / 2;
  return words.map((w) => {
    const { x0, y0, x1, y1 } = w.bbox;
    const xs: number[] = [];
    const ys: number[] = [];
    for (const [x, y] of [
      [x0, y0],
      [x1, y0],
      [x0, y1],
      [x1, y1],
    ] as const) {
      xs.push(cx + (x - cx) * cos - (y - cy) * sin);
      ys.push(cy + (x - cx) * sin + (y - cy) * cos);
    }
    const clamp = (v: number, max: number) => Math.min(max, Math.max(0, Math.round(v)));
    return {
      ...w,
      bbox: {
        x0: clamp(Math.min(...xs), img.width),
        y0: clamp(Math.min(...ys), img.height),
        x1: clamp(Math.max(...xs), img.width),
        y1: clamp(Math.max(...ys), img.height),
      },
    };
  });
}

/**
 * A read so unsure, of enough letters, that the page may be upside down: recognizePrepared() then reads it
 * turned, and a caller that read only a part of a page (which is never turned) reads the whole page instead.
 */
export function worthReadingUpsideDown(read: { confidence: number; text: string }): boolean {
  return read.confidence < RETRY_BELOW_CONFIDENCE && letters(read.text) >= MIN_LETTERS_FOR_RETRY;
}

function letters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/** Share of clearly dark pixels (ink), sampled on every 4th row and column: cheap and sufficient. */
function inkRatio(img: GrayImage): number {
  let dark = 0;
  let seen = 0;
  for (let y = 0; y < img.height; y += 4) {
    const row = y * img.width;
    for (let x = 0; x < img.width; x += 4, seen++) if (img.data[row + x]! < 128) dark++;
  }
  return seen ? dark / seen : 0;
}
