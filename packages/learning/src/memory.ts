/**
 * One account's lessons, indexed for the next document: an inverted index from sketch hashes to lessons
 * finds the few lessons that share anything with the document, and only those are compared in full. Read
 * only once built; the store builds a new one when the account's corrections change.
 */
import { similarity } from './signature';
import type { Lesson } from './lesson';

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

  /** Lessons at least `threshold` alike to the document, most alike first (newest first among equals). */
  matches(sketch: Uint32Array, threshold: number): Match[] {
    if (this.lessons.length === 0 || sketch.length === 0) return [];
    // Hashes shared with each lesson, counted in a typed array: at 10,000 lessons a Map was most of the time.
    const shared = new Uint16Array(this.lessons.length);
    const touched: number[] = [];
    for (const h of sketch) {
      const list = this.postings.get(h);
      if (!list) continue;
      for (const i of list) {
        if (shared[i] === 0) touched.push(i);
        shared[i] = shared[i]! + 1;
      }
    }
    // Sharing fewer hashes than threshold x the larger sketch cannot reach the threshold.
    const out: Match[] = [];
    for (const i of touched) {
      const lesson = this.lessons[i]!;
      if (shared[i]! < threshold * Math.max(sketch.length, lesson.sketch.length)) continue;
      const s = similarity(sketch, lesson.sketch);
      if (s >= threshold) out.push({ lesson, similarity: s });
    }
    return out.sort((a, b) => b.similarity - a.similarity || b.lesson.createdAt - a.lesson.createdAt);
  }
}
