/**
 * OCR-tolerant comparison of short words (issue 31): the lines structure rules read (a greeting, a close, a
 * field's label) are damaged by OCR as any other ("Hcllo", "Coidially", "Cuslomer:"), so a word is compared by its
 * skeleton (normalize.ts) and one or two letters' damage is allowed by its length.
 */
import { skeleton } from './normalize';

/** A word's skeleton, trimmed. */
export function word(w: string): string {
  return skeleton(w).trim();
}

/** Levenshtein distance, stopping early above `max`. */
function within(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...cur) > max) return false;
    prev = cur;
  }
  return (prev[b.length] as number) <= max;
}

/** Whether `w` (a skeleton word) is one of `words`, allowing OCR damage by length: none under 4 letters, one, two from 8. */
export function isOneOf(w: string, words: readonly string[]): boolean {
  return words.some((t) => w === t || (t.length >= 4 && within(w, t, t.length >= 8 ? 2 : 1)));
}
