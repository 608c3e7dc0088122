/**
 * The process that starts the native engine's `tesseract` processes for the service (spawner.ts): a small Node
 * process of its own, forked once, so that starting a process forks this one and not the service, whose memory
 * (hundreds of MB while a batch is in flight) the kernel copies the page tables of at every fork: 10-30 ms of
 * system CPU a start, on the thread that asked (docs/ocr.md). It runs what it is sent, reports each process's
 * end and its stderr's first STDERR_KEEP characters, and ends with its parent (its IPC channel closing).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type { SpawnRequest, SpawnReply } from './spawner';

/** What a process prints on stderr is kept for the error message, up to this much (nativeEngine.ts keeps as much). */
const STDERR_KEEP = 2_000;

const running = new Map<number, ChildProcess>();
const reply = (message: SpawnReply) => process.send?.({ ...message, childCpuS: childCpuSeconds() });

/** CPU seconds of this process's ended children (cutime + cstime of /proc/self/stat), for the service's accounts; undefined off Linux. */
function childCpuSeconds(): number | undefined {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100; // fields 16 and 17 of proc(5), clock ticks of 1/100 s
  } catch {
    return undefined;
  }
}

process.on('message', (request: SpawnRequest) => {
  if (request.kill !== undefined) {
    running.get(request.kill)?.kill('SIGKILL');
    return;
  }
  const { id, command, args, env, stdinFile } = request;
  let stdin: number | 'ignore' = 'ignore';
  try {
    if (stdinFile) stdin = fs.openSync(stdinFile, 'r');
  } catch (error) {
    reply({ id, error: (error as NodeJS.ErrnoException).code ?? String(error) });
    return;
  }
  const child = spawn(command, args, { stdio: [stdin, 'ignore', 'pipe'], env });
  if (typeof stdin === 'number') fs.closeSync(stdin); // the child has its own copy
  running.set(id, child);
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    if (stderr.length < STDERR_KEEP) stderr += chunk.slice(0, STDERR_KEEP - stderr.length);
  });
  child.on('error', (error: NodeJS.ErrnoException) => {
    running.delete(id);
    reply({ id, error: error.code ?? error.message });
  });
  child.on('close', (code, signal) => {
    running.delete(id);
    reply({ id, code, signal, stderr });
  });
});

// The service ended (or dropped this process): so do the processes it asked for.
process.on('disconnect', () => {
  for (const child of running.values()) child.kill('SIGKILL');
  process.exit(0);
});
