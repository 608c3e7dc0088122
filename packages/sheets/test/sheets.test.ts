/** Separator payloads and printable sheets, round-tripped through a real scan and real ZXing. */
import { describe, expect, it } from 'vitest';
import { openPdf } from '@wcab/pdf';
import { rasterizePdf } from '@wcab/testkit';
import { decodeBarcodes } from '@wcab/vision';
import { decodeSeparatorPayload, encodeSeparatorPayload, isSeparatorValue, parseSeparatorRule, separatorSheetPdf } from '../src/index';

describe('separator payloads', () => {
  it('recognises PATCHT and SEP-prefixed values, not other barcodes', () => {
    for (const v of ['PATCHT', 'patcht', 'SEP', 'SEP-0003', 'SEPARATOR', 'SEP417', 'SEP|Notice of Hearing|ADJ1234567'])
      expect(isSeparatorValue(v), v).toBe(true);
    for (const v of ['INV-2025-0042', 'https://example.com/SEP', 'PATCH T', '12345678', 'XSEP']) expect(isSeparatorValue(v), v).toBe(false);
  });

  it('a configured rule replaces the default', () => {
    const rule = parseSeparatorRule('DOCSTART', 'BRK');
    expect(isSeparatorValue('DOCSTART', rule)).toBe(true);
    expect(isSeparatorValue('BRK-1', rule)).toBe(true);
    expect(isSeparatorValue('PATCHT', rule)).toBe(false);
  });

  it('encodes and decodes the activity type and ADJ number', () => {
    const value = encodeSeparatorPayload({ activityType: 'Billing | Lien', adjNumber: 'adj1234567' });
    expect(value).toBe('SEP|Billing Lien|ADJ1234567');
    expect(decodeSeparatorPayload(value)).toEqual({ activityType: 'Billing Lien', adjNumber: 'ADJ1234567' });
    expect(encodeSeparatorPayload({})).toBe('SEP');
    expect(decodeSeparatorPayload('SEP-0003')).toEqual({});
    expect(decodeSeparatorPayload('SEP||ADJ12')).toEqual({});
  });
});

describe('printable sheet', () => {
  it('prints a one-page PDF whose barcode reads back after a noisy, skewed, JPEG scan', async () => {
    const pdf = await separatorSheetPdf({ activityType: 'Notice of Hearing', adjNumber: 'ADJ1234567' });
    const scanned = await rasterizePdf(pdf, { dpi: 200, skewDeg: 2.5, noise: 0.05, jpegQuality: 50, rotate180Pages: [] });
    const doc = await openPdf(scanned);
    try {
      expect(doc.pageCount).toBe(1);
      const codes = await decodeBarcodes(await doc.renderPage(0, { dpi: 200 }));
      const values = codes.map((c) => c.text);
      expect(values).toContain('SEP|Notice of Hearing|ADJ1234567');
      expect(decodeSeparatorPayload(values[0]!)).toEqual({ activityType: 'Notice of Hearing', adjNumber: 'ADJ1234567' });
    } finally {
      doc.close();
    }
    const text = await openPdf(pdf);
    expect(text.pageText(0)).toMatch(/Notice of Hearing/);
    expect(text.pageText(0)).toMatch(/ADJ1234567/);
    text.close();
  });
});
