/** Validates a parsed body against a contract schema; the first problem becomes the message. */
import type { z } from 'zod';
import { apiError } from './errors';

export function validateBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw apiError('BAD_REQUEST', describeIssue(parsed.error.issues[0]!, body));
}

/**
 * "options.extract_dates must be a boolean", "document is required", "cases.0.adj_number: ...".
 * Zod does not keep the offending input on an issue (unless asked to for every parse), so whether
 * a field is missing or of the wrong type is read from the body itself along the issue's path.
 */
function describeIssue(issue: z.core.$ZodIssue, body: unknown): string {
  const where = issue.path.length ? issue.path.join('.') : 'body';
  if (issue.code !== 'invalid_type') return `${where}: ${issue.message}`;
  if (valueAt(body, issue.path) === undefined) return `${where} is required`;
  return `${where} must be ${withArticle(issue.expected)}`;
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    if (!Object.hasOwn(value, key)) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function withArticle(expected: string): string {
  const noun = expected === 'int' ? 'integer' : expected;
  return /^[aeiou]/.test(noun) ? `an ${noun}` : `a ${noun}`;
}
