/** The scorers must measure what the corpus README says; these cases pin the rules down. */
import { describe, expect, it } from 'vitest';
import type { BatchCase, ClassifyCase } from '../corpus';
import { calibration, normName } from '../metrics';
import { scoreBatch } from '../scoreBatch';
import { scoreClassify } from '../scoreClassify';

const classifyCase: ClassifyCase = {
  id: 'c1',
  kind: 'classify',
  file: 'x.pdf',
  scanned: false,
  request: {},
  expect: {
    document_type: 'wcab_form',
    page_count: 1,
    adj_numbers: [{ number: 'ADJ1234567', claimant_name: 'Maria Garcia', employer: 'Sunrise Distribution Center, LLC' }],
    case_numbers: ['ADJ1234567'],
    parties_required: ['Maria Garcia'],
    dates: [{ date: '2025-04-22', type: 'hearing', location: 'Van Nuys District Office, 6150 Van Nuys Boulevard' }],
    dates_ignore: ['2025-03-14'],
    summary_mentions: ['Garcia', 'hearing|conference'],
  },
};

const perfect = {
  document_type: 'wcab_form' as const,
  confidence: 0.9,
  summary: 'Notice of Hearing for Maria Garcia',
  page_count: 1,
  parties: ['MARIA GARCIA'],
  case_numbers: ['ADJ1234567'],
  dates: [
    { date: '2025-04-22', type: 'hearing' as const, description: 'MSC', location: 'Van Nuys District Office, 6150 Van Nuys Blvd' },
    { date: '2025-03-14', type: 'deadline' as const, description: 'ignored date', location: '' },
    { date: '2025-01-01', type: 'other' as const, description: 'other type', location: '' },
  ],
  adj_numbers: [{ number: 'ADJ1234567', claimant_name: 'GARCIA MARIA'.split(' ').reverse().join(' '), employer: 'Sunrise Distribution Center LLC' }],
};

describe('scoreClassify', () => {
  it('scores a perfect answer 1 everywhere; ignored dates and type other neither help nor hurt', () => {
    const s = scoreClassify([{ c: classifyCase, out: { ok: true, status: 200, latencyMs: 10, data: perfect } }]);
    expect(s.typeAccuracy).toBe(1);
    expect(s.adj.f1).toBe(1);
    expect(s.claimant).toBe(1);
    expect(s.employer).toBe(1);
    expect(s.partiesRecall).toBe(1);
    expect(s.dates.f1).toBe(1);
    expect(s.location).toBe(1);
    expect(s.summaryMentions).toBe(1);
  });

  it('penalises a wrong type, an extra ADJ number, a wrong date type and a failed request', () => {
    const wrong = {
      ...perfect,
      document_type: 'correspondence' as const,
      adj_numbers: [...perfect.adj_numbers, { number: 'ADJ7654321', claimant_name: '', employer: '' }],
      dates: [{ date: '2025-04-22', type: 'trial' as const, description: '', location: '' }],
    };
    const s = scoreClassify([
      { c: classifyCase, out: { ok: true, status: 200, latencyMs: 10, data: wrong } },
      { c: { ...classifyCase, id: 'c2' }, out: { ok: false, status: 500, latencyMs: 10 } },
    ]);
    expect(s.typeAccuracy).toBe(0);
    expect(s.failed).toBe(1);
    expect(s.adj.precision).toBe(0.5);
    expect(s.adj.recall).toBe(0.5);
    expect(s.dates.f1).toBe(0);
    expect(s.confusion.wcab_form).toEqual({ correspondence: 1, '(failed)': 1 });
  });
});

describe('scoreBatch', () => {
  const c: BatchCase = {
    id: 'b1',
    kind: 'batch',
    file: 'b.pdf',
    page_count: 5,
    request: {},
    expect: {
      separator_pages: [1, 3],
      documents: [
        {
          start_page: 2,
          end_page: 2,
          doc_type: 'Notice of Hearing',
          applicant_name: 'Maria Garcia',
          adj_numbers: ['ADJ1'],
          document_date: '20250314',
          suggested_filename: '20250314-notice-of-hearing-garcia.pdf',
          calendar_dates: [{ date: '2025-04-22', time: '08:30', type: 'hearing', location: 'x' }],
        },
        {
          start_page: 4,
          end_page: 5,
          doc_type: 'Medical Report',
          applicant_name: 'Juan Robinson',
          adj_numbers: ['ADJ2'],
          document_date: '20250513',
          suggested_filename: '20250513-medical-report-robinson.pdf',
          calendar_dates: [],
        },
      ],
    },
  };

  it('matches boundaries exactly and scores fields only on matched documents', () => {
    const s = scoreBatch([
      {
        c,
        out: {
          ok: true,
          status: 200,
          latencyMs: 5,
          data: {
            separator_pages: [1, 3],
            documents: [
              { ...c.expect.documents[0]!, applicant_name: 'M. GARCIA' },
              { ...c.expect.documents[1]!, end_page: 4 },
            ],
          },
        },
      },
    ]);
    expect(s.separatorExact).toBe(1);
    expect(s.boundaries.f1).toBe(0.5);
    expect(s.docType).toBe(1);
    expect(s.applicantSurname).toBe(1);
    expect(s.adj.recall).toBe(0.5);
    expect(s.calendar.f1).toBe(1);
    expect(s.separatorPages.f1).toBe(1);
    expect(s.documentCount).toBe(1);
  });

  it('a missed separator: counted as a missed page and a wrong document count', () => {
    const merged = { ...c.expect.documents[0]!, end_page: 5 };
    const s = scoreBatch([{ c, out: { ok: true, status: 200, latencyMs: 5, data: { separator_pages: [1], documents: [merged] } } }]);
    expect(s.separatorExact).toBe(0);
    expect(s.separatorPages).toMatchObject({ precision: 1, recall: 0.5 });
    expect(s.documentCount).toBe(0);
    expect(s.boundaries.f1).toBe(0);
  });
});

describe('helpers', () => {
  it('normName ignores case, punctuation and company suffixes', () => {
    expect(normName('Sunrise Distribution Center, LLC')).toBe(normName('SUNRISE DISTRIBUTION CENTER'));
    expect(normName('Acme Corp.')).toBe('acme');
  });
  it('calibration: ECE is 0 when confidence equals accuracy', () => {
    expect(
      calibration([
        { confidence: 0.5, correct: true },
        { confidence: 0.5, correct: false },
      ]).ece,
    ).toBeCloseTo(0);
    expect(calibration([{ confidence: 0.9, correct: false }]).ece).toBeCloseTo(0.9);
  });
});
