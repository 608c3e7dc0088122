/** Error codes and the error body: SPEC section 7 plus the codes PRODUCT.md adds. */
import { z } from 'zod';

/** Every code the API can answer with, and the HTTP status it travels with. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  INVALID_JSON: 400,
  INVALID_BASE64: 400,
  INVALID_PDF: 400,
  PDF_ENCRYPTED: 400,
  /** Bytes that are a TIFF, JPEG or PNG by their magic number but cannot be decoded (damaged, truncated). */
  INVALID_IMAGE: 400,
  /** A webhook URL (options.callback_url, PUT /v1/webhook) whose host the operator has not allowed or that resolves to a private address. */
  WEBHOOK_NOT_ALLOWED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  /** The request (headers, or headers and body) did not arrive within the server's timeout. */
  REQUEST_TIMEOUT: 408,
  JOB_NOT_FINISHED: 409,
  /** The calendar of a classify job submitted without `options.extract_dates`: its dates were not read. */
  DATES_NOT_EXTRACTED: 409,
  /** The job was cancelled by its submitter (DELETE /v1/jobs/{id}); the status its result would have had. */
  JOB_CANCELLED: 409,
  /** DELETE /v1/jobs/{id} of a job that has already ended: nothing to cancel. */
  JOB_FINISHED: 409,
  DOCUMENT_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** A PDF whose decoding would exceed the engine's memory limits (a decompression or pixel bomb). */
  DOCUMENT_TOO_COMPLEX: 422,
  /** An Idempotency-Key already used, within 24 hours, for a different request. */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** The request's header section is larger than the server accepts. */
  HEADERS_TOO_LARGE: 431,
  RATE_LIMITED: 429,
  QUOTA_EXCEEDED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const ErrorBody = z
  .object({
    error: z.string().describe('Human-readable message'),
    code: z.enum(ERROR_CODES).describe('Stable machine-readable code'),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof ErrorBody>;

/**
 * A failure that maps to an API error. Thrown anywhere below the gateway (PDF access, limits,
 * queue); the gateway turns it into `{error, code}` with the code's status. Anything that is
 * not an ApiError becomes a generic 500 so internals never leak.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.headers = headers;
  }

  toBody(): ErrorBody {
    return { error: this.message, code: this.code };
  }

  /** Errors cross worker-thread and process boundaries as plain objects; this restores them. */
  static fromSerialized(value: unknown): ApiError | undefined {
    if (value && typeof value === 'object' && 'code' in value && 'message' in value) {
      const { code, message } = value as { code: unknown; message: unknown };
      if (typeof code === 'string' && code in ERROR_STATUS && typeof message === 'string') {
        return new ApiError(code as ErrorCode, message);
      }
    }
    return undefined;
  }
}
