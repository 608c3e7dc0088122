import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgressForwarder } from '../src/bullmq/progressForwarder';
import type { JobProgress } from '../src/jobQueue';

function target() {
  const sent: JobProgress[] = [];
  return { sent, updateProgress: async (progress: JobProgress) => void sent.push(progress) };
}

describe('ProgressForwarder', () => {
  afterEach(() => vi.useRealTimers());

  it('sends the latest progress once per interval, not every report', () => {
    vi.useFakeTimers();
    const job = target();
    const forwarder = new ProgressForwarder(job, 250);
    for (let page = 1; page <= 5; page++) forwarder.report({ pagesDone: page, pagesTotal: 10 });
    expect(job.sent).toEqual([]);
    vi.advanceTimersByTime(250);
    expect(job.sent).toEqual([{ pagesDone: 5, pagesTotal: 10 }]);
    forwarder.report({ pagesDone: 6, pagesTotal: 10 });
    vi.advanceTimersByTime(250);
    expect(job.sent.map((p) => p.pagesDone)).toEqual([5, 6]);
  });

  it('sends nothing for a job that ends within the interval, nor after it ends', () => {
    vi.useFakeTimers();
    const job = target();
    const forwarder = new ProgressForwarder(job, 250);
    forwarder.report({ pagesDone: 1, pagesTotal: 1 });
    forwarder.stop();
    forwarder.report({ pagesDone: 1, pagesTotal: 1 });
    vi.advanceTimersByTime(1000);
    expect(job.sent).toEqual([]);
  });

  it('swallows a failed update (job already gone from Redis): no unhandled rejection', async () => {
    vi.useFakeTimers();
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    let calls = 0;
    const forwarder = new ProgressForwarder({ updateProgress: () => (calls++, Promise.reject(new Error('Missing key for job'))) }, 10);
    forwarder.report({ pagesDone: 1 });
    await vi.advanceTimersByTimeAsync(20);
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', onUnhandled);
    expect(calls).toBe(1);
    expect(unhandled).toEqual([]);
  });
});
