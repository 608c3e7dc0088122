import { describe, expect, it } from 'vitest';
import { aboutSomeone, physicianOpinionLetter, speaksToReader } from '../src/physicianLetter';
import { decideByStructure } from '../src/structure';
import { DOCUMENT_TYPES, type DocumentType } from '@wcab/contract';

const LETTER = (body: string, signer: string) =>
  `Harbor Spine Medical Group\n1200 Pier Avenue, Long Beach, CA 90802\n\nMarch 4, 2025\n\nDear Counsel:\n\n${body}\n\nSincerely,\n${signer}`;

const OPINION =
  'I reviewed the records you sent. In my opinion the lumbar condition is industrially related. She has not reached maximum medical improvement and remains on modified duty with no lifting over 20 pounds.';

const scores = (top: DocumentType): Record<DocumentType, number> =>
  Object.fromEntries(DOCUMENT_TYPES.map((t) => [t, t === top ? 0.8 : 0.2 / (DOCUMENT_TYPES.length - 1)])) as Record<DocumentType, number>;

describe('physicianOpinionLetter', () => {
  it("a letter signed under a physician's degree that gives two kinds of a report's opinion is a report", () => {
    expect(physicianOpinionLetter([LETTER(OPINION, 'Lena Ortiz, M.D.')])).toBe(true);
    expect(physicianOpinionLetter([LETTER(OPINION, 'Lena Ortiz\nPanel Qualified Medical Evaluator')])).toBe(true);
    expect(physicianOpinionLetter([LETTER(OPINION, 'Dr. Omar Haddad, D.C.')])).toBe(true);
  });

  it("an attorney's letter asking the physician those questions, or a physician's letter giving one opinion or none, is not", () => {
    // Counsel's questions name every opinion, but counsel signs.
    expect(physicianOpinionLetter([LETTER(`Please address causation, apportionment and whether she is at MMI.`, 'Paul Reyes, Esq.')])).toBe(false);
    // A physician's office scheduling an appointment.
    expect(physicianOpinionLetter([LETTER('Your client is scheduled for an evaluation on April 2, 2025 at 9:00 a.m.', 'Lena Ortiz, M.D.')])).toBe(false);
    // One kind of opinion only.
    expect(physicianOpinionLetter([LETTER('She remains on modified duty until her next visit.', 'Lena Ortiz, M.D.')])).toBe(false);
  });

  it('moves a letter answer to medical_report, and leaves other answers alone', () => {
    const pages = [LETTER(OPINION, 'Lena Ortiz, M.D.')];
    expect(decideByStructure('correspondence', scores('correspondence'), pages)).toEqual({ type: 'medical_report', rule: 'physician-opinion-letter' });
    expect(decideByStructure('medical_report', scores('medical_report'), pages).type).toBe('medical_report');
  });
});

describe('aboutSomeone', () => {
  it('a report concerns a patient, an examinee or a worker; an article written to "you" concerns no one', () => {
    expect(aboutSomeone(['PROGRESS NOTE\nPatient: Ana Ruiz\nDOB: 02/03/1980\nLow back pain improving.'])).toBe(true);
    expect(aboutSomeone(['The examinee reports pain at 4/10. He walks without a cane.'])).toBe(true);
    // Forms written to "you" ask for their person: blanks, a name asked for, yes/no questions.
    expect(aboutSomeone(['My Sleep Diary\nName\nRecord when you go to bed and wake up.\nDate Bedtime Wake'])).toBe(true);
    expect(aboutSomeone(['Have you had surgery? Yes No\nDo you smoke? Yes No'])).toBe(true);
    expect(aboutSomeone(['Your goal: ____________ hours a night'])).toBe(true);
    expect(
      aboutSomeone(['Three Ways to Sleep Better\nKeep your room cool and dark. Put your phone away an hour before bed. Ask your doctor about snoring.']),
    ).toBe(false);
  });

  it('a paper speaks to its reader by "you" and "your"; a report does not', () => {
    expect(speaksToReader(['Keep your room cool. If you snore, ask your doctor.'])).toBe(true);
    expect(speaksToReader(['Subjective: low back pain 5/10.\nObjective: tenderness at L4-5.\nPlan: therapy twice a week.'])).toBe(false);
  });

  it('rules a report out of a paper about no one that speaks to "you": the model\'s next type is answered', () => {
    const article = ['Three Ways to Sleep Better\nKeep your room cool and dark. Put your phone away an hour before bed.'];
    const answer = decideByStructure('medical_report', scores('medical_report'), article);
    expect(answer.rule).toBe('no-patient');
    expect(answer.type).not.toBe('medical_report');
    // A clinical note's fragment that names no one and speaks to no one stays a report.
    const note = ['Subjective: low back pain 5/10, worse sitting.\nObjective: paraspinal tenderness.\nPlan: therapy twice a week.'];
    expect(decideByStructure('medical_report', scores('medical_report'), note)).toEqual({ type: 'medical_report' });
  });
});
