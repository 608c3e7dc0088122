/**
 * Settings of the optional LLM stage (packages/llm), read from the environment. A light module of its
 * own (`@wcab/config/llm`): the pipeline's job threads read it without loading the key stores.
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

const LlmEnv = z.object({
  LLM_MODE: z.enum(LLM_MODES).default('off'),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().min(1).optional(),
  LLM_MIN_CONFIDENCE: z.coerce.number().min(0).max(1).default(0.6),
  // One attempt's HTTP timeout; the whole call, retries and their backoff included, ends at LLM_CALL_TIMEOUT_MS.
  LLM_TIMEOUT_MS: int(20_000),
  LLM_CALL_TIMEOUT_MS: int(45_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  LLM_MAX_INPUT_TOKENS: int(3_000),
  LLM_MAX_OUTPUT_TOKENS: int(700),
  LLM_CONCURRENCY: int(2),
  LLM_QUEUE: z.coerce.number().int().min(0).default(8),
  LLM_BREAKER_FAILURES: int(5),
  LLM_BREAKER_RESET_MS: int(30_000),
  LLM_REDACT: bool(true),
});

export type LlmSettings = ReturnType<typeof loadLlmSettings>;

/** The stage's settings; `mode: 'off'` unless LLM_MODE asks for it and a server and model are named. */
export function loadLlmSettings(env: Record<string, string | undefined> = process.env) {
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
