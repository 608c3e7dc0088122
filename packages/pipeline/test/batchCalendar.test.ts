/**
 * A batch document's calendar_dates and document_date come from the same date and time reading as classify's:
 * every time form (military "hours", am/pm without a space, noon, ...) and date forms beyond the US ones reach
 * the batch result through a real PDF.
 */
import { makeTextPdf } from '@wcab/testkit';
import { describe, expect, it } from 'vitest';
import { TIME_FORMS, hhmmOf } from '../../extract/scripts/dateForms/forms';
import processJob from '../src/processor';

describe('batch calendar_dates', () => {
  it('carries the time of a hearing written in every time form, and a day-first document date', async () => {
    const times: [number, number][] = [
      [8, 30],
      [13, 45],
      [9, 0],
      [12, 0],
    ];
    const expected: { date: string; time: string }[] = [];
    const lines = ['LAW OFFICES OF PRIYA NANDAKUMAR', '14 March 2025', '', 'Re: Elena Marquez v. Harbor View Logistics', ''];
    TIME_FORMS.forEach((form, i) => {
      const [h, m] = times.find(([a, b]) => form.render(a, b)) ?? [12, 0];
      const day = i + 1;
      lines.push(`The Status Conference in matter ${i + 1} is set for April ${day}, 2026 at ${form.render(h, m)}.`);
      expected.push({ date: `2026-04-${String(day).padStart(2, '0')}`, time: hhmmOf(h, m) });
    });
    // Two pages of one document (no separator sheet between them).
    const half = Math.ceil(lines.length / 2);
    const document = await makeTextPdf([lines.slice(0, half), lines.slice(half)]);
    const outcome = await processJob({ kind: 'batch', document, params: {} });
    expect(outcome.ok).toBe(true);
    const result = (outcome as { data: { documents: { document_date: string; calendar_dates: { date: string; time: string; type: string }[] }[] } }).data;
    expect(result.documents).toHaveLength(1);
    const doc = result.documents[0]!;
    expect(doc.document_date).toBe('20250314');
    expect(doc.calendar_dates.map((c) => ({ date: c.date, time: c.time }))).toEqual(expected);
    expect(new Set(doc.calendar_dates.map((c) => c.type))).toEqual(new Set(['hearing']));
  });
});
