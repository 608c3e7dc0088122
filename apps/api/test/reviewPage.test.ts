/**
 * The review page (/app, packages/web) in Debian's Chromium driven by playwright-core, opened on a LAN
 * name over plain HTTP as an office opens it (issue 33's "Done when"): a scanned batch is dropped on the
 * page, read as an asynchronous job behind a progress bar, one document's label and one boundary are
 * corrected and saved (POST /v1/feedback), the zip and the .ics are downloaded and read back, and a second
 * batch of the corrected layout comes back answered as corrected. Bad input (a key that is not valid or
 * was revoked, one that stops working while the tab is open, a file that is not a PDF or scan, an empty
 * file, a PDF that cannot be read) gets a message on the page. A slip is undone by keyboard. axe-core checks the page at each step; at 200 % zoom nothing scrolls sideways. Screenshots
 * of the steps go to a temporary directory, or to docs/review-page/ (the README shows two) when
 * REVIEW_PAGE_SHOTS names it: a test run leaves the checkout as it found it.
 */
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PDFDocument } from 'pdf-lib';
import { unzipSync } from 'fflate';
import { concatPdfs, makeTextPdf, makeTruncatedPdf, rasterizePdf, scanToImage } from '@wcab/testkit';
import { separatorSheetPdf } from '@wcab/sheets';
import { launchChromium, chromiumAvailable } from '../../../test/support/browser';
import { SHEET_WIDTH, THUMB_WIDTH } from '../../../packages/web/app/imageWidths';
import { startTestServer, type TestServer } from '../../../test/support/server';

// What the callbacks handed to page.evaluate find in the browser (this file is typed for Node).
declare const window: any;
declare const document: any;
declare const sessionStorage: any;
declare const localStorage: any;
declare const DataTransfer: any;

const available = chromiumAvailable;

const HOST = 'office-server';
const REPO = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHOTS_KEPT = Boolean(process.env.REVIEW_PAGE_SHOTS);
const SHOTS = SHOTS_KEPT ? path.resolve(REPO, process.env.REVIEW_PAGE_SHOTS as string) : path.join(os.tmpdir(), `review-page-shots-${process.pid}`);
const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const LABELS = ['Notice of Hearing', 'Medical Report', 'Ortho Follow-Up', 'Correspondence'];

/** One clinic's progress report: the same layout with another patient, date and findings each time. */
function progressNote(first: string, last: string, day: string, finding: string): string[] {
  return [
    'NORTHGATE ORTHOPAEDIC MEDICAL GROUP',
    '2200 Alder Street, Suite 4, Fresno, CA 93701',
    `Patient: ${last.toUpperCase()}, ${first.toUpperCase()}        Visit date: ${day}`,
    'PRIMARY TREATING PHYSICIAN PROGRESS REPORT',
    'Subjective complaints:',
    `The patient reports ${finding} and continued stiffness in the morning.`,
    'Objective findings:',
    'Range of motion is reduced; strength is 4/5 in the affected limb.',
    'Diagnosis: lumbar strain. Treatment plan: continue the home exercise program.',
    'Work status: modified duty, no lifting over 10 pounds.',
    'Attending physician: Ruth Okafor, M.D.',
  ];
}

const NOTICE = [
  'WORKERS COMPENSATION APPEALS BOARD',
  'NOTICE OF HEARING',
  'Case No. ADJ1234567',
  'Applicant: Maria Garcia',
  'Employer: Valley Packing Co.',
  'A hearing is set on January 12, 2027 at 8:30 a.m.',
  'Location: Fresno District Office, 2550 Mariposa Mall, Fresno',
];
const LETTER = [
  'LAW OFFICES OF HARMON & REYES',
  'March 20, 2025',
  'Re: Maria Garcia v. Valley Packing Co., ADJ1234567',
  'Dear Counsel:',
  'Please find enclosed the records you requested. Kindly confirm receipt.',
  'Very truly yours, Elena Reyes',
];

let server: TestServer;
let browser: Browser;
let base: string;
let scanned: Uint8Array;

beforeAll(async () => {
  if (!available) return;
  fs.mkdirSync(SHOTS, { recursive: true });
  server = await startTestServer();
  base = `http://${HOST}:${server.port}`;
  // A scanned batch: the notice, a separator sheet, then the clinic's report and a letter behind one sheet.
  const text = await concatPdfs([
    await makeTextPdf([NOTICE]),
    await separatorSheetPdf({}),
    await makeTextPdf([progressNote('Maria', 'Garcia', '03/14/2025', 'low back pain'), LETTER]),
  ]);
  scanned = await rasterizePdf(text, { dpi: 150 });
  browser = await launchChromium(HOST);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (!SHOTS_KEPT) fs.rmSync(SHOTS, { recursive: true, force: true });
});

async function openPage(): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  const problems: string[] = [];
  page.on('requestfailed', (req) => problems.push(`failed: ${req.url()} ${req.failure()?.errorText}`));
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  page.on('console', (msg) => {
    // A refused call (401, 400) is logged by the browser as a failed resource; the page's own errors are not expected.
    if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) problems.push(`console: ${msg.text()}`);
  });
  return { page, problems };
}

/** axe-core in the page: the serious and critical violations (none expected). */
async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol (the page's own policy allows only its own scripts).
  await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const results = await (
      window as unknown as { axe: { run: () => Promise<{ violations: Array<{ id: string; impact: string; nodes: unknown[] }> }> } }
    ).axe.run();
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}, ${v.nodes} nodes)`);
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, name), fullPage: true });

async function alertText(page: Page): Promise<string> {
  const alert = page.locator('[role=alert]');
  await expect.poll(async () => (await alert.textContent()) ?? '', { timeout: 30_000 }).not.toBe('');
  return (await alert.textContent()) ?? '';
}

async function signIn(page: Page, key: string) {
  await page.goto(`${base}/`);
  expect(page.url()).toBe(`${base}/app`);
  // By keyboard: the key field is reachable with Tab and Enter sends the form.
  for (let i = 0; i < 6 && !(await page.evaluate(() => document.activeElement?.id === 'api-key')); i++) await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('api-key');
  await page.keyboard.type(key);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Send work' }).waitFor();
}

/** Files dropped on the page's drop area, as when dragged from the desktop. */
async function drop(page: Page, files: Array<{ name: string; type: string; bytes: Uint8Array }>) {
  const transfer = await page.evaluateHandle(
    (list) => {
      const data = new DataTransfer();
      for (const f of list) data.items.add(new File([Uint8Array.from(atob(f.b64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
      return data;
    },
    files.map((f) => ({ name: f.name, type: f.type, b64: Buffer.from(f.bytes).toString('base64') })),
  );
  await page.dispatchEvent('.drop', 'drop', { dataTransfer: transfer });
}

async function download(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync((await file.path())!) };
}

describe.skipIf(!available)('the review page in chromium on a LAN name over plain HTTP', () => {
  it('refuses bad input with a message on the page: a wrong key, a revoked key, a key that expires while the tab is open, a file that is not a document, an empty file, an unreadable PDF', async () => {
    const revoked = await server.createKey('pro', ['classify', 'batch', 'feedback']);
    await server.revokeKey(revoked.id);
    const { key, id: keyId } = await server.createKey('pro', ['classify', 'batch', 'feedback']);
    const { page, problems } = await openPage();
    try {
      await page.goto(`${base}/`);
      expect(page.url()).toBe(`${base}/app`);
      await page.getByRole('textbox', { name: 'API key' }).fill('wcab_live_not-a-key');
      await page.getByRole('button', { name: 'Use this key' }).click();
      expect(await alertText(page)).toMatch(/API key was refused/);
      await shot(page, '05-bad-key.png');
      await page.getByRole('button', { name: 'Dismiss' }).click();
      await page.getByRole('textbox', { name: 'API key' }).fill(revoked.key);
      await page.getByRole('button', { name: 'Use this key' }).click();
      expect(await alertText(page)).toMatch(/API key was refused \(it is wrong, expired or revoked\): Invalid API key \(UNAUTHORIZED\)/);
      // Nothing of the key went into the address.
      expect(page.url()).toBe(`${base}/app`);

      await page.getByRole('textbox', { name: 'API key' }).fill(key);
      await page.getByRole('button', { name: 'Use this key' }).click();
      await page.getByRole('heading', { name: 'Send work' }).waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('wcab.apiKey'))).toBe(key);
      expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(key);

      const files = page.locator('#files');
      await files.setInputFiles({ name: 'minutes.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('PK\u0003\u0004 not a scan') });
      await page.getByRole('button', { name: 'Read them' }).click();
      expect(await alertText(page)).toMatch(/"minutes\.docx" is not a PDF, TIFF, JPEG or PNG/);
      await page.getByRole('button', { name: 'Dismiss' }).click();
      await files.setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
      await page.getByRole('button', { name: 'Read them' }).click();
      expect(await alertText(page)).toMatch(/"empty\.pdf" is empty \(0 bytes\)/);
      await page.getByRole('button', { name: 'Dismiss' }).click();
      // A PDF the service cannot read: the service's own message, with its code.
      await files.setInputFiles({ name: 'torn.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await makeTruncatedPdf(0.3)) });
      await page.getByRole('button', { name: 'Read them' }).click();
      await expect.poll(async () => (await page.locator('main').textContent()) ?? '', { timeout: 60_000 }).toMatch(/INVALID_PDF/);
      await shot(page, '06-unreadable-pdf.png');
      expect(await seriousViolations(page)).toEqual([]);

      // The key stops working while the tab is open (it expired or was revoked): the next call says so on
      // the page and asks for a key again, and the dead key is forgotten.
      if (await page.getByRole('button', { name: 'Dismiss' }).isVisible()) await page.getByRole('button', { name: 'Dismiss' }).click();
      await server.revokeKey(keyId);
      await files.setInputFiles({ name: 'notice.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await makeTextPdf([['NOTICE OF HEARING']])) });
      await page.getByRole('button', { name: 'Read them' }).click();
      expect(await alertText(page)).toMatch(/API key was refused \(it is wrong, expired or revoked\): Invalid API key \(UNAUTHORIZED\)/);
      await page.getByRole('textbox', { name: 'API key' }).waitFor();
      expect(await page.evaluate(() => sessionStorage.getItem('wcab.apiKey'))).toBeNull();
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('drop a scanned batch, watch it read, correct a label and a boundary, save, download the zip and the .ics, and see the next batch answered as corrected', async () => {
    const { key } = await server.createKey('pro', ['classify', 'batch', 'feedback']);
    const { page, problems } = await openPage();
    try {
      await signIn(page, key);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByLabel(/Activity labels/).fill(LABELS.join('\n'));
      await page.getByLabel('Split the batch').selectOption('separators');
      // The known cases loaded from a CSV file (a header line, then ADJ number, applicant, employer).
      await page.locator('#cases-file').setInputFiles({
        name: 'cases.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('adj_number,applicant,employer\nADJ1234567,Maria Garcia,Valley Packing Co.\n'),
      });
      await expect.poll(() => page.getByLabel(/Known cases: paste CSV/).inputValue()).toContain('ADJ1234567,Maria Garcia');
      // Dropped on the page, as a file dragged from the desktop.
      await drop(page, [{ name: 'batch-scan.pdf', type: 'application/pdf', bytes: scanned }]);
      await page.getByRole('list', { name: 'Chosen files' }).getByText('batch-scan.pdf').waitFor();
      await shot(page, '01-send-work.png');
      await page.getByRole('button', { name: 'Read them' }).click();

      // The asynchronous job behind a progress bar, then its documents.
      await page.locator('progress').waitFor();
      // The bar fills as the job reports its work, every stage counted.
      await page.getByText(/Reading: \d+ % done/).waitFor({ timeout: 60_000 });
      await shot(page, '02-progress.png');
      await page.getByRole('heading', { name: /^Document 2: pages 3-4/ }).waitFor({ timeout: 90_000 });
      expect(await page.locator('.page.separator').count()).toBe(1);
      expect(await page.locator('.page.split').count()).toBe(1);
      // The pages themselves in the page strip, drawn by the service (the separator sheet is in no document, so
      // drawn as an outline).
      const strip = page.getByRole('list', { name: 'Pages in order' });
      const drawn = () => strip.locator('img.thumb').evaluateAll((imgs: any[]) => imgs.filter((img) => img.complete && img.naturalWidth > 0).length);
      await expect.poll(drawn, { timeout: 60_000 }).toBe(3);
      expect(await strip.locator('.page.separator img').count()).toBe(0);
      expect(await page.getByLabel('Applicant', { exact: true }).first().inputValue()).toBe('Maria Garcia');

      // Where was the applicant read? Its page is lit and its box drawn (by keyboard: Space on the button).
      const where = page.getByRole('button', { name: /Where\? \(applicant\)/ }).first();
      await where.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => where.getAttribute('aria-pressed')).toBe('true');
      await page
        .locator('figure.evidence figcaption')
        .getByText(/The applicant was read on page \d+ \(by OCR\)/)
        .waitFor();
      expect(await page.locator('.page.lit').count()).toBe(1);
      await expect
        .poll(
          () =>
            page
              .locator('figure.evidence .sheet img')
              .evaluate((img: any) => img.complete && img.naturalWidth)
              .catch(() => 0),
          { timeout: 60_000 },
        )
        .toBe(SHEET_WIDTH);
      expect(await page.locator('figure.evidence .box').count()).toBe(1);

      // Corrections: the clinic's report is an "Ortho Follow-Up", and the letter behind it is its own document.
      const report = page.locator('article', { has: page.getByRole('heading', { name: /^Document 2: pages 3-4/ }) });
      await report.getByLabel('Activity label', { exact: true }).selectOption('Ortho Follow-Up');
      // The file name follows the label, named the way the service names files.
      expect(await report.getByLabel('File name').inputValue()).toMatch(/^(\d{8}|undated)-ortho-follow-up-garcia\.pdf$/);
      const clinicFile = await report.getByLabel('File name').inputValue();
      await report.getByLabel('Document type').selectOption('medical_report');
      await report.getByLabel('Split before page').fill('4');
      await report.getByRole('button', { name: 'Split document 2' }).click();
      const clinic = page.locator('article', { has: page.getByRole('heading', { name: /^Document 2: pages 3-3/ }) });
      const letter = page.locator('article', { has: page.getByRole('heading', { name: /^Document 3: pages 4-4/ }) });
      // Each document beside its own pages: the split moved page 4 to the letter.
      expect(await clinic.getByRole('list', { name: 'Pages of document 2' }).locator('.page-no').allTextContents()).toEqual(['Page 3']);
      expect(await letter.getByRole('list', { name: 'Pages of document 3' }).locator('.page-no').allTextContents()).toEqual(['Page 4']);
      await letter.getByLabel('Activity label', { exact: true }).selectOption('Correspondence');
      await letter.getByLabel('File name').fill('Garcia letter from Harmon & Reyes');
      // The hearing's place, as the office files it.
      const notice = page.locator('article', { has: page.getByRole('heading', { name: /^Document 1: pages 1-1/ }) });
      await notice.getByLabel('Place', { exact: true }).first().fill('WCAB Fresno, 2550 Mariposa Mall');
      // A slip, undone by keyboard: Ctrl+Z on the label just changed, then the Undo button with Enter.
      const noticeLabel = notice.getByLabel('Activity label', { exact: true });
      await noticeLabel.selectOption('Medical Report');
      await notice.getByLabel('Applicant', { exact: true }).fill('Mario Garcia');
      await noticeLabel.focus();
      await page.keyboard.press('Control+z');
      await expect.poll(() => notice.getByLabel('Applicant', { exact: true }).inputValue()).toBe('Maria Garcia');
      await page.getByRole('status').getByText('Undone: the applicant of document 1.').waitFor();
      const undoButton = page.getByRole('button', { name: 'Undo: the label of document 1' });
      await undoButton.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => noticeLabel.inputValue()).toBe('Notice of Hearing');
      // The place typed before the slip stays.
      expect(await notice.getByLabel('Place', { exact: true }).first().inputValue()).toBe('WCAB Fresno, 2550 Mariposa Mall');
      await page.locator('section', { has: page.getByRole('heading', { name: 'batch-scan.pdf' }) }).screenshot({ path: path.join(SHOTS, '03-review.png') });
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: /^Save \d+ corrections?/ }).click();
      await page
        .getByRole('status')
        .getByText(/corrections? saved/)
        .waitFor();
      await clinic.getByText(/Saved as correction fb_/).waitFor();
      await expect.poll(async () => (await clinic.textContent()) ?? '').toMatch(/later answers learn: .*layout/);
      await shot(page, '04-saved.png');

      // The corrections are the service's now.
      const listed = (await (await fetch(`${server.url}/v1/feedback`, { headers: { authorization: `Bearer ${key}` } })).json()) as {
        data: { corrections: Array<{ document_index: number; correct: Record<string, unknown> }> };
      };
      const taught = listed.data.corrections.map((c) => ({ index: c.document_index, ...c.correct }));
      expect(taught).toContainEqual(
        expect.objectContaining({ index: 2, doc_type: 'Ortho Follow-Up', document_type: 'medical_report', start_page: 3, end_page: 3 }),
      );
      expect(taught).toContainEqual(expect.objectContaining({ index: 2, doc_type: 'Correspondence', start_page: 4, end_page: 4 }));

      // The zip: three documents, named as corrected, one page each.
      const zip = await download(page, 'Download all (zip)');
      expect(zip.name).toBe('batch-scan-documents.zip');
      const entries = unzipSync(new Uint8Array(zip.bytes));
      const names = Object.keys(entries);
      expect(names).toHaveLength(3);
      expect(names).toContain('Garcia letter from Harmon & Reyes.pdf');
      expect(names).toContain(clinicFile);
      for (const name of names) expect((await PDFDocument.load(entries[name]!)).getPageCount()).toBe(1);
      // One document alone, by its corrected name.
      const single = await download(page, 'Download document 3 (PDF)');
      expect(single.name).toBe('Garcia letter from Harmon & Reyes.pdf');
      expect((await PDFDocument.load(new Uint8Array(single.bytes))).getPageCount()).toBe(1);
      // The .ics: the hearing, at its corrected place.
      const ics = await download(page, 'Download hearings (.ics)');
      const calendar = ics.bytes.toString('utf8');
      expect(calendar).toContain('BEGIN:VEVENT');
      expect(calendar).toMatch(/DTSTART;TZID=America\/Los_Angeles:20270112T083000/);
      expect(calendar.replace(/\r\n /g, '')).toContain('LOCATION:WCAB Fresno\\, 2550 Mariposa Mall');

      // The next work, two files at once: another report of the clinic, answered "Ortho Follow-Up" without a
      // correction, and a notice photographed as a PNG.
      await drop(page, [
        { name: 'next-batch.pdf', type: 'application/pdf', bytes: await makeTextPdf([progressNote('Tuan', 'Nguyen', '11/02/2024', 'neck pain')]) },
        { name: 'notice.png', type: 'image/png', bytes: await scanToImage(await makeTextPdf([NOTICE]), { format: 'png', dpi: 150 }) },
      ]);
      await page.getByRole('button', { name: 'Read them' }).click();
      const next = page.locator('section', { has: page.getByRole('heading', { name: 'next-batch.pdf' }) });
      await next.getByRole('heading', { name: /^Document 1: pages 1-1/ }).waitFor({ timeout: 90_000 });
      expect(await next.getByLabel('Activity label', { exact: true }).inputValue()).toBe('Ortho Follow-Up');
      await next.getByText(/Answered as your corrections taught: .*doc type.* \(correction fb_/).waitFor();
      await expect.poll(async () => (await next.textContent()) ?? '').not.toMatch(/Corrected, not saved/);
      const photo = page.locator('section', { has: page.getByRole('heading', { name: 'notice.png' }) });
      await photo.getByRole('heading', { name: /^Document 1: pages 1-1/ }).waitFor({ timeout: 90_000 });
      expect(await photo.getByLabel('Activity label', { exact: true }).inputValue()).toBe('Notice of Hearing');
      // A page of text is shown as its image too (drawn by the service), the evidence box on it.
      // Images come as their pages near the screen: scrolled to, as a person would.
      await next.getByRole('list', { name: 'Pages in order' }).scrollIntoViewIfNeeded();
      const nextThumb = next.getByRole('list', { name: 'Pages in order' }).locator('img.thumb');
      await expect.poll(() => nextThumb.evaluate((img: any) => img.complete && img.naturalWidth).catch(() => 0), { timeout: 60_000 }).toBe(THUMB_WIDTH);
      await next
        .getByRole('button', { name: /Where\?/ })
        .first()
        .click();
      const sheet = next.locator('figure.evidence .sheet img');
      await expect.poll(() => sheet.evaluate((img: any) => img.complete && img.naturalWidth).catch(() => 0), { timeout: 60_000 }).toBe(SHEET_WIDTH);
      expect(await next.locator('figure.evidence .box').count()).toBe(1);
      await next
        .locator('figure.evidence figcaption')
        .getByText(/was read on page 1 \(from the text\)/)
        .waitFor();
      await next.screenshot({ path: path.join(SHOTS, '07-next-batch.png') });

      // At 200 % zoom (half the CSS width) the page reflows: nothing scrolls sideways.
      await page.setViewportSize({ width: 640, height: 900 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      await shot(page, '08-zoom-200.png');
      expect(await seriousViolations(page)).toEqual([]);
      // The activity labels are kept in the browser for next time (the key only for this tab's session).
      await page.reload();
      await page.getByRole('heading', { name: 'Send work' }).waitFor();
      expect(await page.getByLabel(/Activity labels/).inputValue()).toBe(LABELS.join('\n'));
      expect(problems).toEqual([]);
    } finally {
      await page.context().close();
    }
  }, 180_000);
});
