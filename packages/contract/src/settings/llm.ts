/**
 * Settings of the optional LLM stage (packages/llm): the schema and its parsed form, part of the job
 * settings (job.ts). @wcab/config hands it the process's environment; nothing here reads one.
 */
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');
const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const LLM_MODES = ['off', 'fallback', 'refine'] as const;
export type LlmMode = (typeof LLM_MODES)[number];

export const LlmEnv = z.object({
  LLM_MODE: z.enum(LLM_MODES).default('off').meta({
    description:
      'the optional LLM stage: `off`, `fallback` (only documents whose local confidence is below `LLM_MIN_CONFIDENCE`, or typed `unknown`), `refine` (every document). See [llm.md](llm.md)',
  }),
  LLM_BASE_URL: z.string().url().optional().meta({
    description:
      'OpenAI-compatible API base, e.g. `http://127.0.0.1:8000/v1` (vLLM), `http://127.0.0.1:11434/v1` (Ollama); required when `LLM_MODE` is not `off`',
  }),
  LLM_API_KEY: z.string().optional().meta({ description: "the server's key (self-hosted servers usually need none)" }),
  LLM_MODEL: z.string().min(1).optional().meta({ description: 'model name the server knows; required when `LLM_MODE` is not `off`' }),
  LLM_MIN_CONFIDENCE: z.coerce
    .number()
    .min(0)
    .max(1)
    .default(0.6)
    .meta({ description: '`fallback`: below this local confidence the LLM is asked; a type the LLM settles gets at least this confidence' }),
  // One attempt's HTTP timeout; the whole call, retries and their backoff included, ends at LLM_CALL_TIMEOUT_MS.
  LLM_TIMEOUT_MS: int(20_000).meta({ description: "one HTTP attempt's timeout" }),
  LLM_CALL_TIMEOUT_MS: int(45_000).meta({ description: 'the whole call, retries and their backoff included; past it the local result stands' }),
  LLM_MAX_RETRIES: z.coerce
    .number()
    .int()
    .min(0)
    .max(10)
    .default(2)
    .meta({ description: "retries on 408/409/429/5xx and connection errors, exponential backoff honouring `retry-after` (the openai SDK's)" }),
  LLM_MAX_INPUT_TOKENS: int(3_000).meta({
    description: 'prompt budget (estimated at 4 characters a token): instructions, the local findings and as many first pages as fit',
  }),
  LLM_MAX_OUTPUT_TOKENS: int(700).meta({ description: '`max_tokens` of the answer; an answer cut off there is discarded (`over_budget`)' }),
  LLM_CONCURRENCY: int(2).meta({ description: 'calls in flight per job thread (bulkhead)' }),
  LLM_QUEUE: z.coerce
    .number()
    .int()
    .min(0)
    .default(8)
    .meta({ description: 'calls that may wait per job thread beyond `LLM_CONCURRENCY`; beyond that a document keeps its local result (`busy`)' }),
  LLM_BREAKER_FAILURES: int(5).meta({ description: 'consecutive failed calls that open the circuit breaker (per job thread)' }),
  LLM_BREAKER_RESET_MS: int(30_000).meta({ description: 'how long an open breaker answers "no second opinion" at once before one trial call' }),
  LLM_REDACT: bool(true).meta({ description: 'mask SSNs, dates of birth and telephone numbers in what is sent' }),
});

export type LlmSettings = ReturnType<typeof parseLlmSettings>;

/** The stage's settings from an environment given as plain data; `mode: 'off'` unless LLM_MODE asks for it and a server and model are named. */
export function parseLlmSettings(env: Record<string, string | undefined>) {
  const parsed = LlmEnv.safeParse(Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith('LLM_') && v !== '')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid setting ${issue.path.join('.')}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.LLM_MODE !== 'off' && (!e.LLM_BASE_URL || !e.LLM_MODEL)) {
    throw new Error(`Invalid setting LLM_MODE: ${e.LLM_MODE} needs LLM_BASE_URL and LLM_MODEL`);
  }
  return {
    mode: e.LLM_MODE as LlmMode,
    baseUrl: e.LLM_BASE_URL ?? '',
    // Self-hosted servers (vLLM, Ollama, llama.cpp) take any key; the SDK insists on one.
    apiKey: e.LLM_API_KEY || 'unused',
    model: e.LLM_MODEL ?? '',
    minConfidence: e.LLM_MIN_CONFIDENCE,
    attemptTimeoutMs: e.LLM_TIMEOUT_MS,
    callTimeoutMs: e.LLM_CALL_TIMEOUT_MS,
    maxRetries: e.LLM_MAX_RETRIES,
    maxInputTokens: e.LLM_MAX_INPUT_TOKENS,
    maxOutputTokens: e.LLM_MAX_OUTPUT_TOKENS,
    concurrency: e.LLM_CONCURRENCY,
    queue: e.LLM_QUEUE,
    breakerFailures: e.LLM_BREAKER_FAILURES,
    breakerResetMs: e.LLM_BREAKER_RESET_MS,
    redact: e.LLM_REDACT,
  };
}
