/**
 * `npm run bench -- gateway`: requests per second and p50/p99 latency of GET /health and of an
 * authenticated POST /v1/classify on a 1-page text PDF, with autocannon against the real process.
 */
import autocannon from 'autocannon';
import { textPdf, toBase64 } from '../test/support/pdfs';
import { startService } from './serverProcess';

interface Figures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(name: string, opts: autocannon.Options): Promise<Figures> {
  const result = await autocannon({ connections: 8, duration: 8, ...opts });
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx };
}

export async function benchGateway(): Promise<void> {
  const service = await startService({}, 'apps/api/src/main.ts', 'enterprise');
  try {
    const document = toBase64(await textPdf([['WORKERS COMPENSATION APPEALS BOARD', 'NOTICE OF HEARING', 'Case Number: ADJ1234567']]));
    // Warm the worker threads (PDFium init) before measuring.
    for (let i = 0; i < 5; i++) {
      await fetch(`${service.url}/v1/classify`, {
        method: 'POST',
        headers: { authorization: `Bearer ${service.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ document }),
      });
    }
    const figures = [
      await load('GET /health', { url: `${service.url}/health` }),
      await load('POST /v1/classify (1-page text PDF)', {
        url: `${service.url}/v1/classify`,
        method: 'POST',
        headers: { authorization: `Bearer ${service.key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ document, options: { extract_dates: true, extract_adj: true } }),
        // Stay under the enterprise burst (1,000 a minute) so the figures are of work, not of 429s.
        amount: 950,
      }),
    ];
    console.log('\nbench gateway (8 connections)');
    console.table(figures.map((f) => ({ route: f.name, 'req/s': Math.round(f.rps), 'p50 ms': f.p50, 'p99 ms': f.p99, 'non-2xx': f.non2xx })));
  } finally {
    await service.stop();
  }
}
