/** The review page's editing rules (packages/web/app/review.ts), without a browser. */
import { describe, expect, it } from 'vitest';
import { BatchResult, DATE_TYPES as CONTRACT_DATE_TYPES, DOCUMENT_TYPES as CONTRACT_DOCUMENT_TYPES } from '@wcab/contract';
import { DEFAULT_ACTIVITY_TYPES } from '@wcab/classify';
import {
  casesOf,
  correctedDocuments,
  correctionOf,
  DATE_TYPES,
  DEFAULT_LABELS,
  DOCUMENT_TYPES,
  downloadNames,
  mergeWithNext,
  moveStart,
  pageMarks,
  reviewDocs,
  reviewOrder,
  settled,
  splitAt,
} from '../app/review';

const doc = (start: number, end: number, extra: Record<string, unknown> = {}) => ({
  start_page: start,
  end_page: end,
  doc_type: 'Medical Report',
  applicant_name: 'Maria Garcia',
  adj_numbers: ['ADJ1234567'],
  document_date: '20250314',
  suggested_filename: `garcia-${start}.pdf`,
  calendar_dates: [],
  ...extra,
});

const result = BatchResult.parse({
  separator_pages: [2],
  documents: [
    doc(1, 1, { calendar_dates: [{ date: '2027-01-12', time: '08:30', type: 'hearing', location: 'Fresno' }] }),
    doc(3, 5),
    doc(6, 6, { review: true, sources: { stages: ['text'], learned: [{ field: 'doc_type', correction_id: 'fb_1', similarity: 0.8 }] } }),
  ],
  warnings: [{ page: 4, code: 'UNCERTAIN_BOUNDARY', message: 'A new document may start here' }],
});

describe('the review page, editing a batch answer', () => {
  it("keeps the contract's and the classifier's vocabularies", () => {
    expect([...DOCUMENT_TYPES]).toEqual([...CONTRACT_DOCUMENT_TYPES]);
    expect([...DATE_TYPES]).toEqual([...CONTRACT_DATE_TYPES]);
    expect(DEFAULT_LABELS).toEqual([...DEFAULT_ACTIVITY_TYPES]);
  });

  it('puts the documents to check first (flagged, or warned about one of their pages), then page order', () => {
    const docs = reviewDocs(result);
    expect(docs.map((d) => d.review)).toEqual([false, true, true]);
    expect(docs[1]!.warnings).toEqual(['Page 4: A new document may start here']);
    expect(reviewOrder(docs).map((d) => d.start_page)).toEqual([3, 6, 1]);
    expect(docs[0]!.document_date).toBe('2025-03-14');
    expect(docs[2]!.learned).toEqual([{ field: 'doc_type', correction: 'fb_1' }]);
  });

  it('answers no correction for an untouched document, and exactly what changed otherwise', () => {
    const docs = reviewDocs(result);
    expect(docs.map(correctionOf)).toEqual([undefined, undefined, undefined]);
    const edited = { ...docs[0]!, doc_type: 'Notice of Hearing', document_type: 'wcab_form' as const, document_date: '2025-03-15' };
    expect(correctionOf(edited)).toEqual({ doc_type: 'Notice of Hearing', document_type: 'wcab_form', document_date: '2025-03-15' });
    const dated = { ...docs[0]!, calendar_dates: [{ date: '2027-01-12', time: '09:00', type: 'hearing' as const, location: 'Fresno' }] };
    expect(correctionOf(dated)).toEqual({ dates: [{ date: '2027-01-12', type: 'hearing', time: '09:00' }] });
    // A place or a file name is the downloads' business, not a lesson.
    expect(correctionOf({ ...docs[0]!, suggested_filename: 'x.pdf' })).toBeUndefined();
    // Once saved, the corrected document is the answer.
    expect(correctionOf(settled(edited))).toBeUndefined();
  });

  it('splits, merges and moves boundaries, and each changed range is a correction of its document', () => {
    let docs = reviewDocs(result);
    docs = splitAt(docs, 1, 5);
    expect(docs.map((d) => [d.start_page, d.end_page, d.source])).toEqual([
      [1, 1, 1],
      [3, 4, 2],
      [5, 5, 2],
      [6, 6, 3],
    ]);
    expect(correctionOf(docs[1]!)).toEqual({ start_page: 3, end_page: 4 });
    expect(correctionOf(docs[2]!)).toEqual({ start_page: 5, end_page: 5 });
    expect(new Set(docs.map((d) => d.key)).size).toBe(4);
    docs = moveStart(docs, 2, 4);
    expect(docs.map((d) => [d.start_page, d.end_page])).toEqual([
      [1, 1],
      [3, 3],
      [4, 5],
      [6, 6],
    ]);
    docs = mergeWithNext(docs, 2);
    expect(docs.map((d) => [d.start_page, d.end_page])).toEqual([
      [1, 1],
      [3, 3],
      [4, 6],
    ]);
    // Out-of-range edits change nothing.
    expect(splitAt(docs, 0, 1)).toEqual(docs);
    expect(moveStart(docs, 0, 2)).toEqual(docs);
    expect(moveStart(docs, 1, 1)).toEqual(docs);
    expect(mergeWithNext(docs, 2)).toEqual(docs);
  });

  it('marks separator sheets and the first page of each document', () => {
    const docs = reviewDocs(result);
    const marks = pageMarks(docs, [2], 6);
    expect(marks.map((m) => (m.separator ? 'sep' : m.starts ? 'start' : 'in'))).toEqual(['start', 'sep', 'start', 'in', 'in', 'start']);
  });

  it('names downloads safely and uniquely, and reads known cases from CSV rows', () => {
    expect(downloadNames(['a/b.pdf', 'a:b', '', '..hidden', 'A-B.PDF'])).toEqual(['a-b.pdf', 'a-b-2.pdf', 'document.pdf', 'hidden.pdf', 'A-B-3.pdf']);
    expect(casesOf([['adj_number', 'applicant', 'employer'], ['adj 1234567', ' Maria Garcia ', 'Valley Packing'], ['not a case']])).toEqual([
      { adj_number: 'ADJ1234567', claimant_name: 'Maria Garcia', employer: 'Valley Packing' },
    ]);
    expect(correctedDocuments(reviewDocs(result))[0]).toMatchObject({ document_date: '20250314', calendar_dates: [{ location: 'Fresno' }] });
  });
});
