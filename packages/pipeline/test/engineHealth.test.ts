/**
 * The PDF engine under hostile input, through the embedded thread pool with the real processor
 * (one thread, so the attack and the next job meet the same thread): decompression and pixel bombs
 * get 422 before PDFium sees them; a bomb that gets past that check (the check turned off) fills
 * the job's memory ceiling, gets 422 and costs the thread its life; either way the next batch
 * answers exactly as on a fresh process. And an engine grown past its high-water mark by a heavy
 * but valid document is replaced, giving the memory back.
 */
import { parseJobSettings } from '@wcab/contract/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobParamsInput } from '@wcab/contract';
import { EmbeddedJobQueue, type JobOutcome } from '@wcab/queue';
import { makeFlateBombPdf, makeImageBombPdf, makeManyImagesPdf, makeSampleBatch, makeTextPdf } from '@wcab/testkit';
import { PROCESSOR_PATH } from '../src/processor';

const queues: EmbeddedJobQueue[] = [];
const pool = (env: Record<string, string> = {}) => {
  const queue = new EmbeddedJobQueue({ processorPath: PROCESSOR_PATH, threads: 1, env: { OMP_THREAD_LIMIT: '1' }, jobSettings: parseJobSettings(env) });
  queues.push(queue);
  return queue;
};
const run = (queue: EmbeddedJobQueue, kind: 'classify' | 'batch', document: Uint8Array, params: JobParamsInput<'classify'> & JobParamsInput<'batch'> = {}) =>
  queue.run({ kind, document: new Uint8Array(document), params }, { timeoutMs: 120_000 });

let batch: Uint8Array;
let fresh: JobOutcome;
const BATCH_PARAMS = { activity_types: ['Notice of Hearing', 'Correspondence', 'Other'] };

beforeAll(async () => {
  batch = await makeSampleBatch();
  const queue = pool();
  fresh = await run(queue, 'batch', batch, BATCH_PARAMS);
  await queue.close();
}, 180_000);
afterAll(async () => {
  await Promise.all(queues.map((q) => q.close()));
});

const expectTooComplex = (outcome: JobOutcome) => expect(outcome).toMatchObject({ ok: false, code: 'DOCUMENT_TOO_COMPLEX', message: expect.any(String) });

describe('the PDF engine under decompression bombs', () => {
  it('the fresh answer is a real split: two separators, two documents', () => {
    expect(fresh.ok).toBe(true);
    const data = (fresh as { data: { separator_pages: number[]; documents: { start_page: number; adj_numbers: string[] }[] } }).data;
    expect(data.separator_pages).toEqual([1, 3]);
    expect(data.documents.map((d) => d.start_page)).toEqual([2, 4]);
    expect(data.documents[0]!.adj_numbers).toContain('ADJ1111111');
  });

  it('refuses Flate, nested-Flate and image bombs with 422 before PDFium sees them, then splits a batch exactly as a fresh process', async () => {
    const queue = pool();
    expect((await run(queue, 'classify', await makeTextPdf([['NOTICE OF HEARING']]))).ok).toBe(true);
    // Refused by the pre-check, not by the memory ceiling (which would cost the thread its life, below):
    // what makes the refusal fast is that PDFium never inflates the bomb, so the test checks that, not a clock.
    for (const bomb of [makeFlateBombPdf(), makeFlateBombPdf({ nested: true }), makeImageBombPdf(), makeFlateBombPdf()]) {
      for (const kind of ['classify', 'batch'] as const) expectTooComplex(await run(queue, kind, bomb));
    }
    expect(await run(queue, 'batch', batch, BATCH_PARAMS)).toEqual(fresh);
    expect(queue.threadsRetired).toBe(0); // refused before PDFium: no engine was harmed
  }, 240_000);

  it('a bomb past the pre-check hits the job memory ceiling: 422, the thread is replaced, the next batch is right', async () => {
    // The pre-check off (limits far above the bomb): only the engine's own ceiling stands in the way.
    const queue = pool({ MAX_INFLATED_MB: '100000', MAX_IMAGE_MEGAPIXELS: '100000', JOB_MEMORY_MB: '256' });
    for (let i = 1; i <= 2; i++) {
      const outcome = await run(queue, i === 2 ? 'batch' : 'classify', makeFlateBombPdf());
      expectTooComplex(outcome);
      expect((outcome as { message: string }).message).toMatch(/256 MB/);
      await until(() => queue.threadsRetired === i);
    }
    expect(await run(queue, 'batch', batch, BATCH_PARAMS)).toEqual(fresh);
    expect(queue.threadsRetired).toBe(2); // the batch's engine stayed under its high-water mark
  }, 240_000);
});

describe('memory after a heavy document', () => {
  it('an engine grown past ENGINE_RECYCLE_MB is replaced after the job and the process memory comes back', async () => {
    // The page's pixels (about 315 MP) are over the default per-page work budget, which would refuse it before
    // the engine grows: this test is about the engine's recycling, so the budget is raised here.
    const queue = pool({ ENGINE_RECYCLE_MB: '64', MAX_PAGE_MEGAPIXELS: '1000' });
    const heavy = makeManyImagesPdf({ images: 60, pages: 1 }); // 60 x 5 MiB of pixels on one page
    expect((await run(queue, 'batch', batch, BATCH_PARAMS)).ok).toBe(true); // warm: thread, OCR, fonts
    const before = process.memoryUsage().rss;
    const outcome = await run(queue, 'classify', heavy);
    expect(outcome.ok).toBe(true);
    await until(() => queue.threadsRetired === 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const grown = (process.memoryUsage().rss - before) / (1024 * 1024);
    // Without the recycle the thread keeps its engine heap: measured +170 MB for 40 such images.
    expect(grown).toBeLessThan(150);
    expect(await run(queue, 'batch', batch, BATCH_PARAMS)).toEqual(fresh);
  }, 240_000);
});

async function until(predicate: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a thread to be replaced');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
