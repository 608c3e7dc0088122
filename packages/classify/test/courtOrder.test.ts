/**
 * A court's order (under a court's name, titled an order or a judgment, ordering in the court's own voice or signed by
 * the bench) is `court_order` whatever the court; a party's motion for an order, a proposed order and a notice of an
 * order's entry are not read as one. So is a judicial officer's report and recommendation (titled so, recommending in
 * the court's voice, signed by the bench); a party's objections to one are not. Texts written here (not fixtures of
 * the real set).
 */
import { describe, expect, it } from 'vitest';
import { courtOrder } from '../src/courtOrder';
import { decideByStructure } from '../src/structure';
import { scoresOf } from './modelScores';

const CAPTION =
  'STATE OF IOWA DISTRICT COURT\nPOLK COUNTY\nMARISOL QUINTERO,\nPlaintiff,\nvs.\nHEARTLAND GRAIN SUPPLY, LLC,\nDefendant.\nCase No. LACL 158812\n';

/** A scheduling order: its title shares the caption's column, the bench signs it. */
const TRIAL_ORDER =
  'STATE OF IOWA DISTRICT COURT\nPOLK COUNTY\nMarisol Quintero,\nPlaintiff, TRIAL SCHEDULING ORDER\nvs. Judge Ellen Vos\nHeartland Grain Supply, LLC,\nDefendant.\n' +
  '1. TRIAL DATE: This matter is set for a two-day jury trial beginning June 8, 2027, at 9:00 a.m.\n' +
  '2. Each party shall file its witness and exhibit lists no later than May 1, 2027.\nBY THE COURT:\n_____________________\nEllen Vos\nJudge of District Court';

/** An order on a motion, ending in the court's ordering clause. */
const ORDER_ON_MOTION =
  `${CAPTION}ORDER ON DEFENDANT'S MOTION FOR SUMMARY JUDGMENT\n` +
  "This matter came before the Court on Defendant's Motion for Summary Judgment. Having reviewed the record, the Court finds\n" +
  'that genuine issues of material fact remain.\nIT IS THEREFORE ORDERED that the motion is DENIED.\nDated: April 2, 2027';

/** A party's motion asking for an order: counsel's line, its own title a motion. */
const MOTION =
  'Lena Park (SBN 301122)\nPARK & OYELARAN LLP\nAttorneys for Defendant\n' +
  `${CAPTION}MOTION FOR ENTRY OF PROTECTIVE ORDER\n` +
  'Defendant respectfully moves the Court for an order protecting its payroll records.\nIT IS SO ORDERED appears on the proposed order filed with this motion.';

/** A proposed order a party lodges, and a notice of an order's entry. */
const PROPOSED = `${CAPTION}[PROPOSED] ORDER GRANTING STIPULATED CONTINUANCE\nIT IS SO ORDERED.\n_____________\nJudge of the District Court`;
const NOTICE_OF_ENTRY = `${CAPTION}NOTICE OF ENTRY OF ORDER\nPlease take notice that on April 2, 2027 the Court entered the attached order.\nAttorneys for Plaintiff`;

const FEDERAL_CAPTION =
  'UNITED STATES DISTRICT COURT\nDISTRICT OF NEW MEXICO\nCASE NO. 24-cv-00318-KRS\nORTEGA TRUCKING CO.,\nPlaintiff,\nv.\nMESA FREIGHT BROKERS, INC.,\nDefendant.\n_______________________/\n';

/** A magistrate judge's report and recommendation in a referred matter, signed by the bench. */
const REPORT_AND_RECOMMENDATION =
  `${FEDERAL_CAPTION}REPORT AND RECOMMENDATION\n` +
  "THIS CAUSE is before the Court on Plaintiff's Motion for Default Judgment, referred to the undersigned for a report\n" +
  'and recommendation. Defendant has not appeared. Having reviewed the motion and the record, it is hereby\n' +
  'RECOMMENDED that the motion be GRANTED and that judgment be entered for Plaintiff in the amount of $48,210.00.\n' +
  'The parties will have fourteen days from service of this Report and Recommendation to file written objections.\n' +
  'DONE AND SUBMITTED at Las Cruces, New Mexico, this 3rd day of March, 2027.\n______________________\nKAREN R. SOLIS\nUNITED STATES MAGISTRATE JUDGE';

/** Findings and recommendations, as some districts title them, the undersigned recommending. */
const FINDINGS_AND_RECOMMENDATIONS =
  `${FEDERAL_CAPTION}FINDINGS AND RECOMMENDATIONS ON MOTION TO DISMISS\n` +
  'For the reasons below, the undersigned recommends that the motion to dismiss be denied.\n/s/ Karen R. Solis\nMagistrate Judge';

/** A party's objections to the report, signed by counsel for the party. */
const OBJECTIONS =
  `${FEDERAL_CAPTION}DEFENDANT'S OBJECTIONS TO REPORT AND RECOMMENDATION\n` +
  'Defendant objects to the recommendation that judgment be entered. The Court should reject it.\n' +
  'Respectfully submitted,\n/s/ Dana Whitcomb\nDana Whitcomb\nAttorney for Defendant Mesa Freight Brokers, Inc.';

describe('courtOrder', () => {
  it("reads another court's order, by its title and the court's own voice or the bench's signature", () => {
    expect(courtOrder([TRIAL_ORDER])).toBe(true);
    expect(courtOrder([ORDER_ON_MOTION])).toBe(true);
  });

  it("reads no party's motion, no proposed order, no notice of an order's entry", () => {
    expect(courtOrder([MOTION])).toBe(false);
    expect(courtOrder([PROPOSED])).toBe(false);
    expect(courtOrder([NOTICE_OF_ENTRY])).toBe(false);
  });

  it('reads no order without a court, and no titled order the court does not voice', () => {
    expect(courtOrder([ORDER_ON_MOTION.replace('STATE OF IOWA DISTRICT COURT\nPOLK COUNTY\n', '')])).toBe(false);
    expect(courtOrder([ORDER_ON_MOTION.replace('IT IS THEREFORE ORDERED that the motion is DENIED.', 'The motion will be decided at the hearing.')])).toBe(
      false,
    );
  });

  it("reads a judicial officer's report and recommendation, titled so, recommending in the court's voice, signed by the bench", () => {
    expect(courtOrder([REPORT_AND_RECOMMENDATION])).toBe(true);
    expect(courtOrder([FINDINGS_AND_RECOMMENDATIONS])).toBe(true);
  });

  it("reads no party's objections to one, and no such report without the court, its recommending voice or the bench's signature", () => {
    expect(courtOrder([OBJECTIONS])).toBe(false);
    expect(courtOrder([REPORT_AND_RECOMMENDATION.replace('UNITED STATES DISTRICT COURT\nDISTRICT OF NEW MEXICO\n', '')])).toBe(false);
    expect(courtOrder([REPORT_AND_RECOMMENDATION.replace('it is hereby\nRECOMMENDED that', 'the Court\nwill decide whether')])).toBe(false);
    expect(
      courtOrder([REPORT_AND_RECOMMENDATION.replace('______________________\nKAREN R. SOLIS\nUNITED STATES MAGISTRATE JUDGE', 'Entered by the clerk.')]),
    ).toBe(false);
  });

  it('answers court_order for such a paper the model put outside the domain, and leaves its other answers alone', () => {
    expect(decideByStructure('unknown', scoresOf('unknown', 0.9, 'court_order'), [REPORT_AND_RECOMMENDATION])).toEqual({
      type: 'court_order',
      rule: 'court-order',
    });
    expect(decideByStructure('unknown', scoresOf('unknown', 0.9, 'court_order'), [OBJECTIONS]).type).toBe('unknown');
    expect(decideByStructure('unknown', scoresOf('unknown', 0.8, 'court_order'), [TRIAL_ORDER])).toEqual({ type: 'court_order', rule: 'court-order' });
    expect(decideByStructure('unknown', scoresOf('unknown', 0.8, 'court_order'), [MOTION]).type).toBe('unknown');
  });
});
