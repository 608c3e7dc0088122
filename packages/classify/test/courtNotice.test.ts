/**
 * A court's own notice (under its caption, titled a notice, in the court's voice, sent out by the court) is
 * correspondence; a party's notice of hearing and a blank notice form are not. A court's order or judgment form left
 * blank (its fill-in instructions where the case's values would be) decides nothing. Texts written here (not fixtures
 * of the real set).
 */
import { describe, expect, it } from 'vitest';
import { blankCourtForm, courtNotice } from '../src/courtNotice';
import { decideByStructure } from '../src/structure';
import { scoresOf } from './modelScores';

const CAPTION =
  'IN THE CIRCUIT COURT OF THE NINTH JUDICIAL CIRCUIT\nIN AND FOR ORANGE COUNTY, FLORIDA\nCASE NO.: 2026-CA-004417\n' +
  'HARBOR POINT HOLDINGS LLC,\n Plaintiff,\nvs.\nDELIA MARCHETTI,\n Defendant.\n_____________________________/';

/** A clerk's notice of hearing on the court's form. */
const CLERK_NOTICE =
  `${CAPTION}\nNOTICE OF HEARING\n You are hereby notified that the above case has been set for hearing as follows:\n` +
  'MATTER: Motion to Determine Rent\nDATE: April 14, 2026 at 1:30 pm\nJUDGE: Honorable Ellis Warren\nCourtroom 12B\n' +
  'A copy of this notice has been furnished to the addressed parties.\nCOPIES TO:\nDELIA MARCHETTI 418 LARK STREET ORLANDO FL 32803';

/** A party's notice of hearing under the same caption: counsel's line for the party it files for. */
const PARTY_NOTICE =
  `${CAPTION}\nNOTICE OF HEARING\nPLEASE TAKE NOTICE that the undersigned will call up for hearing the Plaintiff's Motion for Default on\n` +
  'April 14, 2026 at 1:30 pm before the Honorable Ellis Warren.\nNotice is hereby given to all parties.\n' +
  'Respectfully submitted,\n/s/ Nora Whitcomb\nNora Whitcomb, Esq.\nAttorney for Plaintiff\nCopies to: Delia Marchetti';

/** The same court's notice form, blank: its placeholders where the case's values would be. */
const BLANK_NOTICE =
  'Full Name of Party Filing Document\nMailing Address (Street or Post Office Box)\nIN THE DISTRICT COURT FOR THE COUNTY OF\n' +
  'IN RE:\nLegal Name\nCase No.\nNOTICE OF HEARING ON PETITION\nA hearing on the petition is scheduled for o’clock . m. on (date)\n' +
  'at the County Courthouse. Notice is hereby given that objections may be filed.\nCLERK OF THE DISTRICT COURT\nBy:\nDeputy Clerk';

/** A court's judgment form, blank, and the same judgment filled in and signed. */
const BLANK_JUDGMENT =
  'Full Name of Party Filing Document\nMailing Address (Street or Post Office Box)\nIN THE DISTRICT COURT FOR THE COUNTY OF\n' +
  'IN RE:\nLegal Name\nCase No.\nJUDGMENT FOR CHANGE OF NAME\nJUDGMENT IS ENTERED AS FOLLOWS:\nThe name of , born on\n(date) , is changed to .\nDate:\nJUDGE';
const FILLED_JUDGMENT =
  'IN THE DISTRICT COURT FOR THE FOURTH JUDICIAL DISTRICT\nIN AND FOR THE COUNTY OF ADA\nIN RE: Corinne Abernathy\nCase No. CV01-26-0311\n' +
  'JUDGMENT FOR CHANGE OF NAME\nJUDGMENT IS ENTERED AS FOLLOWS:\nThe name of Corinne Abernathy is changed to Corinne Vale.\nDate: March 2, 2026\n/s/ Ruth Okafor\nDISTRICT JUDGE';

describe('courtNotice', () => {
  it("reads a clerk's notice of hearing on the court's form", () => {
    expect(courtNotice([CLERK_NOTICE])).toBe(true);
  });

  it("a party's notice of hearing (counsel's line for the party) and a blank notice form are none", () => {
    expect(courtNotice([PARTY_NOTICE])).toBe(false);
    expect(courtNotice([BLANK_NOTICE])).toBe(false);
  });

  it("reads a court officer's notice that says what is scheduled and is signed by the office, as text or as markdown", () => {
    const officer =
      `${CAPTION}\nNOTICE OF HEARING\nThe Office of the Friend of the Court reviewed support and sent a recommendation to the parties.\n` +
      'A hearing will be held on the objection on Tuesday, May 5, 2026 at 9:00 AM in Hearing Room 2.\nFriend of the Court Representative';
    expect(courtNotice([officer])).toBe(true);
    const registry =
      `${CAPTION}\n# NOTICE OF LISTING\n> The matter is listed for Motion on 12/05/2026 at 10:00 AM, Courtroom 4A.\n` +
      '> If you do not appear, the matter may be dealt with in your absence.\n> Registrar';
    expect(courtNotice([registry])).toBe(true);
    // The same lines without the office's signature: nobody sent it out.
    expect(courtNotice([officer.replace('Friend of the Court Representative', '')])).toBe(false);
  });

  it.each(['Downing Centre Local Court | Civil Registry', "PERTH MAGISTRATES' COURT", 'Glebe Coroners Court', 'Local Courts | Civil Registry'])(
    'knows %s for a court, as it knows a superior court',
    (court) => {
      const notice =
        `${court}\nNOTICE OF LISTING\nCase number | 2026/00041187\nCase title | Harbour Body Corporate v Lena Okafor\n` +
        'The matter is listed for Hearing on 12/05/2026 at 10:00 AM, Courtroom 4A.\nIf you do not appear, the matter may be dealt with in your absence.\nRegistrar';
      expect(courtNotice([notice])).toBe(true);
    },
  );

  it('needs the court: a notice under no court caption is none', () => {
    expect(courtNotice([CLERK_NOTICE.replace(/^.*?CASE NO/s, 'CASE NO')])).toBe(false);
  });
});

describe('blankCourtForm', () => {
  it("reads a court's form by its fill-in instructions, not a filled one", () => {
    expect(blankCourtForm([BLANK_JUDGMENT])).toBe(true);
    expect(blankCourtForm([BLANK_NOTICE])).toBe(true);
    expect(blankCourtForm([FILLED_JUDGMENT])).toBe(false);
    expect(blankCourtForm([CLERK_NOTICE])).toBe(false);
  });
});

describe('the structure rules answer them', () => {
  it("a court's notice the model put outside the domain is correspondence", () => {
    expect(decideByStructure('unknown', scoresOf('unknown', 0.9, 'correspondence'), [CLERK_NOTICE])).toEqual({
      type: 'correspondence',
      rule: 'court-notice',
    });
    expect(decideByStructure('unknown', scoresOf('unknown', 0.9, 'correspondence'), [PARTY_NOTICE]).type).toBe('unknown');
  });

  it('a blank judgment form taken for an order is unknown; a filled one stays an order', () => {
    expect(decideByStructure('court_order', scoresOf('court_order', 0.95, 'unknown'), [BLANK_JUDGMENT])).toEqual({
      type: 'unknown',
      rule: 'blank-court-form',
    });
    expect(decideByStructure('court_order', scoresOf('court_order', 0.95, 'unknown'), [FILLED_JUDGMENT]).type).toBe('court_order');
  });
});
