/**
 * A transcript by its structure (issue 31): speaker turns by several speakers, ordering nothing. An order answered
 * for a record of what was said is ruled out; an order (which may list appearances and labels in capitals, or
 * recite what was said before ordering) is not. Generated families of every transcript and order layout, and
 * texts written here.
 */
import { describe, expect, it } from 'vitest';
import { scoresOf } from './modelScores';
import { answerByStructure } from '../src/structure';
import { proceedingRecord, speakerTurns } from '../src/transcript';
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
});
