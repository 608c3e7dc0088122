/**
 * A raw document body (`--data-binary @scan.pdf -H 'Content-Type: application/pdf'`) leaves no room
 * for the request's other fields, so they come as query parameters, named as in the JSON body:
 *
 *   ?options.extract_dates=true&options.extract_adj=true         (/v1/classify)
 *   ?options.include_documents=true                               (/v1/analyze-batch)
 *   ?activity_types=Notice%20of%20Hearing&activity_types=Medical%20Report   (one per label)
 *   ?cases=%5B%7B%22adj_number%22%3A%22ADJ1234567%22%7D%5D          (the JSON array, URL-encoded)
 *
 * Dotted names rather than OpenAPI's `options[extract_dates]`: curl reads brackets in a URL as a
 * range unless given -g, and the README's examples must paste. The names are read from the route's
 * zod schema; any other parameter is refused (a typo must not be ignored), and the values are then
 * validated by that same schema like a JSON body's.
 */
import type { z } from 'zod';
import { apiError } from './errors';

type Query = Record<string, string | string[] | undefined>;

export function fieldsFromQuery(query: Query, schema: z.ZodObject): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  const topLevel = Object.keys(schema.shape).filter((name) => name !== 'document');
  const optionNames = objectKeys(schema.shape.options);
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (name.startsWith('options.') && optionNames.includes(name.slice('options.'.length))) {
      const options = (fields.options ??= {}) as Record<string, unknown>;
      options[name.slice('options.'.length)] = booleanOrAsIs(value);
    } else if (name === 'activity_types') {
      fields.activity_types = Array.isArray(value) ? value : [value];
    } else if (name === 'cases') {
      fields.cases = jsonParameter(name, value);
    } else if (topLevel.includes(name) && name !== 'options') {
      fields[name] = value;
    } else {
      const known = [...optionNames.map((o) => `options.${o}`), ...topLevel.filter((n) => n !== 'options')];
      throw apiError('BAD_REQUEST', `Unknown query parameter "${printable(name)}"; this route takes ${known.join(', ')}`);
    }
  }
  return fields;
}

/** Keys of an object schema under its optional/default wrappers. */
function objectKeys(schema: unknown): string[] {
  let current = schema as { unwrap?: () => unknown; shape?: Record<string, unknown> } | undefined;
  for (let i = 0; i < 5 && current && !current.shape && typeof current.unwrap === 'function'; i++) {
    current = current.unwrap() as typeof current;
  }
  return current?.shape ? Object.keys(current.shape) : [];
}

/** "true"/"false" become booleans; anything else is left for the schema to name as wrong. */
function booleanOrAsIs(value: string | string[]): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

function jsonParameter(name: string, value: string | string[]): unknown {
  if (Array.isArray(value)) throw apiError('BAD_REQUEST', `The ${name} query parameter was given more than once`);
  try {
    return JSON.parse(value);
  } catch {
    throw apiError('INVALID_JSON', `The ${name} query parameter is not valid JSON`);
  }
}

const printable = (value: string) => value.replace(/[^\x20-\x7e]/g, '?').slice(0, 60);
