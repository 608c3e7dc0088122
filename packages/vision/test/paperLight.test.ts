import { type GrayImage, openPdf } from '@wcab/pdf';
import { makeTextPdf } from '@wcab/testkit';
import { OcrPool, type RawOcr } from '@wcab/vision';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DARK_PAPER_LEVEL, paperLevel, whitenPaper } from '../src/paperLight';
import { fakeEngine } from './fakeEngine';
import { OCR_ENGINES } from './testEngines';

const LINES = [
  'QUALIFIED MEDICAL EVALUATION',
  'Causation analysis of the injury to the left shoulder and the cervical spine.',
  'The history depicted favors a specific injury arising out of the employment.',
  'Apportionment is addressed under Labor Code section 4663 below.',
];

async function scanOf(lines: string[]): Promise<GrayImage> {
  const pdf = await openPdf(await makeTextPdf([lines]));
  try {
    return await pdf.renderPage(0, { dpi: 200, exact: true });
  } finally {
    pdf.close();
  }
}

/**
 * The scan as a photograph of it under a lamp's orange light renders in gray: the paper at about 120 of 255, the
 * print darker still, and a white margin down the right (the desk or the screen's edge beside the page).
 */
function lampLit(img: GrayImage): GrayImage {
  const data = Uint8Array.from(img.data, (v) => Math.round(v * 0.47));
  const margin = Math.round(img.width * 0.72);
  for (let y = 0; y < img.height; y++) data.fill(250, y * img.width + margin, (y + 1) * img.width);
  return { ...img, data };
}

const letters = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;

describe('paper level and whitened paper', () => {
  it('a scan’s paper is white; a lamp-lit photograph’s is not, and whitened it is, its print still dark', async () => {
    const scan = await scanOf(LINES);
    expect(paperLevel(scan)).toBeGreaterThanOrEqual(DARK_PAPER_LEVEL);
    const photo = lampLit(scan);
    const level = paperLevel(photo);
    expect(level).toBeLessThan(DARK_PAPER_LEVEL);
    const white = whitenPaper(photo, level);
    expect(paperLevel(white)).toBe(255);
    // The darkest print stays as dark as it was; the paper and the margin are one white.
    const darkest = (img: GrayImage) => img.data.reduce((min, v) => Math.min(min, v), 255);
    expect(darkest(photo)).toBeLessThan(40);
    expect(darkest(white)).toBe(darkest(photo));
    expect(white.data[white.width - 1]).toBe(255);
  });
});

describe('the OCR pool reads a page whose paper is not white', () => {
  /** An engine that records the paper level of each image it is handed and answers `answer` for it. */
  const recording = (levels: number[], answer: (level: number) => RawOcr) =>
    fakeEngine((img) => {
      const level = paperLevel(img);
      levels.push(level);
      return answer(level);
    });
  const nothing: RawOcr = { text: '', confidence: 0, words: [] };
  const print: RawOcr = {
    text: 'Causation analysis',
    confidence: 88,
    words: [{ text: 'Causation', confidence: 88, bbox: { x0: 10, y0: 10, x1: 200, y1: 40 } }],
  };

  it('reads it again with the paper taken for white when it read as nothing, and keeps what reads as print', async () => {
    const levels: number[] = [];
    const pool = await OcrPool.create({ size: 1, engine: recording(levels, (level) => (level < DARK_PAPER_LEVEL ? nothing : print)) });
    try {
      const read = await pool.recognizePrepared({ image: lampLit(await scanOf(LINES)), skewDeg: 0 });
      expect(levels).toHaveLength(2);
      expect(levels[0]).toBeLessThan(DARK_PAPER_LEVEL);
      expect(levels[1]).toBe(255);
      expect(read.text).toBe('Causation analysis');
    } finally {
      await pool.terminate();
    }
  });

  it('keeps the first read when the second reads as shapes, not print (low confidence)', async () => {
    const levels: number[] = [];
    const shapes: RawOcr = { text: 'lil Hn ES A i LEER EER', confidence: 31, words: [] };
    const pool = await OcrPool.create({ size: 1, engine: recording(levels, (level) => (level < DARK_PAPER_LEVEL ? nothing : shapes)) });
    try {
      const dark = await pool.recognizePrepared({ image: lampLit(await scanOf(LINES)), skewDeg: 0 });
      expect(levels).toHaveLength(2);
      expect(dark.text).toBe('');
    } finally {
      await pool.terminate();
    }
  });

  it('never reads a page of white paper twice, whatever it reads as', async () => {
    const levels: number[] = [];
    const pool = await OcrPool.create({ size: 1, engine: recording(levels, () => nothing) });
    try {
      const white = await pool.recognizePrepared({ image: await scanOf(LINES), skewDeg: 0 });
      expect(levels).toHaveLength(1);
      expect(levels[0]).toBeGreaterThanOrEqual(DARK_PAPER_LEVEL);
      expect(white.text).toBe('');
    } finally {
      await pool.terminate();
    }
  });
});

describe.each(OCR_ENGINES)('a lamp-lit page read by Tesseract (%s engine)', (_name, engine) => {
  let pool: OcrPool;
  beforeAll(async () => {
    pool = await OcrPool.create({ size: 1, engine: engine() });
  });
  afterAll(async () => {
    await pool?.terminate();
  });

  it('reads nothing as the page is handed over, and its words through the pool', async () => {
    const photo = lampLit(await scanOf(LINES));
    // Tesseract's global threshold falls between the lit paper and the white margin: all of the page is black.
    const worker = await engine().createWorker();
    try {
      expect(letters((await worker.recognize(photo)).text)).toBeLessThan(12);
    } finally {
      await worker.terminate();
    }
    const read = (await pool.recognizePrepared({ image: photo, skewDeg: 0 })).text.toUpperCase();
    expect(read).toContain('QUALIFIED MEDICAL EVALUATION');
    expect(read).toContain('APPORTIONMENT');
  });
});
