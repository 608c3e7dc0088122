/**
 * The HTTP edges of /mcp around the SDK: Host/Origin allow-lists from configuration, and requests
 * that never reach a tool (bad JSON, wrong method, wrong media type) answered as JSON, never HTML.
 */
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { hostnameOf } from '../src/guards';
import { mcpHarness, STUB_CLASSIFICATION } from './harness';

let harness: Awaited<ReturnType<typeof mcpHarness>> | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

const ok = async () => ({ ok: true as const, data: STUB_CLASSIFICATION, pages: 1 });

/** A raw request (fetch cannot set Host). */
function raw(url: string, headers: Record<string, string>, body = '', method = 'POST'): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}/mcp`, { method, headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type'] ?? ''), body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('Host and Origin allow-lists', () => {
  it('accepts configured host names and origins (and CORS_ORIGINS), refuses others', async () => {
    harness = await mcpHarness(ok, {
      allowedHosts: ['wcab.example.com:443'],
      allowedOrigins: ['https://app.example.com'],
      corsOrigins: ['https://portal.example.com'],
    });
    const auth = { authorization: `Bearer ${harness.key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const init = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });
    expect((await raw(harness.url, { ...auth, host: 'wcab.example.com' }, init)).status).not.toBe(403);
    expect((await raw(harness.url, { ...auth, host: 'other.example.com' }, init)).status).toBe(403);
    for (const origin of ['https://app.example.com', 'https://portal.example.com', 'https://wcab.example.com', 'http://127.0.0.1:3000']) {
      expect((await raw(harness.url, { ...auth, origin }, init)).status, origin).not.toBe(403);
    }
    for (const origin of ['https://evil.example', 'null']) {
      const res = await raw(harness.url, { ...auth, origin }, init);
      expect(res.status, origin).toBe(403);
      expect(res.type).toMatch(/^application\/json/);
    }
  });

  it('`*` turns Host checking off but keeps Origin checking', async () => {
    harness = await mcpHarness(ok, { allowedHosts: ['*'] });
    const auth = { authorization: `Bearer ${harness.key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
    const init = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' });
    expect((await raw(harness.url, { ...auth, host: 'anything.example' }, init)).status).not.toBe(403);
    expect((await raw(harness.url, { ...auth, origin: 'https://evil.example' }, init)).status).toBe(403);
  });

  it('hostnameOf normalises configuration entries', () => {
    expect(hostnameOf('https://A.example.com:8443')).toBe('a.example.com');
    expect(hostnameOf('a.example.com:8080')).toBe('a.example.com');
    expect(hostnameOf('[::1]:8080')).toBe('[::1]');
    expect(hostnameOf('moz-extension://*')).toBe('moz-extension://*');
    expect(hostnameOf('*')).toBe('*');
  });
});

describe('requests that never reach a tool', () => {
  it('answers bad JSON, wrong method and wrong media type with JSON errors', async () => {
    harness = await mcpHarness(ok);
    const auth = { authorization: `Bearer ${harness.key}`, accept: 'application/json, text/event-stream' };
    const badJson = await raw(harness.url, { ...auth, 'content-type': 'application/json' }, '{"jsonrpc":');
    expect(badJson.status).toBe(400);
    expect(JSON.parse(badJson.body)).toMatchObject({ jsonrpc: '2.0', error: { code: -32700 } });
    const get = await raw(harness.url, auth, '', 'GET');
    expect(get.status).toBe(405);
    expect(get.type).toMatch(/^application\/json/);
    const text = await raw(harness.url, { ...auth, 'content-type': 'text/plain' }, 'hello');
    expect(text.status).toBe(415);
    expect(text.type).toMatch(/^application\/json/);
    // Unauthenticated requests are refused before any of that.
    expect((await raw(harness.url, { 'content-type': 'application/json' }, '{"jsonrpc":')).status).toBe(401);
  });
});
