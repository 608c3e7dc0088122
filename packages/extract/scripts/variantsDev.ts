/**
 * Dev helper (not part of the library): value-variation check. Unseen documents use the same templates
 * with other people, employers and district offices, so this rewrites the dev text docs with different
 * values (all printed forms: "Maria Garcia", "MARIA GARCIA", "GARCIA, MARIA", "Ms. Garcia") and checks
 * that claimant, employer and hearing location still come out right; then rewrites every printed date in
 * other common formats and checks the typed dates.
 *
 *   node --import tsx packages/extract/scripts/variantsDev.ts [--verbose]
 */
import { findDateMentions, WEEKDAY } from '../src/dateParsing';
import { extractAll } from '../src/index';
import { DISTRICT_OFFICES } from '../src/locations';
import { normalizeText } from '../src/text';
import { DATE_FORMS } from './dateForms/forms';
import { PAGE_BREAK, textDocs } from './devCorpus';

const VERBOSE = process.argv.includes('--verbose');
const docs = await textDocs();

const PEOPLE: [string, string][] = [
  ['Mary-Jane', "O'Connor"],
  ['Jose Luis', 'Hernandez-Ruiz'],
  ['Kim', 'Le'],
  ['DeShawn', 'McCoy'],
  ['Ana Maria', 'De La Cruz'],
  ['Giovanni', 'Rossi'],
];
const EMPLOYERS = [
  'Sierra Mountain Resorts, Inc.',
  'Bay Area Rapid Staffing LLC',
  'County of Kern',
  "St. Mary's Medical Center",
  'A-1 Plumbing & Rooter, Inc.',
  'Liberty Elementary School District',
];
const OFFICES = ['Eureka', 'Goleta', 'Redding', 'Marina del Rey', 'San Jose', 'Bakersfield'];
/** Every district office's name, as printed before "District Office" in the dev documents. */
const OFFICE_NAMES = DISTRICT_OFFICES.map((o) => o.name);

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Replaces `from` as printed and in capitals, also where a line break falls between its words. */
function replaceAllCase(text: string, from: string, to: string): string {
  const pattern = (s: string) => new RegExp(esc(s).replace(/ /g, '\\s+'), 'g');
  return text.replace(pattern(from), to).replace(pattern(from.toUpperCase()), to.toUpperCase());
}
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\b(?:inc|llc|llp|corp|co|company|ltd)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();

let claimOk = 0,
  claimN = 0,
  empOk = 0,
  empN = 0,
  locOk = 0,
  locN = 0,
  partyOk = 0,
  partyN = 0;
for (const { c, pages } of docs) {
  const adjs = c.expect.adj_numbers ?? [];
  const required = c.expect.parties_required ?? [];
  if (adjs.length === 0 && required.length === 0) continue;
  const clean = pages.join(PAGE_BREAK);
  for (let v = 0; v < PEOPLE.length; v++) {
    const exp = adjs[0];
    const oldClaimant = exp?.claimant_name ?? required[0] ?? '';
    const oldEmployer = exp?.employer ?? '';
    const [first, last] = PEOPLE[v]!;
    const [oFirst, oLast] = [oldClaimant.split(' ')[0]!, oldClaimant.split(' ').slice(1).join(' ')];
    const newEmployer = EMPLOYERS[v]!;
    let text = clean;
    if (oldClaimant && oLast) {
      text = replaceAllCase(text, `${oLast}, ${oFirst}`, `${last}, ${first}`);
      text = replaceAllCase(text, oldClaimant, `${first} ${last}`);
      text = text.replace(new RegExp(`\\b(Mr|Ms|Mrs)\\. ${esc(oLast)}\\b`, 'g'), `$1. ${last}`);
    }
    if (oldEmployer) {
      const bare = oldEmployer.replace(/,?\s*(?:Inc\.|LLC|Corp\.|Co\.)$/, '');
      text = replaceAllCase(text, oldEmployer, newEmployer);
      text = replaceAllCase(text, bare, newEmployer.replace(/,?\s*(?:Inc\.|LLC)$/, ''));
    }
    const office = OFFICES[v]!;
    for (const o of OFFICE_NAMES) text = replaceAllCase(text, `${o} District Office`, `${office} District Office`);
    // The case list must follow the rewrite: cases of this claimant get the new name and employer.
    const cases = c.request.cases?.map((k) =>
      k.claimant_name === oldClaimant ? { ...k, claimant_name: `${first} ${last}`, employer: oldEmployer ? newEmployer : k.employer } : k,
    );
    const r = extractAll(text.split(PAGE_BREAK), { cases });
    for (const a of adjs) {
      const g = r.adjNumbers.find((x) => x.number === a.number);
      claimN++;
      empN++;
      const okC = !!g && norm(g.claimant_name) === norm(`${first} ${last}`);
      const okE = !!g && norm(g.employer) === norm(newEmployer);
      if (okC) claimOk++;
      if (okE) empOk++;
      if (VERBOSE && (!okC || !okE)) console.log(`  ${c.id} v${v}: got ${g?.claimant_name} / ${g?.employer}; want ${first} ${last} / ${newEmployer}`);
    }
    for (const p of required) {
      const want = p === oldClaimant ? `${first} ${last}` : p === oldEmployer ? newEmployer : p;
      partyN++;
      if (r.parties.some((x) => norm(x) === norm(want))) partyOk++;
      else if (VERBOSE) console.log(`  ${c.id} v${v}: party ${want} missing in ${JSON.stringify(r.parties)}`);
    }
    for (const d of c.expect.dates ?? []) {
      if (d.type !== 'hearing' && d.type !== 'trial') continue;
      locN++;
      const g = r.dates.find((x) => x.date === d.date && x.type === d.type);
      if (g?.location.startsWith(`${office} District Office`)) locOk++;
      else if (VERBOSE) console.log(`  ${c.id} v${v}: location ${g?.location} want ${office}`);
    }
  }
}
const pct = (a: number, b: number) => `${(a / Math.max(1, b)).toFixed(3)} (${a}/${b})`;
console.log(`claimant ${pct(claimOk, claimN)}  employer ${pct(empOk, empN)}  parties ${pct(partyOk, partyN)}  hearing office ${pct(locOk, locN)}`);

// ---- date formats: rewrite every printed date in another common format --------------------------

/** Every written form of the generated date set (a form that cannot write a day, e.g. day-first numeric with day <= 12, keeps the US form). */
const FORMATS = DATE_FORMS;
let dTp = 0,
  dFp = 0,
  dFn = 0;
for (const { c, pages } of docs) {
  const clean = normalizeText(pages.join(PAGE_BREAK));
  const ignore = new Set(c.expect.dates_ignore ?? []);
  for (let f = 0; f < FORMATS.length; f++) {
    let text = clean;
    for (const m of findDateMentions(clean).reverse()) {
      const written = FORMATS[f]!.render({ year: m.year, month: m.month, day: m.day }) ?? `${m.month}/${m.day}/${m.year}`;
      // A form that writes its own weekday replaces the printed one ("Monday, July 21" -> "Mon., Jul. 21").
      const head = /^(?:weekday|wkd)/i.test(FORMATS[f]!.id) ? text.slice(0, m.start).replace(new RegExp(`${WEEKDAY},?\\s*$`, 'i'), '') : text.slice(0, m.start);
      text = head + written + text.slice(m.end);
    }
    const r = extractAll([text], { cases: c.request.cases });
    const want = new Set((c.expect.dates ?? []).map((d) => `${d.date}|${d.type}`));
    const got = new Set(r.dates.filter((d) => d.type !== 'other' && !ignore.has(d.date)).map((d) => `${d.date}|${d.type}`));
    for (const g of got) want.has(g) ? dTp++ : (dFp++, VERBOSE && console.log(`  ${c.id} f${f}: extra ${g} (${FORMATS[f]!.id})`));
    for (const w of want) if (!got.has(w)) dFn++, VERBOSE && console.log(`  ${c.id} f${f}: missing ${w} (${FORMATS[f]!.id})`);
  }
}
console.log(`dates across ${FORMATS.length} formats: F1 ${((2 * dTp) / Math.max(1, 2 * dTp + dFp + dFn)).toFixed(3)} (fp ${dFp} fn ${dFn})`);
