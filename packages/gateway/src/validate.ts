/** Validates a parsed body against a contract schema; the first problem becomes the message. */
import type { z } from 'zod';
import { apiError } from './errors';

export function validateBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length ? issue.path.join('.') : 'body';
  const message =
    issue.code === 'invalid_type' && issue.input === undefined ? `${where} is required` : `${where}: ${issue.message}`;
  throw apiError('BAD_REQUEST', message);
}
