/**
 * What the gateway needs for corrections (issue 32): the learning store, how long answers are kept for
 * corrections by job_id, and the cap of corrections per account. Absent, /v1/feedback answers 404 and
 * answers carry no job_id.
 */
import { randomBytes } from 'node:crypto';
import type { LearningStore, RetainedDocument } from '@wcab/learning';

export interface GatewayLearning {
  store: LearningStore;
  /** How long an answer stays correctable by its job_id (RESULT_RETENTION_DAYS). */
  resultRetentionMs: number;
  /** Corrections kept per account (LEARNING_MAX_CORRECTIONS); past it the oldest go. */
  maxCorrections: number;
}

/** What a job's outcome carries beside its data for corrections: the start of each document's text. */
export function retainedOf(outcome: unknown): RetainedDocument[] | undefined {
  const retained = (outcome as { retained?: unknown }).retained;
  return Array.isArray(retained) ? (retained as RetainedDocument[]) : undefined;
}

/** Unguessable ids: a result or correction id names nothing about its account. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/** A kept batch document with the page it started on in the answer: a correction of a part of it (a split) reads that part. */
export type KeptDocument = RetainedDocument & { start_page?: number };

/** The kept documents of an answer, each with its first page when the answer is a batch's. */
export function withStartPages(documents: RetainedDocument[], data: unknown): KeptDocument[] {
  const answered = (data as { documents?: Array<{ start_page?: unknown }> } | undefined)?.documents;
  if (!Array.isArray(answered)) return documents;
  return documents.map((d, i) => {
    const start = answered[i]?.start_page;
    return typeof start === 'number' ? { ...d, start_page: start } : d;
  });
}

/**
 * The part of a kept batch document a correction's pages name: a document split on the review page
 * teaches each part from its own pages, not from the whole answer's. The text kept is the document's
 * first pages only; a part past them has none (the correction is kept, nothing is learned from its layout).
 */
export function partOf(document: KeptDocument, startPage: number | undefined, endPage: number | undefined): RetainedDocument {
  if (document.start_page === undefined || (startPage === undefined && endPage === undefined)) return document;
  const from = Math.max(0, (startPage ?? document.start_page) - document.start_page);
  const to = endPage === undefined ? document.pages.length : Math.max(from, endPage - document.start_page + 1);
  return { pages: document.pages.slice(from, to), dates: document.dates };
}
