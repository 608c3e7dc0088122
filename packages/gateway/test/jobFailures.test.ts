/** 500, 503 and 504 from the job seam, through the real gateway and a real worker-thread pool. */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EmbeddedJobQueue } from '@wcab/queue';
import { gatewayWith } from './support';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}.ts`, import.meta.url));
const PDF = Buffer.from('%PDF-1.7\n%%EOF').toString('base64');

function send(url: string, key: string, path: string, body: unknown) {
  return fetch(url + path, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

describe('job failures', () => {
  it('a job that throws gives 500 INTERNAL_ERROR without internals, and the pool keeps serving', async () => {
    const gw = await gatewayWith(new EmbeddedJobQueue({ processorPath: fixture('throwingProcessor'), threads: 1 }));
    try {
      const res = await send(gw.url, gw.key, '/v1/classify', { document: PDF });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: 'Internal server error', code: 'INTERNAL_ERROR' });
      expect(text).not.toMatch(/secret|boom|\.ts/);
      const next = await send(gw.url, gw.key, '/v1/analyze-batch', { document: PDF });
      expect(next.status).toBe(200);
    } finally {
      await gw.close();
    }
  });

  it('a job past its deadline gives 504 TIMEOUT, and the next job runs', async () => {
    const gw = await gatewayWith(new EmbeddedJobQueue({ processorPath: fixture('slowProcessor'), threads: 1 }), { classifyTimeoutMs: 300 });
    try {
      const res = await send(gw.url, gw.key, '/v1/classify', { document: PDF, options: {} });
      expect(res.status).toBe(504);
      expect(((await res.json()) as { code: string }).code).toBe('TIMEOUT');
      const ok = await send(gw.url, gw.key, '/v1/analyze-batch', { document: PDF });
      expect(ok.status).toBe(200);
    } finally {
      await gw.close();
    }
  });

  it('a full queue gives 503 SERVICE_UNAVAILABLE at once instead of waiting', async () => {
    const gw = await gatewayWith(new EmbeddedJobQueue({ processorPath: fixture('slowProcessor'), threads: 1, maxQueue: 1 }));
    try {
      const responses = await Promise.all([1, 2, 3, 4].map(() => send(gw.url, gw.key, '/v1/analyze-batch', { document: PDF })));
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
      expect(statuses).toContain(503);
      const refused = responses.find((r) => r.status === 503)!;
      expect(((await refused.json()) as { code: string }).code).toBe('SERVICE_UNAVAILABLE');
      // Clients that retry on 503 are told when.
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await gw.close();
    }
  });
});
