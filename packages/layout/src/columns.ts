/**
 * Columns: segments whose left edges line up (within half a line height) on three or more lines, such as a
 * label column and the value column beside it, or the two sides of a caption.
 */
import { height, median } from './geometry';
import type { Column, Line } from './types';

const MIN_LINES = 3;

export function findColumns(lines: readonly Line[]): Column[] {
  const unit = median(lines.map(height)) || 1;
  const all = lines.flatMap((line, i) => line.segments.map((segment) => ({ line: i, segment }))).sort((a, b) => a.segment.x0 - b.segment.x0);
  const columns: Column[] = [];
  let cur: Column['segments'] = [];
  const flush = () => {
    if (new Set(cur.map((c) => c.line)).size >= MIN_LINES) {
      const segs = [...cur].sort((a, b) => a.line - b.line);
      columns.push({ x0: Math.min(...segs.map((s) => s.segment.x0)), x1: Math.max(...segs.map((s) => s.segment.x1)), segments: segs });
    }
    cur = [];
  };
  for (const s of all) {
    const first = cur[0];
    if (first && s.segment.x0 - first.segment.x0 > unit / 2) flush();
    cur.push(s);
  }
  flush();
  return columns.sort((a, b) => a.x0 - b.x0);
}
