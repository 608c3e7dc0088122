/** decodeDocument: which `document` strings are accepted and what bytes they become. */
import { describe, expect, it } from 'vitest';
import type { ApiError } from '@wcab/contract';
import { decodeDocument } from '@wcab/gateway';

const PDF = Buffer.from('%PDF-1.7\n%\xff\xfe\xfd binary ?>~ bytes\n%%EOF\n', 'latin1');
const MB = 1024 * 1024;

function code(value: string, maxBytes = MB): string | undefined {
  try {
    decodeDocument(value, maxBytes);
    return undefined;
  } catch (error) {
    return (error as ApiError).code;
  }
}

/** The rule the decoder implements, as a regex: either alphabet, then at most two `=`. */
const REFERENCE = /^[A-Za-z0-9+/\-_]*={0,2}$/;

describe('decodeDocument', () => {
  it('accepts standard base64, base64url, line breaks and a data: URL prefix', () => {
    const standard = PDF.toString('base64');
    expect(standard).toMatch(/[+/]/);
    expect(Buffer.from(decodeDocument(standard, MB))).toEqual(PDF);
    expect(Buffer.from(decodeDocument(PDF.toString('base64url'), MB))).toEqual(PDF);
    expect(Buffer.from(decodeDocument(standard.replace(/(.{16})/g, '$1\r\n'), MB))).toEqual(PDF);
    expect(Buffer.from(decodeDocument(`data:application/pdf;base64,${standard}`, MB))).toEqual(PDF);
    expect(Buffer.from(decodeDocument(`  ${standard.replace(/=+$/, '')}\n`, MB))).toEqual(PDF);
  });

  it('refuses what is not base64, not a PDF, empty or too large, with the right code', () => {
    expect(code('not base64 !!')).toBe('INVALID_BASE64');
    expect(code(PDF.toString('base64') + '===')).toBe('INVALID_BASE64');
    expect(code('QUJD=RA==')).toBe('INVALID_BASE64');
    expect(code('QUJDR')).toBe('INVALID_BASE64');
    expect(code('QUJDRA\u00e9=')).toBe('INVALID_BASE64');
    expect(code(Buffer.from('hello world, not a pdf').toString('base64'))).toBe('INVALID_PDF');
    expect(code('   ')).toBe('BAD_REQUEST');
    expect(code(Buffer.concat([PDF, Buffer.alloc(2048)]).toString('base64'), 1024)).toBe('DOCUMENT_TOO_LARGE');
  });

  it('agrees with the reference rule on every small string over a mixed alphabet', () => {
    const chars = ['A', 'z', '9', '+', '/', '-', '_', '=', '.', ' '];
    let checked = 0;
    const visit = (prefix: string, depth: number) => {
      if (depth === 0) {
        const compact = prefix.replace(/\s+/g, '');
        if (compact.length === 0) return;
        const expectedValid = REFERENCE.test(compact) && compact.length % 4 !== 1;
        const got = code(prefix);
        // Valid base64 of bytes that are no PDF: INVALID_PDF; anything else: INVALID_BASE64.
        expect(got, JSON.stringify(prefix)).toBe(expectedValid ? 'INVALID_PDF' : 'INVALID_BASE64');
        checked++;
        return;
      }
      for (const c of chars) visit(prefix + c, depth - 1);
    };
    for (let length = 1; length <= 5; length++) visit('', length);
    expect(checked).toBeGreaterThan(100_000);
  });

  it('decodes a document of megabytes', () => {
    const big = Buffer.concat([PDF, Buffer.alloc(3 * MB, 0xab)]);
    expect(Buffer.from(decodeDocument(big.toString('base64'), 4 * MB)).equals(big)).toBe(true);
    expect(Buffer.from(decodeDocument(big.toString('base64url'), 4 * MB)).equals(big)).toBe(true);
  });
});
