/**
 * Places text on a page as a printer would: words of a fixed-pitch font at a scale (points or scan pixels),
 * with optional baseline jitter (a scan's wobble). The tests build every arrangement with it.
 */
import type { Word } from '../src/types';

export interface Pen {
  /** Height of a word box (the unit every layout threshold is relative to). */
  size: number;
  /** Vertical wobble per word, in word heights (0 for a text layer). */
  jitter?: number;
  rand?: () => number;
}

export function place(pen: Pen, text: string, x: number, y: number): Word[] {
  const words: Word[] = [];
  const charW = pen.size * 0.5;
  let at = x;
  for (const t of text.split(' ')) {
    if (t) {
      const dy = (pen.jitter ?? 0) * pen.size * ((pen.rand?.() ?? 0.5) - 0.5);
      words.push({ text: t, x0: at, y0: y + dy, x1: at + t.length * charW, y1: y + dy + pen.size });
    }
    at += (t.length + 1) * charW;
  }
  return words;
}

/** Width `text` takes with this pen. */
export const widthOf = (pen: Pen, text: string) => text.length * pen.size * 0.5;
