/** `eval --llm`: which server the LLM column runs against, and the LLM figures read from /metrics. */
import { describe, expect, it } from 'vitest';
import { llmFiguresOf, llmTarget } from '../llm';

describe('eval --llm', () => {
  it('says in one line why there is no LLM column without a server or model', () => {
    expect(llmTarget({}, false)).toEqual({ missing: expect.stringMatching(/^LLM column: LLM_BASE_URL is not set/) });
    expect(llmTarget({ LLM_BASE_URL: 'http://127.0.0.1:8000/v1' }, false)).toEqual({ missing: expect.stringMatching(/LLM_MODEL is not set/) });
    expect(llmTarget({ LLM_BASE_URL: 'http://127.0.0.1:8000/v1', LLM_MODEL: 'qwen' }, false)).toMatchObject({ label: 'qwen at http://127.0.0.1:8000/v1' });
    expect(llmTarget({}, true)).toMatchObject({ label: expect.stringMatching(/MOCK.*not a quality figure/) });
  });

  it('reads calls by outcome, tokens and the LLM stage time from Prometheus text', () => {
    const text = [
      '# HELP wcab_llm_calls_total Calls of the optional LLM stage by outcome',
      'wcab_llm_calls_total{outcome="ok",service="api"} 12',
      'wcab_llm_calls_total{outcome="timeout",service="api"} 2',
      'wcab_llm_tokens_total{kind="prompt",service="api"} 36000',
      'wcab_llm_tokens_total{kind="completion",service="api"} 2100',
      'wcab_job_stage_duration_seconds_sum{stage="llm",service="api"} 7.5',
      'wcab_job_stage_duration_seconds_count{stage="llm",service="api"} 14',
      'wcab_job_stage_duration_seconds_sum{stage="ocr",service="api"} 99',
    ].join('\n');
    expect(llmFiguresOf(text)).toEqual({ calls: { ok: 12, timeout: 2 }, promptTokens: 36000, completionTokens: 2100, stageSeconds: 7.5, stageCount: 14 });
  });
});
