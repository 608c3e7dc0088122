/**
 * JSON body parsing sized for the document limit: a 50 MB PDF is ~67 MB of base64, plus line
 * breaks some clients insert every 76 characters. Parse errors are mapped by the error handler.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import { apiError } from '../errors';
import { boundedJsonBody } from './boundedJsonBody';

/** Content-Encodings of a request body the API decodes (body-parser's zlib streams). */
export const SUPPORTED_ENCODINGS = ['identity', 'gzip', 'deflate', 'br'] as const;

/** A header value echoed in a message: short, printable ASCII only. */
export const printable = (value: string) => value.replace(/[^\x20-\x7e]/g, '?').slice(0, 40);

export const unsupportedEncoding = (encoding: string) =>
  apiError('UNSUPPORTED_MEDIA_TYPE', `Content-Encoding "${printable(encoding)}" is not supported; send ${SUPPORTED_ENCODINGS.join(', ')}`);

export function bodyLimitFor(maxDocumentBytes: number): number {
  return Math.ceil(maxDocumentBytes * (4 / 3) * (78 / 76)) + 1024 * 1024;
}

export function jsonBody(maxDocumentBytes: number) {
  const limit = bodyLimitFor(maxDocumentBytes);
  const parse = express.json({ limit, strict: true });
  return [
    refuseBeforeReading(limit),
    // A UTF-8 JSON body is read into one buffer, a compressed one inflated under a streaming bound
    // (boundedJsonBody.ts); express.json then skips it, and answers what that leaves to it.
    boundedJsonBody(limit),
    parse,
    (req: Request, _res: Response, next: NextFunction) => {
      if (!req.is('application/json')) {
        throw apiError(
          'BAD_REQUEST',
          'Send the request body as JSON with Content-Type: application/json, as multipart/form-data, or the document itself with Content-Type: application/pdf',
        );
      }
      if (req.body === null || typeof req.body !== 'object' || Array.isArray(req.body)) {
        throw apiError('BAD_REQUEST', 'The request body must be a JSON object');
      }
      next();
    },
  ];
}

/**
 * What can be refused from the headers alone is refused before a byte of the body is read:
 * body-parser would first read (and discard) the whole upload before answering, so a declared
 * 2 GB body or an unknown encoding would hold the connection for as long as the client sends.
 */
function refuseBeforeReading(limit: number) {
  const oversized = refuseDeclaredOversize(limit);
  return (req: Request, res: Response, next: NextFunction) => {
    const encoding = String(req.headers['content-encoding'] ?? 'identity')
      .trim()
      .toLowerCase();
    if (!(SUPPORTED_ENCODINGS as readonly string[]).includes(encoding)) throw unsupportedEncoding(encoding);
    oversized(req, res, next);
  };
}

/** 413 for a body whose Content-Length is over `limit` bytes, before it is read (also used by /mcp). */
export function refuseDeclaredOversize(limit: number) {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      throw apiError('DOCUMENT_TOO_LARGE', 'The request body is larger than the document size limit');
    }
    next();
  };
}
