/** Rows <-> records, shared by the SQLite and PostgreSQL stores (the same SQL runs on both). */
import { decodeSketch, encodeSketch } from '../signature';
import type { AnchorRule } from '../anchors';
import type { Lesson } from '../lesson';
import type { RetainedResult, StoredCorrection } from './types';

export const MIGRATIONS: Array<{ version: number; sql: string[] }> = [
  {
    version: 1,
    sql: [
      `CREATE TABLE IF NOT EXISTS learn_results (
        id TEXT PRIMARY KEY,
        account TEXT NOT NULL,
        kind TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL,
        body TEXT NOT NULL
      )`,
      `CREATE INDEX IF NOT EXISTS learn_results_expiry ON learn_results (expires_at)`,
      `CREATE TABLE IF NOT EXISTS learn_corrections (
        id TEXT PRIMARY KEY,
        account TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        body TEXT NOT NULL,
        lesson TEXT NOT NULL
      )`,
      `CREATE INDEX IF NOT EXISTS learn_corrections_account ON learn_corrections (account, created_at, id)`,
      `CREATE TABLE IF NOT EXISTS learn_versions (account TEXT PRIMARY KEY, version BIGINT NOT NULL)`,
    ],
  },
];

export interface ResultRow {
  id: string;
  account: string;
  kind: string;
  created_at: number | string;
  expires_at: number | string;
  body: string;
}

export interface CorrectionRow {
  id: string;
  account: string;
  created_at: number | string;
  body: string;
  lesson: string;
}

export function resultRow(r: RetainedResult): ResultRow {
  return {
    id: r.id,
    account: r.account,
    kind: r.kind,
    created_at: r.createdAt,
    expires_at: r.expiresAt,
    body: JSON.stringify({ activityTypes: r.activityTypes, documents: r.documents }),
  };
}

export function rowResult(row: ResultRow): RetainedResult {
  const body = JSON.parse(row.body) as Pick<RetainedResult, 'activityTypes' | 'documents'>;
  return {
    id: row.id,
    account: row.account,
    kind: row.kind as RetainedResult['kind'],
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    ...(body.activityTypes ? { activityTypes: body.activityTypes } : {}),
    documents: body.documents,
  };
}

type StoredLesson = Omit<Lesson, 'id' | 'createdAt' | 'sketch' | 'frame' | 'applicant'> & {
  sketch: string;
  frame?: string;
  applicant?: Lesson['applicant'] | AnchorRule;
};

/** A stored lesson as the learned layer reads it: a lesson stored before names had several places has one. */
function fromStored(stored: StoredLesson): Omit<Lesson, 'id' | 'createdAt'> {
  const { applicant, sketch, frame, ...rest } = stored;
  return {
    ...rest,
    sketch: decodeSketch(sketch),
    ...(frame !== undefined ? { frame: decodeSketch(frame) } : {}),
    ...(applicant ? { applicant: Array.isArray(applicant) ? applicant : [applicant] } : {}),
  };
}

export function correctionRow(c: StoredCorrection): CorrectionRow {
  const { sketch, frame, ...rest } = c.lesson;
  return {
    id: c.id,
    account: c.account,
    created_at: c.createdAt,
    body: JSON.stringify({ kind: c.kind, jobId: c.jobId, documentIndex: c.documentIndex, correct: c.correct, learned: c.learned }),
    lesson: JSON.stringify({ ...rest, sketch: encodeSketch(sketch), ...(frame ? { frame: encodeSketch(frame) } : {}) } satisfies StoredLesson),
  };
}

export function rowCorrection(row: CorrectionRow): StoredCorrection {
  const body = JSON.parse(row.body) as Pick<StoredCorrection, 'kind' | 'jobId' | 'documentIndex' | 'correct' | 'learned'>;
  const stored = JSON.parse(row.lesson) as StoredLesson;
  return {
    id: row.id,
    account: row.account,
    createdAt: Number(row.created_at),
    ...body,
    lesson: fromStored(stored),
  };
}

export function rowLesson(row: Pick<CorrectionRow, 'id' | 'created_at' | 'lesson'>): Lesson {
  const stored = JSON.parse(row.lesson) as StoredLesson;
  return { ...fromStored(stored), id: row.id, createdAt: Number(row.created_at) };
}

/** Page cursor: the last item's (created_at, id), opaque to clients. */
export function encodeCursor(c: { createdAt: number; id: string }): string {
  return Buffer.from(`${c.createdAt}:${c.id}`).toString('base64url');
}

export function decodeCursor(cursor: string | undefined): { createdAt: number; id: string } | undefined {
  if (!cursor) return undefined;
  const [at, ...id] = Buffer.from(cursor, 'base64url').toString().split(':');
  const createdAt = Number(at);
  if (!Number.isFinite(createdAt) || id.length === 0) throw new Error('invalid cursor');
  return { createdAt, id: id.join(':') };
}
