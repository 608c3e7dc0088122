import type { Case } from '@wcab/contract';
import { describe, expect, it } from 'vitest';
import { extractAll } from '../src/extractAll';

/** A notice laid out as a table, caption without role words, office on the PLACE line. */
const TABLE_NOTICE = `STATE OF CALIFORNIA
DIVISION OF WORKERS' COMPENSATION
WORKERS' COMPENSATION APPEALS BOARD

Case No. ADJ11223344

KIMBERLY TRAN                                   NOTICE OF HEARING
vs.
ORCHARD SUPPLY HARDWARE, LLC; SENTRY INSURANCE COMPANY

NOTICE IS HEREBY GIVEN that the above-captioned case is set for hearing as follows:

TYPE OF HEARING:   MANDATORY SETTLEMENT CONFERENCE
DATE:              Tuesday, June 3, 2025
TIME:              8:30 AM
PLACE:             WCAB Anaheim District Office
                   1065 N. PacifiCenter Drive, Suite 170
                   Anaheim, CA 92806

Dated: April 21, 2025                        Served by: J. Ortiz`;

/** A defence letter about a QME appointment, written as prose. */
const QME_LETTER = `LEWIS & PARK LLP
1 World Trade Center, Suite 800
Long Beach, CA 90831

June 2, 2025

VIA U.S. MAIL
Howard Lee
4412 Cypress Ave.
Fresno, CA 93702

Re:   Howard Lee v. Orchard Supply Hardware
      WCAB No.: ADJ11223344 / ADJ11223345
      D/I: 02/14/2024
      Our File No.: 1234-567

Dear Mr. Lee:

An appointment has been made for you with the Panel Qualified Medical Evaluator, Dr. Susan Park, on July 15, 2025, at 10:30 a.m. Please report to 2200 W. Shaw Avenue, Suite 110, Fresno, CA 93711. Please bring this letter.

Sincerely,
Paul Ng, Esq.
LEWIS & PARK LLP`;

/** An adjuster's letter as Tesseract might read it. */
const OCR_DELAY_LETTER = `Tristar Risk Management
P.O. Box 2210, Long Beach, CA 90801
Ph0ne (562) 555-0123

O3/O4/2O25

Kimberly Tran
22 Elm Street
Anaheim, CA

Emp1oyee: Kimberly Tran
Emp1oyer: Orchard Supply Hardware, LLC
Claim N0.: 25-00123
WCAB Case N0: ADIJl1223344
Date 0f lnjury: O2/l4/2O24

NOTICE OF DELAY IN DECISION
We have received your claim form. We need more information and expect to make a decision no later than
Apri1 3O, 2O25.

Sincerely,
Dana Whitt
Claims Adjuster`;

/** Findings and Award with a cumulative-trauma finding written differently. */
const FINDINGS = `WORKERS' COMPENSATION APPEALS BOARD
STATE OF CALIFORNIA
KEVIN O'NEIL,                                       Case No. ADJ9988776
      Applicant,                                   FINDINGS AND AWARD
v.
SIERRA AUTO GROUP, INC.;
STATE COMPENSATION INSURANCE FUND,
      Defendants.

FINDINGS OF FACT
1. KEVIN O'NEIL, born 3/3/1970, while employed during the period from 6/1/2015 through 5/31/2023, as a mechanic,
at Fresno, California, by SIERRA AUTO GROUP, INC., sustained injury arising out of and in the course of employment
to his back.
AWARD IS MADE in favor of KEVIN O'NEIL against STATE COMPENSATION INSURANCE FUND of permanent disability.
Dated: 12/02/2024
WORKERS' COMPENSATION ADMINISTRATIVE LAW JUDGE
SERVED ON ALL PARTIES ON 12/02/2024`;

/** A progress report in a compact two-column style. */
const PR2 = `PRIMARY TREATING PHYSICIAN'S PROGRESS REPORT (PR-2)
Patient Name: LEE, HOWARD        DOB: 04/04/1975
Claim #: 25-00123                 DOI: 02/14/2024
Employer: Orchard Supply Hardware, LLC
Date of Exam: 05/01/2025
Work status: Temporary total disability through 06/12/2025.
Follow-up: 06/12/2025 @ 2:00 PM
Signed: Anil Mehta, M.D.   Date: 05/02/2025`;

describe('extractAll', () => {
  it('reads a tabular notice of hearing', () => {
    const r = extractAll([TABLE_NOTICE]);
    expect(r.adjNumbers).toEqual([{ number: 'ADJ11223344', claimant_name: 'Kimberly Tran', employer: 'Orchard Supply Hardware, LLC' }]);
    expect(r.calendarDates).toEqual([
      {
        date: '2025-06-03',
        time: '08:30',
        type: 'hearing',
        location: 'Anaheim District Office, 1065 N. PacifiCenter Drive, Suite 170, Anaheim, CA 92806',
      },
    ]);
    expect(r.documentDate).toBe('2025-04-21');
    expect(r.parties).toEqual(expect.arrayContaining(['Kimberly Tran', 'Orchard Supply Hardware, LLC', 'Sentry Insurance Company']));
  });

  it('reads a QME appointment letter written as prose', () => {
    const r = extractAll([QME_LETTER]);
    expect(r.adjNumbers.map((a) => a.number)).toEqual(['ADJ11223344', 'ADJ11223345']);
    expect(r.adjNumbers[0]).toMatchObject({ claimant_name: 'Howard Lee', employer: 'Orchard Supply Hardware' });
    expect(r.dates.filter((d) => d.type !== 'other').map((d) => `${d.date} ${d.type}`)).toEqual(['2024-02-14 injury', '2025-07-15 appointment']);
    expect(r.calendarDates[0]).toMatchObject({ time: '10:30', location: '2200 W. Shaw Avenue, Suite 110, Fresno, CA 93711' });
    expect(r.documentDate).toBe('2025-06-02');
    expect(r.parties).toEqual(expect.arrayContaining(['Howard Lee', 'Paul Ng', 'Lewis & Park LLP', 'Susan Park']));
    expect(r.caseNumbers).not.toContain('1234-567');
  });

  it('reads an OCR-noisy adjuster letter', () => {
    const r = extractAll([OCR_DELAY_LETTER]);
    expect(r.adjNumbers).toEqual([{ number: 'ADJ11223344', claimant_name: 'Kimberly Tran', employer: 'Orchard Supply Hardware, LLC' }]);
    expect(r.dates.filter((d) => d.type !== 'other').map((d) => `${d.date} ${d.type}`)).toEqual(['2024-02-14 injury', '2025-04-30 deadline']);
    expect(r.documentDate).toBe('2025-03-04');
    expect(r.caseNumbers).toEqual(['ADJ11223344', '25-00123']);
  });

  it('reads findings with a cumulative trauma period', () => {
    const r = extractAll([FINDINGS]);
    expect(r.adjNumbers).toEqual([{ number: 'ADJ9988776', claimant_name: "Kevin O'Neil", employer: 'Sierra Auto Group, Inc.' }]);
    expect(r.dates.filter((d) => d.type !== 'other').map((d) => `${d.date} ${d.type}`)).toEqual(['2015-06-01 injury', '2023-05-31 injury']);
    expect(r.documentDate).toBe('2024-12-02');
    expect(r.calendarDates).toEqual([]);
  });

  it('reads a compact progress report', () => {
    const r = extractAll([PR2]);
    expect(r.applicantName).toBe('Howard Lee');
    expect(r.employer).toBe('Orchard Supply Hardware, LLC');
    expect(r.calendarDates).toEqual([{ date: '2025-06-12', time: '14:00', type: 'appointment', location: '' }]);
    expect(r.dates.find((d) => d.type === 'injury')?.date).toBe('2024-02-14');
    expect(r.documentDate).toBe('2025-05-02');
  });

  it('fills names from known cases and infers ADJ numbers for a named claimant', () => {
    const cases: Case[] = [
      { adj_number: 'ADJ11223344', claimant_name: 'Kimberly Tran', employer: 'Orchard Supply Hardware, LLC' },
      { adj_number: 'ADJ5550001', claimant_name: 'Howard Lee', employer: 'Orchard Supply Hardware, LLC' },
      { adj_number: 'ADJ5550002', claimant_name: 'Howard Lee', employer: 'Orchard Supply Hardware, LLC' },
    ];
    const noName = 'Employer: Orchard Supply Hardware\nWCAB Case No.: ADJ11223344\nDear Counsel:';
    const r1 = extractAll([noName], { cases });
    expect(r1.adjNumbers).toEqual([{ number: 'ADJ11223344', claimant_name: 'Kimberly Tran', employer: 'Orchard Supply Hardware, LLC' }]);
    expect(r1.applicantName).toBe('Kimberly Tran');
    const r2 = extractAll([PR2], { cases });
    expect(r2.adjNumbers).toEqual([]);
    expect(r2.inferredAdjNumbers.map((a) => a.number)).toEqual(['ADJ5550001', 'ADJ5550002']);
  });

  it('accepts pages joined by the pipeline and a plain string', () => {
    const r = extractAll(['Applicant: Rosa Diaz', 'Case No.: ADJ4445556']);
    expect(r.adjNumbers).toEqual([{ number: 'ADJ4445556', claimant_name: 'Rosa Diaz', employer: '' }]);
    expect(extractAll('Applicant: Rosa Diaz\nCase No.: ADJ4445556').adjNumbers).toEqual(r.adjNumbers);
  });

  it('returns empty results for non-legal documents', () => {
    const r = extractAll(['Slow Cooker Chicken Tortilla Soup\nServes 4 to 6 | Prep 15 min | Cook 6 hours\n1 can (15 oz) black beans']);
    expect(r).toMatchObject({ adjNumbers: [], caseNumbers: [], parties: [], dates: [], calendarDates: [] });
    expect(r.documentDate).toBeUndefined();
  });
});
