/**
 * Issue 31, dates round: parties and dates as other courts' papers print them, structures read on the real set's new
 * development documents (a superior court's limited civil papers, a local court's notices as tables, statements
 * attached as exhibits), written anew by hand with other names and in more than one arrangement.
 */
import { describe, expect, it } from 'vitest';
import { parseCaption } from '../src/caption';
import { extractDates } from '../src/dates';
import { extractParties } from '../src/parties';

const typed = (text: string) => extractDates(text).map((d) => `${d.date} ${d.type}`);
const typedOnly = (text: string) => typed(text).filter((d) => !d.endsWith(' other'));

describe("a court's heading above a caption is no party", () => {
  it('takes the organisation right above the role line as the first party, not the courthouse above it', () => {
    const text = `SUPERIOR COURT OF CALIFORNIA
COUNTY OF RIVERBEND, EAST VALLEY JUDICIAL DISTRICT
MILLBROOK COURTHOUSE
HARBOR RECOVERY FUNDING LLC,
Plaintiff
v.
MARGARET OYELARAN,
Defendant(s).`;
    const c = parseCaption(text);
    expect(c?.applicant).toBeUndefined();
    expect(c?.firstParty).toBe('Harbor Recovery Funding LLC');
    const parties = extractParties(text).join(' | ');
    expect(parties).toMatch(/Harbor Recovery Funding LLC/);
    expect(parties).toMatch(/Margaret Oyelaran/);
    expect(parties).not.toMatch(/Courthouse|Riverbend/);
  });

  it('reads a first party whose name wraps onto a second line', () => {
    const text = `SUPERIOR COURT OF THE STATE OF CALIFORNIA
IN AND FOR THE COUNTY OF LAKESIDE
NORTHGATE PORTFOLIO TRUST, AS ASSIGNEE OF
WESTERLY BANK, N.A.,
Plaintiff,
vs.
TOMAS ABERNATHY,
Defendant.`;
    expect(parseCaption(text)?.firstParty).toBe('Northgate Portfolio Trust, As Assignee of Westerly Bank, N.A.');
    const other = `SUPERIOR COURT OF NEW CALEDONIA
LAW DIVISION - SPECIAL CIVIL PART
PINEWOOD COUNTY
GRANITE STATE TOLLWAY
AUTHORITY,
Plaintiff,
v.
ROWAN ELLIS MAYHEW,
Defendant.`;
    expect(parseCaption(other)?.firstParty).toBe('Granite State Tollway Authority');
  });

  it('still walks up to a person whose office is printed with the name', () => {
    const text = `In the Supreme Court of the United States
CORDELIA M. FAIRWEATHER, IN HER OFFICIAL CAPACITY AS
DIRECTOR OF THE STATE BOARD OF
ELECTIONS, ET AL.,
Petitioners,
v.
DESMOND OKORO, ET AL.,
Respondents.`;
    const c = parseCaption(text);
    expect(c?.applicant).toBe('Cordelia M. Fairweather');
    expect(c?.firstParty).toBeUndefined();
    const wrapped = `In the Supreme Court of the United States
SENATOR PAULINE R. ADEYEMI,
IN HER OFFICIAL CAPACITY AS PRESIDENT OF THE NORTH
DAKOTA STATE SENATE, ET AL.,
PETITIONERS,
v.
IVAN PETROSYAN, ET AL.`;
    expect(parseCaption(wrapped)?.applicant).toBe('Senator Pauline R. Adeyemi');
    expect(extractParties(wrapped).join(' | ')).not.toMatch(/Official Capacity/i);
  });

  it('keeps a WC caption as it was', () => {
    const text = `WORKERS' COMPENSATION APPEALS BOARD
STATE OF CALIFORNIA
LUCIA FERREIRA,
Applicant,
vs.
BAYSIDE CANNERY; REDWOOD MUTUAL INSURANCE COMPANY,
Defendants.`;
    const c = parseCaption(text);
    expect(c?.applicant).toBe('Lucia Ferreira');
    expect(c?.firstParty).toBeUndefined();
    expect(c?.employer).toBe('Bayside Cannery');
  });

  it("drops a block that runs over a blank's underline and a ruled column", () => {
    const text = `SUPERIOR COURT OF CALIFORNIA
COUNTY OF LAKESIDE
)   Case No.: 24LC00123 NORTHGATE CAPITAL LLC, )
WESTERLY BANK, N.A., 3
_ _   ) DECLARATION RE: COPIES Plaintiff, )
PRIYA RAMANATHAN, )
Defendant. )`;
    expect(extractParties(text).join(' | ')).not.toMatch(/_|Lakeside/);
  });
});

describe("a court form's party labels name the parties on their lines", () => {
  it('reads a label column with colons, repeated on each page, once each', () => {
    const page = `SUPERIOR COURT OF CALIFORNIA, COUNTY OF LAKESIDE
GLENWOOD COURTHOUSE
PLAINTIFF/PETITIONER: SUMMIT ACCOUNT SOLUTIONS LLC
DEFENDANT/RESPONDENT: BEATRIZ QUINTANILLA      CASE NUMBER:
REQUEST FOR ENTRY OF DEFAULT`;
    const parties = extractParties(`${page}\n\f\n${page}`);
    expect(parties).toContain('Summit Account Solutions LLC');
    expect(parties).toContain('Beatriz Quintanilla');
    expect(parties.join(' | ')).not.toMatch(/Courthouse|Request|Case/);
    expect(parties.filter((p) => /Quintanilla/.test(p))).toHaveLength(1);
  });

  it('cuts what follows the name: "an individual", "et al.", a case number run into the line', () => {
    const parties = extractParties(`Plaintiff/Petitioner: RIVERSTONE CREDIT, INC.
Defendant/Respondent: ANDRE DUBOIS, an individual
Defendant/Respondent: HELGA MARTENS, et al.
Defendant/Respondent: OWEN PRICE 24NWLC01234`).join(' | ');
    expect(parties).toMatch(/Riverstone Credit, Inc\./);
    expect(parties).toMatch(/Andre Dubois/);
    expect(parties).toMatch(/Helga Martens/);
    expect(parties).toMatch(/Owen Price/);
    expect(parties).not.toMatch(/individual|et al|\d/i);
  });

  it('reads a table row as a label and its value', () => {
    const parties = extractParties(`| TITLE OF PROCEEDINGS | |
|:--|:--|
| Plaintiff     | The Proprietors - Harbour Terrace Scheme No 4471
| Defendant     | Imogen Ashcroft-Reyes
| Case number   | 2019/00012345`);
    expect(parties).toContain('The Proprietors - Harbour Terrace Scheme');
    expect(parties).toContain('Imogen Ashcroft-Reyes');
  });

  it("reads a name typed under its label, the colon lost to the scan and the form's subtitle beside the label", () => {
    const text = `NAME OF COURT: SUPERIOR COURT, COUNTY OF LAKESIDE
PLAINTIFF/PETITIONER : For Inspection of Business Records
OKONKWO ADEBAYO
DEFENDANT/RESPONDENT
. ROSALIND FETTERMAN, et al
THE PEOPLE OF THE STATE OF CALIFORNIA, TO (name): GRANITE FREIGHT LINES`;
    const parties = extractParties(text);
    expect(parties).toContain('Okonkwo Adebayo');
    expect(parties).toContain('Rosalind Fetterman');
    expect(parties.join(' | ')).not.toMatch(/Inspection|Defendant|Respondent/i);
    // The first party is no defendant, and no employer of the case.
    expect(parseCaption(text)).toBeUndefined();
  });

  it('reads the values under a label column with its colons, an organisation by its marks', () => {
    const parties = extractParties(`PETITIONER:
HALVORSEN ORCHARD SUPPLY, INC.
RESPONDENT:
MARGUERITE LEBLANC`);
    expect(parties).toContain('Halvorsen Orchard Supply, Inc.');
    expect(parties).toContain('Marguerite Leblanc');
  });

  it('keeps a caption whose columns are ruled with colons (a role with a colon there is no label)', () => {
    const text = `IN THE SUPREME COURT OF THE UNITED STATES
- - - - - - - - - - - - - - x
PRIYANKA DESHMUKH, :
SUPERINTENDENT, :
 Petitioner :
 v. : No. 11-2042
LEOPOLD VANTERPOOL. :
- - - - - - - - - - - - - - x`;
    expect(parseCaption(text)?.applicant).toBe('Priyanka Deshmukh');
  });

  it('still reads a pleading whose compound roles stand under the names', () => {
    const text = `COURT OF APPEAL OF THE STATE OF CALIFORNIA
DESMOND QUARLES,
Plaintiff/Appellant,
v.
TIDEWATER MARINE SERVICES, INC.,
Defendant/Respondent.
APPELLANT'S OPENING BRIEF`;
    // Its role lines end in the pleading's punctuation: no label of a form, whose value would be the line below.
    expect(parseCaption(text)?.applicant).toBe('Desmond Quarles');
    expect(extractParties(text).join(' | ')).not.toMatch(/Opening|Brief|Appellant|Respondent/i);
  });

  it.each([
    ['a blank form', 'PLAINTIFF/PETITIONER:\nDEFENDANT/RESPONDENT:\nCASE NUMBER:'],
    ["a blank label over the form's title", 'PLAINTIFF/PETITIONER:\nDEFENDANT/RESPONDENT:\nDEPOSITION SUBPOENA FOR PERSONAL APPEARANCE'],
    ['stacked blank labels over a title of three words', 'BRANCH NAME:\nPLAINTIFF:\nDEFENDANT:\nDISCOVERY MANAGEMENT REPORT\n1. Party (name):'],
    [
      "its title run onto the label's line",
      'PLAINTIFF/ PETITIONER: PROOF OF SERVICE OF NOTICE TO CONSUMER\nDEFENDANT/ RESPONDENT: (Code Civ. Proc., § 1985.3)',
    ],
    [
      'another title',
      "Plaintiff/Petitioner: Notice of Change of Address or Other Contact Information\nDefendant/Respondent: Court's Recovery of Fees and Costs",
    ],
    ["the form's code", 'Plaintiff/Petitioner: CIV-105\nDefendant/Respondent: 4. a. (7) The name and last known address of the debtor'],
    ['a name a scan broke into pieces', 'Defendant/Respondent: JOSE PH IN A MARKS'],
  ])('names no one in %s', (_, text) => {
    expect(extractParties(text)).toEqual([]);
  });
});

describe("a bill's payment terms are no deadline of a case", () => {
  it("types no statement's payment due date, nor its advice to mail the payment early", () => {
    const statement = `EXHIBIT A
Meridian Rewards Card
Billing Period: 02/18/23-03/17/23
Minimum payment due: $41.00
New balance as of 03/17/23: $1,204.55
Payment due date: 04/14/23
Account messages
Please be sure to pay on time. If you submit your payment by mail, we suggest you mail it no later than 04/07/2023 to allow for mail delivery.`;
    expect(typedOnly(statement)).toEqual([]);
  });

  it('still reads a payment a letter or an order asks for by a date', () => {
    expect(typedOnly('Defendant shall pay the award in full no later than March 3, 2026.')).toEqual(['2026-03-03 deadline']);
    expect(typedOnly('Please remit the penalty payment by April 10, 2026.')).toEqual(['2026-04-10 deadline']);
  });

  it('types no date of a past payment a claim cites after the word "hearing"', () => {
    const text =
      'levies due and payable up to and including 01/08/2018, continuing up to and including the hearing or the giving of judgment, less amounts paid up to and including 26/07/2017, leaving a balance of $10,577.87';
    expect(typedOnly(text).filter((d) => d.endsWith('hearing'))).toEqual([]);
  });
});

describe("a court setting's block of labels beside a caption's title", () => {
  it.each([
    'DECLARATION IN OPPOSITION TO\nORDER TO SHOW CAUSE\nDATE: 7/22/2025\nTIME: 9:00 AM\nDEPT: B12',
    'NOTICE OF MOTION TO COMPEL\nDate: July 22, 2025\nTime: 9 A.M\nCourtroom: 4, 11th Floor',
    'Hearing\nDate: 07/22/2025 Time: 8:30 a.m. Dept.: 3',
  ])('is a hearing: %s', (text) => {
    expect(typedOnly(text)).toEqual(['2025-07-22 hearing']);
  });

  it('is not one without a courtroom or department (a signature block, a proof of service)', () => {
    expect(typedOnly('I declare under penalty of perjury that the foregoing is true.\nDate: 7/22/2025\nTime: 3:15 PM\nBy: Olga Reyes')).toEqual([]);
  });
});

describe('a first party whose name goes on past its role line', () => {
  it('is read up to its last comma', () => {
    const text = `IN THE COUNTY COURT OF THE NINTH JUDICIAL CIRCUIT
MAPLE CREST HOLDINGS LLC, TRUSTEE OF THE
Plaintiff,
v.
ODETTE VANTERPOOL,
Defendant.`;
    expect(parseCaption(text)?.firstParty).toBe('Maple Crest Holdings LLC');
  });
});
