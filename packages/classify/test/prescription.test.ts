/**
 * A prescription read by its structure (a patient named, a prescriber, medicines with doses and directions);
 * a pharmacy receipt, a drug leaflet and a shopping list are none. Texts written here (not fixtures of the real set).
 */
import { describe, expect, it } from 'vitest';
import { classifyDocument } from '../src/classify';
import { prescription } from '../src/prescription';

const PAD = `Dr. Amelia Ortiz, MD\nLakeside Family Clinic\nDate: 03/02/2026\nPatient: Sam Lee\nRx:\n1. Naproxen 500mg - take one tablet twice a day with food\n2. Omeprazole 20 mg - take once daily before breakfast\nSignature: ____________`;
/** The same as OCR reads a phone photo: a dose's digits damaged, a form word instead. */
const PHOTO = `Dr. R. Menon MBBS\nPatient: Test Patient\nRx\nTbuprofen 4O8mg — Take one tab1et every 8 hours\nCetirizine 1Oé mg — Take one tablet at bedtime\nLicense: 44-1209`;

describe('prescription', () => {
  it('reads a typed prescription and one photographed', () => {
    expect(prescription([PAD])).toBe(true);
    expect(prescription([PHOTO])).toBe(true);
  });

  it('a pharmacy receipt (doses, no directions), a leaflet (no patient), a list of one medicine are none', () => {
    const receipt = `CITY PHARMACY\nPatient: Sam Lee\nNaproxen 500mg 30 tablets $12.40\nOmeprazole 20 mg 28 capsules $9.10\nTOTAL $21.50\nPharmacist signature`;
    const leaflet = `How to take Naproxen\nTake one 500mg tablet twice a day with food.\nDo not take more than 2 tablets a day.\nAsk your doctor if symptoms persist.`;
    expect(prescription([receipt])).toBe(false);
    expect(prescription([leaflet])).toBe(false);
    expect(prescription([PAD.replace(/\n2\. .*/, '')])).toBe(false);
  });

  it('a prescription the model leaves outside the domain is answered as a medical record', () => {
    expect(classifyDocument([PHOTO]).document_type).toBe('medical_report');
  });
});
