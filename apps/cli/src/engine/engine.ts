/**
 * Where the CLI's documents are processed: in this process (the pipeline on worker threads, as the
 * stdio MCP server runs it; no server, no key) or by a running server (`--url`, with a key).
 * Both answer exactly what the API answers.
 */
import type { BatchOptions, BatchResult, ClassificationResult, ClassifyOptions, Case } from '@wcab/contract';

export interface Progress {
  pagesDone: number;
  pagesTotal?: number;
}

export interface JobInput {
  document: Uint8Array;
  activityTypes?: string[];
  cases?: Case[];
  onProgress?: (progress: Progress) => void;
}

export interface Engine {
  classify(input: JobInput & { options: ClassifyOptions }): Promise<ClassificationResult>;
  /**
   * Documents are asked for inline (`include_documents`) only with `searchable`: their text layer is made
   * where the OCR words are. Otherwise the CLI cuts them from the batch itself.
   */
  batch(input: JobInput & { options?: BatchCliOptions }): Promise<BatchResult>;
  close(): Promise<void>;
}

/** The batch options a command may set; unset ones take the API's defaults. */
export type BatchCliOptions = Partial<Pick<BatchOptions, 'split' | 'split_threshold' | 'evidence' | 'searchable' | 'include_documents'>>;

export interface EngineOptions {
  /** A server's base URL; unset: in-process. */
  url?: string;
  key?: string;
  threads?: number;
}
