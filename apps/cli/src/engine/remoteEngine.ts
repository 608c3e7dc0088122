/**
 * A running server does the work: the same requests any client sends, with the key from `--key`
 * or WCAB_API_KEY. A batch is submitted asynchronously (Prefer: respond-async) and polled, so a
 * long scan shows its progress and no connection waits for minutes.
 */
import { ApiError, ERROR_STATUS, type BatchResult, type ClassificationResult, type ErrorCode, type JobResource } from '@wcab/contract';
import type { Engine, JobInput } from './engine';
import { CliError, type ExitKind } from '../exitCodes';

const POLL_MS = 1000;

export function remoteEngine(baseUrl: string, key: string | undefined): Engine {
  if (!key) throw new CliError('auth', '--url needs an API key: --key wcab_live_... or WCAB_API_KEY');
  const url = baseUrl.replace(/\/+$/, '');
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(url + path, { ...init, headers: { ...headers, ...(init.headers as Record<string, string>) } }).catch((error: unknown) => {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new CliError('unavailable', `cannot reach ${url} (${cause?.code ?? cause?.message ?? (error as Error).message})`);
    });
    const body = (await res.json().catch(() => undefined)) as Record<string, unknown> | undefined;
    if (!res.ok) throw toError(res.status, body);
    return { res, body: body ?? {} };
  };
  const body = (input: JobInput, extra: object = {}) =>
    JSON.stringify({ document: Buffer.from(input.document).toString('base64'), cases: input.cases, activity_types: input.activityTypes, ...extra });
  return {
    async classify(input) {
      const { body: answer } = await call('/v1/classify', { method: 'POST', body: body(input, { options: input.options }) });
      return answer.data as ClassificationResult;
    },
    async batch(input) {
      const { res } = await call('/v1/analyze-batch', { method: 'POST', body: body(input, { options: input.options }), headers: { prefer: 'respond-async' } });
      const location = res.headers.get('location');
      if (res.status !== 202 || !location) throw new Error('The server did not accept the batch as a job');
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const job = (await call(location)).body as unknown as JobResource;
        if (job.progress) input.onProgress?.({ pagesDone: job.progress.pages_done, pagesTotal: job.progress.pages_total ?? undefined });
        if (job.status === 'succeeded') return (job.result as { data: BatchResult }).data;
        if (job.status === 'failed') throw toError(job.result_status ?? 500, job.error);
      }
    },
    close: async () => undefined,
  };
}

function toError(status: number, body: unknown): Error {
  const { error, code } = (body ?? {}) as { error?: unknown; code?: unknown };
  if (typeof code === 'string' && code in ERROR_STATUS) return new ApiError(code as ErrorCode, String(error ?? code));
  // No {error, code} (a proxy's page, a server of another kind): the status alone says what kind of failure.
  const kind: ExitKind = status === 401 || status === 403 ? 'auth' : status === 429 || status >= 500 ? 'unavailable' : 'internal';
  return new CliError(kind, `The server answered ${status}`);
}
