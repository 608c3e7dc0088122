/**
 * Turns the request's base64 `document` into the document's bytes (a PDF, or a TIFF, JPEG or PNG
 * scan). Accepts line breaks, a data: URL prefix and base64url; refuses anything else before
 * spending time on it.
 */
import { ACCEPTED_FORMATS, sniffFormat } from '@wcab/pdf/sniff';
import { apiError, documentTooLarge } from './errors';

const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+(;[\w-]+=[\w-]+)*;base64,/i;

/** 1: the standard base64 alphabet; 2: base64url's `-` and `_`; 0: anything else. */
const ALPHABET = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') ALPHABET[c.charCodeAt(0)] = 1;
ALPHABET['-'.charCodeAt(0)] = 2;
ALPHABET['_'.charCodeAt(0)] = 2;
const EQUALS = '='.charCodeAt(0);

/**
 * Characters of either alphabet followed by at most two `=` (the regex
 * /^[A-Za-z0-9+/\-_]*={0,2}$/, as one loop: on a document of megabytes a regex takes several
 * times as long, on the event loop). Says which alphabet was used, or undefined when neither.
 */
function base64Alphabet(value: string): 'base64' | 'base64url' | undefined {
  let end = value.length;
  if (end > 0 && value.charCodeAt(end - 1) === EQUALS) end--;
  if (end > 0 && value.charCodeAt(end - 1) === EQUALS) end--;
  let url = false;
  for (let i = 0; i < end; i++) {
    const code = value.charCodeAt(i);
    const kind = code < 128 ? ALPHABET[code]! : 0;
    if (kind === 0) return undefined;
    if (kind === 2) url = true;
  }
  return url ? 'base64url' : 'base64';
}

export function decodeDocument(value: string, maxBytes: number): Uint8Array {
  const compact = value.trim().replace(DATA_URL, '').replace(/\s+/g, '');
  if (compact.length === 0) throw apiError('BAD_REQUEST', 'document must not be empty');
  const alphabet = base64Alphabet(compact);
  if (!alphabet || compact.length % 4 === 1) {
    throw apiError('INVALID_BASE64', 'document is not valid base64');
  }
  if (Math.floor((compact.length * 3) / 4) > maxBytes + 2) throw tooLarge(maxBytes);
  const bytes = Buffer.from(compact, alphabet);
  if (bytes.length > maxBytes) throw tooLarge(maxBytes);
  return recognised(bytes, 'document');
}

/**
 * The bytes, when their magic number says PDF, TIFF, JPEG or PNG (whatever they were called);
 * images become PDF pages in the worker, not here.
 */
export function acceptedDocument(bytes: Uint8Array, name = 'document'): Uint8Array {
  if (bytes.length === 0) throw apiError('BAD_REQUEST', `${name} must not be empty`);
  return recognised(bytes, name);
}

function recognised(bytes: Uint8Array, name: string): Uint8Array {
  if (!sniffFormat(bytes)) {
    throw apiError('INVALID_PDF', `${name} is not a ${ACCEPTED_FORMATS} file (no %PDF- header or image signature)`);
  }
  return bytes;
}

const tooLarge = documentTooLarge;
