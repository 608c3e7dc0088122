/** A job thread that asks to retire is ended after answering, never given another job, and replaced. */
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { EmbeddedJobQueue } from '../src/index';
import { clearRetiring, isRetiring, markRetiring, retiringSlots } from '../src/threadRetirement';

const SCRIPTED = fileURLToPath(new URL('./fixtures/scriptedProcessor.ts', import.meta.url));
const doc = (directives: string) => new Uint8Array(Buffer.from(`%PDF-1.7\n% ${directives}\n%%EOF\n`));
type Data = { marker: string; thread: number };

let queue: EmbeddedJobQueue | undefined;
afterEach(async () => {
  await queue?.close();
  queue = undefined;
});

describe('thread retirement', () => {
  it('slots: a thread marked retiring is seen as such until its slot is cleared', () => {
    const slots = retiringSlots();
    markRetiring(slots, 41);
    markRetiring(slots, 42);
    expect([isRetiring(slots, 41), isRetiring(slots, 42), isRetiring(slots, 43)]).toEqual([true, true, false]);
    clearRetiring(slots, 41);
    expect([isRetiring(slots, 41), isRetiring(slots, 42)]).toEqual([false, true]);
  });

  it('the next job, even one already waiting, runs on a new thread; a job that does not ask keeps its thread', async () => {
    queue = new EmbeddedJobQueue({ processorPath: SCRIPTED, threads: 1 });
    const run = (directives: string) =>
      queue!.run({ kind: 'classify', document: doc(`thread ${directives}`), params: {} }, { timeoutMs: 20_000 }).then((o) => (o as { data: Data }).data);
    const first = await run('marker=a');
    const second = await run('marker=b');
    expect(second.thread).toBe(first.thread);
    // The retiring job and one queued behind it: the queued one must not land on the retiring thread.
    const [retiring, queued] = await Promise.all([run('sleep=300 retire marker=c'), run('marker=d')]);
    expect(retiring.thread).toBe(first.thread);
    expect(queued.thread).not.toBe(first.thread);
    expect(queued.marker).toBe('d');
    expect(queue.threadsRetired).toBe(1);
    const after = await run('marker=e');
    expect(after.thread).toBe(queued.thread);
    expect(queue.threadsRetired).toBe(1);
  });
});
