/**
 * Words into lines and lines into segments. A word joins the line it overlaps most vertically (by at least
 * half the smaller height, so a slightly crooked scan still reads line by line, but lines set close never
 * merge); a line is cut into segments where the gap between two words is wider than a few spaces.
 */
import { height, median, overlap, union } from './geometry';
import type { Line, LayoutOptions, Segment, Word } from './types';

const DEFAULT_SEGMENT_GAP = 1.2;

export function groupLines(words: readonly Word[], opts: LayoutOptions = {}): Line[] {
  const usable = words.filter((w) => w.text.trim() && w.x1 > w.x0 && w.y1 > w.y0);
  const unit = median(usable.map(height)) || 1;
  const sorted = [...usable].sort((a, b) => (a.y0 + a.y1) / 2 - (b.y0 + b.y1) / 2 || a.x0 - b.x0);
  const rows: { y0: number; y1: number; words: Word[] }[] = [];
  for (const w of sorted) {
    let best: (typeof rows)[number] | undefined;
    let bestShare = 0.5;
    // Only the last few rows can hold a word sorted this far down.
    for (let r = Math.max(0, rows.length - 4); r < rows.length; r++) {
      const row = rows[r]!;
      const share = overlap(w.y0, w.y1, row.y0, row.y1) / Math.min(height(w), row.y1 - row.y0);
      if (share >= bestShare && !collides(row.words, w)) {
        best = row;
        bestShare = share;
      }
    }
    if (best) {
      best.words.push(w);
      best.y0 = Math.min(best.y0, w.y0);
      best.y1 = Math.max(best.y1, w.y1);
    } else rows.push({ y0: w.y0, y1: w.y1, words: [w] });
  }
  const factor = opts.segmentGap ?? DEFAULT_SEGMENT_GAP;
  for (const r of rows) r.words.sort((a, b) => a.x0 - b.x0);
  const space = pageSpace(rows, unit);
  // A gap cuts a line where it is wider than a few word heights, measured on the larger of the page's body text
  // and the two words beside it (a heading's words are spaced wider than the body's), and wider than the page's
  // own spaces: a typewriter face (a CMS-1500's Courier) spaces its words a word height apart, and more after a comma.
  const cuts = (prev: Word, w: Word) => w.x0 - prev.x1 > Math.max(factor * Math.max(unit, Math.min(height(prev), height(w))), SPACE_FACTOR * space);
  return rows.map((r) => lineOf(r.words, cuts)).sort((a, b) => a.y0 - b.y0 || a.x0 - b.x0);
}

/** How much wider than the page's ordinary space a gap must be to cut a line. */
const SPACE_FACTOR = 1.6;

/**
 * The page's ordinary space between two words of a line: the median of the gaps narrower than the segment gap's
 * largest plausible value (so that columns do not count), or 0 where a page has too few to tell.
 */
function pageSpace(rows: readonly { words: Word[] }[], unit: number): number {
  const gaps: number[] = [];
  for (const r of rows)
    for (let i = 1; i < r.words.length; i++) {
      const g = r.words[i]!.x0 - r.words[i - 1]!.x1;
      if (g > 0 && g < 2 * unit) gaps.push(g);
    }
  return gaps.length >= 20 ? median(gaps) : 0;
}

/** A word printed over another word of the row (two lines run together) starts a line of its own. */
function collides(row: readonly Word[], w: Word): boolean {
  return row.some((o) => overlap(o.x0, o.x1, w.x0, w.x1) > 0.5 * Math.min(o.x1 - o.x0, w.x1 - w.x0));
}

function lineOf(words: Word[], cuts: (prev: Word, w: Word) => boolean): Line {
  const segments: Segment[] = [];
  let cur: Word[] = [];
  for (const w of words) {
    const prev = cur[cur.length - 1];
    if (prev && cuts(prev, w)) {
      segments.push(segmentOf(cur));
      cur = [];
    }
    cur.push(w);
  }
  if (cur.length) segments.push(segmentOf(cur));
  return { ...union(words), text: segments.map((s) => s.text).join('   '), words, segments };
}

export function segmentOf(words: Word[]): Segment {
  return { ...union(words), text: words.map((w) => w.text).join(' '), words };
}
