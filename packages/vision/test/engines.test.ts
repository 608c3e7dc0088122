/**
 * Both OCR engines, for real: tesseract.js (wasm) and Debian's tesseract command (native) on the
 * same scanned fixtures with the same settings give the same result shape (text, confidence, words
 * with boxes in page pixels) and, on a clean scan, the same words in nearly the same places. The
 * native engine's failures (missing binary, crash, hang) are provoked with small wrapper scripts
 * around the real binary, never with a stand-in for Tesseract.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GrayImage } from '@wcab/pdf';
import { makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { nativeEngine, nativeUnavailable, OcrPool, preparePage, selectOcrEngine, wasmEngine, type OcrResult, type OcrWord } from '@wcab/vision';
import { cropToInk } from '../src/inkCrop';
import { modelFile } from '../src/ocrModels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderFirst } from './testEngines';

const nativeMissing = nativeUnavailable();
// CI (.ci/run) installs Debian's tesseract: there a missing binary is a failure, not a skip.
if (nativeMissing && process.env.REQUIRE_SERVICES === '1') throw new Error(`REQUIRE_SERVICES=1 but native tesseract cannot run: ${nativeMissing}`);
const TESSERACT = nativeMissing ? 'tesseract' : execFileSync('sh', ['-c', 'command -v tesseract'], { encoding: 'utf8' }).trim();

const LINES = [
  'NOTICE OF HEARING',
  'MARIA GARCIA, Applicant, vs. ACME CORP, Defendants.',
  'Case Number: ADJ1234567',
  ...Array.from({ length: 14 }, (_, i) => `Paragraph ${i + 1}: the parties shall meet and confer about discovery.`),
  'Hearing set for April 22, 2025 at 8:30 AM, Van Nuys District Office.',
];
const scan = (skewDeg = 0) => makeTextPdf([LINES]).then((pdf) => rasterizePdf(pdf, { dpi: 200, skewDeg, noise: 0.02, jpegQuality: 70 }));
const squash = (text: string) => text.toUpperCase().replace(/\s+/g, ' ');
const centre = (w: OcrWord) => ({ x: (w.bbox.x0 + w.bbox.x1) / 2, y: (w.bbox.y0 + w.bbox.y1) / 2 });
/** Words read once on the page, by text: those can be matched between two reads. */
function unique(words: OcrWord[]): Map<string, OcrWord> {
  const seen = new Map<string, OcrWord | null>();
  for (const w of words) seen.set(w.text, seen.has(w.text) ? null : w);
  return new Map([...seen].filter((e): e is [string, OcrWord] => e[1] !== null));
}
/** What each logged tesseract process read: `stdin` (one image) or `list` (several, named in a list file). */
const processInputs = (log: string) =>
  fs
    .readFileSync(log, 'utf8')
    .trim()
    .split('\n')
    .map((input) => (input.endsWith('.list') ? 'list' : input));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Share of dark pixels inside a box. */
function inkIn(img: GrayImage, b: OcrWord['bbox']): number {
  let dark = 0;
  let all = 0;
  for (let y = b.y0; y < b.y1; y++) for (let x = b.x0; x < b.x1; x++, all++) if (img.data[y * img.width + x]! < 128) dark++;
  return all ? dark / all : 0;
}

function expectWellFormed(result: OcrResult, img: GrayImage): void {
  expect(result.words.length).toBeGreaterThan(50);
  for (const w of result.words) {
    expect(w.text.trim()).toBe(w.text);
    expect(w.confidence).toBeGreaterThanOrEqual(0);
    expect(w.confidence).toBeLessThanOrEqual(100);
    expect(w.bbox.x0).toBeGreaterThanOrEqual(0);
    expect(w.bbox.y0).toBeGreaterThanOrEqual(0);
    expect(w.bbox.x1).toBeLessThanOrEqual(img.width);
    expect(w.bbox.y1).toBeLessThanOrEqual(img.height);
    expect(w.bbox.x1).toBeGreaterThan(w.bbox.x0);
    expect(w.bbox.y1).toBeGreaterThan(w.bbox.y0);
  }
  // The words are the text's words, in its order.
  expect(squash(result.words.map((w) => w.text).join(' '))).toBe(squash(result.text));
  // Each box holds print: it is where the word is on the page.
  const inked = result.words.filter((w) => inkIn(img, w.bbox) > 0.05).length;
  expect(inked / result.words.length).toBeGreaterThan(0.95);
}

describe.skipIf(!!nativeMissing)('OCR engines: wasm and native on the same scans', () => {
  const pools: Partial<Record<'wasm' | 'native', OcrPool>> = {};
  beforeAll(async () => {
    pools.wasm = await OcrPool.create({ size: 2, engine: wasmEngine() });
    pools.native = await OcrPool.create({ size: 2, engine: nativeEngine() });
  });
  afterAll(async () => {
    await Promise.all(Object.values(pools).map((p) => p.terminate()));
  });

  it('read a straight scan to the same text and words, each box in page pixels around its word', async () => {
    const img = await renderFirst(await scan());
    const [wasm, native] = await Promise.all([pools.wasm!.recognize(img), pools.native!.recognize(img)]);
    expect(pools.wasm!.stats.engine).toBe('wasm');
    expect(pools.native!.stats.engine).toBe('native');
    for (const result of [wasm, native]) {
      expectWellFormed(result, img);
      for (const line of LINES) expect(squash(result.text)).toContain(squash(line));
      expect(result.confidence).toBeGreaterThan(80);
    }
    // The same words in the same places (within a few pixels), both engines.
    const w = unique(wasm.words);
    const n = unique(native.words);
    const shared = [...w.keys()].filter((k) => n.has(k));
    expect(shared.length).toBeGreaterThan(0.9 * Math.min(w.size, n.size));
    const offsets = shared.map((k) => Math.hypot(centre(w.get(k)!).x - centre(n.get(k)!).x, centre(w.get(k)!).y - centre(n.get(k)!).y));
    expect(median(offsets)).toBeLessThan(3);
    // Reading order: the title's box above the last line's.
    const title = native.words.find((x) => x.text === 'NOTICE')!;
    const office = native.words.find((x) => x.text === 'Office.')!;
    expect(title.bbox.y1).toBeLessThan(office.bbox.y0);
  });

  it('give boxes on a skewed page where the words are on that page, not on the straightened copy', async () => {
    const flatImg = await renderFirst(await scan(0));
    const flat = unique((await pools.native!.recognize(flatImg)).words);
    const skewDeg = 3;
    const img = await renderFirst(await scan(skewDeg));
    const cx = img.width / 2;
    const cy = img.height / 2;
    const rad = (skewDeg * Math.PI) / 180;
    for (const pool of [pools.wasm!, pools.native!]) {
      const result = await pool.recognize(img);
      expect(result.skewDeg).toBeCloseTo(skewDeg, 0);
      expectWellFormed(result, img);
      // Where the fixture put each word: its place on the flat scan, turned clockwise about the centre.
      const errors: number[] = [];
      for (const [text, word] of unique(result.words)) {
        const before = flat.get(text);
        if (!before) continue;
        const p = centre(before);
        const expected = { x: cx + (p.x - cx) * Math.cos(rad) - (p.y - cy) * Math.sin(rad), y: cy + (p.x - cx) * Math.sin(rad) + (p.y - cy) * Math.cos(rad) };
        errors.push(Math.hypot(centre(word).x - expected.x, centre(word).y - expected.y));
      }
      expect(errors.length).toBeGreaterThan(30);
      expect(median(errors)).toBeLessThan(6);
    }
  });

  it('read an upside-down page and put its boxes back on the page as given', async () => {
    const upright = await renderFirst(await scan());
    const turned: GrayImage = { ...upright, data: upright.data.slice().reverse() };
    for (const pool of [pools.wasm!, pools.native!]) {
      const result = await pool.recognize(turned);
      expect(result.rotation).toBe(180);
      expect(squash(result.text)).toContain('ADJ1234567');
      expectWellFormed(result, turned);
      // The title is printed at the top of the sheet: on the turned page it is at the bottom.
      const title = result.words.find((x) => x.text === 'NOTICE')!;
      expect(title.bbox.y0).toBeGreaterThan(turned.height / 2);
    }
  });

  it('answer a page of noise and a tiny image cleanly, with the same shape', async () => {
    const noise: GrayImage = { width: 800, height: 600, dpi: 200, data: Uint8Array.from({ length: 800 * 600 }, (_, i) => ((i * 2654435761) >>> 24) & 0xff) };
    const tiny: GrayImage = { width: 3, height: 3, dpi: 200, data: new Uint8Array([0, 255, 0, 255, 0, 255, 0, 255, 0]) };
    for (const pool of [pools.wasm!, pools.native!]) {
      for (const img of [noise, tiny]) {
        const result = await pool.recognize(img);
        expect(typeof result.text).toBe('string');
        expect(Array.isArray(result.words)).toBe(true);
      }
      // ...and go on reading.
      expect(squash((await pool.recognize(await renderFirst(await scan()))).text)).toContain('ADJ1234567');
    }
  });
});

describe.skipIf(!!nativeMissing)('native engine failures', () => {
  let dir: string;
  let img: GrayImage;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-native-test-'));
    img = await renderFirst(await makeTextPdf([['FAILURE TEST PAGE', 'Case Number: ADJ7654321']]));
    img = { ...img, height: Math.round(img.height * 0.2), data: img.data.slice(0, img.width * Math.round(img.height * 0.2)) };
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** A wrapper around the real tesseract: `--list-langs` passes through, a page read runs `body`. */
  function wrapper(name: string, body: string): string {
    const file = path.join(dir, name);
    fs.writeFileSync(file, `#!/bin/sh\ncase "$1" in --list-langs|--version) exec ${TESSERACT} "$@";; esac\n${body}\n`, { mode: 0o755 });
    return file;
  }

  it('missing binary: native fails at selection with a clear message, auto falls back to wasm and says why', () => {
    expect(() => selectOcrEngine({ choice: 'native', native: { server: false, binary: path.join(dir, 'no-such-tesseract') } })).toThrow(
      /OCR_ENGINE=native.*no-such-tesseract: ENOENT/,
    );
    const reasons: string[] = [];
    const engine = selectOcrEngine({
      choice: 'auto',
      native: { server: false, binary: path.join(dir, 'no-such-tesseract') },
      onFallback: (r) => reasons.push(r),
    });
    expect(engine.name).toBe('wasm');
    expect(reasons).toEqual([expect.stringContaining('ENOENT')]);
    expect(selectOcrEngine({ choice: 'auto' }).name).toBe('native');
  });

  it('a crashing process fails its page with a clean error; auto reads that page with wasm instead', async () => {
    const crash = wrapper('crash.sh', 'kill -SEGV $$');
    const native = await OcrPool.create({ size: 1, engine: nativeEngine({ server: false, binary: crash }) });
    try {
      await expect(native.recognize(img)).rejects.toThrow(/native tesseract failed \(SIGSEGV\)/);
      await expect(native.recognize(img)).rejects.toThrow(/SIGSEGV/); // the pool still answers
    } finally {
      await native.terminate();
    }
    const reasons: string[] = [];
    const auto = await OcrPool.create({
      size: 1,
      engine: selectOcrEngine({ choice: 'auto', native: { server: false, binary: crash }, onFallback: (r) => reasons.push(r) }),
    });
    try {
      expect(auto.stats.engine).toBe('native');
      expect(squash((await auto.recognize(img)).text)).toContain('ADJ7654321');
      expect(reasons).toEqual([expect.stringContaining('SIGSEGV')]);
    } finally {
      await auto.terminate();
    }
  });

  it('a process that hangs is killed at its time limit and the next page is read', async () => {
    // Hangs on its first page only (a marker file), then reads as the real binary does.
    const marker = path.join(dir, 'hung-once');
    const hang = wrapper('hang.sh', `if [ ! -e ${marker} ]; then touch ${marker}; exec sleep 600; fi\nexec ${TESSERACT} "$@"`);
    // The limit must leave room for the real read that follows: a loaded 2-core machine takes several
    // seconds over a page that needs one when quiet.
    const pool = await OcrPool.create({ size: 1, engine: nativeEngine({ server: false, binary: hang, timeoutMs: 12_000 }) });
    try {
      const started = performance.now();
      await expect(pool.recognize(img)).rejects.toThrow(/exceeded 12000 ms and was killed/);
      expect(performance.now() - started).toBeLessThan(30_000);
      expect(execFileSync('sh', ['-c', `pgrep -f "sleep 60[0]" || true`], { encoding: 'utf8' }).trim()).toBe('');
      expect(squash((await pool.recognize(img)).text)).toContain('ADJ7654321');
    } finally {
      await pool.terminate();
    }
  });

  it('a process that spins is stopped at its CPU limit, however long the machine makes it take', async () => {
    const spin = wrapper('spin.sh', 'while :; do :; done');
    const pool = await OcrPool.create({ size: 1, engine: nativeEngine({ server: false, binary: spin, cpuLimitS: 1 }) });
    try {
      await expect(pool.recognize(img)).rejects.toThrow(/exceeded 1 s of CPU and was stopped/);
    } finally {
      await pool.terminate();
    }
  });

  it('reads the pages waiting for a busy worker in one process, each exactly as alone; when that process fails, each alone', async () => {
    const pages = await Promise.all(
      ['FIRST PAGE ALPHA', 'SECOND PAGE BRAVO', 'THIRD PAGE CHARLIE', 'FOURTH PAGE DELTA'].map(async (title, i) => {
        const page = await renderFirst(await makeTextPdf([[title, `Case Number: ADJ765432${i}`]]));
        const rows = Math.round(page.height * 0.2);
        return { ...page, height: rows, data: page.data.slice(0, page.width * rows) };
      }),
    );
    const log = path.join(dir, 'inputs.log');
    const logged = wrapper('inputs.sh', `echo "$1" >> ${log}\nexec ${TESSERACT} "$@"`);
    // A process given a list of pages crashes: each page is then read alone, the same as ever.
    const failing = wrapper('lists-crash.sh', `case "$1" in *.list) kill -SEGV $$;; esac\nexec ${TESSERACT} "$@"`);
    for (const binary of [logged, failing]) {
      const pool = await OcrPool.create({ size: 1, engine: nativeEngine({ server: false, binary }) });
      try {
        const alone: OcrResult[] = [];
        for (const p of pages) alone.push(await pool.recognize(p)); // one at a time: nothing waits beside it
        fs.rmSync(log, { force: true });
        const together = await Promise.all(pages.map((p) => pool.recognize(p)));
        expect(together).toEqual(alone);
        expect(squash(together[3]!.text)).toContain('FOURTH PAGE DELTA');
      } finally {
        await pool.terminate();
      }
      // The first page found the worker idle; the three waiting behind it were read by one process.
      if (binary === logged) expect(processInputs(log)).toEqual(['stdin', 'list']);
    }
  }, 300_000);

  it('holds parts that may wait while another read runs, then reads them in one process', async () => {
    const log = path.join(dir, 'held.log');
    const logged = wrapper('held.sh', `echo "$1" >> ${log}\nexec ${TESSERACT} "$@"`);
    const pool = await OcrPool.create({ size: 2, engine: nativeEngine({ server: false, binary: logged }) });
    try {
      const page = preparePage(img)!;
      const rows = { top: 0, bottom: page.image.height };
      const running = pool.recognizePrepared({ ...page, rows }); // taken at once by an idle worker
      // Asked for while it runs, with the second worker idle: held, then read together by the worker that frees.
      const held = [0, 1, 2].map(() => pool.recognizePrepared({ ...page, rows, mayWait: true }));
      for (const r of await Promise.all([running, ...held])) expect(squash(r.text)).toContain('ADJ7654321');
    } finally {
      await pool.terminate();
    }
    expect(processInputs(log)).toEqual(['stdin', 'list']);
  }, 180_000);

  it('runs at most as many processes as the pool has workers', async () => {
    const log = path.join(dir, 'runs.log');
    const counted = wrapper('count.sh', `echo "+" >> ${log}; ${TESSERACT} "$@"; rc=$?; echo "-" >> ${log}; exit $rc`);
    const pool = await OcrPool.create({ size: 2, engine: nativeEngine({ server: false, binary: counted }) });
    try {
      const pages = Array.from({ length: 5 }, () => img);
      const results = await Promise.all(pages.map((p) => pool.recognize(p)));
      for (const r of results) expect(squash(r.text)).toContain('ADJ7654321');
    } finally {
      await pool.terminate();
    }
    let running = 0;
    let most = 0;
    for (const mark of fs.readFileSync(log, 'utf8').trim().split('\n')) {
      running += mark === '+' ? 1 : -1;
      most = Math.max(most, running);
    }
    expect(running).toBe(0);
    expect(most).toBe(2);
  });

  /** Four short pages of their own text, each as a part that may wait (a batch scan's early reads). */
  async function waitingParts(): Promise<GrayImage[]> {
    return Promise.all(
      ['FIRST PAGE ALPHA', 'SECOND PAGE BRAVO', 'THIRD PAGE CHARLIE', 'FOURTH PAGE DELTA'].map(async (title, i) => {
        const page = await renderFirst(await makeTextPdf([[title, `Case Number: ADJ765432${i}`]]));
        const rows = Math.round(page.height * 0.2);
        return { ...page, height: rows, data: page.data.slice(0, page.width * rows) };
      }),
    );
  }
  const asPart = (image: GrayImage) => ({ ...preparePage(image)!, rows: { top: 0, bottom: image.height } });
  /** The processes a log of `+ input` / `-` marks ran, and the most at once. */
  function processesOf(log: string): { inputs: string[]; most: number } {
    let running = 0;
    let most = 0;
    const inputs: string[] = [];
    for (const mark of fs.readFileSync(log, 'utf8').trim().split('\n')) {
      running += mark === '-' ? -1 : 1;
      most = Math.max(most, running);
      if (mark !== '-') inputs.push(mark.slice(2).endsWith('.list') ? 'list' : 'stdin');
    }
    return { inputs, most };
  }

  it('reads parts that may wait in as many processes at once as their concurrency, each as alone, in page order; concurrency 1 in one at a time', async () => {
    const pages = await waitingParts();
    const log = path.join(dir, 'concurrent.log');
    const counted = wrapper('concurrent.sh', `echo "+ $1" >> ${log}; ${TESSERACT} "$@"; rc=$?; echo "-" >> ${log}; exit $rc`);
    const pool = await OcrPool.create({ size: 2, engine: nativeEngine({ server: false, binary: counted }) });
    const seen: Record<number, { inputs: string[]; most: number }> = {};
    try {
      const alone: OcrResult[] = [];
      for (const p of pages) alone.push(await pool.recognizePrepared(asPart(p)));
      for (const concurrency of [2, 1]) {
        fs.rmSync(log, { force: true });
        const together = await Promise.all(pages.map((p) => pool.recognizePrepared({ ...asPart(p), mayWait: true, concurrency })));
        expect(together).toEqual(alone);
        expect(squash(together[3]!.text)).toContain('FOURTH PAGE DELTA');
        seen[concurrency] = processesOf(log);
      }
    } finally {
      await pool.terminate();
    }
    // Two at once: the first two each alone on a free worker, the two that waited in one process by the first to free.
    expect(seen[2]).toEqual({ inputs: ['stdin', 'stdin', 'list'], most: 2 });
    // One at a time, as before the setting: the first alone, the three held behind it in one process.
    expect(seen[1]).toEqual({ inputs: ['stdin', 'list'], most: 1 });
  }, 300_000);

  it('holds joinable parts with a worker idle while another read runs, until three wait, then reads them in one process', async () => {
    const pages = await waitingParts();
    const log = path.join(dir, 'joined.log');
    const counted = wrapper('joined.sh', `echo "+ $1" >> ${log}; ${TESSERACT} "$@"; rc=$?; echo "-" >> ${log}; exit $rc`);
    const pool = await OcrPool.create({ size: 2, engine: nativeEngine({ server: false, binary: counted }) });
    const seen: Record<string, { inputs: string[]; most: number }> = {};
    try {
      const alone: OcrResult[] = [];
      for (const p of pages) alone.push(await pool.recognizePrepared(asPart(p)));
      for (const joinable of [false, true]) {
        fs.rmSync(log, { force: true });
        // The first page goes at once to an idle worker; the other three are asked for while it runs.
        const together = await Promise.all(pages.map((p) => pool.recognizePrepared({ ...asPart(p), mayWait: true, concurrency: 2, joinable })));
        expect(together).toEqual(alone);
        seen[String(joinable)] = processesOf(log);
      }
      // One joinable part alone beside a running read is not held for ever: read once that read ends (or JOIN_MS).
      fs.rmSync(log, { force: true });
      const pair = await Promise.all([
        pool.recognizePrepared(asPart(pages[0]!)),
        pool.recognizePrepared({ ...asPart(pages[1]!), mayWait: true, concurrency: 2, joinable: true }),
      ]);
      expect(pair).toEqual(alone.slice(0, 2));
      seen.lone = processesOf(log);
    } finally {
      await pool.terminate();
    }
    // Not joinable: the second page to the idle worker at once, the two after it in one process by the first to free.
    expect(seen.false).toEqual({ inputs: ['stdin', 'stdin', 'list'], most: 2 });
    // Joinable: the idle worker waits for three, then reads them in one process beside the first. Which of the two
    // processes starts first is not the pool's to say (the group's three images are written before its start), so
    // the processes are compared without their order.
    expect({ ...seen.true, inputs: [...seen.true!.inputs].sort() }).toEqual({ inputs: ['list', 'stdin'], most: 2 });
    expect(seen.lone!.inputs).toEqual(['stdin', 'stdin']);
  }, 300_000);

  it('a process failing among those read at once fails only its own page; a group that fails is read page by page', async () => {
    const pages = await waitingParts();
    // The second page marked with a dot near its right edge: a process given it alone crashes, as does every process
    // given a list. The pool hands each image to the engine cut to its print (inkCrop.ts), so the dot makes its width.
    pages[1] = dotted(pages[1]!);
    const widths = pages.map((p) => cropToInk(asPart(p).image).image.width);
    expect(widths.filter((w) => w === widths[1])).toHaveLength(1);
    const bad = `P5 ${widths[1]} `;
    const crashing = wrapper(
      'one-crashes.sh',
      `case "$1" in *.list) kill -SEGV $$;; esac\ncase "$(head -c 12 /proc/$$/fd/0 | tr '\\n' ' ')" in "${bad}"*) kill -SEGV $$;; esac\nexec ${TESSERACT} "$@"`,
    );
    const reference = await OcrPool.create({ size: 1, engine: nativeEngine() });
    const pool = await OcrPool.create({ size: 2, engine: nativeEngine({ server: false, binary: crashing }) });
    try {
      const alone: OcrResult[] = [];
      for (const p of pages) alone.push(await reference.recognizePrepared(asPart(p)));
      const together = await Promise.allSettled(pages.map((p) => pool.recognizePrepared({ ...asPart(p), mayWait: true, concurrency: 2 })));
      expect(together.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
      expect((together[1] as PromiseRejectedResult).reason.message).toMatch(/SIGSEGV/);
      for (const i of [0, 2, 3]) expect((together[i] as PromiseFulfilledResult<OcrResult>).value).toEqual(alone[i]);
    } finally {
      await Promise.all([reference.terminate(), pool.terminate()]);
    }
  }, 300_000);
});

/** `img` with a small dark square near its right edge, halfway down. */
function dotted(img: GrayImage): GrayImage {
  const data = img.data.slice();
  const x = img.width - 40;
  const y = img.height >> 1;
  for (let dy = 0; dy < 4; dy++) data.fill(0, (y + dy) * img.width + x, (y + dy) * img.width + x + 4);
  return { ...img, data };
}

describe.skipIf(!!nativeMissing || !modelFile('fast'))('native engine: the quick model and a part shared between workers', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-native-quick-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The real tesseract behind a script that logs the model folder each page read is given. */
  function logging(log: string): string {
    const file = path.join(dir, 'log.sh');
    const body = `for a in "$@"; do [ "$prev" = --tessdata-dir ] && echo "$a" >> ${log}; prev="$a"; done; exec ${TESSERACT} "$@"`;
    fs.writeFileSync(file, `#!/bin/sh\ncase "$1" in --list-langs|--version) exec ${TESSERACT} "$@";; esac\n${body}\n`, { mode: 0o755 });
    return file;
  }

  it("reads quick runs with Debian's fast model and every other run with the accurate one", async () => {
    const log = path.join(dir, 'models.log');
    const engine = nativeEngine({ server: false, binary: logging(log) });
    expect(engine.model).toBe('best_int');
    expect(engine.quickModel).toBe('fast');
    const pool = await OcrPool.create({ size: 1, engine });
    try {
      expect(pool.stats.quickModel).toBe('fast');
      const page = preparePage(await renderFirst(await scan()))!;
      const quick = await pool.recognizePrepared({ ...page, rows: { top: 0, bottom: page.image.height }, use: 'quick' });
      const accurate = await pool.recognizePrepared({ ...page, rows: { top: 0, bottom: page.image.height } });
      for (const r of [quick, accurate]) expect(squash(r.text)).toContain('ADJ1234567');
    } finally {
      await pool.terminate();
    }
    const dirs = fs.readFileSync(log, 'utf8').trim().split('\n');
    expect(dirs).toEqual([modelFile('fast')!.dir, expect.stringContaining('best_int')]);
  });

  it('reads a page asked turned first in one pass when it is upside down, and upright as well when it is not', async () => {
    const pool = await OcrPool.create({ size: 1, engine: nativeEngine() });
    try {
      const upright = preparePage(await renderFirst(await scan()))!;
      const turned = { ...upright, image: { ...upright.image, data: upright.image.data.slice().reverse() } };
      const passes = async (page: typeof upright) => {
        const before = pool.stats.jobsCompleted;
        const result = await pool.recognizePrepared({ ...page, turnedFirst: true });
        return { result, passes: pool.stats.jobsCompleted - before };
      };
      const upsideDown = await passes(turned);
      expect(upsideDown.passes).toBe(1);
      expect(upsideDown.result.rotation).toBe(180);
      expect(squash(upsideDown.result.text)).toContain('ADJ1234567');
      // Its words back on the page as given: the title, printed at the top, is at the bottom of the turned page.
      expect(upsideDown.result.words.find((w) => w.text === 'NOTICE')!.bbox.y0).toBeGreaterThan(turned.image.height / 2);
      // An upright page read turned first reads as garbage turned: it is read upright too, and that read is kept.
      const asPrinted = await passes(upright);
      expect(asPrinted.passes).toBe(2);
      expect(asPrinted.result.rotation).toBe(0);
      expect(asPrinted.result.text).toBe((await pool.recognizePrepared(upright)).text);
    } finally {
      await pool.terminate();
    }
  });

  it('reads a part shared between two workers in two bands, its words in the page pixels a single read gives', async () => {
    const pool = await OcrPool.create({ size: 2, engine: nativeEngine() });
    try {
      const page = preparePage(await renderFirst(await scan()))!;
      const rows = { top: 0, bottom: Math.round(page.image.height * 0.6) };
      const before = pool.stats.jobsCompleted;
      const alone = await pool.recognizePrepared({ ...page, rows });
      expect(pool.stats.jobsCompleted - before).toBe(1);
      const shared = await pool.recognizePrepared({ ...page, rows, shared: true });
      expect(pool.stats.jobsCompleted - before).toBe(3); // one run alone, two bands shared
      expect(squash(shared.text)).toContain('ADJ1234567');
      const a = unique(alone.words);
      const s = unique(shared.words);
      const both = [...a.keys()].filter((k) => s.has(k));
      expect(both.length).toBeGreaterThan(0.9 * a.size);
      expect(median(both.map((k) => Math.hypot(centre(a.get(k)!).x - centre(s.get(k)!).x, centre(a.get(k)!).y - centre(s.get(k)!).y)))).toBeLessThan(2);
    } finally {
      await pool.terminate();
    }
  });
});
