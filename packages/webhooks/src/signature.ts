/**
 * Signing a webhook: HMAC-SHA256, keyed with the account's secret, over `<timestamp>.<body>`,
 * sent as `Webhook-Signature: v1=<hex>` beside `Webhook-Timestamp: <unix seconds>`. The timestamp
 * is inside what is signed, so a receiver that refuses old timestamps (verifySignature's
 * tolerance) cannot be sent a captured delivery again later.
 *
 * node:crypto does the HMAC and the constant-time comparison: the scheme is one keyed hash over a
 * string, which is what a webhook library would call into as well, and receivers in any language
 * can check it with their standard library (docs/webhooks.md has snippets).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Webhook-Signature';
export const TIMESTAMP_HEADER = 'Webhook-Timestamp';
export const ID_HEADER = 'Webhook-Id';
/** How old a timestamp verifySignature accepts by default (and how far in the future). */
export const DEFAULT_TOLERANCE_S = 300;

export function signature(secret: string, timestamp: number, body: string): string {
  return 'v1=' + createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');
}

/** The headers a delivery carries besides Content-Type. */
export function signedHeaders(secret: string, id: string, body: string, now = Date.now()): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return { [ID_HEADER]: id, [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signature(secret, timestamp, body) };
}

export type Verification = { ok: true } | { ok: false; reason: 'missing' | 'stale' | 'mismatch' };

/**
 * What a receiver runs: the raw body (exactly the bytes received, before any JSON parsing), the two
 * headers and the secret. Refuses a timestamp more than `toleranceS` away from `now`.
 */
export function verifySignature(
  secret: string,
  headers: { timestamp: string | null | undefined; signature: string | null | undefined },
  body: string,
  options: { toleranceS?: number; now?: number } = {},
): Verification {
  const timestamp = Number(headers.timestamp);
  if (!headers.timestamp || !Number.isInteger(timestamp) || !headers.signature) return { ok: false, reason: 'missing' };
  const age = Math.abs((options.now ?? Date.now()) / 1000 - timestamp);
  if (age > (options.toleranceS ?? DEFAULT_TOLERANCE_S)) return { ok: false, reason: 'stale' };
  const expected = Buffer.from(signature(secret, timestamp, body));
  // Several signatures may be sent while a secret is rotated: any one matching is enough.
  const matches = headers.signature
    .split(/[ ,]+/)
    .map((candidate) => Buffer.from(candidate.trim()))
    .some((candidate) => candidate.length === expected.length && timingSafeEqual(candidate, expected));
  return matches ? { ok: true } : { ok: false, reason: 'mismatch' };
}

/**
 * Each API key's signing secret, derived from the operator's WEBHOOK_SECRET and the key id
 * (HMAC-SHA256, as a KDF): nothing to store or replicate, the same in the API and every worker,
 * different per key (one account's secret says nothing of another's), and all of them rotated by
 * changing WEBHOOK_SECRET.
 */
export function accountSecret(masterSecret: string, keyId: string): string {
  return 'whsec_' + createHmac('sha256', masterSecret).update(`webhook-signing:${keyId}`, 'utf8').digest('base64url');
}
