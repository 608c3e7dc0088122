/**
 * The CLI's documented exit statuses (docs/cli.md), one by one, as a script sees them; `--cases` (CSV and
 * JSON) on classify, split and watch; `-` for standard input; one wording for a missing file.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTextPdf } from '@wcab/testkit';
import { startTestServer, tempDir, type TestServer } from '../../../test/support/server';
import { letter, notice } from './fixtures';
import { runCli } from './support';

let work: string;
let server: TestServer;
let key: string;
beforeAll(async () => {
  work = tempDir('wcab-exit-');
  fs.writeFileSync(path.join(work, 'notice.pdf'), await makeTextPdf([notice('Ana Ruiz', 'ADJ3333333')]));
  // A letter naming an applicant but no ADJ number: only a known case can file it.
  fs.writeFileSync(path.join(work, 'letter.pdf'), await makeTextPdf([letter('Luis Ortega')]));
  fs.writeFileSync(path.join(work, 'broken.pdf'), '%PDF-1.7\nthis is not a PDF at all\n');
  fs.writeFileSync(path.join(work, 'cases.csv'), 'ADJ_Number,Claimant_Name,Employer,Attorney\nADJ5550001,Luis Ortega,Acme Logistics Inc.,J. Smith\n');
  fs.writeFileSync(
    path.join(work, 'cases.json'),
    JSON.stringify([{ adj_number: 'ADJ5550001', claimant_name: 'Luis Ortega', employer: 'Acme Logistics Inc.' }]),
  );
  fs.writeFileSync(path.join(work, 'bad-cases.csv'), 'adj_number,claimant_name\nstring,Luis Ortega\n');
  server = await startTestServer();
  key = (await server.createKey('enterprise')).key;
});
afterAll(() => server?.close());

/** A port nothing listens on (taken from the OS, then released). */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('wcab exit statuses', { timeout: 300_000 }, () => {
  it('2 for bad usage: an unknown option, a missing argument, a value an option does not take', async () => {
    expect((await runCli(['classify', 'notice.pdf', '--no-such-option'], work)).code).toBe(2);
    expect((await runCli(['split', 'notice.pdf'], work)).code).toBe(2); // --out is required
    expect((await runCli(['classify'], work)).code).toBe(2);
    expect((await runCli(['split', 'notice.pdf', '--out', 'x', '--split', 'sometimes'], work)).code).toBe(2);
    expect((await runCli(['no-such-command'], work)).code).toBe(2);
    expect((await runCli(['--help'], work)).code).toBe(0);
  });

  it('3 for a missing file, worded the same by classify, split, watch and --cases', async () => {
    for (const args of [
      ['classify', 'missing.pdf'],
      ['split', 'missing.pdf', '--out', 'out'],
      ['classify', 'notice.pdf', '--cases', 'missing.csv'],
      ['watch', 'inbox-missing', '--out', 'out', '--cases', 'missing.csv'],
    ]) {
      const res = await runCli(args, work);
      expect(res.code, args.join(' ')).toBe(3);
      expect(res.stderr.trim(), args.join(' ')).toMatch(/^wcab: missing\.(pdf|csv): no such file$/);
    }
  });

  it('3 for a document that is not one, and for a --cases file the API would refuse (with its row)', async () => {
    const broken = await runCli(['split', 'broken.pdf', '--out', 'out'], work);
    expect(broken.code).toBe(3);
    expect(broken.stderr).toMatch(/INVALID_PDF/);
    const cases = await runCli(['classify', 'notice.pdf', '--cases', 'bad-cases.csv'], work);
    expect(cases.code).toBe(3);
    expect(cases.stderr).toMatch(/^wcab: --cases bad-cases\.csv: case 1 \(adj_number\): must be an ADJ number/m);
  });

  it('4 for auth: no key for --url, a key the server refuses', async () => {
    const noKey = await runCli(['classify', 'notice.pdf', '--url', server.url], work, { WCAB_API_KEY: '' });
    expect(noKey.code).toBe(4);
    expect(noKey.stderr).toMatch(/needs an API key/);
    const refused = await runCli(['classify', 'notice.pdf', '--url', server.url, '--key', 'wcab_live_0000000000000000000000000000000000000000'], work);
    expect(refused.code).toBe(4);
    expect(refused.stdout + refused.stderr).toMatch(/UNAUTHORIZED/);
  });

  it('5 when the service is unavailable: nothing listening at --url', async () => {
    const res = await runCli(['split', 'notice.pdf', '--out', 'out', '--url', `http://127.0.0.1:${await closedPort()}`, '--key', key], work);
    expect(res.code).toBe(5);
    expect(res.stderr).toMatch(/^wcab: cannot reach http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)$/m);
  });

  it('6 for a partial failure: one file classified, one not, both in the output', async () => {
    const res = await runCli(['classify', 'notice.pdf', 'broken.pdf', '--format', 'json'], work);
    expect(res.code).toBe(6);
    const rows = JSON.parse(res.stdout) as { file: string; result?: unknown; error?: { code: string } }[];
    expect(rows.find((r) => r.file === 'notice.pdf')?.result).toBeDefined();
    expect(rows.find((r) => r.file === 'broken.pdf')?.error?.code).toBe('INVALID_PDF');
    // Every file failing is that failure's kind, not a partial one.
    expect((await runCli(['classify', 'broken.pdf'], work)).code).toBe(3);
  });
});

describe('wcab - (standard input)', { timeout: 300_000 }, () => {
  it('classify - reads the document piped in', async () => {
    const res = await runCli(['classify', '-', '--format', 'json'], work, {}, fs.readFileSync(path.join(work, 'notice.pdf')));
    expect(res.code, res.stderr).toBe(0);
    const [row] = JSON.parse(res.stdout) as { file: string; result: { case_numbers: string[] } }[];
    expect(row!.file).toBe('-');
    expect(row!.result.case_numbers).toContain('ADJ3333333');
  });

  it('split - files the batch piped in; nothing piped is an input error', async () => {
    const res = await runCli(['split', '-', '--out', 'from-stdin', '--format', 'json'], work, {}, fs.readFileSync(path.join(work, 'notice.pdf')));
    expect(res.code, res.stderr).toBe(0);
    const rows = JSON.parse(res.stdout) as { file: string; source: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]!.source).toBe('stdin');
    expect(fs.existsSync(path.join(work, 'from-stdin', rows[0]!.file))).toBe(true);
    const empty = await runCli(['classify', '-'], work, {}, new Uint8Array());
    expect(empty.code).toBe(3);
    expect(empty.stdout + empty.stderr).toMatch(/standard input was empty/); // classify reports it in the file's row
  });
});

describe('wcab --cases', { timeout: 300_000 }, () => {
  it("split --cases (CSV with an export's extra columns, or JSON) files a letter under the known case; without it, under none", async () => {
    const without = JSON.parse((await runCli(['split', 'letter.pdf', '--out', 'no-cases', '--format', 'json'], work)).stdout) as { adj_numbers: string[] }[];
    expect(without[0]!.adj_numbers).toEqual([]);
    for (const file of ['cases.csv', 'cases.json']) {
      const res = await runCli(['split', 'letter.pdf', '--out', `with-${file}`, '--format', 'json', '--cases', file], work);
      expect(res.code, res.stderr).toBe(0);
      expect((JSON.parse(res.stdout) as { adj_numbers: string[] }[])[0]!.adj_numbers, file).toEqual(['ADJ5550001']);
    }
  });

  it('classify --cases fills in the known case of a printed ADJ number, also against a server', async () => {
    fs.writeFileSync(
      path.join(work, 'known.json'),
      JSON.stringify([{ adj_number: 'ADJ3333333', claimant_name: 'Ana Ruiz', employer: 'Pacific Holdings LLC' }]),
    );
    for (const remote of [[], ['--url', server.url, '--key', key]]) {
      const res = await runCli(['classify', 'notice.pdf', '--format', 'json', '--cases', 'known.json', ...remote], work);
      expect(res.code, res.stderr).toBe(0);
      const [row] = JSON.parse(res.stdout) as { result: { adj_numbers: { number: string; employer: string }[] } }[];
      expect(row!.result.adj_numbers).toContainEqual(expect.objectContaining({ number: 'ADJ3333333', employer: 'Pacific Holdings LLC' }));
    }
  });
});
