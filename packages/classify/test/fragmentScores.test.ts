/**
 * modelScores reads a fragment (an LLM's quote) with the main model alone: the rules that judge a whole paper's
 * structure (its issuer, its greeting, whether it prints anything of California WC) do not apply to a line. Texts
 * written here.
 */
import { DOCUMENT_TYPES } from '@wcab/contract';
import { describe, expect, it } from 'vitest';
import { classifyDocument, modelScores } from '../src/index';

describe('modelScores', () => {
  it("is a probability over the types, the main model's own ranking", () => {
    const scores = modelScores(['Date of Hearing: 06/02/2026      Type: Status Conference']);
    expect(Object.keys(scores).sort()).toEqual([...DOCUMENT_TYPES].sort());
    expect(Object.values(scores).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
  });

  it('is not moved by the structure rules a whole paper is judged by', () => {
    // A form's field line prints nothing of WC: as a paper it is out of scope, as a quote it still reads as a form's.
    const line = 'Date of Hearing: 06/02/2026      Type: Status Conference';
    const asPaper = classifyDocument([line], undefined, { mainModelOnly: true });
    const asQuote = modelScores([line]);
    const top = (s: Record<string, number>) => Object.entries(s).reduce((a, b) => (b[1] > a[1] ? b : a))[0];
    expect(asPaper.document_type).toBe('unknown');
    expect(top(asQuote)).not.toBe('unknown');
    expect(asQuote[top(asQuote) as keyof typeof asQuote]).toBeGreaterThan(asQuote.unknown);
  });
});
