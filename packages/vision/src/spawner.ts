/**
 * Starts processes through one small helper process (spawnerProcess.ts) instead of forking this one. A fork
 * copies the page tables of everything the forking process maps, and Node's child_process waits for the exec on
 * the calling thread: measured 2026-11-29, `spawn('/bin/true')` cost 0.5 ms of system CPU and 5 ms of wall time
 * from a 45 MB process, 10.6 ms and 50 ms from one holding 550 MB, 29 ms and 170 ms from 1.5 GB. The native OCR
 * engine starts a `tesseract` for every read or group of reads (nativeEngine.ts), from the process that holds the
 * job's rasters. The helper is forked on first use and shared by every caller in this process; it ends with it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { threadExecArgv } from './threadExecArgv';

export type SpawnRequest =
  | { id: number; command: string; args: string[]; env: NodeJS.ProcessEnv; stdinFile?: string; kill?: undefined }
  | { kill: number; id?: undefined };

export interface SpawnReply {
  id: number;
  code?: number | null;
  signal?: NodeJS.Signals | null;
  stderr?: string;
  /** The process could not be started (its errno code). */
  error?: string;
  /** CPU seconds of every process the helper started that has ended, so far (undefined off Linux). */
  childCpuS?: number;
}

/** How a process started through the helper ended. */
export interface SpawnEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Its stderr's first 2,000 characters. */
  stderr: string;
}

export interface SpawnedProcess {
  /** Resolves when the process has ended; rejects when it could not start (the error's message is its errno code) or the helper ended. */
  ended: Promise<SpawnEnd>;
  kill(): void;
}

let helper: ChildProcess | undefined;
let nextId = 0;
/** CPU seconds of the processes started through helpers: those that ended, and the current one's last report. */
let endedHelpersCpuS = 0;
let helperCpuS = 0;

/**
 * CPU seconds of the processes started through the helper that have ended (tesseract's start, model load and
 * reading): what /proc/self/stat's cutime would count had this process forked them. For benchmarks.
 */
export function spawnedCpuSeconds(): number {
  return endedHelpersCpuS + helperCpuS;
}
const waiting = new Map<number, { resolve(end: SpawnEnd): void; reject(error: Error): void }>();

function started(): ChildProcess {
  if (helper?.connected) return helper;
  const file = fileURLToPath(new URL('./spawnerProcess.ts', import.meta.url));
  const child = fork(file, [], { execArgv: threadExecArgv(file), stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  child.on('message', (reply: SpawnReply) => {
    if (reply.childCpuS !== undefined && helper === child) helperCpuS = reply.childCpuS;
    const caller = waiting.get(reply.id);
    if (!caller) return;
    settled(reply.id);
    if (reply.error !== undefined) caller.reject(new Error(reply.error));
    else caller.resolve({ code: reply.code ?? null, signal: reply.signal ?? null, stderr: reply.stderr ?? '' });
  });
  // Ended or lost (killed, out of memory): what it was running is lost with it; the next call starts another.
  const lost = () => {
    if (helper !== child) return;
    helper = undefined;
    endedHelpersCpuS += helperCpuS;
    helperCpuS = 0;
    for (const [id, caller] of waiting) {
      waiting.delete(id);
      caller.reject(new Error('the process spawner ended'));
    }
  };
  child.on('exit', lost);
  child.on('error', lost);
  // It keeps this process alive only while a process it started runs (see settled).
  child.unref();
  child.channel?.unref();
  helper = child;
  return child;
}

function settled(id: number): void {
  waiting.delete(id);
  if (waiting.size === 0) helper?.channel?.unref();
}

/** Runs `command` with `args` from the helper, in this process's environment: its stdin the file `stdinFile` (else none), stdout ignored, stderr kept. */
export function spawnThroughHelper(command: string, args: string[], stdinFile?: string): SpawnedProcess {
  const child = started();
  const id = nextId++;
  const ended = new Promise<SpawnEnd>((resolve, reject) => waiting.set(id, { resolve, reject }));
  if (waiting.size === 1) child.channel?.ref();
  child.send({ id, command, args, env: process.env, ...(stdinFile ? { stdinFile } : {}) } satisfies SpawnRequest);
  return {
    ended,
    kill: () => {
      if (waiting.has(id) && child.connected) child.send({ kill: id } satisfies SpawnRequest);
    },
  };
}
