import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { coreOf, onCore, pinningPlan } from '../bench/cpuPinning';

describe('bench scale CPU pinning', () => {
  it('gives the nth pipeline process core n, wrapping around, and none when not pinning', () => {
    expect([0, 1, 2, 3].map((i) => coreOf(i, true, 2))).toEqual([0, 1, 0, 1]);
    expect(coreOf(1, false, 2)).toBeUndefined();
  });

  it('runs a command as it is without a core, and under taskset with one', () => {
    expect(onCore(undefined, 'node', ['a.js'])).toEqual({ command: 'node', args: ['a.js'] });
    expect(onCore(1, 'node', ['a.js'])).toEqual({ command: 'taskset', args: ['-c', '1', 'node', 'a.js'] });
  });

  it('does not pin when told not to, or on one core', () => {
    expect(pinningPlan({ BENCH_PIN: '0' }, 2)).toMatchObject({ pin: false, why: expect.stringContaining('BENCH_PIN=0') });
    expect(pinningPlan({}, 1)).toMatchObject({ pin: false, why: expect.stringContaining('one core') });
  });

  const plan = pinningPlan({});
  it.skipIf(!plan.pin)('really holds the process to its core (Linux, taskset)', () => {
    for (const core of [0, 1]) {
      const { command, args } = onCore(core, 'cat', ['/proc/self/status']);
      const status = spawnSync(command, args, { encoding: 'utf8' }).stdout;
      expect(/Cpus_allowed_list:\s*(\S+)/.exec(status)?.[1]).toBe(String(core));
    }
  });
  if (!plan.pin) console.log(`bench pinning: the affinity check is skipped: ${plan.why}`);
});
