/**
 * Every span an extractor returns is where the page holds the value: mapped back to the page it was
 * read from (sourceMap), the page's characters there are the value as printed. Confidence follows
 * where the value was found (own label over a distant cue, caption over narrative, printed over repaired).
 */
import { describe, expect, it } from 'vitest';
import { extractAll, type Extraction } from '../src/extractAll';
import { sourceMap } from '../src/sourceMap';
import type { Span } from '../src/spans';

/** The words of `span` on its page, as printed. */
function printed(pages: string[], x: Extraction, span: Span | undefined): { page: number; text: string } {
  expect(span, 'a span').toBeDefined();
  const at = sourceMap(pages, x.text).locate(span!.start, span!.end);
  expect(at, 'placed on a page').toBeDefined();
  return { page: at!.page, text: pages[at!.page]!.slice(at!.start, at!.end) };
}

const words = (s: string) => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];
/** Every word of `value` is among the printed words (names are normalised: "GARCIA, MARIA" is "Maria Garcia"). */
function holdsName(text: string, value: string) {
  const have = new Set(words(text));
  for (const w of words(value)) expect(have.has(w), `${w} in "${text}"`).toBe(true);
}

const NOTICE = [
  [
    "WORKERS' COMPENSATION APPEALS BOARD",
    'STATE OF CALIFORNIA',
    '',
    'MARIA GARCIA,',
    'Applicant,',
    'vs.',
    'ACME PLUMBING, INC.; ZENITH INSURANCE COMPANY,',
    'Defendants.',
    '',
    'Case No. ADJ1234567',
    '',
    'NOTICE OF HEARING',
    '',
    'A Mandatory Settlement Conference is set for April 22, 2025 at 8:30 a.m.',
    'at the Van Nuys District Office, 6150 Van Nuys Boulevard, Van Nuys, CA 91401.',
  ].join('\n'),
  [
    'STATUS CONFERENCE',
    'Time: 9:00 a.m.',
    'Date: June 3, 2025',
    '',
    'Date of Injury: 03/14/2024',
    'Also filed under ADJ l2345678 (as scanned).',
    'Served on March 2, 2025 by Karen T. Whitfield, Esq.',
    '',
    'Dated: March 1, 2025',
  ].join('\n'),
];

describe('spans of extractAll', () => {
  const x = extractAll(NOTICE);

  it('case numbers: each where the page prints it, labelled ones and legacy WCAB numbers as well as ADJ numbers', () => {
    const pages = [`${NOTICE[0]}\nClaim No.: 05-887123, 05-887124\nPrior case LAO 0812345 is closed.`, NOTICE[1]!];
    const c = extractAll(pages);
    expect(c.caseNumbers).toEqual(['ADJ1234567', 'ADJ12345678', 'LAO 0812345', '05-887123', '05-887124']);
    expect(c.spans.caseNumbers).toHaveLength(c.caseNumbers.length);
    const at = c.spans.caseNumbers.map((s) => printed(pages, c, s));
    expect(at).toEqual([
      { page: 0, text: 'ADJ1234567' },
      { page: 1, text: 'ADJ l2345678' },
      { page: 0, text: 'LAO 0812345' },
      { page: 0, text: '05-887123' },
      { page: 0, text: '05-887124' },
    ]);
    // An ADJ number's evidence is its number's: the repaired one is as doubtful there as in adj_numbers.
    expect(c.spans.caseNumbers[1]).toEqual(c.spans.adjNumbers[1]!.number);
    expect(c.spans.caseNumbers[3]!.confidence).toBeGreaterThan(c.spans.caseNumbers[2]!.confidence);
  });

  it('ADJ numbers: the printed number, lower confidence when repaired from OCR confusions', () => {
    expect(x.adjNumbers.map((a) => a.number)).toEqual(['ADJ1234567', 'ADJ12345678']);
    const clean = printed(NOTICE, x, x.spans.adjNumbers[0]!.number);
    expect(clean).toEqual({ page: 0, text: 'ADJ1234567' });
    const repaired = printed(NOTICE, x, x.spans.adjNumbers[1]!.number);
    expect(repaired).toEqual({ page: 1, text: 'ADJ l2345678' });
    expect(x.spans.adjNumbers[1]!.number!.confidence).toBeLessThan(x.spans.adjNumbers[0]!.number!.confidence);
    // The claimant and employer of each number: where the caption names them.
    holdsName(printed(NOTICE, x, x.spans.adjNumbers[0]!.claimant).text, x.adjNumbers[0]!.claimant_name);
    holdsName(printed(NOTICE, x, x.spans.adjNumbers[0]!.employer).text, x.adjNumbers[0]!.employer);
  });

  it('applicant and employer: the caption as printed', () => {
    expect(x.applicantName).toBe('Maria Garcia');
    const a = printed(NOTICE, x, x.spans.applicantName);
    expect(a).toEqual({ page: 0, text: 'MARIA GARCIA' });
    holdsName(printed(NOTICE, x, x.spans.employer).text, x.employer!);
  });

  it('dates: the date as printed, the cue that typed it and the location; a distant cue is less sure than a label', () => {
    const byDate = new Map(x.dates.map((d) => [d.date, d]));
    const hearing = byDate.get('2025-04-22')!;
    expect(printed(NOTICE, x, hearing.spans!.date)).toEqual({ page: 0, text: 'April 22, 2025' });
    expect(printed(NOTICE, x, hearing.spans!.type).text).toMatch(/Mandatory Settlement Conference/);
    expect(printed(NOTICE, x, hearing.spans!.location).text).toMatch(/^Van Nuys District Office, 6150 Van Nuys Boulevard,\s+Van Nuys, CA 91401$/);
    const injury = byDate.get('2024-03-14')!;
    expect(injury.type).toBe('injury');
    expect(printed(NOTICE, x, injury.spans!.date)).toEqual({ page: 1, text: '03/14/2024' });
    expect(printed(NOTICE, x, injury.spans!.type).text).toBe('Date of Injury:');
    // "STATUS CONFERENCE" above "Time:" above "Date:": typed by the heading, not the date's own label.
    const status = byDate.get('2025-06-03')!;
    expect(status.type).toBe('hearing');
    expect(printed(NOTICE, x, status.spans!.type).text).toBe('STATUS CONFERENCE');
    expect(status.spans!.date.confidence).toBeLessThan(injury.spans!.date.confidence);
  });

  it('document date and parties: where each was read', () => {
    expect(x.documentDate).toBe('2025-03-01');
    expect(printed(NOTICE, x, x.spans.documentDate)).toEqual({ page: 1, text: 'March 1, 2025' });
    expect(x.parties.length).toBe(x.spans.parties.length);
    x.parties.forEach((name, i) => holdsName(printed(NOTICE, x, x.spans.parties[i]).text, name));
    const attorney = x.parties.indexOf('Karen T. Whitfield');
    expect(attorney).toBeGreaterThan(0);
    expect(printed(NOTICE, x, x.spans.parties[attorney]).page).toBe(1);
    // A name marked by "Esq." in a sentence is less sure than the caption's.
    expect(x.spans.parties[attorney]!.confidence).toBeLessThan(x.spans.parties[0]!.confidence);
  });
});

describe('spans through text normalisation', () => {
  it('a value OCR printed apart from its label (put back after it for reading) maps to where it was printed', () => {
    const page = [
      'Patient:',
      '',
      'Employer:',
      '',
      'Date of Injury:',
      'Statement Date:',
      '',
      'STOCKTON PHYSICAL MEDICINE & REHABILITATION',
      '',
      'Daniel Martinez',
      '',
      'Westside Unified School District',
      '',
      'September 23, 2022',
      '',
      'September 4, 2025',
    ].join('\n');
    const x = extractAll([page]);
    expect(x.applicantName).toBe('Daniel Martinez');
    expect(printed([page], x, x.spans.applicantName).text).toBe('Daniel Martinez');
    const injury = x.dates.find((d) => d.type === 'injury')!;
    expect(injury.date).toBe('2022-09-23');
    const at = printed([page], x, injury.spans!.date);
    expect(at.text).toBe('September 23, 2022');
    expect(page.indexOf(at.text)).toBeGreaterThan(page.indexOf('Westside'));
  });

  it('an OCR digit repaired inside a word and a page furniture line dropped between pages do not shift later spans', () => {
    const pages = ['The 0ffice of the Appeals Board has set a trial. The matter must be heard no later than', 'Page 1 of 2', 'Applicant: Rosa Nguyen'];
    const x = extractAll(pages);
    expect(x.applicantName).toBe('Rosa Nguyen');
    expect(printed(pages, x, x.spans.applicantName)).toEqual({ page: 2, text: 'Rosa Nguyen' });
  });

  it('places nothing when a span was not printed anywhere (no evidence rather than a wrong place)', () => {
    const map = sourceMap(['abc'], 'abc\n\nxyz inserted');
    expect(map.locate(5, 8)).toBeUndefined();
    expect(map.locate(0, 3)).toEqual({ page: 0, start: 0, end: 3 });
  });
});
