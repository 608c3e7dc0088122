/** FairScheduler on its own: the order threads are granted in, the classify reserve, start deadlines. */
import { describe, expect, it } from 'vitest';
import { ApiError } from '@wcab/contract';
import { FairScheduler } from '../src/fairScheduler';

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('FairScheduler', () => {
  it('grants classify before batches, and accounts in turn within a kind', async () => {
    const s = new FairScheduler({ slots: 1, reservedForClassify: 0 });
    const order: string[] = [];
    const first = await s.acquire('batch', 'A', undefined);
    const pending = [
      ['batch', 'A', 'A1'],
      ['batch', 'A', 'A2'],
      ['batch', 'A', 'A3'],
      ['batch', 'B', 'B1'],
      ['classify', 'A', 'cA'],
      ['classify', 'C', 'cC'],
    ].map(([kind, account, name]) =>
      s.acquire(kind!, account!, undefined).then((release) => {
        order.push(name!);
        setTimeout(release, 1);
      }),
    );
    expect(s.waiting).toBe(6);
    first();
    await Promise.all(pending);
    expect(order).toEqual(['cA', 'cC', 'A1', 'B1', 'A2', 'A3']);
  });

  it("grants a page image (the review page's, kind render) ahead of waiting batches, and on the reserved thread", async () => {
    const s = new FairScheduler({ slots: 2, reservedForClassify: 1 });
    const running = await s.acquire('batch', 'A', undefined);
    const order: string[] = [];
    const waiting = s.acquire('batch', 'B', undefined).then((release) => {
      order.push('batch');
      release();
    });
    // The batch waits (the second thread is kept for interactive work); the page image takes it at once.
    (await s.acquire('render', 'A', undefined))();
    order.push('render');
    running();
    await waiting;
    expect(order).toEqual(['render', 'batch']);
  });

  it('keeps the reserved thread for classify: batches queue, a classify starts at once', async () => {
    const s = new FairScheduler({ slots: 2, reservedForClassify: 1 });
    const batch = await s.acquire('batch', 'A', undefined);
    let second = false;
    void s.acquire('batch', 'A', undefined).then(() => (second = true));
    await tick();
    expect(second).toBe(false);
    const classify = await s.acquire('classify', 'B', undefined);
    classify();
    batch();
    await tick();
    expect(second).toBe(true);
  });

  it('with one thread the reserve is dropped: batches still run', async () => {
    const s = new FairScheduler({ slots: 1, reservedForClassify: 1 });
    (await s.acquire('batch', 'A', undefined))();
  });

  it('refuses a job not started by its start deadline with 503 and Retry-After, and forgets it', async () => {
    const s = new FairScheduler({ slots: 1, retryAfterS: 7 });
    const hold = await s.acquire('classify', 'A', undefined);
    const error = await s.acquire('classify', 'B', Date.now() + 20).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('SERVICE_UNAVAILABLE');
    expect((error as ApiError).headers).toEqual({ 'Retry-After': '7' });
    expect(s.waiting).toBe(0);
    hold();
    (await s.acquire('classify', 'C', Date.now() + 20))();
  });

  it('an aborted wait leaves the line', async () => {
    const s = new FairScheduler({ slots: 1 });
    const hold = await s.acquire('classify', 'A', undefined);
    const abort = new AbortController();
    const waiting = s.acquire('classify', 'B', undefined, abort.signal).catch((e: Error) => e.message);
    abort.abort(new Error('gone'));
    expect(await waiting).toBe('gone');
    expect(s.waiting).toBe(0);
    hold();
  });
});
