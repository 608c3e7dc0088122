/**
 * Correspondence is written to someone (issue 31): a paper that names no reader and does not close as a letter is
 * no letter, whatever its words share with letters. Texts written here, OCR damage as the generator's noise makes it.
 */
import { DOCUMENT_TYPES } from '@wcab/contract';
import { describe, expect, it } from 'vitest';
import { scoresOf } from './modelScores';
import { writtenToSomeone } from '../src/reader';
import { answerByStructure } from '../src/structure';
import { answerOf } from '../scripts/lib/lofo';

const SEPARATOR =
  'DOCUMENT COVER SHEET\nCase Number: ADJ4500614\nDocument Type: Correspondence\nDocument Title: Petition\nDocument Date: 11/30/2025\nAuthor: Candace Kingsley\nRev. 2013 DWC-CA form 10248';
const SERVICE =
  'Declaration of Service\nI am 18 or older and not a party to this case.\nOn April 14, 2020 I served the following: medical report\nby electronic transmission to the addresses listed:\nMeridian Imaging Center, 1965 Industrial Loop, Fresno, California 91416\nI declare under penalty of perjury that the above is true and correct. Executed 2020-04-14, Modesto.\nLeilani Yilmaz';
const LETTER = (greeting: string, close: string) =>
  `Summit Ridge Claims Management\n8046 Cedar Hollow Road\n1 May 2019\nSunil Trujillo\n12766 Nectarine Street, Napa, California 90614\nRE: TRUJILLO, SUNIL\n${greeting}\nWe are unable to decide your claim yet because we are waiting for medical records.\n${close}\nMalia Bjornstad\nClaims Representative`;

describe('writtenToSomeone', () => {
  it('reads a reader from a greeting, OCR-damaged or by name alone, from a recipient line, or from a close over a signer', () => {
    expect(writtenToSomeone([LETTER('Hcllo Quentin,', '')])).toBe(true);
    expect(writtenToSomeone([LETTER('Malia Jaramillo:', '')])).toBe(true);
    expect(writtenToSomeone([LETTER('Estinnado Sr. Olmedo:', '')])).toBe(true);
    expect(writtenToSomeone([LETTER('', 'Coidially,')])).toBe(true);
    expect(writtenToSomeone(['FAX\nTo: Nasrin Dabrowski Fax: 310.555.0104\nRe: claim 2024-121677-WC\nPlease see the attached.'])).toBe(true);
    // A memo block kept as Markdown: its labels bold, the recipient line the same.
    expect(
      writtenToSomeone(['# APPOINTMENT CONFIRMATION\n**To:** Nadia Kowalski\n**From:** Patient Coordination Team\n**Re:** Screening\nYour visit is set.']),
    ).toBe(true);
    // An e-mail notice names its readers in its distribution list.
    const notice =
      'SUPERIOR COURT - eCOURTS\nThe following notice is being sent from eCourts:\nCase Number: ATL DC 001234-25\nDocket Text: The motion will be decided on the papers.\nNotice has been electronically mailed to:\nPlaintiff Attorney JANE ROE JROE@EXAMPLE.COM';
    expect(writtenToSomeone([notice])).toBe(true);
  });

  it('finds none on a separator sheet, a proof of service or a form of label/value lines', () => {
    expect(writtenToSomeone([SEPARATOR])).toBe(false);
    expect(writtenToSomeone([SERVICE])).toBe(false);
    expect(
      writtenToSomeone([
        'REQUEST FOR AUTHORIZATION\nName: Lucinde Mukherjee   Employer: Copperline Mechanical\nDate of injury: 07/22/2021\nReason for request:\nMRI and 12 sessions of therapy.\nSignature ______________ Date 03/16/2022',
      ]),
    ).toBe(false);
  });
});

describe('answerByStructure: correspondence written to nobody', () => {
  it("answers the model's next type for a correspondence answer on a paper that names no reader, its probabilities given that it is no letter", () => {
    const scores = scoresOf('correspondence', 0.8, 'wcab_form');
    expect(answerByStructure('correspondence', scores, [SEPARATOR])).toBe('wcab_form');
    expect(scores.correspondence).toBe(0);
    expect(scores.wcab_form).toBeCloseTo(0.08 / 0.2, 3);
    expect(Object.values(scores).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 3);
  });

  it('keeps a letter that names its reader, and leaves other answers on unaddressed papers alone', () => {
    expect(answerByStructure('correspondence', scoresOf('correspondence', 0.8, 'wcab_form'), [LETTER('Dear Mr. Trujillo:', 'Sincerely,')])).toBe(
      'correspondence',
    );
    expect(answerByStructure('wcab_form', scoresOf('wcab_form', 0.8, 'correspondence'), [SEPARATOR])).toBe('wcab_form');
  });

  it('keeps an e-mail that greets nobody by name: a reply under its quoted message, a list copy, printed headers', () => {
    const reply = [
      'Thanks, that settles it.',
      'On Mon, Feb 3, 2025 at 9:14 AM, Dana Ortiz <dana@example.org> wrote:',
      '> Can the deposition move to the 20th?',
      '> Dana',
    ].join('\n');
    const listCopy = [
      'Hello all',
      'Is the new intake form posted yet? The old one is still on the site.',
      '-Sam',
      '_______________________________________________',
      'clinic-staff mailing list',
      'clinic-staff@lists.example.org',
    ].join('\n');
    const headed = 'From: Lee Park <lee@example.com>\nTo: records@example.com\nSubject: Film request\nSent: March 3, 2025\nPlease send the MRI films.';
    for (const email of [reply, listCopy, headed]) {
      expect(answerByStructure('correspondence', scoresOf('correspondence', 0.8, 'unknown'), [email])).toBe('correspondence');
    }
    // The same words without the e-mail's structure still name no reader.
    expect(
      answerByStructure('correspondence', scoresOf('correspondence', 0.8, 'unknown'), [
        'Can the deposition move to the 20th?\nThe old form is still on the site.',
      ]),
    ).toBe('unknown');
  });

  it('leave-one-family-out scores the answer classifyDocument gives: the structure read after the model', () => {
    const z = DOCUMENT_TYPES.map((t) => (t === 'correspondence' ? 3 : t === 'wcab_form' ? 2 : 0));
    const p = answerOf([SEPARATOR], z, 1, DOCUMENT_TYPES.indexOf('wcab_form'));
    expect(p.predicted).toBe('wcab_form');
    expect(answerOf([LETTER('Dear Mr. Trujillo:', 'Sincerely,')], z, 1, 0).predicted).toBe('correspondence');
  });
});
