/**
 * Where in the (normalised) document text an extractor read a value: the span it used, with how sure
 * the extractor is of the value. Evidence (the page, the words as printed, their box) is built from
 * these spans by the pipeline; the extractors only say which characters they took.
 */

export interface Span {
  /** Offsets in the normalised document text the extractors read: [start, end). */
  start: number;
  end: number;
  /** 0-1: how sure the extractor is of the value read there (see the README's evidence section). */
  confidence: number;
}

/**
 * The span of `value` as an extractor read it from the region of the text it matched, [from, to):
 * the value itself when it was taken verbatim, else (a value the extractor cleaned or reordered, such
 * as "GARCIA, MARIA" read as "Maria Garcia") the stretch of one line of the region that holds all of
 * its words. Never looks outside the region the extractor matched.
 */
export function spanIn(text: string, from: number, to: number, value: string, confidence: number): Span | undefined {
  const region = text.slice(Math.max(0, from), Math.min(text.length, to));
  const base = Math.max(0, from);
  const exact = region.indexOf(value);
  if (value && exact >= 0) return { start: base + exact, end: base + exact + value.length, confidence };
  const words =
    value
      .toLowerCase()
      .match(/[a-z0-9][a-z0-9'&\-]*/g)
      ?.filter((w) => w.length >= 2) ?? [];
  if (words.length === 0) return undefined;
  let lineStart = 0;
  for (const line of region.split('\n')) {
    const lower = line.toLowerCase();
    const hits = words.map((w) => wordAt(lower, w));
    if (hits.every((h) => h >= 0)) {
      const start = Math.min(...hits);
      let end = Math.max(...hits.map((h, i) => h + words[i]!.length));
      // A name's closing period is part of it ("INC."), when the value has it too.
      if (value.endsWith('.') && line[end] === '.') end++;
      return { start: base + lineStart + start, end: base + lineStart + end, confidence };
    }
    lineStart += line.length + 1;
  }
  return undefined;
}

/** Index of `word` as a whole word in `line`, or -1. */
function wordAt(line: string, word: string): number {
  for (let i = line.indexOf(word); i >= 0; i = line.indexOf(word, i + 1)) {
    const before = line[i - 1] ?? ' ';
    const after = line[i + word.length] ?? ' ';
    if (!/[a-z0-9]/.test(before) && !/[a-z0-9]/.test(after)) return i;
  }
  return -1;
}
