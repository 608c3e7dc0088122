/** The pipeline in this process: an embedded worker-thread pool running the same processor as the API. */
import { ApiError, type BatchResult, type ClassificationResult } from '@wcab/contract';
import { loadSettings } from '@wcab/config';
import { PROCESSOR_PATH } from '@wcab/pipeline';
import { ocrHostServices } from '@wcab/pipeline/ocrHost';
import { EmbeddedJobQueue, type JobOutcome } from '@wcab/queue';
import type { Engine, JobInput } from './engine';

export function localEngine(threads?: number): Engine {
  const settings = loadSettings(process.env);
  const queue = new EmbeddedJobQueue({
    processorPath: PROCESSOR_PATH,
    threads: threads ?? settings.workerThreads,
    // A folder of files is queued at once; the pool takes them as threads free up.
    maxQueue: 100_000,
    // OCR thread limit and the PDF engine's memory limits.
    env: settings.threadEnv,
    hostServices: ocrHostServices(),
  });
  const limits = settings.limits;
  const run = async (kind: 'classify' | 'batch', input: JobInput, params: object, timeoutMs: number) => {
    const outcome: JobOutcome = await queue.run(
      { kind, document: input.document, params: { ...params, cases: input.cases, activity_types: input.activityTypes } },
      { timeoutMs, onProgress: input.onProgress },
    );
    if (!outcome.ok) throw new ApiError(outcome.code, outcome.message);
    return outcome.data;
  };
  return {
    classify: async (input) =>
      (await run('classify', input, { options: input.options, maxPages: limits.maxClassifyPages }, limits.classifyTimeoutMs)) as ClassificationResult,
    batch: async (input) => (await run('batch', input, { options: input.options, maxPages: limits.maxBatchPages }, limits.batchTimeoutMs)) as BatchResult,
    close: () => queue.close(),
  };
}
