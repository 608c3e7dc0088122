/**
 * Comparing two answers to the same document: every synchronous answer carries its own `job_id` (the id a
 * correction names, new on each request), so two right answers differ in it alone. Tests that check "answered
 * exactly as a fresh process" compare the rest, and that the id is there.
 */
import { expect } from 'vitest';

export function withoutAnswerId(body: unknown): unknown {
  if (!body || typeof body !== 'object' || !('job_id' in body)) return body;
  const { job_id: id, ...rest } = body as { job_id: unknown };
  expect(id, 'answer id').toMatch(/^job_[\w-]{8,}$/);
  return rest;
}
