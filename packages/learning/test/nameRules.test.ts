/**
 * Where a layout prints the applicant, through a scan's damage: the corrected name found where a letter of it
 * was misread, every place it is printed kept, names read where a scan ran words together, before a label that
 * followed them, on a caption line with its role on the next line; and never a name the document does not print.
 */
import { describe, expect, it } from 'vitest';
import { AccountMemory, applyLessons, lessonOf, signatureOf, type LearnableAnswer } from '../src/index';

const base: LearnableAnswer = { documentType: 'subpoena', label: 'Subpoena', applicant: 'Someone Else', dates: [] };

/** The applicant answered for `next` by an account that corrected `taught` (threshold 0: the layout is taken as matched). */
function answered(taught: Array<[string[], string]>, next: string[]): string | undefined {
  const memory = new AccountMemory(taught.map(([pages, name], i) => ({ ...lessonOf(pages, { applicant_name: name }), id: `c${i + 1}`, createdAt: i })));
  return applyLessons(memory, { pages: next, sketch: signatureOf(next).sketch, answer: base, threshold: 0 }).answer.applicant;
}

/** A records subpoena: the caption, then the attachment naming the person again in a sentence. */
const subpoena = (caption: string, body: string) => [
  ["WORKERS' COMPENSATION APPEALS BOARD", caption, ' Applicant,', ' vs.', 'HARBOR FREIGHT LINES, Defendants.', 'SUBPOENA DUCES TECUM'].join('\n'),
  ['ATTACHMENT A', '1. Payroll records.', `2. All medical records, chart notes and imaging concerning ${body}, date of birth 04/10/1990.`].join('\n'),
];

describe('name places', () => {
  it('finds the corrected name where a scan misread a letter of it, and reads the next document there', () => {
    const transcript = (answer: string) => [
      ['DEPOSITION OF THE APPLICANT', 'Q. Please state your full name for the record.', `A. ${answer}.`, 'Q. Where do you live?'].join('\n'),
    ];
    // "Leandr" for Leandro: one letter dropped, the surname exact.
    const lesson = lessonOf(transcript('Leandr Gallagher'), { applicant_name: 'Leandro Gallagher' });
    expect(lesson.applicant?.[0]).toMatchObject({ before: 'a.' });
    expect(answered([[transcript('Leandr Gallagher'), 'Leandro Gallagher']], transcript('Lamar H. Bjornstad'))).toBe('Lamar H. Bjornstad');
    // Both words misread is no longer the name: nothing is learned.
    expect(lessonOf(transcript('Leandr Galagher'), { applicant_name: 'Leandro Gallagher' }).applicant).toBeUndefined();
  });

  it('keeps every place the name is printed, and reads a sentence of the body where the caption is unreadable', () => {
    const taught = subpoena('VALENTINA MADRIGAL,', 'Valentina Madrigal');
    const lesson = lessonOf(taught, { applicant_name: 'Valentina Madrigal' });
    // The caption (its role on the next line) and the attachment's sentence.
    expect(lesson.applicant).toEqual([
      expect.objectContaining({ before: '', after: 'applicant', afterBelow: true, upper: true }),
      expect.objectContaining({ before: 'and imaging concerning' }),
    ]);
    // The next caption is printed whole: read there.
    expect(answered([[taught, 'Valentina Madrigal']], subpoena('FIONA BANCROFT,', 'Fiona Bancroft'))).toBe('Fiona Bancroft');
    // A scan broke its role's word ("Applic ant,"): still found.
    const broken = [subpoena('FIONA BANCROFT,', 'Fiona Bancroft')[0]!.replace(' Applicant,', ' Applic ant,')];
    expect(answered([[taught, 'Valentina Madrigal']], broken)).toBe('Fiona Bancroft');
    // The caption's surname garbled by digits ("OUAR7E"), the body's words run together: the body is read, split.
    expect(answered([[taught, 'Valentina Madrigal']], subpoena('QUENTIN OUAR7E,', 'QuentinDuarte'))).toBe('Quentin Duarte');
    // A surname written with a capital inside is not two words.
    expect(answered([[taught, 'Valentina Madrigal']], subpoena('NESTOR MCCREADY1,', 'Nestor McCready'))).toBe('Nestor McCready');
  });

  it('reads the name before a label that followed it, where the template labels it otherwise', () => {
    const header = (label: string, name: string) => [
      [
        'KESTREL BONE & JOINT CLINIC',
        `Telephone 626-555-0130  ${label} ${name}    DOB: 05/24/1977    Claim #: 1275T84781`,
        'History:',
        'The patient returns.',
      ].join('\n'),
    ];
    const taught: [string[], string] = [header('Patient:', 'Candace Dimitrov'), 'Candace Dimitrov'];
    expect(lessonOf(taught[0], { applicant_name: taught[1] }).applicant?.[0]).toMatchObject({ before: 'patient:', after: 'dob', afterLabel: true });
    expect(answered([taught], header('Name:', 'Habib Balogun'))).toBe('Habib Balogun');
    // The label the office showed comes first.
    expect(answered([taught], header('Patient:', 'Habib Balogun'))).toBe('Habib Balogun');
    // Before the label stands no name: nothing is read.
    expect(answered([taught], header('Ref:', 'see attached'))).toBe('Someone Else');
  });

  it('reads past a list number, and cuts off the word after the name that a scan ran into it', () => {
    const finding = (n: number, name: string) => [
      ['FINDINGS OF FACT', `${n}. ${name}, born 1975-03-20, while employed as a welder, sustained injury.`].join('\n'),
    ];
    expect(answered([[finding(7, 'Quentin Vanderberg'), 'Quentin Vanderberg']], [finding(4, 'Ulises Mahmoud')[0]!.replace('4. ', '4 ')])).toBe(
      'Ulises Mahmoud',
    );
    const notice = (caseName: string) => [['Subject: Filing Accepted', `Case Name: ${caseName} County of Ironwood`, 'Case Number: ADJ7817294'].join('\n')];
    const taught: [string[], string] = [notice('Horace Fenwick v.'), 'Horace Fenwick'];
    expect(answered([taught], notice('MacarioDabrowskiv.'))).toBe('Macario Dabrowski');
    // A name that ends in the letter of that word, printed apart from it, keeps it.
    expect(answered([taught], notice('Dmitri Ivanov v.'))).toBe('Dmitri Ivanov');
  });

  it('never answers words that are not a person as the name, and nothing where the document does not print one', () => {
    const caption = (name: string, heading: string) => [['STATE OF CALIFORNIA', heading, name, ' Applicant,', ' vs.'].join('\n')];
    const taught: [string[], string] = [caption('JOLENE IWASAKI,', "WORKERS' COMPENSATION APPEALS BOARD"), 'Jolene Iwasaki'];
    // A scan split a heading's word: its pieces are no name.
    expect(answered([taught], [['STATE OF CALIFORNIA', "DIVI SION OF WORKERS' COMPENSATI ON", 'Applicant: Kai Zuniga'].join('\n')])).toBe('Someone Else');
    expect(answered([taught], [['STATE OF CALIFORNIA', 'WORKERS COMPENSATION APPEALS BOARD', ' Applicant,'].join('\n')])).toBe('Someone Else');
  });
});
