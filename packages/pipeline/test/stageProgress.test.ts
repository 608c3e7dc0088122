/**
 * Progress that counts every stage: a batch's reported pages climb through the scan, the split and each
 * document's reading, extraction and classification, never go back, and never say "all done" before the
 * job has ended (its status and the MCP tool's last notification do that). Before, the separator scan alone
 * reported every page done. Runs the real batch job on a text batch, with a JobContext whose reporter records.
 */
import { concatPdfs, makeTextPdf } from '@wcab/testkit';
import { separatorSheetPdf } from '@wcab/sheets';
import { openPdf } from '@wcab/pdf';
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr } from '../src/read/ocr';
import { batchJob } from '../src/batch/batchJob';
import { standaloneContext } from '../src/context/jobContext';
import { BATCH_STAGES, CLASSIFY_STAGES, StageProgress } from '../src/stageProgress';

afterAll(() => closeOcr());

describe('StageProgress', () => {
  it('weighs each stage, never goes back, and stops one page short of the total', () => {
    const seen: number[] = [];
    const progress = new StageProgress(BATCH_STAGES, 100, (done) => seen.push(done));
    progress.stage('scan', 50, 100);
    progress.stage('scan', 100, 100);
    progress.stage('scan', 10, 100); // late report of an earlier page: ignored
    progress.stage('split', 1, 1);
    progress.stage('documents', 50, 100);
    progress.stage('documents', 100, 100);
    expect(seen).toEqual([17, 35, 40, 70, 99]);
    const single: number[] = [];
    new StageProgress(CLASSIFY_STAGES, 5, (done) => single.push(done)).stage('read', 1, 1);
    expect(single).toEqual([4]);
  });
});

describe('a batch job reports progress over every stage', () => {
  it('climbs past the scan while documents are analysed, and leaves "done" to the job\'s end', async () => {
    const doc = (title: string, who: string) =>
      makeTextPdf([[title, `RE: Applicant: ${who}`, 'Case Number: ADJ1234567', 'Dear Counsel: please find enclosed the records.']]);
    const pdf = await concatPdfs([
      await doc('NOTICE OF HEARING', 'Maria Lopez'),
      await doc('PROOF OF SERVICE', 'Maria Lopez'),
      await separatorSheetPdf({ activityType: 'Correspondence' }),
      await doc('LETTER', 'Juan Ortega'),
      await separatorSheetPdf({ activityType: 'Medical Report' }),
      await doc('MEDICAL REPORT', 'Ana Ruiz'),
      await doc('MEDICAL REPORT', 'Ana Ruiz'),
      await separatorSheetPdf({ activityType: 'Order' }),
      await doc('ORDER', 'Luis Ortega'),
      await doc('ORDER', 'Luis Ortega'),
    ]);
    const events: { pagesDone: number; pagesTotal?: number }[] = [];
    const ctx = { ...standaloneContext(), progress: (pagesDone: number, pagesTotal?: number) => void events.push({ pagesDone, pagesTotal }) };
    const opened = await openPdf(pdf);
    const outcome = await batchJob(opened, { options: { split: 'separators' } }, ctx).finally(() => opened.close());
    expect(outcome.ok).toBe(true);
    const done = events.map((e) => e.pagesDone);
    expect(events.every((e) => e.pagesTotal === 10)).toBe(true);
    for (let i = 1; i < done.length; i++) expect(done[i]!).toBeGreaterThanOrEqual(done[i - 1]!);
    // Never "all done" while the job runs...
    expect(Math.max(...done)).toBe(9);
    // ...and the scan of all ten pages is only about a third of the work.
    const scanShare = Math.floor(BATCH_STAGES.scan * 10);
    expect(done.filter((d) => d <= scanShare).length).toBeGreaterThan(0);
    expect(done.filter((d) => d > Math.floor((BATCH_STAGES.scan + BATCH_STAGES.split) * 10)).length).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
