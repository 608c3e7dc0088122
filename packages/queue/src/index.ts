export type {
  EndedJob,
  JobPage,
  ListOptions,
  JobFile,
  JobOutcome,
  JobProcessor,
  JobProgress,
  JobQueue,
  JobRequest,
  JobRequestOf,
  JobStatus,
  QueueStats,
  RunOptions,
  SubmitOptions,
} from './jobQueue';
export { jobFromWire } from './jobQueue';
export { EmbeddedJobQueue, type EmbeddedJobQueueOptions, type JobReport } from './embeddedJobQueue';
export { threadExecArgv } from '@wcab/vision/threadExecArgv';
export { CANCELLED, publicState, JOB_ID_PATTERN, newJobId, outcomeOfError, withDeadline } from './outcomes';
export { ServiceMetrics, type ServiceMetricsOptions } from './metrics';
export { JOB_STAGES, type JobStage, type JobTelemetry } from './telemetry';
export type { HostService, HostServices } from './hostServices';
export { BullJobQueue, outcomeOfFailure, type BullJobQueueOptions } from './bullmq/bullJobQueue';
export { FleetWorker, type FleetWorkerOptions } from './bullmq/fleetWorker';
export { RedisPayloadStore, type JobPayload, type PayloadStore } from './bullmq/payloadStore';
export { QUEUE_NAME, JOB_DATA_SIZE_LIMIT, type FleetJobData, type FleetJobResult } from './bullmq/protocol';
