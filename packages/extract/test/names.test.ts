import { describe, expect, it } from 'vitest';
import { normalizeOrgName, normalizePersonName, partyKey, sameOrg, samePerson } from '../src/names';

describe('normalizePersonName', () => {
  it.each([
    ['GARCIA, MARIA', 'Maria Garcia'],
    ['MARIA L GARCIA', 'Maria L. Garcia'],
    ["O'BRIEN, PATRICK", "Patrick O'Brien"],
    ['MCDONALD-SMITH, JOHN JR.', 'John McDonald-Smith Jr.'],
    ['Dr. Anil Mehta, M.D.', 'Anil Mehta'],
    ['Monica Ibarra, Esq.', 'Monica Ibarra'],
    ['Applicant: Tran, Minh', 'Minh Tran'],
    ['  de la cruz, ana  ', 'Ana De La Cruz'],
    ['Kimberly Wong-Alvarado,', 'Kimberly Wong-Alvarado'],
  ])('%s -> %s', (raw, want) => {
    expect(normalizePersonName(raw)).toBe(want);
  });

  it('refuses headings and organisations', () => {
    expect(normalizePersonName('STATE OF CALIFORNIA')).toBeUndefined();
    expect(normalizePersonName('Kaiser Foundation Hospitals')).toBeUndefined();
    expect(normalizePersonName('NOTICE OF HEARING')).toBeUndefined();
    expect(normalizePersonName('Madison')).toBeUndefined();
    expect(normalizePersonName('the claimant reported pain')).toBeUndefined();
  });
});

describe('normalizeOrgName', () => {
  it.each([
    ['SUNRISE DISTRIBUTION CENTER, LLC;', 'Sunrise Distribution Center, LLC'],
    ['PACIFIC COAST BUILDERS, INC.;', 'Pacific Coast Builders, Inc.'],
    ['ICW GROUP,', 'ICW Group'],
    ['Inland Empire Poultry Co..', 'Inland Empire Poultry Co.'],
    ['CITY OF LOS ANGELES, permissibly self-insured', 'City of Los Angeles'],
    ['COSTA MESA AUTO BODY & PAINT', 'Costa Mesa Auto Body & Paint'],
    ['TRI-COUNTY MEAT PACKERS, A CALIFORNIA CORPORATION', 'Tri-County Meat Packers'],
    ["MCDONALD'S RESTAURANTS OF CALIFORNIA", "McDonald's Restaurants of California"],
    ['Bright Smiles Dental Group, Defendants.', 'Bright Smiles Dental Group'],
    // OCR's readings of a scanned ", Inc." suffix.
    ['Gallagher Bassett Services, Ing', 'Gallagher Bassett Services, Inc.'],
    ['Gallagher Bassett Services, Inge', 'Gallagher Bassett Services, Inc.'],
    ['GALLAGHER BASSETT SERVICES, NC', 'Gallagher Bassett Services, Inc.'],
    ['Gallagher Bassett Services, lnc.', 'Gallagher Bassett Services, Inc.'],
  ])('%s -> %s', (raw, want) => {
    expect(normalizeOrgName(raw)).toBe(want);
  });

  it("a template's blank where a name goes is no name", () => {
    for (const blank of ['[Company Name]', '{{INSURANCE_COMPANY}}', '<Employer Name>', '[Law Firm]:']) expect(normalizeOrgName(blank)).toBeUndefined();
    // A name with a bracketed note keeps the name.
    expect(normalizeOrgName('Harbor Claims Services [TPA]')).toMatch(/^Harbor Claims Services/);
  });
});

describe('samePerson', () => {
  it('tolerates order, case, initials and small OCR errors', () => {
    expect(samePerson('GARCIA, Maria', 'Maria L. Garcia')).toBe(true);
    expect(samePerson('GARCIA MARIA', 'Maria Garcia')).toBe(true);
    expect(samePerson('Marla Garcia', 'Maria Garcia')).toBe(true);
    expect(samePerson('Jennifer Thornpson', 'Jennifer Thompson')).toBe(true);
    expect(samePerson('José Núñez', 'JOSE NUNEZ')).toBe(true);
    expect(samePerson('Maria Garcia Lopez', 'Maria Lopez')).toBe(true);
  });

  it('is not fooled by a shared surname or a near first name', () => {
    expect(samePerson('Juan Robinson', 'Rosa Robinson')).toBe(false);
    expect(samePerson('Maria Garcia', 'Mario Garcia')).toBe(false);
    expect(samePerson('Ana Flores', 'Ana Torres')).toBe(false);
    expect(samePerson('Garcia', 'Maria Garcia')).toBe(false);
  });
});

describe('sameOrg and partyKey', () => {
  it('ignores legal suffixes, punctuation and case', () => {
    expect(sameOrg('Pacific Coast Builders, Inc.', 'PACIFIC COAST BUILDERS')).toBe(true);
    expect(sameOrg('Harbor Freight Logistics Corp', 'Harbor Freight Logistics Corp.')).toBe(true);
    expect(sameOrg('Valley Fresh Produce, Inc.', 'Valley Fresh Farms, Inc.')).toBe(false);
  });

  it('collides person names written either way round', () => {
    expect(partyKey('Garcia, Maria')).toBe(partyKey('MARIA GARCIA'));
    expect(partyKey('Acme Widgets, Inc.')).toBe(partyKey('ACME WIDGETS INC'));
  });
});
