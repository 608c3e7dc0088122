/**
 * Prometheus metrics of a process (prom-client, one registry per process so tests can run several
 * servers side by side). The API records requests and, in the embedded mode, the jobs its threads
 * ran; a fleet worker records the jobs it ran; both export the queue depth.
 *
 * | metric | type | labels |
 * |---|---|---|
 * | wcab_http_requests_total | counter | method, route, status |
 * | wcab_http_request_duration_seconds | histogram | method, route, status |
 * | wcab_queue_jobs | gauge (read at scrape) | state: waiting, active, delayed |
 * | wcab_job_duration_seconds | histogram | kind, result (ok or error code) - processing time on a thread |
 * | wcab_job_roundtrip_seconds | histogram | kind, result - fleet API: enqueue to reply, queue wait included |
 * | wcab_job_stage_duration_seconds | histogram | stage (render, barcode, ocr, extract, ...; see telemetry.ts) |
 * | wcab_pages_processed_total | counter | kind |
 * | wcab_ocr_pages_total | counter | - |
 * | wcab_llm_calls_total | counter | outcome (ok, breaker_open, busy, timeout, error, malformed_json, invalid_answer, over_budget) |
 * | wcab_llm_tokens_total | counter | kind (prompt, completion), as the LLM server reported them |
 * plus prom-client's default process metrics (CPU, memory, event-loop lag) prefixed `wcab_`.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobReport } from './embeddedJobQueue';
import type { QueueStats } from './jobQueue';

const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];
const JOB_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900];

export interface ServiceMetricsOptions {
  /** Added to every metric as the `service` label (api, worker). */
  service: string;
  /** Read at each scrape for the queue-depth gauge. */
  queueStats?: () => Promise<QueueStats>;
  /** prom-client's process metrics (default true). */
  defaultMetrics?: boolean;
}

export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly httpRequests: Counter<'method' | 'route' | 'status'>;
  private readonly httpDuration: Histogram<'method' | 'route' | 'status'>;
  private readonly jobDuration: Histogram<'kind' | 'result'>;
  private readonly jobRoundTrip: Histogram<'kind' | 'result'>;
  private readonly stageDuration: Histogram<'stage'>;
  private readonly pages: Counter<'kind'>;
  private readonly ocrPages: Counter;
  private readonly llmCalls: Counter<'outcome'>;
  private readonly llmTokens: Counter<'kind'>;
  private queueStats: (() => Promise<QueueStats>) | undefined;

  constructor(options: ServiceMetricsOptions) {
    this.registry.setDefaultLabels({ service: options.service });
    this.queueStats = options.queueStats;
    if (options.defaultMetrics ?? true) collectDefaultMetrics({ register: this.registry, prefix: 'wcab_' });
    const registers = [this.registry];
    this.httpRequests = new Counter({
      name: 'wcab_http_requests_total',
      help: 'HTTP requests by route and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.httpDuration = new Histogram({
      name: 'wcab_http_request_duration_seconds',
      help: 'HTTP request latency by route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: REQUEST_BUCKETS,
      registers,
    });
    this.jobDuration = new Histogram({
      name: 'wcab_job_duration_seconds',
      help: 'Job processing time on a worker thread, by kind and result',
      labelNames: ['kind', 'result'],
      buckets: JOB_BUCKETS,
      registers,
    });
    this.jobRoundTrip = new Histogram({
      name: 'wcab_job_roundtrip_seconds',
      help: 'Fleet API: time from enqueue to reply (queue wait included), by kind and result',
      labelNames: ['kind', 'result'],
      buckets: JOB_BUCKETS,
      registers,
    });
    this.stageDuration = new Histogram({
      name: 'wcab_job_stage_duration_seconds',
      help: 'Time a job spent in a pipeline stage',
      labelNames: ['stage'],
      buckets: JOB_BUCKETS,
      registers,
    });
    this.pages = new Counter({ name: 'wcab_pages_processed_total', help: 'Pages of successfully processed documents', labelNames: ['kind'], registers });
    this.ocrPages = new Counter({ name: 'wcab_ocr_pages_total', help: 'Pages whose text came from OCR', registers });
    this.llmCalls = new Counter({ name: 'wcab_llm_calls_total', help: 'Calls of the optional LLM stage by outcome', labelNames: ['outcome'], registers });
    this.llmTokens = new Counter({ name: 'wcab_llm_tokens_total', help: 'Tokens the LLM server reported, by kind', labelNames: ['kind'], registers });
    const self = this;
    new Gauge({
      name: 'wcab_queue_jobs',
      help: 'Jobs in the queue by state (read at scrape time)',
      labelNames: ['state'],
      registers,
      async collect() {
        if (!self.queueStats) return;
        try {
          const stats = await self.queueStats();
          this.set({ state: 'waiting' }, stats.waiting);
          this.set({ state: 'active' }, stats.active);
          this.set({ state: 'delayed' }, stats.delayed);
        } catch {
          this.reset(); // queue unreachable: no figure rather than a stale one
        }
      },
    });
  }

  /** The queue is built after the metrics (it reports into them); connect its stats here. */
  setQueueStats(queueStats: () => Promise<QueueStats>): void {
    this.queueStats = queueStats;
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, seconds);
  }

  /** What a thread pool reports for each job (EmbeddedJobQueue `onJobDone`). */
  recordJob(report: JobReport): void {
    const result = !report.outcome ? 'INTERNAL_ERROR' : report.outcome.ok ? 'ok' : report.outcome.code;
    this.jobDuration.observe({ kind: report.kind, result }, report.seconds);
    if (report.outcome?.ok) this.pages.inc({ kind: report.kind }, report.outcome.pages);
    for (const [stage, seconds] of Object.entries(report.telemetry?.stages ?? {})) {
      if (typeof seconds === 'number') this.stageDuration.observe({ stage }, seconds);
    }
    if (report.telemetry?.ocrPages) this.ocrPages.inc(report.telemetry.ocrPages);
    const llm = report.telemetry?.llm;
    if (llm) {
      for (const [outcome, n] of Object.entries(llm.calls)) this.llmCalls.inc({ outcome }, n);
      if (llm.promptTokens) this.llmTokens.inc({ kind: 'prompt' }, llm.promptTokens);
      if (llm.completionTokens) this.llmTokens.inc({ kind: 'completion' }, llm.completionTokens);
    }
  }

  recordRoundTrip(kind: string, result: string, seconds: number): void {
    this.jobRoundTrip.observe({ kind, result }, seconds);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }
}
