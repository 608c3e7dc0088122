/**
 * `bench scale` models a fleet of one-core machines on this one machine: every process that runs
 * the pipeline (a worker, or the embedded service) is held to one core of its own with the
 * kernel's CPU affinity (`taskset -c N`, the same as Docker's `--cpuset-cpus`), while the API tier,
 * Redis and the load generator are left to the scheduler.
 *
 * Why: a worker sized to one core (one pipeline thread, one OCR thread) still has more threads
 * than that (its barcode thread decodes page N while page N+1 renders, its main thread talks to
 * Redis, V8 collects garbage beside it), so on an otherwise idle two-core machine it borrows
 * 0.05 to 0.08 of the second core, which no worker of a one-core fleet has and which the second
 * worker of a two-worker run takes back. Unpinned, "two workers against one" compared two
 * workers against 1.07 workers. `BENCH_PIN=0` runs unpinned, for that comparison.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';

/** Whether this run pins, and why not when it does not (printed in the header). */
export function pinningPlan(env: NodeJS.ProcessEnv = process.env, cores = os.availableParallelism()): { pin: boolean; why: string } {
  if (env.BENCH_PIN === '0') return { pin: false, why: 'unpinned (BENCH_PIN=0)' };
  if (cores < 2) return { pin: false, why: 'unpinned (one core)' };
  if (spawnSync('taskset', ['-c', '0', 'true']).status !== 0) return { pin: false, why: 'unpinned (no taskset: util-linux)' };
  return { pin: true, why: 'each pipeline process pinned to a core of its own (taskset), the API, Redis and the load generator unpinned' };
}

/**
 * The core of the `index`th pipeline process of a run (0 for the embedded service and the first
 * worker), or undefined when not pinning. Workers are started and stopped last-in first-out, so
 * the ones that stay keep their cores.
 */
export function coreOf(index: number, pin: boolean, cores = os.availableParallelism()): number | undefined {
  return pin ? index % cores : undefined;
}

/** The command line that runs `command args` on `core` (or as it is, with no core). */
export function onCore(core: number | undefined, command: string, args: string[]): { command: string; args: string[] } {
  return core === undefined ? { command, args } : { command: 'taskset', args: ['-c', String(core), command, ...args] };
}
