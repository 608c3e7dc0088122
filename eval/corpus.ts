/** The labelled corpus format (../shared/corpus/README.md). */
import fs from 'node:fs';
import path from 'node:path';
import type { BatchDocument, ClassificationResult, BatchResult } from '@wcab/contract';

export interface ClassifyCase {
  id: string;
  kind: 'classify';
  file: string;
  scanned: boolean;
  template?: string;
  request: Record<string, unknown>;
  expect: {
    document_type: string;
    page_count: number;
    adj_numbers?: Array<{ number: string; claimant_name: string; employer: string }>;
    case_numbers?: string[];
    parties_required?: string[];
    dates?: Array<{ date: string; type: string; location?: string }>;
    dates_ignore?: string[];
    summary_mentions?: string[];
  };
}

export interface BatchCase {
  id: string;
  kind: 'batch';
  file: string;
  note?: string;
  page_count: number;
  request: Record<string, unknown>;
  expect: { separator_pages: number[]; documents: Array<BatchDocument & { template?: string }> };
}

export type CorpusCase = ClassifyCase | BatchCase;

export interface Outcome<T> {
  ok: boolean;
  status: number;
  latencyMs: number;
  data?: T;
}

export type ClassifyOutcome = Outcome<ClassificationResult>;
export type BatchOutcome = Outcome<BatchResult>;

export function loadCorpus(dir: string): CorpusCase[] {
  return JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as CorpusCase[];
}
