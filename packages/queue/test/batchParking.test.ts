/** The parking a fleet worker keeps for batches its batch share cannot start yet (bullmq/batchParking.ts). */
import { describe, expect, it } from 'vitest';
import { BatchParking } from '../src/bullmq/batchParking';

describe('BatchParking', () => {
  it('starts the batch parked longest when a slot frees, the next one on the next slot', async () => {
    const parking = new BatchParking(10_000);
    const first = parking.wait();
    const second = parking.wait();
    expect(parking.size).toBe(2);
    parking.slotFreed();
    expect(await first).toBe('start');
    expect(parking.size).toBe(1);
    parking.slotFreed();
    expect(await second).toBe('start');
    expect(parking.size).toBe(0);
  });

  it('sends a batch back after the hold, and every parked batch at once when asked', async () => {
    const parking = new BatchParking(50);
    const started = Date.now();
    expect(await parking.wait()).toBe('release');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    const held = new BatchParking(10_000);
    const a = held.wait();
    const b = held.wait();
    held.releaseAll();
    expect(await Promise.all([a, b])).toEqual(['release', 'release']);
    // A slot freeing after the release starts nothing that has gone back.
    held.slotFreed();
    expect(held.size).toBe(0);
  });
});
