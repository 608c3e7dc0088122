/**
 * A court's opinion (under a court's name, in the deciding court's voice, ending in its disposition in its own voice)
 * is the court's decision, `court_order`, whatever the court; a commentary that reports what a court held, a party's
 * brief and an opinion's opening without its disposition are not read as one. Texts written here (not fixtures of
 * the real set).
 */
import { describe, expect, it } from 'vitest';
import { courtOpinion } from '../src/courtOpinion';
import { decideByStructure } from '../src/structure';
import { scoresOf } from './modelScores';

const HEAD =
  'SUPREME COURT OF THE STATE OF OREGON\nGRACE T. ALVARADO,\nPetitioner on Review,\nv.\nCASCADE TIMBERWORKS, INC.,\n' +
  'Respondent on Review.\n(CC 21CV04417) (SC S070112)\nArgued and submitted March 3, 2026.\n';

/** An appellate court's opinion: who delivers it, its reasoning, its disposition. */
const OPINION = [
  `${HEAD}OPINION\nFLYNN, C. J.\nThe question in this case is whether a statute of limitations runs from the date of the\n` +
    'injury or from the date on which the plaintiff knew of it. The trial court granted summary judgment for defendant,\n' +
    'and the Court of Appeals affirmed.',
  'We conclude that the limitation period runs from discovery. The trial court therefore erred.\n' +
    'The decision of the Court of Appeals is reversed. The judgment of the circuit court is reversed, and the case is\n' +
    'remanded to the circuit court for further proceedings.\nREVERSED AND REMANDED.',
];

/** A federal court's opinion in the style of a slip opinion: the Justice delivers it, it ends "It is so ordered." */
const SLIP = [
  'SUPREME COURT OF THE UNITED STATES\nNo. 25-1142\nHENRIETTA OKONKWO, PETITIONER v. LAKESIDE COUNTY\n' +
    'ON WRIT OF CERTIORARI TO THE UNITED STATES COURT OF APPEALS FOR THE SEVENTH CIRCUIT\n[June 2, 2027]\n' +
    'JUSTICE MARSH delivered the opinion of the Court.\nThis case concerns the notice a county must give before it sells a home.',
  'For these reasons, the judgment of the Court of Appeals for the Seventh Circuit is reversed, and the case is remanded\n' +
    'for further proceedings consistent with this opinion.\nIt is so ordered.',
];

/** A law review's note on the same kind of case: it reports what the court held, and disposes of nothing. */
const CASE_NOTE = [
  'HARBOR LAW REVIEW\nVolume 61 Spring 2027\nNOTE\nDiscovery, Delay, and the Oregon Limitation Rule\nMaya Lindqvist*\n' +
    'In Alvarado v. Cascade Timberworks, the Supreme Court of the State of Oregon held that the limitation period runs from discovery.',
  'Chief Justice Flynn, writing for the court, reasoned that the trial court erred. This Note argues the court was right.\n' + '* J.D. Candidate, 2028.',
];

/** A party's brief in the same court: counsel's line for the party it files for. */
const BRIEF = [
  `${HEAD}RESPONDENT'S BRIEF ON THE MERITS\nThe judgment of the Court of Appeals should be affirmed.\nARGUMENT\n` +
    'The trial court correctly held that the claim was untimely.',
  'We respectfully ask that this Court affirm the judgment below.\nRespectfully submitted,\n/s/ Owen Pratt\nOwen Pratt, OSB No. 061122\n' +
    'Attorney for Respondent on Review',
];

/** A federal trial court's opinion and order: it disposes of the motions before it in the present tense, wrapped over lines. */
const TRIAL_OPINION = [
  'UNITED STATES DISTRICT COURT\nSOUTHERN DISTRICT OF NEW YORK\nHARLOW MEDIA GROUP, INC.,\nPlaintiff,\n- against -\n' +
    'PELICAN DEVICES, LLC,\nDefendant.\nOPINION AND ORDER\n26 Civ. 4410 (JMR)\nI. INTRODUCTION\n' +
    'Harlow Media Group, Inc. brings this action for copyright infringement against Pelican Devices, LLC.',
  'V. CONCLUSION\nFor the foregoing reasons, Plaintiff\u2019s motion for a default judgment against Pelican Devices\n' +
    'is granted. The Clerk of Court is directed to close the motion (Docket No. 42).\nDated: New York, New York',
];

/** The same court's opinion narrating an earlier ruling ("was granted"), disposing of nothing itself. */
const NARRATED = [
  TRIAL_OPINION[0]!,
  'V. BACKGROUND\nOn March 3, 2026 the motion to stay discovery was granted. Briefing continues.\nDated: New York, New York',
];

describe('courtOpinion', () => {
  it("reads a trial court's opinion and order by its heading and its disposition of the motion before it", () => {
    expect(courtOpinion(TRIAL_OPINION)).toBe(true);
    expect(courtOpinion(NARRATED)).toBe(false);
  });

  it("reads an appellate court's opinion and a slip opinion by their voice and disposition", () => {
    expect(courtOpinion(OPINION)).toBe(true);
    expect(courtOpinion(SLIP)).toBe(true);
  });

  it("a commentary that reports a court's holding and a party's brief are none", () => {
    expect(courtOpinion(CASE_NOTE)).toBe(false);
    expect(courtOpinion(BRIEF)).toBe(false);
  });

  it('needs the disposition: the opinion without its last page is none', () => {
    expect(courtOpinion(OPINION.slice(0, 1))).toBe(false);
    expect(courtOpinion(SLIP.slice(0, 1))).toBe(false);
  });

  it("needs a court's name at its head", () => {
    expect(courtOpinion([OPINION[0]!.replace('SUPREME COURT OF THE STATE OF OREGON\n', ''), OPINION[1]!])).toBe(false);
  });
});

describe('the structure rules answer it', () => {
  it('an opinion the model put outside the domain is a court order; a brief stays outside', () => {
    expect(decideByStructure('unknown', scoresOf('unknown', 0.95, 'court_order'), SLIP)).toEqual({ type: 'court_order', rule: 'court-opinion' });
    expect(decideByStructure('unknown', scoresOf('unknown', 0.95, 'court_order'), BRIEF).type).toBe('unknown');
    expect(decideByStructure('unknown', scoresOf('unknown', 0.95, 'court_order'), CASE_NOTE).type).toBe('unknown');
  });
});
