import { describe, expect, it } from 'vitest';
import { WaitingGauge } from '../src/bullmq/waitingGauge';

function gauge(initial: number) {
  let time = 1000;
  let inRedis = initial;
  let reads = 0;
  const g = new WaitingGauge(
    async () => (reads++, inRedis),
    100,
    () => time,
  );
  return {
    g,
    reads: () => reads,
    advance: (ms: number) => (time += ms),
    setRedis: (n: number) => (inRedis = n),
  };
}

describe('WaitingGauge', () => {
  it('reads the count once per interval, however many requests ask', async () => {
    const { g, reads, advance } = gauge(3);
    const answers = await Promise.all(Array.from({ length: 20 }, () => g.current()));
    expect(answers).toEqual(Array(20).fill(3));
    expect(reads()).toBe(1);
    advance(99);
    await g.current();
    expect(reads()).toBe(1);
    advance(1);
    await g.current();
    expect(reads()).toBe(2);
  });

  it("counts this process's own jobs at once, and forgets them once a read includes them", async () => {
    const { g, advance, setRedis } = gauge(0);
    expect(await g.current()).toBe(0);
    g.added();
    g.added();
    expect(await g.current()).toBe(2);
    setRedis(2);
    advance(100);
    expect(await g.current()).toBe(2);
    setRedis(0); // taken by workers
    advance(100);
    expect(await g.current()).toBe(0);
  });

  it('keeps counting a job added while a read is under way', async () => {
    let release!: (n: number) => void;
    const g = new WaitingGauge(
      () => new Promise<number>((resolve) => (release = resolve)),
      100,
      () => 0,
    );
    const pending = g.current();
    g.added();
    release(5); // read before the job landed
    expect(await pending).toBe(6);
  });

  it('rejects when the count cannot be read, and reads again on the next call', async () => {
    let fail = true;
    const g = new WaitingGauge(async () => {
      if (fail) throw new Error('Redis away');
      return 4;
    });
    await expect(g.current()).rejects.toThrow('Redis away');
    fail = false;
    await expect(g.current()).resolves.toBe(4);
  });
});
