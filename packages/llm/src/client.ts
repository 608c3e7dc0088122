/**
 * The chat-completions call through the official `openai` SDK, which speaks to any OpenAI-compatible
 * server (OpenAI, Azure OpenAI, vLLM, Ollama, llama.cpp's server) and retries 408/409/429/5xx and
 * connection errors itself, with exponential backoff and jitter, honouring `retry-after`.
 */
import OpenAI from 'openai';
import { LLM_ANSWER_JSON_SCHEMA } from './answer';

export interface ClientSettings {
  baseUrl: string;
  apiKey: string;
  model: string;
  attemptTimeoutMs: number;
  maxRetries: number;
  maxOutputTokens: number;
}

export interface Completion {
  content: string | null;
  /** 'length' when the answer hit max_tokens (cut off: it will not parse). */
  finishReason: string | null;
  promptTokens: number;
  completionTokens: number;
}

export type ChatClient = (messages: { system: string; user: string }, signal: AbortSignal) => Promise<Completion>;

export function createChatClient(settings: ClientSettings): ChatClient {
  const openai = new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    timeout: settings.attemptTimeoutMs,
    maxRetries: settings.maxRetries,
  });
  return async ({ system, user }, signal) => {
    const response = await openai.chat.completions.create(
      {
        model: settings.model,
        temperature: 0,
        max_tokens: settings.maxOutputTokens,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'document_review', strict: true, schema: LLM_ANSWER_JSON_SCHEMA },
        },
      },
      { signal },
    );
    const choice = response.choices?.[0];
    return {
      content: choice?.message?.content ?? null,
      finishReason: choice?.finish_reason ?? null,
      promptTokens: response.usage?.prompt_tokens ?? 0,
      completionTokens: response.usage?.completion_tokens ?? 0,
    };
  };
}
