/** Signing and verifying a delivery, as the service signs and a receiver checks. */
import { describe, expect, it } from 'vitest';
import { accountSecret, signedHeaders, SIGNATURE_HEADER, TIMESTAMP_HEADER, verifySignature } from '../src/index';

const secret = accountSecret('m'.repeat(40), 'key_one');
const body = JSON.stringify({ type: 'job.succeeded', job_id: 'job_0123456789abcdef01234567' });
const now = Date.parse('2026-11-28T00:00:00Z');

describe('webhook signatures', () => {
  it('verify with the right secret, body and a fresh timestamp', () => {
    const headers = signedHeaders(secret, 'job_x', body, now);
    expect(headers[SIGNATURE_HEADER]).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verifySignature(secret, { timestamp: headers[TIMESTAMP_HEADER], signature: headers[SIGNATURE_HEADER] }, body, { now })).toEqual({ ok: true });
  });

  it('refuse another secret, a changed body, a changed timestamp, a stale one, and missing headers', () => {
    const headers = signedHeaders(secret, 'job_x', body, now);
    const sent = { timestamp: headers[TIMESTAMP_HEADER], signature: headers[SIGNATURE_HEADER] };
    expect(verifySignature(accountSecret('m'.repeat(40), 'key_two'), sent, body, { now })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature(secret, sent, body.replace('succeeded', 'failed'), { now })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature(secret, { ...sent, timestamp: String(Number(sent.timestamp) + 1) }, body, { now })).toEqual({ ok: false, reason: 'mismatch' });
    // Replayed ten minutes later: refused though the signature is genuine.
    expect(verifySignature(secret, sent, body, { now: now + 600_000 })).toEqual({ ok: false, reason: 'stale' });
    expect(verifySignature(secret, { timestamp: undefined, signature: sent.signature }, body, { now })).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature(secret, { timestamp: 'soon', signature: sent.signature }, body, { now })).toEqual({ ok: false, reason: 'missing' });
  });

  it('derive a different secret per key and per master secret, stable across calls', () => {
    expect(accountSecret('m'.repeat(40), 'key_one')).toBe(secret);
    expect(accountSecret('m'.repeat(40), 'key_two')).not.toBe(secret);
    expect(accountSecret('n'.repeat(40), 'key_one')).not.toBe(secret);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
  });
});
