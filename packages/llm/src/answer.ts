/**
 * What the LLM is asked to return, as a zod schema built from the contract's own objects (one source
 * of truth): the JSON schema sent as `response_format` is generated from it, and every answer is
 * validated against it before anything in it is believed. An answer that does not validate is
 * discarded whole (and counted).
 */
import { z } from 'zod';
import { AdjNumber, DateEntry, DocumentType } from '@wcab/contract';

const quote = z.string().max(400).describe('Words copied exactly from the document that show this, or "" when none do');

export const LlmAnswer = z.strictObject({
  document_type: DocumentType,
  document_type_quote: quote,
  summary: z.string().max(600).describe('One or two sentences: what the document is, for whom, and what matters in it; only facts printed in the document'),
  adj_numbers: z.array(AdjNumber.shape.number).max(20).describe('ADJ case numbers printed in the document'),
  parties: z.array(z.string().max(200)).max(30).describe('People and organisations named as parties (applicant, employer, insurer, ...)'),
  dates: z
    .array(
      z.strictObject({
        date: DateEntry.shape.date,
        type: DateEntry.shape.type,
        quote,
      }),
    )
    .max(40)
    .describe('Meaningful dates with what they mean for the case'),
});
export type LlmAnswer = z.infer<typeof LlmAnswer>;

/** The JSON schema of LlmAnswer for `response_format: {type: 'json_schema'}` (strict: every field required, no others). */
export const LLM_ANSWER_JSON_SCHEMA = z.toJSONSchema(LlmAnswer, { target: 'draft-7' }) as Record<string, unknown>;
delete LLM_ANSWER_JSON_SCHEMA.$schema;

export type Parsed = { ok: true; answer: LlmAnswer } | { ok: false; reason: 'malformed_json' | 'invalid_answer'; detail: string };

/** Parses and validates the model's message content. */
export function parseAnswer(content: string | null | undefined): Parsed {
  let json: unknown;
  try {
    json = JSON.parse(content ?? '');
  } catch {
    // V8's message quotes the text; the answer may echo the document, which stays out of the logs.
    return { ok: false, reason: 'malformed_json', detail: `not JSON (${(content ?? '').length} characters)` };
  }
  const result = LlmAnswer.safeParse(json);
  if (!result.success)
    return { ok: false, reason: 'invalid_answer', detail: `${result.error.issues[0]?.path.join('.') ?? ''}: ${result.error.issues[0]?.code ?? 'invalid'}` };
  return { ok: true, answer: result.data };
}
