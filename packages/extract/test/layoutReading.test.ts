import { describe, expect, it } from 'vitest';
import { extractAll, isFieldLabel, readByLayout } from '../src';
import { printed } from './printedRows';

describe('reading a page by its layout', () => {
  it('a caption printed as a header row over its values gives the applicant, employer and case', () => {
    const { text, words } = printed([
      [["WORKERS' COMPENSATION APPEALS BOARD", 150]],
      [
        ['Case Number(s)', 72],
        ['Applicant', 200],
        ['Employer', 360],
      ],
      [
        ['ADJ12345678', 72],
        ['Teodoro Arreola', 200],
        ['Bayside Cold Storage LLC', 360],
      ],
      [['NOTICE OF HEARING', 230]],
    ]);
    expect(extractAll([text]).applicantName).toBeUndefined();
    const read = extractAll([text], { layouts: [words] });
    expect(read.applicantName).toBe('Teodoro Arreola');
    expect(read.employer).toBe('Bayside Cold Storage LLC');
    expect(read.adjNumbers.map((a) => [a.number, a.claimant_name])).toEqual([['ADJ12345678', 'Teodoro Arreola']]);
    expect(readByLayout(text, words)).toContain('Case Number(s): ADJ12345678   Applicant: Teodoro Arreola   Employer: Bayside Cold Storage LLC');
  });

  it('a label column without colons, the rest of the page untouched', () => {
    const { text, words } = printed([
      [['PROGRESS REPORT', 200]],
      [
        ['Patient', 72],
        ['Marisela Okonkwo', 230],
      ],
      [
        ['Employer', 72],
        ['Golden Poppy Landscaping', 230],
      ],
      [
        ['Date of Injury', 72],
        ['03/14/2022', 230],
      ],
      [['The patient reports pain in the lumbar spine.', 72]],
    ]);
    const out = readByLayout(text, words);
    expect(out.split('\n')).toEqual([
      'PROGRESS REPORT',
      'Patient: Marisela Okonkwo',
      'Employer: Golden Poppy Landscaping',
      'Date of Injury: 03/14/2022',
      'The patient reports pain in the lumbar spine.',
    ]);
    const read = extractAll([text], { layouts: [words] });
    expect(read.applicantName).toBe('Marisela Okonkwo');
    expect(read.dates.filter((d) => d.type === 'injury').map((d) => d.date)).toEqual(['2022-03-14']);
  });

  it('a hearing table row stays one record, so its date is read as the hearing', () => {
    const { text, words } = printed([
      [
        ['Date', 72],
        ['Time', 180],
        ['Hearing Type', 260],
        ['Location', 400],
      ],
      [
        ['07/08/2025', 72],
        ['8:30 AM', 180],
        ['Mandatory Settlement Conference', 260],
        ['Oakland District Office', 400],
      ],
    ]);
    const read = extractAll([text], { layouts: [words] });
    expect(read.calendarDates).toEqual([expect.objectContaining({ date: '2025-07-08', time: '08:30', type: 'hearing' })]);
  });

  it('leaves a page without pairs exactly as it was, and words that do not match the text are ignored', () => {
    const { text, words } = printed([[['Dear Ms. Whitcombe:', 72]], [['We enclose the report you asked for.', 72]]]);
    expect(readByLayout(text, words)).toBe(text);
    const shifted = words.map((w) => ({ ...w, start: w.start! + 1, end: w.end! + 1 }));
    expect(readByLayout(text, shifted)).toBe(text);
  });

  it('a field break printed as a wide gap but read as one space ends the value before it', () => {
    // "Patient: Kofi Tejeda" and "Claim #: ..." are two fields of one line; the text layer joins them with one space.
    const { text, words } = printed([
      [
        ['Patient: Kofi Tejeda', 72],
        ['Claim #: 2019-833519-WC', 260],
      ],
      [['Employer: Quarry Lane Contractors', 72]],
    ]);
    expect(text.split('\n')[0]).toBe('Patient: Kofi Tejeda Claim #: 2019-833519-WC');
    expect(extractAll([text]).applicantName).toBeUndefined();
    expect(readByLayout(text, words).split('\n')[0]).toBe('Patient: Kofi Tejeda   Claim #: 2019-833519-WC');
    expect(extractAll([text], { layouts: [words] }).applicantName).toBe('Kofi Tejeda');
    // A wide gap before a cell that is no labelled field ("Defendant   Roach, Melvin") is left as read.
    const cells = printed([
      [
        ['Defendant', 72],
        ['Roach, Melvin', 260],
      ],
    ]);
    expect(readByLayout(cells.text, cells.words)).toBe(cells.text);
    // Words a single space apart stay as they are, however wide the page's other gaps.
    const prose = printed([[['We enclose the report you asked for.', 72]], [['Dear Ms. Whitcombe:', 72]]]);
    expect(readByLayout(prose.text, prose.words)).toBe(prose.text);
  });

  it('knows the labels of forms and captions, not names or sentences', () => {
    for (const l of [
      'Applicant',
      'Case Number(s)',
      "2. Employee's Name",
      'Insurance Carrier',
      'DOI',
      'Date of Injury',
      'Claims Administrator',
      'WCAB Case No.',
      'Hearing Date',
      'Date Issued',
    ])
      expect(isFieldLabel(l), l).toBe(true);
    for (const t of ['Maria Garcia', 'Zenith Insurance Company', 'The applicant was injured', 'ADJ1234567', 'Dear Sir']) expect(isFieldLabel(t), t).toBe(false);
  });
});
