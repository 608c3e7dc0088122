/**
 * Issue 31, "a party is a name": a role label over or beside a list of names, a role printed before a name, a court's
 * list named in a caption's heading, and a form's printed list of offices. Structures read on non-WC layouts of the
 * real set's development half (a tribunal's register of proceedings, its notices and applications, blank court forms),
 * written anew by hand with other names, in several arrangements: the label left of or above its names, with and
 * without a colon, as plain text and as positioned words read by the layout.
 */
import { describe, expect, it } from 'vitest';
import { extractAll } from '../src';
import { addressees } from '../src/addressee';
import { withoutRoleWords } from '../src/names';
import { extractParties } from '../src/parties';
import { printed } from './printedRows';

const HEAD = 'CIVIL RESOLUTION TRIBUNAL\nTENANCY DISPUTES\nREGISTER OF PROCEEDINGS';

describe('several names under one role label', () => {
  it.each([
    ['above, a plural label with a colon', `${HEAD}\nRESPONDENT(S):\nOrla Brennan\nMatteo Fabbri\nPREMISES: 12 Wattle Lane, Geelong 3220`],
    ['above, a plural label without a colon', `${HEAD}\nRESPONDENTS\nOrla Brennan\nMatteo Fabbri\n\nThe tribunal orders as follows.`],
    ['above, "Respondents:" after a blank line', `${HEAD}\nRespondents:\n\nOrla Brennan\nMatteo Fabbri`],
    ['left, with a colon, the names going on under the first', `${HEAD}\nRespondents: Orla Brennan\nMatteo Fabbri\nBond number: 5511`],
    [
      'left, without a colon, in a label column',
      `${HEAD}\nRespondents        Orla Brennan\n                   Matteo Fabbri\n\n1. The application is dismissed.`,
    ],
    ['what the party is in brackets', `NOTICE\nRespondent (Tenant/s)\nOrla Brennan\nMatteo Fabbri\n44 Wattle Lane\nGEELONG VIC 3220`],
    ['a phrase naming the role in brackets', `NOTICE OF HEARING\nApplication against (respondent)\nOrla Brennan\nMatteo Fabbri\nReason for the hearing`],
  ])('%s', (_, text) => {
    const got = extractParties(text);
    expect(got).toContain('Orla Brennan');
    expect(got).toContain('Matteo Fabbri');
    expect(got.join(' | ')).not.toMatch(/Wattle|Geelong|Bond|Reason|Premises|Tribunal|Tenancy/i);
  });

  it('reads each role of a register: the applicant over one name, the respondents over two', () => {
    const text = `${HEAD}\nAPPLICANT(S):\nHarbourside Lettings Pty Ltd\nRESPONDENT(S):\nOrla Brennan\nMatteo Fabbri\nRENTED PREMISES: 3/9 Pier St, Portarlington 3223`;
    expect(extractParties(text)).toEqual(expect.arrayContaining(['Harbourside Lettings Pty Ltd', 'Orla Brennan', 'Matteo Fabbri']));
    expect(extractParties(text).join(' | ')).not.toMatch(/Register|Proceedings|Tenancy|Pier/i);
  });

  it('as positioned words: a label column left of its names, and a label over them', () => {
    const left = printed([
      [['TENANCY DISPUTES', 200]],
      [
        ['Applicant:', 72],
        ['Ines Kowalczyk', 230],
      ],
      [['Jonah Kowalczyk', 230]],
      [
        ['Respondent:', 72],
        ['Bayview Rentals Pty Ltd', 230],
      ],
      [['The hearing is adjourned.', 72]],
    ]);
    const above = printed([
      [['TENANCY DISPUTES', 200]],
      [['RESPONDENTS', 72]],
      [['Ines Kowalczyk', 72]],
      [['Jonah Kowalczyk', 72]],
      [['Reason for the hearing', 72]],
    ]);
    for (const { text, words } of [left, above]) {
      const got = extractAll([text], { layouts: [words] }).parties;
      expect(got).toEqual(expect.arrayContaining(['Ines Kowalczyk', 'Jonah Kowalczyk']));
      expect(got.join(' | ')).not.toMatch(/Tenancy|Reason|Hearing/i);
    }
  });

  it('reads no further than the names: an address, a sentence, the next label, a blank line after a name', () => {
    expect(extractParties('Respondents:\nOrla Brennan\n12 Wattle Lane\nMatteo Fabbri')).toEqual(['Orla Brennan']);
    expect(extractParties('RESPONDENTS\nOrla Brennan\nthe renter has not paid the rent\nMatteo Fabbri')).toEqual(['Orla Brennan']);
    expect(extractParties('Respondents:\nOrla Brennan\n\nMatteo Fabbri')).toEqual(['Orla Brennan']);
    // Under a label for one party the lines after its name are read only as people's names: an office is no party.
    expect(extractParties('Respondent:\nOrla Brennan\nGeelong District Office')).toEqual(['Orla Brennan']);
  });

  it("names no one under a blank form's stacked labels or over its title", () => {
    expect(extractParties('PLAINTIFFS:\nDEFENDANTS:\nTENANCY INSPECTION REPORT')).toEqual([]);
    expect(extractParties('Respondents\nNOTICE TO VACATE\nTo the renter')).toEqual([]);
    expect(extractParties('APPLICANT(S):\nRESPONDENT(S):\nRENTED PREMISES:')).toEqual([]);
    // A court form's labels under its other blank labels, over the end of its title wrapped into the column.
    expect(extractParties('CITY AND ZIP CODE:\nBRANCH NAME:\nPLAINTIFF:\nPAYMENT INFORMATION\n1. Please take notice')).toEqual([]);
    expect(extractParties('BRANCH NAME:\nPLAINTIFF/PETITIONER:\nCONTACT DETAILS\n1. Please take notice')).toEqual([]);
    // A pleading's role line under the blank for its party's name, over the form's title.
    expect(extractParties('Plaintiff(s)\nv.\n________________\nDefendant(s)\nDISTRESS WRIT--COMMERCIAL\nTO DEFENDANT(S):')).toEqual([]);
  });

  it('keeps a pleading caption, its roles after its names, as it was', () => {
    const text = 'HALVORSEN FREIGHT LLC,\nPlaintiff,\nv.\nORLA BRENNAN and MATTEO FABBRI,\nDefendants.\nCOMPLAINT FOR DAMAGES';
    const got = extractParties(text).join(' | ');
    expect(got).toMatch(/Halvorsen Freight LLC/);
    expect(got).not.toMatch(/Complaint|Damages/i);
  });
});

describe('a role printed before or after a name is no part of it', () => {
  it.each([
    ['Renter Orla Brennan', 'Orla Brennan'],
    ['Residential Rental Provider Ines Kowalczyk', 'Ines Kowalczyk'],
    ['Residential Rental Provider Harbourside Lettings Pty Ltd', 'Harbourside Lettings Pty Ltd'],
    ['Joint Tenant Matteo Fabbri', 'Matteo Fabbri'],
    ['Landlord Holdings LLC', 'Landlord Holdings LLC'],
    ['Agent Freight Inc', 'Agent Freight Inc'],
    ['Orla Brennan', 'Orla Brennan'],
    ['Tenant', 'Tenant'],
    ['Orla Brennan First Respondent', 'Orla Brennan'],
    ['Matteo Fabbri Second Defendant', 'Matteo Fabbri'],
    ['Harbour Property Owners', 'Harbour Property Owners'],
  ])('%j -> %j', (value, name) => {
    expect(withoutRoleWords(value)).toBe(name);
  });

  it.each([
    ['label above, with a colon', 'APPLICANT(S):\nRenter Orla Brennan\nMatteo Fabbri\nRESPONDENT(S):\nResidential Rental Provider Ines Kowalczyk'],
    ['label left, with a colon', 'Applicants: Renter Orla Brennan\nMatteo Fabbri\nRespondent: Residential Rental Provider Ines Kowalczyk'],
    [
      'label left, without a colon',
      'Applicants      Renter Orla Brennan\n                Matteo Fabbri\nRespondent      Residential Rental Provider Ines Kowalczyk',
    ],
    [
      'label above, without a colon, the role after the names',
      'Applicants\nOrla Brennan First Applicant\nMatteo Fabbri Second Applicant\nRespondent\nInes Kowalczyk',
    ],
  ])('%s', (_, text) => {
    const got = extractParties(text);
    expect(got).toEqual(expect.arrayContaining(['Orla Brennan', 'Matteo Fabbri', 'Ines Kowalczyk']));
    expect(got.join(' | ')).not.toMatch(/Renter|Provider|Residential|First|Second/);
  });
});

describe("a court's list is no party", () => {
  it('reads a register under the list heading without the list, and no caption of its heading', () => {
    const text = `ORDER   Ref No: T2025/4411/00\nCIVIL RESOLUTION TRIBUNAL\nRESIDENTIAL TENANCIES LIST\nREGISTER OF PROCEEDINGS\nAPPLICANT(S):\nRenter Orla Brennan\nMatteo Fabbri\nRESPONDENT(S):\nResidential Rental Provider Ines Kowalczyk\nRENTED PREMISES: 3/9 Pier St, Portarlington 3223`;
    const got = extractParties(text);
    expect(got.join(' | ')).not.toMatch(/List|Renter|Provider/);
    expect(got).toEqual(expect.arrayContaining(['Orla Brennan', 'Matteo Fabbri', 'Ines Kowalczyk']));
  });

  it('stops the walk up a caption at a list heading, and takes no list for a name', () => {
    const text = 'SUPREME COURT OF NEW CALEDONIA\nCOMMERCIAL LIST\nHARBOURSIDE LETTINGS PTY LTD,\nPlaintiff,\nv.\nORLA BRENNAN,\nDefendant.';
    const got = extractParties(text).join(' | ');
    expect(got).toMatch(/Harbourside Lettings Pty Ltd/i);
    expect(got).toMatch(/Orla Brennan/);
    expect(got).not.toMatch(/Commercial List/);
    expect(extractParties('Respondents:\nMajor Torts List').join(' | ')).not.toMatch(/List/);
    // A person's surname is still a name.
    expect(extractParties('Respondent:\nAmanda List')).toContain('Amanda List');
  });
});

describe("a form's printed list of offices is no letter's addressee", () => {
  const office = (name: string, unit: string, street: string, city: string) => `${name}\nAttn: ${unit}\n${street}\n${city}`;
  it('takes three or more address blocks in a row for a list, in any spacing', () => {
    const blocks = [
      office('State Records Bureau', 'Sealing Unit', '120 Orchard Road', 'Springfield, IL 62701'),
      office('Department of Motor Vehicles, Driver\nLicensing Services Branch', 'Hearings Unit', '400 Mail Service Center', 'Springfield, IL 62702'),
      office('Bureau of Corrections', 'Records Section', 'PO Box 4410', 'Springfield, IL 62703'),
    ];
    for (const sep of ['\n', '\n\n']) {
      const text = `NOTE TO CLERK: Send certified copies to:\n${blocks.join(sep)}\nSEAL`;
      expect(extractParties(text)).toEqual([]);
      expect(addressees(text.split('\n'))).toEqual([]);
    }
  });

  it("still reads a letter's one addressee, and two side by side", () => {
    const one = 'June 3, 2025\nRedwood Mutual Insurance Company\nAttn: Gustavo Pereira\nP.O. Box 4410\nFresno, CA 93744\nDear Mr. Pereira:';
    expect(extractParties(one)).toEqual(expect.arrayContaining(['Gustavo Pereira', 'Redwood Mutual Insurance Company']));
    const two = `June 3, 2025\nRedwood Mutual Insurance Company\nAttn: Gustavo Pereira\nP.O. Box 4410\nFresno, CA 93744\nCoastline Claims Services, LLC\nAttn: Mirela Dobos\n55 River Road\nFresno, CA 93721\nDear Mr. Pereira and Ms. Dobos:`;
    expect(extractParties(two)).toEqual(expect.arrayContaining(['Gustavo Pereira', 'Mirela Dobos']));
  });
});
