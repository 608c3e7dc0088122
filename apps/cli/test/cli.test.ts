/**
 * The `wcab` command as a user runs it, in a folder of its own: --version and --help everywhere,
 * classify and split in-process and against a running server, output written relative to the
 * folder the command was started in, JSON and CSV for scripts, clear failures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import ical, { type VEvent } from 'node-ical';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tempDir, type TestServer } from '../../../test/support/server';
import { makeTextPdf } from '@wcab/testkit';
import { letter, makeBatch, notice } from './fixtures';
import { repoRoot, runCli } from './support';

let work: string;
beforeAll(async () => {
  work = tempDir('wcab-cli-');
  fs.mkdirSync(path.join(work, 'inbox/sub'), { recursive: true });
  fs.writeFileSync(path.join(work, 'batch.pdf'), await makeBatch());
  fs.writeFileSync(path.join(work, 'inbox/notice.pdf'), await makeTextPdf([notice('Ana Ruiz', 'ADJ3333333')]));
  fs.writeFileSync(path.join(work, 'inbox/sub/other.pdf'), await makeTextPdf([notice('Luis Ortega', 'ADJ4444444', '06/01/2026')]));
  fs.writeFileSync(path.join(work, 'inbox/readme.txt'), 'not a pdf');
  // Two documents with no separator sheet between them: a notice, then a letter about another applicant.
  fs.writeFileSync(path.join(work, 'sheetless.pdf'), await makeTextPdf([notice('Ana Ruiz', 'ADJ3333333'), letter('Luis Ortega')]));
});

describe('wcab', { timeout: 300_000 }, () => {
  it('--version and --help on every command', async () => {
    const version = await runCli(['--version'], work);
    expect(version.stdout.trim()).toBe(JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).version);
    for (const command of [[], ['classify'], ['split'], ['separator-sheet'], ['keys'], ['keys', 'create']]) {
      const help = await runCli([...command, '--help'], work);
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/^Usage: wcab/);
    }
  });

  it('split writes the documents, index.json, index.csv and calendar.ics into --out, relative to where it runs', async () => {
    const res = await runCli(['split', 'batch.pdf', '--out', 'filed', '--format', 'json'], work);
    expect(res.code).toBe(0);
    const out = path.join(work, 'filed');
    const rows = JSON.parse(res.stdout) as { file: string; start_page: number; end_page: number; adj_numbers: string[] }[];
    expect(rows.map((r) => [r.start_page, r.end_page])).toEqual([
      [1, 2],
      [4, 4],
    ]);
    expect(JSON.parse(fs.readFileSync(path.join(out, 'index.json'), 'utf8'))).toEqual(rows);
    for (const row of rows) {
      const pdf = await PDFDocument.load(fs.readFileSync(path.join(out, row.file)));
      expect(pdf.getPageCount()).toBe(row.end_page - row.start_page + 1);
    }
    const csv = parseCsv(fs.readFileSync(path.join(out, 'index.csv')), { columns: true }) as Record<string, string>[];
    expect(csv.map((r) => r.file)).toEqual(rows.map((r) => r.file));
    expect(csv[1]!.adj_numbers).toBe('ADJ2222222');
    const events = Object.values(ical.sync.parseICS(fs.readFileSync(path.join(out, 'calendar.ics'), 'utf8'))).filter((c): c is VEvent => c?.type === 'VEVENT');
    expect(events.map((e) => e.start.toISOString())).toEqual(['2026-05-12T20:30:00.000Z']);
    expect(fs.existsSync(path.join(repoRoot, 'filed'))).toBe(false);
  });

  it('classify reads folders recursively, prints CSV or JSON, writes --ics', async () => {
    const csv = await runCli(['classify', 'inbox', '--format', 'csv', '--ics', 'hearings.ics'], work);
    expect(csv.code).toBe(0);
    const rows = parseCsv(csv.stdout, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => r.file)).toEqual([path.join('inbox', 'notice.pdf'), path.join('inbox', 'sub', 'other.pdf')]);
    expect(rows.map((r) => r.adj_numbers)).toEqual(['ADJ3333333', 'ADJ4444444']);
    const ics = fs.readFileSync(path.join(work, 'hearings.ics'), 'utf8');
    expect(Object.values(ical.sync.parseICS(ics)).filter((c) => c?.type === 'VEVENT')).toHaveLength(2);
  });

  it('--evidence adds where each field was read to the JSON (split rows, classify results); without it there is none', async () => {
    const split = await runCli(['split', 'batch.pdf', '--out', 'with-evidence', '--format', 'json', '--evidence'], work);
    expect(split.code).toBe(0);
    const rows = JSON.parse(split.stdout) as {
      adj_numbers: string[];
      evidence?: { adj_numbers?: ({ page: number; text: string; bbox?: number[] } | null)[] };
    }[];
    expect(rows[0]!.adj_numbers[0]).toBe('ADJ1111111');
    const adj = rows[0]!.evidence?.adj_numbers?.[0];
    expect(adj?.page).toBe(1);
    expect(adj?.text).toContain('ADJ1111111');
    expect(adj?.bbox).toHaveLength(4);
    expect(JSON.parse(fs.readFileSync(path.join(work, 'with-evidence', 'index.json'), 'utf8'))).toEqual(rows);
    const plain = JSON.parse(fs.readFileSync(path.join(work, 'filed', 'index.json'), 'utf8')) as object[];
    expect(plain.every((r) => !('evidence' in r))).toBe(true);
    const classify = await runCli(['classify', 'inbox/notice.pdf', '--format', 'json', '--evidence'], work);
    const result = JSON.parse(classify.stdout)[0].result;
    expect(result.adj_numbers[0].evidence.number.text).toContain('ADJ3333333');
    expect(result.evidence.document_type.text).toBe('NOTICE OF HEARING');
  });

  it('--split auto (the default for a batch without separator sheets) splits it where its pages show a new document; --split-threshold is checked', async () => {
    const whole = await runCli(['split', 'sheetless.pdf', '--out', 'sheetless-whole', '--format', 'json', '--split', 'separators'], work);
    expect(JSON.parse(whole.stdout).map((r: { start_page: number }) => r.start_page)).toEqual([1]);
    const auto = await runCli(['split', 'sheetless.pdf', '--out', 'sheetless-auto', '--format', 'json', '--split', 'auto', '--split-threshold', '0.5'], work);
    expect(auto.code).toBe(0);
    const rows = JSON.parse(auto.stdout) as { start_page: number; split_by: string; applicant_name: string }[];
    expect(rows.map((r) => [r.start_page, r.split_by, r.applicant_name])).toEqual([
      [1, 'separator', 'Ana Ruiz'],
      [2, 'content', 'Luis Ortega'],
    ]);
    // A boundary needing more certainty than any can have is not split (the case number does not change there).
    const strict = await runCli(['split', 'sheetless.pdf', '--out', 'sheetless-strict', '--format', 'json', '--split', 'auto', '--split-threshold', '1'], work);
    expect(JSON.parse(strict.stdout)).toHaveLength(1);
    const outOfRange = await runCli(['split', 'sheetless.pdf', '--out', 'x', '--split', 'auto', '--split-threshold', '1.5'], work);
    expect(outOfRange.code).not.toBe(0);
    expect(outOfRange.stderr).toMatch(/--split-threshold.*0 to 1/);
    // Without --split, the sheetless batch is split automatically by default, with the threshold given.
    const byDefault = await runCli(['split', 'sheetless.pdf', '--out', 'sheetless-default', '--format', 'json', '--split-threshold', '0.5'], work);
    expect(byDefault.code).toBe(0);
    expect(JSON.parse(byDefault.stdout).map((r: { start_page: number; split_by: string }) => [r.start_page, r.split_by])).toEqual([
      [1, 'separator'],
      [2, 'content'],
    ]);
    const withSeparators = await runCli(['split', 'sheetless.pdf', '--out', 'x', '--split', 'separators', '--split-threshold', '0.5'], work);
    expect(withSeparators.code).toBe(1);
    expect(withSeparators.stderr).toMatch(/does not go with --split separators/);
    const badSplit = await runCli(['split', 'sheetless.pdf', '--out', 'x', '--split', 'sometimes'], work);
    expect(badSplit.code).not.toBe(0);
    expect(badSplit.stderr).toMatch(/--split/);
  });

  it('separator-sheet -o writes into the folder it runs in, not the repository', async () => {
    const res = await runCli(['separator-sheet', '--adj', 'ADJ1234567', '-o', 'sheet.pdf'], work);
    expect(res.code).toBe(0);
    expect(fs.readFileSync(path.join(work, 'sheet.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
    expect(fs.existsSync(path.join(repoRoot, 'sheet.pdf'))).toBe(false);
  });

  it('fails clearly: a missing file, a file that is not a PDF, a bad option', async () => {
    const missing = await runCli(['split', 'nope.pdf', '--out', 'x'], work);
    expect(missing.code).toBe(3); // input error (docs/cli.md, exit statuses)
    expect(missing.stderr).toMatch(/^wcab: .*nope\.pdf/m);
    const notPdf = await runCli(['classify', 'inbox/readme.txt', '--format', 'json'], work);
    expect(notPdf.code).toBe(3); // its one file is not a document: an input error
    expect(JSON.parse(notPdf.stdout)[0].error.code).toBe('INVALID_PDF');
    const badFormat = await runCli(['classify', 'inbox', '--format', 'xml'], work);
    expect(badFormat.code).not.toBe(0);
    expect(badFormat.stderr).toMatch(/--format/);
  });
});

describe('wcab against a server (--url)', { timeout: 300_000 }, () => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startTestServer();
    key = (await server.createKey('enterprise')).key;
  });
  afterAll(() => server?.close());

  it('split and classify with WCAB_API_KEY give what the in-process run gives', async () => {
    const local = JSON.parse(fs.readFileSync(path.join(work, 'filed', 'index.json'), 'utf8'));
    const remote = await runCli(['split', 'batch.pdf', '--out', 'remote', '--url', server.url, '--format', 'json'], work, { WCAB_API_KEY: key });
    expect(remote.code).toBe(0);
    expect(JSON.parse(remote.stdout)).toEqual(local);
    const classify = await runCli(['classify', 'inbox/notice.pdf', '--url', server.url, '--key', key, '--format', 'json'], work);
    expect(JSON.parse(classify.stdout)[0].result.adj_numbers[0].number).toBe('ADJ3333333');
  });

  it('--split, --split-threshold and --evidence reach the server', async () => {
    const local = JSON.parse(fs.readFileSync(path.join(work, 'sheetless-auto', 'index.json'), 'utf8'));
    const args = ['split', 'sheetless.pdf', '--out', 'remote-auto', '--url', server.url, '--key', key, '--format', 'json'];
    const remote = await runCli([...args, '--split', 'auto', '--split-threshold', '0.5'], work);
    expect(JSON.parse(remote.stdout)).toEqual(local);
    const evidence = await runCli(['classify', 'inbox/notice.pdf', '--url', server.url, '--key', key, '--format', 'json', '--evidence'], work);
    expect(JSON.parse(evidence.stdout)[0].result.adj_numbers[0].evidence.number.page).toBe(1);
  });

  it("a wrong key is the server's 401, shown with its code", async () => {
    const res = await runCli(['split', 'batch.pdf', '--out', 'x', '--url', server.url, '--key', 'wcab_live_wrong'], work);
    expect(res.code).toBe(4); // auth
    expect(res.stderr).toMatch(/UNAUTHORIZED/);
    const none = await runCli(['classify', 'inbox', '--url', server.url], work, { WCAB_API_KEY: '' });
    expect(none.stderr).toMatch(/needs an API key/);
  });
});
