/**
 * The request examples of the served OpenAPI document are real: posted as they are, each is answered 200
 * with a real filing (a type, a label of the office's, the notice's case and hearing), and nowhere a
 * generator's placeholder ("string", 0, true where a value was made up). Swagger UI's "Try it out" sends
 * these examples; the browser test (docsBrowser.test.ts) presses the button, this one checks every route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestServer, type TestServer } from '../../../test/support/server';

let server: TestServer;
let key: string;
let doc: any;
beforeAll(async () => {
  server = await startTestServer();
  key = (await server.createKey('enterprise')).key;
  doc = await (await fetch(`${server.url}/openapi.json`)).json();
});
afterAll(() => server?.close());

/** Every string in `value` (deep), for the placeholder check. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

/** Every `example` in the document, with where it is. */
function examples(node: unknown, at = '#'): { at: string; example: unknown }[] {
  if (!node || typeof node !== 'object') return [];
  const own = 'example' in node ? [{ at, example: (node as { example: unknown }).example }] : [];
  return [...own, ...Object.entries(node).flatMap(([k, v]) => (k === 'example' ? [] : examples(v, `${at}/${k}`)))];
}

describe('OpenAPI request examples', () => {
  it('no example is a placeholder, and the JSON bodies, labels, cases and split have real ones', () => {
    const all = examples(doc);
    expect(all.length).toBeGreaterThan(5);
    for (const { at, example } of all) expect(strings(example), at).not.toContain('string');
    const classify = doc.paths['/v1/classify'].post.requestBody.content['application/json'].example;
    expect(classify.activity_types).toContain('Notice of Hearing');
    expect(classify.cases[0].adj_number).toMatch(/^ADJ\d{7,8}$/);
    expect(Buffer.from(classify.document, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const batch = doc.paths['/v1/analyze-batch'].post.requestBody.content['application/json'].example;
    expect(batch.options.split).toBe('auto');
    expect(doc.components.schemas.ActivityTypes?.example ?? doc.components.schemas.ClassifyRequest.properties.activity_types.example).toContain(
      'Medical Report',
    );
  });

  it('/v1/classify answers its example with the notice it is: type, label, case, hearing with its time', async () => {
    const example = doc.paths['/v1/classify'].post.requestBody.content['application/json'].example;
    const res = await post(`${server.url}/v1/classify`, example, key);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: any };
    expect(data.document_type).toBe('wcab_form');
    expect(data.activity_type).toBe('Notice of Hearing');
    expect(data.adj_numbers.map((a: { number: string }) => a.number)).toEqual(['ADJ1234567']);
    expect(data.dates).toContainEqual(expect.objectContaining({ date: '2027-01-12', time: '08:30', type: 'hearing' }));
    expect(strings(data)).not.toContain('string');
  });

  it('/v1/analyze-batch answers its example with one document filed under the case, named by it', async () => {
    const example = doc.paths['/v1/analyze-batch'].post.requestBody.content['application/json'].example;
    const res = await post(`${server.url}/v1/analyze-batch`, example, key);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: any };
    expect(data.documents).toHaveLength(1);
    const [only] = data.documents;
    expect(only).toMatchObject({ doc_type: 'Notice of Hearing', adj_numbers: ['ADJ1234567'] });
    expect(only.suggested_filename).not.toMatch(/string/i);
    expect(only.calendar_dates).toContainEqual(expect.objectContaining({ date: '2027-01-12', time: '08:30', type: 'hearing' }));
    expect(strings(data)).not.toContain('string');
  });

  it('refuses the old placeholder body ("string" labels are fine words, a "string" ADJ number is not)', async () => {
    const res = await post(
      `${server.url}/v1/classify`,
      {
        document: doc.paths['/v1/classify'].post.requestBody.content['application/json'].example.document,
        cases: [{ adj_number: 'string', claimant_name: 'string', employer: 'string' }],
      },
      key,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'BAD_REQUEST', error: expect.stringMatching(/^cases\.0\.adj_number: must be an ADJ number/) });
  });
});
