/**
 * A JSON answer without express's res.json machinery: the body is serialised once and sent with
 * its length. res.json would also hash the body for an ETag, which means nothing on the answer to
 * a POST (no client revalidates it) and costs a digest of every result.
 */
import type { Response } from 'express';

export function sendJson(res: Response, body: unknown, status = 200): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}
