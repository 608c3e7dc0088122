/**
 * Issue 31, precision first: a date is typed only where the document states it as such for its own case. Each
 * case is a structure read on the real set's development half, written anew by hand in more than one wording.
 */
import { describe, expect, it } from 'vitest';
import { extractDates } from '../src/dates';

const typed = (text: string) => extractDates(text).map((d) => `${d.date} ${d.type}`);

describe('"hearing" the sense is no hearing', () => {
  it.each([
    'The Veteran has had bilateral hearing loss since his discharge on June 3, 1977.',
    'Applicant claims hearing loss from noise exposure; audiogram of 03/04/2025 attached.',
    'The hearing test performed on January 9, 2025 showed a mild deficit.',
    'New hearing aids were fitted on 2/2/2025.',
  ])('%s', (text) => {
    expect(typed(text).filter((d) => d.endsWith('hearing'))).toEqual([]);
  });

  it('still reads a hearing set for a date, and a hearing on a hearing-loss claim', () => {
    expect(typed('The hearing is set for March 3, 2026 at 8:30 a.m.')).toEqual(['2026-03-03 hearing']);
    expect(typed('The hearing on the hearing loss claim is set for April 7, 2026.')).toEqual(['2026-04-07 hearing']);
  });
});

describe('"on or before" is a deadline only where the sentence asks for something', () => {
  it.each([
    ['Objections must be filed on or before May 1, 2026.', 'deadline'],
    ['Please return the signed form on or before 06/15/2026.', 'deadline'],
    ['On or before July 1, 2026, the custodian shall produce the records.', 'deadline'],
    ['These rules do not apply to claims pending before the Board on or before August 4, 2014.', 'other'],
    ['The statute covers injuries reported on or before December 31, 2012.', 'other'],
  ])('%s -> %s', (text, type) => {
    expect(extractDates(text).map((d) => d.type)).toEqual([type]);
  });
});

describe('a bound is no injury date of this case', () => {
  it.each([
    'INSTRUCTIONS: For injuries occurring on or after January 1, 2013, use form DWC-AD 10133.36.',
    'If you were injured before April 19, 2004, the old schedule applies.',
    'Permanent disability for an injury after 1/1/2013 is rated under the 2005 schedule.',
  ])('%s', (text) => {
    expect(typed(text).filter((d) => d.endsWith('injury'))).toEqual([]);
  });

  it('still reads an injury on or about a date', () => {
    expect(typed('Applicant was injured on or about March 3, 2023 when she fell.')).toEqual(['2023-03-03 injury']);
  });
});

describe('a word of a sentence types only the date right after it', () => {
  it('does not give an accident to a date past other numbers (a page footer printed mid-sentence)', () => {
    const text = `was involved in an accident after takeoff from the field near
VerDate Sep<11>2014 16:21 Aug 05, 2020 Jkt 250001 PO 00000 Frm 00001
the coast.`;
    expect(typed(text).filter((d) => d.endsWith('injury'))).toEqual([]);
  });

  it('keeps an injury told in a sentence with a few words between', () => {
    expect(typed('The applicant sustained an injury to the lower back on May 5, 2024 while lifting.')).toEqual(['2024-05-05 injury']);
  });
});

describe("a sentence that opens with its date under a label is the label's answer", () => {
  it("does not take the label's words for the date's type", () => {
    const form = `Date of Incident: 01/09/2025
Description of the incident, including the suspected cause of death, injury or abuse:
On January 10, 2025, the agency received a report regarding the child.`;
    expect(typed(form)).toEqual(['2025-01-09 injury', '2025-01-10 other']);
  });

  it('still reads a label above its own date', () => {
    expect(typed('Date of Injury:\n03/03/2024')).toEqual(['2024-03-03 injury']);
  });

  it('does not give an injury of its own case to an accident known by its own name', () => {
    expect(typed('The directive followed the Coastal Air Flight 88 accident on May 2, 2019 and a second one.')).toEqual(['2019-05-02 other']);
    expect(typed('Since the Bridgeport Refinery accident on 6/14/2021, inspections are yearly.')).toEqual(['2021-06-14 other']);
  });

  it('still reads an accident of its own case, told with capitals or an article', () => {
    expect(typed('She was hurt in a Motor Vehicle accident on March 3, 2024.')).toEqual(['2024-03-03 injury']);
    expect(typed("Mr. Osei's injury on 4/5/2024 was reported the same day.")).toEqual(['2024-04-05 injury']);
  });
});
