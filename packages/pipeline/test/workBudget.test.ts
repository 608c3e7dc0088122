/**
 * The work budget charged during a job (issue 35): the meter's arithmetic on a clock the test drives,
 * its counts on a real document, and the processor stopping a document whose pages each cost more
 * CPU than the budget gives them, early, with a 422 that names the budget, the thread serving after.
 */
import { parseJobSettings } from '@wcab/contract/settings';
import { openPdf } from '@wcab/pdf';
import { makeTextPdf, rasterizePdf, workBombs } from '@wcab/testkit';
import { describe, expect, it } from 'vitest';
import { createWorkMeter, metered } from '../src/context/workMeter';
import { threadCpuSeconds } from '../src/context/threadCpuClock';
import { createProcessor } from '../src/processor';

const BUDGET = { perPageSeconds: 2, minSeconds: 5, maxSeconds: 30 };

describe('the work meter', () => {
  it('gives a document its pages times the per-page budget, at least the minimum, at most the maximum', () => {
    const clock = () => 0;
    const budgetOf = (pages: number) => {
      const meter = createWorkMeter(BUDGET, clock);
      meter.start(pages);
      return meter.budgetSeconds;
    };
    expect(budgetOf(1)).toBe(5);
    expect(budgetOf(10)).toBe(20);
    expect(budgetOf(500)).toBe(30);
  });

  it('charges the CPU used since the document opened and refuses past the budget, for good, naming it', () => {
    let now = 100; // CPU the thread used before the job: not the job's
    const meter = createWorkMeter(BUDGET, () => now);
    meter.start(3); // 6 s
    now += 5.9;
    meter.page(0);
    expect(meter.cpuSeconds).toBeCloseTo(5.9);
    expect(meter.exceeded).toBeUndefined();
    now += 0.2;
    expect(() => meter.page(1)).toThrow(/budget of 6 CPU seconds .*MAX_PAGE_CPU_SECONDS.*stopped after 6\.1 s and 1 of its pages/);
    expect(meter.exceeded?.code).toBe('DOCUMENT_TOO_COMPLEX');
    expect(meter.exceeded?.status).toBe(422);
    now = 0; // a clock that went back does not undo the refusal
    expect(() => meter.check()).toThrow(meter.exceeded!);
    expect(() => meter.page(2)).toThrow(meter.exceeded!);
    expect(meter.pagesWorked).toBe(1); // a page refused before its work is not counted
  });

  it('gives a document its pages times the per-page render budget, refused once passed, or once spent before another render', () => {
    const meter = createWorkMeter({ ...BUDGET, perPageRenderPixels: 10_000_000 }, () => 0);
    meter.start(2); // 20 MP
    meter.page(0);
    meter.beforeRender();
    meter.rendered(12_000_000);
    meter.page(1);
    meter.beforeRender();
    expect(() => meter.rendered(9_000_000)).toThrow(
      /more rendering than its budget of 20 megapixels \(10 MP for each of its 2 pages: MAX_PAGE_RENDER_MEGAPIXELS\); stopped after 21 MP and 2 of its pages/,
    );
    expect(meter.exceeded).toMatchObject({ code: 'DOCUMENT_TOO_COMPLEX', status: 422 });
    expect(() => meter.beforeRender()).toThrow(meter.exceeded!);

    const spent = createWorkMeter({ ...BUDGET, perPageRenderPixels: 10_000_000 }, () => 0);
    spent.start(1);
    spent.beforeRender();
    spent.rendered(10_000_000); // exactly the budget: the render is kept
    expect(spent.exceeded).toBeUndefined();
    expect(() => spent.beforeRender()).toThrow(/MAX_PAGE_RENDER_MEGAPIXELS/); // the next render could only pass it
  });

  it('without a render budget, renders are counted and never refused', () => {
    const meter = createWorkMeter(BUDGET, () => 0);
    meter.start(1);
    meter.rendered(1e12);
    expect(() => meter.beforeRender()).not.toThrow();
  });

  it('counts distinct pages and every rendered pixel of a real document exactly', async () => {
    const pdf = await openPdf(await makeTextPdf([['NOTICE OF HEARING'], ['Second page'], ['Third page']]));
    const meter = createWorkMeter(BUDGET, () => 0);
    const doc = metered(pdf, meter);
    try {
      expect(doc.pageCount).toBe(3);
      doc.pageText(0);
      doc.pageContent(0);
      doc.pageTextBoxes(2);
      const a = await doc.renderPage(2, { dpi: 72 });
      const b = await doc.renderPage(2, { dpi: 100 });
      expect(meter.pagesWorked).toBe(2);
      expect(a.width * a.height).toBeGreaterThan(0);
      expect(meter.pixelsRendered).toBe(a.width * a.height + b.width * b.height);
    } finally {
      doc.close();
    }
  });

  it("reads this thread's CPU time, which grows with work and not with waiting", async () => {
    const before = threadCpuSeconds();
    if (before === undefined) return expect(process.platform).not.toBe('linux');
    await new Promise((r) => setTimeout(r, 300));
    const waited = threadCpuSeconds()! - before;
    let x = 0;
    const start = threadCpuSeconds()!;
    while (threadCpuSeconds()! - start < 0.2) x += Math.sqrt(x + 1);
    expect(waited).toBeLessThan(0.2);
    expect(threadCpuSeconds()! - start).toBeGreaterThanOrEqual(0.2);
    expect(x).toBeGreaterThan(0);
  });
});

const workedOf = (message: string) => Number(/and (\d+) of its pages/.exec(message)?.[1]);

describe('the processor under a work budget', () => {
  // Pixel budgets raised so that the 144-megapixel page reaches the engine: each costs the thread
  // most of a CPU second to render, far over 0.1 s a page.
  const settings = parseJobSettings({ MAX_PAGE_CPU_SECONDS: '0.1', MIN_JOB_CPU_SECONDS: '0.1', MAX_PAGE_MEGAPIXELS: '150' });
  const run = createProcessor(settings);

  it('stops a small document whose pages cost more than its budget at its next page: 422 naming the budget, the pages worked counted', async () => {
    const bomb = workBombs.sharedHugeImagePdf(8);
    expect(bomb.byteLength).toBeLessThan(200_000);
    const outcome = await run({ kind: 'batch', document: bomb, params: {} });
    expect(outcome).toMatchObject({ ok: false, code: 'DOCUMENT_TOO_COMPLEX', message: expect.stringMatching(/MAX_PAGE_CPU_SECONDS/) });
    if (outcome.ok) return;
    const worked = Number(/and (\d+) of its pages/.exec(outcome.message)?.[1]);
    expect(outcome.pages).toBe(worked); // the outcome carries exactly the pages the message says were worked
    expect(worked).toBeGreaterThanOrEqual(1);
    expect(worked).toBeLessThan(8); // refused early, not after the whole document
  }, 60_000);

  it('answers the next job on the same thread as usual', async () => {
    const outcome = await run({ kind: 'classify', document: await makeTextPdf([['NOTICE OF HEARING', 'Case Number: ADJ1234567']]), params: {} });
    expect(outcome).toMatchObject({ ok: true, pages: 1 });
  });

  it('stops a scan that needs more rendering than MAX_PAGE_RENDER_MEGAPIXELS at its first render past it, whatever the CPU', async () => {
    const scan = await rasterizePdf(await makeTextPdf([['PROGRESS REPORT', 'Patient: Maria Garcia'], ['Page two'], ['Page three'], ['Page four']]), {
      dpi: 200,
    });
    const tight = createProcessor(parseJobSettings({ MAX_PAGE_RENDER_MEGAPIXELS: '1' }));
    const outcome = await tight({ kind: 'batch', document: scan.slice(), params: {} });
    expect(outcome).toMatchObject({
      ok: false,
      code: 'DOCUMENT_TOO_COMPLEX',
      message: expect.stringMatching(/budget of 4 megapixels .*MAX_PAGE_RENDER_MEGAPIXELS/),
    });
    if (outcome.ok) return;
    expect(outcome.pages).toBe(workedOf(outcome.message));
    expect(outcome.pages).toBeLessThan(4);
    const usual = await createProcessor(parseJobSettings({}))({ kind: 'batch', document: scan, params: {} });
    expect(usual).toMatchObject({ ok: true, pages: 4 });
  }, 120_000);

  it('lets the same document through under the default budget (its pages are within their share)', async () => {
    const generous = createProcessor(parseJobSettings({ MAX_PAGE_MEGAPIXELS: '150' }));
    const outcome = await generous({ kind: 'classify', document: workBombs.sharedHugeImagePdf(2), params: {} });
    expect(outcome).toMatchObject({ ok: true, pages: 2 });
  }, 60_000);
});
