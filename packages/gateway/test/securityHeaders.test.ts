/** Helmet's headers: `upgrade-insecure-requests` only for requests that came over TLS. */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../src/middleware/securityHeaders';

let url: string;
let close: () => void;
beforeAll(async () => {
  const app = express();
  // Here only, so a test can present a request as secure (the gateway itself trusts no proxy).
  app.set('trust proxy', true);
  app.use(securityHeaders());
  app.get('/', (_req, res) => res.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  close = () => server.close();
});
afterAll(() => close());

describe('securityHeaders', () => {
  it('plain HTTP: the strict policy without upgrade-insecure-requests, and no Cross-Origin-Opener-Policy', async () => {
    const res = await fetch(url);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    // The review page shows page images from object URLs (fetched with the key as a header).
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("over TLS: Helmet's defaults, upgrade-insecure-requests and COOP included", async () => {
    const res = await fetch(url, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
    expect(res.headers.get('content-security-policy')).toContain("img-src 'self' data: blob:");
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });
});
