/**
 * Which waiting job gets the next free thread (the embedded pool, and each fleet worker's threads):
 *
 * - Interactive work before batches (contract `laneOf`: a classify, a review page's page image):
 *   a one-page classify must not wait behind scanned batches that each hold a thread for minutes.
 * - Batches never take the last `reservedForClassify` threads, so a classify finds a thread
 *   within one classify's time even when batches are queued deep.
 * - Within a kind, accounts take turns (round robin): one account's backlog of fifty batches
 *   delays another account's first batch by at most one batch per thread, not fifty.
 * - A job that has not started by its `startBy` time leaves the line with 503 SERVICE_UNAVAILABLE
 *   and a Retry-After, at once, instead of a 504 after the whole processing deadline.
 */
import { ApiError, laneOf } from '@wcab/contract';

export interface FairSchedulerOptions {
  /** Threads jobs run on. */
  slots: number;
  /** Threads batches may not take (kept for classify); at most slots - 1. */
  reservedForClassify?: number;
  /** Seconds a client refused at its start deadline is told to wait (Retry-After). */
  retryAfterS?: number;
}

interface Ticket {
  kind: string;
  account: string;
  grant(): void;
  refuse(error: Error): void;
}

/** The priority class of a job kind: interactive work (a classify, a page image: 0) goes first, bulk (a batch: 1) after. */
const classOf = (kind: string) => (laneOf(kind) === 'interactive' ? 0 : 1);

export class FairScheduler {
  private readonly batchSlots: number;
  private running = 0;
  private runningBatches = 0;
  /** Per class: accounts in turn order, each with its waiting tickets (oldest first). */
  private readonly lines: Array<Map<string, Ticket[]>> = [new Map(), new Map()];

  constructor(private readonly options: FairSchedulerOptions) {
    const reserved = Math.min(options.reservedForClassify ?? 1, options.slots - 1);
    this.batchSlots = Math.max(1, options.slots - Math.max(0, reserved));
  }

  /** Jobs waiting for a thread. */
  get waiting(): number {
    let n = 0;
    for (const line of this.lines) for (const tickets of line.values()) n += tickets.length;
    return n;
  }

  /**
   * Resolves when the job may start (the caller must call the returned release when it ends).
   * Rejects with SERVICE_UNAVAILABLE (Retry-After) at `startBy`, or with `signal`'s reason.
   */
  acquire(kind: string, account: string, startBy: number | undefined, signal?: AbortSignal): Promise<() => void> {
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const onAbort = () => ticket.refuse(signal!.reason instanceof Error ? signal!.reason : new Error('aborted'));
      const cleanup = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      };
      const ticket: Ticket = {
        kind,
        account,
        grant: () => {
          cleanup();
          this.running++;
          if (classOf(kind) === 1) this.runningBatches++;
          let released = false;
          resolve(() => {
            if (released) return;
            released = true;
            this.running--;
            if (classOf(kind) === 1) this.runningBatches--;
            this.pump();
          });
        },
        refuse: (error) => {
          cleanup();
          this.remove(ticket);
          reject(error);
        },
      };
      if (signal?.aborted) return reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      const line = this.lines[classOf(kind)]!;
      const tickets = line.get(account);
      if (tickets) tickets.push(ticket);
      else line.set(account, [ticket]);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.pump();
      if (this.isWaiting(ticket) && startBy !== undefined) {
        timer = setTimeout(() => ticket.refuse(this.notStarted(kind)), Math.max(0, startBy - Date.now()));
      }
    });
  }

  private notStarted(kind: string): ApiError {
    const retryAfter = String(this.options.retryAfterS ?? 10);
    return new ApiError('SERVICE_UNAVAILABLE', `Every thread is busy and this ${kind} could not start in time; retry after ${retryAfter} s`, {
      'Retry-After': retryAfter,
    });
  }

  /** Grants free threads: classify first, then batches within their share; accounts in turn. */
  private pump(): void {
    while (this.running < this.options.slots) {
      const ticket = this.next(0) ?? (this.runningBatches < this.batchSlots ? this.next(1) : undefined);
      if (!ticket) return;
      ticket.grant();
    }
  }

  /** The first waiting ticket of the class's account whose turn it is; that account goes to the back. */
  private next(cls: number): Ticket | undefined {
    const line = this.lines[cls]!;
    for (const [account, tickets] of line) {
      line.delete(account);
      const ticket = tickets.shift();
      if (tickets.length > 0) line.set(account, tickets);
      if (ticket) return ticket;
    }
    return undefined;
  }

  private isWaiting(ticket: Ticket): boolean {
    return this.lines[classOf(ticket.kind)]!.get(ticket.account)?.includes(ticket) ?? false;
  }

  private remove(ticket: Ticket): void {
    const line = this.lines[classOf(ticket.kind)]!;
    const tickets = line.get(ticket.account);
    if (!tickets) return;
    const i = tickets.indexOf(ticket);
    if (i >= 0) tickets.splice(i, 1);
    if (tickets.length === 0) line.delete(ticket.account);
  }
}
