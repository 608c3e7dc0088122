/**
 * Dev helper (not part of the library): scores the extractors against the dev corpus manifest.
 *
 *   node --import tsx packages/extract/scripts/scoreDev.ts [--ocr DIR] [--verbose]
 *
 * Text documents are read from their PDFs' text layer; `-scan` cases and batches from the OCR dumps
 * (`--ocr`, default /tmp/ocr-corpus, made by ocrCorpus.ts) when present, and skipped otherwise.
 * Batch documents are cut at the manifest's expected page ranges, so only the extraction is scored.
 */
import { compactDate, extractAll } from '../src/index';
import { DEFAULT_OCR_DIR, devCases, pagesOf } from './devCorpus';

const args = process.argv.slice(2);
const opt = (name: string, def: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1]! : def;
};
const OCR_DIR = opt('--ocr', DEFAULT_OCR_DIR);
const VERBOSE = args.includes('--verbose');
const manifest = devCases();

class PRF {
  tp = 0;
  fp = 0;
  fn = 0;
  add(expected: string[], got: string[]) {
    const e = new Set(expected);
    const g = new Set(got);
    for (const x of g) e.has(x) ? this.tp++ : this.fp++;
    for (const x of e) if (!g.has(x)) this.fn++;
  }
  get p() {
    return this.tp / Math.max(1, this.tp + this.fp);
  }
  get r() {
    return this.tp / Math.max(1, this.tp + this.fn);
  }
  get f1() {
    return (2 * this.p * this.r) / Math.max(1e-9, this.p + this.r);
  }
  toString() {
    return `P ${this.p.toFixed(3)} R ${this.r.toFixed(3)} F1 ${this.f1.toFixed(3)} (tp ${this.tp} fp ${this.fp} fn ${this.fn})`;
  }
}
class Acc {
  ok = 0;
  n = 0;
  add(ok: boolean) {
    this.n++;
    if (ok) this.ok++;
  }
  toString() {
    return `${(this.ok / Math.max(1, this.n)).toFixed(3)} (${this.ok}/${this.n})`;
  }
}

const SUFFIX = /\b(?:inc|llc|llp|lp|corp|co|company|ltd|corporation)\b/g;
const nameEq = (a: string, b: string) =>
  a
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(SUFFIX, '')
    .replace(/\s+/g, ' ')
    .trim() ===
  b
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(SUFFIX, '')
    .replace(/\s+/g, ' ')
    .trim();

const scores = {
  text: { adj: new PRF(), claimant: new Acc(), employer: new Acc(), caseRecall: new PRF(), parties: new PRF(), dates: new PRF(), location: new Acc() },
  scan: { adj: new PRF(), claimant: new Acc(), employer: new Acc(), caseRecall: new PRF(), parties: new PRF(), dates: new PRF(), location: new Acc() },
};
const batch = { applicant: new Acc(), adj: new PRF(), docDate: new Acc(), calendar: new PRF() };
let skipped = 0;

for (const c of manifest) {
  const pages = await pagesOf(c, OCR_DIR);
  if (!pages) {
    skipped++;
    continue;
  }
  if (c.kind === 'classify') {
    const s = c.scanned ? scores.scan : scores.text;
    const r = extractAll(pages, { cases: c.request.cases });
    const e = c.expect;
    const expAdj = (e.adj_numbers ?? []).map((a) => a.number);
    s.adj.add(
      expAdj,
      r.adjNumbers.map((a) => a.number),
    );
    for (const ea of e.adj_numbers ?? []) {
      const got = r.adjNumbers.find((a) => a.number === ea.number);
      if (!got) continue;
      s.claimant.add(nameEq(got.claimant_name, ea.claimant_name));
      s.employer.add(nameEq(got.employer, ea.employer));
      if (VERBOSE && (!nameEq(got.claimant_name, ea.claimant_name) || !nameEq(got.employer, ea.employer))) {
        console.log(`  ${c.id} ${ea.number}: got ${got.claimant_name} / ${got.employer}; want ${ea.claimant_name} / ${ea.employer}`);
      }
    }
    const cr = new PRF();
    cr.add(
      e.case_numbers ?? [],
      r.caseNumbers.filter((x) => (e.case_numbers ?? []).includes(x)),
    );
    s.caseRecall.tp += cr.tp;
    s.caseRecall.fn += cr.fn;
    for (const p of e.parties_required ?? []) {
      const ok = r.parties.some((x) => nameEq(x, p));
      if (ok) s.parties.tp++;
      else {
        s.parties.fn++;
        if (VERBOSE) console.log(`  ${c.id} party missing: ${p}; got ${JSON.stringify(r.parties)}`);
      }
    }
    const ignore = new Set(e.dates_ignore ?? []);
    const want = (e.dates ?? []).map((d) => `${d.date}|${d.type}`);
    const got = r.dates.filter((d) => d.type !== 'other' && !ignore.has(d.date)).map((d) => `${d.date}|${d.type}`);
    const before = { fp: s.dates.fp, fn: s.dates.fn };
    s.dates.add(want, got);
    if (VERBOSE && (s.dates.fp > before.fp || s.dates.fn > before.fn)) console.log(`  ${c.id} dates: want ${want.join(' ')} got ${got.join(' ')}`);
    for (const d of e.dates ?? []) {
      if (d.type !== 'hearing' && d.type !== 'trial') continue;
      const office = (d.location ?? '').split(',')[0]!.toLowerCase();
      const g = r.dates.find((x) => x.date === d.date && x.type === d.type);
      s.location.add(!!g && g.location.toLowerCase().includes(office));
      if (VERBOSE && !g?.location.toLowerCase().includes(office)) console.log(`  ${c.id} location: want ${d.location} got ${g?.location}`);
    }
  } else {
    for (const d of c.expect.documents ?? []) {
      const r = extractAll(pages.slice(d.start_page - 1, d.end_page), { cases: c.request.cases });
      const surname = (n: string) => n.trim().split(/\s+/).pop()?.toLowerCase() ?? '';
      batch.applicant.add(surname(r.applicantName ?? '') === surname(d.applicant_name));
      const adjs = [...r.adjNumbers, ...r.inferredAdjNumbers].map((a) => a.number);
      batch.adj.add(d.adj_numbers, adjs);
      batch.docDate.add(compactDate(r.documentDate) === d.document_date);
      const cal = r.calendarDates.map((x) => `${x.date}|${x.time}|${x.type}`);
      const want = d.calendar_dates.map((x) => `${x.date}|${x.time}|${x.type}`);
      batch.calendar.add(want, cal);
      if (VERBOSE) {
        const bad = [
          surname(r.applicantName ?? '') !== surname(d.applicant_name) && `applicant ${r.applicantName} want ${d.applicant_name}`,
          JSON.stringify([...adjs].sort()) !== JSON.stringify([...d.adj_numbers].sort()) && `adj ${adjs} want ${d.adj_numbers}`,
          compactDate(r.documentDate) !== d.document_date && `date ${r.documentDate} want ${d.document_date}`,
          JSON.stringify(cal.sort()) !== JSON.stringify(want.sort()) && `calendar ${cal} want ${want}`,
        ].filter(Boolean);
        if (bad.length) console.log(`  ${c.id} p${d.start_page}-${d.end_page} ${d.template}: ${bad.join('; ')}`);
      }
    }
  }
}

for (const [kind, s] of Object.entries(scores)) {
  console.log(`\n== classify (${kind})`);
  console.log(`ADJ            ${s.adj}`);
  console.log(`claimant       ${s.claimant}`);
  console.log(`employer       ${s.employer}`);
  console.log(`case_numbers R ${s.caseRecall.r.toFixed(3)}`);
  console.log(`parties req. R ${s.parties.r.toFixed(3)} (${s.parties.tp}/${s.parties.tp + s.parties.fn})`);
  console.log(`dates          ${s.dates}`);
  console.log(`hearing loc.   ${s.location}`);
}
console.log('\n== batch documents (expected page ranges)');
console.log(`applicant surname ${batch.applicant}`);
console.log(`ADJ               ${batch.adj}`);
console.log(`document_date     ${batch.docDate}`);
console.log(`calendar          ${batch.calendar}`);
if (skipped) console.log(`\n(${skipped} cases without text skipped)`);
