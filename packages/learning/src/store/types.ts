/**
 * The learning store seam: corrections (with the lesson each teaches) and retained results (what a
 * correction by job_id refers to), per account, in SQLite (embedded) or PostgreSQL (fleet). Every change
 * to an account's corrections moves its version in the same transaction; caches compare versions.
 */
import type { Correction, CorrectionFields } from '@wcab/contract';
import type { Lesson } from '../lesson';

/** What a retained result keeps of each document: the start of its text, for lessons by job_id. */
export interface RetainedDocument {
  pages: string[];
  /** The answer's dates (classify: dates; batch: calendar dates), for date-meaning lessons. */
  dates: Array<{ date: string; type: string; description: string }>;
}

export interface RetainedResult {
  id: string;
  account: string;
  kind: 'classify' | 'batch';
  createdAt: number;
  expiresAt: number;
  /** The caller's activity_types on the request, the vocabulary of a doc_type correction. */
  activityTypes?: string[];
  documents: RetainedDocument[];
}

export interface StoredCorrection {
  id: string;
  account: string;
  createdAt: number;
  kind: 'classify' | 'batch';
  jobId?: string;
  documentIndex?: number;
  correct: CorrectionFields;
  lesson: Omit<Lesson, 'id' | 'createdAt'>;
  learned: string[];
}

export interface CorrectionPage {
  items: StoredCorrection[];
  next: string | null;
  total: number;
}

export interface LearningStore {
  migrate(): Promise<void>;
  saveResult(result: RetainedResult): Promise<void>;
  /** The account's result, unless it expired; another account's id is the same undefined. */
  getResult(account: string, id: string, now: number): Promise<RetainedResult | undefined>;
  /** Deletes results past their expiry; returns how many. */
  purgeExpired(now: number): Promise<number>;
  /** Stores a correction; past `cap` the account's oldest go. Returns how many were evicted. */
  addCorrection(correction: StoredCorrection, cap: number): Promise<number>;
  listCorrections(account: string, limit: number, cursor?: string): Promise<CorrectionPage>;
  deleteCorrection(account: string, id: string): Promise<boolean>;
  deleteAllCorrections(account: string): Promise<number>;
  /** Changes whenever the account's corrections change ('0' for none ever). */
  version(account: string): Promise<string>;
  lessons(account: string): Promise<Lesson[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function toCorrection(c: StoredCorrection): Correction {
  return {
    id: c.id,
    created_at: new Date(c.createdAt).toISOString(),
    kind: c.kind,
    ...(c.jobId ? { job_id: c.jobId } : {}),
    ...(c.documentIndex ? { document_index: c.documentIndex } : {}),
    correct: c.correct,
    learned: c.learned,
  };
}
