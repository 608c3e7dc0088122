/**
 * One Tesseract kept loaded between reads: the server process of native/tesseractServer.cpp, linked against
 * Debian's libtesseract and built by `npm ci` where its headers are installed (native/build.mjs). Each read of the
 * `tesseract` command pays its start and model load, about 0.2 s of CPU (docs/ocr.md), most of a short read; a
 * server pays them once for every read of its worker. It reads exactly as the command does (the engines test
 * compares them word for word), so the native engine uses it whenever it runs here and the command otherwise.
 *
 * Its limits are the command's, a read at a time: the server sets its CPU limit to what it has used plus the read's
 * allowance before each read (the kernel stops it, SIGXCPU), and a read past its wall-clock time kills it. A crash
 * or a kill takes the read in hand with it, never the service; the next read starts another server. After
 * RECYCLE_READS reads it is ended and started afresh, so that nothing a long-lived Tesseract keeps can grow for ever.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GrayImage } from '@wcab/pdf';
import { checkedPixels } from './image';

/** Where native/build.mjs puts the server (absent when it could not be built). */
export const TESSERACT_SERVER_BINARY = fileURLToPath(new URL('../native/build/wcab-tesseract-server', import.meta.url));

/** Reads a server makes before it is replaced: its start is paid once in this many reads. */
export const RECYCLE_READS = 500;

/** Its stderr's last this many characters are kept for an error message (Leptonica's and Tesseract's complaints). */
const STDERR_KEEP = 2_000;

/** Why the server cannot run here (not built, or its libraries missing), or undefined when it can. */
export function tesseractServerUnavailable(binary = TESSERACT_SERVER_BINARY): string | undefined {
  if (!fs.existsSync(binary)) return `${binary} is not built (npm ci builds it when Debian's libtesseract-dev is installed)`;
  // An empty stdin: a server that loads ends at once with 0; one whose libraries are missing cannot start.
  const probe = spawnSync(binary, [], { input: '', timeout: 10_000, encoding: 'utf8' });
  if (probe.error) return `${binary}: ${(probe.error as NodeJS.ErrnoException).code ?? probe.error.message}`;
  if (probe.status !== 0) return `${binary} exited with ${probe.status ?? probe.signal}: ${probe.stderr.trim().split('\n').at(-1) ?? ''}`;
  return undefined;
}

/** What one read asks of the server. */
export interface ServerRead {
  /** The folder of the model's `eng.traineddata`; the server keeps each model it was asked for loaded. */
  tessdata: string;
  /** Wall time before the server is killed (its CPU allowance is the server's own, cpuLimitS). */
  timeoutMs: number;
}

/** What the command's text and TSV renderers would have written for the image. */
export interface ServerAnswer {
  text: string;
  tsv: string;
}

/** CPU seconds of the servers running now (/proc/<pid>/stat), which no ended-children count holds yet. */
const live = new Set<number>();

export function liveServersCpuSeconds(): number {
  let seconds = 0;
  for (const pid of live) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      seconds += (Number(fields[11]) + Number(fields[12])) / 100; // utime and stime, fields 14 and 15 of proc(5)
    } catch {
      // ended meanwhile, or not Linux
    }
  }
  return seconds;
}

interface Pending {
  resolve(answer: ServerAnswer): void;
  reject(error: Error): void;
}

/** One server for one pool worker: one read at a time, started on the first read, started again after a failure. */
export class TesseractServer {
  private child: ChildProcess | undefined;
  private pending: Pending | undefined;
  private buffered: Buffer = Buffer.alloc(0);
  private stderr = '';
  private reads = 0;
  /** Why the running server was killed by us, for the read it took with it. */
  private killedFor: string | undefined;

  constructor(
    private readonly binary = TESSERACT_SERVER_BINARY,
    private readonly cpuLimitS = 30,
    private readonly recycleAfter = RECYCLE_READS,
  ) {}

  async read(img: GrayImage, { tessdata, timeoutMs }: ServerRead): Promise<ServerAnswer> {
    if (this.pending) throw new Error('the tesseract server is already reading');
    if (/[\t\n]/.test(tessdata)) throw new Error(`a model folder with a tab or a newline cannot be sent: ${tessdata}`);
    if (this.reads >= this.recycleAfter) this.stop();
    const child = this.started();
    this.reads++;
    this.killedFor = undefined;
    const answer = new Promise<ServerAnswer>((resolve, reject) => (this.pending = { resolve, reject }));
    const timer = setTimeout(() => void this.kill(`native tesseract exceeded ${timeoutMs} ms and was killed`), timeoutMs);
    try {
      // The image's own pixels are written, not a copy: the server reads all of them before it answers, so they
      // have left this process by the time the read settles (a read that fails first leaves them to a dead pipe).
      const pixels = checkedPixels(img);
      const header = `P5\n${img.width} ${img.height}\n255\n`;
      child.stdin!.write(`${tessdata}\t${Math.round(img.dpi ?? 0)}\t${Math.ceil(this.cpuLimitS)}\t${header.length + pixels}\n${header}`);
      child.stdin!.write(img.data.subarray(0, pixels));
      return await answer;
    } finally {
      clearTimeout(timer);
      this.pending = undefined;
    }
  }

  /** The running server's process id (undefined before the first read and after a failure). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Ends the server, failing the read in hand; resolves once it has ended (its CPU is then in this process's children's). */
  kill(why = 'native tesseract server was stopped'): Promise<void> {
    const child = this.child;
    if (!child) return Promise.resolve();
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    this.killedFor = why;
    child.kill('SIGKILL');
    return exited;
  }

  /** Ends the server when it is idle: its stdin closed, it ends by itself. */
  private stop(): void {
    this.child?.stdin?.end();
    this.forget();
  }

  private forget(): void {
    if (this.child?.pid) live.delete(this.child.pid);
    this.child = undefined;
    this.buffered = Buffer.alloc(0);
    this.stderr = '';
    this.reads = 0;
  }

  private started(): ChildProcess {
    if (this.child) return this.child;
    // Started from this process, once for many reads (the command's processes go through spawner.ts, which spares
    // this process a fork a read). One OpenMP thread: the pool already runs a reader a core (nativeEngine.ts).
    const child = spawn(this.binary, [], { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, OMP_THREAD_LIMIT: '1' } });
    this.child = child;
    if (child.pid) live.add(child.pid);
    child.stdin!.on('error', () => {}); // a server that died: its exit says why
    child.stdout!.on('data', (chunk: Buffer) => {
      if (this.child !== child) return;
      this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
      this.answer();
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      if (this.child === child) this.stderr = (this.stderr + chunk).slice(-STDERR_KEEP);
    });
    const ended = (code: number | null, signal: NodeJS.Signals | null, error?: Error) => {
      if (this.child !== child) return;
      const stderr = this.stderr.trim().split('\n').slice(-3).join(' | ');
      const why =
        this.killedFor ??
        (error
          ? `native tesseract server could not start (${this.binary}): ${(error as NodeJS.ErrnoException).code ?? error.message}`
          : signal === 'SIGXCPU'
            ? `native tesseract exceeded ${Math.ceil(this.cpuLimitS)} s of CPU and was stopped`
            : `native tesseract server ended (${signal ?? `exit ${code}`}): ${stderr}`);
      this.forget();
      this.pending?.reject(new Error(why));
    };
    child.on('error', (error) => ended(null, null, error));
    child.on('exit', (code, signal) => ended(code, signal));
    return child;
  }

  /** Settles the read in hand once its whole answer has arrived. */
  private answer(): void {
    const newline = this.buffered.indexOf(10);
    if (newline < 0 || !this.pending) return;
    const head = this.buffered.subarray(0, newline).toString('utf8').split('\t');
    if (head[0] === 'error') {
      this.buffered = this.buffered.subarray(newline + 1);
      const stderr = this.stderr.trim().split('\n').at(-1);
      this.pending.reject(new Error(`native tesseract failed: ${head[1] ?? ''}${stderr ? ` (${stderr})` : ''}`));
      return;
    }
    const textBytes = Number(head[1]);
    const tsvBytes = Number(head[2]);
    if (head[0] !== 'ok' || !Number.isInteger(textBytes) || !Number.isInteger(tsvBytes)) {
      void this.kill(`native tesseract server answered out of step: ${head.join(' ').slice(0, 80)}`);
      return;
    }
    const end = newline + 1 + textBytes + tsvBytes;
    if (this.buffered.length < end) return;
    const text = this.buffered.subarray(newline + 1, newline + 1 + textBytes).toString('utf8');
    const tsv = this.buffered.subarray(newline + 1 + textBytes, end).toString('utf8');
    this.buffered = this.buffered.subarray(end);
    this.pending.resolve({ text, tsv });
  }
}
