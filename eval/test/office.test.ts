/**
 * The office simulation's counting (eval/office/simulate.ts) and its printing of a held-out half: the
 * figures the targets and the CI floors read. The office here answers by a rule the test states
 * (a family follows its label once taught, one outside document changes), so every count is known.
 */
import { describe, expect, it, vi } from 'vitest';
import { printOffice } from '../office/run';
import { officeLabel, simulateOffice, type Office, type SimAnswer, type SimDoc } from '../office/simulate';

const doc = (id: string, family: string, applicant?: string): SimDoc => ({
  id,
  family,
  label: 'medical_report',
  pages: [`Clinic note\nPatient: ${applicant ?? 'nobody'}`],
  ...(applicant ? { applicant } : {}),
});

/** Follows a family once two of its documents were taught; after three, one outside document changes too. */
function ruleOffice(): Office {
  const taught: SimDoc[] = [];
  return {
    async answer(d): Promise<SimAnswer> {
      const same = taught.filter((t) => t.family === d.family).length;
      if (same >= 2) return { documentType: 'medical_report', label: officeLabel(d.family), applicant: d.applicant! };
      if (taught.length >= 3 && d.id === 'o1') return { documentType: 'billing', label: 'Bill' };
      return { documentType: 'medical_report', label: 'Medical Report' };
    },
    async teach(d) {
      taught.push(d);
      return `c${taught.length}`;
    },
    async forget() {
      taught.length = 0;
    },
  };
}

describe('office simulation', () => {
  const family = Array.from({ length: 6 }, (_, i) => doc(`f${i}`, 'clinic', 'Maria Garcia'));
  const outside = Array.from({ length: 4 }, (_, i) => doc(`o${i}`, 'other', 'Ann Lee'));

  it('counts the rest of a family following its corrections by k, and changed answers outside it', async () => {
    const report = await simulateOffice(
      new Map([['clinic', family]]),
      () => outside,
      async () => ruleOffice(),
    );
    const at = (k: number) => report.perK.find((f) => f.k === k)!;
    // The rest is the family after its first three documents, the same three documents at every k.
    expect(report.perK.map((f) => f.rest)).toEqual([3, 3, 3, 3]);
    expect([at(1).labelAccuracy, at(2).labelAccuracy, at(3).labelAccuracy]).toEqual([0, 1, 1]);
    expect(at(0).labelScored).toBe(0);
    expect(at(2).applicantAccuracy).toBe(1);
    // Outside documents: unchanged until k = 3, then one of four.
    expect([at(1).falseChanges, at(2).falseChanges, at(3).falseChanges]).toEqual([0, 0, 0.25]);
    expect(report.perFamily).toEqual([expect.objectContaining({ family: 'clinic', n: 3, labelAccuracy: 1 })]);
  });

  it('prints a held-out half as aggregates only: no group is named', async () => {
    const report = await simulateOffice(
      new Map([['secret-source medical_report', family]]),
      () => outside,
      async () => ruleOffice(),
    );
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const table = vi.spyOn(console, 'table').mockImplementation(() => {});
    try {
      printOffice(report, 'held-out half', false);
      const printed = JSON.stringify([log.mock.calls, table.mock.calls]);
      expect(printed).toContain('k=3');
      expect(printed).not.toContain('secret-source');
    } finally {
      log.mockRestore();
      table.mockRestore();
    }
  });
});
