/**
 * The probability of an answer the paper's structure decided (ruleConfidence.ts): the rule that decided is named,
 * and the answer is as sure as that rule has been right, not the probability the model gave the type it replaced.
 * Texts written here (not fixtures of the real set).
 */
import { DOCUMENT_TYPES, type DocumentType } from '@wcab/contract';
import { describe, expect, it } from 'vitest';
import { classifyDocument } from '../src/classify';
import { RULE_EVIDENCE, rulePrecision, setRuleConfidence } from '../src/ruleConfidence';
import { decideByStructure, type StructureRule } from '../src/structure';
import { scoresOf } from './modelScores';

const CLUB_EMAIL =
  'From: "Marta Quill" <mquill@lakeview-garden.example>\nTo: members@lakeview-garden.example\nDate: Tue, 14 May 2024 09:12:05 -0700\n' +
  'Subject: Seed swap on Saturday\n\nHi all,\nThe seed swap moves to the north shed this Saturday at ten. Bring labelled envelopes.\nMarta';
const HEADED_LETTER =
  'Pacific Crest Claims Administration\nADJUSTER CORRESPONDENCE - RECORDS REQUEST LETTER\nEmployee: Ravi Delgado\nEmployer: Sunline Bakery\n' +
  'Claim No.: PC-55-2210\nDate of Injury: 03/02/2025\nPlease forward the chart notes and billing since the date of injury.';
/** An e-mail kept without its headers: a reply over the quoted message (emailReply.ts). */
const GARDEN_REPLY =
  'Ten works for me, I will bring the bean seeds.\nOmar\nOn Tue, May 14, 2024 at 9:12 AM, Marta Quill <mquill@lakeview-garden.example> wrote:\n' +
  '> The seed swap moves to the north shed this Saturday at ten.\n> Bring labelled envelopes.';
/** Label/value lines written to nobody: a separator sheet's. */
const SEPARATOR = 'DOCUMENT SEPARATOR\nCase: ADJ1234567\nDocument type: Medical\nPages: 4\nScanned: 05/02/2025';

const total = (s: Record<DocumentType, number>) => DOCUMENT_TYPES.reduce((n, t) => n + s[t], 0);
const topOf = (s: Record<DocumentType, number>) => DOCUMENT_TYPES.reduce((a, b) => (s[b] > s[a] ? b : a));

describe('decideByStructure names the rule that decided', () => {
  it('a swap, a type ruled out, and none when the model stands', () => {
    expect(decideByStructure('unknown', scoresOf('unknown', 0.9, 'correspondence'), [CLUB_EMAIL])).toEqual({ type: 'correspondence', rule: 'email-headers' });
    expect(decideByStructure('unknown', scoresOf('unknown', 0.9, 'correspondence'), [GARDEN_REPLY])).toEqual({ type: 'correspondence', rule: 'email-body' });
    expect(decideByStructure('wcab_form', scoresOf('wcab_form', 0.6, 'correspondence'), [HEADED_LETTER])).toEqual({
      type: 'correspondence',
      rule: 'heading-letter',
    });
    expect(decideByStructure('correspondence', scoresOf('correspondence', 0.7, 'wcab_form'), [SEPARATOR])).toEqual({
      type: 'wcab_form',
      rule: 'not-written-to-anyone',
    });
    expect(decideByStructure('wcab_form', scoresOf('wcab_form', 0.9, 'unknown'), [SEPARATOR])).toEqual({ type: 'wcab_form' });
  });
});

describe('rulePrecision', () => {
  it('is Laplace-smoothed over both sets: 0.5 with no evidence, never above what was measured', () => {
    expect(rulePrecision('served-paper')).toBe(0.5);
    for (const rule of Object.keys(RULE_EVIDENCE) as StructureRule[]) {
      const { development, families } = RULE_EVIDENCE[rule];
      const answered = development[1] + families[1];
      const p = rulePrecision(rule);
      expect(p).toBeGreaterThan(0);
      expect(p).toBeLessThan(1);
      if (answered) expect(p).toBeLessThanOrEqual(Math.max(0.5, (development[0] + families[0]) / answered));
    }
    // Little evidence, a modest value: two of two right is 0.75, reviewed below the 0.89 threshold.
    expect(rulePrecision('heading-letter')).toBe(0.75);
  });
});

describe('setRuleConfidence', () => {
  it("answers a swap at the rule's precision, whatever the model gave the type it replaced", () => {
    for (const inherited of [0.55, 0.99]) {
      const scores = scoresOf('correspondence', inherited, 'unknown');
      setRuleConfidence(scores, 'correspondence', 'heading-letter');
      expect(scores.correspondence).toBe(0.75);
      expect(topOf(scores)).toBe('correspondence');
      expect(total(scores)).toBeCloseTo(1, 3);
      // The others keep their order.
      expect(scores.unknown).toBeGreaterThan(scores.billing);
    }
  });

  it("keeps the lower of the rule's precision and the model's own for a type ruled out", () => {
    const sure = scoresOf('wcab_form', 0.97, 'medical_report');
    setRuleConfidence(sure, 'wcab_form', 'not-written-to-anyone');
    expect(sure.wcab_form).toBe(Math.round(rulePrecision('not-written-to-anyone') * 10000) / 10000);
    const unsure = scoresOf('wcab_form', 0.5, 'medical_report');
    setRuleConfidence(unsure, 'wcab_form', 'not-written-to-anyone');
    expect(unsure.wcab_form).toBe(0.5);
    expect(total(unsure)).toBeCloseTo(1, 3);
  });

  it('leaves the model standing, and the doubts at even odds', () => {
    const model = scoresOf('billing', 0.8, 'unknown');
    setRuleConfidence(model, 'billing', undefined);
    expect(model).toEqual(scoresOf('billing', 0.8, 'unknown'));
    const doubted = scoresOf('unknown', 0.5, 'correspondence');
    setRuleConfidence(doubted, 'unknown', 'doubted-letter');
    expect(doubted.unknown).toBe(0.5);
  });

  it('keeps the answer on top when a modest value would leave another type above it', () => {
    const scores = Object.fromEntries(DOCUMENT_TYPES.map((t) => [t, 0])) as Record<DocumentType, number>;
    scores.medical_report = 0.9;
    scores.wcab_form = 0.1;
    setRuleConfidence(scores, 'wcab_form', 'served-paper');
    expect(scores.wcab_form).toBe(0.5);
    expect(topOf(scores)).toBe('wcab_form');
    expect(scores.medical_report).toBeLessThan(0.5);
    expect(total(scores)).toBeCloseTo(1, 3);
  });
});

describe('classifyDocument answers a structural answer at its rule precision', () => {
  it("a club's printed e-mail and a claims office's letter under a claim block", () => {
    // The model trained on real mail too (2026-11-29) reads a printed e-mail as correspondence itself: its own answer,
    // at its own probability, no rule's.
    const email = classifyDocument([CLUB_EMAIL]);
    expect(email.document_type).toBe('correspondence');
    expect(email.decidedBy).toBeUndefined();
    const letter = classifyDocument([HEADED_LETTER]);
    expect(letter).toMatchObject({ document_type: 'correspondence', decidedBy: 'heading-letter', confidence: 0.75 });
    expect(total(letter.scores)).toBeCloseTo(1, 3);
  });
});
