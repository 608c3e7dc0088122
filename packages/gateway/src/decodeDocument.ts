/**
 * Turns the request's base64 `document` into PDF bytes. Accepts line breaks, a data: URL prefix
 * and base64url; refuses anything else before spending time on it.
 */
import { apiError } from './errors';

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+(;[\w-]+=[\w-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/\-_]*={0,2}$/;

export function decodeDocument(value: string, maxBytes: number): Uint8Array {
  const compact = value.trim().replace(DATA_URL, '').replace(/\s+/g, '');
  if (compact.length === 0) throw apiError('BAD_REQUEST', 'document must not be empty');
  if (!BASE64.test(compact) || compact.length % 4 === 1) {
    throw apiError('INVALID_BASE64', 'document is not valid base64');
  }
  if (Math.floor((compact.length * 3) / 4) > maxBytes + 2) throw tooLarge(maxBytes);
  const bytes = Buffer.from(compact, compact.includes('-') || compact.includes('_') ? 'base64url' : 'base64');
  if (bytes.length > maxBytes) throw tooLarge(maxBytes);
  // PDF readers accept the header anywhere in the first kilobyte.
  if (!bytes.subarray(0, 1024).includes('%PDF-')) {
    throw apiError('INVALID_PDF', 'document is not a PDF (no %PDF- header)');
  }
  return bytes;
}

function tooLarge(maxBytes: number) {
  return apiError('DOCUMENT_TOO_LARGE', `The document exceeds the ${Math.round(maxBytes / (1024 * 1024))} MB limit`);
}
