/**
 * deposition: a verbatim record of testimony. Line-numbered pages, condensed four-to-a-page layouts, plain
 * Q/A without numbers, a cover page with appearances and an index, hearing transcripts with "THE COURT:",
 * interpreted testimony; most end with a reporter's certificate.
 */
import { type Case, addDays, fmtDate, person, time } from '../context';
import type { Rng } from '../rng';
import { styledTitle } from '../style';
import type { Template } from '../types';

const QA: Array<[string, string]> = [
  ['Please state your full name for the record.', '{NAME}.'],
  ['Have you testified under oath before, in any case?', 'Never. First time.'],
  ['You understand the oath you just took is as serious as one in a courtroom?', 'I do.'],
  ['Is there any reason you cannot give your best testimony today?', 'No.'],
  ['Where were you working in {YEAR}?', 'At {EMP}.'],
  ['What was your job title there?', 'I was a {OCC}.'],
  ['Tell me what happened on the day you were hurt.', 'I was moving a load and felt something in my {PART}.'],
  ['Did you tell your supervisor?', 'Yes, the same day. She told me to fill out a form.'],
  ['How long did you work there?', 'About {N} years.'],
  ['Did you have any problems with your {PART} before that?', 'Not that I remember.'],
  ['Who is your doctor now?', 'I see a doctor at a clinic near my house.'],
  ['Are you taking any medication?', 'Just pills for the pain, and sometimes for sleep.'],
  ['Have you looked for other work since then?', 'I tried, but nobody would hire me with my restrictions.'],
  ['Can you lift a gallon of milk?', 'With my other hand, yes.'],
  ['Did you review any documents before today?', 'My lawyer showed me some papers.'],
  ['What hobbies did you have before the injury?', 'Soccer on weekends, fishing with my kids.'],
];

function fillQA(s: string, cs: Case, rng: Rng): string {
  return s
    .replace('{NAME}', cs.applicant.full)
    .replace('{YEAR}', String(cs.doi.start.getUTCFullYear()))
    .replace('{EMP}', cs.employer)
    .replace('{OCC}', cs.occupation)
    .replace(/\{PART\}/g, rng.pick(cs.bodyParts))
    .replace('{N}', String(rng.int(1, 20)));
}

function testimony(rng: Rng, cs: Case, style: 'dot' | 'colon' | 'bare'): string[] {
  const q = style === 'dot' ? 'Q.' : style === 'colon' ? 'Q:' : 'Q';
  const a = style === 'dot' ? 'A.' : style === 'colon' ? 'A:' : 'A';
  const out: string[] = [];
  const examiner = rng.pick([cs.da, cs.aa]);
  out.push(rng.pick(['EXAMINATION', 'DIRECT EXAMINATION', 'CROSS-EXAMINATION']), `BY ${rng.pick(['MR.', 'MS.'])} ${examiner.last.toUpperCase()}:`);
  for (const [qq, aa] of rng.sample(QA, rng.int(8, 16))) {
    out.push(`${q} ${fillQA(qq, cs, rng)}`, `${a} ${fillQA(aa, cs, rng)}`);
    if (rng.chance(0.12))
      out.push(
        `${rng.pick(['MR.', 'MS.'])} ${cs.aa.last.toUpperCase()}: Objection; ${rng.pick(['vague', 'calls for speculation', 'asked and answered', 'form'])}.`,
      );
    if (rng.chance(0.05)) out.push(`(${rng.pick(['Recess taken.', 'Exhibit 2 was marked for identification.', 'Discussion off the record.'])})`);
  }
  return out;
}

function certificate(rng: Rng, cs: Case): string[] {
  const r = person(rng);
  return [
    rng.pick(["REPORTER'S CERTIFICATE", 'CERTIFICATE OF REPORTER', 'CERTIFICATION']),
    `I, ${r.full}, ${rng.pick(['a Certified Shorthand Reporter', 'CSR No. ' + rng.int(5000, 14999), 'a court reporter licensed in California'])}, certify that the witness was duly sworn and that the foregoing pages are a true record of the testimony given.`,
    `I am not related to any party and have no interest in the outcome.`,
    `Dated ${fmtDate(rng, addDays(cs.docDate, rng.int(5, 20)))}`,
    `${r.full}, CSR`,
  ];
}

function numbered(lines: string[], perPage: number, header: (n: number) => string): string[] {
  const pages: string[] = [];
  for (let i = 0; i < lines.length; i += perPage) {
    const chunk = lines.slice(i, i + perPage).map((l, k) => `${String(k + 1).padStart(2)}   ${l}`);
    pages.push([header(pages.length + 1), ...chunk].join('\n'));
  }
  return pages;
}

function coverPage(rng: Rng, cs: Case): string[] {
  return [
    rng.pick(["WORKERS' COMPENSATION APPEALS BOARD", 'STATE OF CALIFORNIA', '']),
    `${cs.applicant.full.toUpperCase()}, Applicant, vs. ${cs.employer.toUpperCase()}, Defendants.`,
    `Case No. ${cs.adj[0]}`,
    ...styledTitle(
      rng,
      rng.pick([`Deposition of ${cs.applicant.full}`, 'Transcript of Deposition', `Videotaped Deposition of ${cs.applicant.full}`, 'Examination Under Oath']),
      0.1,
    ),
    `${fmtDate(rng, cs.docDate, 10)}, ${time(rng)}`,
    `${rng.pick(['Taken at', 'Location:'])} ${cs.da.address}`,
    `Reported by: ${person(rng).full}, CSR No. ${rng.int(5000, 14999)}`,
  ];
}

function appearances(rng: Rng, cs: Case): string[] {
  return [
    'APPEARANCES:',
    `For the Applicant: ${cs.aa.firm}, by ${cs.aa.full}`,
    `For the Defendants: ${cs.da.firm}, by ${cs.da.full}`,
    rng.chance(0.5) ? `Interpreter: ${person(rng).full}, certified Spanish interpreter` : 'Also present: none',
  ];
}

const numberedTx: Template = (rng, cs) => {
  const body = [...appearances(rng, cs), '', ...testimony(rng, cs, rng.pick(['dot', 'bare'])), '', ...certificate(rng, cs)];
  const pages = [coverPage(rng, cs).join('\n'), ...numbered(body, 25, (n) => rng.pick([`Page ${n + 1}`, `${n + 1}`, '']))];
  if (rng.chance(0.3)) pages.push(wordIndex(rng));
  return { pages, variant: 'numbered' };
};

const condensedTx: Template = (rng, cs) => {
  const body = testimony(rng, cs, 'bare');
  const pages: string[] = [];
  for (let i = 0; i < body.length; i += 48) {
    const block: string[] = [];
    for (let j = 0; j < 48 && i + j < body.length; j += 12) {
      block.push(`Page ${i / 12 + j / 12 + 5}`);
      body.slice(i + j, i + j + 12).forEach((l, k) => block.push(`${k + 1} ${l}`));
    }
    pages.push(block.join('\n'));
  }
  pages.push(certificate(rng, cs).join('\n'));
  if (rng.chance(0.5)) pages.push(wordIndex(rng));
  return { pages, variant: 'condensed' };
};

const plainTx: Template = (rng, cs) => {
  const lines = [...(rng.chance(0.5) ? coverPage(rng, cs) : []), '', ...testimony(rng, cs, 'colon')];
  if (rng.chance(0.6)) lines.push('', ...certificate(rng, cs));
  const pages: string[] = [];
  for (let i = 0; i < lines.length; i += 40) pages.push(lines.slice(i, i + 40).join('\n'));
  return { pages, variant: 'plain' };
};

const indexFirst: Template = (rng, cs) => {
  const first = [
    ...coverPage(rng, cs),
    '',
    'I N D E X',
    'WITNESS                  EXAMINATION BY        PAGE',
    `${cs.applicant.full.toUpperCase()}   ${cs.da.full}   ${rng.int(4, 6)}`,
    '',
    'EXHIBITS    DESCRIPTION               PAGE',
    `1    ${rng.pick(['Claim form', 'Medical record', 'Photograph'])}    ${rng.int(10, 40)}`,
    `2    ${rng.pick(['Job description', 'Pay stubs', 'Incident report'])}    ${rng.int(10, 40)}`,
    '',
    'INFORMATION REQUESTED: none',
  ];
  const body = [
    ...testimony(rng, cs, 'dot'),
    '',
    rng.pick(['(Whereupon the deposition was concluded at ' + time(rng) + '.)', '(Proceedings adjourned.)']),
    '',
    ...certificate(rng, cs),
  ];
  return { pages: [first.join('\n'), ...numbered(body, 25, (n) => `${n + 3}`)], variant: 'index' };
};

/** A hearing or trial transcript: the judge, the witness, counsel. */
const hearingTx: Template = (rng, cs) => {
  const lines = [
    ...styledTitle(rng, rng.pick(["Reporter's Transcript of Proceedings", 'Transcript of Hearing', 'Verbatim Record of Proceedings']), 0.1),
    `${cs.applicant.full} v. ${cs.employer}`,
    `${fmtDate(rng, cs.docDate)}`,
    '',
    `THE COURT: We are on the record in ${cs.applicant.full} versus ${cs.employer}. Appearances, please.`,
    `${rng.pick(['MR.', 'MS.'])} ${cs.aa.last.toUpperCase()}: ${cs.aa.full} for the applicant.`,
    `${rng.pick(['MR.', 'MS.'])} ${cs.da.last.toUpperCase()}: ${cs.da.full} for defendants.`,
    'THE COURT: The witness may be sworn.',
    `(The witness was sworn.)`,
    ...testimony(rng, cs, rng.pick(['dot', 'colon'])),
    'THE COURT: Anything further? All right, we are off the record.',
    '',
    ...certificate(rng, cs),
  ];
  return { pages: numbered(lines, 25, (n) => `${n}`), variant: 'hearing' };
};

/** Argument before an appellate bench: speakers are the justices and counsel; no Q/A. */
const argument: Template = (rng, cs) => {
  const justices = Array.from({ length: rng.int(3, 6) }, () => person(rng).last.toUpperCase());
  const counsel = [rng.pick(['MR.', 'MS.']) + ' ' + cs.aa.last.toUpperCase(), rng.pick(['MR.', 'MS.']) + ' ' + cs.da.last.toUpperCase()];
  const lines = [
    rng.pick(['IN THE SUPREME COURT OF THE STATE', 'COURT OF APPEAL', 'BEFORE THE APPEALS BOARD']),
    `${cs.applicant.full.toUpperCase()}, Petitioner, v. ${cs.employer.toUpperCase()}, Respondent.`,
    `No. ${rng.int(10, 99)}-${rng.int(100, 999)}`,
    ...styledTitle(rng, rng.pick(['Transcript of Oral Argument', 'Oral Argument', 'Proceedings']), 0.2),
    `${fmtDate(rng, cs.docDate, 10)}`,
    `APPEARANCES: ${cs.aa.full}, for Petitioner; ${cs.da.full}, for Respondent.`,
    '',
    `${rng.pick(['CHIEF JUSTICE', 'PRESIDING JUSTICE'])} ${justices[0]}: We will hear argument first this morning in ${cs.applicant.last} v. ${cs.employer}. ${counsel[0]}.`,
  ];
  const remarks = [
    'Thank you. May it please the Court: the question is whether the statute reaches injuries that develop over years.',
    "But counsel, isn't that an argument for the legislature rather than for us?",
    'Not in this case, because the text already answers it.',
    'How would your rule apply to a worker who changes employers every season?',
    'The last employer would bear it, as the board has held for decades.',
    'Let me ask you about the record below. Was the medical testimony disputed?',
    'It was not, Your Honor.',
    'I see my time is up.',
  ];
  for (let i = 0; i < rng.int(10, 22); i++) {
    const who = rng.chance(0.5) ? `JUSTICE ${rng.pick(justices)}` : rng.pick(counsel);
    lines.push(`${who}: ${rng.pick(remarks)}`);
  }
  lines.push(
    `${rng.pick(['CHIEF JUSTICE', 'PRESIDING JUSTICE'])} ${justices[0]}: Thank you, counsel. The case is submitted.`,
    `(Whereupon, at ${time(rng)}, the case was submitted.)`,
  );
  return { pages: numbered(lines, 25, (n) => `${n + 1}`), variant: 'argument' };
};

/** The word index at the back of a transcript: words followed by page:line references. */
function wordIndex(rng: Rng): string {
  const words = [
    'accident',
    'ankle',
    'attorney',
    'before',
    'claim',
    'doctor',
    'employer',
    'exhibit',
    'floor',
    'hours',
    'injury',
    'job',
    'lifting',
    'medication',
    'pain',
    'record',
    'shift',
    'supervisor',
    'therapy',
    'work',
    'years',
  ];
  const rows = rng
    .sample(words, rng.int(10, words.length))
    .sort()
    .map((w) => `${w} ${Array.from({ length: rng.int(1, 5) }, () => `${rng.int(4, 90)}:${rng.int(1, 25)}`).join(' ')}`);
  return [rng.pick(['INDEX', 'WORD INDEX', 'Concordance']), ...rows].join('\n');
}

export const TRANSCRIPTS: Array<[string, Template, number]> = [
  ['dep_numbered', numberedTx, 3],
  ['dep_condensed', condensedTx, 1.5],
  ['dep_plain', plainTx, 2],
  ['dep_index', indexFirst, 2],
  ['dep_hearing', hearingTx, 1.5],
  ['dep_argument', argument, 1],
];
