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

describe("a report of an accident gives the accident's date and time at its head", () => {
  const injuries = (text: string) =>
    extractDates(text)
      .filter((d) => d.type === 'injury')
      .map((d) => d.date);

  it.each([
    [
      'Harbor Safety Board\nMarine Accident Final Report\nLocation: Port Angeles, WA Accident Number: MAR19-044\nDate & Time: 03/05/2019, 0412 PST Vessel: Kestrel\nAnalysis\nThe crew ...',
      '2019-03-05',
    ],
    ['INCIDENT REPORT\nReport No. 22-118\nEvent Date: 11/02/2023\nReported by: Shift Supervisor\nReport date: 11/03/2023', '2023-11-02'],
    ['# County Transit - Collision Incident Report Summary\n| Date/Time | 07/14/2024 16:20 |\n| Route | 12 |', '2024-07-14'],
  ])('%j', (text, date) => {
    expect(injuries(text)).toEqual([date]);
  });

  it.each([
    // A sentence that mentions an accident report is no report's title.
    'Please file an accident report with the front desk within a day.\nDate & Time: 03/05/2019 10:00',
    'notes for the incident report review\nDate & Time: 03/05/2019, 10:00',
    // A meeting's date and time under another title.
    'Staff Meeting Agenda\nDate & Time: 04/01/2024, 10:00\nRoom 4',
    // The report's own dates and a birth date are not the event's.
    'INCIDENT REPORT\nDate/Time Reported: 03/06/2019 0900\nReport Date: 03/20/2019\nDate of Birth: 02/02/1980',
  ])('%j', (text) => {
    expect(injuries(text)).toEqual([]);
  });
});
