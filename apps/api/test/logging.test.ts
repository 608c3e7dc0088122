/** Structured logs: a request id on every request line, no keys and no document content. */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { startServer } from '../src/server';
import { post, tempDir } from '../../../test/support/server';
import { textPdf, toBase64 } from '../../../test/support/pdfs';

describe('request logs', () => {
  it('carry the request id and never the key or the document', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        cb();
      },
    });
    const server = await startServer({
      env: { PORT: '0', HOST: '127.0.0.1', DATA_DIR: tempDir(), BOOTSTRAP_KEY: 'true', LOG_LEVEL: 'info' },
      logger: pino({ level: 'info' }, sink),
    });
    try {
      const key = server.bootstrapKey!;
      const document = toBase64(await textPdf([['Confidential medical history of Jane Roe']]));
      const ok = await post(`${server.url}/v1/classify`, { document }, key, { 'x-request-id': 'req-log-1' });
      expect(ok.status).toBe(200);
      await post(`${server.url}/v1/classify`, { document: 'not base64 !!' }, key, { 'x-request-id': 'req-log-2' });
      await post(`${server.url}/v1/classify`, { document }, 'wcab_live_' + 'x'.repeat(40));
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
});
