/**
 * The exit status of every `wcab` command, by what went wrong, so a script can tell a typo from a bad
 * file from a refused key from a server to retry later (docs/cli.md):
 *
 *   0  done
 *   1  anything else (an internal error)
 *   2  bad usage: an unknown option or command, a missing argument, a value the option does not take
 *   3  input error: a missing or unreadable file, a document that is not one (INVALID_PDF, INVALID_IMAGE, ...),
 *      over a limit, a --cases file that is not a list of cases
 *   4  auth: no API key for --url, or the server refused it (UNAUTHORIZED, FORBIDDEN)
 *   5  service unavailable: the server is unreachable, busy or over a limit (SERVICE_UNAVAILABLE, TIMEOUT,
 *      RATE_LIMITED, QUOTA_EXCEEDED): the same command may work later
 *   6  partial failure: some files were done, others failed (each failure is in the output)
 */
import type { ErrorCode } from '@wcab/contract';

export const EXIT = { ok: 0, internal: 1, usage: 2, input: 3, auth: 4, unavailable: 5, partial: 6 } as const;
export type ExitKind = keyof typeof EXIT;

/** A failure the CLI itself finds, with the exit status it ends with. */
export class CliError extends Error {
  constructor(
    readonly kind: ExitKind,
    message: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

const INPUT_CODES: readonly ErrorCode[] = [
  'BAD_REQUEST',
  'INVALID_JSON',
  'INVALID_BASE64',
  'INVALID_PDF',
  'PDF_ENCRYPTED',
  'INVALID_IMAGE',
  'DOCUMENT_TOO_LARGE',
  'DOCUMENT_TOO_COMPLEX',
  'UNSUPPORTED_MEDIA_TYPE',
];
const AUTH_CODES: readonly ErrorCode[] = ['UNAUTHORIZED', 'FORBIDDEN'];
const UNAVAILABLE_CODES: readonly ErrorCode[] = ['SERVICE_UNAVAILABLE', 'TIMEOUT', 'RATE_LIMITED', 'QUOTA_EXCEEDED', 'REQUEST_TIMEOUT'];

/** The kind of a failure: a CliError's own, an API error's by its code, a network failure's, else internal. */
export function exitKindOf(error: unknown): ExitKind {
  if (error instanceof CliError) return error.kind;
  const code = (error as { code?: unknown })?.code;
  if ((error as Error)?.name === 'ApiError' && typeof code === 'string') return exitKindOfCode(code);
  // fetch failed: connection refused, unknown host, reset (undici puts the system error in `cause`).
  if (error instanceof TypeError && /fetch failed/i.test(error.message)) return 'unavailable';
  if (typeof code === 'string' && ['ENOENT', 'EISDIR', 'EACCES', 'ENOTDIR'].includes(code)) return 'input';
  return 'internal';
}

export function exitKindOfCode(code: string): ExitKind {
  if ((INPUT_CODES as readonly string[]).includes(code)) return 'input';
  if ((AUTH_CODES as readonly string[]).includes(code)) return 'auth';
  if ((UNAVAILABLE_CODES as readonly string[]).includes(code)) return 'unavailable';
  return 'internal';
}
