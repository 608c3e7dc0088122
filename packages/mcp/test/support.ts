/** Helpers for driving /mcp with the SDK's own client, and PDFs of chosen sizes. */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { PDFDocument } from 'pdf-lib';
import { textPdf } from '../../../test/support/pdfs';

export type Era = 'legacy' | 'modern';
export const ERAS: Era[] = ['legacy', 'modern'];
/** The revision each era negotiates with this SDK. */
export const ERA_VERSION: Record<Era, string> = { legacy: '2025-11-25', modern: '2026-07-28' };

export interface Exchange {
  method: string;
  status: number;
  headers: Headers;
  body: string;
}

export interface ConnectedClient {
  client: Client;
  /** Every HTTP exchange the client made, in order (request JSON and response headers). */
  exchanges: Exchange[];
  close(): Promise<void>;
}

/**
 * An SDK Client connected over Streamable HTTP with the key as a header, as MCP clients are
 * configured (`Authorization: Bearer <API_KEY>`). `legacy` runs the 2025 initialize handshake;
 * `modern` pins 2026-07-28 (server/discover, per-request envelope).
 */
export async function connect(url: string, key: string | undefined, era: Era, headers: Record<string, string> = {}): Promise<ConnectedClient> {
  const exchanges: Exchange[] = [];
  const client = new Client({ name: 'wcab-test', version: '1.0.0' }, era === 'modern' ? { versionNegotiation: { mode: { pin: '2026-07-28' } } } : {});
  const transport = new StreamableHTTPClientTransport(new URL(`${url}/mcp`), {
    requestInit: { headers: { ...(key ? { Authorization: `Bearer ${key}` } : {}), ...headers } },
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      exchanges.push({ method: init?.method ?? 'GET', status: response.status, headers: response.headers, body: String(init?.body ?? '') });
      return response;
    },
  });
  await client.connect(transport);
  return { client, exchanges, close: () => client.close() };
}

/** The HTTP exchange that carried a JSON-RPC method (the last one). */
export function exchangeFor(exchanges: Exchange[], method: string): Exchange {
  const found = exchanges.filter((e) => e.body.includes(`"method":"${method}"`)).at(-1);
  if (!found) throw new Error(`no exchange for ${method}`);
  return found;
}

export function textOf(result: { content?: unknown }): string {
  const content = (result.content ?? []) as Array<{ type: string; text?: string }>;
  return content
    .filter((c) => c.type === 'text')
    .map((c) => c.text ?? '')
    .join('\n');
}

/** A real PDF (two text pages) padded with an unreferenced stream to about `bytes` bytes. */
export async function paddedPdf(bytes: number): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await textPdf([['PADDED DOCUMENT', 'Case Number: ADJ1234567'], ['page two']]));
  const current = (await doc.save()).length;
  const pad = Math.max(0, bytes - current - 200);
  // Random bytes do not compress, so the file really is this large.
  const filler = new Uint8Array(pad);
  for (let i = 0; i < pad; i += 65_536) crypto.getRandomValues(filler.subarray(i, Math.min(pad, i + 65_536)));
  doc.context.register(doc.context.stream(filler));
  return doc.save({ useObjectStreams: false });
}

/** A two-page WCAB-like PDF with two ADJ numbers. */
export function wcabPdf(): Promise<Uint8Array> {
  return textPdf([
    ['WORKERS COMPENSATION APPEALS BOARD', 'STATE OF CALIFORNIA', 'Case Number: ADJ1234567', 'MARIA GARCIA, Applicant'],
    ['Related case ADJ7654321', 'Proof of service'],
  ]);
}
