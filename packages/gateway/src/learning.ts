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
