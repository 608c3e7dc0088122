/** The OpenAPI document generated from the contract, and the API reference page served locally. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('API documentation', () => {
  it('GET /openapi.json is OpenAPI 3.1 with auth, errors and rate-limit headers', async () => {
    const res = await fetch(`${server.url}/openapi.json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as any;
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/classify', '/v1/analyze-batch', '/health', '/v1/jobs/{id}', '/v1/separator-sheet']));
    expect(doc.paths['/v1/analyze-batch'].post.responses['202'].headers.Location).toBeDefined();
    expect(doc.components.schemas.Job.properties.status.$ref).toBe('#/components/schemas/JobState');
    expect(doc.components.schemas.JobState.enum).toEqual(['queued', 'running', 'succeeded', 'failed', 'cancelled']);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    const classify = doc.paths['/v1/classify'].post;
    expect(classify.security).toEqual([{ bearerAuth: [] }]);
    expect(Object.keys(classify.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '413', '429', '500', '503', '504']));
    expect(Object.keys(classify.responses['200'].headers)).toEqual(
      expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-Quota-Limit']),
    );
    expect(classify.responses['429'].headers['Retry-After']).toBeDefined();
    const result = doc.components.schemas.ClassificationResult;
    expect(result.required).toEqual(
      expect.arrayContaining(['document_type', 'confidence', 'summary', 'page_count', 'parties', 'case_numbers', 'dates', 'adj_numbers']),
    );
    expect(doc.components.schemas.DocumentType.enum).toContain('court_order');
    expect(doc.components.schemas.Error.properties.code.enum).toEqual(expect.arrayContaining(['UNAUTHORIZED', 'RATE_LIMITED', 'QUOTA_EXCEEDED', 'TIMEOUT']));
  });

  it('GET /docs renders the reference from local assets only', async () => {
    const page = await fetch(`${server.url}/docs`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('swagger-ui');
    expect(html).not.toMatch(/https?:\/\//);
    for (const asset of ['/docs/assets/swagger-ui-bundle.js', '/docs/assets/swagger-ui.css', '/docs/init.js']) {
      const res = await fetch(server.url + asset);
      expect(res.status, asset).toBe(200);
      expect((await res.text()).length).toBeGreaterThan(10);
    }
  });
});
