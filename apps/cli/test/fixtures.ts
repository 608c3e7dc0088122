/** A two-document batch (a hearing notice, a separator sheet, a letter) and a single notice. */
import { separatorSheetPdf } from '@wcab/sheets';
import { concatPdfs, makeTextPdf } from '@wcab/testkit';

export const notice = (name: string, adj: string, date = '05/12/2026') => [
  "WORKERS' COMPENSATION APPEALS BOARD",
  `${name.toUpperCase()},`,
  'Applicant,',
  'vs.',
  'ACME LOGISTICS, INC.,',
  'Defendants.',
  `Case Number: ${adj}`,
  'NOTICE OF HEARING',
  `The above case is set for STATUS CONFERENCE on ${date} at 1:30 P.M.`,
  'at the Oakland District Office, 1515 Clay Street, 6th Floor, Oakland, CA 94612.',
];

export const letter = (name: string) => [
  'PACIFIC INJURED WORKERS LAW GROUP',
  'April 2, 2026',
  `RE: Applicant: ${name}`,
  'Dear Claims Adjuster:',
  'Please find enclosed the records.',
];

/** Pages: 1-2 the notice, 3 a separator sheet carrying `letterAdj`, 4 the letter. */
export async function makeBatch(name = 'Maria Garcia', adj = 'ADJ1111111', letterName = 'Juan Lopez', letterAdj = 'ADJ2222222'): Promise<Uint8Array> {
  return concatPdfs([
    await makeTextPdf([notice(name, adj), ['Proof of service follows.']]),
    await separatorSheetPdf({ adjNumber: letterAdj }),
    await makeTextPdf([letter(letterName)]),
  ]);
}

export async function makeUnmatchedBatch(): Promise<Uint8Array> {
  return makeTextPdf([['MEMO', 'Office closed on Friday.']]);
}
