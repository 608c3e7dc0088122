/**
 * A second group of layout families, written after the layout reading was settled and run once to measure
 * it: they were never used to change the reader (see docs/layout.md). Label columns with right-aligned
 * labels set close to their values, a letter whose appointment is a table row under a salutation, a
 * subpoena of stacked boxes, a cover sheet whose caption table prints its header in capitals, and (issue 31's
 * precision round, measured before and after that round's caption rules) a petition on pleading paper.
 */
import { expectOf, iso, long, newCase, randomDate, row, Seq, slash, BOARD, type Item, type LayoutDoc } from './families';

/** Right-aligned labels ending at one edge, values starting a short gap after it. */
function rightAlignedCover(q: Seq): LayoutDoc {
  const c = newCase(q);
  const filed = randomDate(q, 2025);
  const gap = q.int(12, 30);
  const edge = 230;
  const charW = 5; // Helvetica at 10 pt averages about half its size per character
  const fields: [string, string][] = [
    ['Injured Worker', c.applicant],
    ['Employer', c.employer],
    ['Insurance Carrier', c.insurer],
    ['Case Number', c.adj],
    ['Date of Injury', slash(c.doi)],
    ['Date Filed', slash(filed)],
  ];
  const items: Item[] = [
    ...BOARD.map((t, i): Item => ({ kind: 'text', text: t, x: 170, y: 50 + i * 14, bold: true })),
    { kind: 'text', text: 'PETITION FOR PENALTIES AND SANCTIONS', x: 160, y: 96, bold: true },
    ...fields.flatMap(([l, v], i): Item[] => [
      { kind: 'text', text: l, x: edge - l.length * charW, y: 130 + i * 18 },
      { kind: 'text', text: v, x: edge + gap, y: 130 + i * 18 },
    ]),
    { kind: 'text', text: 'Applicant, by counsel, petitions for penalties for the unreasonable delay of temporary disability benefits.', x: 72, y: 250 },
    { kind: 'text', text: 'The claims administrator has failed to pay benefits due since the last report of the treating physician.', x: 72, y: 266 },
  ];
  return { family: 'right-aligned-cover', pages: [items], expect: expectOf(c, 'wcab_form', 'Other', filed, [`${c.doi}|injury`], true) };
}

/** A QME appointment letter: the appointment is a table row; the letter greets the worker by name. */
function appointmentTableLetter(q: Seq): LayoutDoc {
  const c = newCase(q);
  const dated = randomDate(q, 2025);
  const appt = iso(2026, q.int(1, 6), q.int(1, 28));
  const items: Item[] = [
    { kind: 'text', text: 'PACIFIC MEDICAL-LEGAL EVALUATIONS', x: 160, y: 50, bold: true },
    { kind: 'text', text: '900 Grand Avenue, Suite 210, Oakland, CA 94610', x: 170, y: 64, size: 9 },
    { kind: 'text', text: long(dated), x: 72, y: 100 },
    { kind: 'text', text: c.applicant, x: 72, y: 126 },
    { kind: 'text', text: '1450 Alder Lane, Fresno, CA 93703', x: 72, y: 140 },
    ...row(['EXAMINEE', 'EMPLOYER', 'CLAIM NO.'], [72, 230, 420], 170, 8),
    ...row([c.applicant, c.employer, c.adj], [72, 230, 420], 184),
    { kind: 'text', text: `Dear ${c.applicant.split(' ')[0]}:`, x: 72, y: 214 },
    { kind: 'text', text: 'You have been scheduled for a Qualified Medical Evaluation as shown below. Please bring photo identification.', x: 72, y: 232 },
    ...row(['Appointment Date', 'Time', 'Location'], [72, 200, 300], 258),
    ...row([slash(appt), '9:00 AM', '900 Grand Avenue, Suite 210, Oakland'], [72, 200, 300], 274),
    { kind: 'text', text: 'If you cannot attend, call our office at least 48 hours in advance to reschedule.', x: 72, y: 300 },
    { kind: 'text', text: 'Sincerely,', x: 72, y: 330 },
    { kind: 'text', text: 'Scheduling Department', x: 72, y: 356 },
    { kind: 'text', text: `cc: ${c.insurer}`, x: 72, y: 380 },
  ];
  return { family: 'appointment-table-letter', pages: [items], expect: expectOf(c, 'correspondence', 'Correspondence', dated, [`${appt}|appointment`], true) };
}

/** A subpoena of stacked boxes: each label in small capitals at the top of its box, the value under it. */
function stackedBoxSubpoena(q: Seq): LayoutDoc {
  const c = newCase(q);
  const issued = randomDate(q, 2025);
  const items: Item[] = [
    ...BOARD.map((t, i): Item => ({ kind: 'text', text: t, x: 170, y: 50 + i * 14, bold: true })),
    { kind: 'text', text: 'SUBPOENA DUCES TECUM', x: 220, y: 90, bold: true },
  ];
  const boxes: [string, string][] = [
    ['APPLICANT', c.applicant],
    ['EMPLOYER', c.employer],
    ['INSURANCE CARRIER', c.insurer],
    ['CASE NUMBER', c.adj],
    ['DATE OF INJURY', slash(c.doi)],
  ];
  boxes.forEach(([l, v], i) => {
    const y = 110 + i * 36;
    items.push({ kind: 'box', x: 72, y, w: 300, h: 32 }, { kind: 'text', text: l, x: 76, y: y + 3, size: 7 }, { kind: 'text', text: v, x: 76, y: y + 16 });
  });
  const y0 = 110 + boxes.length * 36 + 16;
  items.push(
    { kind: 'text', text: 'THE PEOPLE OF THE STATE OF CALIFORNIA, TO: Custodian of Records, Valley Regional Hospital', x: 72, y: y0 },
    { kind: 'text', text: 'YOU ARE ORDERED to produce the records described in the attached declaration.', x: 72, y: y0 + 16 },
    { kind: 'text', text: 'Date Issued', x: 72, y: y0 + 44, size: 7 },
    { kind: 'text', text: slash(issued), x: 72, y: y0 + 56 },
  );
  return { family: 'stacked-box-subpoena', pages: [items], expect: expectOf(c, 'subpoena', 'Subpoena', issued, [`${c.doi}|injury`], true) };
}

/** A cover letter whose caption table prints its header row in capitals, and whose value row wraps nothing. */
function capsHeaderNotice(q: Seq): LayoutDoc {
  const c = newCase(q);
  const served = randomDate(q, 2025);
  const trial = iso(2026, q.int(1, 9), q.int(1, 28));
  const xs = [72, 190, 330, 450];
  const items: Item[] = [
    ...BOARD.map((t, i): Item => ({ kind: 'text', text: t, x: 170, y: 50 + i * 14, bold: true })),
    ...row(['CASE NO.', 'APPLICANT', 'EMPLOYER', 'CARRIER'], xs, 100, 8),
    ...row([c.adj, c.applicant, c.employer.split(',')[0]!, c.insurer.split(' ').slice(0, 2).join(' ')], xs, 114, 9),
    { kind: 'text', text: 'NOTICE OF TRIAL', x: 250, y: 150, bold: true },
    { kind: 'text', text: 'The above case is set for trial. Witnesses and exhibits must be listed in the pre-trial conference statement.', x: 72, y: 176 },
    ...row(['Trial Date', 'Time', 'Courtroom'], [72, 200, 300], 202),
    ...row([long(trial), '8:30 AM', 'Courtroom 3'], [72, 200, 300], 218),
    ...row(['Date Served'], [72], 260),
    ...row([slash(served)], [72], 274),
  ];
  const e = expectOf(c, 'wcab_form', 'Notice of Hearing', served, [`${trial}|trial`], true);
  return {
    family: 'caps-header-notice',
    pages: [items],
    expect: { ...e, employer: c.employer.split(',')[0]!, insurer: c.insurer.split(' ').slice(0, 2).join(' ') },
  };
}

/**
 * A petition on pleading paper (written for issue 31's precision round, after the real set's deposition caption):
 * its caption's two columns ruled with ")" on every line, the parties on the left, the case number and the title on
 * the right, the roles indented under the names.
 */
function pleadingCaptionPetition(q: Seq): LayoutDoc {
  const c = newCase(q);
  const filed = randomDate(q, 2025);
  const rule = 300;
  const left: [string, number][] = [
    [`${c.applicant.toUpperCase()},`, 72],
    ['Applicant,', 110],
    ['vs.', 90],
    [`${c.employer.toUpperCase()};`, 72],
    [`${c.insurer.toUpperCase()},`, 72],
    ['Defendants.', 110],
  ];
  const right = [`Case No. ${c.adj}`, '', 'PETITION FOR REIMBURSEMENT', 'OF MEDICAL-LEGAL EXPENSE', '', ''];
  const items: Item[] = [
    ...BOARD.map((t, i): Item => ({ kind: 'text', text: t, x: 170, y: 50 + i * 14, bold: true })),
    ...left.flatMap(([t, x], i): Item[] => [
      { kind: 'text', text: t, x, y: 110 + i * 16 },
      { kind: 'text', text: ')', x: rule, y: 110 + i * 16 },
      ...(right[i] ? [{ kind: 'text', text: right[i]!, x: rule + 20, y: 110 + i * 16, bold: i >= 2 } as Item] : []),
    ]),
    { kind: 'text', text: '______________________________________)', x: 72, y: 110 + left.length * 16 },
    { kind: 'text', text: 'Applicant, by counsel, petitions for reimbursement of the medical-legal expense of the evaluation.', x: 72, y: 236 },
    { kind: 'text', text: `Date of Injury: ${slash(c.doi)}`, x: 72, y: 254 },
    { kind: 'text', text: `Dated: ${long(filed)}`, x: 72, y: 290 },
  ];
  return { family: 'pleading-caption-petition', pages: [items], expect: expectOf(c, 'wcab_form', 'Other', filed, [`${c.doi}|injury`], true) };
}

export const HELD_OUT_FAMILIES = { rightAlignedCover, appointmentTableLetter, stackedBoxSubpoena, capsHeaderNotice, pleadingCaptionPetition } as const;

export function heldOutLayoutDocuments(perFamily = 12, seed = 3131): LayoutDoc[] {
  const q = new Seq(seed);
  return Object.values(HELD_OUT_FAMILIES).flatMap((family) => Array.from({ length: perFamily }, () => family(q)));
}
