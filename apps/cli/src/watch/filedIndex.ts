/**
 * The watcher's output index: index.jsonl (every row, all fields; appended), and rebuilt from it
 * after each batch, so they never disagree with it: index.csv (for a spreadsheet) and calendar.ics. A row carries the digest
 * of the inbox file it came from, so a batch interrupted after its rows were appended but before
 * the journal recorded it does not get them twice.
 */
import fs from 'node:fs';
import path from 'node:path';
import { rowsCalendar } from '../documents';
import { writeAtomically } from '../atomicWrite';
import { indexCsv, type IndexRow } from '../records';
import { appendDurably } from './journal';

export type FiledRow = IndexRow & { source_sha256: string };

export class FiledIndex {
  private readonly rows: FiledRow[] = [];
  private readonly jsonl: string;
  private readonly csv: string;
  private readonly ics: string;

  constructor(outDir: string) {
    this.jsonl = path.join(outDir, 'index.jsonl');
    this.csv = path.join(outDir, 'index.csv');
    this.ics = path.join(outDir, 'calendar.ics');
    const text = fs.existsSync(this.jsonl) ? fs.readFileSync(this.jsonl, 'utf8') : '';
    for (const line of text.split('\n')) {
      try {
        if (line.trim()) this.rows.push(JSON.parse(line) as FiledRow);
      } catch {
        // cut short by a crash: that batch is done again
      }
    }
  }

  has(sha256: string): boolean {
    return this.rows.some((r) => r.source_sha256 === sha256);
  }

  /** Appends a batch's rows (unless an interrupted run already did) and rebuilds the CSV and calendar. */
  append(sha256: string, rows: FiledRow[]): void {
    if (!this.has(sha256) && rows.length > 0) {
      appendDurably(this.jsonl, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
      this.rows.push(...rows);
    }
    writeAtomically(this.csv, indexCsv(this.rows));
    writeAtomically(this.ics, rowsCalendar(this.rows));
  }
}
