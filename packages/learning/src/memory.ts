/**
 * One account's lessons, indexed for the next document: an inverted index from sketch hashes to lessons
 * finds the few lessons that share anything with the document, and only those are compared in full. Read
 * only once built; the store builds a new one when the account's corrections change.
 */
import { SKETCH_SIZE, similarity } from './signature';
import type { Lesson } from './lesson';

/** The bar a search for a few lessons below it tries first (see matches). */
const FIRST_BAR = 0.25;

export interface Match {
  lesson: Lesson;
  similarity: number;
}

export class AccountMemory {
  readonly lessons: readonly Lesson[];
  private readonly postings = new Map<number, number[]>();

  constructor(
    lessons: readonly Lesson[],
    readonly version: string = '',
  ) {
    this.lessons = lessons;
    lessons.forEach((lesson, i) => {
      for (const h of lesson.sketch) {
        const list = this.postings.get(h);
        if (list) list.push(i);
        else this.postings.set(h, [i]);
      }
    });
  }

  get size(): number {
    return this.lessons.length;
  }

  /**
   * Lessons at least `threshold` alike to the document, most alike first (newest first among equals); at most
   * `limit` of them. Lessons are compared in full in the order of the hashes they share with the document,
   * whose count bounds their similarity from above; once that bound is below the `limit`-th best found, no
   * lesson left can enter, and the rest are not compared (at 10,000 corrections of a few layouts, most of them).
   */
  matches(sketch: Uint32Array, threshold: number, limit = Infinity): Match[] {
    // A higher bar first: its prefix filter skips most postings of a crowded memory, and when it already finds
    // `limit` lessons they are the `limit` most alike at the lower bar too (every other lesson is below it).
    if (Number.isFinite(limit) && threshold < FIRST_BAR) {
      const found = this.search(sketch, FIRST_BAR, limit);
      if (found.length >= limit) return found;
    }
    return this.search(sketch, threshold, limit);
  }

  private search(sketch: Uint32Array, threshold: number, limit: number): Match[] {
    if (this.lessons.length === 0 || sketch.length === 0 || limit <= 0) return [];
    // A lesson's estimate counts common hashes among the first SKETCH_SIZE of the union, which holds at least
    // the larger sketch: it is at most shared / min(SKETCH_SIZE, larger sketch), and at most shared / least.
    const least = Math.min(SKETCH_SIZE, sketch.length);
    // Prefix filtering: the document's hashes that most lessons hold (common word pairs) are not looked up.
    // Skipping fewer than threshold x least of them cannot hide a lesson that reaches the threshold (it must
    // share a looked-up hash), and each lesson's bound counts the skipped ones as shared.
    const lists = Array.from(sketch, (h) => this.postings.get(h)).filter((l): l is number[] => !!l);
    lists.sort((a, b) => b.length - a.length);
    const skipped = Math.max(0, Math.min(lists.length, Math.ceil(threshold * least) - 1));
    // Hashes shared with each lesson, counted in a typed array: at 10,000 lessons a Map was most of the time.
    const shared = new Uint16Array(this.lessons.length);
    const touched: number[] = [];
    for (let n = skipped; n < lists.length; n++) {
      for (const i of lists[n]!) {
        if (shared[i] === 0) touched.push(i);
        shared[i] = shared[i]! + 1;
      }
    }
    const bound = (i: number) => (shared[i]! + skipped) / Math.min(SKETCH_SIZE, Math.max(sketch.length, this.lessons[i]!.sketch.length));
    const candidates = touched.filter((i) => bound(i) >= threshold);
    if (limit < candidates.length) {
      const bounds = new Float64Array(this.lessons.length);
      for (const i of candidates) bounds[i] = bound(i);
      candidates.sort((a, b) => bounds[b]! - bounds[a]!);
    }
    const out: Match[] = [];
    const better = (a: Match, b: Match) => b.similarity - a.similarity || b.lesson.createdAt - a.lesson.createdAt;
    for (const i of candidates) {
      // Sorted by bound: a lesson whose bound is below the limit-th best so far cannot enter, nor can any after it.
      if (out.length >= limit && bound(i) < out[out.length - 1]!.similarity) break;
      const lesson = this.lessons[i]!;
      const s = similarity(sketch, lesson.sketch);
      if (s < threshold) continue;
      out.push({ lesson, similarity: s });
      // Kept sorted once full, so that its last is the limit-th best.
      if (out.length >= limit) {
        out.sort(better);
        out.length = limit;
      }
    }
    return out.sort(better);
  }
}
