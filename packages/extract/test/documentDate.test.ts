import { describe, expect, it } from 'vitest';
import { compactDate, documentDate } from '../src/documentDate';

describe('documentDate', () => {
  it.each([
    [
      'letter date under the letterhead',
      'LAW OFFICES OF RAMIREZ & STEIN\n2100 Ventura Boulevard, Suite 200\nEncino, California 91436\n\nMarch 13, 2025\nVIA EMAIL\n\nApplicant: David Lopez\nDate of Injury: 11/21/2022\nPlease respond on or before 03/25/2025.',
      '2025-03-13',
    ],
    ['city-prefixed letter date', 'Acme Claims\nLos Angeles, California, June 2, 2025\n\nRe: Maria Garcia\nDOI: 01/02/2023', '2025-06-02'],
    [
      'report date label',
      'Patient: Carlos Ramirez\nDate of Injury: 10/05/2023\nDate of Exam: 10-01-25\nReport Date: 10-13-25\nThe patient reached MMI on 10-3-25.',
      '2025-10-13',
    ],
    [
      'order dated',
      'IT IS ORDERED that the case is taken off calendar.\nDATE: May 25, 2025\nHon. Angela Wu\nDate of injury: CT 02/28/2019 to 06/01/2024',
      '2025-05-25',
    ],
    [
      'notice service date',
      'SET FOR STATUS CONFERENCE ON 10/20/2025 AT 10:30 AM.\nSERVICE: This notice was served on August 5, 2025 by the Board.',
      '2025-08-05',
    ],
    [
      'signing date of a report',
      'Temporarily totally disabled from 5-13-25 through 6-13-25.\nNext appointment: Monday, 6-2-25 at 9:15 AM.\nExecuted at Fresno, California on 5-13-25.',
      '2025-05-13',
    ],
    ['deposition day', 'DEPOSITION OF MICHAEL GARCIA\nTaken on Wednesday, 10/08/2025\nCommencing at 9:02 a.m.', '2025-10-08'],
    [
      'claim form signature date',
      "31. SIGNATURE OF PHYSICIAN OR SUPPLIER: Jonathan Feld, D.O. DATE 06/25/2025\n3. PATIENT'S BIRTH DATE: 03/11/1985",
      '2025-06-25',
    ],
    ['proof of service', 'On 5/12/2025, I served the foregoing document(s) on the parties.\nExecuted on 5/12/2025, at Torrance, California.', '2025-05-12'],
    [
      'bill statement date',
      'Patient: Robert Lopez\nDate of Injury: October 25, 2024\nStatement Date: March 10, 2025\nDOS CPT\nJanuary 5, 2025 97110 Therapeutic exercise',
      '2025-03-10',
    ],
  ])('%s', (_, text, want) => {
    expect(documentDate(text)).toBe(want);
  });

  it('does not use birth, injury or appointment dates', () => {
    expect(documentDate('Date of Birth: 01/01/1970\nDate of Injury: 02/02/2024\nNext appointment: 03/03/2025 at 9:00 AM')).toBeUndefined();
  });

  it('formats compactly for batch results', () => {
    expect(compactDate('2025-03-14')).toBe('20250314');
    expect(compactDate(undefined)).toBe('');
  });
});
