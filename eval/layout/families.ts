/**
 * Generator families for layout-aware reading (issue 31), written for this set alone and measured held out
 * before any extractor was changed for them: parties and dates printed in tables and columns the way real
 * EAMS forms and court captions print them. Each document is a list of items placed on a US Letter page
 * (text at a position, a box), with the answer the service should give. Names, employers and carriers come
 * from pools of this file only; nothing here is shared with the classifier's generators or the extractor tests.
 */
import type { DocumentType } from '@wcab/contract';

export type Item =
  | { kind: 'text'; text: string; x: number; y: number; size?: number; bold?: boolean }
  | { kind: 'box'; x: number; y: number; w: number; h: number };

export interface LayoutExpect {
  documentType: DocumentType;
  activityType: string;
  applicant: string;
  employer: string;
  insurer?: string;
  adj: string[];
  /** YYYY-MM-DD */
  documentDate: string;
  /** Typed dates the document states for its own case, `YYYY-MM-DD|type`. */
  dates: string[];
  filename: string;
}

export interface LayoutDoc {
  family: string;
  /** Items per page. */
  pages: Item[][];
  expect: LayoutExpect;
}

/** A small deterministic generator (Park-Miller), so every run builds the same documents. */
export class Seq {
  constructor(private s: number) {}
  next(): number {
    this.s = (this.s * 48271) % 2147483647;
    return this.s / 2147483647;
  }
  int(a: number, b: number): number {
    return a + Math.floor(this.next() * (b - a + 1));
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

const GIVEN = [
  'Teodoro',
  'Marisela',
  'Benedict',
  'Anjali',
  'Consuelo',
  'Dmitri',
  'Yolanda',
  'Horacio',
  'Priscila',
  'Wendell',
  'Itzel',
  'Rosalind',
  'Fabian',
  'Leticia',
  'Gideon',
  'Nayeli',
];
const FAMILY = [
  'Arreola',
  'Quintanilla',
  'Okonkwo',
  'Villaseñor',
  'Brightwater',
  'Castellanos',
  'Pemberton',
  'Ibarra',
  'Lindqvist',
  'Zamora',
  'Achterberg',
  'Maldonado',
  'Fairweather',
  'Escobedo',
  'Nakashima',
  'Delacroix',
];
const EMPLOYERS = [
  'Sierra Foothill Cannery, Inc.',
  'Bayside Cold Storage LLC',
  'Golden Poppy Landscaping',
  'Tri-Valley Pallet Company',
  'Mission Ridge Dialysis Center',
  'Redwood Coast Roofing, Inc.',
  'Channel Islands Stevedoring',
  'Sunbelt Mattress Works',
  'Coachella Date Growers Cooperative',
  'Almaden Precision Castings',
];
const INSURERS = [
  'Pinecrest Casualty Insurance Company',
  'Western Guaranty Insurance Company',
  'Harborline Mutual Insurance Company',
  'Granite Bay Indemnity Company',
  'Cascadia Workers Insurance Company',
];
const ADMINISTRATORS = ['Keystone Claims Services', 'Bluewater Claims Administrators', 'Meridian Risk Management'];
const OFFICES = ['Van Nuys', 'Oakland', 'Anaheim', 'Santa Ana', 'Stockton', 'Salinas', 'Pomona', 'Riverside'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export interface Case {
  applicant: string;
  surname: string;
  employer: string;
  insurer: string;
  administrator: string;
  adj: string;
  doi: string;
}

export const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
export const slash = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-');
  return `${m}/${d}/${y}`;
};
export const long = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return `${MONTHS[m - 1]} ${d}, ${y}`;
};
const compact = (isoDate: string) => isoDate.replace(/-/g, '');
const slug = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

export function newCase(q: Seq): Case {
  const surname = q.pick(FAMILY);
  return {
    applicant: `${q.pick(GIVEN)} ${surname}`,
    surname,
    employer: q.pick(EMPLOYERS),
    insurer: q.pick(INSURERS),
    administrator: q.pick(ADMINISTRATORS),
    adj: `ADJ${q.int(10_000_000, 19_999_999)}`,
    doi: iso(q.int(2019, 2023), q.int(1, 12), q.int(1, 28)),
  };
}

export const randomDate = (q: Seq, year: number) => iso(year, q.int(1, 12), q.int(1, 28));

/** Text items of one line of cells at the given x positions. */
export const row = (cells: string[], xs: number[], y: number, size?: number): Item[] =>
  cells.map((text, i) => ({ kind: 'text', text, x: xs[i]!, y, ...(size ? { size } : {}) }));

export const BOARD = ["WORKERS' COMPENSATION APPEALS BOARD", 'STATE OF CALIFORNIA'];

/** Family 1: a notice of hearing whose caption is a table, and whose hearing is a table row. */
function tableCaptionNotice(q: Seq): LayoutDoc {
  const c = newCase(q);
  const served = randomDate(q, 2025);
  const hearing = iso(2025, q.int(6, 12), q.int(1, 28));
  const office = q.pick(OFFICES);
  const headers = q.pick([
    ['Case Number(s)', 'Applicant', 'Employer'],
    ['Case No.', 'Injured Worker', 'Employer'],
    ['WCAB Case No.', 'Applicant Name', 'Employer Name'],
  ]);
  const xs = [72, 200, 360];
  const items: Item[] = [
    ...BOARD.map((t, i): Item => ({ kind: 'text', text: t, x: 170, y: 60 + i * 14, bold: true })),
    ...row(headers, xs, 110),
    ...row([c.adj, c.applicant, c.employer], xs, 126),
    ...row(['Insurance Carrier', 'Claims Administrator'], [72, 300], 156),
    ...row([c.insurer, c.administrator], [72, 300], 172),
    { kind: 'text', text: 'NOTICE OF HEARING', x: 240, y: 210, bold: true },
    { kind: 'text', text: 'You are hereby notified that the above case has been set for hearing as follows:', x: 72, y: 236 },
    ...row(['Date', 'Time', 'Hearing Type', 'Location'], [72, 180, 260, 390], 262),
    ...row(
      [
        slash(hearing),
        q.pick(['8:30 AM', '1:30 PM', '10:00 AM']),
        q.pick(['Mandatory Settlement Conference', 'Status Conference']),
        `${office} District Office`,
      ],
      [72, 180, 260, 390],
      278,
    ),
    { kind: 'text', text: 'All parties must appear with full settlement authority. Failure to appear may result in sanctions.', x: 72, y: 310 },
    {
      kind: 'text',
      text: 'Instructions: a party who needs an interpreter shall request one no later than ten days before the hearing.',
      x: 72,
      y: 326,
      size: 8,
    },
    ...row(['Date Served', 'Served By'], [72, 250], 372),
    ...row([slash(served), "Workers' Compensation Appeals Board"], [72, 250], 388),
  ];
  return {
    family: 'table-caption-notice',
    pages: [items],
    expect: expectOf(c, 'wcab_form', 'Notice of Hearing', served, [`${hearing}|hearing`], true),
  };
}

/** Family 2: a treating physician's report whose header is a label column with no colons. */
function labelColumnReport(q: Seq): LayoutDoc {
  const c = newCase(q);
  const exam = randomDate(q, 2025);
  const labels = q.pick([
    ['Patient', 'Employer', 'Claims Administrator', 'Date of Injury', 'Claim Number', 'WCAB Case No.'],
    ['Patient Name', 'Employer', 'Insurance Carrier', 'Date of Injury', 'Claim No.', 'Case No.'],
    ['Injured Worker', 'Employer', 'Insurance Carrier', 'DOI', 'Claim #', 'ADJ No.'],
  ]);
  const insurerRow = /carrier/i.test(labels[2]!);
  const values = [c.applicant, c.employer, insurerRow ? c.insurer : c.administrator, slash(c.doi), `${q.int(100000, 999999)}-${q.int(10, 99)}`, c.adj];
  const items: Item[] = [
    { kind: 'text', text: 'COASTAL OCCUPATIONAL MEDICINE GROUP', x: 150, y: 50, bold: true },
    { kind: 'text', text: '2210 Harbor View Drive, Suite 300, Ventura, CA 93001', x: 150, y: 64, size: 9 },
    { kind: 'text', text: "PRIMARY TREATING PHYSICIAN'S PROGRESS REPORT (PR-2)", x: 110, y: 100, bold: true },
    ...labels.flatMap((l, i) => row([l, values[i]!], [72, 230], 130 + i * 16)),
    ...row(['Date of Examination', slash(exam)], [72, 230], 130 + labels.length * 16),
    { kind: 'text', text: 'SUBJECTIVE COMPLAINTS', x: 72, y: 250, bold: true },
    { kind: 'text', text: 'The patient reports continued pain in the lumbar spine radiating to the left leg, worse with prolonged standing.', x: 72, y: 266 },
    { kind: 'text', text: 'OBJECTIVE FINDINGS', x: 72, y: 292, bold: true },
    { kind: 'text', text: 'Tenderness to palpation over the paraspinal muscles. Straight leg raise positive on the left at 45 degrees.', x: 72, y: 308 },
    { kind: 'text', text: 'DIAGNOSIS', x: 72, y: 334, bold: true },
    { kind: 'text', text: 'Lumbar radiculopathy. Lumbar sprain and strain.', x: 72, y: 350 },
    { kind: 'text', text: 'WORK STATUS', x: 72, y: 376, bold: true },
    { kind: 'text', text: 'Modified duty: no lifting over 15 pounds, no repetitive bending. Return for follow-up in four weeks.', x: 72, y: 392 },
    { kind: 'text', text: 'I declare under penalty of perjury that the information contained in this report is true and correct.', x: 72, y: 430 },
    { kind: 'text', text: `Executed on ${long(exam)}, at Ventura, California.`, x: 72, y: 446 },
    { kind: 'text', text: 'Eleanor Vasquez-Hart, M.D.', x: 72, y: 480 },
  ];
  return { family: 'label-column-report', pages: [items], expect: expectOf(c, 'medical_report', 'Medical Report', exam, [`${c.doi}|injury`], insurerRow) };
}

/** Family 3: a boxed form: numbered boxes with a small label at the top and the value under it. */
function boxedForm(q: Seq): LayoutDoc {
  const c = newCase(q);
  const signed = randomDate(q, 2025);
  const items: Item[] = [
    ...BOARD.map((t, i): Item => ({ kind: 'text', text: t, x: 170, y: 50 + i * 14, bold: true })),
    { kind: 'text', text: 'DECLARATION OF READINESS TO PROCEED', x: 170, y: 90, bold: true },
  ];
  const boxes: [string, string][] = [
    ['1. Case Number', c.adj],
    ["2. Employee's Name", c.applicant],
    ['3. Employer', c.employer],
    ['4. Insurance Carrier', c.insurer],
    ['5. Date of Injury', slash(c.doi)],
    ['6. Requesting Party', q.pick(['Applicant', 'Defendant'])],
  ];
  const perRow = q.pick([2, 3]);
  const w = 468 / perRow;
  boxes.forEach(([label, value], i) => {
    const x = 72 + (i % perRow) * w;
    const y = 110 + Math.floor(i / perRow) * 44;
    items.push({ kind: 'box', x, y, w, h: 40 }, { kind: 'text', text: label, x: x + 4, y: y + 4, size: 7 }, { kind: 'text', text: value, x: x + 4, y: y + 20 });
  });
  const y0 = 110 + Math.ceil(boxes.length / perRow) * 44 + 20;
  items.push(
    {
      kind: 'text',
      text: 'The requesting party declares that it has made a genuine, good faith effort to resolve the dispute before filing.',
      x: 72,
      y: y0,
      size: 9,
    },
    {
      kind: 'text',
      text: 'Instructions: list the date of injury exactly as it appears on the Application for Adjudication of Claim.',
      x: 72,
      y: y0 + 14,
      size: 8,
    },
    { kind: 'box', x: 72, y: y0 + 34, w: 234, h: 40 },
    { kind: 'text', text: 'Date', x: 76, y: y0 + 38, size: 7 },
    { kind: 'text', text: slash(signed), x: 76, y: y0 + 54 },
    { kind: 'box', x: 306, y: y0 + 34, w: 234, h: 40 },
    { kind: 'text', text: 'Signature', x: 310, y: y0 + 38, size: 7 },
    { kind: 'text', text: '/s/ Harriet Olmsted', x: 310, y: y0 + 54 },
  );
  return { family: 'boxed-form', pages: [items], expect: expectOf(c, 'wcab_form', 'Declaration of Readiness', signed, [`${c.doi}|injury`], true) };
}

/** Family 4: a defense attorney's letter whose reference block is a table, with a salutation. */
function tableRefLetter(q: Seq): LayoutDoc {
  const c = newCase(q);
  const dated = randomDate(q, 2025);
  const items: Item[] = [
    { kind: 'text', text: 'FENWICK, ORTEGA & LAMBRECHT, LLP', x: 170, y: 50, bold: true },
    { kind: 'text', text: 'Attorneys at Law', x: 240, y: 64, size: 9 },
    { kind: 'text', text: '455 Market Street, 12th Floor, San Francisco, CA 94105', x: 160, y: 76, size: 9 },
    { kind: 'text', text: long(dated), x: 72, y: 110 },
    { kind: 'text', text: `${c.administrator}`, x: 72, y: 136 },
    { kind: 'text', text: 'P.O. Box 14022, Sacramento, CA 95851', x: 72, y: 150 },
    ...row(['Applicant', 'Employer', 'WCAB No.', 'DOI'], [72, 200, 370, 470], 180),
    ...row([c.applicant, c.employer, c.adj, slash(c.doi)], [72, 200, 370, 470], 196),
    { kind: 'text', text: `Dear ${q.pick(['Ms.', 'Mr.'])} Whitcombe:`, x: 72, y: 230 },
    { kind: 'text', text: 'We have reviewed the Qualified Medical Evaluator report and enclose our objection for your file.', x: 72, y: 250 },
    { kind: 'text', text: 'Please let us know whether you would authorize a supplemental report on the issue of apportionment.', x: 72, y: 266 },
    { kind: 'text', text: 'Very truly yours,', x: 72, y: 300 },
    { kind: 'text', text: 'Augustin Lambrecht, Esq.', x: 72, y: 330 },
  ];
  return { family: 'table-ref-letter', pages: [items], expect: expectOf(c, 'correspondence', 'Correspondence', dated, [`${c.doi}|injury`], false) };
}

/** Family 5: minutes of a hearing whose caption is a two-column label grid (labels above their values). */
function gridMinutes(q: Seq): LayoutDoc {
  const c = newCase(q);
  const heard = randomDate(q, 2025);
  const next = iso(2026, q.int(1, 6), q.int(1, 28));
  const items: Item[] = [
    ...BOARD.map((t, i): Item => ({ kind: 'text', text: t, x: 170, y: 50 + i * 14, bold: true })),
    { kind: 'text', text: 'MINUTES OF HEARING', x: 230, y: 90, bold: true },
    ...row(['APPLICANT', 'CASE NUMBER'], [72, 330], 120, 8),
    ...row([c.applicant.toUpperCase(), c.adj], [72, 330], 134),
    ...row(['EMPLOYER', 'INSURANCE CARRIER'], [72, 330], 160, 8),
    ...row([c.employer, c.insurer], [72, 330], 174),
    ...row(['DATE OF HEARING', 'JUDGE'], [72, 330], 200, 8),
    ...row([slash(heard), 'Hon. Cordelia Ashgrove'], [72, 330], 214),
    { kind: 'text', text: 'The matter came on for a status conference. The parties report that discovery is not complete.', x: 72, y: 250 },
    { kind: 'text', text: `The matter is continued to a status conference on ${long(next)} at 8:30 a.m. in the same office.`, x: 72, y: 266 },
    { kind: 'text', text: 'Notice is waived by all parties present.', x: 72, y: 282 },
  ];
  return {
    family: 'grid-minutes',
    pages: [items],
    expect: expectOf(c, 'court_order', 'Minutes of Hearing', heard, [`${heard}|hearing`, `${next}|hearing`], true),
  };
}

export function expectOf(
  c: Case,
  documentType: DocumentType,
  activityType: string,
  documentDate: string,
  dates: string[],
  insurerPrinted: boolean,
): LayoutExpect {
  return {
    documentType,
    activityType,
    applicant: c.applicant,
    employer: c.employer,
    ...(insurerPrinted ? { insurer: c.insurer } : {}),
    adj: [c.adj],
    documentDate,
    dates,
    filename: `${compact(documentDate)}-${slug(activityType)}-${slug(c.surname)}.pdf`,
  };
}

export const LAYOUT_FAMILIES = { tableCaptionNotice, labelColumnReport, boxedForm, tableRefLetter, gridMinutes } as const;

/** `perFamily` documents of every family, fixed by the seed. */
export function layoutDocuments(perFamily = 12, seed = 31): LayoutDoc[] {
  const q = new Seq(seed);
  return Object.values(LAYOUT_FAMILIES).flatMap((family) => Array.from({ length: perFamily }, () => family(q)));
}
