/**
 * `npm run eval -- --llm`: the dev corpus's classify cases through two services, one with the LLM
 * stage off and one with it on (LLM_MODE, default refine, against LLM_BASE_URL / LLM_MODEL), printed
 * side by side per field with the LLM calls by outcome, the tokens the server reported and the latency
 * the stage added (read from each service's /metrics). Without LLM_BASE_URL it says so in one line
 * and the local figures stand alone. `--llm-mock` runs the LLM column against the local mock server
 * (@wcab/testkit), which only confirms the local findings: a smoke test of the wiring, never a quality figure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { echoLocalFindings, startMockLlm, type MockLlm } from '@wcab/testkit';
import { startService } from '../bench/serverProcess';
import { loadCorpus, type ClassifyCase, type ClassifyOutcome } from './corpus';
import { scoreClassify, type ClassifyScores } from './scoreClassify';
import { mapLimit, sendCase } from './service';

const r = (x: number) => Math.round(x * 1000) / 1000;

/** What to run the LLM column against, or why it cannot run. */
export function llmTarget(env: NodeJS.ProcessEnv, mock: boolean): { env: Record<string, string>; label: string } | { missing: string } {
  if (mock) return { env: {}, label: 'the local MOCK server (echoes the local findings; a smoke test, not a quality figure)' };
  if (!env.LLM_BASE_URL)
    return {
      missing: 'LLM column: LLM_BASE_URL is not set, so only the local figures run (set LLM_BASE_URL and LLM_MODEL, or use --llm-mock for a smoke test)',
    };
  if (!env.LLM_MODEL) return { missing: 'LLM column: LLM_MODEL is not set, so only the local figures run' };
  return { env: {}, label: `${env.LLM_MODEL} at ${env.LLM_BASE_URL}` };
}

interface LlmFigures {
  calls: Record<string, number>;
  promptTokens: number;
  completionTokens: number;
  stageSeconds: number;
  stageCount: number;
}

/** The LLM figures of a service's Prometheus text. */
export function llmFiguresOf(metrics: string): LlmFigures {
  const out: LlmFigures = { calls: {}, promptTokens: 0, completionTokens: 0, stageSeconds: 0, stageCount: 0 };
  for (const line of metrics.split('\n')) {
    const calls = /^wcab_llm_calls_total\{[^}]*outcome="([^"]+)"[^}]*\} (\S+)/.exec(line);
    if (calls) out.calls[calls[1]!] = (out.calls[calls[1]!] ?? 0) + Number(calls[2]);
    const tokens = /^wcab_llm_tokens_total\{[^}]*kind="(prompt|completion)"[^}]*\} (\S+)/.exec(line);
    if (tokens) out[tokens[1] === 'prompt' ? 'promptTokens' : 'completionTokens'] += Number(tokens[2]);
    const stage = /^wcab_job_stage_duration_seconds_(sum|count)\{[^}]*stage="llm"[^}]*\} (\S+)/.exec(line);
    if (stage) out[stage[1] === 'sum' ? 'stageSeconds' : 'stageCount'] += Number(stage[2]);
  }
  return out;
}

async function runColumn(
  dir: string,
  cases: ClassifyCase[],
  env: Record<string, string>,
  concurrency: number,
): Promise<{ scores: ClassifyScores; llm: LlmFigures }> {
  const operatorToken = randomBytes(16).toString('hex');
  const service = await startService({ LOG_LEVEL: 'error', OPERATOR_TOKEN: operatorToken, ...env }, 'apps/api/src/main.ts', 'enterprise');
  try {
    // A loaded machine can take longer than startService's own wait to answer its first request.
    for (
      let i = 0;
      i < 900 &&
      !(await fetch(`${service.url}/health`).then(
        (res) => res.ok,
        () => false,
      ));
      i++
    )
      await new Promise((res) => setTimeout(res, 100));
    const outcomes = await mapLimit(cases, concurrency, async (c) => ({
      c,
      out: (await sendCase(service, c, fs.readFileSync(path.join(dir, c.file)))) as ClassifyOutcome,
    }));
    const metrics = await fetch(`${service.url}/metrics`, { headers: { authorization: `Bearer ${operatorToken}` } }).then((res) => res.text());
    return { scores: scoreClassify(outcomes), llm: llmFiguresOf(metrics) };
  } finally {
    await service.stop();
  }
}

export async function runLlmComparison(dir: string | undefined, opts: { mock: boolean; concurrency: number }): Promise<void> {
  const target = llmTarget(process.env, opts.mock);
  if ('missing' in target) return console.log(`\n${target.missing}`);
  if (!dir) return console.log('\nLLM column: the dev corpus is not on this machine (WCAB_CORPUS_DIR, ../shared/corpus); nothing to compare on');
  const cases = loadCorpus(dir).filter((c): c is ClassifyCase => c.kind === 'classify');
  let mock: MockLlm | undefined;
  const mode = process.env.LLM_MODE === 'fallback' ? 'fallback' : 'refine';
  const env: Record<string, string> = { LLM_MODE: mode };
  if (opts.mock) {
    mock = await startMockLlm(echoLocalFindings);
    Object.assign(env, { LLM_BASE_URL: mock.baseUrl, LLM_MODEL: 'mock', LLM_API_KEY: 'mock' });
  }
  try {
    console.log(`\n== classify: local vs local + LLM (LLM_MODE=${mode}, ${target.label}; ${cases.length} cases) ==`);
    const local = await runColumn(dir, cases, { LLM_MODE: 'off' }, opts.concurrency);
    const withLlm = await runColumn(dir, cases, env, opts.concurrency);
    printComparison(local.scores, withLlm.scores, withLlm.llm);
  } finally {
    await mock?.close();
  }
}

function printComparison(a: ClassifyScores, b: ClassifyScores, llm: LlmFigures): void {
  const row = (x: number, y: number) => ({ local: r(x), 'local + LLM': r(y), change: r(y - x) });
  console.table({
    'failed requests': row(a.failed, b.failed),
    'type accuracy': row(a.typeAccuracy, b.typeAccuracy),
    'type macro-F1': row(a.typeMacroF1, b.typeMacroF1),
    'confidence ECE': row(a.calibration.ece, b.calibration.ece),
    'ADJ precision': row(a.adj.precision, b.adj.precision),
    'ADJ recall': row(a.adj.recall, b.adj.recall),
    'claimant attribution': row(a.claimant, b.claimant),
    'employer attribution': row(a.employer, b.employer),
    'required-party recall': row(a.partiesRecall, b.partiesRecall),
    'case_numbers recall': row(a.caseNumbersRecall, b.caseNumbersRecall),
    'date precision': row(a.dates.precision, b.dates.precision),
    'date recall': row(a.dates.recall, b.dates.recall),
    'hearing location match': row(a.location, b.location),
    'summary mentions': row(a.summaryMentions, b.summaryMentions),
    'latency p50 ms': row(a.latency.p50, b.latency.p50),
    'latency p95 ms': row(a.latency.p95, b.latency.p95),
  });
  const calls = Object.values(llm.calls).reduce((s, n) => s + n, 0);
  const outcomes =
    Object.entries(llm.calls)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ') || 'none';
  console.log(
    `LLM calls: ${calls} (${outcomes}); tokens: ${llm.promptTokens} prompt + ${llm.completionTokens} completion` +
      (calls ? ` (${Math.round((llm.promptTokens + llm.completionTokens) / calls)} per call)` : '') +
      `; time in the LLM stage: ${llm.stageCount ? Math.round((llm.stageSeconds / llm.stageCount) * 1000) : 0} ms per consulted document, ` +
      `added p50 latency ${Math.round(b.latency.p50 - a.latency.p50)} ms`,
  );
}
