/** Results as rows for scripts: JSON (every field) or CSV (one line per file or document). */
import { stringify } from 'csv-stringify/sync';
import type { BatchDocument, ClassificationResult } from '@wcab/contract';

export type Format = 'text' | 'json' | 'csv';
export const FORMATS: Format[] = ['text', 'json', 'csv'];

export interface ClassifiedFile {
  file: string;
  result?: ClassificationResult;
  error?: { error: string; code: string };
}

/** One row of a split index: a document written to `file`, cut from `source`. */
export interface IndexRow extends Omit<BatchDocument, 'pdf_base64'> {
  file: string;
  source: string;
}

export const INDEX_COLUMNS = [
  'file',
  'source',
  'start_page',
  'end_page',
  'doc_type',
  'applicant_name',
  'adj_numbers',
  'document_date',
  'suggested_filename',
  'calendar_dates',
] as const;
const CLASSIFY_COLUMNS = ['file', 'document_type', 'confidence', 'page_count', 'activity_type', 'adj_numbers', 'parties', 'dates', 'summary', 'error'] as const;

const dates = (list: { date: string; time?: string; type: string }[]) => list.map((d) => [d.date, d.time, d.type].filter(Boolean).join(' ')).join('; ');

export function indexCsv(rows: IndexRow[], header = true): string {
  const flat = rows.map((r) => ({ ...r, adj_numbers: r.adj_numbers.join('; '), calendar_dates: dates(r.calendar_dates) }));
  return stringify(flat, { header, columns: [...INDEX_COLUMNS] });
}

export function classifyCsv(files: ClassifiedFile[]): string {
  const flat = files.map(({ file, result: r, error }) => ({
    file,
    document_type: r?.document_type ?? '',
    confidence: r?.confidence ?? '',
    page_count: r?.page_count ?? '',
    activity_type: r?.activity_type ?? '',
    adj_numbers: r?.adj_numbers.map((a) => a.number).join('; ') ?? '',
    parties: r?.parties.join('; ') ?? '',
    dates: r ? dates(r.dates) : '',
    summary: r?.summary ?? '',
    error: error ? `${error.code}: ${error.error}` : '',
  }));
  return stringify(flat, { header: true, columns: [...CLASSIFY_COLUMNS] });
}

export function classifyText(files: ClassifiedFile[]): string {
  return files
    .map(({ file, result: r, error }) =>
      error
        ? `${file}: ${error.code} ${error.error}`
        : `${file}: ${r!.activity_type ?? r!.document_type} (${Math.round(r!.confidence * 100)}%), ${r!.page_count} page(s)` +
          `${r!.adj_numbers.length ? `, ${r!.adj_numbers.map((a) => a.number).join(' ')}` : ''}${r!.dates.length ? `, dates: ${dates(r!.dates)}` : ''}`,
    )
    .join('\n');
}

export function indexText(rows: IndexRow[]): string {
  return rows
    .map((r) => `${r.file}  pages ${r.start_page}-${r.end_page}  ${r.doc_type}  ${r.applicant_name || '-'}  ${r.adj_numbers.join(' ') || '-'}`)
    .join('\n');
}
