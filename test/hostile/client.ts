/** Sends hostile cases and valid requests to a running service; no assertions here. */
import http from 'node:http';
import type { HostileCase } from '@wcab/testkit';

export interface Answer {
  status: number;
  ms: number;
  headers: Headers;
  /** Parsed JSON, or the raw text when the answer is not JSON. */
  body: unknown;
  contentType: string | null;
}

export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/**
 * One HTTP request on a connection of its own (no keep-alive pool: building a large body, or a
 * pause in the load, can outlast the server's idle keep-alive, and a request racing that close is
 * reset before the server sees it, which says nothing about the server).
 */
export function request(url: string, o: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array }): Promise<RawAnswer> {
  const body = o.body === undefined ? undefined : Buffer.from(o.body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: o.method ?? 'POST',
      agent: false,
      headers: { ...(body ? { 'content-length': String(body.length) } : {}), ...o.headers },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers.set(name, String(value));
        resolve({ status: res.statusCode!, headers, text: Buffer.concat(chunks).toString('utf8') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export async function send(baseUrl: string, key: string, c: HostileCase): Promise<Answer> {
  const body = await c.body();
  const method = c.method ?? 'POST';
  const started = Date.now();
  const res = await request(`${baseUrl}${c.route}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, ...c.headers },
    body: method === 'GET' ? undefined : body,
  }).catch((error: Error) => {
    throw new Error(`${c.name}: no answer after ${Date.now() - started} ms (${String(error)})`);
  });
  const ms = Date.now() - started;
  let parsed: unknown = res.text;
  try {
    parsed = JSON.parse(res.text);
  } catch {
    // kept as text: the assertion on the content type reports it
  }
  return { status: res.status, ms, headers: res.headers, body: parsed, contentType: res.headers.get('content-type') };
}

export async function postJson(baseUrl: string, key: string, route: string, body: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${baseUrl}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body });
  return { status: res.status, body: await res.json().catch(() => null) };
}
