/**
 * The learned layer as a service of the process that runs the job threads (the API in the embedded mode,
 * each worker in a fleet): a thread sends an account's documents (their first pages' text and answers) and
 * gets them back changed by that account's lessons. The memory lives here, in one cache per process that
 * checks the account's version in the store before every job, never in the threads.
 */
import pRetry from 'p-retry';
import { applyLessons, type LearnableAnswer, type LearnedOutcome } from './apply';
import { loadShippedBackground } from './background';
import type { AccountMemory } from './memory';
import { signatureOf } from './signature';
import { MemoryCache } from './store/memoryCache';
import type { LearningStore } from './store/types';

export const LEARNED_SERVICE = 'learned';

export interface LearnRequest {
  account: string;
  documents: Array<{ pages: string[]; answer: LearnableAnswer; labels?: string[] }>;
}

export type LearnReply = LearnedOutcome[];

/**
 * How long a job waits for the store when it cannot be read (a PostgreSQL restart, a network cut):
 * its reads are retried with backoff (p-retry) this long, or until the job ends. An answer without the
 * account's lessons would repeat a mistake the office has already corrected, so past this the job
 * fails as unavailable (503, retry) rather than answering without them.
 */
export const STORE_WAIT_MS = 30_000;

export function learnedLayerService(
  cache: MemoryCache,
  storeWaitMs = STORE_WAIT_MS,
  background: AccountMemory = loadShippedBackground(),
): (payload: unknown, jobEnded?: AbortSignal) => Promise<LearnReply> {
  return async (payload, jobEnded) => {
    const request = payload as LearnRequest;
    const memory = await pRetry(() => cache.memoryFor(request.account), {
      retries: 1_000,
      minTimeout: 200,
      maxTimeout: 2_000,
      maxRetryTime: storeWaitMs,
      ...(jobEnded ? { signal: jobEnded } : {}),
    });
    return request.documents.map((d) =>
      applyLessons(memory, { pages: d.pages, sketch: signatureOf(d.pages).sketch, answer: d.answer, background, ...(d.labels ? { labels: d.labels } : {}) }),
    );
  };
}

/**
 * A process's host services with the learned layer added, over `store` (its own cache), judged against
 * `background` (LEARNING_BACKGROUND_FILE, loadBackgroundFile; unset: the shipped one).
 */
export function withLearnedLayer<
  S extends { handlers: Readonly<Record<string, (payload: unknown, jobEnded?: AbortSignal) => Promise<unknown>>>; close?(): Promise<void> },
>(services: S, store: LearningStore, background?: AccountMemory): S {
  return {
    ...services,
    handlers: { ...services.handlers, [LEARNED_SERVICE]: learnedLayerService(new MemoryCache(store), STORE_WAIT_MS, background ?? loadShippedBackground()) },
  };
}
