/** The whole reading of one page: its lines, columns, tables and label/value pairs. */
import { findColumns } from './columns';
import { groupLines } from './lines';
import { labelValuePairs } from './pairs';
import type { Column, LayoutOptions, Line, Pair, Table, Word } from './types';

export interface PageLayout {
  lines: Line[];
  columns: Column[];
  tables: Table[];
  pairs: Pair[];
}

export function readLayout(words: readonly Word[], opts: LayoutOptions = {}): PageLayout {
  const lines = groupLines(words, opts);
  const { pairs, tables } = labelValuePairs(lines, opts);
  return { lines, columns: findColumns(lines), tables, pairs };
}
