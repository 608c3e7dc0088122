/** The job's settings: one schema, every default, and a mistyped value stopping the process that reads it. */
import { describe, expect, it } from 'vitest';
import { loadSettings } from '../src';
import { loadJobSettings } from '../src/job';

describe('job settings', () => {
  it('default every budget, the read plan, the separator rule and the LLM stage', () => {
    const job = loadJobSettings({});
    expect(job.budgets).toEqual({ classifyOcrPages: 30, batchFirstPages: 2, batchExtraPages: 2, splitOcrPages: 100 });
    expect(job.readPlan).toBe('less');
    expect(job.splitThreshold).toBeUndefined();
    expect(job.separator).toEqual({ values: undefined, prefixes: undefined });
    expect(job.ocr).toEqual({ workers: undefined, engine: 'auto', nativeModel: undefined, nativeServer: 'auto', wasmModel: undefined, tessdata: undefined });
    expect(job.llm.mode).toBe('off');
  });

  it('read what is set; an empty value is unset', () => {
    const job = loadJobSettings({
      CLASSIFY_OCR_PAGE_BUDGET: '5',
      SPLIT_OCR_PAGE_BUDGET: '',
      READ_PLAN: 'all',
      SPLIT_THRESHOLD: '0.7',
      SEPARATOR_PREFIXES: 'BOX',
      OCR_WORKERS: '3',
      OCR_CONCURRENCY: '1',
      OCR_NATIVE_SERVER: 'off',
    });
    expect(job.budgets.classifyOcrPages).toBe(5);
    expect(job.budgets.splitOcrPages).toBe(100);
    expect(job.readPlan).toBe('all');
    expect(job.splitThreshold).toBe(0.7);
    expect(job.separator).toEqual({ values: undefined, prefixes: 'BOX' });
    expect(job.ocr.workers).toBe(3);
    expect(job.ocr.concurrency).toBe(1);
    expect(job.ocr.nativeServer).toBe('off');
  });

  it.each([
    ['CLASSIFY_OCR_PAGE_BUDGET', 'thirty'],
    ['BATCH_OCR_FIRST_PAGES', '0'],
    ['BATCH_OCR_EXTRA_PAGES', '1.5'],
    ['SPLIT_OCR_PAGE_BUDGET', '-4'],
    ['SPLIT_THRESHOLD', '1.2'],
    ['READ_PLAN', 'some'],
    ['OCR_WORKERS', 'many'],
    ['OCR_CONCURRENCY', '0'],
    ['OCR_NATIVE_SERVER', 'on'],
    ['LLM_TIMEOUT_MS', 'soon'],
  ])('a mistyped %s (%s) fails loudly, in the job threads and at the service start alike', (name, value) => {
    expect(() => loadJobSettings({ [name]: value })).toThrow(new RegExp(`Invalid setting ${name}`));
    expect(() => loadSettings({ [name]: value })).toThrow(new RegExp(`Invalid setting ${name}`));
  });

  it('the service settings carry the job settings the threads are handed', () => {
    const settings = loadSettings({ BATCH_OCR_EXTRA_PAGES: '4' });
    expect(settings.job.budgets.batchExtraPages).toBe(4);
    expect(settings.llm).toBe(settings.job.llm);
    // Plain data: it crosses into worker threads.
    expect(structuredClone(settings.job)).toEqual(settings.job);
  });
});
