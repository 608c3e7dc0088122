/** LLM_* settings: off by default, a mode needs a server and a model, bad values stop the start. */
import { describe, expect, it } from 'vitest';
import { loadLlmSettings } from '@wcab/config/llm';
import { loadSettings } from '@wcab/config';

describe('LLM settings', () => {
  it('is off by default, with redaction on', () => {
    expect(loadLlmSettings({})).toMatchObject({ mode: 'off', redact: true, minConfidence: 0.6, concurrency: 2 });
  });

  it('reads a configured server', () => {
    const s = loadLlmSettings({
      LLM_MODE: 'fallback',
      LLM_BASE_URL: 'http://127.0.0.1:8000/v1',
      LLM_MODEL: 'qwen2.5-7b',
      LLM_REDACT: 'false',
      LLM_MIN_CONFIDENCE: '0.75',
      LLM_CONCURRENCY: '4',
    });
    expect(s).toMatchObject({
      mode: 'fallback',
      baseUrl: 'http://127.0.0.1:8000/v1',
      model: 'qwen2.5-7b',
      apiKey: 'unused',
      redact: false,
      minConfidence: 0.75,
      concurrency: 4,
    });
  });

  it('refuses a mode without a server or model, and bad values, naming the setting', () => {
    expect(() => loadLlmSettings({ LLM_MODE: 'refine' })).toThrow(/LLM_MODE: refine needs LLM_BASE_URL and LLM_MODEL/);
    expect(() => loadLlmSettings({ LLM_MODE: 'always' })).toThrow(/LLM_MODE/);
    expect(() => loadLlmSettings({ LLM_MIN_CONFIDENCE: '2' })).toThrow(/LLM_MIN_CONFIDENCE/);
    expect(() => loadSettings({ LLM_MODE: 'refine', LLM_MODEL: 'm' })).toThrow(/LLM_MODE/);
  });
});
