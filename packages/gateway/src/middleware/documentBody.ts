/**
 * The body of POST /v1/classify and /v1/analyze-batch, in any of its three forms, chosen by
 * Content-Type: JSON with the document in base64 (jsonBody.ts), multipart/form-data with a `file`
 * part, or the document itself as the body (uploadBody.ts). JSON leaves `req.body`; the other two
 * leave `res.locals.upload`. Any other type is 415.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { apiError } from '../errors';
import { jsonBody, printable } from './jsonBody';
import { multipartLimitFor, readMultipart, readRaw } from './uploadBody';

/** Content-Types of a raw document body; what the bytes are is sniffed, whichever of these is sent. */
export const RAW_DOCUMENT_TYPES = ['application/pdf', 'application/octet-stream', 'image/tiff', 'image/x-tiff', 'image/jpeg', 'image/pjpeg', 'image/png'];

export function documentBody(maxDocumentBytes: number): RequestHandler {
  const json = jsonBody(maxDocumentBytes);
  return async (req: Request, res: Response, next: NextFunction) => {
    const type = req.headers['content-type'];
    // No Content-Type at all is the JSON path, whose answer says to send JSON (as before).
    if (!type || req.is('application/json')) return chain(json, req, res, next);
    if (req.is('multipart/form-data')) {
      refuseBeforeReading(req, multipartLimitFor(maxDocumentBytes));
      res.locals.upload = await readMultipart(req, maxDocumentBytes);
      return next();
    }
    if (req.is(RAW_DOCUMENT_TYPES)) {
      refuseBeforeReading(req, maxDocumentBytes);
      res.locals.upload = { document: await readRaw(req, maxDocumentBytes), fields: {}, source: 'body' };
      return next();
    }
    throw apiError(
      'UNSUPPORTED_MEDIA_TYPE',
      `Content-Type "${printable(type)}" is not supported; send application/json, multipart/form-data, or the document itself as ${RAW_DOCUMENT_TYPES.slice(0, 1).concat(['image/tiff', 'image/jpeg', 'image/png']).join(', ')}`,
    );
  };
}

/** A declared body over the limit, or a compressed one, is refused before a byte is read. */
function refuseBeforeReading(req: Request, limit: number): void {
  const encoding = String(req.headers['content-encoding'] ?? 'identity')
    .trim()
    .toLowerCase();
  if (encoding !== 'identity') {
    throw apiError('UNSUPPORTED_MEDIA_TYPE', `Content-Encoding "${printable(encoding)}" is supported for JSON bodies only; send the file uncompressed`);
  }
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    throw apiError('DOCUMENT_TOO_LARGE', 'The request body is larger than the document size limit');
  }
}

/** Runs express handlers one after the other, as a router would. */
function chain(handlers: RequestHandler[], req: Request, res: Response, done: NextFunction): void {
  let i = 0;
  const step = (error?: unknown) => {
    if (error) return done(error);
    const handler = handlers[i++];
    if (!handler) return done();
    try {
      const result = handler(req, res, step) as unknown;
      if (result instanceof Promise) result.catch(done);
    } catch (caught) {
      done(caught);
    }
  };
  step();
}
