/** One way to answer with an error: `{error, code}` as JSON with the code's status. */
import type { Response } from 'express';
import { ApiError, type ErrorCode } from '@wcab/contract';

export function sendError(res: Response, error: ApiError): void {
  if (res.headersSent) return;
  for (const [name, value] of Object.entries(error.headers)) res.setHeader(name, value);
  res.status(error.status).json(error.toBody());
}

export const apiError = (code: ErrorCode, message: string, headers?: Record<string, string>) =>
  new ApiError(code, message, headers);
