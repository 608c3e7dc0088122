/**
 * The document's own title (`document_title`) and scope by structure, end to end through the classify job on
 * text PDFs laid out here by hand (none of them a layout of the training generator or of the layout families):
 * a clerk's notice that rejects a Declaration of Readiness (its heading larger and centred, the declaration's
 * title quoted in capitals in its body), a form whose title sits in a box beside other boxes, another court's
 * cover sheet and declaration (out of scope), that court's order and proof of service (in scope).
 */
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import processJob from '../src/processor';

interface Pen {
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
}

async function pdfOf(draw: (pen: Pen, at: (text: string, x: number, top: number, size?: number, heavy?: boolean) => void) => void): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([612, 792]);
  const at = (text: string, x: number, top: number, size = 10, heavy = false) =>
    page.drawText(text, { x, y: 792 - top - size, size, font: heavy ? bold : font });
  draw({ page, font, bold }, at);
  return doc.save();
}

/** x that centres `text` at `size` on a Letter page. */
const centred = (pen: Pen, text: string, size: number, heavy = true) => (612 - (heavy ? pen.bold : pen.font).widthOfTextAtSize(text, size)) / 2;

async function classify(pdf: Uint8Array) {
  const out = await processJob({ kind: 'classify', document: pdf, params: { activity_types: ['Declaration of Readiness', 'Correspondence', 'Notice'] } });
  expect(out.ok).toBe(true);
  return (out.ok ? out.data : {}) as { document_type: string; document_title?: string; activity_type?: string; confidence: number };
}

describe('document_title: the title the page prints as its own', () => {
  it("a clerk's notice rejecting a Declaration of Readiness is titled as the notice, not the declaration it quotes", async () => {
    const pdf = await pdfOf((pen, at) => {
      at("WORKERS' COMPENSATION APPEALS BOARD", centred(pen, "WORKERS' COMPENSATION APPEALS BOARD", 11), 48, 11, true);
      at('Anaheim District Office  1065 N. PacifiCenter Drive  Anaheim, CA 92806', 120, 64, 8);
      at('Re:   Teodora Villasenor-Braun  v.  Orchard Ridge Packing Co.', 72, 100, 9);
      at('Case No.   ADJ20481736', 72, 114, 9);
      const title = 'NOTICE OF DOCUMENT NOT ACCEPTED FOR FILING';
      at(title, centred(pen, title, 15), 150, 15, true);
      at('The document listed below, received by this office, is returned without being filed:', 72, 190);
      at('DECLARATION OF READINESS TO PROCEED', 72, 210, 10);
      at('Reason: the declaration does not state the efforts made to resolve the issues, and no proof of service is attached.', 72, 230, 9);
      at('You may correct the deficiency and file the document again. This notice is not an order of the Appeals Board.', 72, 246, 9);
      at('Date: 03/02/2026                                  Filing Clerk, Anaheim District Office', 72, 290, 9);
    });
    const data = await classify(pdf);
    expect(data.document_title).toBe('Notice of Document Not Accepted for Filing');
    expect(data.activity_type).not.toBe('Declaration of Readiness');
  });

  it('a title printed in a form box beside other boxes is the form’s title', async () => {
    const pdf = await pdfOf((pen, at) => {
      pen.page.drawRectangle({ x: 40, y: 792 - 170, width: 340, height: 40, borderWidth: 0.7 });
      pen.page.drawRectangle({ x: 390, y: 792 - 170, width: 180, height: 40, borderWidth: 0.7 });
      at('STATE OF CALIFORNIA', 44, 40, 8);
      at("DIVISION OF WORKERS' COMPENSATION", 44, 52, 8);
      at('EMPLOYEE / APPLICANT (name)', 44, 90, 7);
      at('Lucinda Aparicio-Thorne', 44, 102, 9);
      at('REQUEST FOR EXPEDITED HEARING', 46, 142, 13, true);
      at('CASE NUMBER', 394, 134, 7);
      at('ADJ30517742', 394, 148, 9);
      at('The applicant requests an expedited hearing on the issue of temporary disability indemnity, which has not been paid since', 40, 200, 8);
      at('the date of injury. A declaration of readiness is not required for this request under the rules cited on the reverse.', 40, 212, 8);
    });
    const data = await classify(pdf);
    expect(data.document_title).toBe('Request for Expedited Hearing');
  });

  it('a page that prints no title of its own has none', async () => {
    const pdf = await pdfOf((_pen, at) => {
      at('Dear Mr. Halvorsen,', 72, 90);
      at('Thank you for sending the progress report of Dr. Ishikawa, which we reviewed with the supplemental report.', 72, 110);
      at('We will write again once the employer has answered our request for the payroll records.', 72, 126);
      at('Sincerely,', 72, 160);
      at('Marisol Q. Entwistle', 72, 190);
    });
    const data = await classify(pdf);
    expect(data.document_title).toBeUndefined();
  });
});

describe('scope: papers of other courts by their issuer and their own title', () => {
  /** A civil court's caption, drawn as the Massachusetts and federal courts print theirs (not a California form). */
  const caption = (pen: Pen, at: (t: string, x: number, top: number, size?: number, heavy?: boolean) => void, court: string, title: string) => {
    at(court, centred(pen, court, 11), 50, 11, true);
    at('FOR THE DISTRICT OF NORTHERN MARIANA ISLANDS', centred(pen, 'FOR THE DISTRICT OF NORTHERN MARIANA ISLANDS', 10), 64, 10, true);
    at('KESTREL HOLLOWAY,', 72, 100);
    at('Plaintiff,', 110, 114);
    at('Civil Action No. 1:25-cv-00417', 360, 114);
    at('v.', 90, 130);
    at('PELICAN ROCK SHIPPING LLC,', 72, 146);
    at('Defendant.', 110, 160);
    at(title, centred(pen, title, 13), 196, 13, true);
  };

  it("another court's appearance form is unknown, not a WC form", async () => {
    const pdf = await pdfOf((pen, at) => {
      caption(pen, at, 'UNITED STATES DISTRICT COURT', 'NOTICE OF APPEARANCE OF COUNSEL');
      at('To the Clerk of this court and all parties of record:', 72, 236);
      at('Enter my appearance as counsel in this case for:  ______________________________', 72, 256);
      at('I certify that I am admitted to practice in this court.', 72, 276);
      at('Date: ____________        Signature: ______________________   Bar Number: __________', 72, 316);
      at('Printed name, address, e-mail address and telephone number: ____________________________', 72, 336);
    });
    const data = await classify(pdf);
    expect(data.document_title).toBe('Notice of Appearance of Counsel');
    expect(data.document_type).toBe('unknown');
  });

  it("that court's docket report (its record of entries, none decided in it) is unknown, titled as a docket", async () => {
    const pdf = await pdfOf((pen, at) => {
      const court = 'COURT OF COMMON PLEAS OF TIOGA COUNTY';
      at(court, centred(pen, court, 11), 44, 11, true);
      at('CRIMINAL DOCKET', centred(pen, 'CRIMINAL DOCKET', 14), 62, 14, true);
      at('Docket Number: CP-59-CR-0000318-2025', 360, 86, 8);
      at('Commonwealth of Pennsylvania  v.  Orrin Vasquez-Tulley', 72, 104, 10);
      at('CASE INFORMATION', 72, 130, 9, true);
      at('Judge Assigned: Halverson, Ruth E.        Date Filed: 02/11/2025        Initiation Date: 11/30/2024', 72, 146, 8);
      at('Arresting Agency: State Police - Mansfield        Complaint/Citation No.: R4X81125', 72, 158, 8);
      at('CALENDAR EVENTS', 72, 184, 9, true);
      at('Formal Arraignment   03/14/2025 9:00 am   Courtroom 2   Scheduled', 72, 200, 8);
      at('DOCKET ENTRY INFORMATION', 72, 226, 9, true);
      at('02/11/2025   Information Filed', 72, 242, 8);
      at('02/19/2025   Order Granting Motion for Continuance   Halverson, Ruth E.', 72, 254, 8);
      at('03/14/2025   Bail Set - Unsecured   $5,000.00', 72, 266, 8);
    });
    const data = await classify(pdf);
    expect(data.document_title).toBe('Criminal Docket');
    expect(data.document_type).toBe('unknown');
  });

  it("that court's order is still a court order", async () => {
    const pdf = await pdfOf((pen, at) => {
      caption(pen, at, 'UNITED STATES DISTRICT COURT', 'ORDER GRANTING MOTION TO DISMISS');
      at('Before the Court is the defendant’s motion to dismiss for lack of personal jurisdiction. Having considered the briefs', 72, 236, 9);
      at('and the record, the Court finds that the plaintiff has not shown the defendant’s contacts with this district.', 72, 250, 9);
      at('IT IS THEREFORE ORDERED that the motion is GRANTED and the complaint is DISMISSED without prejudice.', 72, 270, 9);
      at('IT IS SO ORDERED.', 72, 300, 9);
      at('Dated: April 4, 2026                         United States District Judge', 72, 330, 9);
    });
    const data = await classify(pdf);
    expect(data.document_title).toBe('Order Granting Motion to Dismiss');
    expect(data.document_type).toBe('court_order');
  });
});
