/**
 * `npm run bench -- llm`: the LLM stage's own cost per call, the model's time excluded: every call
 * goes to the local mock chat-completions server (@wcab/testkit), which answers at once with a valid
 * answer confirming the local findings, so what is measured is the service's work (prompt, budget,
 * redaction, the SDK's HTTP round trip on loopback, JSON parsing, schema validation, grounding) and,
 * through the real service, what the stage adds to a classify request. No figure here says anything
 * about a model's quality or speed.
 */
import { loadLlmSettings } from '@wcab/config/llm';
import { createReviewer, buildPrompt, evidenceOf, ground, parseAnswer, type LocalView } from '@wcab/llm';
import { echoLocalFindings, makeTextPdf, startMockLlm } from '@wcab/testkit';
import { percentile } from '../eval/metrics';
import { startService } from './serverProcess';

const page = (n: number) =>
  [
    "WORKERS' COMPENSATION APPEALS BOARD",
    'MARIA GARCIA, Applicant, vs. SUNRISE DISTRIBUTION CENTER, LLC, Defendants.',
    'Case Number: ADJ1234567   DOB: 04/12/1980   Phone: (818) 555-0100',
    n === 1 ? 'NOTICE OF HEARING' : `Page ${n}`,
    'The above case is set for MANDATORY SETTLEMENT CONFERENCE on April 22, 2025 at 8:30 A.M.',
    'at the Van Nuys District Office, 6150 Van Nuys Boulevard, Van Nuys, CA 91401.',
    ...Array.from({ length: 30 }, (_, i) => `Paragraph ${i + 1}: the parties shall meet and confer regarding discovery and medical evidence.`),
  ].join('\n');

const LOCAL: LocalView = {
  document_type: 'wcab_form',
  confidence: 0.97,
  summary:
    'Notice of Hearing for Maria Garcia v. Sunrise Distribution Center, LLC (ADJ1234567): Mandatory Settlement Conference on April 22, 2025 at 8:30 AM, Van Nuys District Office.',
  adj_numbers: ['ADJ1234567'],
  parties: ['Maria Garcia', 'Sunrise Distribution Center, LLC'],
  dates: [{ date: '2025-04-22', type: 'hearing', description: 'Mandatory Settlement Conference' }],
};

const ms = (xs: number[]) => ({
  'p50 ms': +percentile(xs, 50).toFixed(2),
  'p95 ms': +percentile(xs, 95).toFixed(2),
  'mean ms': +(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2),
});

async function timed<T>(n: number, fn: () => Promise<T> | T): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return times;
}

export async function benchLlm(): Promise<void> {
  const mock = await startMockLlm(echoLocalFindings);
  try {
    const settings = loadLlmSettings({ LLM_MODE: 'refine', LLM_BASE_URL: mock.baseUrl, LLM_MODEL: 'mock', LLM_BREAKER_FAILURES: '1000' });
    const reviewer = createReviewer(settings);
    const rows: Record<string, object> = {};
    for (const pages of [5, 200]) {
      const texts = Array.from({ length: pages }, (_, i) => page(i + 1));
      const first = await reviewer.review(texts, LOCAL);
      if (first.outcome !== 'ok') throw new Error(`mock call failed: ${first.outcome} ${first.detail ?? ''}`);
      await timed(20, () => reviewer.review(texts, LOCAL)); // warm the connection and the JIT
      const whole = await timed(200, () => reviewer.review(texts, LOCAL));
      const prompt = await timed(200, () => buildPrompt(texts, LOCAL, settings));
      const content = JSON.stringify({
        document_type: 'wcab_form',
        document_type_quote: '',
        summary: LOCAL.summary,
        adj_numbers: LOCAL.adj_numbers,
        parties: LOCAL.parties,
        dates: [{ date: '2025-04-22', type: 'hearing', quote: '' }],
      });
      const grounding = await timed(200, () => {
        const parsed = parseAnswer(content);
        if (parsed.ok) ground(evidenceOf(texts.slice(0, buildPrompt(texts, LOCAL, settings).excerpt.pagesSent)), parsed.answer, LOCAL);
      });
      const p = buildPrompt(texts, LOCAL, settings);
      rows[`${pages}-page document: whole call`] = { ...ms(whole), 'prompt tokens (est.)': p.estimatedTokens, 'pages sent': p.excerpt.pagesSent };
      rows[`${pages}-page document: prompt, budget, redaction`] = ms(prompt);
      rows[`${pages}-page document: validation + grounding`] = ms(grounding);
    }
    console.log("\nbench llm (the stage's own cost per call against the local mock server, which answers at once; not a model figure)");
    console.table(rows);

    // What the stage adds to a request, through the real service: the same document with the stage off and in refine mode.
    const pdf = await makeTextPdf([1, 2, 3, 4, 5].map((n) => page(n).split('\n')));
    const body = JSON.stringify({ document: Buffer.from(pdf).toString('base64'), options: { extract_dates: true, extract_adj: true } });
    const perRequest: Record<string, object> = {};
    for (const mode of ['off', 'refine'] as const) {
      const service = await startService({ LLM_MODE: mode, LLM_BASE_URL: mock.baseUrl, LLM_MODEL: 'mock' }, 'apps/api/src/main.ts', 'enterprise');
      try {
        const send = async () => {
          const res = await fetch(`${service.url}/v1/classify`, {
            method: 'POST',
            headers: { authorization: `Bearer ${service.key}`, 'content-type': 'application/json' },
            body,
          });
          const json = (await res.json()) as { data?: { sources?: { stages: string[] } } };
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          return json;
        };
        // A loaded machine can take longer than startService's own wait to answer its first request.
        for (
          let i = 0;
          i < 600 &&
          !(await fetch(`${service.url}/health`).then(
            (r) => r.ok,
            () => false,
          ));
          i++
        )
          await new Promise((r) => setTimeout(r, 100));
        await timed(10, send);
        const check = await send();
        const times = await timed(60, send);
        perRequest[`5-page text PDF, LLM_MODE=${mode}`] = { ...ms(times), stages: check.data?.sources?.stages.join('+') };
      } finally {
        await service.stop();
      }
    }
    console.table(perRequest);
    console.log(`mock server: ${mock.requests.length} calls answered`);
  } finally {
    await mock.close();
  }
}
