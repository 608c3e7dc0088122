/**
 * A lab report read by its structure (rows of different analytes, each a result against its reference range),
 * clean and as OCR damages a scan; a nutrition label, a program's output repeating one result, a price list and a
 * paper of dates are none. Texts written here (not fixtures of the real set).
 */
import { describe, expect, it } from 'vitest';
import { classifyDocument } from '../src/classify';
import { labReport, resultRow } from '../src/labReport';

const PANEL = `NORTHGATE CLINICAL LABORATORY
Patient: Test Person        Sample date: 03/04/2026
TEST                 RESULT   UNIT      REFERENCE RANGE
Haemoglobin          14.2     g/dL      13.0 - 17.0
White cell count     7.9      10^9/L    4.0 - 11.0
Platelet count       265      10^9/L    150 - 400
Neutrophils          61       %         40 - 75
Lymphocytes          29       %         20 - 45
Verified by: Lab Technologist`;

/** The same as a creased scan reads it: units lost, a dash a tilde, flags and arrows in the way, percent bounds. */
const SCAN = `NORTHGATE CL1NICAL LAB0RATORY
HAEMOGL0BIN 12.1 L g/dL 13.0 ~17.0
WHITE CELL C0UNT 11.6 H 4.0-11.0
NEUTROPHILS 58.5 % 4.9 40%-80% (2.0-7.0)
EOSINOPHILS 5.8 t 01%-06%
PLATELET COUNT 285 150 - 400`;

describe('resultRow', () => {
  it('reads the analyte of a row with a result before its range, or a bound', () => {
    expect(resultRow('Haemoglobin          14.2     g/dL      13.0 - 17.0')).toBe('haemoglobln');
    expect(resultRow('HDL cholesterol: 52 mg/dL > 40')).toBe('hdl cholesterol');
    expect(resultRow('Haemoglobin 13.0 - 17.0')).toBeUndefined();
    expect(resultRow('Visit 12-05-2026 follow up 03-04-2026')).toBeUndefined();
  });
});

describe('labReport', () => {
  it('reads a typed panel and one scanned', () => {
    expect(labReport([PANEL])).toBe(true);
    expect(labReport([SCAN])).toBe(true);
  });

  it('a nutrition label, a program repeating one result, a price list and a paper of dates are none', () => {
    const label = `Nutrition Facts\nServing size 1 cup (240mL)\nCalories 110\nTotal Fat 0g 0%\nSodium 15mg 1%\nPotassium 190mg 5%\nTotal Carbohydrate 28g 9%\nProtein 0g`;
    const output = Array.from({ length: 6 }, () => 'Lymphocytes 26 28-35 % YES\nNeutrophils_ 58 NO').join('\n');
    const prices = `Consultation 1 150.00 - 150.00\nX-ray 2 80.00 - 160.00\nDressing 3 12.00 - 36.00\nMedicine 1 45.00 - 45.00`;
    const dates = `Hearing 12-05-2026 at 10:00\nDeposition 03-04-2026\nTrial 15-06-2026\nMediation 20-07-2026`;
    for (const t of [label, output, prices, dates]) expect(labReport([t])).toBe(false);
  });

  it('a lab report the model leaves outside the domain is answered as a medical record', () => {
    expect(classifyDocument([SCAN]).document_type).toBe('medical_report');
  });
});
