/**
 * What a document's bytes are, from their magic numbers only: a file name, a Content-Type or a
 * multipart part's type are never trusted (a scanner's TIFF saved as .pdf is still a TIFF).
 * Light on purpose (no engine, no sharp, no Node API): the gateway and the MCP tools sniff before queueing,
 * and the review page (packages/web) sniffs a file before sending it, by these very rules (`@wcab/pdf/sniff`).
 */

export type ImageFormat = 'tiff' | 'jpeg' | 'png';
export type DocumentFormat = 'pdf' | ImageFormat;

/** Formats accepted wherever a PDF is, for messages. */
export const ACCEPTED_FORMATS = 'PDF, TIFF, JPEG or PNG';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_HEADER = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

function startsWith(bytes: Uint8Array, magic: readonly number[], at = 0): boolean {
  if (bytes.length < at + magic.length) return false;
  for (let i = 0; i < magic.length; i++) if (bytes[at + i] !== magic[i]) return false;
  return true;
}

/** PDF readers accept the header anywhere in the first kilobyte: the bytes a sniff needs. */
export const PDF_HEADER_WITHIN = 1024;

export function sniffFormat(bytes: Uint8Array): DocumentFormat | undefined {
  // Classic TIFF (42) and BigTIFF (43), either byte order.
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (startsWith(bytes, [0x49, 0x49, 0x2b, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2b])) return 'tiff';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG)) return 'png';
  const end = Math.min(bytes.length, PDF_HEADER_WITHIN) - PDF_HEADER.length;
  for (let at = 0; at <= end; at++) if (startsWith(bytes, PDF_HEADER, at)) return 'pdf';
  return undefined;
}
