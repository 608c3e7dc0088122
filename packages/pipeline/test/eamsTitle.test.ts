/**
 * `eams_document_title` end to end through the classify and batch jobs, on text PDFs laid out here by hand (not a
 * layout of the training generator or the layout families): WCAB minutes of hearing, a clerk's notice that quotes
 * a Declaration of Readiness it rejects, a letter, and a federal court's order.
 */
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import processJob from '../src/processor';

type At = (text: string, x: number, top: number, size?: number, heavy?: boolean) => void;

async function pdfOf(...drawings: ((page: PDFPage, bold: PDFFont, at: At) => void)[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (const draw of drawings) {
    const page = doc.addPage([612, 792]);
    draw(page, bold, (text, x, top, size = 10, heavy = false) => page.drawText(text, { x, y: 792 - top - size, size, font: heavy ? bold : font }));
  }
  return doc.save();
}

const centred = (bold: PDFFont, text: string, size: number) => (612 - bold.widthOfTextAtSize(text, size)) / 2;

const minutes = (_page: PDFPage, bold: PDFFont, at: At) => {
  at("WORKERS' COMPENSATION APPEALS BOARD", centred(bold, "WORKERS' COMPENSATION APPEALS BOARD", 11), 44, 11, true);
  at('STATE OF CALIFORNIA', centred(bold, 'STATE OF CALIFORNIA', 10), 58, 10, true);
  at('OSWALDO PRIETO-LANDRY,', 72, 96);
  at('Case No. ADJ40918273', 380, 96);
  at('Applicant,', 110, 110);
  at('vs.', 90, 126);
  at('CANYON CREST MILLWORK, INC.; REDWOOD MUTUAL', 72, 142);
  at('INSURANCE COMPANY,', 72, 156);
  at('Defendants.', 110, 170);
  at('MINUTES OF HEARING', centred(bold, 'MINUTES OF HEARING', 14), 204, 14, true);
  at('Date of Hearing: 04/14/2026      Type: Mandatory Settlement Conference      Judge: Hon. R. Okonkwo', 72, 240, 9);
  at('Appearances: Applicant in person with counsel; defendants by counsel.', 72, 258, 9);
  at('The matter is set for trial. The parties are to file their exhibits ten days before trial.', 72, 276, 9);
  at('This matter is ordered off calendar as to the issue of penalties only.', 72, 294, 9);
};

const rejection = (_page: PDFPage, bold: PDFFont, at: At) => {
  at("WORKERS' COMPENSATION APPEALS BOARD", centred(bold, "WORKERS' COMPENSATION APPEALS BOARD", 11), 48, 11, true);
  at('Re:   Imelda Sorensen-Vaca  v.  Bluewater Cannery LLC', 72, 100, 9);
  at('Case No.   ADJ55120394', 72, 114, 9);
  at('NOTICE OF DOCUMENT NOT ACCEPTED FOR FILING', centred(bold, 'NOTICE OF DOCUMENT NOT ACCEPTED FOR FILING', 15), 150, 15, true);
  at('The document listed below, received by this office, is returned without being filed:', 72, 190);
  at('DECLARATION OF READINESS TO PROCEED', 72, 210, 10);
  at('Reason: no proof of service is attached. You may correct the deficiency and file the document again.', 72, 230, 9);
  at('Date: 03/02/2026                                  Filing Clerk, Oxnard District Office', 72, 280, 9);
};

const federalOrder = (_page: PDFPage, bold: PDFFont, at: At) => {
  at('UNITED STATES DISTRICT COURT', centred(bold, 'UNITED STATES DISTRICT COURT', 11), 50, 11, true);
  at('DISTRICT OF IDAHO', centred(bold, 'DISTRICT OF IDAHO', 10), 64, 10, true);
  at('MARGUERITE ASHDOWN,  Plaintiff,', 72, 100);
  at('v.', 90, 116);
  at('TALLGRASS FREIGHT CO.,  Defendant.', 72, 132);
  at('Case No. 2:25-cv-00981', 380, 100);
  at('ORDER DENYING MOTION TO TRANSFER VENUE', centred(bold, 'ORDER DENYING MOTION TO TRANSFER VENUE', 13), 176, 13, true);
  at('Before the Court is the defendant’s motion to transfer venue. The motion is DENIED.', 72, 214, 9);
  at('IT IS SO ORDERED.', 72, 240, 9);
  at('Dated: May 6, 2026                          United States District Judge', 72, 270, 9);
};

interface Answer {
  document_type: string;
  eams_document_type?: string;
  eams_document_title?: string;
}

async function classify(pdf: Uint8Array): Promise<Answer> {
  const out = await processJob({ kind: 'classify', document: pdf, params: {} });
  expect(out.ok).toBe(true);
  return (out.ok ? out.data : {}) as Answer;
}

describe('eams_document_title', () => {
  it('files WCAB minutes of hearing under their EAMS title', async () => {
    const data = await classify(await pdfOf(minutes));
    expect(data.document_type).toBe('court_order');
    expect(data).toMatchObject({ eams_document_type: 'LEGAL DOCS', eams_document_title: 'MINUTES OF HEARING' });
  });

  it("gives a clerk's notice no Declaration of Readiness title, and a federal court's order none", async () => {
    expect((await classify(await pdfOf(rejection))).eams_document_title).not.toBe('DECLARATION OF READINESS TO PROCEED');
    const order = await classify(await pdfOf(federalOrder));
    expect(order.document_type).toBe('court_order');
    expect(order.eams_document_title).toBeUndefined();
    expect(order.eams_document_type).toBeUndefined();
  });

  it('gives each document of a batch its own', async () => {
    const out = await processJob({ kind: 'batch', document: await pdfOf(minutes, federalOrder), params: {} });
    expect(out.ok).toBe(true);
    const docs = (out.ok ? (out.data as { documents: (Answer & { start_page: number })[] }).documents : []) ?? [];
    const first = docs.find((d) => d.start_page === 1);
    expect(first?.eams_document_title).toBe('MINUTES OF HEARING');
    for (const d of docs.filter((x) => x.start_page === 2)) expect(d.eams_document_title).toBeUndefined();
  });
});
