/**
 * @wcab/llm: the optional LLM stage, a second opinion on a document through any OpenAI-compatible
 * chat-completions server. Called only from job threads (packages/pipeline), never by the API process.
 * Structured output validated against a schema made from the contract, grounding of every value in
 * the document's text, redaction, a token budget, and a breaker/bulkhead/timeout around each call.
 */
export { createReviewer, type Review, type ReviewOutcome, type Reviewer, type ReviewerSettings } from './reviewer';
export { LlmAnswer, LLM_ANSWER_JSON_SCHEMA, parseAnswer } from './answer';
export { buildPrompt, SYSTEM_PROMPT, type LocalView, type Prompt } from './prompts';
export { evidenceOf, ground, quoteHolds, nameHolds, summaryProblem, type Evidence, type Grounded } from './grounding';
export { injectionSpans, withoutInjections } from './injection';
export { redact } from './redact';
export { firstPages, estimateTokens } from './budget';
export { createChatClient, type ChatClient, type Completion } from './client';
