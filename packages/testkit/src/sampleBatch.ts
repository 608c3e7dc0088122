/**
 * A small scanned batch with a known answer: two documents, each behind a PATCH T separator sheet.
 * Hostile-input tests run it after an attack to prove the service still answers as a fresh one.
 */
import { makeBarcodePage } from './barcode';
import { concatPdfs } from './concat';
import { rasterizePdf } from './scan';
import { makeTextPdf } from './textPdf';

const NOTICE = [
  "WORKERS' COMPENSATION APPEALS BOARD",
  'MARIA GARCIA,',
  'Applicant,',
  'vs.',
  'ACME LOGISTICS, INC.; ZENITH INSURANCE COMPANY,',
  'Defendants.',
  'Case Number: ADJ1111111',
  'NOTICE OF HEARING',
  'The above case is set for STATUS CONFERENCE on 05/12/2025 at 1:30 P.M.',
];

const LETTER = [
  'PACIFIC INJURED WORKERS LAW GROUP',
  'April 2, 2025',
  'Claims Adjuster, Zenith Insurance Company',
  'RE: Applicant: Juan Lopez, Case Number: ADJ2222222',
  'Dear Claims Adjuster:',
  'Please find enclosed the medical records for your review.',
  'Sincerely,',
  'Jane Smith, Esq.',
];

/** Pages: 1 separator, 2 notice of hearing, 3 separator, 4 letter; scanned at 200 DPI as JPEG. */
export async function makeSampleBatch(): Promise<Uint8Array> {
  const separator = () => makeBarcodePage({ value: 'PATCHT', symbology: 'code39', heading: 'PATCH T' });
  const batch = await concatPdfs([await separator(), await makeTextPdf([NOTICE]), await separator(), await makeTextPdf([LETTER])]);
  return rasterizePdf(batch, { dpi: 200, jpegQuality: 70 });
}
