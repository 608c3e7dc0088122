/**
 * Issue 31, recall: dates a record states as the patient's visit, and numeric dates of a document that prints them
 * day first. Written anew by hand in more than one arrangement.
 */
import { describe, expect, it } from 'vitest';
import { extractDates } from '../src/dates';

const typed = (text: string) =>
  extractDates(text)
    .filter((d) => d.type !== 'other')
    .map((d) => `${d.date} ${d.type}`);

describe('a hospital admission is the visit (an appointment); the discharge is not', () => {
  it.each([
    ['# DISCHARGE SUMMARY\n**Patient Name:** Teodora Vasquez\n**Admission Date:** 2025-03-02\n**Discharge Date:** 2025-03-06', ['2025-03-02 appointment']],
    ['Hospital: Mercy General\nDate of Admission: 04/14/2025\nDate of Discharge: 04/18/2025\nDiagnosis: Cellulitis', ['2025-04-14 appointment']],
    ['Patient was seen in clinic. ADMISSION DATE: March 9, 2024   DISCHARGE DATE: March 12, 2024', ['2024-03-09 appointment']],
  ])('%j', (text, want) => {
    expect(typed(text)).toEqual(want);
  });
});

describe('a document that prints a date day first prints them all day first', () => {
  it('reads 10/11/2024 as 10 November beside 13/11/2024', () => {
    expect(typed('Patient ID: 4471   Admission Date: 10/11/2024\nDischarge Date: 13/11/2024   Total Stay: 3 Days')).toEqual(['2024-11-10 appointment']);
  });
  it('keeps month first where no date says otherwise', () => {
    expect(typed('Admission Date: 10/11/2024\nDischarge Date: 10/14/2024')).toEqual(['2024-10-11 appointment']);
  });
  it('keeps month first where the text also prints a date only month first (a misread digit flips nothing)', () => {
    expect(typed('Date of Injury: 10/15/2024\nServed: 17/05/2025\nThe hearing is set for 04/07/2026 at 8:30 a.m.')).toEqual([
      '2024-10-15 injury',
      '2026-04-07 hearing',
    ]);
  });
  it('reads the whole text one way: a hearing beside a day-first date', () => {
    expect(typed('Issued: 25/02/2025\nThe hearing is set for 03/04/2025 at 10:00.')).toEqual(['2025-04-03 hearing']);
  });
});
