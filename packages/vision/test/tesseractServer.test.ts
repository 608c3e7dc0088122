/**
 * The Tesseract kept loaded between reads (tesseractServer.ts, native/tesseractServer.cpp), for real: it reads as
 * the `tesseract` command does, word for word, many images in one process; and its failures (a crash, a hang, a
 * read that spins, a model it cannot load) fail one read each and never the next. Failures are provoked with
 * small wrapper scripts around the real server or with real images, never with a stand-in for Tesseract.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GrayImage } from '@wcab/pdf';
import { makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { nativeEngine, nativeUnavailable, OcrPool, preparePage, selectOcrEngine, tesseractServerUnavailable, TESSERACT_SERVER_BINARY } from '@wcab/vision';
import { modelFile, plainModelDir } from '../src/ocrModels';
import { TesseractServer } from '../src/tesseractServer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderFirst } from './testEngines';

const nativeMissing = nativeUnavailable();
const serverMissing = nativeMissing ?? tesseractServerUnavailable();
// CI (.ci/run) installs Debian's libtesseract-dev before `npm ci`, which builds the server: there its absence fails.
if (serverMissing && process.env.REQUIRE_SERVICES === '1') throw new Error(`REQUIRE_SERVICES=1 but the Tesseract server cannot run: ${serverMissing}`);

const LINES = [
  'NOTICE OF HEARING',
  'MARIA GARCIA, Applicant, vs. ACME CORP, Defendants.',
  'Case Number: ADJ1234567',
  'Hearing set for April 22, 2025 at 8:30 AM.',
];
const squash = (text: string) => text.toUpperCase().replace(/\s+/g, ' ');
/** Whether a process of this id still runs (signal 0 checks without sending). */
const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!!serverMissing)('native engine: one Tesseract kept loaded between reads', () => {
  let dir: string;
  let top: GrayImage;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-tess-server-'));
    const page = await renderFirst(await makeTextPdf([LINES]), 200);
    const rows = Math.round(page.height * 0.25);
    top = { ...page, height: rows, data: page.data.slice(0, page.width * rows) };
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** A script that runs the real server, or does `first` instead the first time it is started. */
  function onceThen(name: string, first: string): string {
    const file = path.join(dir, `${name}.sh`);
    const marker = path.join(dir, `${name}.started`);
    fs.writeFileSync(file, `#!/bin/sh\nif [ ! -e ${marker} ]; then touch ${marker}; ${first}; fi\nexec ${TESSERACT_SERVER_BINARY} "$@"\n`, { mode: 0o755 });
    return file;
  }

  it('reads each image exactly as the command does, accurate and quick, at each resolution, all in one process', async () => {
    const scans = await Promise.all([
      makeTextPdf([LINES]).then((pdf) => rasterizePdf(pdf, { dpi: 200, noise: 0.02, jpegQuality: 70 })),
      makeTextPdf([LINES]).then((pdf) => rasterizePdf(pdf, { dpi: 300, skewDeg: 1, noise: 0.03, jpegQuality: 60 })),
    ]);
    const pages = [await renderFirst(scans[0]!, 200), await renderFirst(scans[1]!, 300), top];
    const server = await OcrPool.create({ size: 1, engine: nativeEngine() });
    const command = await OcrPool.create({ size: 1, engine: nativeEngine({ server: false }) });
    try {
      const uses = modelFile('fast') ? (['accurate', 'quick'] as const) : (['accurate'] as const);
      for (const use of uses) {
        for (const img of pages) {
          const page = preparePage(img)!;
          const part = { ...page, rows: { top: 0, bottom: page.image.height }, use };
          const [fromServer, fromCommand] = await Promise.all([server.recognizePrepared(part), command.recognizePrepared(part)]);
          expect(fromServer).toEqual(fromCommand);
          expect(squash(fromServer.text)).toContain('ADJ1234567');
        }
      }
    } finally {
      await Promise.all([server.terminate(), command.terminate()]);
    }
    // And in one process: the pool's one worker kept its server for every read.
    const alone = new TesseractServer();
    const tessdata = plainModelDir('best_int');
    try {
      await alone.read(top, { tessdata, timeoutMs: 60_000 });
      const pid = alone.pid;
      for (const img of pages) expect(squash((await alone.read(img, { tessdata, timeoutMs: 60_000 })).text)).toContain('ADJ1234567');
      expect(alone.pid).toBe(pid);
    } finally {
      await alone.kill();
    }
  }, 180_000);

  it('answers a model it cannot load with an error, and reads the next image in the same process', async () => {
    const server = new TesseractServer();
    const empty = fs.mkdtempSync(path.join(dir, 'no-model-'));
    try {
      await expect(server.read(top, { tessdata: empty, timeoutMs: 60_000 })).rejects.toThrow(/native tesseract failed: cannot load the eng model/);
      const pid = server.pid;
      expect(squash((await server.read(top, { tessdata: plainModelDir('best_int'), timeoutMs: 60_000 })).text)).toContain('ADJ1234567');
      expect(server.pid).toBe(pid);
      await expect(server.read(top, { tessdata: `${empty}\tx`, timeoutMs: 60_000 })).rejects.toThrow(/tab or a newline/);
    } finally {
      await server.kill();
    }
  });

  it('a server that crashes fails the read it had; the next read starts another', async () => {
    const server = new TesseractServer(onceThen('crash', 'kill -SEGV $$'));
    const tessdata = plainModelDir('best_int');
    try {
      await expect(server.read(top, { tessdata, timeoutMs: 60_000 })).rejects.toThrow(/native tesseract server ended \(SIGSEGV\)/);
      expect(squash((await server.read(top, { tessdata, timeoutMs: 60_000 })).text)).toContain('ADJ1234567');
    } finally {
      await server.kill();
    }
  });

  it('a server that hangs is killed at the read’s time limit; the next read starts another', async () => {
    const server = new TesseractServer(onceThen('hang', 'exec sleep 600'));
    const tessdata = plainModelDir('best_int');
    try {
      const reading = server.read(top, { tessdata, timeoutMs: 3_000 });
      const hung = server.pid!;
      await expect(reading).rejects.toThrow(/exceeded 3000 ms and was killed/);
      expect(running(hung)).toBe(false);
      expect(squash((await server.read(top, { tessdata, timeoutMs: 60_000 })).text)).toContain('ADJ1234567');
      expect(server.pid).not.toBe(hung);
    } finally {
      await server.kill();
    }
  });

  it('a read that spins is stopped at its CPU allowance, and the next read is read', async () => {
    // A quarter-dark noise page: Tesseract's layout analysis takes about 20 s of CPU over it, far past 1 s.
    const width = 2550;
    const height = 3300;
    const data = new Uint8Array(width * height);
    let seed = 1;
    for (let i = 0; i < data.length; i++) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      data[i] = seed >>> 16 < 0x4000 ? 0 : 255;
    }
    const server = new TesseractServer(TESSERACT_SERVER_BINARY, 1);
    const tessdata = plainModelDir('best_int');
    try {
      await server.read(top, { tessdata, timeoutMs: 60_000 }); // a read first: the allowance counts from where it is
      await expect(server.read({ width, height, data, dpi: 300 }, { tessdata, timeoutMs: 120_000 })).rejects.toThrow(/exceeded 1 s of CPU and was stopped/);
      expect(squash((await server.read(top, { tessdata, timeoutMs: 60_000 })).text)).toContain('ADJ1234567');
    } finally {
      await server.kill();
    }
  }, 180_000);

  it('is what the native engine reads with unless OCR_NATIVE_SERVER=off, or where it is not built', async () => {
    const chosen = [
      selectOcrEngine({ choice: 'native' }),
      selectOcrEngine({ choice: 'native', nativeServer: 'off' }),
      nativeEngine({ server: path.join(dir, 'not-built') }),
    ];
    const workers = await Promise.all(chosen.map((engine) => engine.createWorker()));
    try {
      // A command worker can read several images in one process (recognizeMany); a server worker has nothing to share.
      expect(workers.map((w) => typeof w.recognizeMany)).toEqual(['undefined', 'function', 'function']);
      const texts = await Promise.all(workers.map((w) => w.recognize(top)));
      for (const { text } of texts) expect(squash(text)).toContain('ADJ1234567');
      expect(texts[0]!.words).toEqual(texts[1]!.words);
    } finally {
      await Promise.all(workers.map((w) => w.terminate()));
    }
  });

  it('is replaced after its reads, reading the same; a worker ended ends its server', async () => {
    const server = new TesseractServer(TESSERACT_SERVER_BINARY, 30, 2);
    const tessdata = plainModelDir('best_int');
    const pids: number[] = [];
    const texts: string[] = [];
    for (let i = 0; i < 3; i++) {
      texts.push((await server.read(top, { tessdata, timeoutMs: 60_000 })).text);
      pids.push(server.pid!);
    }
    expect(pids[1]).toBe(pids[0]);
    expect(pids[2]).not.toBe(pids[0]);
    expect(new Set(texts).size).toBe(1);
    await server.kill();
    expect(running(pids[2]!)).toBe(false);
    expect(server.pid).toBeUndefined();
  });
});
