/** The generated hard cases must be what they claim: a consistent expected answer and a scan made as the condition says. */
import { DEFAULT_ACTIVITY_TYPES } from '@wcab/classify';
import { openPdf } from '@wcab/pdf';
import { inkByHalf } from '@wcab/testkit';
import { isSeparatorValue } from '@wcab/sheets';
import { describe, expect, it } from 'vitest';
import { buildHardCase, planHardCase } from '../hard/build';
import { HARD_CONDITIONS } from '../hard/conditions';

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

describe('hard-case plans', () => {
  it.each(HARD_CONDITIONS.map((condition, index) => ({ condition, index })))(
    '$condition.name: pages, separators and documents add up',
    ({ condition, index }) => {
      const { c, separators } = planHardCase(condition, index);
      // Every page is either one separator or in exactly one document, in order.
      const owner = Array.from({ length: c.page_count }, (_, i) => {
        const page = i + 1;
        if (c.expect.separator_pages.includes(page)) return 'separator';
        return c.expect.documents.findIndex((d) => d.start_page <= page && page <= d.end_page);
      });
      expect(owner).not.toContain(-1);
      expect(c.expect.documents.every((d, k) => d.start_page === c.expect.separator_pages[k]! + 1)).toBe(true);
      // One separator of each symbology, each a separator by the product's rule.
      expect(new Set(separators.map((s) => s.symbology))).toEqual(new Set(['code128', 'code39', 'qrcode']));
      expect(separators.every((s) => isSeparatorValue(s.value))).toBe(true);
      // The hand-written answers agree with the file-name rule of the corpus README.
      for (const d of c.expect.documents) {
        expect(DEFAULT_ACTIVITY_TYPES).toContain(d.doc_type);
        expect(d.suggested_filename).toBe(`${d.document_date}-${slug(d.doc_type)}-${slug(d.applicant_name.split(' ').pop()!)}.pdf`);
      }
    },
  );

  it('is deterministic', () => {
    expect(planHardCase(HARD_CONDITIONS[3]!, 3)).toEqual(planHardCase(HARD_CONDITIONS[3]!, 3));
  });
});

describe('buildHardCase', () => {
  it('scans the whole batch image-only, with the separator sheets upside down when asked', async () => {
    const index = HARD_CONDITIONS.findIndex((c) => c.separatorsUpsideDown && c.dpi === 200);
    const hard = await buildHardCase(HARD_CONDITIONS[index]!, index);
    const pdf = await openPdf(hard.pdf);
    try {
      expect(pdf.pageCount).toBe(hard.c.page_count);
      for (let i = 0; i < pdf.pageCount; i++) expect(pdf.pageText(i)).toBe('');
      // A separator's heading and code sit in its upper half; turned over, in the lower half.
      for (const s of hard.separators) {
        const ink = inkByHalf(await pdf.renderPage(s.page - 1, { dpi: 50 }));
        expect(ink.bottom).toBeGreaterThan(ink.top);
      }
    } finally {
      pdf.close();
    }
  });
});
