/**
 * Hard cases end to end: build each condition's batch, send it through the running service like a
 * corpus batch, keep the outcome. Building the next batch overlaps the service's work on the last.
 */
import type { BatchOutcome } from '../corpus';
import { mapLimit, sendCase, type Service } from '../service';
import { buildHardCase, type HardCase } from './build';
import { HARD_CONDITIONS } from './conditions';

export type HardOutcome = Omit<HardCase, 'pdf'> & { out: BatchOutcome };

export function runHardCases(service: Service, concurrency: number): Promise<HardOutcome[]> {
  return mapLimit(HARD_CONDITIONS, concurrency, async (condition, index) => {
    const { pdf, ...hard } = await buildHardCase(condition, index);
    return { ...hard, out: await sendCase(service, hard.c, pdf) };
  });
}
