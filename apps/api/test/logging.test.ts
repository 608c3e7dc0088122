/** Structured logs: a request id on every request line, no keys and no document content. */
import { Writable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { startServer } from '../src/server';
import { post, tempDir } from '../../../test/support/server';
import { textPdf, toBase64 } from '../../../test/support/pdfs';
import { rawRequest } from '../../../test/support/rawHttp';
import { TcpProxy } from '../../../test/support/tcpProxy';

/** A logger whose lines are collected in `lines`. */
function capture() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  return { lines, logger: pino({ level: 'info' }, sink) };
}

describe('request logs', () => {
  it('carry the request id and never the key or the document', async () => {
    const { lines, logger } = capture();
    const server = await startServer({
      env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: tempDir(), BOOTSTRAP_KEY: 'true', LOG_LEVEL: 'info' },
      logger,
    });
    try {
      const key = server.bootstrapKey!;
      const document = toBase64(await textPdf([['Confidential medical history of Jane Roe']]));
      const ok = await post(`${server.url}/v1/classify`, { document }, key, { 'x-request-id': 'req-log-1' });
      expect(ok.status).toBe(200);
      await post(`${server.url}/v1/classify`, { document: 'not base64 !!' }, key, { 'x-request-id': 'req-log-2' });
      await post(`${server.url}/v1/classify`, { document }, 'wcab_live_' + 'x'.repeat(40));
      // Error paths that read the body: a mislabelled encoding, a wrong type.
      expect((await post(`${server.url}/v1/classify`, { document }, key, { 'content-encoding': 'br' })).status).toBe(400);
      expect((await post(`${server.url}/v1/classify`, { document, options: { extract_dates: 'Jane Roe' } }, key)).status).toBe(400);
      await new Promise((r) => setTimeout(r, 50));
      const all = lines.join('\n');
      expect(all).not.toContain(key);
      expect(all).not.toContain(key.slice(10));
      expect(all).not.toContain('x'.repeat(40));
      expect(all).not.toContain(document.slice(0, 40));
      expect(all).not.toContain('Jane Roe');
      const requestLines = lines.map((l) => JSON.parse(l)).filter((l) => l.req);
      expect(requestLines.length).toBeGreaterThanOrEqual(3);
      for (const line of requestLines) expect(typeof line.req.id).toBe('string');
      expect(requestLines.map((l) => l.req.id)).toEqual(expect.arrayContaining(['req-log-1', 'req-log-2']));
    } finally {
      await server.close();
    }
  });

  it('stay free of keys and document text while the key store is down: 503s, a 405, an early answer to an unread body', async () => {
    const { lines, logger } = capture();
    // A PostgreSQL that never answers: the proxy is cut before the API starts.
    const proxy = await new TcpProxy('127.0.0.1', 5432).start();
    proxy.cut();
    const server = await startServer({
      env: {
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: tempDir(),
        LOG_LEVEL: 'info',
        DATABASE_URL: proxy.rewrite('postgres://postgres@127.0.0.1:5432/test'),
      },
      logger,
    });
    try {
      const key = 'wcab_live_' + 'K'.repeat(40);
      const document = toBase64(await textPdf([['Psychiatric report of Richard Doe']]));
      const json = JSON.stringify({ document, options: { extract_dates: 'Richard Doe' } });
      const send = (headers: Record<string, string>, body: string | Buffer) =>
        fetch(`${server.url}/v1/classify`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
      expect((await send({ authorization: `Bearer ${key}` }, json)).status).toBe(503);
      expect((await send({ 'content-encoding': 'gzip' }, json)).status).toBe(401);
      expect((await fetch(`${server.url}/v1/classify`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(503);
      const early = rawRequest(
        server.url,
        `POST /v1/classify HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: 999999\r\n\r\n${json.slice(0, 2000)}`,
      );
      expect((await early.response).status).toBe(503);
      await early.closed;
      await new Promise((r) => setTimeout(r, 50));
      const all = lines.join('\n');
      expect(all).toMatch(/key store/);
      expect(all).not.toContain('K'.repeat(40));
      expect(all).not.toContain(document.slice(0, 40));
      expect(all).not.toContain('Richard Doe');
      expect(all).not.toContain(gzipSync(json).toString('base64').slice(0, 20));
    } finally {
      await server.close();
      await proxy.stop();
    }
  });
});
