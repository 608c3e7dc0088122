/**
 * The JobSpecs: one source for a job's params and defaults. The type checks below are compiled by
 * `npm run typecheck` (this file is in tsconfig's include): a field a spec does not know fails it.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BATCH_PAGES, DEFAULT_MAX_CLASSIFY_PAGES, JOB_KINDS, JOB_SPECS, isJobKind, parseJobParams, type TypedJob } from '../src';

describe('job specs', () => {
  it('fills every default a producer leaves out, the page limits among them', () => {
    expect(parseJobParams('classify', {})).toEqual({
      document_type: 'pdf',
      options: { extract_dates: false, extract_adj: false, evidence: false, searchable: false },
      maxPages: DEFAULT_MAX_CLASSIFY_PAGES,
    });
    const batch = parseJobParams('batch', { options: { split: 'auto' } });
    expect(batch.maxPages).toBe(DEFAULT_MAX_BATCH_PAGES);
    expect(batch.keep_documents).toBe(false);
    expect(batch.options.split).toBe('auto');
    expect(JOB_SPECS.batch.defaultMaxPages).toBe(DEFAULT_MAX_BATCH_PAGES);
  });

  it('refuses params that break the spec, and knows its kinds', () => {
    expect(() => parseJobParams('classify', { maxPages: 0 })).toThrow();
    expect(() => parseJobParams('batch', { options: { include_documents: 'yes' } })).toThrow();
    expect(JOB_KINDS).toEqual(['classify', 'batch', 'render']);
    expect(isJobKind('batch')).toBe(true);
    expect(isJobKind('toString')).toBe(false);
    expect(isJobKind(undefined)).toBe(false);
  });

  it('types params by kind (checked by the typecheck)', () => {
    const jobs: TypedJob[] = [
      { kind: 'batch', params: { keep_documents: true, maxPages: 3 } },
      // @ts-expect-error keep_documents belongs to batch jobs only
      { kind: 'classify', params: { keep_documents: true } },
      // @ts-expect-error a renamed field is not a field of the spec
      { kind: 'classify', params: { max_pages: 3 } },
    ];
    expect(jobs).toHaveLength(3);
  });
});
