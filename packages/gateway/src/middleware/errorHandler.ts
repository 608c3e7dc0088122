/** Last stop for every error: always `{error, code}` JSON, never an HTML page or a stack trace. */
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '@wcab/contract';
import { apiError, sendError } from '../errors';
import { printable, unsupportedEncoding } from './jsonBody';

/** What body-parser (http-errors) and zlib put on the errors they raise. */
interface BodyReadError {
  type?: string;
  status?: number;
  expose?: boolean;
  errno?: number;
  code?: string;
}

export function errorHandler() {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const known = toApiError(error, req);
    if (known.code === 'INTERNAL_ERROR') req.log?.error({ err: error }, 'unhandled error');
    sendError(res, known);
  };
}

function toApiError(error: unknown, req: Request): ApiError {
  if (error instanceof ApiError) return error;
  // The router decoding a path parameter with malformed percent-encoding (`/v1/jobs/%ZZ`): the
  // client's mistake, answered before any key is looked at and not logged as a server fault.
  if (error instanceof URIError) return apiError('BAD_REQUEST', 'The request path has malformed percent-encoding');
  const read = (error ?? {}) as BodyReadError;
  const encoding = String(req.headers['content-encoding'] ?? 'identity').toLowerCase();
  switch (read.type) {
    case 'entity.too.large':
      return apiError('DOCUMENT_TOO_LARGE', 'The request body is larger than the document size limit');
    case 'entity.parse.failed':
      return apiError('INVALID_JSON', 'The request body is not valid JSON');
    case 'encoding.unsupported':
      return unsupportedEncoding(encoding);
    case 'charset.unsupported':
      return apiError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported charset; send UTF-8 JSON');
    case 'request.aborted':
    case 'request.size.invalid':
      return apiError('BAD_REQUEST', 'The request body was incomplete');
  }
  // zlib failing on the body: it is not what its Content-Encoding says (plain JSON labelled gzip,
  // a truncated or corrupt stream).
  if (typeof read.errno === 'number' && encoding !== 'identity') {
    return apiError('BAD_REQUEST', `The request body is not valid ${printable(encoding)} data (Content-Encoding)`);
  }
  // Any other client error raised while reading the body keeps its 4xx, never a 500.
  if (read.expose && typeof read.status === 'number' && read.status >= 400 && read.status < 500) {
    return apiError(
      read.status === 413 ? 'DOCUMENT_TOO_LARGE' : read.status === 415 ? 'UNSUPPORTED_MEDIA_TYPE' : 'BAD_REQUEST',
      'The request body could not be read',
    );
  }
  return apiError('INTERNAL_ERROR', 'Internal server error');
}

export function notFound() {
  return (req: Request) => {
    throw apiError('NOT_FOUND', `No route for ${req.method} ${req.path}`);
  };
}

export function methodNotAllowed(allowed: string[]) {
  return (req: Request, res: Response) => {
    res.setHeader('Allow', allowed.join(', '));
    throw apiError('METHOD_NOT_ALLOWED', `${req.method} is not allowed here; use ${allowed.join(' or ')}`);
  };
}
