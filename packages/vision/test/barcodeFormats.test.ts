/** formatsSpelling and `until`: a caller after separator values skips what cannot spell one, never one that can. */
import { describe, expect, it } from 'vitest';
import { formatsSpelling } from '../src/barcodes';

describe('formatsSpelling', () => {
  it('drops the digit-only and Codabar readers for letter values, keeps every reader that can spell one', () => {
    expect(formatsSpelling(['PATCHT', 'SEP'])).toEqual(['Code39', 'Code93', 'Code128', 'DataMatrix', 'QRCode', 'PDF417', 'Aztec']);
    expect(formatsSpelling(['patcht', '0042'])).toEqual([
      'Code39',
      'Code93',
      'Code128',
      'Codabar',
      'ITF',
      'EAN13',
      'EAN8',
      'UPCA',
      'UPCE',
      'DataMatrix',
      'QRCode',
      'PDF417',
      'Aztec',
    ]);
    expect(formatsSpelling(['A12-', 'SEP'])).toEqual(['Code39', 'Code93', 'Code128', 'Codabar', 'DataMatrix', 'QRCode', 'PDF417', 'Aztec']);
  });

  it('keeps every reader when any value would do', () => {
    const all = ['Code39', 'Code93', 'Code128', 'Codabar', 'ITF', 'EAN13', 'EAN8', 'UPCA', 'UPCE', 'DataMatrix', 'QRCode', 'PDF417', 'Aztec'];
    expect(formatsSpelling([])).toEqual(all);
    expect(formatsSpelling(['PATCHT', ''])).toEqual(all);
  });
});
