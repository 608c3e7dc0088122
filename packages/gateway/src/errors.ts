/** One way to answer with an error: `{error, code}` as JSON with the code's status. */
import type { IncomingMessage } from 'node:http';
import type { Response } from 'express';
import { ApiError, type ErrorCode } from '@wcab/contract';

/** Seconds a client is told to wait after a 503 that did not say otherwise. */
export const DEFAULT_RETRY_AFTER_S = 5;

export function sendError(res: Response, error: ApiError): void {
  if (res.headersSent) return;
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  // Every 503 says when to come back, whichever layer refused (queue full, a store down).
  if (error.status === 503 && !res.hasHeader('Retry-After')) res.setHeader('Retry-After', String(DEFAULT_RETRY_AFTER_S));
  // Answered before the body was read (a 401 while it still arrives, a 413 by Content-Length):
  // the connection closes once the answer is out instead of swallowing the rest of the upload.
  closeIfBodyUnread(res);
  res.status(error.status).json(error.toBody());
}

export const apiError = (code: ErrorCode, message: string, headers?: Record<string, string>) =>
  new ApiError(code, message, headers);

/** `Connection: close` on an answer given while the request's announced body has not all arrived. */
export function closeIfBodyUnread(res: Response): void {
  if (bodyUnread(res.req)) res.setHeader('Connection', 'close');
}

function bodyUnread(req: IncomingMessage): boolean {
  const announced = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  return announced && !req.complete;
}
