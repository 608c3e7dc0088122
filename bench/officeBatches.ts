/**
 * Batches made like the ones law offices scan (issue 36), from a seed: a day's mail of short documents
 * (1-3 pages each: notices, letters, bills, medical reports), each behind a separator sheet, which is a
 * DWC-CA 10232.2 text sheet, a barcode sheet (PATCH T or SEP..., in any of the symbologies offices
 * print), or either; letters and bills carrying stray barcodes of their own (an invoice number, a QR
 * code on a letterhead); some pages fed upside down; with duplex scanning, a blank back after every
 * sheet. Nothing is tuned to one batch: the shapes are drawn from the seed, and the answer (which pages
 * are separators) comes with the batch.
 */
import { seededRandom, makeBarcodePage, makeDwcSeparatorSheet, makeTextPdf, concatPdfs, rasterizePdf, type Symbology } from '@wcab/testkit';

export type SeparatorStyle = 'dwc' | 'barcode' | 'mixed';

export interface OfficeBatchSpec {
  seed: number;
  documents: number;
  separators: SeparatorStyle;
  /** Share of letters and bills that carry a stray barcode (0-1). */
  strayBarcodes: number;
  /** Share of content pages fed upside down (0-1). */
  upsideDown: number;
  /** Every sheet scanned on both sides: a blank back after each page. */
  duplex: boolean;
}

export interface OfficeBatch {
  pdf: Uint8Array;
  pages: number;
  /** Separator pages, 1-based. */
  separators: number[];
  /** Of which barcode sheets (what a script reading barcodes alone can find). */
  barcodeSeparators: number[];
  /** Pages of each document, in order. */
  documentPages: number[];
  /** Pages fed upside down, 0-based. */
  upsideDown: number[];
}

const FIRST = ['MARIA', 'JAMES', 'ROSA', 'DAVID', 'LINDA', 'CARLOS', 'SUSAN', 'MICHAEL', 'ANA', 'ROBERT', 'ELENA', 'TOMAS', 'GRACE', 'HECTOR'];
const LAST = ['GARCIA', 'NGUYEN', 'MARTINEZ', 'KIM', 'JOHNSON', 'REYES', 'PATEL', 'BROWN', 'LOPEZ', 'CHEN', 'RAMIREZ', 'OKAFOR', 'SILVA', 'WONG'];
const EMPLOYERS = ['ACME LOGISTICS, INC.', 'SUNRISE DISTRIBUTION CENTER, LLC', 'GOLDEN STATE FOODS', 'PACIFIC BUILDERS CORP.', 'VALLEY FRESH MARKETS'];
const OFFICES = ['Oakland District Office, 1515 Clay Street, Oakland, CA 94612', 'Van Nuys District Office, 6150 Van Nuys Boulevard, Van Nuys, CA 91401'];
const DWC_TITLES = ['ADJ-LEGAL DOCS-NOTICE OF HEARING', 'ADJ-MEDICAL DOCS-MEDICAL REPORTS', 'ADJ-LEGAL DOCS-CORRESPONDENCE', 'ADJ-LIEN DOCS-BILLS'];
const SEPARATOR_CODES: Symbology[] = ['code39', 'code128', 'qrcode', 'datamatrix', 'pdf417'];
const STRAY_CODES: Symbology[] = ['code128', 'qrcode', 'code39', 'datamatrix'];

interface Case {
  applicant: string;
  adj: string;
  employer: string;
}

type Pick = <T>(xs: readonly T[]) => T;

function dateOf(random: () => number): string {
  const m = 1 + Math.floor(random() * 12);
  const d = 1 + Math.floor(random() * 28);
  return `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/2025`;
}

const filler = (n: number, what: string) =>
  Array.from({ length: n }, (_, k) => `${what} ${k + 1}: the history, findings and plan are described in the record as follows.`);

/** A document's pages (lines each) and whether it is a letter or bill (which may carry a stray code). */
function documentPages(kind: number, c: Case, length: number, random: () => number, pick: Pick): { pages: string[][]; stray: boolean } {
  const date = dateOf(random);
  const body = (p: number) => [`${c.applicant}`, `ADJ No. ${c.adj}`, `Page ${p + 1} of ${length}`, '', ...filler(24 + Math.floor(random() * 10), 'Paragraph')];
  switch (kind) {
    case 0: // notice of hearing
      return {
        stray: false,
        pages: Array.from({ length }, (_, p) =>
          p === 0
            ? [
                "WORKERS' COMPENSATION APPEALS BOARD",
                'STATE OF CALIFORNIA',
                `${c.applicant}, Applicant, vs. ${c.employer}, Defendants.`,
                `Case No. ${c.adj}`,
                'NOTICE OF HEARING',
                `The above case is set for a MANDATORY SETTLEMENT CONFERENCE on ${dateOf(random)} at 8:30 a.m.`,
                `at the ${pick(OFFICES)}.`,
                `Served: ${date}`,
              ]
            : body(p),
        ),
      };
    case 1: // attorney letter
      return {
        stray: true,
        pages: Array.from({ length }, (_, p) =>
          p === 0
            ? [
                'MARSHALL & ORTEGA, LLP',
                '1200 Wilshire Boulevard, Suite 400, Los Angeles, CA 90017',
                date,
                'Claims Examiner, Redwood Claims Services',
                `RE: ${c.applicant} v. ${c.employer}`,
                `ADJ No.: ${c.adj}`,
                'Dear Claims Examiner:',
                'We write on behalf of our client regarding the claim referenced above. Please reinstate the',
                'temporary disability payments and authorize the physical therapy the treating physician requested.',
                'Very truly yours,',
                'Daniel Marshall, Esq.',
              ]
            : body(p),
        ),
      };
    case 2: // a bill
      return {
        stray: true,
        pages: Array.from({ length }, (_, p) =>
          p === 0
            ? [
                'COASTAL IMAGING CENTER',
                'ITEMIZED BILLING STATEMENT',
                `Statement date: ${date}`,
                `Patient: ${c.applicant}`,
                `Employer: ${c.employer}`,
                `Claim: ${c.adj}`,
                `Date of service ${dateOf(random)}   MRI lumbar spine without contrast   72148   $1,850.00`,
                `Date of service ${dateOf(random)}   Radiology interpretation            76140     $240.00`,
                'Amount due: $2,090.00. Please remit within 45 days.',
              ]
            : body(p),
        ),
      };
    default: // medical report
      return {
        stray: false,
        pages: Array.from({ length }, (_, p) =>
          p === 0
            ? [
                "PRIMARY TREATING PHYSICIAN'S PROGRESS REPORT (PR-2)",
                `Patient: ${c.applicant}`,
                `Employer: ${c.employer}`,
                `Claim No.: ${c.adj}`,
                `Date of Examination: ${date}`,
                'Subjective complaints: low back pain radiating to the left leg.',
                `Next appointment: ${dateOf(random)} at 9:15 AM.`,
                ...filler(10, 'Finding'),
              ]
            : body(p),
        ),
      };
  }
}

export async function makeOfficeBatch(spec: OfficeBatchSpec): Promise<OfficeBatch> {
  const random = seededRandom(spec.seed);
  const pick: Pick = (xs) => xs[Math.floor(random() * xs.length)]!;
  const parts: Uint8Array[] = [];
  const separators: number[] = [];
  const barcodeSeparators: number[] = [];
  const upside: number[] = [];
  const docPages: number[] = [];
  let page = 0; // pages so far
  const blank = await makeTextPdf([['']]);
  const add = async (pdf: Uint8Array, content: boolean) => {
    parts.push(pdf);
    if (content && random() < spec.upsideDown) upside.push(page);
    page++;
    if (spec.duplex) {
      parts.push(blank);
      page++;
    }
  };
  for (let d = 0; d < spec.documents; d++) {
    const c: Case = { applicant: `${pick(FIRST)} ${pick(LAST)}`, adj: `ADJ${10000000 + Math.floor(random() * 89999999)}`, employer: pick(EMPLOYERS) };
    const style = spec.separators === 'mixed' ? (random() < 0.5 ? 'dwc' : 'barcode') : spec.separators;
    separators.push(page + 1);
    if (style === 'dwc') {
      await add(
        await makeDwcSeparatorSheet({
          caseNumber: c.adj,
          documentType: 'LEGAL',
          documentTitle: pick(DWC_TITLES),
          documentDate: dateOf(random),
          author: 'APPLICANT ATTORNEY',
        }),
        false,
      );
    } else {
      barcodeSeparators.push(page + 1);
      const symbology = pick(SEPARATOR_CODES);
      const value = random() < 0.5 ? 'PATCHT' : `SEP${Math.floor(random() * 1000)}`;
      await add(await makeBarcodePage({ value, symbology, heading: value === 'PATCHT' ? 'PATCH T' : 'DOCUMENT SEPARATOR' }), false);
    }
    const length = 1 + Math.floor(random() * 3);
    const { pages, stray } = documentPages(Math.floor(random() * 4), c, length, random, pick);
    for (const [p, lines] of pages.entries()) {
      const withCode = stray && p === 0 && random() < spec.strayBarcodes;
      const pdf = withCode
        ? await makeBarcodePage({
            value: `INV${Math.floor(random() * 1e6)}`,
            symbology: pick(STRAY_CODES),
            position: random() < 0.5 ? 'top-right' : 'bottom-left',
            extraLines: lines,
          })
        : await makeTextPdf([lines]);
      await add(pdf, true);
    }
    docPages.push(length);
  }
  const pdf = await rasterizePdf(await concatPdfs(parts), { dpi: 200, skewDeg: 0.8, noise: 0.03, jpegQuality: 70, rotate180Pages: upside, seed: spec.seed });
  return { pdf, pages: page, separators, barcodeSeparators, documentPages: docPages, upsideDown: upside };
}

/** The workloads `npm run bench -- native` runs beside its fixed ones (one seed each; BENCH_OFFICE_SEED moves them all). */
export function officeWorkloads(seed = Number(process.env.BENCH_OFFICE_SEED) || 36): Array<{ key: string; name: string; spec: OfficeBatchSpec }> {
  const base = { strayBarcodes: 0.5, upsideDown: 0.08, duplex: false };
  return [
    { key: 'dwc', name: '16 short documents, DWC text separator sheets', spec: { ...base, seed, documents: 16, separators: 'dwc' } },
    { key: 'barcode', name: '16 short documents, barcode sheets of every kind', spec: { ...base, seed: seed + 1, documents: 16, separators: 'barcode' } },
    { key: 'mixed', name: '16 short documents, DWC and barcode sheets mixed', spec: { ...base, seed: seed + 2, documents: 16, separators: 'mixed' } },
    {
      key: 'duplex',
      name: '8 short documents, mixed sheets, duplex (blank backs)',
      spec: { ...base, seed: seed + 3, documents: 8, separators: 'mixed', duplex: true },
    },
  ];
}
