import { describe, expect, it } from 'vitest';
import { parseSeparatorSheet } from '../src/separatorSheet';

describe('parseSeparatorSheet', () => {
  it('reads a DWC-CA 10232.2 separator sheet', () => {
    const page = `DOCUMENT SEPARATOR SHEET
Case Number: ADJ6556394
Document Type: LEGAL DOCS
Document Title: ADJ-LEGAL DOCS-NOTICE OF HEARING
Document Date: October 26, 2025
Author: Pacific Injured Workers Law Group
DWC-CA form 10232.2 (Rev. 11/2008)`;
    expect(parseSeparatorSheet(page)).toEqual({
      caseNumber: 'ADJ6556394',
      documentType: 'LEGAL DOCS',
      documentTitle: 'ADJ-LEGAL DOCS-NOTICE OF HEARING',
      documentDate: '2025-10-26',
      author: 'Pacific Injured Workers Law Group',
    });
  });

  it('reads the OCR layout where labels and values are printed in two blocks', () => {
    const page = `DOCUMENT SEPARATOR SHEET
Case Number:
Document Type:
Document Title:
Document Date:
Author:
ADJ5045431
LEGAL DOCS
ADJ-LEGAL DOCS-SUBPOENA
June 20, 2025
Pacific Injured Workers Law Group
Use this sheet to separate each document filed in paper.`;
    expect(parseSeparatorSheet(page)).toMatchObject({ caseNumber: 'ADJ5045431', documentTitle: 'ADJ-LEGAL DOCS-SUBPOENA', documentDate: '2025-06-20' });
  });

  it('is undefined for other pages', () => {
    expect(parseSeparatorSheet('NOTICE OF HEARING\nCase No.: ADJ1234567')).toBeUndefined();
  });
});
