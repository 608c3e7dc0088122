/**
 * From the normalised document text the extractors read back to the pages as the pipeline read them.
 *
 * normalizeText() joins the pages, unifies look-alike characters, repairs OCR digits in words, puts
 * form values back after their labels and drops page furniture between pages: the text the
 * extractors see is not the pages' text, and their offsets cannot be used on a page directly. The two
 * texts are aligned once per document with a character diff (jsdiff's Myers diff): unchanged runs map
 * one to one, a replaced run maps onto what it replaced, and a run moved elsewhere (a value put back
 * after its label) maps onto where it was printed. An extractor's span then becomes a page and the
 * page's own offsets.
 */
import { diffChars } from 'diff';
import { PAGE_SEPARATOR } from './text';

export interface PageSpan {
  /** 0-based index into the pages given to sourceMap(). */
  page: number;
  /** Offsets in that page's text: [start, end). */
  start: number;
  end: number;
}

export interface SourceMap {
  /** Where [start, end) of the normalised text was printed; undefined when it was not (or alignment gave up). */
  locate(start: number, end: number): PageSpan | undefined;
}

/** Diffing longer than this gives up (the document then has no evidence), so a pathological text never stalls a job. */
const DIFF_TIMEOUT_MS = 1500;
/** A run added by normalisation is looked for as moved text only when it is this long (shorter runs are everywhere). */
const MIN_MOVED = 3;

export function sourceMap(pages: readonly string[], normalized: string): SourceMap {
  const raw = pages.join(PAGE_SEPARATOR);
  const pageStarts: number[] = [];
  let at = 0;
  for (const p of pages) {
    pageStarts.push(at);
    at += p.length + PAGE_SEPARATOR.length;
  }
  const toRaw = align(raw, normalized);
  const pageOf = (offset: number) => {
    let lo = 0;
    for (let hi = pageStarts.length - 1; lo < hi; ) {
      const mid = (lo + hi + 1) >> 1;
      if (pageStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  return {
    locate(start, end) {
      if (!toRaw) return undefined;
      let first = -1;
      let last = -1;
      for (let i = Math.max(0, start); i < Math.min(end, normalized.length); i++) {
        const r = toRaw[i]!;
        if (r < 0) continue;
        if (first < 0) first = r;
        // A span stays on the page where it starts (a value never runs over a page break as printed).
        if (pageOf(r) === pageOf(first) && r >= first) last = r;
      }
      if (first < 0) return undefined;
      const page = pageOf(first);
      const pageStart = pageStarts[page]!;
      const pageEnd = Math.min(pageStart + pages[page]!.length, last + 1);
      return { page, start: first - pageStart, end: pageEnd - pageStart };
    },
  };
}

/** For each unit of `normalized`, the offset in `raw` it was read from, or -1. Undefined when the diff timed out. */
function align(raw: string, normalized: string): Int32Array | undefined {
  const changes = diffChars(raw, normalized, { timeout: DIFF_TIMEOUT_MS });
  if (!changes) return undefined;
  const toRaw = new Int32Array(normalized.length).fill(-1);
  const moved: { from: number; text: string }[] = [];
  let r = 0;
  let n = 0;
  for (let k = 0; k < changes.length; k++) {
    const c = changes[k]!;
    const len = c.value.length;
    if (!c.added && !c.removed) {
      for (let i = 0; i < len; i++) toRaw[n + i] = r + i;
      r += len;
      n += len;
    } else if (c.removed) {
      const next = changes[k + 1];
      if (next?.added) {
        // Replaced: each new unit maps onto the old run proportionally ("0ffice" -> "Office", "\u2019" -> "'").
        for (let i = 0; i < next.value.length; i++) toRaw[n + i] = r + Math.min(len - 1, Math.floor((i * len) / next.value.length));
        if (next.value.length >= MIN_MOVED && len < next.value.length / 2) moved.push({ from: n, text: next.value });
        n += next.value.length;
        k++;
      }
      r += len;
    } else {
      if (len >= MIN_MOVED) moved.push({ from: n, text: c.value });
      n += len;
    }
  }
  // Text normalisation moved (a form value put back after its label): where it was printed.
  // The blanks normalisation put around it ("Patient: " + "Daniel Martinez") were not printed with it.
  for (const m of moved) {
    const core = m.text.trim();
    if (core.length < MIN_MOVED) continue;
    const lead = m.text.length - m.text.trimStart().length;
    const printed = nearestIndexOf(raw, core, toRaw[m.from - 1] ?? 0);
    if (printed >= 0) for (let i = 0; i < core.length; i++) toRaw[m.from + lead + i] = printed + i;
  }
  return toRaw;
}

/** The occurrence of `needle` in `hay` nearest to `near`, or -1. */
function nearestIndexOf(hay: string, needle: string, near: number): number {
  let best = -1;
  for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) {
    if (best < 0 || Math.abs(i - near) < Math.abs(best - near)) best = i;
    if (i > near) break;
  }
  return best;
}
