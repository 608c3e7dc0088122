/** The pipeline's pure pieces: splitting, DWC separator text, summaries. */
import { describe, expect, it } from 'vitest';
import { judgeDwcSeparator } from '../src/scan/dwcSeparator';
import { segmentPages, type PageKind } from '../src/split/segment';
import { describeForeignDocument } from '@wcab/classify';
import { buildSummary, clockTime } from '../src/analysis/summary';

const kinds = (s: string) => [...s].map((c) => ({ S: 'separator', B: 'blank', C: 'content' })[c] as PageKind);
const ranges = (s: string) => segmentPages(kinds(s)).map((x) => `${x.startPage}-${x.endPage}`);

describe('segmentPages', () => {
  it('splits at separators and excludes them', () => {
    expect(ranges('SCCSCSCC')).toEqual(['2-3', '5-5', '7-8']);
    expect(ranges('CCSCC')).toEqual(['1-2', '4-5']);
  });
  it('no separators: one document; separators at the ends or in a row: no empty documents', () => {
    expect(ranges('CCCC')).toEqual(['1-4']);
    expect(ranges('SSCSS')).toEqual(['3-3']);
    expect(ranges('SSS')).toEqual([]);
  });
  it('the blank back of a separator belongs to no document; other blank pages stay in theirs', () => {
    expect(ranges('SBCCSBC')).toEqual(['3-4', '7-7']);
    expect(ranges('SCBCS')).toEqual(['2-4']);
  });
  it('remembers which separator leads each document', () => {
    expect(segmentPages(kinds('SCCSC')).map((s) => s.separatorIndex)).toEqual([0, 3]);
    expect(segmentPages(kinds('CSC')).map((s) => s.separatorIndex)).toEqual([undefined, 1]);
  });
});

describe('DWC-CA form 10232.2 separator sheets', () => {
  const ocr = 'D0CUMENT SEPARATOR  SHEET\n\nCase Number: ADJ6556394\nDocument Type: LEGAL DOCS\nDocument Title: ADJ-LEGAL DOCS-NOTICE OF HEARING\n';
  it('are recognised by title block and field labels in noisy text, and their fields read', () => {
    expect(judgeDwcSeparator(ocr)).toEqual({
      kind: 'separator',
      fields: { documentTitle: 'ADJ-LEGAL DOCS-NOTICE OF HEARING', documentType: 'LEGAL DOCS', caseNumber: 'ADJ6556394' },
    });
    // OCR that lost the heading: the form number in the footer and the labels still make the form.
    const footerOnly =
      'Case Number: ADJ1234567\nDocument Type: MEDICAL DOCS\nDocument Tit1e: ADJ-MEDICAL DOCS-QME REPORTS\nAuthor: Dr. Lee\nDWC-CA form 10232.2 (Rev. 11/2008)';
    expect(judgeDwcSeparator(footerOnly).kind).toBe('separator');
  });
  it('a page that merely mentions separator sheets is content', () => {
    const letter = [
      "WORKERS' COMPENSATION APPEALS BOARD",
      'NOTICE OF DOCUMENT REJECTION',
      'Case Number: ADJ7654321',
      'The enclosed filing cannot be accepted. Each document filed in paper must be preceded by a DOCUMENT SEPARATOR SHEET',
      '(DWC-CA form 10232.2) and the sheet you used was missing its document title. Please correct the filing and',
      'resubmit it within fifteen days. Documents filed without the required separator sheets will not be processed',
      'and will be returned to the filer. Questions may be directed to the district office clerk.',
    ].join('\n');
    expect(judgeDwcSeparator(letter)).toEqual({ kind: 'content' });
    expect(judgeDwcSeparator('NOTICE OF HEARING ... separate and apart from')).toEqual({ kind: 'content' });
  });
  it('the title block and labels on a page full of other text is in doubt, not a separator', () => {
    const body = Array.from({ length: 8 }, (_, i) => `Paragraph ${i + 1} of the decision sets out the reasons for the ruling in some detail here.`);
    const verdict = judgeDwcSeparator([ocr, ...body].join('\n'));
    expect(verdict.kind).toBe('uncertain');
    // A bare title on an otherwise empty page (labels not read): in doubt too.
    expect(judgeDwcSeparator('DOCUMENT SEPARATOR SHEET\n').kind).toBe('uncertain');
  });
});

describe('summary', () => {
  it('says what, for whom and the key event, from extracted fields only', () => {
    const s = buildSummary({
      documentType: 'wcab_form',
      title: 'Notice of Hearing',
      claimant: 'Maria Garcia',
      employer: 'Acme Corp',
      adjNumbers: ['ADJ1234567'],
      pageCount: 1,
      events: [
        { date: '2025-01-02', type: 'injury', description: 'Date of injury', location: '' },
        {
          date: '2025-03-14',
          type: 'hearing',
          description: 'Mandatory Settlement Conference',
          location: 'Van Nuys District Office, 6150 Van Nuys Boulevard',
          time: '08:30',
        },
      ],
    });
    expect(s).toBe(
      'Notice of Hearing for Maria Garcia v. Acme Corp (ADJ1234567): Mandatory Settlement Conference on March 14, 2025 at 8:30 AM, Van Nuys District Office.',
    );
    expect(buildSummary({ documentType: 'unknown', adjNumbers: [], events: [], pageCount: 2 })).toBe(
      "A document (2 pages) that does not appear to be a workers' compensation legal document.",
    );
    const foreign = describeForeignDocument([
      ['Slow Cooker Chicken Tortilla Soup', 'Serves 4 to 6 | Prep 15 min', 'Ingredients', '* 1 onion, diced', 'Directions', '1. Cook on low for 6 hours.'].join(
        '\n',
      ),
    ]);
    expect(foreign).toEqual({ heading: 'Slow Cooker Chicken Tortilla Soup', genre: 'recipe' });
    expect(buildSummary({ documentType: 'unknown', foreign, adjNumbers: [], events: [], pageCount: 1 })).toBe(
      "Slow Cooker Chicken Tortilla Soup: a recipe (1 page) that does not appear to be a workers' compensation legal document.",
    );
    // A sentence is no heading, and one section word names no genre.
    expect(describeForeignDocument(['Thank you for shopping with us today.\nIngredients\nflour'])).toEqual({});
    expect(buildSummary({ documentType: 'unknown', foreign: { heading: 'Quarterly Newsletter' }, adjNumbers: [], events: [], pageCount: 1 })).toBe(
      "Quarterly Newsletter: a document (1 page) that does not appear to be a workers' compensation legal document.",
    );
    expect(buildSummary({ documentType: 'billing', adjNumbers: [], events: [], pageCount: 1 })).toBe('Bill.');
    // A deadline whose description already says "due" is not "due due".
    const due = buildSummary({
      documentType: 'correspondence',
      title: 'Letter',
      adjNumbers: [],
      pageCount: 1,
      events: [{ date: '2025-02-10', type: 'deadline', description: 'Response due', location: '' }],
    });
    expect(due).toContain('Response due February 10, 2025');
    expect(
      buildSummary({
        documentType: 'correspondence',
        title: 'Letter',
        adjNumbers: [],
        pageCount: 1,
        events: [{ date: '2025-02-10', type: 'deadline', description: 'Filing deadline', location: '' }],
      }),
    ).toContain('Filing deadline due February 10, 2025');
    expect(clockTime('13:05')).toBe('1:05 PM');
    expect(clockTime('00:15')).toBe('12:15 AM');
  });
});
