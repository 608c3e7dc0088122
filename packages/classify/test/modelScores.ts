import { DOCUMENT_TYPES, type DocumentType } from '@wcab/contract';

/**
 * Model probabilities for the structure rules' tests: `top` at `p`, `next` the runner-up, the rest spread thin
 * (shared by reader.test.ts, bill.test.ts and transcript.test.ts).
 */
export function scoresOf(top: DocumentType, p: number, next: DocumentType): Record<DocumentType, number> {
  const s = Object.fromEntries(DOCUMENT_TYPES.map((t) => [t, (1 - p) / 10])) as Record<DocumentType, number>;
  s[top] = p;
  s[next] = 1 - p - ((1 - p) / 10) * 6;
  return s;
}
