/**
 * CPU time the hypervisor gave to other machines while a benchmark ran ("steal" in /proc/stat), as
 * a share of all CPU time. On a shared host the same code runs slower when this is high, so every
 * suite prints it next to its figures; timings from runs with different steal do not compare.
 */
import fs from 'node:fs';

interface CpuTimes {
  total: number;
  steal: number;
}

function read(): CpuTimes | undefined {
  try {
    // cpu  user nice system idle iowait irq softirq steal guest guest_nice (in clock ticks)
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1, 9).map(Number);
    return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7] ?? 0 };
  } catch {
    return undefined; // not Linux
  }
}

/** Starts measuring; the returned function gives the steal share since then ('n/a' off Linux). */
export function measureSteal(): () => string {
  const start = read();
  return () => {
    const end = read();
    if (!start || !end || end.total === start.total) return 'n/a';
    return `${Math.round((100 * (end.steal - start.steal)) / (end.total - start.total))}%`;
  };
}
