/**
 * The API reference in a real browser (Debian's chromium driven by playwright-core), opened the way
 * an office opens it: a LAN host name over plain HTTP. Chromium resolves `office-server` to this
 * machine (--host-resolver-rules), so the page is not on localhost, which browsers exempt from
 * `upgrade-insecure-requests`: with that directive the page's script would be fetched over https and
 * Swagger UI would stay blank.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, chromiumAvailable } from '../../../test/support/browser';
import { startTestServer, type TestServer } from '../../../test/support/server';
import { textPdf, toBase64 } from '../../../test/support/pdfs';

const available = chromiumAvailable;

const HOST = 'office-server';

let server: TestServer;
let browser: Browser;
let base: string;

beforeAll(async () => {
  if (!available) return;
  server = await startTestServer();
  base = `http://${HOST}:${server.port}`;
  browser = await launchChromium(HOST);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A page that records what the browser refused or failed to load. */
async function openPage(): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  // Playwright waits 30 s for a click or a fill by default; a loaded machine can take longer.
  page.setDefaultTimeout(60_000);
  const problems: string[] = [];
  page.on('requestfailed', (req) => problems.push(`failed: ${req.url()} ${req.failure()?.errorText}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  return { page, problems };
}

/** Opens /docs, authorises with `key` and opens "Try it out" on classify; the operation's block. */
async function tryOutClassify(page: Page, key: string): Promise<Locator> {
  return tryOut(page, key, 'classifyDocument');
}

async function tryOut(page: Page, key: string, operationId: string): Promise<Locator> {
  await page.goto(`${base}/docs`);
  await page.click('button.authorize');
  await page.fill('.auth-container input[type=text], .auth-container input[type=password]', key);
  await page.click('.auth-btn-wrapper button.authorize');
  await page.click('button.btn-done');
  const operation = page.locator(`#operations-default-${operationId}`);
  await operation.locator('.opblock-summary').click();
  await operation.locator('button.try-out__btn').click();
  return operation;
}

/** The answer the page shows after "Execute" (status 200 awaited). */
async function executedAnswer(operation: Locator): Promise<{ success: boolean; data: any }> {
  await operation.locator('button.execute').click();
  const status = operation.locator('.live-responses-table .response .response-col_status').first();
  await expect.poll(() => status.textContent(), { timeout: 150_000 }).toMatch(/200/);
  return JSON.parse((await operation.locator('.live-responses-table .response-col_description pre.microlight').first().textContent()) ?? '{}');
}

/** Every string in an answer, for the placeholder check. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

describe.skipIf(!available)('the API reference in chromium on a LAN name over plain HTTP', () => {
  it('"Try it out" then "Execute" with the examples as shown files a real notice: no placeholder sent or answered', async () => {
    const { key } = await server.createKey('pro');
    const { page, problems } = await openPage();
    try {
      const operation = await tryOutClassify(page, key);
      const contentType = operation.locator('.opblock-section-request-body select');
      if ((await contentType.count()) > 0) await contentType.first().selectOption('application/json');
      // The body is left exactly as the page fills it in.
      const sent = JSON.parse(await operation.locator('textarea.body-param__text').inputValue());
      expect(strings(sent)).not.toContain('string');
      expect(sent.activity_types).toContain('Notice of Hearing');
      const body = await executedAnswer(operation);
      expect(body.success).toBe(true);
      expect(body.data).toMatchObject({ document_type: 'wcab_form', activity_type: 'Notice of Hearing', case_numbers: ['ADJ1234567'] });
      expect(body.data.dates).toContainEqual(expect.objectContaining({ date: '2027-01-12', time: '08:30', type: 'hearing' }));
      expect(strings(body.data)).not.toContain('string');
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  }, 180_000);

  it('"Try it out" on analyze-batch with multipart/form-data: a picked file and the form as shown, answered with real labels', async () => {
    const { key } = await server.createKey('pro');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-batch-'));
    const file = path.join(dir, 'notice.pdf');
    fs.writeFileSync(
      file,
      await textPdf([['NOTICE OF HEARING', 'Case No. ADJ1234567', 'Applicant: Maria Lopez', 'A hearing is set on January 12, 2027 at 8:30 a.m.']]),
    );
    const { page, problems } = await openPage();
    try {
      const operation = await tryOut(page, key, 'analyzeBatch');
      await operation.locator('.opblock-section-request-body select').first().selectOption('multipart/form-data');
      await operation.locator('input[type=file]').setInputFiles(file);
      const body = await executedAnswer(operation);
      expect(body.success).toBe(true);
      expect(body.data.documents).toHaveLength(1);
      expect(body.data.documents[0]).toMatchObject({ doc_type: 'Notice of Hearing', adj_numbers: ['ADJ1234567'] });
      expect(strings(body.data)).not.toContain('string');
      expect(body.data.documents[0].suggested_filename).not.toMatch(/string/i);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('/docs: Swagger UI lists every operation, loaded over http without errors (GET / leads to the review page, /app)', async () => {
    const { page, problems } = await openPage();
    try {
      const response = await page.goto(`${base}/docs`);
      expect(response?.status()).toBe(200);
      expect(page.url()).toBe(`${base}/docs`);
      await page.waitForSelector('.opblock', { timeout: 60_000 });
      const operations = await page.locator('.opblock-summary-path').allTextContents();
      const paths = operations.map((p) => p.replace(/\u200b/g, '').trim());
      expect(paths).toEqual(expect.arrayContaining(['/v1/classify', '/v1/analyze-batch', '/v1/jobs/{id}', '/v1/separator-sheet', '/health']));
      expect(await page.locator('.info .title').textContent()).toContain('WCAB Document Intelligence API');
      expect(problems).toEqual([]);
      // The rest of the policy stays strict.
      const csp = (await response!.allHeaders())['content-security-policy'];
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("object-src 'none'");
    } finally {
      await page.close();
    }
  }, 180_000);

  it('"Authorize" then "Try it out" classifies a PDF from the page', async () => {
    const { key } = await server.createKey('pro');
    const { page, problems } = await openPage();
    try {
      const operation = await tryOutClassify(page, key);
      // The JSON body (other request content types may be listed before it).
      const contentType = operation.locator('.opblock-section-request-body select');
      if ((await contentType.count()) > 0) await contentType.first().selectOption('application/json');
      const pdf = toBase64(await textPdf([['NOTICE OF HEARING', 'Case No. ADJ1234567', 'Applicant: Maria Lopez']]));
      await operation.locator('textarea.body-param__text').fill(JSON.stringify({ document: pdf }));
      const body = await executedAnswer(operation);
      expect(body.success).toBe(true);
      expect(body.data.page_count).toBe(1);
      expect(body.data.case_numbers).toContain('ADJ1234567');
      // The call the page made went to the LAN name, with the key.
      const curl = await operation.locator('.curl-command').textContent();
      expect(curl).toContain(`${base}/v1/classify`);
      expect(curl).toContain(`Authorization: Bearer ${key}`);
      expect(problems).toEqual([]);
    } finally {
      await page.close();
    }
  }, 180_000);

  it('"Try it out" with multipart/form-data offers a file picker, and the picked PDF is classified', async () => {
    const { key } = await server.createKey('pro');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-upload-'));
    const file = path.join(dir, 'notice.pdf');
    fs.writeFileSync(file, await textPdf([['NOTICE OF HEARING', 'Case No. ADJ7654321', 'Applicant: Rosa Medina']]));
    const { page, problems } = await openPage();
    try {
      const operation = await tryOutClassify(page, key);
      await operation.locator('.opblock-section-request-body select').first().selectOption('multipart/form-data');
      const picker = operation.locator('input[type=file]');
      expect(await picker.count()).toBe(1);
      await picker.setInputFiles(file);
      const body = await executedAnswer(operation);
      expect(body.success).toBe(true);
      expect(body.data.page_count).toBe(1);
      expect(body.data.case_numbers).toContain('ADJ7654321');
      const curl = await operation.locator('.curl-command').textContent();
      expect(curl).toContain('multipart/form-data');
      expect(problems).toEqual([]);
    } finally {
      await page.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
