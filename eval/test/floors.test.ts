import { describe, expect, it } from 'vitest';
import { FLOORS, meets } from '../floors';

describe('evaluation floors', () => {
  it('a floor is met at or above its bound, a ceiling at or below it', () => {
    const floor = FLOORS.find((f) => f.name === 'classify: leave-one-family-out type accuracy')!;
    const ceiling = FLOORS.find((f) => f.name === 'classify: leave-one-family-out ECE')!;
    expect([meets(floor, 0.95), meets(floor, floor.min), meets(floor, 0.5)]).toEqual([true, true, false]);
    expect(ceiling.ceiling).toBe(true);
    expect([meets(ceiling, 0.01), meets(ceiling, ceiling.min), meets(ceiling, 0.2)]).toEqual([true, true, false]);
  });

  it('skips every floor whose set did not run, so a fresh clone checks only what it measured', () => {
    expect(FLOORS.map((f) => f.read({}))).toEqual(FLOORS.map(() => undefined));
  });

  it('names each figure once', () => {
    expect(new Set(FLOORS.map((f) => f.name)).size).toBe(FLOORS.length);
  });
});
