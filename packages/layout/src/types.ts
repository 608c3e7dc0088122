/**
 * Positioned words and the structure read from them. One frame for every source: x to the right and y
 * downwards from the page's top-left corner, in any unit (PDF points for a text layer, pixels for a scan);
 * every threshold is relative to the height of the words, so the unit never matters.
 */

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Word extends Box {
  text: string;
  /** Offsets of the word in the page text it was read from, [start, end), when known. */
  start?: number;
  end?: number;
}

/** Words printed close together on one line: a phrase, a table cell, a label or its value. */
export interface Segment extends Box {
  text: string;
  words: Word[];
}

/** Words sharing a baseline, left to right, cut into segments at wide gaps. */
export interface Line extends Box {
  text: string;
  words: Word[];
  segments: Segment[];
}

/** How a label is placed relative to its value. */
export type Arrangement = 'inline' | 'left' | 'above' | 'header';

export interface Pair {
  /** The label as printed, without a trailing colon. */
  label: string;
  value: string;
  arrangement: Arrangement;
  labelWords: Word[];
  valueWords: Word[];
  /** Index into the lines of the label's line and of the value's line. */
  labelLine: number;
  valueLine: number;
  /** For a table: which data row (0 = first under the header), so rows of one record stay together. */
  row?: number;
}

/** A header row over rows of cells, aligned by column. */
export interface Table {
  header: Segment[];
  /** lines index of the header row. */
  headerLine: number;
  /** One entry per data row: its line index and a cell (or undefined) per header column. */
  rows: { line: number; cells: (Segment | undefined)[] }[];
}

/** Segments whose left edges line up down the page. */
export interface Column {
  x0: number;
  x1: number;
  segments: { line: number; segment: Segment }[];
}

export interface LayoutOptions {
  /** Whether a segment's text is a label (a colon-ended text always is). Default: only colon-ended text. */
  isLabel?: (text: string) => boolean;
  /** Gap between words, in word heights, that separates segments (default 1.2). */
  segmentGap?: number;
}
