/**
 * The two ways to send a document as bytes instead of base64 JSON, as file-upload APIs do:
 *
 * - `multipart/form-data`: a `file` part (the document) and optional `options`, `cases` and
 *   `activity_types` parts holding JSON (as text fields or as small files: `-F options=@opts.json`);
 *   `document_type` as text. Parsed by busboy as it streams in.
 * - a raw body (`application/pdf`, `image/tiff`, `image/jpeg`, `image/png` or
 *   `application/octet-stream`), the request's fields as query parameters (see rawQuery.ts).
 *
 * Either way the document is read only up to MAX_DOCUMENT_MB: a Content-Length over it is refused
 * before a byte is read, and a body that grows past it (chunked, or lying about its length) is
 * cut there and answered 413, the rest drained then the connection closed (errors.ts). What the
 * bytes are is sniffed later from their magic number, never taken from these headers.
 */
import type { Request } from 'express';
import busboy from 'busboy';
import { apiError, documentTooLarge } from '../errors';

/** The document and the request's other fields, before validation. */
export interface Upload {
  document: Buffer;
  fields: Record<string, unknown>;
  /** How the document came, for messages ("file" part or the body). */
  source: 'file' | 'body';
}

/** Parts holding JSON, and the one plain-text field. */
const JSON_PARTS = new Set(['options', 'cases', 'activity_types', 'correct']);
const TEXT_PARTS = new Set(['document_type']);
/** Enough for 10,000 cases (the contract's maximum) with long names. */
export const MAX_FIELD_BYTES = 8 * 1024 * 1024;
/** Boundaries and part headers on top of the file and the fields. */
const MULTIPART_OVERHEAD = 64 * 1024;

export const multipartLimitFor = (maxDocumentBytes: number) => maxDocumentBytes + 4 * MAX_FIELD_BYTES + MULTIPART_OVERHEAD;

export function readMultipart(req: Request, maxDocumentBytes: number): Promise<Upload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: maxDocumentBytes, fieldSize: MAX_FIELD_BYTES, fields: 8, files: 4, parts: 12, headerPairs: 16 },
      });
    } catch (error) {
      reject(apiError('BAD_REQUEST', `The multipart body cannot be read: ${(error as Error).message}`));
      return;
    }
    const fields: Record<string, unknown> = {};
    let document: Buffer | undefined;
    let settled = false;
    let pending = 0; // file parts still streaming
    let ended = false;

    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      // Stop parsing at once; what is left of the upload is drained (briefly) by the error answer.
      req.unpipe(parser);
      parser.removeAllListeners();
      parser.on('error', () => undefined);
      reject(error);
    };
    const finish = () => {
      if (settled || !ended || pending > 0) return;
      if (!document) return fail(apiError('BAD_REQUEST', 'file is required: send the document as a multipart part named "file"'));
      settled = true;
      resolve({ document, fields, source: 'file' });
    };
    const setField = (name: string, text: string) => {
      if (Object.hasOwn(fields, name)) return fail(apiError('BAD_REQUEST', `The "${name}" part was sent twice`));
      if (TEXT_PARTS.has(name)) {
        fields[name] = text;
        return;
      }
      try {
        fields[name] = JSON.parse(text);
      } catch {
        fail(apiError('INVALID_JSON', `The "${name}" part is not valid JSON`));
      }
    };
    const unknownPart = (name: string) =>
      apiError('BAD_REQUEST', `Unknown multipart part "${printablePart(name)}"; send file, options, cases, activity_types or document_type`);

    parser.on('field', (name, value, info) => {
      if (name === 'file') return fail(apiError('BAD_REQUEST', 'The "file" part must be a file (curl: -F file=@scan.pdf), not a text field'));
      if (!JSON_PARTS.has(name) && !TEXT_PARTS.has(name)) return fail(unknownPart(name));
      if (info.valueTruncated) return fail(partTooLarge(name));
      setField(name, value);
    });
    parser.on('file', (name, stream, _info) => {
      const isDocument = name === 'file';
      if (!isDocument && !JSON_PARTS.has(name)) {
        stream.resume();
        return fail(unknownPart(name));
      }
      if (isDocument && (document || pending > 0)) {
        stream.resume();
        return fail(apiError('BAD_REQUEST', 'Send one document per request: the "file" part was sent twice'));
      }
      pending++;
      const chunks: Buffer[] = [];
      let size = 0;
      const cap = isDocument ? maxDocumentBytes : MAX_FIELD_BYTES;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= cap) chunks.push(chunk);
      });
      stream.on('limit', () => {
        fail(isDocument ? documentTooLarge(maxDocumentBytes) : partTooLarge(name));
      });
      stream.on('error', (error: Error) => fail(malformed(error)));
      stream.on('close', () => {
        pending--;
        if (settled) return;
        const bytes = Buffer.concat(chunks, Math.min(size, cap));
        if (isDocument) document = bytes;
        else setField(name, bytes.toString('utf8'));
        finish();
      });
    });
    parser.on('filesLimit', () => fail(apiError('BAD_REQUEST', 'Too many file parts; send one "file" part')));
    parser.on('fieldsLimit', () => fail(apiError('BAD_REQUEST', 'Too many multipart fields')));
    parser.on('partsLimit', () => fail(apiError('BAD_REQUEST', 'Too many multipart parts')));
    parser.on('error', (error: Error) => fail(malformed(error)));
    parser.on('close', () => {
      ended = true;
      finish();
    });
    req.on('aborted', () => fail(apiError('BAD_REQUEST', 'The request body was incomplete')));
    req.pipe(parser);
  });
}

/** The raw body, up to `maxDocumentBytes`; past it the read stops and the answer is 413. */
export function readRaw(req: Request, maxDocumentBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (error: unknown) => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.pause();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxDocumentBytes) return stop(documentTooLarge(maxDocumentBytes));
      chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks, size));
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('aborted', () => stop(apiError('BAD_REQUEST', 'The request body was incomplete')));
    req.once('error', () => stop(apiError('BAD_REQUEST', 'The request body was incomplete')));
  });
}

const malformed = (error: Error) => apiError('BAD_REQUEST', `The multipart body is malformed: ${printablePart(error.message)}`);

const partTooLarge = (name: string) => apiError('DOCUMENT_TOO_LARGE', `The "${name}" part is larger than ${MAX_FIELD_BYTES / (1024 * 1024)} MB`);

const printablePart = (value: string) => value.replace(/[^\x20-\x7e]/g, '?').slice(0, 60);
