/**
 * options.evidence over HTTP and MCP against the real service: with it every extracted field says where
 * it was read (checked against the generated PDF's layout); without it, no evidence key at all; a wrong
 * value is a 400 with {error, code} and the service goes on serving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchResult, ClassificationResult, type Evidence } from '@wcab/contract';
import { makeTextPdf } from '@wcab/testkit';
import { post, startTestServer, type TestServer } from '../../../test/support/server';
import { toBase64 } from '../../../test/support/pdfs';
import { connect } from '../../../packages/mcp/test/support';

let server: TestServer;
let key: string;
let pdf: string;

/** Where the generated page prints its lines (testkit textPdf: 11 pt Helvetica, 72 pt margins, 14.3 pt leading). */
const lineTop = (line: number) => 72 + line * 11 * 1.3;

const NOTICE = [
  "WORKERS' COMPENSATION APPEALS BOARD",
  'ROSA NGUYEN,',
  'Applicant,',
  'vs.',
  'OLIVE TREE BAKERY; STATE COMPENSATION INSURANCE FUND,',
  'Defendants.',
  'Case No. ADJ7654321',
  'NOTICE OF HEARING',
  'A Status Conference is set for May 12, 2025 at 1:30 p.m. at the Oakland District Office.',
  'Dated: March 3, 2025',
];

beforeAll(async () => {
  server = await startTestServer();
  key = (await server.createKey('enterprise')).key;
  pdf = toBase64(await makeTextPdf([NOTICE]));
});
afterAll(() => server.close());

/** On page 1, on printed line `line` (0-based), with a snippet holding `value`. */
function onLine(e: Evidence | null | undefined, line: number, value: string) {
  expect(e, value).toBeTruthy();
  expect(e!.page).toBe(1);
  expect(e!.source).toBe('text_layer');
  expect(e!.text).toContain(value);
  const [x0, y0, x1, y1] = e!.bbox! as [number, number, number, number];
  expect(x0).toBeGreaterThanOrEqual(72);
  expect(x1).toBeGreaterThan(x0);
  // The glyphs sit between the line's top (baseline minus the font size) and its baseline plus descenders.
  expect(y0).toBeGreaterThanOrEqual(lineTop(line) - 0.5);
  expect(y1).toBeLessThanOrEqual(lineTop(line) + 11 + 3);
  expect(y1).toBeGreaterThan(y0);
  expect(e!.confidence).toBeGreaterThan(0);
  expect(e!.confidence).toBeLessThanOrEqual(1);
}

describe('/v1/classify options.evidence', () => {
  it('true: every field carries evidence on the line it is printed on', async () => {
    const res = await post(`${server.url}/v1/classify`, { document: pdf, options: { extract_adj: true, extract_dates: true, evidence: true } }, key);
    expect(res.status).toBe(200);
    const data = ClassificationResult.parse(((await res.json()) as { data: unknown }).data);
    onLine(data.evidence?.document_type, 7, 'NOTICE OF HEARING');
    const adj = data.adj_numbers[0]!;
    expect(adj.number).toBe('ADJ7654321');
    onLine(adj.evidence?.number, 6, 'ADJ7654321');
    onLine(adj.evidence?.claimant_name, 1, 'ROSA NGUYEN');
    onLine(adj.evidence?.employer, 4, 'OLIVE TREE BAKERY');
    const hearing = data.dates.find((d) => d.date === '2025-05-12')!;
    onLine(hearing.evidence?.date, 8, 'May 12, 2025');
    onLine(hearing.evidence?.type, 8, 'Status Conference');
    onLine(hearing.evidence?.location, 8, 'Oakland District Office');
    expect(data.evidence?.parties).toHaveLength(data.parties.length);
    onLine(data.evidence!.parties![data.parties.indexOf('Rosa Nguyen')], 1, 'ROSA NGUYEN');
  });

  it('false or absent: no evidence key anywhere', async () => {
    for (const options of [
      { extract_adj: true, extract_dates: true, evidence: false },
      { extract_adj: true, extract_dates: true },
    ]) {
      const res = await post(`${server.url}/v1/classify`, { document: pdf, options }, key);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).toContain('ADJ7654321');
      expect(text).not.toContain('"evidence"');
    }
  });

  it('a non-boolean evidence option is a 400 with {error, code}, and the next request is served', async () => {
    const res = await post(`${server.url}/v1/classify`, { document: pdf, options: { evidence: 'yes' } }, key);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; code: string };
    expect(body.code).toBe('BAD_REQUEST');
    expect(body.error).toMatch(/evidence/);
    expect((await post(`${server.url}/v1/classify`, { document: pdf }, key)).status).toBe(200);
  });
});

describe('/v1/analyze-batch options.evidence', () => {
  it("each document's applicant, date, type and ADJ numbers with evidence; none without", async () => {
    const res = await post(`${server.url}/v1/analyze-batch`, { document: pdf, options: { evidence: true } }, key);
    expect(res.status).toBe(200);
    const doc = BatchResult.parse(((await res.json()) as { data: unknown }).data).documents[0]!;
    expect(doc.applicant_name).toBe('Rosa Nguyen');
    onLine(doc.evidence?.applicant_name, 1, 'ROSA NGUYEN');
    expect(doc.document_date).toBe('20250303');
    onLine(doc.evidence?.document_date, 9, 'March 3, 2025');
    onLine(doc.evidence?.doc_type, 7, 'NOTICE OF HEARING');
    onLine(doc.evidence?.adj_numbers?.[0], 6, 'ADJ7654321');
    onLine(doc.calendar_dates[0]!.evidence?.date, 8, 'May 12, 2025');
    const plain = await post(`${server.url}/v1/analyze-batch`, { document: pdf }, key);
    expect(await plain.text()).not.toContain('"evidence"');
  });
});

describe('MCP analyze_batch options.evidence', () => {
  it('takes the same option and returns the same evidence', async () => {
    const { client, close } = await connect(server.url, key, 'legacy');
    try {
      const result = await client.callTool({ name: 'analyze_batch', arguments: { document: pdf, options: { evidence: true } } });
      expect(result.isError).toBeFalsy();
      const doc = BatchResult.parse(result.structuredContent).documents[0]!;
      onLine(doc.evidence?.adj_numbers?.[0], 6, 'ADJ7654321');
      onLine(doc.evidence?.doc_type, 7, 'NOTICE OF HEARING');
      const plain = await client.callTool({ name: 'analyze_batch', arguments: { document: pdf } });
      expect(JSON.stringify(plain.structuredContent)).not.toContain('evidence');
    } finally {
      await close();
    }
  });
});

describe('MCP classify_document options.evidence', () => {
  it('takes the same option and returns the same evidence', async () => {
    const { client, close } = await connect(server.url, key, 'legacy');
    try {
      const result = await client.callTool({ name: 'classify_document', arguments: { document: pdf, options: { extract_adj: true, evidence: true } } });
      expect(result.isError).toBeFalsy();
      const data = ClassificationResult.parse(result.structuredContent);
      onLine(data.adj_numbers[0]!.evidence?.number, 6, 'ADJ7654321');
      onLine(data.evidence?.document_type, 7, 'NOTICE OF HEARING');
      const plain = await client.callTool({ name: 'classify_document', arguments: { document: pdf, options: { extract_adj: true } } });
      expect(JSON.stringify(plain.structuredContent)).not.toContain('evidence');
    } finally {
      await close();
    }
  });
});
