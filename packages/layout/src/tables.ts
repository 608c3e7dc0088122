/**
 * Tables read by their header row: a line whose segments are all labels ("Case Number(s) | Applicant |
 * Employer"), over rows whose segments each fall under one header (by horizontal overlap with the header,
 * else by the column its left edge lies in). Rows continue while they are close under the previous one and
 * fit the columns; a line of prose across the columns, a new label row or a wide vertical gap ends the table.
 * One label over its value ("Applicant" over "Maria Garcia") is a table of one column and one row.
 */
import { height, median, overlap } from './geometry';
import { segmentOf } from './lines';
import type { Line, Segment, Table } from './types';

/** Most blank space between two rows of one table, in line heights. */
const MAX_ROW_GAP = 2.5;

export function findTables(lines: readonly Line[], isLabel: (text: string) => boolean): Table[] {
  const unit = median(lines.map(height)) || 1;
  const tables: Table[] = [];
  for (let i = 0; i < lines.length; i++) {
    const header = lines[i]!.segments;
    if (!isHeaderRow(header, isLabel)) continue;
    // "Attorney for (Name):" alone on its line is a blank to fill in after the colon: what is printed under it is
    // the form's next line (on a blank form, its next heading), not the value. A box's label has no colon.
    if (header.length === 1 && /:\s*$/.test(header[0]!.text)) continue;
    const rows: Table['rows'] = [];
    const maxRows = header.length === 1 ? 1 : Infinity;
    for (let j = i + 1; j < lines.length && rows.length < maxRows; j++) {
      const prev = lines[j - 1]!;
      const line = lines[j]!;
      if (line.y0 - prev.y1 > MAX_ROW_GAP * unit) break;
      if (line.segments.every((s) => isLabel(s.text))) break;
      const cells = assign(header, line.segments, unit);
      if (!cells) break;
      rows.push({ line: j, cells });
    }
    const filled = rows.filter((r) => r.cells.filter(Boolean).length >= Math.min(2, header.length));
    if (filled.length === 0) continue;
    tables.push({ header, headerLine: i, rows: rows.slice(0, rows.indexOf(filled[filled.length - 1]!) + 1) });
    i = rows[rows.length - 1]!.line;
  }
  return tables;
}

/**
 * A row of labels: every segment a label, or (a table's header row, whose columns the caller's vocabulary
 * need not all know) two or more labels and at least half of the segments, the rest short capitalised words.
 */
function isHeaderRow(header: readonly Segment[], isLabel: (text: string) => boolean): boolean {
  const labels = header.filter((s) => isLabel(s.text)).length;
  if (labels === header.length) return true;
  return labels >= 2 && labels * 2 >= header.length && header.every((s) => isLabel(s.text) || HEADING_WORDS.test(s.text));
}

/** A column heading the vocabulary does not know: one to three capitalised words, no digits. */
const HEADING_WORDS = /^(?:[A-Z][A-Za-z'()/.&-]*)(?:\s+(?:[A-Z][A-Za-z'()/.&-]*|of|and|or|for|to|the)){0,2}$/;

/** Each segment of a row under its header, or undefined when the row does not fit the columns. */
function assign(header: readonly Segment[], row: readonly Segment[], unit: number): (Segment | undefined)[] | undefined {
  const parts: Segment[][] = header.map(() => []);
  for (const s of row) {
    const k = columnOf(header, s, unit);
    if (k >= 0) {
      parts[k]!.push(s);
      continue;
    }
    const split = splitAtColumns(header, s, unit);
    if (!split) return undefined;
    for (const [c, piece] of split) parts[c]!.push(piece);
  }
  return parts.map((p) => (p.length ? segmentOf(p.flatMap((s) => s.words)) : undefined));
}

/** A run of many words, or one that ends a sentence: prose, not a cell's value. */
function isSentence(s: Segment): boolean {
  const lower = s.words.filter((w) => /^[a-z]/.test(w.text)).length;
  return s.words.length > MAX_CELL_WORDS || (lower >= 2 && /[a-z]{2}[.!?]$/.test(s.text));
}

/** Most words of one cell cut from a run that overflowed its box. */
const MAX_CELL_WORDS = 8;

/**
 * A value too long for its box runs up to the next one, and the two print as one run of words; cut at the
 * columns' left edges it is one short value per column. A sentence across the columns is not cut.
 */
function splitAtColumns(header: readonly Segment[], s: Segment, unit: number): [number, Segment][] | undefined {
  if (header.length < 2 || s.words.length > MAX_CELL_WORDS * header.length || isSentence({ ...s, words: s.words.slice(0, MAX_CELL_WORDS) })) return undefined;
  const cols = new Map<number, Segment['words']>();
  for (const w of s.words) {
    let k = 0;
    for (let c = 0; c < header.length; c++) if (header[c]!.x0 - unit <= w.x0) k = c;
    (cols.get(k) ?? cols.set(k, []).get(k)!).push(w);
  }
  if (cols.size < 2 || [...cols.values()].some((ws) => ws.length > MAX_CELL_WORDS)) return undefined;
  return [...cols.entries()].map(([k, ws]) => [k, segmentOf(ws)]);
}

function columnOf(header: readonly Segment[], s: Segment, unit: number): number {
  const overlaps = header.map((h) => overlap(h.x0, h.x1, s.x0, s.x1));
  const hits = overlaps.filter((o) => o > 0).length;
  // A segment over two or more headers is prose or a merged cell: it does not fit a column.
  if (hits >= 2 && header.length >= 2) return -1;
  // A lone label's value starts where the label starts (a box's label and its entry): a heading or a wider line
  // that merely overlaps it is not its value.
  if (header.length === 1) return hits === 1 && !isSentence(s) && !/:$/.test(s.text) && Math.abs(s.x0 - header[0]!.x0) <= 2 * unit ? 0 : -1;
  if (hits === 1) return overlaps.findIndex((o) => o > 0);
  // Under no header: the column whose left edge it starts nearest after, within the header row's reach.
  if (s.x1 < header[0]!.x0 - 2 * unit || s.x0 > header[header.length - 1]!.x1 + 8 * unit) return -1;
  let k = 0;
  for (let c = 0; c < header.length; c++) if (header[c]!.x0 - unit <= s.x0) k = c;
  // A lone label takes only what is printed under it, and a value, never a sentence.
  if (header.length === 1 && (Math.abs(s.x0 - header[0]!.x0) > 2 * unit || isSentence(s))) return -1;
  return k;
}
