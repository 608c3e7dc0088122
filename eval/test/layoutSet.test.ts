import { describe, expect, it } from 'vitest';
import { runLayoutSet } from '../layout/run';

// Real PDFs through PDFium (text and character boxes) and the real extractors and classifier, in-process.
describe('the layout set', () => {
  it('reads parties and dates from tables, label columns and boxes only with the words positions', async () => {
    const text = await runLayoutSet({ withLayout: false, perFamily: 2 });
    const layout = await runLayoutSet({ withLayout: true, perFamily: 2 });
    expect(text.documents).toBe(10);
    expect(text.applicant).toBeLessThan(0.5);
    expect(layout.applicant).toBeGreaterThanOrEqual(0.95);
    expect(layout.partiesRecall).toBeGreaterThanOrEqual(0.92);
    expect(layout.filename).toBeGreaterThanOrEqual(0.9);
    expect(layout.datePrecision).toBeGreaterThanOrEqual(0.97);
    expect(Object.keys(layout.perFamily)).toHaveLength(5);
  });

  it('scores a wrong reading as wrong (the scorer can fail)', async () => {
    const held = await runLayoutSet({ withLayout: false, perFamily: 1, heldOut: true });
    expect(held.misses.some((m) => m.field === 'applicant')).toBe(true);
    expect(held.filename).toBeLessThan(1);
  });
});
