/**
 * A clinic's form about a patient (its name and date of birth asked at the head, clinical headings or a clinical
 * measure) is a medical record, however blank; papers that ask for a date of birth about something else are not.
 * Texts written here (not fixtures of the real set).
 */
import { describe, expect, it } from 'vitest';
import { classifyDocument } from '../src/classify';
import { medicalForm } from '../src/medicalForm';

const SCREEN = `ANXIETY SCREENING HEALTH QUESTIONNAIRE\nPATIENT NAME:____________________DATE OF BIRTH:__________TODAY'S DATE:________\nOver the last 2 weeks, how often have you been bothered by the following? (Circle one.)\nNot at all Several days More than half the days Nearly every day\n1. Feeling nervous or on edge 0 1 2 3\n2. Not being able to stop worrying 0 1 2 3\n3. Trouble relaxing 0 1 2 3\nTOTAL SCORE ______`;
const INTAKE = `Patient Name:__________________ DOB:__________\nMEDICATIONS\nName Dose How often Prescribed by\n_______ _______ _______ _______\nALLERGIES\nDrug Reaction\n_______ _______`;
const LOG = 'Home Readings\nName ______________ DOB ___________\nGoal ________ mm Hg\nDate Morning Evening\n______ ______ ______';

describe('medicalForm', () => {
  it('reads a screening questionnaire, an intake form, a readings log', () => {
    expect(medicalForm([SCREEN])).toBe(true);
    expect(medicalForm([INTAKE])).toBe(true);
    expect(medicalForm([LOG])).toBe(true);
  });

  it('a paper that asks for a date of birth about something else, or names a patient with no birth date, is none', () => {
    const authorization =
      'AUTHORIZATION FOR RELEASE OF RECORDS\nPatient Name: ______________ Date of Birth: ________\nI authorize the release of my records to the person named below.\nSignature ____________ Date ______';
    expect(medicalForm([authorization])).toBe(false);
    expect(medicalForm([SCREEN.replace(/DATE OF BIRTH:_+/, '')])).toBe(false);
    // A medications heading with no patient asked for (a pharmacy's price list) is none either.
    expect(medicalForm(['MEDICATIONS\nPrice list 2024\nAmoxicillin 500 mg $12.00'])).toBe(false);
  });

  it('the model leaves the screening form outside the domain; its structure makes it a medical record', () => {
    expect(classifyDocument([SCREEN]).document_type).toBe('medical_report');
  });
});
