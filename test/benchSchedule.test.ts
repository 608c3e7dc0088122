import { describe, expect, it } from 'vitest';
import { schedule } from '../bench/scale';

describe('bench scale schedule', () => {
  it('runs the modes in ABBA order, so a drifting host favours no mode', () => {
    expect(schedule(['embedded', '1', '2'], 2)).toEqual(['embedded', '1', '2', '2', '1', 'embedded']);
    expect(schedule(['1', '2'], 3)).toEqual(['1', '2', '2', '1', '1', '2']);
    expect(schedule(['1', '2'], 1)).toEqual(['1', '2']);
  });
});
