/** Validates a parsed body against a contract schema; the first problem becomes the message. */
import type { z } from 'zod';
import { apiError } from './errors';

export function validateBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw apiError('BAD_REQUEST', describeIssue(parsed.error.issues[0]!, body, schema));
}

/**
 * "options.extract_dates must be a boolean", "document is required", "cases.0.adj_number: ...".
 * Zod does not keep the offending input on an issue (unless asked to for every parse), so whether
 * a field is missing or of the wrong type is read from the body itself along the issue's path.
 */
function describeIssue(issue: z.core.$ZodIssue, body: unknown, schema: z.ZodType): string {
  const where = issue.path.length ? issue.path.join('.') : 'body';
  if (issue.code === 'unrecognized_keys') {
    const names = issue.keys.slice(0, 5).map(
      (key) =>
        `"${[...issue.path, key]
          .join('.')
          .replace(/[^\x20-\x7e]/g, '?')
          .slice(0, 60)}"`,
    );
    const more = issue.keys.length > names.length ? ` and ${issue.keys.length - names.length} more` : '';
    return `Unknown field${issue.keys.length > 1 ? 's' : ''} ${names.join(', ')}${more}${knownKeys(schema, issue.path)}`;
  }
  if (issue.code !== 'invalid_type') return `${where}: ${issue.message}`;
  if (valueAt(body, issue.path) === undefined) return `${where} is required`;
  return `${where} must be ${withArticle(issue.expected)}`;
}

/** "; options takes extract_dates, extract_adj, evidence": the keys of the object at `path` in the schema. */
function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string {
  let current: unknown = schema;
  for (const key of path) current = typeof key === 'number' ? unwrap(current)?.element : unwrap(current)?.shape?.[key as string];
  const keys = Object.keys(unwrap(current)?.shape ?? {});
  if (keys.length === 0) return '';
  return `; ${path.length ? path.join('.') : 'the body'} takes ${keys.join(', ')}`;
}

/** A schema under its optional/default wrappers, as an object or array schema (or undefined). */
function unwrap(schema: unknown): { shape?: Record<string, unknown>; element?: unknown } | undefined {
  let current = schema as { unwrap?: () => unknown; shape?: Record<string, unknown>; element?: unknown } | undefined;
  for (let i = 0; i < 5 && current && !current.shape && !current.element && typeof current.unwrap === 'function'; i++) {
    current = current.unwrap() as typeof current;
  }
  return current;
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
