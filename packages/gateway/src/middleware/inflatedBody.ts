/**
 * A compressed JSON body (Content-Encoding gzip, deflate or br) read under a streaming bound
 * (issue 35): the inflated bytes are counted as zlib produces them, and the body is refused (413
 * DOCUMENT_TOO_LARGE) the moment it passes the body limit, or inflates more than MAX_INFLATION
 * times the compressed bytes received so far (past its first megabyte). A small gzip body that
 * inflates to a gigabyte is refused after about a megabyte of output, not after body-parser has
 * buffered the whole limit (70 MB with the default document size); the decoder is destroyed at
 * once and the rest of the upload is not inflated. A body within both is parsed here, its buffers
 * dropped as soon as the text is made, and express.json() skips it (the request is finished).
 *
 * Base64 documents compress poorly (a PDF's streams are compressed already): 1.3 to 2 times for
 * the PDFs we have measured; 100 times is what Apache POI allows a zip entry by default.
 */
import zlib from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import { apiError } from '../errors';

/** Most a compressed body may inflate relative to its compressed size (beyond INFLATION_FLOOR bytes). */
export const MAX_INFLATION = 100;
/** Inflated bytes every compressed body may reach whatever its ratio (a tiny body of a short document). */
const INFLATION_FLOOR = 1024 * 1024;

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

export function boundedInflate(limit: number) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const encoding = String(req.headers['content-encoding'] ?? 'identity')
      .trim()
      .toLowerCase();
    const decoder = DECODERS[encoding]?.();
    // Not compressed, or not UTF-8 JSON (body-parser answers the charset): as before.
    const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(String(req.headers['content-type'] ?? ''))?.[1]?.toLowerCase();
    if (!decoder || !req.is('application/json') || (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')) return next();

    let compressed = 0;
    let inflated = 0;
    let chunks: Buffer[] = [];
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      chunks = [];
      req.unpipe(decoder);
      decoder.destroy();
      req.resume(); // the rest is discarded as it arrives, never inflated (the answer closes the connection)
      next(error);
    };
    req.on('data', (chunk: Buffer) => {
      compressed += chunk.length;
    });
    req.on('aborted', () => fail(bodyError('request.aborted', 400, 'request aborted')));
    decoder.on('data', (chunk: Buffer) => {
      if (settled) return;
      inflated += chunk.length;
      if (inflated > limit) {
        return fail(apiError('DOCUMENT_TOO_LARGE', `The request body inflates (Content-Encoding: ${encoding}) past the body size limit of ${limit} bytes`));
      }
      if (inflated > INFLATION_FLOOR && inflated > MAX_INFLATION * compressed) {
        return fail(
          apiError(
            'DOCUMENT_TOO_LARGE',
            `The request body inflates (Content-Encoding: ${encoding}) more than ${MAX_INFLATION} times its compressed size: a compression bomb, not a document`,
          ),
        );
      }
      chunks.push(chunk);
    });
    decoder.on('error', (error: Error & { errno?: number; code?: string }) =>
      fail(bodyError('encoding.invalid', 400, error.message, { errno: error.errno ?? -3, code: error.code })),
    );
    decoder.on('end', () => {
      if (settled) return;
      settled = true;
      let text = Buffer.concat(chunks, inflated).toString('utf8');
      chunks = [];
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
    });
    req.pipe(decoder);
  };
}
