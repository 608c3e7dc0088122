/**
 * The real set's field precision (issue 31) and its halves: typed dates, parties and ADJ numbers judged against a
 * person's labels, only on the documents labelled for the field; the held-out half printed as aggregates only.
 */
import { describe, expect, it, vi } from 'vitest';
import { printReal } from '../real/report';
import { isPartyName, scoreFields, scoreReal, type RealOutcome } from '../real/score';
import { RealLabels } from '../real/source';

const outcome = (over: Partial<RealOutcome>): RealOutcome => ({ id: 'x', expected: 'court_order', actual: 'court_order', confidence: 0.9, note: 'n', ...over });

describe('real-set field precision', () => {
  it('counts a typed date right only with its labelled date and type, and ignores untyped ones', () => {
    const f = scoreFields([
      outcome({
        labels: { dates: [{ date: '2024-03-05', type: 'hearing' }] },
        returned: {
          parties: [],
          adjNumbers: [],
          dates: [
            { date: '2024-03-05', type: 'hearing' },
            { date: '2024-03-05', type: 'hearing' }, // the same date twice counts once
            { date: '2024-03-05', type: 'trial' }, // right date, wrong meaning
            { date: '2023-01-01', type: 'injury' }, // a date the document does not state for its case
            { date: '2024-02-01', type: 'other' }, // untyped: not judged
          ],
        },
      }),
    ]);
    expect(f.typedDates).toEqual({ documents: 1, returned: 3, correct: 1, precision: 1 / 3 });
  });

  it('leaves out documents not labelled for a field, and gives 1 when nothing was returned', () => {
    const f = scoreFields([
      outcome({ labels: { parties: ['Ann Lee'] }, returned: { parties: [], adjNumbers: ['ADJ1'], dates: [{ date: '2020-01-01', type: 'injury' }] } }),
      outcome({ returned: { parties: ['Somebody'], adjNumbers: [], dates: [] } }),
    ]);
    expect(f.parties).toEqual({ documents: 1, returned: 0, correct: 0, precision: 1 });
    expect(f.typedDates.documents).toBe(0);
    expect(f.adjNumbers.documents).toBe(0);
  });

  it('takes a party as right when its words are among one labelled name, never a salutation or a city', () => {
    const labelled = ['John A. Smith, Jr.', 'Acme Widgets, Inc.'];
    expect(isPartyName('SMITH', labelled)).toBe(true);
    expect(isPartyName('John Smith', labelled)).toBe(true);
    expect(isPartyName('Acme Widgets', labelled)).toBe(true);
    expect(isPartyName('Dear Mr. Smith', labelled)).toBe(false);
    expect(isPartyName('Los Angeles', labelled)).toBe(false);
    expect(isPartyName('John Acme', labelled)).toBe(false); // words from two different names
    expect(isPartyName('Inc.', labelled)).toBe(false); // no word of its own
    const f = scoreFields([
      outcome({ labels: { parties: labelled }, returned: { parties: ['John Smith', 'Dear Sir', 'Acme Widgets'], adjNumbers: [], dates: [] } }),
    ]);
    expect(f.parties).toEqual({ documents: 1, returned: 3, correct: 2, precision: 2 / 3 });
  });

  it('judges ADJ numbers against the labelled list, case-blind', () => {
    const f = scoreFields([outcome({ labels: { adj_numbers: ['ADJ123'] }, returned: { parties: [], adjNumbers: ['adj123', 'ADJ999'], dates: [] } })]);
    expect(f.adjNumbers).toEqual({ documents: 1, returned: 2, correct: 1, precision: 0.5 });
  });

  it('rejects a label with an untyped date or a malformed ADJ number', () => {
    expect(RealLabels.safeParse({ dates: [{ date: '2024-01-01', type: 'other' }] }).success).toBe(false);
    expect(RealLabels.safeParse({ dates: [{ date: '01/02/2024', type: 'hearing' }] }).success).toBe(false);
    expect(RealLabels.safeParse({ adj_numbers: ['12345'] }).success).toBe(false);
    expect(RealLabels.safeParse({ parties: ['Ann Lee'], adj_numbers: ['ADJ1234567'], dates: [{ date: '2024-01-01', type: 'hearing' }] }).success).toBe(true);
  });
});

describe('real-set halves', () => {
  const outcomes = [
    outcome({ id: 'dev-miss', expected: 'billing', actual: 'correspondence', half: 'development' }),
    outcome({ id: 'dev-oos', expected: 'unknown', actual: 'unknown', half: 'development' }),
    outcome({ id: 'held-secret-miss', expected: 'unknown', actual: 'wcab_form', half: 'held-out', note: 'secret note' }),
    outcome({ id: 'held-right', half: 'held-out' }),
  ];

  it('scores each half apart, out-of-scope share included', () => {
    const s = scoreReal(outcomes);
    expect(s.documents).toBe(4);
    expect(s.halves.development!.typeAccuracy).toBe(0.5);
    expect(s.halves.development!.outOfScopeUnknown).toBe(1);
    expect(s.halves['held-out']!.outOfScopeUnknown).toBe(0);
    expect(s.halves['held-out']!.inScopeAccuracy).toBe(1);
    expect(s.outOfScopeDocuments).toBe(2);
  });

  it("prints the development half's misses and nothing that names a held-out document", () => {
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...a) => void lines.push(a.join(' ')));
    const table = vi.spyOn(console, 'table').mockImplementation((t) => void lines.push(JSON.stringify(t)));
    try {
      printReal(scoreReal(outcomes), 4);
    } finally {
      log.mockRestore();
      table.mockRestore();
    }
    const printed = lines.join('\n');
    expect(printed).toContain('dev-miss');
    expect(printed).not.toContain('held-secret-miss');
    expect(printed).not.toContain('secret note');
    expect(printed).toContain('held-out half');
  });
});

describe('real-set split check report', () => {
  it("names the development half's cut documents and only counts the held-out half's", async () => {
    const { printRealSplitCheck } = await import('../real/splitCheck');
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...a) => void lines.push(a.join(' ')));
    const table = vi.spyOn(console, 'table').mockImplementation((t) => void lines.push(JSON.stringify(t)));
    try {
      printRealSplitCheck({
        development: { documents: 2, keptWhole: 1, returned: 3, failed: 0, cut: [{ id: 'dev-cut', pages: 4, pieces: 2 }] },
        'held-out': { documents: 2, keptWhole: 1, returned: 3, failed: 0, cut: [{ id: 'held-secret-cut', pages: 4, pieces: 2 }] },
      });
    } finally {
      log.mockRestore();
      table.mockRestore();
    }
    const printed = lines.join('\n');
    expect(printed).toContain('dev-cut');
    expect(printed).not.toContain('held-secret-cut');
    expect(printed).toContain('cut (held-out): 1 document(s), not named');
  });
});
