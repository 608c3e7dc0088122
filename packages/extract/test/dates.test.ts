import { describe, expect, it } from 'vitest';
import { extractDates } from '../src/dates';

const typed = (text: string) => extractDates(text).map((d) => `${d.date} ${d.type}`);
const find = (text: string, date: string) => extractDates(text).find((d) => d.date === date && d.type !== 'other');

describe('extractDates: hearings and trials', () => {
  it('types a notice of hearing and takes time and district office', () => {
    const text = `NOTICE OF HEARING
YOU ARE HEREBY NOTIFIED THAT THE ABOVE-ENTITLED CASE HAS BEEN SET FOR MANDATORY
SETTLEMENT CONFERENCE ON APRIL 22, 2025 AT 8:30 A.M. at the Van Nuys District Office, 6150 Van
Nuys Boulevard, Van Nuys, CA 91401.
SERVICE: This notice was served on March 14, 2025 by the Workers' Compensation Appeals Board.`;
    const d = extractDates(text);
    expect(d).toContainEqual({
      date: '2025-04-22',
      type: 'hearing',
      description: 'Mandatory Settlement Conference',
      location: 'Van Nuys District Office, 6150 Van Nuys Boulevard, Van Nuys, CA 91401',
      time: '08:30',
    });
    expect(d.find((x) => x.date === '2025-03-14')?.type).toBe('other');
  });

  it('reads a tabular notice with separate date, time and location lines', () => {
    const text = `Hearing Type: Status Conference
Date: Tuesday, 06/03/2025
Time: 1:30 PM
Location: WCAB Oakland, 1515 Clay Street, 6th Floor, Oakland, CA 94612`;
    const d = find(text, '2025-06-03');
    expect(d).toMatchObject({ type: 'hearing', description: 'Status Conference', time: '13:30' });
    expect(d?.location).toBe('Oakland District Office, 1515 Clay Street, 6th Floor, Oakland, CA 94612');
  });

  it('recognises trials, and a WCAB address without the office name', () => {
    const text =
      "The matter is set for TRIAL on July 9, 2025 at 1:30 p.m. at the Workers' Compensation Appeals Board, 3737 Main Street, Suite 300, Riverside, CA 92501.";
    expect(find(text, '2025-07-09')).toMatchObject({
      type: 'trial',
      time: '13:30',
      location: 'Riverside District Office, 3737 Main Street, Suite 300, Riverside, CA 92501',
    });
  });

  it('uses the office named elsewhere in the notice when none follows the date', () => {
    const text = 'Case set for Lien Conference on 9/9/2025 at 10:00 AM.\n\nSTOCKTON DISTRICT OFFICE\nWCAB Form 16';
    expect(find(text, '2025-09-09')).toMatchObject({ type: 'hearing', location: 'Stockton District Office', time: '10:00' });
  });

  it('handles OCR noise in the date, time and office name', () => {
    const text =
      'SET FOR MANDATORY SETTLEMENT CONFERENCE ON MARCH l3, 2O25 AT 8:3O AM at the San Luis 0bispo District 0ffice, 4740 Allene Way, Suite 100, San Luis Obispo, CA 93401.';
    expect(find(text, '2025-03-13')).toMatchObject({ type: 'hearing', time: '08:30' });
    expect(find(text, '2025-03-13')?.location).toMatch(/^San Luis Obispo District Office, 4740 Allene Way/);
  });

  it('does not calendar a setting that was taken off calendar or already held', () => {
    expect(
      typed(
        'This matter was set for a Mandatory Settlement Conference on 05/26/2025 before the undersigned. IT IS ORDERED that this case is taken OFF CALENDAR.',
      ),
    ).toEqual(['2025-05-26 other']);
    expect(typed('The hearing held on 2/3/2025 was continued.')).toEqual(['2025-02-03 other']);
  });

  it('takes a new date after "continued to"', () => {
    expect(find('The MSC is continued to 6/16/2025 at 8:30 a.m.', '2025-06-16')).toMatchObject({ type: 'hearing', time: '08:30' });
  });

  it('calendars the new date of a moved setting, not the old one', () => {
    const moved = 'The hearing previously scheduled for March 1, 2026 has been continued to April 2, 2026 at 1:30 PM.';
    expect(typed(moved)).toEqual(['2026-03-01 other', '2026-04-02 hearing']);
    expect(find(moved, '2026-04-02')).toMatchObject({ time: '13:30' });
    expect(extractDates('The MSC of 3/3/2026 is continued to 4/4/2026 at 8:30 a.m.').map((d) => `${d.date} ${d.type} ${d.description}`)).toEqual([
      '2026-03-03 other Previously set: Mandatory Settlement Conference',
      '2026-04-04 hearing Mandatory Settlement Conference',
    ]);
    expect(typed('The Status Conference on 03/04/2026 has been moved to 03/18/2026.')).toEqual(['2026-03-04 other', '2026-03-18 hearing']);
    // "continued from" after a date speaks of the old date after it.
    expect(typed('Trial set for 5/5/2026 at 8:30 AM, continued from 3/3/2026.')).toEqual(['2026-05-05 trial', '2026-03-03 other']);
    // Moving something that is no setting schedules nothing.
    expect(typed('Payment was postponed to 3/3/2026.')).toEqual(['2026-03-03 other']);
  });

  it('reads "for a <hearing>" after the date', () => {
    expect(find('Please appear on 7/7/2025 at 1:30 PM for a Priority Conference.', '2025-07-07')).toMatchObject({
      type: 'hearing',
      description: 'Priority Conference',
    });
  });
});

describe('extractDates: appointments', () => {
  it('types a QME appointment letter with time and address', () => {
    const text = `Please be advised that the Panel QME, Anil Mehta, M.D., has scheduled the evaluation of Rosa Diaz as follows:
Date: Wednesday, August 6, 2025
Time: 9:00 a.m. (please arrive 15 minutes early)
Location: 1010 N. Central Avenue, Suite 400, Glendale, CA 91202`;
    expect(find(text, '2025-08-06')).toEqual({
      date: '2025-08-06',
      type: 'appointment',
      description: 'QME evaluation',
      location: '1010 N. Central Avenue, Suite 400, Glendale, CA 91202',
      time: '09:00',
    });
  });

  it('reads the appointment when the sentence before "Date:" wraps onto a line of its own ("Diaz as follows:")', () => {
    const text = `Please be advised that the Panel QME, Anil Mehta, M.D., has scheduled the evaluation of Rosa
Diaz as follows:
Date: Wednesday, August 6, 2025
Time: 9:00 a.m.`;
    expect(find(text, '2025-08-06')).toMatchObject({ type: 'appointment', description: 'QME evaluation', time: '09:00' });
    // A real label line still starts a clause: the letter's own date is no appointment.
    expect(typed('We will schedule an evaluation.\nRe: Rosa Diaz\nDate: March 3, 2025')).toEqual(['2025-03-03 other']);
  });

  it('reads appointments written as a sentence', () => {
    const text =
      'Your Panel QME evaluation with Dr. Smith has been scheduled for Monday, June 2, 2025 at 9:00 a.m. at 123 Main Street, Suite 100, Los Angeles, CA 90012.';
    expect(find(text, '2025-06-02')).toMatchObject({ type: 'appointment', time: '09:00', location: '123 Main Street, Suite 100, Los Angeles, CA 90012' });
  });

  it('reads follow-up visits in progress reports', () => {
    expect(find('Next appointment: Friday, May 23, 2025 at 9:45 a.m. for re-evaluation.', '2025-05-23')).toMatchObject({ type: 'appointment', time: '09:45' });
    expect(find('Next Visit: 06/02/2025 10:00 AM', '2025-06-02')).toMatchObject({ type: 'appointment', time: '10:00' });
    expect(find('Date of Appointment: 06/02/2025\nTime of Appointment: 2:15 PM\nAddress: 55 Oak St., Fresno, CA 93721', '2025-06-02')).toMatchObject({
      type: 'appointment',
      time: '14:15',
      location: '55 Oak St., Fresno, CA 93721',
    });
  });

  it('calendars a rescheduled appointment on its new date only', () => {
    expect(
      extractDates('Your QME appointment of March 2, 2026 has been rescheduled to March 10, 2026 at 2:00 p.m.').map(
        (d) => `${d.date} ${d.type} ${d.description}`,
      ),
    ).toEqual(['2026-03-02 other Previously set: Evaluation', '2026-03-10 appointment QME evaluation']);
    // A letter's instructions move nothing, and a letter's "was scheduled for you" is still ahead.
    expect(typed('Your QME appointment on March 2, 2026 must be cancelled 48 hours in advance if you cannot attend.')).toEqual(['2026-03-02 appointment']);
    expect(typed('An evaluation was scheduled for you on March 3, 2026 at 9:00 AM with Dr. Lee.')).toEqual(['2026-03-03 appointment']);
  });

  it('reads a deposition "hereby noticed for" a date, or one that "will go forward"', () => {
    expect(find('The deposition of applicant is hereby noticed for March 5, 2026 at 10:00 a.m.', '2026-03-05')).toMatchObject({
      type: 'appointment',
      description: 'Deposition',
      time: '10:00',
    });
    expect(find('The deposition will go forward on February 3, 2026 at 10:00 AM.', '2026-02-03')).toMatchObject({
      type: 'appointment',
      description: 'Deposition',
    });
    expect(find('The MSC will go forward on February 3, 2026 at 8:30 AM.', '2026-02-03')).toMatchObject({
      type: 'hearing',
      description: 'Mandatory Settlement Conference',
    });
  });

  it('reads a "Date/Time:" label by the word before it, and an evaluation named by its kind alone', () => {
    expect(find('Appointment Date/Time: 02/11/2026 at 10:30 AM', '2026-02-11')).toMatchObject({ type: 'appointment', time: '10:30' });
    expect(find('Hearing Date and Time: 02/11/2026 at 10:30 AM', '2026-02-11')).toMatchObject({ type: 'hearing', time: '10:30' });
    expect(find('We have scheduled an AME with Dr. Patel for 3/12/2026 at 9:00 a.m.', '2026-03-12')).toMatchObject({
      type: 'appointment',
      description: 'AME evaluation',
      time: '09:00',
    });
  });

  it('does not calendar past evaluations', () => {
    expect(typed('Date of Evaluation: 5-24-25\nMs. Robinson was evaluated in my office on 5-24-25.')).toEqual(['2025-05-24 other']);
  });
});

describe('extractDates: deadlines', () => {
  it.each([
    ['YOU ARE ORDERED TO PRODUCE the records on or before April 8, 2025 at 10:00 AM.', '2025-04-08', 'Production of records due'],
    ['We expect to make a decision no later than 07/22/2025.', '2025-07-22', 'Decision due'],
    ['Please respond to this letter on or before February 10, 2025.', '2025-02-10', 'Response due'],
    ['Objections due: April 3, 2025', '2025-04-03', 'Objections due'],
    ['Please provide the wage statement by 3/31/2025.', '2025-03-31', 'Deadline'],
    ['The deadline to file a petition is May 1, 2025.', '2025-05-01', 'Filing deadline'],
  ])('%s', (text, date, description) => {
    expect(find(text, date)).toMatchObject({ type: 'deadline', description });
  });

  it('turns "within N days of service" into a date only when the service date is printed', () => {
    const served = 'Objections must be filed within 10 days of service of this declaration.\nPROOF OF SERVICE\nOn 04/14/2025, I served the foregoing document.';
    expect(extractDates(served)).toContainEqual({ date: '2025-04-24', type: 'deadline', description: 'Objections due', location: '' });
    const unserved = 'Objections must be filed within 10 days of service of this declaration.\nDated: October 20, 2025';
    expect(extractDates(unserved).filter((d) => d.type === 'deadline')).toEqual([]);
  });
});

describe('extractDates: injuries', () => {
  it.each([
    ['Date of Injury: 07/13/2024', ['2024-07-13 injury']],
    ['DOI: 3/14/2023', ['2023-03-14 injury']],
    ['D/O/I 03-14-2023', ['2023-03-14 injury']],
    ['14. DATE OF CURRENT ILLNESS/INJURY: June 18, 2023 QUAL 431', ['2023-06-18 injury']],
    ['the injury alleged on October 24, 2023 in the sum of $21,000.00', ['2023-10-24 injury']],
    ['1. Rosa Nguyen, while employed on 05/11/2022 as a bus operator, sustained injury', ['2022-05-11 injury']],
    ['sustained injury arising out of and in the course of employment on February 11, 2022 to the back', ['2022-02-11 injury']],
    ['A. On 05/21/2024, the day it happened.', ['2024-05-21 injury']],
    ['Q. And the date of the accident was May 21, 2024?', ['2024-05-21 injury']],
    ['Applicant was injured on or about March 3, 2023 when she fell from a ladder.', ['2023-03-03 injury']],
    // The Findings formula with the job title first, or the date leading the sentence.
    ['Rosa Nguyen, while employed as a bus operator on 05/11/2022 by Sunrise Distribution Center, LLC, sustained injury', ['2022-05-11 injury']],
    ['On 05/11/2022, Rosa Nguyen, while employed as a bus operator by Sunrise Distribution Center, LLC, sustained injury', ['2022-05-11 injury']],
    ['On 05/11/2022, the applicant sustained an industrial injury to the lumbar spine.', ['2022-05-11 injury']],
    // ...but a visit date before a history of the injury is no injury date, nor is a work history.
    ['On 03/04/2025, the applicant reported that he sustained an injury when lifting boxes.', ['2025-03-04 other']],
    ['On 03/04/2025 I examined the patient who, while employed as a nurse, sustained injury.', ['2025-03-04 other']],
    ['ON 05/11/2022, ROSA NGUYEN, WHILE EMPLOYED AS A BUS OPERATOR, SUSTAINED INJURY.', ['2022-05-11 injury']],
    ['He was employed from 01/05/2015 to 02/03/2020 as a cashier at a grocery store.', ['2015-01-05 other', '2020-02-03 other']],
  ])('%s', (text, want) => {
    expect(typed(text)).toEqual(want);
  });

  it.each([
    ['Date of Injury: CT 01/01/2019 - 06/30/2023'],
    ['Date(s) of Injury: CT 1/1/19-6/30/23'],
    ['The applicant alleges injury during the period from 1/1/2019 through 6/30/2023 (cumulative trauma).'],
    ['Gloria Johnson, while employed during the period January 1, 2019 through June 30, 2023, sustained injury'],
    ['Gloria Johnson, while employed from 01/01/2019 to 06/30/2023 as a bus operator, sustained injury'],
    ['Gloria Johnson, while employed between 01/01/2019 and 06/30/2023 as a bus operator, sustained injury'],
    ['Your claim says the injury happened over a period\n of time, from 01/01/2019 through 06/30/2023.'],
    ['DOI: CT 01/01/2019 to 06/30/2023'],
    // The period by its two ends.
    ['Gloria Johnson sustained a cumulative trauma injury during the period beginning January 1, 2019 and ending June 30, 2023.'],
    ['Applicant claims injury to the back during the period commencing 1/1/2019 and ending 6/30/2023.'],
    ['Cumulative period beginning on 01/01/2019, ending on 06/30/2023'],
  ])('cumulative trauma: %s', (text) => {
    expect(typed(text)).toEqual(['2019-01-01 injury', '2023-06-30 injury']);
  });

  it('reads a cumulative period named end first, start and end by their order in time', () => {
    const text =
      'Gloria Johnson, while employed as a cook by Acme Foods, Inc., during a cumulative period ending June 30, 2023, beginning January 1, 2019, sustained injury';
    expect(extractDates(text).map((d) => `${d.date} ${d.type} ${d.description}`)).toEqual([
      '2023-06-30 injury Cumulative trauma end',
      '2019-01-01 injury Cumulative trauma start',
    ]);
  });

  it('does not mistake disability periods and other ranges for injuries', () => {
    expect(typed('The injury caused temporary disability for the period 08/13/2024 through 03/01/2025.')).toEqual(['2024-08-13 other', '2025-03-01 other']);
    expect(typed('Temporarily totally disabled from April 19, 2025 through May 19, 2025.')).toEqual(['2025-04-19 other', '2025-05-19 other']);
    expect(typed('The injury caused temporary disability for the period beginning 08/13/2024 and ending 03/01/2025.')).toEqual([
      '2024-08-13 other',
      '2025-03-01 other',
    ]);
    expect(typed('She was treated for the injury over the period beginning 08/13/2024 and ending 03/01/2025.')).toEqual([
      '2024-08-13 other',
      '2025-03-01 other',
    ]);
    expect(typed('Policy period beginning 01/01/2024 and ending 12/31/2024.')).toEqual(['2024-01-01 other', '2024-12-31 other']);
  });
});

describe('extractDates: other dates', () => {
  it.each([
    'Date of Birth: September 15, 1972',
    'DOB: 09/15/1972',
    "3. PATIENT'S BIRTH DATE: 09/15/1972",
    'The injured employee, born September 15, 1972, while employed as a cook',
    'Dated: 09/15/2025',
    'Executed at Fresno, California on September 15, 2025.',
    'SERVICE: This notice was served on 09/15/2025 by the WCAB.',
    'Statement Date: 09/15/2025',
    'Report Date: 9-15-25',
    'Taken on Monday, 09/15/2025',
    'The patient reached maximum medical improvement on 9-15-25.',
    'Our client has not received benefits since September 15, 2025.',
    'CT scan on 9/15/2025 showed no fracture.',
    "Doctor's First Report of Occupational Injury 09/15/2025",
  ])('%s', (text) => {
    expect(extractDates(text).map((d) => d.type)).toEqual(['other']);
  });

  it('keeps dates of service on a bill as other', () => {
    const text = 'DOS CPT Description Units Charge\nMay 18, 2025 97140 Manual therapy 2 $79.50\n05/21/2025 97110 Therapeutic exercise 3 $126.30';
    expect(extractDates(text).every((d) => d.type === 'other')).toBe(true);
  });

  it('emits one entry per (date, type) and fills missing time or location from a repeat', () => {
    const text = 'Date of Injury: 04/28/2022\nThe applicant alleges injury to the psyche on 4-28-22 while employed as a stocker.';
    expect(extractDates(text)).toEqual([{ date: '2022-04-28', type: 'injury', description: 'Date of injury', location: '' }]);
  });

  it('returns nothing for documents without dates', () => {
    expect(extractDates('Slow Cooker Chicken Tortilla Soup\nServes 4 to 6 | Prep 15 min | Cook 6 hours')).toEqual([]);
  });
});

describe('extractDates: transcripts', () => {
  it('reads an answer by its question', () => {
    expect(typed('Q. When were you injured?\nA. On March 3, 2024.')).toEqual(['2024-03-03 injury']);
    expect(typed('Q. When did the accident happen?\nA. March 3, 2024, at the warehouse.')).toEqual(['2024-03-03 injury']);
    expect(typed('Q. What is your date of birth?\nA. 1/1/1980.')).toEqual(['1980-01-01 other']);
    expect(typed('Q. When did you start working there?\nA. In 2019, on June 1, 2019.')).toEqual(['2019-06-01 other']);
  });
});

describe('extractDates: more wordings', () => {
  it.each([
    ['The MSC set for 3/3/2025 is vacated and reset for trial on 4/4/2025 at 8:30 a.m.', '2025-04-04', 'trial', '08:30', ''],
    ['The MSC is set for 6/3/2025 at 8:30 a.m. at the Van Nuys WCAB.', '2025-06-03', 'hearing', '08:30', 'Van Nuys District Office'],
    ['Trial: 7/9/2025 1:30 PM, WCAB Riverside', '2025-07-09', 'trial', '13:30', 'Riverside District Office'],
    [
      'A Status Conference is calendared for Monday, August 4, 2025, at 1:30 p.m., at the Pomona District Office.',
      '2025-08-04',
      'hearing',
      '13:30',
      'Pomona District Office',
    ],
    [
      'Hearing Date: 08/04/2025   Time: 8:30 AM   Location: Salinas WCAB, 1880 North Main Street, Suite 100, Salinas, CA 93906',
      '2025-08-04',
      'hearing',
      '08:30',
      'Salinas District Office, 1880 North Main Street, Suite 100, Salinas, CA 93906',
    ],
    ['The evaluation will take place on Tuesday, June 10, 2025 at 2:00 p.m. with Dr. Park.', '2025-06-10', 'appointment', '14:00', ''],
    [
      'Your deposition is scheduled for June 10, 2025 at 10:00 a.m. at the offices of Lewis & Park LLP, 123 Main St, Los Angeles, CA 90012.',
      '2025-06-10',
      'appointment',
      '10:00',
      '123 Main St, Los Angeles, CA 90012',
    ],
    ['Applicant is to be seen by the PTP on 5/5/2025 for follow-up.', '2025-05-05', 'appointment', undefined, ''],
  ])('%s', (text, date, type, time, location) => {
    const d = find(text, date);
    expect(d).toMatchObject({ type, location });
    expect(d?.time).toBe(time);
  });

  it('keeps the vacated setting out of the calendar', () => {
    expect(typed('The MSC set for 3/3/2025 is vacated and reset for trial on 4/4/2025.')).toEqual(['2025-03-03 other', '2025-04-04 trial']);
  });
});

describe('extractDates: other written forms', () => {
  it('reads a cumulative period whose year is printed once', () => {
    expect(typed('Cumulative trauma: March 3-17, 2025')).toEqual(['2025-03-03 injury', '2025-03-17 injury']);
    expect(typed('CT: 15 January - 30 June 2024')).toEqual(['2024-01-15 injury', '2024-06-30 injury']);
    // The first end lies in the year before when its month comes later: the year is read, never invented.
    expect(typed('CT: December 15 - January 10, 2025')).toEqual(['2024-12-15 injury', '2025-01-10 injury']);
  });

  it('types dates written day-first, with abbreviated weekdays and months, and military times', () => {
    expect(find('The MSC is set for Fri., 14 Mar. 2025 at 0930 hours.', '2025-03-14')).toMatchObject({ type: 'hearing', time: '09:30' });
    expect(find('Trial: Monday, the 14th of July 2025, 1:30pm', '2025-07-14')).toMatchObject({ type: 'trial', time: '13:30' });
    expect(find('Please respond by Tues., 14.10.2025.', '2025-10-14')).toMatchObject({ type: 'deadline' });
    expect(find('RTC 2025-11-03 @ 9am', '2025-11-03')).toMatchObject({ type: 'appointment', time: '09:00' });
  });

  it('takes a "Time:" line printed above the "Date:" line', () => {
    expect(find('STATUS CONFERENCE\nTime: 1400 hrs\nDate: 03.14.2025\nRoom: 4', '2025-03-14')).toMatchObject({ type: 'hearing', time: '14:00' });
  });
});
