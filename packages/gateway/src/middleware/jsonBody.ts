/**
 * JSON body parsing sized for the document limit: a 50 MB PDF is ~67 MB of base64, plus line
 * breaks some clients insert every 76 characters. Parse errors are mapped by the error handler.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import { apiError } from '../errors';

export function bodyLimitFor(maxDocumentBytes: number): number {
  return Math.ceil(maxDocumentBytes * (4 / 3) * (78 / 76)) + 1024 * 1024;
}

export function jsonBody(maxDocumentBytes: number) {
  const parse = express.json({ limit: bodyLimitFor(maxDocumentBytes), strict: true });
  return [
    parse,
    (req: Request, _res: Response, next: NextFunction) => {
      if (!req.is('application/json')) {
        throw apiError('BAD_REQUEST', 'Send the request body as JSON with Content-Type: application/json');
      }
      if (req.body === null || typeof req.body !== 'object' || Array.isArray(req.body)) {
        throw apiError('BAD_REQUEST', 'The request body must be a JSON object');
      }
      next();
    },
  ];
}
