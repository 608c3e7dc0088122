/**
 * A letter that greets nobody, read from its frame: date, inside address, reference line, and a close over its
 * signer. Texts written here.
 */
import { describe, expect, it } from 'vitest';
import { classifyDocument } from '../src/classify';
import { framedLetter } from '../src/letterFrame';

const BODY =
  'On behalf of the Lakeshore Anglers Association, I write to comment on the proposed dredging schedule.\nOur members fish the lower channel in spring, and the schedule would close it for the whole run.\nWe ask the agency to move the work to the autumn months.';
const FRAMED = `LAKESHORE ANGLERS ASSOCIATION\n12 Pier Road, Bayfield, WI 54814\nMarch 3, 2025\nOffice of the Secretary\nGreat Lakes Waterways Board\n200 Harbor Street\nDuluth, MN 55802\nRE: Docket No. GLW-25-017\n${BODY}\nRespectfully submitted,\nTomas Berglund\nPresident`;

describe('framedLetter', () => {
  it('reads a letter that greets nobody by its frame: date, inside address, reference line, a close over its signer', () => {
    expect(framedLetter([FRAMED])).toBe(true);
    // The close may sit on a later page, and a scan may join it with the signature.
    const [first, second] = FRAMED.split('Respectfully submitted,');
    expect(framedLetter([first!, `Respectfully submitted,${second}`])).toBe(true);
    expect(framedLetter([FRAMED.replace('Respectfully submitted,\nTomas Berglund', 'Respectfully submitted, T Berglund')])).toBe(true);
  });

  it('needs the frame in its order and both its ends', () => {
    // No reference line under the address.
    expect(framedLetter([FRAMED.replace('RE: Docket No. GLW-25-017\n', '')])).toBe(false);
    // No inside address under the date (a memo's date, then its subject).
    expect(framedLetter([FRAMED.replace('200 Harbor Street\nDuluth, MN 55802\n', '')])).toBe(false);
    // No close over a signer.
    expect(framedLetter([FRAMED.replace('Respectfully submitted,\nTomas Berglund\nPresident', '')])).toBe(false);
    // A brief under a caption: counsel's address and the close, but no date over the address and no reference line.
    const brief =
      'Dana Whitlock (Bar No. 123456)\n500 Main Street, Suite 4\nFresno, CA 93721\nUNITED STATES DISTRICT COURT\nEASTERN DISTRICT OF CALIFORNIA\nREPLY IN SUPPORT OF MOTION\nThe opposition misreads the record.\nRespectfully submitted,\nDana Whitlock';
    expect(framedLetter([brief])).toBe(false);
  });

  it('a framed letter the model puts outside the domain is correspondence', () => {
    expect(classifyDocument([FRAMED]).document_type).toBe('correspondence');
  });
});
