/**
 * Scanned documents that test the read plan's promise (issue 36): each prints its first-page fields (title,
 * caption, ADJ number, often a typed date) where the plan reads first, and sets a further event on a later
 * page, where a plan that stops at "every field found" would not look. Drawn from a seed: which kind, where
 * the later event sits (page 2 or 3 of 2-4 pages), whether page 1 already holds an event, and the wording.
 * The answer that counts is not written here: the evaluation compares the plan against reading every page.
 */
import { makeTextPdf, rasterizePdf, seededRandom } from '@wcab/testkit';

export interface PlanDocument {
  name: string;
  pdf: Uint8Array;
  pages: number;
}

const NAMES = ['MARIA SALAZAR', 'JAMES OKORO', 'ROSA DELGADO', 'DAVID PHAM', 'LINDA BAXTER', 'CARLOS MEDINA', 'SUSAN ABERNATHY', 'TOMAS ARRIETA'];
const EMPLOYERS = ['HARBOR FREIGHT LINES, INC.', 'MESA VERDE NURSERIES', 'CENTRAL VALLEY PACKING CO.', 'BAYSIDE MEDICAL GROUP'];
const PLACES = ['Oakland District Office, 1515 Clay Street, Oakland, CA 94612', 'Anaheim District Office, 1661 No. Raymond Avenue, Anaheim, CA 92801'];

interface Draw {
  random: () => number;
  pick<T>(xs: readonly T[]): T;
  date(year?: number): string;
}

function draw(seed: number): Draw {
  const random = seededRandom(seed);
  return {
    random,
    pick: (xs) => xs[Math.floor(random() * xs.length)]!,
    date: (year = 2026) => `${String(1 + Math.floor(random() * 12)).padStart(2, '0')}/${String(1 + Math.floor(random() * 28)).padStart(2, '0')}/${year}`,
  };
}

const prose = (n: number, d: Draw) =>
  Array.from({ length: n }, () =>
    d.pick([
      'The records reviewed are summarised below, in the order in which they were received by this office.',
      'Range of motion was measured with a goniometer; the figures are recorded in the table of the appendix.',
      'The parties have exchanged the documents listed in the index and no further discovery is pending.',
      'Treatment to date has included physical therapy, medication and a home exercise program.',
      'Nothing in this letter waives any right or defense of the parties, all of which are reserved.',
    ]),
  );

/** One document: its pages as lines, the later event on page `laterPage` (0-based). */
type Maker = (d: Draw, ctx: { applicant: string; employer: string; adj: string; pages: number; laterPage: number }) => string[][];

const MAKERS: Record<string, Maker> = {
  // A medical-legal report: the injury date on page 1, the re-evaluation set near its end.
  'QME report, re-evaluation set later': (d, c) =>
    pages(c.pages, (p) =>
      p === 0
        ? [
            'QUALIFIED MEDICAL EVALUATOR REPORT',
            `Applicant: ${c.applicant}`,
            `Employer: ${c.employer}`,
            `Case No.: ${c.adj}`,
            `Date of Injury: ${d.date(2024)}`,
            '',
            ...prose(12, d),
          ]
        : p === c.laterPage
          ? [
              ...prose(6, d),
              '',
              'FUTURE MEDICAL CARE AND RE-EVALUATION',
              `The applicant is scheduled for a re-evaluation on ${d.date()} at 10:00 a.m. at this office.`,
              ...prose(6, d),
            ]
          : prose(18, d),
    ),
  // An attorney's letter: page 1 names its case, the deposition it notices is set on a later page.
  'attorney letter, deposition set later': (d, c) =>
    pages(c.pages, (p) =>
      p === 0
        ? [
            'GREENE & ALVARADO, LLP',
            '400 Capitol Mall, Suite 900, Sacramento, CA 95814',
            d.date(),
            `RE: ${c.applicant} v. ${c.employer}`,
            `ADJ No.: ${c.adj}`,
            'Dear Counsel:',
            'This letter follows our conversation about discovery in the matter referenced above.',
            ...prose(10, d),
          ]
        : p === c.laterPage
          ? [
              ...prose(5, d),
              `Please produce the applicant for deposition, which is set for ${d.date()} at 9:30 a.m. at our Sacramento office.`,
              ...prose(5, d),
              'Very truly yours,',
              'Helen Greene',
            ]
          : prose(18, d),
    ),
  // A notice that sets one event on page 1 and a second one (a status conference) on a later page.
  'notice with a second event later': (d, c) =>
    pages(c.pages, (p) =>
      p === 0
        ? [
            "WORKERS' COMPENSATION APPEALS BOARD",
            'STATE OF CALIFORNIA',
            `${c.applicant}, Applicant, vs. ${c.employer}, Defendant.`,
            `Case No. ${c.adj}`,
            'NOTICE OF HEARING',
            `This case is set for a MANDATORY SETTLEMENT CONFERENCE on ${d.date()} at 8:30 a.m.`,
            `at the ${d.pick(PLACES)}.`,
            ...prose(8, d),
          ]
        : p === c.laterPage
          ? [...prose(6, d), `A STATUS CONFERENCE is also set on ${d.date()} at 1:30 p.m. at the same district office.`, ...prose(6, d)]
          : prose(18, d),
    ),
  // A progress report whose next appointment is printed on its second or third page.
  'progress report, next appointment later': (d, c) =>
    pages(c.pages, (p) =>
      p === 0
        ? [
            "PRIMARY TREATING PHYSICIAN'S PROGRESS REPORT (PR-2)",
            `Patient: ${c.applicant}`,
            `Employer: ${c.employer}`,
            `Claim No.: ${c.adj}`,
            `Date of Injury: ${d.date(2025)}`,
            ...prose(12, d),
          ]
        : p === c.laterPage
          ? [...prose(6, d), 'PLAN', `Return to clinic: next appointment ${d.date()} at 2:15 PM.`, ...prose(4, d)]
          : prose(18, d),
    ),
  // A letter that sets a response deadline on its last page.
  'claims letter, deadline later': (d, c) =>
    pages(c.pages, (p) =>
      p === 0
        ? [
            'REDWOOD CLAIMS SERVICES',
            'P.O. Box 2210, Fresno, CA 93745',
            d.date(),
            `Claimant: ${c.applicant}`,
            `Employer: ${c.employer}`,
            `ADJ: ${c.adj}`,
            `Date of Injury: ${d.date(2025)}`,
            'Dear Counsel:',
            ...prose(10, d),
          ]
        : p === c.laterPage
          ? [
              ...prose(6, d),
              `Please return the signed forms no later than ${d.date()}, or the request will be closed.`,
              ...prose(4, d),
              'Sincerely,',
              'Claims Adjuster',
            ]
          : prose(18, d),
    ),
};

function pages(count: number, page: (p: number) => string[]): string[][] {
  return Array.from({ length: count }, (_, p) => [...page(p), '', `Page ${p + 1} of ${count}`]);
}

/** `perKind` documents of each kind, scanned at 200 DPI like the corpus; the later event on page 2 or 3. */
export async function buildPlanDocuments(perKind = 2, seed = 36): Promise<PlanDocument[]> {
  const out: PlanDocument[] = [];
  let n = 0;
  for (const [kind, make] of Object.entries(MAKERS)) {
    for (let i = 0; i < perKind; i++) {
      const d = draw(seed * 1000 + n++);
      const count = 2 + Math.floor(d.random() * 3); // 2-4 pages
      const laterPage = 1 + Math.floor(d.random() * Math.min(2, count - 1)); // page 2 or 3
      const applicant = d.pick(NAMES);
      const adj = `ADJ${10000000 + Math.floor(d.random() * 9000000)}`;
      const text = await makeTextPdf(make(d, { applicant, employer: d.pick(EMPLOYERS), adj, pages: count, laterPage }));
      out.push({ name: `${kind} #${i + 1}`, pdf: await rasterizePdf(text, { dpi: 200, noise: 0.02, seed: n }), pages: count });
    }
  }
  return out;
}
