/** The review page's editing rules (packages/web/app/review.ts), without a browser. */
import { describe, expect, it } from 'vitest';
import { BatchResult, DATE_TYPES as CONTRACT_DATE_TYPES, DOCUMENT_TYPES as CONTRACT_DOCUMENT_TYPES } from '@wcab/contract';
import { DEFAULT_ACTIVITY_TYPES } from '@wcab/classify';
import { buildAppBundle } from '../src/routes';
import {
  casesOf,
  correctedDocuments,
  correctionOf,
  DATE_TYPES,
  DOCUMENT_TYPES,
  edit,
  mergeWithNext,
  moveStart,
  pageMarks,
  reviewDocs,
  reviewOrder,
  remember,
  serviceFileName,
  settled,
  splitAt,
  undo,
} from '../app/review';

const doc = (start: number, end: number, extra: Record<string, unknown> = {}) => ({
  start_page: start,
  end_page: end,
  doc_type: 'Medical Report',
  applicant_name: 'Maria Garcia',
  adj_numbers: ['ADJ1234567'],
  document_date: '20250314',
  suggested_filename: '20250314-medical-report-garcia.pdf',
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
  });

  it("bundles the classifier's own default labels, the service's file-naming rule and its format sniff, without zod", async () => {
    const { js, inputs } = await buildAppBundle();
    expect(inputs).toContain('packages/contract/src/labels.ts');
    expect(inputs).toContain('packages/contract/src/naming.ts');
    // The service's own sniff decides which files the page sends, and nothing else of the PDF engine comes along.
    expect(inputs.filter((file) => file.startsWith('packages/pdf/'))).toEqual(['packages/pdf/src/sniff.ts']);
    expect(inputs.filter((file) => /node_modules\/zod\/|packages\/(classify|pipeline|output)\//.test(file))).toEqual([]);
    for (const label of DEFAULT_ACTIVITY_TYPES) expect(js).toContain(JSON.stringify(label));
  }, 60_000);

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

  it('renames a document as the service would when its label, applicant or date changes, but keeps a name typed by hand', () => {
    const [report] = reviewDocs(result);
    expect(report!.suggested_filename).toBe(serviceFileName(report!));
    const relabelled = edit(report!, { doc_type: 'Ortho Follow-Up' });
    expect(relabelled.suggested_filename).toBe('20250314-ortho-follow-up-garcia.pdf');
    const renamed = edit(edit(relabelled, { applicant_name: 'Ana De La Cruz' }), { document_date: '2025-04-01' });
    expect(renamed.suggested_filename).toBe('20250401-ortho-follow-up-de-la-cruz.pdf');
    // Cleared fields: the service's stand-ins.
    expect(edit(renamed, { applicant_name: '', document_date: '' }).suggested_filename).toBe('undated-ortho-follow-up-unknown.pdf');
    // A name typed by hand is the person's: later edits leave it.
    const typed = edit(renamed, { suggested_filename: 'Garcia intake letter' });
    expect(edit(typed, { doc_type: 'Correspondence' }).suggested_filename).toBe('Garcia intake letter');
    // The renamed document is what the downloads and the calendar carry.
    expect(correctedDocuments([relabelled])[0]!.suggested_filename).toBe('20250314-ortho-follow-up-garcia.pdf');
  });

  it('undoes the last edits, one field at a time (keys typed in a row are one step), back to the answer', () => {
    const answer = reviewDocs(result);
    let docs = answer;
    let history = remember([], docs, 'the label of document 1', 'd1:label');
    docs = docs.map((d, i) => (i === 0 ? edit(d, { doc_type: 'Notice of Hearing' }) : d));
    // Typing "Ana" into the applicant: three keys, one step.
    for (const typed of ['A', 'An', 'Ana']) {
      history = remember(history, docs, 'the applicant of document 1', 'd1:applicant');
      docs = docs.map((d, i) => (i === 0 ? edit(d, { applicant_name: typed }) : d));
    }
    history = remember(history, docs, 'the split of document 2');
    docs = splitAt(docs, 1, 5);
    expect(history.map((h) => h.what)).toEqual(['the label of document 1', 'the applicant of document 1', 'the split of document 2']);

    let step = undo(history)!;
    expect(step.what).toBe('the split of document 2');
    expect(step.docs.map((d) => [d.start_page, d.end_page])).toEqual([
      [1, 1],
      [3, 5],
      [6, 6],
    ]);
    expect(step.docs[0]!.applicant_name).toBe('Ana');
    step = undo(step.history)!;
    expect(step.what).toBe('the applicant of document 1');
    expect(step.docs[0]!.applicant_name).toBe('Maria Garcia');
    expect(step.docs[0]!.doc_type).toBe('Notice of Hearing');
    step = undo(step.history)!;
    expect(step.docs).toBe(answer);
    expect(step.docs.map(correctionOf)).toEqual([undefined, undefined, undefined]);
    expect(undo(step.history)).toBeUndefined();
  });

  it('reads known cases from CSV rows', () => {
    expect(casesOf([['adj_number', 'applicant', 'employer'], ['adj 1234567', ' Maria Garcia ', 'Valley Packing'], ['not a case']])).toEqual([
      { adj_number: 'ADJ1234567', claimant_name: 'Maria Garcia', employer: 'Valley Packing' },
    ]);
    expect(correctedDocuments(reviewDocs(result))[0]).toMatchObject({ document_date: '20250314', calendar_dates: [{ location: 'Fresno' }] });
  });
});
