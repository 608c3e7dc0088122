import { describe, expect, it } from 'vitest';
import { extractAll, joinPages } from '../src/index';

const page1 = `LAW OFFICES OF SMITH & JONES
123 Main Street, Suite 400
Los Angeles, CA 90012

October 3, 2025

Re: Maria Garcia v. Acme Foods, Inc.
ADJ12345678

Dear Counsel:

The defendant objects to the report of Dr. Alan Wu dated September 12, 2025. Pursuant to Labor Code
section 4062, your response to this objection must be served no later than`;

const deadline = (pages: string[]) => extractAll(pages).dates.find((d) => d.date === '2025-10-20');

describe('page breaks', () => {
  it('joins a sentence that runs on over a page break, past page numbers and a running header', () => {
    const withHeader = [`${page1}\n\nPage 1 of 2`, 'Maria Garcia\nADJ12345678\nPage 2\n\nOctober 20, 2025. Thank you.\n\nVery truly yours,\nJohn Smith'];
    const withFooter = [`${page1}\nGarcia, Maria - Objection    Page 1 of 2`, 'October 20, 2025. Thank you.\n\nPage 2 of 2'];
    const bare = [page1, '- 2 -\nOctober 20, 2025. Thank you.'];
    // A footer known only by repeating at the foot of the next page with the next number.
    const repeated = [`${page1}\nADJ12345678 1`, 'October 20, 2025. Thank you.\nADJ12345678 2'];
    for (const pages of [withHeader, withFooter, bare, repeated]) {
      expect(deadline(pages)?.type).toBe('deadline');
      expect(joinPages(pages)).toContain('no later than\nOctober 20, 2025.');
    }
  });

  it('keeps a page break that ends a paragraph, a table row or a heading as a paragraph break', () => {
    expect(joinPages(['The hearing is continued.', 'Maria Garcia\nNext paragraph.'])).toMatch(/continued\.\n\n+Maria Garcia\nNext paragraph\.$/);
    expect(joinPages(['99213 Office visit 03/02/2025 150.00', 'Maria Garcia\n99214 Office visit'])).toMatch(/150\.00\n\n+Maria Garcia/);
    expect(joinPages(['Some text here.\nSUMMARY OF MEDICAL EVIDENCE', 'The applicant was seen'])).toMatch(/EVIDENCE\n\n+The applicant/);
    // A list item or table cell ending in a capitalised word; a page opening with a heading in capitals.
    expect(joinPages(['Also Present:\nAna Ruiz, Certified Spanish Interpreter\nPage 2', 'The witness was sworn'])).toMatch(
      /Interpreter\n+Page 2\n\n+The witness/,
    );
    expect(joinPages(['the report was reviewed with the applicant and his', 'DIAGNOSES\n1. Low back pain'])).toMatch(/his\n\n+DIAGNOSES/);
    // Too short to be a broken sentence ("Dear Counsel,").
    expect(joinPages(['Dear Counsel,', 'Please find enclosed'])).toMatch(/Counsel,\n\n+Please find enclosed/);
  });

  it('drops only header lines the document printed before: new text at the top of the page stays', () => {
    const joined = joinPages([`${page1}`, 'Maria Garcia\n\nOctober 20, 2025, or the objection is waived.\nPage 2']);
    expect(joined).toContain('no later than\nOctober 20, 2025, or the objection');
    expect(joined).not.toMatch(/than\nMaria Garcia/);
    // A date the letter printed before, running straight into the text, is the text, not a header.
    const letter = `Re: Hearing of October 20, 2025\n\n${page1.replace('served no later than', 'heard on')}`;
    expect(joinPages([letter, 'October 20, 2025\nat 9:00 a.m. in Van Nuys.'])).toMatch(/heard on\nOctober 20, 2025\nat 9:00/);
    const kept = joinPages(['the applicant was seen by the treating physician on', 'a new line never printed before\nMarch 3, 2025.']);
    expect(kept).toMatch(/physician on\na new line never printed before\nMarch 3, 2025\.$/);
  });
});
