/**
 * The seam the pipeline sees: a thread builds its processor once from the settings the queue was given
 * (workerData), and hands each job a JobHost whose calls reach the caller (progress, telemetry, host
 * services, thread retirement). Without settings the module's default processor runs.
 */
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedJobQueue, type JobProgress, type JobReport } from '../src';

const HOSTED = fileURLToPath(new URL('./fixtures/hostedProcessor.ts', import.meta.url));
const doc = (directives = '') => new Uint8Array(Buffer.from(`%PDF-1.7\n% ${directives}\n%%EOF\n`));

let queue: EmbeddedJobQueue | undefined;
afterEach(async () => {
  await queue?.close();
  queue = undefined;
});

describe('JobHost and settings handed to job threads', () => {
  it('builds the processor once per thread from the given settings; each job reaches its host through the port', async () => {
    const reports: JobReport[] = [];
    const progress: JobProgress[] = [];
    queue = new EmbeddedJobQueue({
      processorPath: HOSTED,
      threads: 1,
      jobSettings: { budgets: { classifyOcrPages: 7 } },
      hostServices: { handlers: { echo: async (payload) => `pong:${String(payload)}` } },
      onJobDone: (r) => reports.push(r),
    });
    const first = await queue.run({ kind: 'classify', document: doc(), params: {} }, { timeoutMs: 20_000, onProgress: (p) => progress.push(p) });
    const second = await queue.run({ kind: 'batch', document: doc(), params: {} }, { timeoutMs: 20_000 });
    expect(first).toMatchObject({ ok: true, data: { settings: { budgets: { classifyOcrPages: 7 } }, built: 1, echoed: 'pong:ping', missing: true } });
    expect(second).toMatchObject({ ok: true, data: { built: 1 } });
    // Progress reaches the caller as the job reports it (a report made as the job ends may arrive after its outcome).
    expect(progress[0]).toEqual({ pagesDone: 1, pagesTotal: 2 });
    expect(reports[0]!.telemetry).toMatchObject({ ocrPages: 2, stages: { ocr: 0.25 }, llm: { calls: { ok: 1 }, promptTokens: 10, completionTokens: 5 } });
  });

  it('a job asking to retire its thread gets a fresh thread (and a freshly built processor) for the next job', async () => {
    queue = new EmbeddedJobQueue({ processorPath: HOSTED, threads: 1, jobSettings: {} });
    const retiring = await queue.run({ kind: 'classify', document: doc('retire'), params: {} }, { timeoutMs: 20_000 });
    const next = await queue.run({ kind: 'classify', document: doc(), params: {} }, { timeoutMs: 20_000 });
    const thread = (o: unknown) => (o as { data: { thread: number } }).data.thread;
    expect(thread(next)).not.toBe(thread(retiring));
    expect(next).toMatchObject({ ok: true, data: { built: 1 } });
  });

  it("a job's host calls in flight at once each listen to its end without Node's listener-leak warning, and are answered", async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    try {
      let listening = 0;
      let most = 0;
      queue = new EmbeddedJobQueue({
        processorPath: HOSTED,
        threads: 1,
        jobSettings: {},
        hostServices: {
          handlers: {
            // As the OCR pool's reads: a listener on the job's end while the call is in flight, removed when answered.
            echo: async (payload, jobEnded) => {
              const drop = () => {};
              jobEnded?.addEventListener('abort', drop);
              most = Math.max(most, ++listening);
              await new Promise((r) => setTimeout(r, 50));
              listening--;
              jobEnded?.removeEventListener('abort', drop);
              return `pong:${String(payload)}`;
            },
          },
        },
      });
      const outcome = await queue.run({ kind: 'batch', document: doc('many'), params: {} }, { timeoutMs: 20_000 });
      await new Promise((r) => setImmediate(r)); // a warning is emitted on the next tick
      expect(outcome).toMatchObject({ ok: true, data: { echoed: 'pong:ping' } });
      expect(most).toBeGreaterThan(10);
      expect(warnings).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('without settings the module default runs', async () => {
    queue = new EmbeddedJobQueue({ processorPath: HOSTED, threads: 1 });
    expect(await queue.run({ kind: 'classify', document: doc(), params: {} }, { timeoutMs: 20_000 })).toMatchObject({ ok: true, data: { settings: null } });
  });
});
