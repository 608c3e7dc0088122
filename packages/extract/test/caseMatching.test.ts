import type { Case } from '@wcab/contract';
import { describe, expect, it } from 'vitest';
import { matchCases } from '../src/caseMatching';

const cases: Case[] = [
  { adj_number: 'ADJ15140511', claimant_name: 'Juan Robinson', employer: 'Valley Fresh Produce, Inc.' },
  { adj_number: 'ADJ4244322', claimant_name: 'Rosa Robinson', employer: 'Valley Fresh Produce, Inc.' },
  { adj_number: 'adj 5196206', claimant_name: 'Ana Flores', employer: 'Golden State Home Health Services' },
  { adj_number: 'ADJ5235660', claimant_name: 'Ana Flores', employer: 'Golden State Home Health Services' },
  { adj_number: 'ADJ3680391', claimant_name: 'Ana Sanchez', employer: 'Pacific Coast Builders, Inc.' },
  { adj_number: 'ADJ7777777', claimant_name: 'Hector Ruiz', employer: 'Sierra Mountain Resorts Inc.' },
];

describe('matchCases', () => {
  it("fills claimant and employer from the known case with the document's ADJ number", () => {
    const r = matchCases({ adjNumbers: [{ number: 'ADJ3680391', claimant_name: '', employer: 'Pacific Coast Builders, Inc.' }] }, cases);
    expect(r.adjNumbers).toEqual([{ number: 'ADJ3680391', claimant_name: 'Ana Sanchez', employer: 'Pacific Coast Builders, Inc.' }]);
    expect(r.applicantName).toBe('Ana Sanchez');
    expect(r.inferredAdjNumbers).toEqual([]);
  });

  it("replaces an OCR-noisy name with the caller's spelling", () => {
    const r = matchCases({ adjNumbers: [{ number: 'ADJ15140511', claimant_name: 'Juan Rob1nson', employer: 'Valley Fresh Produce' }] }, cases);
    expect(r.adjNumbers[0]).toMatchObject({ claimant_name: 'Juan Robinson', employer: 'Valley Fresh Produce, Inc.' });
  });

  it('keeps unknown ADJ numbers with the document values', () => {
    const r = matchCases({ adjNumbers: [{ number: 'ADJ18058116', claimant_name: 'Juan Robinson', employer: 'Valley Fresh' }] }, cases);
    expect(r.adjNumbers).toEqual([{ number: 'ADJ18058116', claimant_name: 'Juan Robinson', employer: 'Valley Fresh' }]);
  });

  it('adds every case of a claimant named without an ADJ number', () => {
    const r = matchCases({ adjNumbers: [], applicantName: 'FLORES, ANA', employer: 'Golden State Home Health Services' }, cases);
    expect(r.inferredAdjNumbers.map((a) => a.number)).toEqual(['ADJ5196206', 'ADJ5235660']);
    expect(r.adjNumbers).toEqual([]);
  });

  it('is not fooled by a shared surname', () => {
    const r = matchCases({ adjNumbers: [], applicantName: 'Juan Robinson' }, cases);
    expect(r.inferredAdjNumbers.map((a) => a.number)).toEqual(['ADJ15140511']);
    expect(matchCases({ adjNumbers: [], applicantName: 'Maria Robinson' }, cases).inferredAdjNumbers).toEqual([]);
  });

  it('identifies the claimant by an employer that belongs to one known claimant only', () => {
    expect(matchCases({ adjNumbers: [], employer: 'SIERRA MOUNTAIN RESORTS, INC.' }, cases).inferredAdjNumbers.map((a) => a.number)).toEqual(['ADJ7777777']);
    // Two different claimants work for Valley Fresh Produce: ambiguous, nothing added.
    expect(matchCases({ adjNumbers: [], employer: 'Valley Fresh Produce, Inc.' }, cases).inferredAdjNumbers).toEqual([]);
  });

  it('corrects a one-digit misreading when the claimant confirms it', () => {
    const r = matchCases({ adjNumbers: [{ number: 'ADJ7777771', claimant_name: 'Hector Ruiz', employer: '' }] }, cases);
    expect(r.adjNumbers[0]?.number).toBe('ADJ7777777');
    expect(r.corrections).toEqual({ ADJ7777771: 'ADJ7777777' });
    // Without a confirming name the printed number stands.
    expect(matchCases({ adjNumbers: [{ number: 'ADJ7777771', claimant_name: '', employer: '' }] }, cases).adjNumbers[0]?.number).toBe('ADJ7777771');
  });

  it('does nothing without known cases', () => {
    const found = { adjNumbers: [{ number: 'ADJ1234567', claimant_name: 'A B', employer: '' }], applicantName: 'A B' };
    expect(matchCases(found, undefined)).toMatchObject({ adjNumbers: found.adjNumbers, inferredAdjNumbers: [], matchedCases: [] });
  });
});
