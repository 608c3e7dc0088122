/**
 * The glances of readPlan.ts readLaterEvents (laterGlances.ts) as the OCR service is asked for them: each read as
 * soon as its image is made (the next pages rendered and compared meanwhile), and a tall one read by the pool's
 * workers at once (PreparedPage.shared), a page's few new lines alone. No Tesseract: the service records what it
 * is asked.
 */
import type { GrayImage, PdfDocument } from '@wcab/pdf';
import type { PreparedPage } from '@wcab/vision';
import { describe, expect, it } from 'vitest';
import { glanceLaterPages } from '../src/read/laterGlances';
import { preparedRender, type OcrContext } from '../src/read/ocr';

/** A 200-DPI page of bars of print, each 24 rows tall with 24 rows of paper under it, `widths[i]` pixels wide. */
function printed(widths: number[]): GrayImage {
  const width = 1700;
  const height = 2200;
  const data = new Uint8Array(width * height).fill(255);
  widths.forEach((w, i) => {
    const top = 100 + i * 48;
    for (let y = top; y < top + 24; y++) for (let x = 200; x < 200 + w; x += 3) data.fill(20, y * width + x, y * width + x + 2);
  });
  return { width, height, data, dpi: 200 };
}

// Page 1: 40 lines of many widths (its top part read, its rest glanced at); pages 2 and 3 restate it and add a line.
const page1 = Array.from({ length: 40 }, (_, i) => 600 + i * 20);
const pages = [printed(page1), printed([...page1, 333]), printed([...page1, 777])];

function fakePdf(log: string[]): PdfDocument {
  return {
    pageCount: pages.length,
    pageImageInfo: () => ({ singleFullPageImage: true, image: { dpi: 200 } }),
    renderPage: async (index: number) => {
      log.push(`render ${index}`);
      const page = pages[index]!;
      return { ...page, data: page.data.slice() };
    },
  } as unknown as PdfDocument;
}

function recordingContext(log: string[], asked: PreparedPage[]): OcrContext {
  return {
    telemetry: { timeStage: async (_stage: string, fn: () => unknown) => fn() },
    ocr: async (page: PreparedPage) => {
      log.push(`read ${asked.length}`);
      asked.push(page);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { text: 'Page', confidence: 90, rotation: 0, skewDeg: 0, words: [] };
    },
  } as unknown as OcrContext;
}

/** A fake PDF of `pages` and an OCR context that records what it is asked, sharing one log. */
function recording() {
  const log: string[] = [];
  const asked: PreparedPage[] = [];
  return { log, asked, ctx: recordingContext(log, asked), pdf: fakePdf(log) };
}

describe('glanceLaterPages', () => {
  it("reads page 1's rest while the later pages are made, whole beside their new lines, and each page's new line alone", async () => {
    const { log, asked, ctx, pdf } = recording();
    // Page 1 as the plan leaves it: rendered and prepared for its top part's read.
    const kept = new Map([[0, await preparedRender(ctx, pdf, 0)]]);
    log.length = 0;
    const looks = await glanceLaterPages(
      ctx,
      pdf,
      [
        { index: 0, topRead: true },
        { index: 1, topRead: false },
        { index: 2, topRead: false },
      ],
      kept,
    );
    expect(looks).toEqual([0, 1, 2].map(() => ({ text: 'Page', unsure: false })));
    // Page 1's rest is asked for before page 2 is rendered.
    expect(log.indexOf('read 0')).toBeLessThan(log.indexOf('render 1'));
    expect(asked).toHaveLength(3);
    const [rest, second, third] = asked;
    // The rest, about 20 lines at half resolution, read whole: the other worker reads the later pages' new lines.
    expect(rest!.image.dpi).toBe(100);
    expect(rest!.image.height).toBeGreaterThan(200);
    expect(rest!.shared).toBe(false);
    for (const page of [second!, third!]) {
      expect(page.image.height).toBeLessThan(50);
      expect(page.shared).toBe(false);
      expect(page.use).toBe('quick');
    }
  });

  it("reads page 1's rest in bands, the workers at once, when no later page has a glance to read", async () => {
    const { asked, ctx, pdf } = recording();
    const kept = new Map([[0, await preparedRender(ctx, pdf, 0)]]);
    await glanceLaterPages(ctx, pdf, [{ index: 0, topRead: true }], kept);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.image.height).toBeGreaterThan(200);
    expect(asked[0]!.shared).toBe(true);
  });

  it('reads a short last glance whole: a band more would cost a process start for a few lines', async () => {
    const { asked, ctx, pdf } = recording();
    await glanceLaterPages(ctx, pdf, [
      { index: 0, topRead: false },
      { index: 1, topRead: false },
    ]);
    expect(asked).toHaveLength(2);
    // Page 1 whole (40 lines) is read beside page 2's glance; page 2 adds one line.
    expect(asked[0]!.shared).toBe(false);
    expect(asked[1]!.image.height).toBeLessThan(50);
    expect(asked[1]!.shared).toBe(false);
  });
});
