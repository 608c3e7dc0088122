import { describe, expect, it } from 'vitest';
import { JOB_ID_PATTERN, newJobId } from '../src/outcomes';

describe('newJobId', () => {
  it('gives well-formed ids that do not repeat across refills of its random pool', () => {
    const ids = Array.from({ length: 1000 }, () => newJobId());
    for (const id of ids) expect(id).toMatch(JOB_ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
    // Consecutive ids share no bytes (each takes fresh bytes from the pool).
    expect(ids[0]!.slice(4, 12)).not.toBe(ids[1]!.slice(4, 12));
  });
});
