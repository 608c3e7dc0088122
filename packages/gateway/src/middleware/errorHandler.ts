/** Last stop for every error: always `{error, code}` JSON, never an HTML page or a stack trace. */
import type { NextFunction, Request, Response } from 'express';
import { ApiError } from '@wcab/contract';
import { apiError, sendError } from '../errors';

interface BodyParserError {
  type?: string;
  status?: number;
}

export function errorHandler() {
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const known = toApiError(error);
    if (known.code === 'INTERNAL_ERROR') req.log?.error({ err: error }, 'unhandled error');
    sendError(res, known);
  };
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const type = (error as BodyParserError | undefined)?.type;
  switch (type) {
    case 'entity.too.large':
      return apiError('DOCUMENT_TOO_LARGE', 'The request body is larger than the document size limit');
    case 'entity.parse.failed':
      return apiError('INVALID_JSON', 'The request body is not valid JSON');
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return apiError('BAD_REQUEST', 'Unsupported body encoding; send UTF-8 JSON');
    case 'request.aborted':
    case 'request.size.invalid':
      return apiError('BAD_REQUEST', 'The request body was incomplete');
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
