export { loadSettings, type Settings } from './settings';
export { learnedBackground, openKeyStore, openLearningStore, connectRedis, redisReady } from './stores';
export { loadLlmSettings, LLM_MODES, type LlmMode, type LlmSettings } from './llm';
export { JobEnv, loadJobSettings, type JobSettings } from './job';
