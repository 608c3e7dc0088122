/**
 * A job whose host cannot read the account's corrections (its learned layer gave up waiting for the
 * store) answers 503 SERVICE_UNAVAILABLE, to be retried: never a 500, and never an answer without
 * the office's corrections. A job without an account never asks, and answers as usual.
 */
import { describe, expect, it } from 'vitest';
import type { JobHost } from '@wcab/contract';
import { LEARNED_SERVICE } from '@wcab/learning/service';
import { makeTextPdf } from '@wcab/testkit';
import processJob from '../src/processor';

const LINES = ["WORKERS' COMPENSATION APPEALS BOARD", 'Case Number: ADJ1234567', 'NOTICE OF HEARING', 'A status conference is set for 05/12/2025 at 1:30 P.M.'];

function hostWithLearned(learned: (payload: unknown) => Promise<unknown>): JobHost & { asked: number } {
  const host = {
    asked: 0,
    progress: () => undefined,
    recordStage: () => undefined,
    countOcrPages: () => undefined,
    countLlmCall: () => undefined,
    retireThread: () => undefined,
    service: (name: string) =>
      name === LEARNED_SERVICE
        ? (payload: unknown) => {
            host.asked++;
            return learned(payload);
          }
        : undefined,
  };
  return host;
}

describe('the learned stage when the account corrections cannot be read', () => {
  it('answers 503 for a job of an account, and as usual for a job without one', async () => {
    const down = hostWithLearned(() => Promise.reject(new Error('read ECONNRESET')));
    for (const kind of ['classify', 'batch'] as const) {
      const outcome = await processJob({ kind, document: await makeTextPdf([LINES]), params: { learning: { account: 'acct_1', retain: false } } }, down);
      expect(outcome).toMatchObject({ ok: false, code: 'SERVICE_UNAVAILABLE' });
    }
    expect(down.asked).toBe(2);
    const plain = await processJob({ kind: 'classify', document: await makeTextPdf([LINES]), params: {} }, down);
    expect(plain.ok).toBe(true);
    expect(down.asked).toBe(2);
  });
});
