/** The pipeline in this process: an embedded worker-thread pool running the same processor as the API. */
import { ApiError, type BatchResult, type ClassificationResult } from '@wcab/contract';
import { loadSettings } from '@wcab/config';
import { PROCESSOR_PATH } from '@wcab/pipeline';
import { ocrHostServices } from '@wcab/pipeline/ocrHost';
import { EmbeddedJobQueue, type JobOutcome, type JobRequest } from '@wcab/queue';
import type { Engine, JobInput } from './engine';

export function localEngine(threads?: number): Engine {
  const settings = loadSettings();
  const queue = new EmbeddedJobQueue({
    processorPath: PROCESSOR_PATH,
    threads: threads ?? settings.workerThreads,
    // A folder of files is queued at once; the pool takes them as threads free up.
    maxQueue: 100_000,
    // OCR thread limit and the PDF engine's memory limits.
    env: settings.threadEnv,
    hostServices: ocrHostServices(settings.job),
    // Each job thread builds its JobContext from these validated settings, once.
    jobSettings: settings.job,
  });
  const limits = settings.limits;
  const run = async (job: JobRequest, input: JobInput, timeoutMs: number) => {
    const outcome: JobOutcome = await queue.run(job, { timeoutMs, onProgress: input.onProgress });
    if (!outcome.ok) throw new ApiError(outcome.code, outcome.message);
    return outcome.data;
  };
  // The params are typed by the kind's JobSpec (@wcab/contract jobs.ts).
  const fields = (input: JobInput) => ({ cases: input.cases, activity_types: input.activityTypes });
  return {
    classify: async (input) =>
      (await run(
        { kind: 'classify', document: input.document, params: { options: input.options, ...fields(input), maxPages: limits.maxClassifyPages } },
        input,
        limits.classifyTimeoutMs,
      )) as ClassificationResult,
    batch: async (input) =>
      (await run(
        { kind: 'batch', document: input.document, params: { options: input.options, ...fields(input), maxPages: limits.maxBatchPages } },
        input,
        limits.batchTimeoutMs,
      )) as BatchResult,
    close: () => queue.close(),
  };
}
