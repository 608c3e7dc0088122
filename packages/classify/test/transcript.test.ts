/**
 * A transcript by its structure (issue 31): speaker turns by several speakers, ordering nothing. An order answered
 * for a record of what was said is ruled out; an order (which may list appearances and labels in capitals, or
 * recite what was said before ordering) is not. Generated families of every transcript and order layout, and
 * texts written here.
 */
import { describe, expect, it } from 'vitest';
import { scoresOf } from './modelScores';
import { answerByStructure } from '../src/structure';
import { proceedingRecord, speakerTurns, titledTestimony } from '../src/transcript';
import { generateByFamily } from '../scripts/gen/dataset';

const DOCS = generateByFamily({ seed: 5, perType: 60 });

/** A board's hearing record with line numbers in its margin, the presiding member and two counsel. */
const BOARD_HEARING = [
  'BEFORE THE STATE PERSONNEL BOARD',
  'In the Matter of the Appeal of RINA OSEI',
  'PROCEEDINGS, March 3, 2025',
  ...[
    'PRESIDING MEMBER LOPEZ: Good morning. We are here on the appeal of Ms. Osei.',
    'MR. HALE: Thank you. The department will rest on its written submission.',
    'PRESIDING MEMBER LOPEZ: Very well. Ms. Grant, you may proceed.',
    'MS. GRANT: The appellant was never told the new schedule applied to her.',
    'MR. HALE: She signed the acknowledgment in January.',
    'MS. GRANT: She signed a different form, as the exhibit shows.',
    'PRESIDING MEMBER LOPEZ: Is that exhibit in the record?',
    'MR. HALE: It is, as Exhibit 4.',
    'MS. GRANT: Then we ask that the penalty be withdrawn.',
    'PRESIDING MEMBER LOPEZ: The matter is submitted. We are adjourned.',
  ].map((l, i) => `${i + 4}  ${l}`),
];
/** An order that recites what counsel said before it orders. */
const ORDER_RECITING = [
  'ORDER AFTER HEARING',
  'Case No. ADJ1234567',
  'MR. HALE: The defendant asks for a continuance.',
  'MS. GRANT: The applicant objects to any further delay.',
  'MR. HALE: The report is not yet served.',
  'MS. GRANT: It was due in May.',
  'MR. HALE: We will serve it within ten days.',
  'MS. GRANT: Then we ask for sanctions.',
  'MR. HALE: Sanctions are not warranted here.',
  'MS. GRANT: We submit on the record.',
  'Good cause appearing, IT IS ORDERED that the matter is continued.',
  'Workers Compensation Judge',
];

/**
 * A committee's hearing as a newspaper prints it: each speaker's turn a paragraph that wraps over lines, and the
 * chair's "Without objection, so ordered." said in a turn.
 */
const COMMITTEE_HEARING = [
  'HOUSE COMMITTEE ON PARKS HEARING ON THE LAKESHORE TRAIL',
  'APRIL 2, 2024',
  'SPEAKERS: REP. ANA BELL, CHAIR',
  'CHAIR BELL: Good morning. The committee will come to order, and we will hear first from the',
  'director of the parks department on the state of the trail.',
  'OKAFOR: Thank you, Madam Chair. The trail lost two bridges in the winter storms, and the',
  'department has closed the northern section until they are rebuilt.',
  "CHAIR BELL: I ask that the department's letter of March 1 be made part of the record, and",
  'without objection, so ordered.',
  'OKAFOR: We expect the first bridge to reopen in June, if the contractor keeps to the',
  'schedule we agreed with him.',
  'REP. DIAZ: What will the second bridge cost, and where does the money come from this year?',
  'OKAFOR: About two million dollars, from the capital fund the legislature set aside.',
  'REP. DIAZ: Thank you. I yield back the balance of my time to the chair.',
  'CHAIR BELL: Without objection, so ordered. We will take a short recess and come back at',
  'eleven for the public comment.',
  'OKAFOR: Thank you again for having us here today to talk about the trail.',
];
/** An order whose own clause is printed in capitals with a colon, as a label is. */
const ORDER_CLAUSE_LABELLED = [
  'ORDER ON MOTION TO COMPEL',
  'MR. HALE: The defendant asks for more time to answer the requests.',
  'MS. GRANT: The responses were due last month and nothing has come.',
  'MR. HALE: The custodian of the records has been ill since then.',
  'MS. GRANT: Then the defendant should have said so before the deadline.',
  'MR. HALE: We can produce everything within two weeks of today.',
  'MS. GRANT: We ask that the court set that date in its order.',
  'MR. HALE: The defendant does not oppose a firm date for production.',
  'MS. GRANT: We submit the motion on the papers and the argument.',
  'IT IS HEREBY ORDERED: the defendant shall produce the records within fourteen days.',
];

describe('a transcript by its structure', () => {
  it('reads speaker turns in every generated transcript layout and none in any generated order', () => {
    const transcripts = DOCS.filter((d) => d.label === 'deposition' && d.kind !== 'dep_index');
    expect(new Set(transcripts.map((d) => d.kind)).size).toBeGreaterThanOrEqual(4);
    const read = transcripts.filter((d) => speakerTurns(d.pages)).length;
    expect(read / transcripts.length).toBeGreaterThan(0.9);
    const orders = DOCS.filter((d) => d.label === 'court_order');
    expect(new Set(orders.map((d) => d.kind)).size).toBeGreaterThanOrEqual(6);
    for (const d of orders) expect(speakerTurns(d.pages), d.kind).toBe(false);
  });

  it('answers the next type for an order answer on a record of what was said, line-numbered or not', () => {
    const argued = DOCS.filter((d) => d.kind === 'dep_argument');
    for (const d of argued) expect(answerByStructure('court_order', scoresOf('court_order', 0.7, 'deposition'), d.pages)).toBe('deposition');
    const scores = scoresOf('court_order', 0.7, 'deposition');
    expect(answerByStructure('court_order', scores, [BOARD_HEARING.join('\n')])).toBe('deposition');
    expect(scores.court_order).toBe(0);
    expect(Object.values(scores).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 3);
  });

  it('keeps an order that orders, whatever it recites', () => {
    expect(speakerTurns([ORDER_RECITING.join('\n')])).toBe(false);
    expect(answerByStructure('court_order', scoresOf('court_order', 0.7, 'deposition'), [ORDER_RECITING.join('\n')])).toBe('court_order');
  });

  it('doubts an unknown answer on a record of what was said: at most even odds, the rest to deposition, the type kept', () => {
    const scores = scoresOf('unknown', 0.95, 'court_order');
    expect(answerByStructure('unknown', scores, [BOARD_HEARING.join('\n')])).toBe('unknown');
    expect(scores.unknown).toBe(0.5);
    expect(scores.deposition).toBeCloseTo(0.005 + 0.45, 4);
    expect(Object.values(scores).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 3);
    // An order that recites what was said is no such record: its unknown stands.
    const order = scoresOf('unknown', 0.95, 'court_order');
    answerByStructure('unknown', order, [ORDER_RECITING.join('\n')]);
    expect(order.unknown).toBe(0.95);
  });

  it('doubts no unknown answer on questions and answers in form only: a FAQ has no line numbers and no named speaker', () => {
    const faq = [
      'Frequently Asked Questions',
      ...['parking available?', 'your hours?', 'I cancel my membership?', 'I bring my dog?', 'you offer gift cards?'].flatMap((q) => [
        `Q: Is ${q}`,
        'A: Yes, ask at the front desk and we will help you.',
      ]),
    ].join('\n');
    expect(speakerTurns([faq])).toBe(true);
    expect(proceedingRecord([faq])).toBe(false);
    expect(proceedingRecord([BOARD_HEARING.join('\n')])).toBe(true);
    const scores = scoresOf('unknown', 0.95, 'court_order');
    answerByStructure('unknown', scores, [faq]);
    expect(scores.unknown).toBe(0.95);
  });
  it('reads a hearing whose turns wrap over lines and whose chair says "so ordered" as a record, not an order', () => {
    expect(speakerTurns([COMMITTEE_HEARING.join('\n')])).toBe(true);
    expect(proceedingRecord([COMMITTEE_HEARING.join('\n')])).toBe(true);
    expect(answerByStructure('court_order', scoresOf('court_order', 0.9, 'deposition'), [COMMITTEE_HEARING.join('\n')])).toBe('deposition');
    // The same wrapped turns are an order's recital once the paper orders in its own voice on a line of its own.
    const ordered = [...COMMITTEE_HEARING, 'IT IS SO ORDERED.'].join('\n');
    expect(speakerTurns([ordered])).toBe(false);
  });

  it('reads no turn in an order whose own clause is printed as a label', () => {
    expect(speakerTurns([ORDER_CLAUSE_LABELLED.join('\n')])).toBe(false);
    expect(answerByStructure('court_order', scoresOf('court_order', 0.7, 'deposition'), [ORDER_CLAUSE_LABELLED.join('\n')])).toBe('court_order');
  });
});

/** A short deposition excerpt: its title, the case, when it was taken, questions and answers cited by page and line. */
const EXCERPT = [
  'DEPOSITION OF LENORA VASQUEZ',
  'Okafor v. Ridgeline Packaging, Inc.',
  'Taken June 9, 2025',
  ...[
    ['12:04', 'Q. Ms. Vasquez, what was your job at the Ridgeline plant?'],
    ['12:06', 'A. I ran the shrink-wrap line on the second shift.'],
    ['12:09', 'Q. Who trained you on the line when you started there?'],
    ['12:11', 'A. The lead on nights, a man named Petrov, for about a week.'],
    ['12:15', 'Q. Were you shown how to clear a jam with the guard down?'],
    ['12:17', 'A. No. We were told to call maintenance for any jam.'],
    ['13:01', 'Q. Did anyone on the line clear jams by hand anyway?'],
    ['13:03', 'A. Most of us did, because maintenance took too long to come.'],
    ['13:08', 'Q. Did your supervisor know that you cleared them by hand?'],
    ['13:10', 'A. He saw us do it every week and never said a word about it.'],
  ].map(([at, line], i) => (i % 2 ? `${at} ${line}` : `[${at}] ${line}`)),
].join('\n');

describe('a deposition by its own title and its questions and answers (sources round)', () => {
  it("reads a reporter's page and line citations as line numbers: the excerpt is a record of testimony", () => {
    expect(speakerTurns([EXCERPT])).toBe(true);
    expect(proceedingRecord([EXCERPT])).toBe(true);
  });

  it('answers deposition for an unknown answer on a paper titled the deposition of someone, its body questions and answers', () => {
    expect(titledTestimony([EXCERPT])).toBe(true);
    expect(answerByStructure('unknown', scoresOf('unknown', 0.6, 'correspondence'), [EXCERPT])).toBe('deposition');
    for (const title of ['VIDEOTAPED DEPOSITION OF DR. AMOS REYES', 'Transcript of the Deposition of Carla Munoz', '# EXAMINATION UNDER OATH OF PAUL ODUYA'])
      expect(titledTestimony([EXCERPT.replace('DEPOSITION OF LENORA VASQUEZ', title)]), title).toBe(true);
  });

  it('reads neither a notice or subpoena of a deposition, nor questions and answers under another title, as one', () => {
    for (const title of ['NOTICE OF TAKING DEPOSITION OF LENORA VASQUEZ', 'SUBPOENA TO TESTIFY AT A DEPOSITION', 'DEPOSITION SUMMARY'])
      expect(titledTestimony([EXCERPT.replace('DEPOSITION OF LENORA VASQUEZ', title)]), title).toBe(false);
    // The title over a notice's prose, with no testimony, is no transcript either.
    const notice =
      'DEPOSITION OF LENORA VASQUEZ\nPlease take notice that the deposition will be taken on June 9, 2025 at 10:00 a.m.\nat the offices of counsel.';
    expect(titledTestimony([notice])).toBe(false);
    // A time of day opening a line of minutes is no line number.
    const minutes = ['MINUTES OF THE BOARD', '9:05 Q. was raised by the chair about the budget for the year.'].join('\n');
    expect(proceedingRecord([minutes])).toBe(false);
  });
});
