/** Batch scoring as the corpus README defines it. Pure: cases and responses in, figures out. */
import type { BatchCase, BatchOutcome } from './corpus';
import { addSets, emptyPrf, percentile, prf, Ratio } from './metrics';

export interface BatchScores {
  cases: number;
  failed: number;
  separatorExact: number;
  /** Separator pages as a set: which ones were found, which were invented (exact match hides how many). */
  separatorPages: ReturnType<typeof prf>;
  boundaries: ReturnType<typeof prf>;
  /** Share of batches split into as many documents as expected. */
  documentCount: number;
  docType: number;
  applicantSurname: number;
  documentDate: number;
  filename: number;
  adj: ReturnType<typeof prf>;
  calendar: ReturnType<typeof prf>;
  latency: { p50: number; p95: number };
}

const surname = (name: string) => (name.trim().split(/\s+/).pop() ?? '').toLowerCase().replace(/[^a-z]/g, '');

export function scoreBatch(items: Array<{ c: BatchCase; out: BatchOutcome }>): BatchScores {
  const separators = new Ratio();
  const separatorPages = emptyPrf();
  const documentCount = new Ratio();
  const bounds = emptyPrf();
  const docType = new Ratio();
  const applicant = new Ratio();
  const documentDate = new Ratio();
  const filename = new Ratio();
  const adj = emptyPrf();
  const calendar = emptyPrf();
  const latencies: number[] = [];
  let failed = 0;

  for (const { c, out } of items) {
    const d = out.ok ? out.data : undefined;
    if (!d) failed += 1;
    else latencies.push(out.latencyMs);
    separators.add(!!d && JSON.stringify(d.separator_pages) === JSON.stringify(c.expect.separator_pages));
    addSets(separatorPages, c.expect.separator_pages.map(String), (d?.separator_pages ?? []).map(String));
    documentCount.add(!!d && d.documents.length === c.expect.documents.length);
    const key = (x: { start_page: number; end_page: number }) => `${x.start_page}-${x.end_page}`;
    addSets(bounds, c.expect.documents.map(key), (d?.documents ?? []).map(key));
    const returnedByKey = new Map((d?.documents ?? []).map((x) => [key(x), x]));
    for (const want of c.expect.documents) {
      const got = returnedByKey.get(key(want));
      if (got) {
        docType.add(got.doc_type === want.doc_type);
        applicant.add(surname(got.applicant_name) === surname(want.applicant_name));
        documentDate.add(got.document_date === want.document_date);
        filename.add(got.suggested_filename === want.suggested_filename);
      }
      // ADJ and calendar over all documents: a document with wrong boundaries misses its items.
      addSets(
        adj,
        want.adj_numbers.map((n) => `${key(want)}|${n}`),
        (got?.adj_numbers ?? []).map((n) => `${key(want)}|${n}`),
      );
      const cal = (x: { date: string; time: string; type: string }) => `${key(want)}|${x.date}|${x.time}|${x.type}`;
      const wanted = want.calendar_dates.map(cal);
      const returned = (got?.calendar_dates ?? []).filter((x) => ['hearing', 'trial', 'appointment'].includes(x.type)).map(cal);
      addSets(calendar, wanted, returned);
    }
    // Returned documents matching no expected one add their ADJ numbers as false positives.
    const expectedKeys = new Set(c.expect.documents.map(key));
    for (const got of d?.documents ?? []) if (!expectedKeys.has(key(got))) adj.fp += got.adj_numbers.length;
  }

  return {
    cases: items.length,
    failed,
    separatorExact: separators.value,
    separatorPages: prf(separatorPages),
    documentCount: documentCount.value,
    boundaries: prf(bounds),
    docType: docType.value,
    applicantSurname: applicant.value,
    documentDate: documentDate.value,
    filename: filename.value,
    adj: prf(adj),
    calendar: prf(calendar),
    latency: { p50: percentile(latencies, 50), p95: percentile(latencies, 95) },
  };
}
