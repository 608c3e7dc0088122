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

export const apiError = (code: ErrorCode, message: string, headers?: Record<string, string>) => new ApiError(code, message, headers);

/** 413 for a document over MAX_DOCUMENT_MB, however it was sent. */
export const documentTooLarge = (maxBytes: number) =>
  apiError('DOCUMENT_TOO_LARGE', `The document exceeds the ${Math.round(maxBytes / (1024 * 1024))} MB limit`);

/** How long an answer given early waits for the rest of the upload before the socket is cut. */
const DRAIN_BEFORE_CLOSE_MS = 1_000;

/** `Connection: close` on an answer given while the request's announced body has not all arrived. */
export function closeIfBodyUnread(res: Response): void {
  if (!bodyUnread(res.req)) return;
  res.setHeader('Connection', 'close');
  res.once('finish', () => drainThenClose(res.req));
}

/**
 * Node closes a `Connection: close` socket as soon as the answer is written; with upload bytes
 * still unread the kernel then resets the connection, and a client still sending its body loses
 * the answer it was sent (fetch: "fetch failed" instead of the 413). So, as Go's server does, the
 * rest of the body is read and thrown away for a short while first: a client sending at network
 * speed finishes and reads the answer, one that trickles is cut after DRAIN_BEFORE_CLOSE_MS.
 * Node's own close (destroySoon, registered when the answer finished) is replaced by this one.
 */
function drainThenClose(req: IncomingMessage): void {
  const socket = req.socket;
  if (!socket || socket.destroyed || req.complete) return;
  socket.removeListener('finish', socket.destroy);
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(close, DRAIN_BEFORE_CLOSE_MS);
  req.once('end', close);
  socket.once('close', () => clearTimeout(timer));
  req.resume();
}

function bodyUnread(req: IncomingMessage): boolean {
  const announced = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
  return announced && !req.complete;
}
