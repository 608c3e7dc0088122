import { describe, expect, it } from 'vitest';
import { findDateMentions } from '../src/dateParsing';

const isos = (t: string) => findDateMentions(t).map((m) => m.iso);

describe('findDateMentions', () => {
  it.each([
    ['March 14, 2025', '2025-03-14'],
    ['03/14/2025', '2025-03-14'],
    ['3-14-25', '2025-03-14'],
    ['14th day of March, 2025', '2025-03-14'],
    ['Mar. 14, 2025', '2025-03-14'],
    ['Sept. 3, 2025', '2025-09-03'],
    ['14 March 2025', '2025-03-14'],
    ['2025-03-14', '2025-03-14'],
    ['03.14.2025', '2025-03-14'],
    ['the 5th of June 2024', '2024-06-05'],
    ['Friday, 09/26/2025', '2025-09-26'],
    ['DECEMBER 1, 2025', '2025-12-01'],
    ['7-12-63', '1963-07-12'],
  ])('%s', (text, iso) => {
    expect(isos(text)).toEqual([iso]);
  });

  it.each([
    ['MARCH14,2025', '2025-03-14'],
    ['May20,2025', '2025-05-20'],
    ['Ju1y 4, 2O25', '2025-07-04'],
    ['03/ 14/2025', '2025-03-14'],
    ['Septernber 9, 2024', '2024-09-09'],
    ['0ctober l5, 2025', '2025-10-15'],
    ['March 1 4, 2025', '2025-03-14'],
    ['June 3, 20 25', '2025-06-03'],
    ['1O/O5/2O23', '2023-10-05'],
  ])('OCR variant %s', (text, iso) => {
    expect(isos(text)).toEqual([iso]);
  });

  it('never invents a day or a year', () => {
    expect(isos('May 2025; 03/2025; (NUCC) 02/12; Rev. 11/2008; March 14; 14 March')).toEqual([]);
  });

  it('ignores impossible dates and numbers that only look like dates', () => {
    expect(isos('2/30/2025 13/13/2025 31/02/2025 rated 6/10 on the scale; Tax ID 95-8277534; (800) 555-0133; 05379546-341; M17.12; 10.5.23')).toEqual([]);
  });

  it('reads slashed and dotted dates month-first, day-first only when the first number cannot be a month', () => {
    expect(isos('03/04/2025')).toEqual(['2025-03-04']);
    expect(isos('04.03.2025')).toEqual(['2025-04-03']);
    expect(isos('13/01/2025')).toEqual(['2025-01-13']);
    expect(isos('14.03.2025')).toEqual(['2025-03-14']);
    expect(isos('25-12-24')).toEqual(['2024-12-25']);
  });

  it.each([
    ['14th of March, 2025', '2025-03-14'],
    ['Friday the 14th of March 2025', '2025-03-14'],
    ['14-Mar-2025', '2025-03-14'],
    ['14-MAR-25', '2025-03-14'],
    ["March 14, '25", '2025-03-14'],
    ['2025/03/14', '2025-03-14'],
    ['2025.03.14', '2025-03-14'],
    ['Fri., Mar. 14, 2025', '2025-03-14'],
    ['SEPT 3 2026', '2026-09-03'],
    ['lunes, 14 de marzo de 2025', '2025-03-14'],
    ['1 de Septiembre del 2024', '2024-09-01'],
  ])('other written forms: %s', (text, iso) => {
    expect(isos(text)).toEqual([iso]);
  });

  it('reads both ends of a hyphenated range', () => {
    expect(isos('CT 1/1/19-6/30/23')).toEqual(['2019-01-01', '2023-06-30']);
    expect(isos('01/01/2019 - 06/30/2023')).toEqual(['2019-01-01', '2023-06-30']);
  });
});
