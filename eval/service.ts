/**
 * Talking to the running service as a client would: one JSON request per case (the body the corpus
 * README prescribes), a few requests in flight. Shared by the corpus cases and the generated ones.
 */
import type { CorpusCase, Outcome } from './corpus';

export interface Service {
  url: string;
  key: string;
}

/** Sends one case with its PDF; a failed request is an outcome too (scored zero), never a throw. */
export async function sendCase(service: Service, c: CorpusCase, pdf: Uint8Array): Promise<Outcome<any>> {
  const document = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('base64');
  const route = c.kind === 'classify' ? '/v1/classify' : '/v1/analyze-batch';
  const body = c.kind === 'classify' ? { ...c.request, document, document_type: 'pdf' } : { ...c.request, document };
  const started = performance.now();
  let res: Response;
  try {
    res = await fetch(service.url + route, {
      method: 'POST',
      headers: { authorization: `Bearer ${service.key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (err) {
    // No answer at all (connection lost, no headers within fetch's 300 s on an overloaded machine): scored zero.
    console.warn(`${c.id}: no answer (${(err as Error).cause ?? (err as Error).message})`);
    return { ok: false, status: 0, latencyMs: performance.now() - started };
  }
  const json = (await res.json().catch(() => ({}))) as { data?: unknown };
  if (!res.ok) console.warn(`${c.id}: HTTP ${res.status} ${JSON.stringify(json)}`);
  return { ok: res.ok, status: res.status, latencyMs: performance.now() - started, data: json.data };
}

export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i]!, i);
      }
    }),
  );
  return results;
}
