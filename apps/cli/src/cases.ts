/**
 * `--cases <file>`: the office's known cases, so documents are matched to them (the API's `cases`). A JSON
 * array of {adj_number, claimant_name, employer} (as the API takes it), or a CSV with a header row naming
 * those columns (what a case-management system exports; csv-parse reads quoting and BOMs). Each row is
 * validated by the contract's own schema, so a file the API would refuse is refused here, with its row.
 */
import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { Case, Cases } from '@wcab/contract';
import { CliError } from './exitCodes';
import { fromCaller, noSuchFile } from './paths';

const COLUMNS = Object.keys(Case.shape);

export function readCases(typed: string): Case[] {
  const file = fromCaller(typed);
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) throw noSuchFile(typed);
  const text = fs.readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const rows = /^\s*[[{]/.test(text) ? fromJson(typed, text) : fromCsv(typed, text);
  const parsed = Cases.safeParse(rows);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const [row, field] = issue.path;
    const where = typeof row === 'number' ? `case ${row + 1}${field !== undefined ? ` (${String(field)})` : ''}` : 'the list';
    throw new CliError('input', `--cases ${typed}: ${where}: ${issue.message}`);
  }
  return parsed.data;
}

function fromJson(typed: string, text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : ((value as { cases?: unknown })?.cases ?? value);
  } catch (error) {
    throw new CliError('input', `--cases ${typed}: not valid JSON (${(error as Error).message})`);
  }
}

function fromCsv(typed: string, text: string): unknown {
  let records: Record<string, string>[];
  try {
    records = parse(text, { columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), skip_empty_lines: true, trim: true });
  } catch (error) {
    throw new CliError('input', `--cases ${typed}: not a CSV file (${(error as Error).message})`);
  }
  if (records.length > 0 && !('adj_number' in records[0]!)) {
    throw new CliError('input', `--cases ${typed}: the CSV needs a header row with an adj_number column (columns: ${COLUMNS.join(', ')})`);
  }
  // Only the known columns; an export's other columns (file number, attorney) are left out, not refused.
  return records.map((r) => Object.fromEntries(COLUMNS.filter((c) => r[c] !== undefined && r[c] !== '').map((c) => [c, r[c]])));
}
