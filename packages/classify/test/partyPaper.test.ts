/**
 * A party's paper under another court's caption (counsel's line for the party it files for, no decision heading)
 * is none of the seven kinds, whatever its title mentions or when no title is found; a court's decision that lists
 * counsel stays an order. Texts written here (not fixtures of the real set).
 */
import { describe, expect, it } from 'vitest';
import { partyPaper, partyRequest } from '../src/partyPaper';
import { issuerOf, outOfScope } from '../src/scope';

const BLOCK = 'MARA OKONJO (Bar No. 201144)\nOKONJO & VALE LLP\n400 Alder Street, Suite 9\nPortland, OR 97204\n(503) 555-0142';
const CAPTION =
  'UNITED STATES DISTRICT COURT\nDISTRICT OF OREGON\nJUNO PARRISH, et al.,\nPlaintiffs,\nv.\nTALLGRASS FREIGHT INC.,\nDefendant.\nCase No. 3:21-cv-00417';
const OPPOSITION = `${BLOCK}\nAttorneys for Plaintiffs\n${CAPTION}\nPLAINTIFFS' OPPOSITION TO DEFENDANT'S\nMOTION FOR SUMMARY JUDGMENT\nHearing: May 3, 2022`;
const CERT = `No. 22-118\nIn the Supreme Court of the United States\nHARLAN BEEKS, Petitioner,\nv.\nSTATE OF IDAHO, Respondent.\nOn Petition for Writ of Certiorari to the Idaho Supreme Court\nPETITION FOR WRIT OF CERTIORARI\nLENA MORROW\nCounsel of Record\nMORROW APPELLATE GROUP\nBoise, ID 83702\nCounsel for Petitioner`;

describe('partyPaper', () => {
  it("reads counsel's line for a party: a pleading-paper block, a brief's cover", () => {
    expect(partyPaper([OPPOSITION])).toBe(true);
    expect(partyPaper([CERT])).toBe(true);
    expect(partyPaper([OPPOSITION.replace('Attorneys for Plaintiffs', 'Counsel of Record for the Federal Defendants')])).toBe(true);
  });

  it('a decision that lists counsel, or a drafted order, heads itself as one and is no party paper', () => {
    expect(partyPaper([`${CAPTION}\nOPINION AND ORDER\nMara Okonjo, Okonjo & Vale LLP, Portland, Oregon.\nAttorneys for Plaintiffs`])).toBe(false);
    expect(partyPaper([`${BLOCK}\nAttorneys for Plaintiffs\n${CAPTION}\n[PROPOSED] ORDER GRANTING MOTION TO EXTEND TIME`])).toBe(false);
    expect(partyPaper([`${BLOCK}\nAttorneys for Plaintiffs\n${CAPTION}\nSTIPULATION AND ORDER TO CONTINUE TRIAL`])).toBe(false);
  });

  it("reads on where the first page holds only the pleading paper's line numbers and counsel's first names", () => {
    const numbers = Array.from({ length: 28 }, (_, i) => String(i + 1)).join('\n');
    const [names, rest] = [BLOCK.split('\n').slice(0, 2).join('\n'), BLOCK.split('\n').slice(2).join('\n')];
    const opening = [`${numbers}\n${names}`, `${rest}\nAttorneys for Plaintiffs\n${CAPTION}\nPLAINTIFFS' MOTION TO STRIKE`];
    expect(partyPaper(opening)).toBe(true);
    expect(partyPaper([opening[0] as string, `${rest}\nAttorneys for Plaintiffs\n${CAPTION}\nORDER GRANTING MOTION TO STRIKE`])).toBe(false);
    // A first page that prints its own text is read alone: counsel named on a later page do not make it a party's paper.
    const letter = `${CAPTION}\n${'The court has read the papers and heard the parties on the motion.\n'.repeat(12)}`;
    expect(partyPaper([letter, `${BLOCK}\nAttorneys for Plaintiffs`])).toBe(false);
  });

  it("a sentence that mentions counsel is no counsel's line", () => {
    expect(partyPaper([`${CAPTION}\nThe attorneys for plaintiffs shall file a joint status report within 14 days.`])).toBe(false);
  });
});

describe("outOfScope: another court's party paper taken for its decision", () => {
  it('is out of scope with no title found, or a title that mentions a judgment or a memorandum', () => {
    expect(outOfScope('court_order', [OPPOSITION], undefined)).toBe(true);
    expect(outOfScope('court_order', [OPPOSITION], "Plaintiffs' Opposition to Defendant's Motion for Summary Judgment")).toBe(true);
    expect(outOfScope('court_order', [CERT], undefined)).toBe(true);
  });

  it("the court's own order stays an order", () => {
    expect(outOfScope('court_order', [`${CAPTION}\nORDER GRANTING MOTION TO DISMISS\nIT IS SO ORDERED.`], undefined)).toBe(false);
  });
});

describe("a Surrogate's Court is another court", () => {
  const PETITION =
    "STATE OF NEW YORK\nSURROGATE'S COURT: COUNTY OF KINGS\nIn the Matter of the Petition for Letters of Administration\nPETITION FOR LETTERS OF ADMINISTRATION\nFile No.\nTo the Surrogate's Court, County of Kings\nIt is respectfully alleged:";
  it('its caption names the issuer, and its petition is no WC form', () => {
    expect(issuerOf([PETITION]).other).toBe("SURROGATE'S COURT: COUNTY OF KINGS");
    expect(outOfScope('wcab_form', [PETITION], undefined)).toBe(true);
  });
});

/** A self-represented party's motion with no caption found and no counsel's line: its title, its request, its prayer. */
const PRO_SE_MOTION = [
  "DEFENDANT'S MOTION TO SET ASIDE DEFAULT",
  'The defendant, appearing on her own behalf, respectfully moves the Court to set aside the default entered on',
  'March 2, 2024, because she was never served with the summons at her current address.',
  'FACTS',
  'The process server left the papers at an apartment the defendant moved out of in 2022.',
  'WHEREFORE, the defendant asks that the default be set aside and that she be allowed to answer.',
  'Dated: April 1, 2024    Ana Beltran, Defendant',
].join('\n');

describe('partyRequest (sources round)', () => {
  it("reads a party's motion by its own title and its request, with no caption or counsel's line", () => {
    expect(partyRequest([PRO_SE_MOTION])).toBe(true);
    expect(partyRequest([PRO_SE_MOTION.replace("DEFENDANT'S MOTION TO SET ASIDE DEFAULT", '# PETITION FOR RETURN OF PROPERTY')])).toBe(true);
    expect(outOfScope('court_order', [PRO_SE_MOTION], undefined)).toBe(true);
  });

  it('keeps an order on the motion, a motion with its proposed order attached, and a WC petition', () => {
    const order = PRO_SE_MOTION.replace("DEFENDANT'S MOTION TO SET ASIDE DEFAULT", 'ORDER ON MOTION TO SET ASIDE DEFAULT');
    expect(partyRequest([order])).toBe(false);
    expect(partyRequest([`${PRO_SE_MOTION}\n[PROPOSED] ORDER\nGood cause appearing, IT IS ORDERED that the default is set aside.`])).toBe(false);
    const wcPetition = `${PRO_SE_MOTION.replace("DEFENDANT'S MOTION TO SET ASIDE DEFAULT", 'PETITION FOR RECONSIDERATION')}\nWorkers' Compensation Appeals Board`;
    expect(partyRequest([wcPetition])).toBe(true);
    expect(outOfScope('court_order', [wcPetition], undefined)).toBe(false);
    // A paper that asks nothing under a motion's title (a notice that one was filed) is left to the model.
    expect(partyRequest(['MOTION TO DISMISS\nThe clerk received the motion on May 3 and set it on the calendar.'])).toBe(false);
  });
});
