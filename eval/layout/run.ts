/**
 * The layout set (issue 31): each generated document rendered as a text PDF, read by PDFium (text and
 * character boxes), analysed in-process as the pipeline analyses a text document, and scored on what its
 * layout carries: the applicant, the required parties (applicant, employer, the carrier where printed),
 * the batch file name, typed dates and the type. `withLayout: false` reads the text alone (the figures
 * before layout-aware reading).
 */
import { wordsFromCharBoxes } from '@wcab/layout';
import { openPdf } from '@wcab/pdf';
import { samePerson } from '@wcab/extract';
import { activityType, analyzeText } from '../../packages/pipeline/src/analysis/analyze';
import { suggestedFilename } from '@wcab/contract/naming';
import { layoutPdf } from './build';
import { layoutDocuments, type LayoutDoc } from './families';
import { heldOutLayoutDocuments } from './familiesHeldOut';

export interface LayoutScores {
  documents: number;
  applicant: number;
  partiesRecall: number;
  filename: number;
  typeAccuracy: number;
  documentDate: number;
  /** Typed dates (hearing, injury, ...): precision and recall of (date, type) against the dates the document states for its case. */
  datePrecision: number;
  dateRecall: number;
  perFamily: Record<string, { n: number; applicant: number; parties: number; filename: number; type: number }>;
  misses: { family: string; field: string; want: string; got: string }[];
}

const norm = (s: string | undefined) =>
  (s ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export async function runLayoutSet(opts: { withLayout: boolean; perFamily?: number; heldOut?: boolean }): Promise<LayoutScores> {
  const docs = opts.heldOut ? heldOutLayoutDocuments(opts.perFamily) : layoutDocuments(opts.perFamily);
  const misses: LayoutScores['misses'] = [];
  const per: Record<string, { n: number; applicant: number; parties: number; partiesN: number; filename: number; type: number }> = {};
  let applicant = 0;
  let parties = 0;
  let partiesN = 0;
  let filename = 0;
  let type = 0;
  let docDate = 0;
  let dateTp = 0;
  let dateReturned = 0;
  let dateWanted = 0;
  for (const doc of docs) {
    const a = await analyse(doc, opts.withLayout);
    const e = doc.expect;
    const f = (per[doc.family] ??= { n: 0, applicant: 0, parties: 0, partiesN: 0, filename: 0, type: 0 });
    f.n++;
    const okApplicant = !!a.applicant && samePerson(a.applicant, e.applicant);
    if (!okApplicant) misses.push({ family: doc.family, field: 'applicant', want: e.applicant, got: a.applicant ?? '' });
    const returned = new Set(a.parties.map(norm));
    const required = [e.applicant, e.employer, ...(e.insurer ? [e.insurer] : [])];
    const found = required.filter((r) => returned.has(norm(r)) || (r === e.applicant && a.parties.some((p) => samePerson(p, r))));
    for (const r of required) if (!found.includes(r)) misses.push({ family: doc.family, field: 'party', want: r, got: a.parties.join(' | ') });
    const name = suggestedFilename((a.documentDate ?? '').replace(/-/g, ''), activityType(a, undefined), a.applicant ?? '');
    if (name !== e.filename) misses.push({ family: doc.family, field: 'filename', want: e.filename, got: name });
    const okType = a.documentType === e.documentType;
    if (!okType) misses.push({ family: doc.family, field: 'type', want: e.documentType, got: a.documentType });
    const typed = a.dates.filter((d) => d.type !== 'other').map((d) => `${d.date}|${d.type}`);
    const want = new Set(e.dates);
    dateReturned += typed.length;
    dateWanted += want.size;
    dateTp += [...new Set(typed)].filter((t) => want.has(t)).length;
    for (const t of typed) if (!want.has(t)) misses.push({ family: doc.family, field: 'date+', want: '', got: t });
    for (const t of want) if (!typed.includes(t)) misses.push({ family: doc.family, field: 'date-', want: t, got: typed.join(' ') });
    if (a.documentDate === e.documentDate) docDate++;
    else misses.push({ family: doc.family, field: 'document_date', want: e.documentDate, got: a.documentDate ?? '' });
    applicant += +okApplicant;
    f.applicant += +okApplicant;
    parties += found.length;
    partiesN += required.length;
    f.parties += found.length;
    f.partiesN += required.length;
    filename += +(name === e.filename);
    f.filename += +(name === e.filename);
    type += +okType;
    f.type += +okType;
  }
  const n = docs.length;
  return {
    documents: n,
    applicant: applicant / n,
    partiesRecall: parties / partiesN,
    filename: filename / n,
    typeAccuracy: type / n,
    documentDate: docDate / n,
    datePrecision: dateReturned ? dateTp / dateReturned : 1,
    dateRecall: dateWanted ? dateTp / dateWanted : 1,
    perFamily: Object.fromEntries(
      Object.entries(per).map(([k, v]) => [
        k,
        { n: v.n, applicant: v.applicant / v.n, parties: v.parties / v.partiesN, filename: v.filename / v.n, type: v.type / v.n },
      ]),
    ),
    misses,
  };
}

async function analyse(doc: LayoutDoc, withLayout: boolean) {
  const pdf = await openPdf(await layoutPdf(doc));
  try {
    const pages = Array.from({ length: pdf.pageCount }, (_, i) => pdf.pageTextBoxes(i));
    const layouts = withLayout ? pages.map((p) => wordsFromCharBoxes(p.text, p.boxes)) : undefined;
    return analyzeText(
      pages.map((p) => p.text),
      undefined,
      layouts,
    );
  } finally {
    pdf.close();
  }
}

const r = (x: number) => Math.round(x * 1000) / 1000;

export function printLayoutSet(s: LayoutScores, title: string): void {
  console.log(`\n== ${title} (${s.documents} generated documents) ==`);
  console.table({
    'applicant attribution': r(s.applicant),
    'required-party recall': r(s.partiesRecall),
    'batch file name': r(s.filename),
    'type accuracy': r(s.typeAccuracy),
    'document date': r(s.documentDate),
    'typed date precision': r(s.datePrecision),
    'typed date recall': r(s.dateRecall),
  });
  console.table(
    Object.fromEntries(
      Object.entries(s.perFamily).map(([k, v]) => [k, { n: v.n, applicant: r(v.applicant), parties: r(v.parties), filename: r(v.filename), type: r(v.type) }]),
    ),
  );
}

export interface LayoutSetScores {
  textOnly: LayoutScores;
  layout: LayoutScores;
  heldOutTextOnly: LayoutScores;
  heldOut: LayoutScores;
}

/** Documents per family in the evaluation: enough that one miss moves a figure by about 2 %. */
export const LAYOUT_PER_FAMILY = 10;

export async function runLayoutSets(perFamily = LAYOUT_PER_FAMILY): Promise<LayoutSetScores> {
  return {
    textOnly: await runLayoutSet({ withLayout: false, perFamily }),
    layout: await runLayoutSet({ withLayout: true, perFamily }),
    heldOutTextOnly: await runLayoutSet({ withLayout: false, perFamily, heldOut: true }),
    heldOut: await runLayoutSet({ withLayout: true, perFamily, heldOut: true }),
  };
}
