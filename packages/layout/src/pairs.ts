/**
 * Label/value pairs in every arrangement a form or caption prints them:
 * - inline: "Applicant: Maria Garcia" inside one segment;
 * - left: a label segment, then its value segment on the same line ("Applicant      Maria Garcia", with or
 *   without a colon);
 * - above: a label alone on its line over its value ("Applicant" / "Maria Garcia", a boxed form's caption);
 * - header: a table's header row over rows of values ("Case Number(s) | Applicant | Employer").
 * Whether a text is a label without a colon is the caller's vocabulary (LayoutOptions.isLabel).
 */
import { labelTest, stripColon } from './labels';
import { findTables } from './tables';
import type { LayoutOptions, Line, Pair, Table } from './types';

/** "Applicant: Maria Garcia": a short label, its colon, a value. */
const INLINE = /^([^:]{2,40}?)\s*:\s+(\S.*)$/;

export interface LabelledLayout {
  pairs: Pair[];
  tables: Table[];
}

export function labelValuePairs(lines: readonly Line[], opts: LayoutOptions = {}): LabelledLayout {
  const isLabel = labelTest(opts);
  const tables = findTables(lines, isLabel);
  const pairs: Pair[] = [];
  const inTable = new Set<number>();
  for (const t of tables) {
    inTable.add(t.headerLine);
    t.rows.forEach((r, row) => {
      inTable.add(r.line);
      r.cells.forEach((cell, k) => {
        const h = t.header[k]!;
        if (!cell) return;
        pairs.push({
          label: stripColon(h.text),
          value: cell.text,
          arrangement: t.header.length === 1 ? 'above' : 'header',
          labelWords: h.words,
          valueWords: cell.words,
          labelLine: t.headerLine,
          valueLine: r.line,
          ...(t.header.length > 1 ? { row } : {}),
        });
      });
    });
  }
  lines.forEach((line, i) => {
    if (inTable.has(i)) return;
    const segs = line.segments;
    segs.forEach((s, k) => {
      const next = segs[k + 1];
      if (isLabel(s.text)) {
        if (next && !isLabel(next.text)) {
          pairs.push({
            label: stripColon(s.text),
            value: next.text,
            arrangement: 'left',
            labelWords: s.words,
            valueWords: next.words,
            labelLine: i,
            valueLine: i,
          });
        }
        return;
      }
      const m = INLINE.exec(s.text);
      if (m && isLabel(`${m[1]}:`)) {
        const n = m[1]!.split(/\s+/).length;
        pairs.push({
          label: m[1]!.trim(),
          value: m[2]!.trim(),
          arrangement: 'inline',
          labelWords: s.words.slice(0, n),
          valueWords: s.words.slice(n),
          labelLine: i,
          valueLine: i,
        });
      }
    });
  });
  return { pairs: pairs.sort((a, b) => a.labelLine - b.labelLine || a.valueLine - b.valueLine), tables };
}
