/**
 * The LLM stage's settings read from this process's environment (schema: `@wcab/contract/settings`).
 * A light entry point (`@wcab/config/llm`) that does not load the key stores.
 */
import { parseLlmSettings, type LlmSettings } from '@wcab/contract/settings';

export { LlmEnv, LLM_MODES, type LlmMode, type LlmSettings } from '@wcab/contract/settings';

/** The stage's settings; `mode: 'off'` unless LLM_MODE asks for it and a server and model are named. */
export function loadLlmSettings(env: Record<string, string | undefined> = process.env): LlmSettings {
  return parseLlmSettings(env);
}
