/**
 * The SDK's HTTP entry (`createMcpHandler`) is web-standard: `fetch(Request) -> Response`. These
 * two functions carry an express request into a `Request` and stream a `Response` back, so the
 * endpoint works for JSON answers and for SSE streams (progress) alike. The body has already
 * been parsed by express.json (with the service's document-sized limit) and travels as
 * `parsedBody`, which is why the `Request` itself carries none.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';

/** Headers that describe a body; the web Request built here has none of its own. */
const BODY_HEADERS = new Set(['content-length', 'transfer-encoding']);

export function toWebRequest(req: ExpressRequest, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || BODY_HEADERS.has(name)) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, value);
  }
  // The path is what matters; Host was validated already and travels in the headers.
  return new Request(new URL(req.originalUrl, 'http://localhost'), { method: req.method, headers, signal });
}

/** An AbortSignal that fires when the client goes away before the answer was fully sent. */
export function connectionSignal(res: ExpressResponse): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort(new Error('client disconnected'));
  });
  return controller.signal;
}

/** Writes a web Response (JSON or an SSE stream) to the express response. */
export async function sendWebResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, name) => {
    res.setHeader(name, value);
  });
  if (response.body === null) {
    res.end();
    return;
  }
  res.flushHeaders();
  try {
    await pipeline(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>), res);
  } catch {
    // The client went away mid-stream; the SDK's stream cancel hook tears the exchange down.
  }
}
