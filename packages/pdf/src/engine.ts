/**
 * The thread's PDFium engine (one wasm instance) and its health.
 *
 * A wasm heap only grows, and PDFium aborts when an allocation fails: after an abort the instance
 * keeps answering calls, with whatever state it was left in. Measured before this module: four
 * decompression bombs in a row left a thread whose every scan rendered blank, so a batch came back
 * 200 with no separators. So:
 * - each job may grow the heap by at most `jobMemoryBytes` (the heap refuses to grow past it,
 *   which PDFium sees as out of memory);
 * - an instance that aborted or hit that ceiling is marked failed: every later call on it throws
 *   PdfEngineFailure, and the job that was running is answered from the verdict, not from what
 *   the pipeline made of the failed calls;
 * - the next job gets a fresh instance. The compiled module is kept, so a fresh instance costs an
 *   instantiation (~50-100 ms), not a compile.
 * Whoever runs jobs (pipeline/processor.ts) brackets each with beginEngineJob()/endEngineJob()
 * and, when the verdict says so, retires the whole thread: V8 gives a dropped instance's memory
 * back late or (for a thread's first instance, measured) not at all, a terminated thread at once.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PDFiumLibrary, PDFiumModule } from '@hyzyla/pdfium';
import type { RawPdfium } from './pdfium';

export interface EngineLimits {
  /** Most one job may grow the PDFium heap by (JOB_MEMORY_MB). */
  jobMemoryBytes: number;
  /** After a job, an engine whose heap is larger than this is replaced (ENGINE_RECYCLE_MB). */
  recycleAboveBytes: number;
  /** Most bytes the non-image streams of one document may inflate to, each and together (MAX_INFLATED_MB). */
  maxInflatedBytes: number;
  /** Largest image, in pixels, a document may declare (MAX_IMAGE_MEGAPIXELS). */
  maxImagePixels: number;
  /** Most image pixels one document decodes, each image once per page using it (MAX_DOCUMENT_MEGAPIXELS). */
  maxDocumentPixels: number;
  /** Most image pixels per page on average (MAX_PAGE_MEGAPIXELS). */
  maxPagePixels: number;
  /** Most content-stream operators in one document (MAX_CONTENT_OPERATORS). */
  maxContentOperators: number;
  /** Most XObject draws a page or form fans out to (MAX_FORM_DRAWS). */
  maxFormDraws: number;
}

const MB = 1024 * 1024;

export const DEFAULT_ENGINE_LIMITS: EngineLimits = {
  jobMemoryBytes: 1024 * MB,
  recycleAboveBytes: 256 * MB,
  maxInflatedBytes: 256 * MB,
  maxImagePixels: 150_000_000,
  maxDocumentPixels: 6_000_000_000,
  maxPagePixels: 50_000_000,
  maxContentOperators: 10_000_000,
  maxFormDraws: 1_000_000,
};

let limits: EngineLimits = DEFAULT_ENGINE_LIMITS;

/** This thread's limits: the defaults until the job processor configures the settings' (JOB_MEMORY_MB, ...). */
export function engineLimits(): EngineLimits {
  return limits;
}

/** Sets some limits for this thread (the job processor, from validated settings; tests).  */
export function configureEngine(overrides: Partial<EngineLimits>): void {
  limits = { ...engineLimits(), ...overrides };
}

/** Thrown by every call on an engine that aborted or ran out of its allowance. */
export class PdfEngineFailure extends Error {
  constructor(message = 'The PDF engine failed on an earlier call of this job') {
    super(message);
    this.name = 'PdfEngineFailure';
  }
}

/** One PDFium wasm instance and what has happened to it. */
export class PdfEngine {
  /** It aborted (or an allocation was refused): nothing it answers can be trusted. */
  failed = false;
  /** The failure was the job's memory ceiling, not a fault of PDFium's own. */
  ceilingHit = false;
  /** Jobs begun on it. */
  jobs = 0;
  /** The heap may not grow past this many bytes (moved per job). */
  heapLimit = Infinity;

  /** Set once the instance is up (the engine exists first so the instance's hooks can mark it). */
  mod!: RawPdfium;

  get heapBytes(): number {
    return this.mod.wasmExports.memory.buffer.byteLength;
  }

  /** Throws when the engine can no longer be used. */
  check(): void {
    if (this.failed) throw new PdfEngineFailure();
  }
}

let current: Promise<PdfEngine> | undefined;
let compiled: Promise<WasmModule> | undefined;

/** The bit of the WebAssembly API used here (this project compiles without the DOM library). */
type WasmModule = object;
type WasmInstance = object;
const wasmApi = (
  globalThis as unknown as {
    WebAssembly: {
      compile(bytes: Uint8Array): Promise<WasmModule>;
      instantiate(module: WasmModule, imports: object): Promise<WasmInstance>;
    };
  }
).WebAssembly;

/** The thread's engine, loaded on first use and after replaceEngine(). */
export function pdfEngine(): Promise<PdfEngine> {
  current ??= load().catch((err: unknown) => {
    current = undefined; // let a later call retry instead of caching the failure forever
    throw err;
  });
  return current;
}

/** The thread's healthy PDFium module (a fresh one if the last one failed). */
export async function pdfium(): Promise<RawPdfium> {
  let engine = await pdfEngine();
  if (engine.failed) {
    replaceEngine();
    engine = await pdfEngine();
  }
  return engine.mod;
}

/** Forgets the current engine: the next call loads a fresh instance. */
export function replaceEngine(): void {
  current = undefined;
}

/** What a job did to the engine it ran on. */
export interface EngineVerdict {
  /** The engine aborted or hit the job's memory ceiling during the job: its results are void. */
  failed: boolean;
  /** The failure was the job's memory ceiling. */
  ceilingHit: boolean;
  /** The job ran on an engine no job had used before. */
  fresh: boolean;
  /** PDFium heap after the job, in bytes. */
  heapBytes: number;
  /** The engine should not serve another job (failed, or its heap passed the high-water mark). */
  retire: boolean;
}

/** Before a job: a healthy engine, allowed to grow by the job allowance from here. */
export async function beginEngineJob(): Promise<PdfEngine> {
  await pdfium(); // replaces a failed engine
  const engine = await pdfEngine();
  engine.jobs++;
  engine.heapLimit = engine.heapBytes + engineLimits().jobMemoryBytes;
  return engine;
}

/** After a job: its verdict. The engine stays current; the caller replaces it when `retire`. */
export function endEngineJob(engine: PdfEngine): EngineVerdict {
  engine.heapLimit = Infinity;
  const heapBytes = engine.heapBytes;
  return {
    failed: engine.failed,
    ceilingHit: engine.ceilingHit,
    fresh: engine.jobs === 1,
    heapBytes,
    retire: engine.failed || heapBytes > engineLimits().recycleAboveBytes,
  };
}

async function load(): Promise<PdfEngine> {
  compiled ??= compile().catch((err: unknown) => {
    compiled = undefined;
    throw err;
  });
  const wasm = await compiled;
  const engine = new PdfEngine();
  let raw: RawPdfium | undefined;
  // `initBase` with our own vendor hook is the public way to both init the library and keep the module.
  await PDFiumLibrary.initBase({
    instantiateWasm: () => ({}), // replaced below; only tells initBase not to look for a file
    vendor: async (options) => {
      const module = await PDFiumModule({
        ...options,
        instantiateWasm: (imports: WasmImports, done: (instance: WasmInstance, module: WasmModule) => void) => {
          capGrowth(engine, imports);
          void wasmApi.instantiate(wasm, imports).then((instance) => done(instance, wasm));
          return {};
        },
        // Emscripten calls this on abort, before throwing: the instance is unusable from here on.
        onAbort: () => {
          engine.failed = true;
        },
        // Its messages ("Cannot enlarge memory", "Aborted(...)") say nothing the verdict does not.
        printErr: () => undefined,
      } as Parameters<typeof PDFiumModule>[0]);
      raw = module as unknown as RawPdfium;
      return module;
    },
  });
  if (!raw) throw new Error('PDFium module did not load');
  engine.mod = raw;
  return engine;
}

type WasmImports = { env: Record<string, unknown> };

/**
 * Makes the heap refuse to grow past the engine's limit. Emscripten's malloc asks JS to grow the
 * heap (`emscripten_resize_heap`, an import of the instance); refused, malloc returns NULL and
 * PDFium gives up on the document or aborts. Either way the engine is marked failed at once: a
 * PDFium that skipped an image it could not allocate renders a blank page, a wrong answer.
 */
function capGrowth(engine: PdfEngine, imports: WasmImports): void {
  const resize = imports.env.emscripten_resize_heap as ((requested: number) => number | boolean) | undefined;
  if (typeof resize !== 'function') throw new Error('This PDFium build does not grow its heap through emscripten_resize_heap');
  imports.env.emscripten_resize_heap = (requested: number) => {
    if (requested >>> 0 > engine.heapLimit) {
      engine.ceilingHit = true;
      engine.failed = true;
      return false;
    }
    return resize(requested);
  };
}

async function compile(): Promise<WasmModule> {
  const wasmPath = createRequire(import.meta.url).resolve('@hyzyla/pdfium/pdfium.wasm');
  return wasmApi.compile(await readFile(wasmPath));
}
