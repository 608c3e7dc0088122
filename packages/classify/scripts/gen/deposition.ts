/** deposition: transcripts with caption, appearances, index, stipulations, numbered Q/A pages, certificates. */
import type { Rng } from './rng';
import { type Case, fmtDate, time, upperName, weekday } from './context';
import { caption, newPage } from './layout';
import { fill } from './text';
import type { Template } from './types';

const QA: Array<[string, string[]]> = [
  ['Can you state your full name for the record?', ['{NAME}.']],
  ['Have you ever had your deposition taken before?', ['No.', 'Yes, once, for a car accident.', 'No, never.']],
  ['Do you understand that you are under oath today, the same as if you were in a court of law?', ['Yes.', 'I understand.']],
  ['Are you taking any medication today that would affect your ability to understand my questions?', ['No.', 'Just {MED}, but I am fine.']],
  ['Where do you currently live?', ['In {CITY}.', 'I live in {CITY} with my family.']],
  ['Who was your employer on the date of injury?', ['{EMP}.']],
  ['How long did you work there?', ['About {N1} years.', 'Since 2015.', 'Almost {N2} months.']],
  ['What was your job title?', ['{OCC}.', 'I was a {OCC}.']],
  ['Describe your typical day at work.', ['I clock in at six, we have a meeting, and then I am on my feet most of the day lifting and moving product.', 'I drive the route, load and unload, and do paperwork at the end of the shift.']],
  ['How much did the heaviest items weigh?', ['Some of them were {N2} pounds.', 'Around {N2} pounds, sometimes more.']],
  ['When did you first notice pain?', ['It was gradual. It got worse over time.', 'Right when it happened, I felt something pop.']],
  ['Did you report the injury to anyone?', ['Yes, to my supervisor.', 'I told my lead the same day.']],
  ['What did your supervisor tell you?', ['To go to the clinic.', 'To fill out a form.']],
  ['Which doctor are you treating with now?', ['{DR}.', 'A doctor in {CITY}, {DR}.']],
  ['Have you had any injuries to your {PART} before this one?', ['No.', 'Not that I remember.', 'A small one years ago, but it healed.']],
  ['Have you been involved in any motor vehicle accidents in the last ten years?', ['No.', 'One, in 2018, but I was not hurt.']],
  ['Are you working anywhere right now?', ['No.', 'No, the doctor has me off work.', 'Part time, at a store.']],
  ['What activities can you no longer do?', ['I cannot lift my kids or do yard work.', 'I cannot sleep well or sit for long.']],
  ['Did you play any sports?', ['No.', 'Soccer on weekends, before the injury.']],
  ['Do you have any other sources of income?', ['No.', 'My wife works.']],
  ['Is there anything you would like to change about your testimony?', ['No.']],
  ['How many hours a week were you working?', ['Forty, sometimes more.', 'About {N2}.']],
  ['Did anyone see you get hurt?', ['My coworker was there.', 'No, I was alone.']],
  ['Have you filed any other workers\' compensation claims?', ['No.', 'One, a long time ago, for my hand.']],
  ['What treatment have you had so far?', ['Therapy and pills.', 'Physical therapy, injections and an MRI.']],
  ['Did the therapy help?', ['A little.', 'Not really.']],
  ['Are you able to drive?', ['Short distances.', 'Yes, but it hurts after a while.']],
  ['Who lives with you?', ['My wife and two kids.', 'My mother.']],
  ['Have you looked for other work?', ['Not yet.', 'I applied at two places.']],
  ['Did you ever get written up at work?', ['No.', 'Once for being late.']],
  ['Do you have any hobbies?', ['Fishing, but I cannot do it now.', 'I used to go to the gym.']],
];
const DOCTOR_QA: Array<[string, string[]]> = [
  ['Doctor, you authored the report dated {DATE} in this matter?', ['Yes, I did.']],
  ['What records did you review before writing it?', ['The records listed in the report, about {N2} pages.', 'The treating records and the MRI.']],
  ['How did you arrive at {PCT} percent apportionment?', ['Based on the degenerative findings on the imaging.', 'From the prior injury documented in the records.']],
  ['Would your opinion change if the applicant had a prior back injury?', ['It could, if it was symptomatic.', 'Possibly, I would need to see those records.']],
  ['Is the applicant permanent and stationary?', ['In my opinion, yes.', 'Not yet.']],
  ['Did you use the AMA Guides, Fifth Edition?', ['Yes.']],
  ['What is the basis for the whole person impairment?', ['Range of motion loss and the DRE category.', 'The grip strength loss.']],
];
const COLLOQUY = [
  'MR. {DALAST}: Objection, vague.',
  'MS. {DALAST}: Objection; calls for speculation. You can answer.',
  '(Recess taken.)',
  '(Off the record.)',
  'THE INTERPRETER: The witness asks for the question to be repeated.',
  '(Exhibit 1 was marked for identification.)',
  'MR. {AALAST}: Let the record reflect that the witness is reviewing the document.',
];

function qaLines(rng: Rng, cs: Case, doctorWitness: boolean): string[] {
  const out: string[] = [];
  const qs = doctorWitness ? rng.shuffle([...DOCTOR_QA]) : rng.shuffle(QA.slice(3)).slice(0, rng.int(6, 16));
  const pre = QA.slice(0, 3);
  const sub = (s: string) => fill(rng, cs, s.replace('{DALAST}', cs.da.last.toUpperCase()).replace('{AALAST}', cs.aa.last.toUpperCase()));
  const qStyle = rng.pick(['Q. ', 'Q ', 'Q: ', 'Q.  ', 'Q   ', '    Q   ']);
  const aStyle = qStyle.replace('Q', 'A');
  for (const [q, as] of [...pre, ...qs]) {
    out.push(`${qStyle}${sub(q)}`);
    out.push(`${aStyle}${sub(rng.pick(as))}`);
    if (rng.chance(0.12)) out.push(sub(rng.pick(COLLOQUY)));
  }
  return out;
}

/** Wrap to transcript width and number the lines 1..25 per page. */
function transcriptPages(rng: Rng, lines: string[], startPage: number, numbered: boolean): string[] {
  const w = rng.int(52, 66);
  const wrapped: string[] = [];
  for (const l of lines) {
    let rest = l;
    while (rest.length > w) {
      const cut = rest.lastIndexOf(' ', w);
      wrapped.push(rest.slice(0, cut > 0 ? cut : w));
      rest = rest.slice(cut > 0 ? cut + 1 : w);
    }
    wrapped.push(rest);
  }
  const pages: string[] = [];
  for (let i = 0; i < wrapped.length; i += 25) {
    const chunk = wrapped.slice(i, i + 25);
    while (numbered && chunk.length < 25) chunk.push('');
    const body = chunk.map((l, k) => (numbered ? `${String(k + 1).padStart(2)}${rng.pick([' ', '  ', '   '])}${l}` : l));
    const n = startPage + pages.length;
    const top = rng.chance(0.3);
    pages.push([...(top ? [`${' '.repeat(rng.int(0, 60))}${n}`] : []), ...body, top ? '' : rng.pick([`Page ${n}`, `${n}`, ''])].join('\n'));
  }
  return pages;
}

const transcript: Template = (rng, cs) => {
  const cover = newPage(rng);
  const d = cs.docDate;
  const doctorWitness = rng.chance(0.15);
  const title = doctorWitness ? [`DEPOSITION OF ${cs.qme.full.toUpperCase()}, ${cs.qme.degree}`] : rng.pick([
    [`DEPOSITION OF ${upperName(cs.applicant)}`],
    [`VIDEOTAPED DEPOSITION OF ${upperName(cs.applicant)}`],
    ['DEPOSITION OF APPLICANT', upperName(cs.applicant)],
    [`DEPOSITION OF ${upperName(cs.applicant)}`, 'VOLUME I'],
  ]);
  if (rng.chance(0.8)) cover.add(...caption(rng, cs, title));
  else cover.add(...title, `${cs.applicant.full} v. ${cs.employer}`, `WCAB No. ${cs.adj[0]}`);
  cover.add(rng.pick([`Taken on ${weekday(d)}, ${fmtDate(rng, d)}`, `DATE: ${fmtDate(rng, d)}`, `${weekday(d)}, ${fmtDate(rng, d)}`]));
  cover.add(rng.pick([`Commencing at ${time(rng)}`, `TIME: ${time(rng)}`, `${time(rng)}`]));
  cover.add(`At ${cs.da.firm}, ${cs.da.address}`);
  cover.add(rng.pick([`Reported by: ${cs.adjuster.full}, CSR No. ${rng.int(5000, 14999)}`, `Reported by ${cs.adjuster.full}, Certified Shorthand Reporter, License No. ${rng.int(5000, 14999)}`, `REPORTER: ${cs.adjuster.full}, CSR`]));
  if (rng.chance(0.5)) cover.add(rng.pick(['Taken on behalf of Defendants', 'Pursuant to Notice', 'Job No. ' + rng.int(100000, 999999)]));
  const pages = [cover.lines.join('\n')];
  const app = newPage(rng);
  app.add('APPEARANCES', 'For the Applicant:', ` ${cs.aa.firm}`, ` BY: ${cs.aa.full}, Esq.`, 'For the Defendants:', ` ${cs.da.firm}`, ` BY: ${cs.da.full}, Esq.`);
  if (rng.chance(0.5)) app.add('Also Present:', ` ${rng.pick(['Certified Spanish Interpreter', 'Videographer', 'Certified Vietnamese Interpreter', 'Certified Armenian Interpreter'])}`);
  if (rng.chance(0.5)) app.add('', 'INDEX', 'WITNESS EXAMINATION PAGE', `${upperName(cs.applicant)}`, ` By ${cs.da.last.toUpperCase()} 4`, 'EXHIBITS', ' (None)');
  pages.push(app.lines.join('\n') + `\nPage ${pages.length + 1}`);
  const numbered = rng.chance(0.6);
  const condensed = numbered && rng.chance(0.25);
  const body: string[] = [];
  if (rng.chance(0.4)) body.push('IT IS HEREBY STIPULATED by and between counsel that the deposition may be signed under penalty of perjury before any notary.');
  if (rng.chance(0.5)) body.push(`${upperName(cs.applicant)},`, 'having been first duly sworn, was examined and testified as follows:');
  body.push('EXAMINATION', `BY ${rng.pick(['MR.', 'MS.', 'MR./MS.'])} ${cs.da.last.toUpperCase()}:`, ...qaLines(rng, cs, doctorWitness));
  body.push(`${rng.pick(['MR.', 'MS.'])} ${cs.da.last.toUpperCase()}: I have nothing further.`, rng.pick(['(Whereupon, the deposition was concluded.)', '(The deposition concluded at ' + time(rng) + '.)', '(Deposition adjourned.)']));
  const tPages = transcriptPages(rng, body, pages.length + 1, numbered);
  if (condensed) {
    // Condensed ("min-U-script") transcripts print four transcript pages on one sheet.
    for (let i = 0; i < tPages.length; i += 4) {
      pages.push(tPages.slice(i, i + 4).map((p, k) => `Page ${pages.length * 4 + k + 1}\n${p}`).join('\n'));
    }
  } else pages.push(...tPages);
  if (rng.chance(0.5)) {
    const cert = newPage(rng);
    cert.add(rng.pick(["REPORTER'S CERTIFICATE", 'CERTIFICATE OF REPORTER', "CERTIFIED SHORTHAND REPORTER'S CERTIFICATE"]));
    cert.para(`I, ${cs.adjuster.full}, a Certified Shorthand Reporter in and for the State of California, do hereby certify that the witness in the foregoing deposition was by me duly sworn; that the deposition was taken at the time and place therein set forth; and that the testimony was reported by me stenographically and transcribed under my direction.`);
    cert.add(`Dated: ${fmtDate(rng, d)}`, `${cs.adjuster.full}, CSR No. ${rng.int(5000, 14999)}`);
    pages.push(cert.lines.join('\n'));
  }
  if (rng.chance(0.2)) pages.push(['ERRATA SHEET', 'PAGE LINE CHANGE REASON', '____ ____ ________________ ________', `Signature of witness: ${cs.applicant.full}`].join('\n'));
  // Excerpts: batches often carry only part of a transcript.
  const r = rng.next();
  const keep = r < 0.2 ? pages.slice(rng.int(0, 1), rng.int(2, pages.length)) : r < 0.35 ? pages.slice(2, rng.int(3, pages.length)) : pages;
  return { pages: keep.length ? keep : pages, variant: condensed ? 'condensed' : numbered ? 'num' : 'plain' };
};

export const DEPOSITIONS: Array<[string, Template, number]> = [['transcript', transcript, 1]];
