/**
 * One delivery attempt: POST the signed event to the URL, connecting only to an address the policy
 * allows (its `lookup`), following no redirect (a 3xx is a failed attempt: a redirect could point
 * anywhere), within a deadline. The answer's body is read and dropped; only its status counts.
 */
import http from 'node:http';
import https from 'node:https';
import type { WebhookAttempt } from '@wcab/contract';
import { signedHeaders } from './signature';
import type { WebhookPolicy } from './policy';

export interface Delivery {
  url: string;
  /** The event as JSON: exactly the bytes that are signed and sent. */
  body: string;
  secret: string;
  /** Webhook-Id: the same on every attempt of one delivery, so a receiver can drop repeats. */
  id: string;
}

export interface AttemptResult extends WebhookAttempt {
  /** Worth trying again: a 5xx, 408, 429 or no answer; not a 4xx (the receiver refused it) or a refused host. */
  retryable: boolean;
  ok: boolean;
}

export async function deliverOnce(delivery: Delivery, policy: WebhookPolicy, timeoutMs: number): Promise<AttemptResult> {
  const started = Date.now();
  const at = new Date(started).toISOString();
  const done = (status: number | null, error: string | undefined, retryable: boolean): AttemptResult => ({
    at,
    status,
    ...(error ? { error } : {}),
    duration_ms: Date.now() - started,
    ok: status !== null && status >= 200 && status < 300,
    retryable,
  });
  const url = new URL(delivery.url);
  const client = url.protocol === 'https:' ? https : http;
  const headers = {
    'Content-Type': 'application/json',
    'User-Agent': 'wcab-docai-webhook/1',
    ...signedHeaders(delivery.secret, delivery.id, delivery.body),
  };
  return new Promise<AttemptResult>((resolve) => {
    const request = client.request(url, { method: 'POST', headers, lookup: policy.lookup, timeout: timeoutMs }, (response) => {
      response.resume();
      const status = response.statusCode ?? 0;
      response.once('end', () => {
        if (status >= 200 && status < 300) resolve(done(status, undefined, false));
        else if (status >= 300 && status < 400) resolve(done(status, 'Redirects are not followed', false));
        else resolve(done(status, `The receiver answered ${status}`, status >= 500 || status === 408 || status === 429));
      });
      response.once('error', (err) => resolve(done(status, err.message, true)));
    });
    request.once('timeout', () => request.destroy(new Error(`No answer within ${timeoutMs} ms`)));
    request.once('error', (err: NodeJS.ErrnoException) => {
      const refusedHost = err.code === 'WEBHOOK_NOT_ALLOWED';
      resolve(done(null, err.message, !refusedHost));
    });
    request.end(delivery.body);
  });
}
