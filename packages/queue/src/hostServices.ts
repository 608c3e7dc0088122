/**
 * Services a job thread asks of the process that runs it. Some resources are costly per copy and
 * best shared by every job thread of a process: above all the Tesseract workers (100-150 MB each;
 * one set per process instead of one per thread keeps a worker's memory flat and lets a single job
 * use every core's OCR worker). The process that owns the thread pool offers them by name
 * (`EmbeddedJobQueueOptions.hostServices`); a thread calls them through the job's message port.
 * Import it as `@wcab/queue/hostServices` (a light module) from anywhere below the processor:
 *
 *   const ocr = hostService<GrayImage, string>('ocr');
 *   const text = ocr ? await ocr(image) : await localOcr(image);
 *
 * Outside a job, or when the host offers no such service, hostService() returns undefined and the
 * caller does the work itself (unit tests, scripts, a queue without host services).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

import type { HostService, HostServices } from '@wcab/contract';

/** What the host runs for a thread (@wcab/contract jobHost.ts, where the pipeline finds them too). */
export type { HostService, HostServices };

/** Thread to host. */
export interface HostCall {
  type: 'call';
  id: number;
  service: string;
  payload: unknown;
}

/** Host to thread. */
export type HostReply = { type: 'reply'; id: number; ok: true; result: unknown } | { type: 'reply'; id: number; ok: false; message: string };

/** How a thread reaches its host during one job. */
export interface HostChannel {
  services: readonly string[];
  call(service: string, payload: unknown): Promise<unknown>;
}

const STORE_KEY = Symbol.for('wcab.queue.hostChannel');
const globals = globalThis as unknown as Record<symbol, AsyncLocalStorage<HostChannel> | undefined>;
const storage: AsyncLocalStorage<HostChannel> = (globals[STORE_KEY] ??= new AsyncLocalStorage<HostChannel>());

/** Used by the thread entry: runs the processor with a channel to its host. */
export function runWithHost<T>(channel: HostChannel, fn: () => Promise<T>): Promise<T> {
  return storage.run(channel, fn);
}

/** The host's service `name`, when this code runs inside a job whose host offers it. */
export function hostService<P, R>(name: string): ((payload: P) => Promise<R>) | undefined {
  const channel = storage.getStore();
  if (!channel?.services.includes(name)) return undefined;
  return (payload: P) => channel.call(name, payload) as Promise<R>;
}

/** Host side: answers one call from a thread; a failing service becomes a rejected call there. */
export async function answerHostCall(services: HostServices | undefined, call: HostCall, jobEnded?: AbortSignal): Promise<HostReply> {
  const service = services?.handlers[call.service];
  if (!service) return { type: 'reply', id: call.id, ok: false, message: `No host service ${call.service}` };
  try {
    return { type: 'reply', id: call.id, ok: true, result: await service(call.payload, jobEnded) };
  } catch (error) {
    return { type: 'reply', id: call.id, ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
