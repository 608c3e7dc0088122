import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type GrayImage, openPdf, textQuality } from '@wcab/pdf';
import { findCorpusDir, makeBlankScannedPage, makeGarbageTextPdf, makeTextPdf, rasterizePdf } from '@wcab/testkit';
import { OcrCancelledError, OcrPool } from '@wcab/vision';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rotateGray } from '../src/image';
import { OCR_ENGINES } from './testEngines';

async function renderFirst(bytes: Uint8Array, dpi = 200): Promise<GrayImage> {
  const pdf = await openPdf(bytes);
  try {
    return await pdf.renderPage(0, { dpi });
  } finally {
    pdf.close();
  }
}

/** The top share of a page: enough text to read, a fraction of the OCR time. */
function topOf(img: GrayImage, share: number): GrayImage {
  const height = Math.round(img.height * share);
  return { ...img, height, data: img.data.slice(0, img.width * height) };
}

const squash = (text: string) => text.toUpperCase().replace(/\s+/g, ' ');

describe.each(OCR_ENGINES)('OcrPool (%s engine)', (name, engine) => {
  let pool: OcrPool;
  beforeAll(async () => {
    const t = performance.now();
    pool = await OcrPool.create({ size: 2, engine: engine() });
    console.log(`[timing] OcrPool.create({ size: 2 }) ${name}: ${(performance.now() - t).toFixed(0)} ms`);
  });
  afterAll(async () => {
    await pool?.terminate();
  });

  const corpus = findCorpusDir();
  const docs = path.join(corpus ?? '', 'dev', 'docs');

  it.skipIf(!corpus)('reads a scanned corpus page: the words of its text twin come back', async () => {
    const twin = await openPdf(readFileSync(path.join(docs, 'dev-c034-notice_of_hearing.pdf')));
    const truth = twin.pageText(0);
    twin.close();
    const img = await renderFirst(readFileSync(path.join(docs, 'dev-c034-notice_of_hearing-scan.pdf')));

    const t = performance.now();
    const result = await pool.recognize(img);
    console.log(`[timing] OCR of one 200-DPI Letter page (${name}): ${(performance.now() - t).toFixed(0)} ms`);

    const ocr = squash(result.text);
    expect(ocr).toContain('NOTICE OF HEARING');
    expect(ocr).toContain('ADJ1994211');
    expect(ocr).toContain('MARIA MENDOZA');
    const words = [...new Set(truth.toUpperCase().match(/[A-Z]{6,}/g) ?? [])];
    const found = words.filter((w) => ocr.includes(w));
    expect(found.length / words.length).toBeGreaterThan(0.9);
    expect(result.confidence).toBeGreaterThan(80);
    expect(result.rotation).toBe(0);
    expect(textQuality(result.text).usable).toBe(true);
  });

  it.skipIf(!corpus)('reads an upside-down page and one turned 270 degrees', async () => {
    const img = topOf(await renderFirst(readFileSync(path.join(docs, 'dev-c034-notice_of_hearing-scan.pdf'))), 0.4);
    const [upsideDown, sideways] = await Promise.all([pool.recognize(rotateGray(img, 180)), pool.recognize(rotateGray(img, 270))]);
    for (const result of [upsideDown, sideways]) {
      expect(squash(result.text)).toContain('ADJ1994211');
      expect(squash(result.text)).toContain('MENDOZA');
    }
    expect(upsideDown.rotation).toBe(180);
    console.log(`[info] 270-degree page read with rotation ${sideways.rotation}, confidence ${sideways.confidence}`);
  });

  it('reads the real words of a page whose text layer is garbage', async () => {
    const bytes = makeGarbageTextPdf({ mode: 'scrambled' });
    const result = await pool.recognize(await renderFirst(bytes));
    expect(squash(result.text)).toContain('NOTICE OF HEARING');
    expect(squash(result.text)).toContain('ADJ1234567');
  });

  it('creates its workers once and reuses them for every job', async () => {
    const texts = ['FIRST PAGE ALPHA', 'SECOND PAGE BRAVO', 'THIRD PAGE CHARLIE', 'FOURTH PAGE DELTA'];
    const images = await Promise.all(texts.map(async (line) => topOf(await renderFirst(await makeTextPdf([[line, 'Workers compensation']])), 0.15)));
    const before = pool.stats;
    const results = await Promise.all(images.map((img) => pool.recognize(img)));
    results.forEach((r, i) => expect(squash(r.text)).toContain(texts[i]));
    const after = pool.stats;
    expect(after.size).toBe(2);
    expect(after.engine).toBe(name);
    expect(after.workersCreated).toBe(2); // the same two workers as at create()
    expect(after.pagesRead - before.pagesRead).toBe(texts.length);
    // A page may be shared by both workers when they are idle, never read more than that.
    expect(after.jobsCompleted - before.jobsCompleted).toBeGreaterThanOrEqual(texts.length);
    expect(after.jobsCompleted - before.jobsCompleted).toBeLessThanOrEqual(2 * texts.length);
    expect(after.queued).toBe(0);
  });

  it('cuts every page into the same bands whether the pool is idle or busy, so its text does not depend on the load', async () => {
    const texts = ['BUSY PAGE ONE', 'BUSY PAGE TWO', 'BUSY PAGE THREE'];
    const images = await Promise.all(texts.map(async (line) => topOf(await renderFirst(await makeTextPdf([[line, 'Workers compensation appeals']])), 0.15)));
    let before = pool.stats.jobsCompleted;
    const alone = await pool.recognize(images[2]!);
    expect(pool.stats.jobsCompleted - before).toBe(2); // idle pool: two bands
    before = pool.stats.jobsCompleted;
    const together = await Promise.all(images.map((img) => pool.recognize(img)));
    expect(pool.stats.jobsCompleted - before).toBe(2 * texts.length); // busy pool: still two bands a page
    expect(together[2]!.text).toBe(alone.text);
  });

  it('skips OCR for a blank page', async () => {
    const before = pool.stats.jobsCompleted;
    const result = await pool.recognize(await renderFirst(await makeBlankScannedPage()));
    expect(result).toEqual({ text: '', confidence: 0, rotation: 0, skewDeg: 0, words: [] });
    expect(pool.stats.jobsCompleted).toBe(before);
  });

  it('straightens a page skewed by 3 degrees and lets both idle workers read it', async () => {
    const lines = ['NOTICE OF HEARING', 'MARIA GARCIA, Applicant, vs. ACME CORP, Defendants.', 'Case Number: ADJ1234567'];
    const body = Array.from({ length: 24 }, (_, i) => `Paragraph ${i + 1}: the parties shall meet and confer about discovery.`);
    const closing = 'Hearing set for April 22, 2025 at 8:30 AM, Van Nuys District Office.';
    for (const skewDeg of [3, -3]) {
      const scan = await rasterizePdf(await makeTextPdf([[...lines, ...body, closing]]), { dpi: 200, skewDeg, noise: 0.02, jpegQuality: 60 });
      const before = pool.stats.jobsCompleted;
      const result = await pool.recognize(await renderFirst(scan));
      expect(result.skewDeg).toBeCloseTo(skewDeg, 0);
      // Two bands, cut between lines: the page's first and last lines both come back, in order.
      expect(pool.stats.jobsCompleted - before).toBe(2);
      const text = squash(result.text);
      for (const line of [...lines, closing]) expect(text).toContain(squash(line));
      expect(text.indexOf('NOTICE OF HEARING')).toBeLessThan(text.indexOf('VAN NUYS DISTRICT OFFICE'));
      expect(text).toContain('PARAGRAPH 24:');
    }
  });

  it('drops the queued pages of a caller that gave up, finishes the ones being read, then serves the next caller', async () => {
    const texts = ['PAGE ONE ALPHA', 'PAGE TWO BRAVO', 'PAGE THREE CHARLIE', 'PAGE FOUR DELTA', 'PAGE FIVE ECHO', 'PAGE SIX FOXTROT'];
    const images = await Promise.all(texts.map(async (line) => topOf(await renderFirst(await makeTextPdf([[line, 'Workers compensation']])), 0.15)));
    const gaveUp = new AbortController();
    const before = pool.stats.jobsCompleted;
    const reads = images.map((img) => pool.recognize(img, gaveUp.signal));
    const settled = Promise.allSettled(reads);
    expect(pool.stats.queued).toBeGreaterThan(0); // more pages than workers: some wait
    gaveUp.abort();
    expect(pool.stats.queued).toBe(0);
    const outcomes = await settled;
    const read = outcomes.filter((o) => o.status === 'fulfilled');
    const dropped = outcomes.filter((o) => o.status === 'rejected');
    // The pages the two workers had started come back read; the others are dropped unread.
    expect(read.length).toBeGreaterThanOrEqual(1);
    expect(read.length).toBeLessThanOrEqual(2);
    expect(dropped.length).toBe(texts.length - read.length);
    for (const o of dropped) expect((o as PromiseRejectedResult).reason).toBeInstanceOf(OcrCancelledError);
    expect(pool.stats.jobsCompleted - before).toBeLessThanOrEqual(2);
    // A signal already aborted reads nothing, and the pool goes on serving.
    await expect(pool.recognize(images[0]!, gaveUp.signal)).rejects.toBeInstanceOf(OcrCancelledError);
    expect(squash((await pool.recognize(images[5]!)).text)).toContain('PAGE SIX FOXTROT');
  });

  // Last: it ends the shared pool.
  it('refuses work after terminate', async () => {
    await pool.terminate();
    const img = await renderFirst(await makeTextPdf([['Some text that is not blank']]), 100);
    await expect(pool.recognize(img)).rejects.toThrow(/terminated/);
  });
});
