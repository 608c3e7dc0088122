/**
 * `@wcab/contract/settings`: the job settings' schema and parsed form, apart from the API contract's
 * entry point so the typed client does not carry them.
 */
export { JobEnv, jobSettingsOf, parseJobSettings, type JobSettings } from './job';
export { LlmEnv, LLM_MODES, parseLlmSettings, type LlmMode, type LlmSettings } from './llm';
