export type { JobOutcome, JobProcessor, JobQueue, JobRequest, RunOptions } from './jobQueue';
export { EmbeddedJobQueue, type EmbeddedJobQueueOptions } from './embeddedJobQueue';
export { threadExecArgv } from './threadExecArgv';
