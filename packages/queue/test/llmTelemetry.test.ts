/** LLM calls counted by the pipeline inside a job reach the process's metrics; outside a job they are no-ops. */
import { describe, expect, it } from 'vitest';
import { ServiceMetrics } from '../src/metrics';
import { countLlmCall, emptyTelemetry, recordStage, runInJobContext } from '../src/telemetry';

describe('LLM telemetry', () => {
  it('counts calls by outcome and tokens in the job, and exports them', async () => {
    const telemetry = emptyTelemetry();
    countLlmCall('ok', 100, 10); // outside a job: nothing to count into
    await runInJobContext({ telemetry, progress: () => {} }, async () => {
      countLlmCall('ok', 1200, 150);
      countLlmCall('timeout', 0, 0);
      countLlmCall('ok', 800, 90);
      recordStage('llm', 0.25);
    });
    expect(telemetry.llm).toEqual({ calls: { ok: 2, timeout: 1 }, promptTokens: 2000, completionTokens: 240 });
    const metrics = new ServiceMetrics({ service: 'test', defaultMetrics: false });
    metrics.recordJob({ kind: 'classify', seconds: 1, outcome: { ok: true, data: {}, pages: 1 }, telemetry } as Parameters<ServiceMetrics['recordJob']>[0]);
    const text = await metrics.text();
    expect(text).toMatch(/wcab_llm_calls_total\{outcome="ok",service="test"\} 2/);
    expect(text).toMatch(/wcab_llm_calls_total\{outcome="timeout",service="test"\} 1/);
    expect(text).toMatch(/wcab_llm_tokens_total\{kind="prompt",service="test"\} 2000/);
    expect(text).toMatch(/wcab_llm_tokens_total\{kind="completion",service="test"\} 240/);
    expect(text).toMatch(/wcab_job_stage_duration_seconds_count\{[^}]*stage="llm"[^}]*\} 1/);
  });
});
