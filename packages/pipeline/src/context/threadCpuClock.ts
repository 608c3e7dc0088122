/**
 * The CPU time of the calling thread, for the work meter (workMeter.ts). On Linux it is read from
 * /proc/thread-self/stat, synchronously, so that it is this thread's and not a libuv pool thread's
 * (Node 20 has no process.threadCpuUsage()): user plus system time, in clock ticks of 1/100 s (the
 * kernel's USER_HZ on every Linux Node supports). Where that file cannot be read (not Linux), the
 * thread's elapsed time is counted instead, which charges a loaded machine's waiting too: a budget
 * errs on the side of the document there, never below the CPU it used.
 */
import { readFileSync } from 'node:fs';
import type { CpuClock } from './workMeter';

const TICKS_PER_SECOND = 100;

/** user + system CPU seconds of the calling thread, or undefined where /proc does not say. */
export function threadCpuSeconds(): number | undefined {
  let stat: string;
  try {
    stat = readFileSync('/proc/thread-self/stat', 'latin1');
  } catch {
    return undefined;
  }
  // The command name (field 2) is in parentheses and may hold spaces: fields are counted after its ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return Number.isFinite(utime) && Number.isFinite(stime) ? (utime + stime) / TICKS_PER_SECOND : undefined;
}

/** The clock a job's meter reads: the thread's CPU time where the system tells it, else elapsed time. */
export function threadCpuClock(): CpuClock {
  if (threadCpuSeconds() !== undefined) return () => threadCpuSeconds() ?? 0;
  return () => performance.now() / 1000;
}
