/**
 * Test helper: prints `rows` (each a list of [text, x] cells at one baseline) as a text layer would: the page text is
 * the cells of each row joined by single spaces (as PDFium gives a table), and every word has its box and offsets.
 */
import type { Word } from '@wcab/layout';

export function printed(rows: [string, number][][], rowHeight = 16): { text: string; words: Word[] } {
  const words: Word[] = [];
  const lines: string[] = [];
  let offset = 0;
  rows.forEach((cells, r) => {
    const parts: string[] = [];
    for (const [cell, x] of cells) {
      let at = x;
      for (const t of cell.split(' ')) {
        const start = offset + parts.join(' ').length + (parts.length ? 1 : 0);
        words.push({ text: t, x0: at, y0: 100 + r * rowHeight, x1: at + t.length * 5, y1: 110 + r * rowHeight, start, end: start + t.length });
        parts.push(t);
        at += (t.length + 1) * 5;
      }
    }
    const line = parts.join(' ');
    lines.push(line);
    offset += line.length + 1;
  });
  return { text: lines.join('\n'), words };
}
