/**
 * A job thread asking to be replaced once its current job is answered: its engine failed (a wasm
 * instance that aborted) or grew past its high-water mark, and only ending the thread gives that
 * memory back for sure. Import it as `@wcab/queue/threadRetirement` (a light module) from the
 * processor; outside a queue's thread the request is simply never read.
 *
 * The thread flags itself in memory it shares with the pool before it answers, so the pool never
 * hands a retiring thread another job (see EmbeddedJobQueue's balancer), then the pool ends it.
 */
import { threadId } from 'node:worker_threads';

const REQUEST_KEY = Symbol.for('wcab.queue.retireThread');
const globals = globalThis as unknown as Record<symbol, boolean | undefined>;

/** Called by job code: replace this thread after the current job. */
export function retireThisThread(): void {
  globals[REQUEST_KEY] = true;
}

/** Called by the thread entry after a job: whether the job asked to retire (and clears the ask). */
export function takeRetireRequest(): boolean {
  const asked = globals[REQUEST_KEY] === true;
  globals[REQUEST_KEY] = false;
  return asked;
}

/** Slots of thread ids about to be ended, shared by a pool and its threads. */
export const RETIRING_SLOTS = 256;

export function retiringSlots(): Int32Array {
  return new Int32Array(new SharedArrayBuffer(4 * RETIRING_SLOTS));
}

/** Thread side: puts this thread's id in a free slot. */
export function markRetiring(slots: Int32Array, id = threadId): void {
  for (let i = 0; i < slots.length; i++) {
    if (Atomics.compareExchange(slots, i, 0, id) === 0) return;
  }
}

/** Pool side: whether thread `id` is about to be ended. */
export function isRetiring(slots: Int32Array, id: number): boolean {
  for (let i = 0; i < slots.length; i++) if (Atomics.load(slots, i) === id) return true;
  return false;
}

/** Pool side: the thread is gone; frees its slot. */
export function clearRetiring(slots: Int32Array, id: number): void {
  for (let i = 0; i < slots.length; i++) Atomics.compareExchange(slots, i, id, 0);
}
