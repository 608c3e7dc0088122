/**
 * A UTF-8 JSON request body read under bounds, into one buffer (bodyBuffer.ts), for REST and /mcp
 * alike; express.json() then skips it (the request is finished) and still answers what this leaves
 * to it (a charset other than UTF-8, an encoding no decoder here knows).
 *
 * Plain bodies: gathered into a buffer of their declared length (or grown by doubling when sent
 * chunked) and refused (413) past the body limit. Compressed bodies (Content-Encoding gzip, deflate
 * or br), issue 35: the inflated bytes are counted as zlib produces them, and the body is refused
 * (413 DOCUMENT_TOO_LARGE) the moment it passes the body limit, or inflates more than MAX_INFLATION
 * times the compressed bytes received so far (past its first megabyte). A small gzip body that
 * inflates to a gigabyte is refused after about a megabyte of output; the decoder is destroyed at
 * once and the rest of the upload is not inflated.
 *
 * Base64 documents compress poorly (a PDF's streams are compressed already): 1.3 to 2 times for
 * the PDFs we have measured; 100 times is what Apache POI allows a zip entry by default.
 */
import zlib from 'node:zlib';
import type { Readable } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import { apiError } from '../errors';
import { BodyBuffer } from './bodyBuffer';

/** Most a compressed body may inflate relative to its compressed size (beyond INFLATION_FLOOR bytes). */
export const MAX_INFLATION = 100;
/** Inflated bytes every compressed body may reach whatever its ratio (a tiny body of a short document). */
const INFLATION_FLOOR = 1024 * 1024;
/** What a compressed body is first given room for, times its compressed length (base64 inflates 1.3-2 times). */
const EXPECTED_INFLATION = 2;

type Decoder = zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress;

const DECODERS: Record<string, () => Decoder> = {
  gzip: () => zlib.createGunzip(),
  deflate: () => zlib.createInflate(),
  br: () => zlib.createBrotliDecompress(),
};

/** The errors body-parser raises, by the same `type`, so both error handlers (REST, /mcp) answer them as before. */
function bodyError(type: string, status: number, message: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), { type, status, statusCode: status, expose: true, ...extra });
}

export function boundedJsonBody(limit: number) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const encoding = String(req.headers['content-encoding'] ?? 'identity')
      .trim()
      .toLowerCase();
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(String(req.headers['content-type'] ?? ''))?.[1]?.toLowerCase();
    const known = encoding === 'identity' || encoding in DECODERS;
    // Not JSON, not UTF-8 (body-parser answers the charset), or an unknown encoding (body-parser answers it): as before.
    if (!known || !req.is('application/json') || (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')) return next();

    const declared = Number(req.headers['content-length']);
    const decoder = DECODERS[encoding]?.();
    const expected = Number.isFinite(declared) && declared >= 0 ? (decoder ? declared * EXPECTED_INFLATION : declared) : undefined;
    let body = new BodyBuffer(limit, expected);
    let received = 0;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      body.release();
      if (decoder) {
        req.unpipe(decoder);
        decoder.destroy();
      }
      req.removeListener('data', onPlainData);
      req.resume(); // the rest is discarded as it arrives, never kept (the answer closes the connection)
      next(error);
    };
    const tooLarge = () =>
      decoder
        ? apiError('DOCUMENT_TOO_LARGE', `The request body inflates (Content-Encoding: ${encoding}) past the body size limit of ${limit} bytes`)
        : bodyError('entity.too.large', 413, 'request entity too large');
    const take = (chunk: Buffer) => {
      if (settled) return;
      if (!body.add(chunk)) return fail(tooLarge());
      if (decoder && body.length > INFLATION_FLOOR && body.length > MAX_INFLATION * received) {
        fail(
          apiError(
            'DOCUMENT_TOO_LARGE',
            `The request body inflates (Content-Encoding: ${encoding}) more than ${MAX_INFLATION} times its compressed size: a compression bomb, not a document`,
          ),
        );
      }
    };
    function onPlainData(chunk: Buffer) {
      take(chunk);
    }
    const finish = () => {
      if (settled) return;
      if (!decoder && Number.isFinite(declared) && received !== declared) {
        return fail(bodyError('request.size.invalid', 400, 'request size did not match content length'));
      }
      settled = true;
      let text = body.text();
      body = EMPTY_BODY;
      if (text.length === 0) {
        // As body-parser: an empty body is an empty object (the route's validation answers it).
        req.body = {};
        return next();
      }
      try {
        // strict, as express.json({ strict: true }): an object or an array at the top.
        const first = /^[\s\uFEFF]*(.)/.exec(text)?.[1];
        if (first !== '{' && first !== '[') throw new SyntaxError('not an object or array');
        req.body = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
      } catch {
        text = '';
        return next(bodyError('entity.parse.failed', 400, 'The request body is not valid JSON'));
      }
      text = '';
      next();
    };

    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    req.on('aborted', () => fail(bodyError('request.aborted', 400, 'request aborted')));
    req.on('error', (error: Error) => fail(bodyError('request.aborted', 400, error.message)));
    if (decoder) {
      decoder.on('data', take);
      decoder.on('error', (error: Error & { errno?: number; code?: string }) =>
        fail(bodyError('encoding.invalid', 400, error.message, { errno: error.errno ?? -3, code: error.code })),
      );
      decoder.on('end', finish);
      (req as Readable).pipe(decoder);
    } else {
      req.on('data', onPlainData);
      req.on('end', finish);
    }
  };
}

const EMPTY_BODY = new BodyBuffer(1, 1);
