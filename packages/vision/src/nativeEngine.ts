/**
 * The native engine: Debian's Tesseract 5 (tesseract-ocr), the same Tesseract as the wasm engine compiled for the
 * CPU instead of WebAssembly: several times faster a page (README, "OCR engines"). Two ways to run it, the same
 * words either way: a server process a worker, linked against libtesseract and kept loaded between reads
 * (tesseractServer.ts, used whenever `npm ci` could build it), or the `tesseract` command, one process per image or
 * group of images, its PGM on stdin, its text and TSV renderers' output read back, started by a small helper
 * process (spawner.ts), not forked from the service, whose size would make every start cost more. A start and
 * model load costs about 0.2 s of CPU, which the server pays once for hundreds of reads. Either way a crash or a
 * hang takes one read with it, never the service, and a read past its time or its CPU is killed.
 * OpenMP is held to one thread (OMP_THREAD_LIMIT=1): the pool already runs one process per core,
 * and Tesseract's OpenMP threads spin-wait, which on a busy machine made a page 4x slower.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GrayImage } from '@wcab/pdf';
import { withPgm } from './image';
import { PAGE_SEGMENTATION_MODE, type OcrEngine, type OcrEngineWorker, type RawOcr } from './ocrEngine';

const settle = <T>(p: Promise<T>): Promise<PromiseSettledResult<T>> =>
  p.then(
    (value) => ({ status: 'fulfilled', value }) as const,
    (reason: unknown) => ({ status: 'rejected', reason }) as const,
  );
import { modelFile, plainModelDir, type OcrModelName } from './ocrModels';
import { spawnThroughHelper, type SpawnedProcess, type SpawnEnd } from './spawner';
import { TESSERACT_SERVER_BINARY, TesseractServer, tesseractServerUnavailable } from './tesseractServer';

/** A running process, as far as a worker's terminate() needs it. */
type Killable = Pick<SpawnedProcess, 'kill'>;
import { meanConfidence, ocrFromRenderers, wordsFromTsvPages } from './tsv';

/**
 * Default model of the native engine (measured, README "OCR engines"): `best_int`, the wasm engine's model.
 * Debian's `fast` is quicker but misread an ADJ number the dev batches print (batch ADJ F1 0.978 against 1.000).
 */
export const NATIVE_DEFAULT_MODEL: OcrModelName = 'best_int';

export interface NativeEngineOptions {
  /** The command (default `tesseract`, found on PATH). */
  binary?: string;
  model?: OcrModelName;
  /**
   * The model of `quick` runs (glances, ocrEngine.ts OcrModelUse). Default: Debian's `fast` when it is
   * installed (22-25 % less CPU a page than `best_int`, docs/ocr.md), else `model`. Each process loads
   * its own model, so a run may take either at no extra cost.
   */
  quickModel?: OcrModelName;
  /** Folder of Debian's `fast` model (TESSDATA_PREFIX; default Debian's tessdata). */
  tessdata?: string;
  /**
   * CPU seconds one process may use (default 30; a page takes about 1): past it the kernel stops it
   * (RLIMIT_CPU, SIGXCPU), however busy the machine, so a hostile image cannot keep a core.
   */
  cpuLimitS?: number;
  /**
   * Wall-clock backstop for a process that does not use CPU yet does not end (default 300 s). Generous
   * on purpose: on a machine shared with many processes a legitimate page took over 60 s of wall time.
   */
  timeoutMs?: number;
  /**
   * The Tesseract kept loaded between reads (tesseractServer.ts): its binary (default the one `npm ci` built), or
   * `false` for a `tesseract` command a read or group of reads. Used only when it runs here; else the command.
   */
  server?: string | false;
}

/** Why the native engine cannot run here, or undefined when it can (the binary runs and reads the model). */
export function nativeUnavailable(opts: NativeEngineOptions = {}): string | undefined {
  const binary = opts.binary ?? 'tesseract';
  let dir: string;
  try {
    dir = plainModelDir(opts.model ?? NATIVE_DEFAULT_MODEL, opts.tessdata);
  } catch (error) {
    return (error as Error).message;
  }
  const probe = spawnSync(binary, ['--list-langs', '--tessdata-dir', dir], { timeout: 10_000, encoding: 'utf8' });
  if (probe.error) return `${binary}: ${(probe.error as NodeJS.ErrnoException).code ?? probe.error.message}`;
  if (probe.status !== 0) return `${binary} --list-langs exited with ${probe.status ?? probe.signal}`;
  if (!/^eng$/m.test(`${probe.stdout}\n${probe.stderr}`)) return `${binary} finds no eng model in ${dir}`;
  return undefined;
}

export function nativeEngine(opts: NativeEngineOptions = {}): OcrEngine {
  const binary = opts.binary ?? 'tesseract';
  const model = opts.model ?? NATIVE_DEFAULT_MODEL;
  const quickModel = opts.quickModel ?? (modelFile('fast', opts.tessdata) ? 'fast' : model);
  const timeoutMs = opts.timeoutMs ?? 300_000;
  const cpuLimitS = Math.max(1, Math.ceil(opts.cpuLimitS ?? 30));
  let tessdata: string | undefined;
  let quickTessdata: string | undefined;
  let scratch: string | undefined;
  const serverBinary = opts.server === false ? undefined : (opts.server ?? TESSERACT_SERVER_BINARY);
  /** Whether the server runs here: probed once, at the first worker. */
  let serverRuns: boolean | undefined;
  return {
    name: 'native',
    model,
    quickModel,
    async createWorker(): Promise<OcrEngineWorker> {
      tessdata ??= plainModelDir(model, opts.tessdata);
      quickTessdata ??= quickModel === model ? tessdata : plainModelDir(quickModel, opts.tessdata);
      serverRuns ??= serverBinary !== undefined && tesseractServerUnavailable(serverBinary) === undefined;
      if (serverRuns) return serverWorker(new TesseractServer(serverBinary, cpuLimitS), { tessdata, quickTessdata }, timeoutMs);
      scratch ??= fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-ocr-'));
      const dirs = { tessdata, quickTessdata, scratch };
      let running: Killable | undefined;
      let calls = 0;
      let ended = false;
      const worker: OcrEngineWorker = {
        async recognize(img, use = 'accurate') {
          const base = path.join(dirs.scratch, `${process.pid}-${Math.random().toString(36).slice(2)}-${calls++}`);
          const data = use === 'quick' ? dirs.quickTessdata : dirs.tessdata;
          try {
            return await runTesseract({ binary, tessdata: data, base, timeoutMs, cpuLimitS }, img, (child) => (running = child));
          } finally {
            running = undefined;
            for (const ext of ['.txt', '.tsv', '.pgm']) fs.rm(base + ext, { force: true }, () => {});
          }
        },
        /**
         * The images read by one process, given as a list of PGM files (Tesseract reads each as it reads one
         * alone: the same words, boxes and confidences, measured on 16 first pages' top parts), so its start
         * and model load, most of a short part's CPU on a busy machine, are paid once. Its limits grow with
         * the images. When it fails (a crash, a limit), each image is read alone: the one at fault fails by
         * itself, as it would have, and the others are read.
         */
        async recognizeMany(imgs, use = 'accurate') {
          if (imgs.length === 1) return [await settle(worker.recognize(imgs[0]!, use))];
          const base = path.join(dirs.scratch, `${process.pid}-${Math.random().toString(36).slice(2)}-${calls++}`);
          const data = use === 'quick' ? dirs.quickTessdata : dirs.tessdata;
          const n = imgs.length;
          try {
            const reads = await runTesseractList(
              { binary, tessdata: data, base, timeoutMs: timeoutMs * n, cpuLimitS: cpuLimitS * n },
              imgs,
              (child) => (running = child),
            );
            return reads.map((value) => ({ status: 'fulfilled', value }) as const);
          } catch (error) {
            if (ended) return imgs.map(() => ({ status: 'rejected', reason: error }) as const);
            const alone: PromiseSettledResult<RawOcr>[] = [];
            for (const img of imgs) alone.push(await settle(worker.recognize(img, use)));
            return alone;
          } finally {
            running = undefined;
            for (const ext of ['.txt', '.tsv', '.list', ...imgs.map((_, i) => `-${i}.pgm`)]) fs.rm(base + ext, { force: true }, () => {});
          }
        },
        async terminate() {
          ended = true;
          running?.kill();
        },
      };
      return worker;
    },
  };
}

/**
 * A worker reading through its own server: each read as the command would read it alone, without a start. It has no
 * recognizeMany: with nothing to share, the pool holds no read back for others to join (ocrPool.ts).
 */
function serverWorker(server: TesseractServer, dirs: { tessdata: string; quickTessdata: string }, timeoutMs: number): OcrEngineWorker {
  return {
    async recognize(img, use = 'accurate') {
      const { text, tsv } = await server.read(img, { tessdata: use === 'quick' ? dirs.quickTessdata : dirs.tessdata, timeoutMs });
      return ocrFromRenderers(text, tsv);
    },
    async terminate() {
      await server.kill();
    },
  };
}

interface Run {
  binary: string;
  tessdata: string;
  base: string;
  timeoutMs: number;
  cpuLimitS: number;
}

function tesseractArgs(input: string, { tessdata, base }: Run, dpi: number | undefined): string[] {
  return [
    input,
    base,
    '--tessdata-dir',
    tessdata,
    '-l',
    'eng',
    '--oem',
    '1', // LSTM only, as the wasm engine
    '--psm',
    String(PAGE_SEGMENTATION_MODE),
    ...(dpi ? ['--dpi', String(Math.round(dpi))] : []),
    '-c',
    'debug_file=/dev/null',
    // The renderers by their variables, not the `txt tsv` config files: those live in the tessdata
    // folder's configs/, which a model folder of our own does not have.
    '-c',
    'tessedit_create_txt=1',
    '-c',
    'tessedit_create_tsv=1',
  ];
}

function runTesseract(run: Run, img: GrayImage, started: (child: Killable) => void): Promise<RawOcr> {
  return withPgm(img, async (pgm) => {
    await fs.promises.writeFile(`${run.base}.pgm`, pgm);
    await spawnTesseract(run, tesseractArgs('stdin', run, img.dpi), `${run.base}.pgm`, started);
    const [text, tsv] = output(run.base);
    return ocrFromRenderers(text, tsv);
  });
}

/** Images of one resolution read by one process from a list of PGM files: Tesseract's text renderer parts pages with a form feed, its TSV numbers them. */
async function runTesseractList(run: Run, imgs: GrayImage[], started: (child: Killable) => void): Promise<RawOcr[]> {
  const files = imgs.map((_, i) => `${run.base}-${i}.pgm`);
  for (const [i, img] of imgs.entries()) await withPgm(img, (pgm) => fs.promises.writeFile(files[i]!, pgm));
  fs.writeFileSync(`${run.base}.list`, files.join('\n') + '\n');
  await spawnTesseract(run, tesseractArgs(`${run.base}.list`, run, imgs[0]!.dpi), undefined, started);
  const [text, tsv] = output(run.base);
  const texts = text.split('\f');
  if (texts.length !== imgs.length) throw new Error(`native tesseract read ${texts.length} of ${imgs.length} images`);
  const pages = wordsFromTsvPages(tsv, imgs.length);
  return texts.map((text, i) => ({ text, confidence: meanConfidence(pages[i]!), words: pages[i]! }));
}

/** The text and TSV renderers' output of a run. */
function output(base: string): [string, string] {
  try {
    return [fs.readFileSync(`${base}.txt`, 'utf8'), fs.readFileSync(`${base}.tsv`, 'utf8')];
  } catch (error) {
    throw new Error(`native tesseract wrote no result: ${(error as Error).message}`);
  }
}

/**
 * One `tesseract` process, its image on stdin (the file `stdinFile`) or named in `args`; resolves once it ended well
 * and wrote its output. Started through the spawner's helper process (spawner.ts), not forked from this one.
 */
async function spawnTesseract(
  { binary, timeoutMs, cpuLimitS }: Run,
  args: string[],
  stdinFile: string | undefined,
  started: (child: Killable) => void,
): Promise<void> {
  // The shell sets the CPU limit on itself and becomes tesseract (exec): one process, limited. One
  // OpenMP thread (OMP_THREAD_LIMIT, over the inherited environment): the pool already uses every core.
  const command = ['-c', `ulimit -t ${cpuLimitS} && OMP_THREAD_LIMIT=1 exec "$0" "$@"`, binary, ...args];
  const child = spawnThroughHelper('/bin/sh', command, stdinFile);
  started(child);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill();
  }, timeoutMs);
  let end: SpawnEnd;
  try {
    end = await child.ended;
  } catch (error) {
    throw new Error(`native tesseract could not start (${binary}): ${(error as Error).message}`);
  } finally {
    clearTimeout(timer);
  }
  const { code, signal, stderr } = end;
  if (timedOut) throw new Error(`native tesseract exceeded ${timeoutMs} ms and was killed`);
  if (signal === 'SIGXCPU' || signal === 'SIGKILL') throw new Error(`native tesseract exceeded ${cpuLimitS} s of CPU and was stopped`);
  // sh could not run the command (`exec` failed): the binary is missing or not executable.
  if (code === 126 || code === 127) throw new Error(`native tesseract could not start (${binary}): ${stderr.trim().split('\n').at(-1) ?? ''}`);
  if (code !== 0) throw new Error(`native tesseract failed (${signal ?? `exit ${code}`}): ${stderr.trim().split('\n').slice(-3).join(' | ')}`);
}
