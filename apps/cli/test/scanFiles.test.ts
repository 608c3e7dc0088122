/**
 * The `wcab` command on a scanner's own files: TIFF (multi-page G4), JPEG and PNG picked from
 * folders and the inbox by name, read by content (a TIFF named .pdf works, a text file named .tif
 * fails clearly), split losslessly from the PDF the scan becomes, as the server does.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTextPdf, scanToImage } from '@wcab/testkit';
import { tempDir } from '../../../test/support/server';
import { until } from '../../worker/test/support';
import { makeBatch, notice } from './fixtures';
import { runCli, WCAB_BIN } from './support';

let work: string;
let batch: Uint8Array;

/** What Debian's pdftotext reads in a PDF file (its text layer only: it does no OCR). */
const pdfText = (file: string) => execFileSync('pdftotext', [file, '-']).toString();
beforeAll(async () => {
  work = tempDir('wcab-scans-');
  fs.mkdirSync(path.join(work, 'scans'), { recursive: true });
  const text = await makeTextPdf([notice('Ana Ruiz', 'ADJ3333333')]);
  fs.writeFileSync(path.join(work, 'scans/a-fax.tif'), await scanToImage(text, { format: 'tiff-g4' }));
  fs.writeFileSync(path.join(work, 'scans/b-phone.JPG'), await scanToImage(text, { format: 'jpeg' }));
  fs.writeFileSync(path.join(work, 'scans/c-export.png'), await scanToImage(text, { format: 'png' }));
  fs.writeFileSync(path.join(work, 'scans/d-broken.tiff'), 'this is not a TIFF');
  fs.writeFileSync(path.join(work, 'scans/notes.txt'), 'not picked');
  batch = await makeBatch();
  fs.writeFileSync(path.join(work, 'batch.tiff'), await scanToImage(batch, { format: 'tiff-g4' }));
}, 120_000);

describe('wcab on TIFF, JPEG and PNG files', { timeout: 300_000 }, () => {
  it('classify picks .tif/.tiff/.jpg/.jpeg/.png in folders, reads them as scans, reports a broken one in its row', async () => {
    const res = await runCli(['classify', 'scans', '--format', 'csv'], work);
    expect(res.code).toBe(6); // one file failed, the others were done: a partial failure (docs/cli.md)
    const rows = parseCsv(res.stdout, { columns: true }) as Record<string, string>[];
    expect(rows.map((r) => path.basename(r.file!))).toEqual(['a-fax.tif', 'b-phone.JPG', 'c-export.png', 'd-broken.tiff']);
    expect(rows.slice(0, 3).map((r) => r.adj_numbers)).toEqual(['ADJ3333333', 'ADJ3333333', 'ADJ3333333']);
    expect(JSON.stringify(rows[3])).toMatch(/INVALID_PDF/);
  });

  it('split cuts a multi-page TIFF batch at its separator sheets into PDFs, as the PDF batch', async () => {
    fs.writeFileSync(path.join(work, 'batch.pdf'), batch);
    const fromPdf = await runCli(['split', 'batch.pdf', '--out', 'filed-pdf', '--format', 'json'], work);
    const fromTiff = await runCli(['split', 'batch.tiff', '--out', 'filed-tiff', '--format', 'json'], work);
    expect(fromTiff.code, fromTiff.stderr).toBe(0);
    type Row = { file: string; start_page: number; end_page: number; adj_numbers: string[]; applicant_name: string };
    const tiffRows = JSON.parse(fromTiff.stdout) as Row[];
    const pdfRows = JSON.parse(fromPdf.stdout) as Row[];
    expect(tiffRows.map((r) => [r.start_page, r.end_page])).toEqual(pdfRows.map((r) => [r.start_page, r.end_page]));
    expect(tiffRows.map((r) => r.adj_numbers)).toEqual(pdfRows.map((r) => r.adj_numbers));
    for (const row of tiffRows) {
      const pdf = await PDFDocument.load(fs.readFileSync(path.join(work, 'filed-tiff', row.file)));
      expect(pdf.getPageCount()).toBe(row.end_page - row.start_page + 1);
      expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
      // Searchable by default: the scan's OCR words lie over its pages (docs/cli.md).
      const surname = row.applicant_name.split(' ').pop()!;
      expect(surname).toMatch(/^(Garcia|Lopez)$/i);
      expect(pdfText(path.join(work, 'filed-tiff', row.file)).toUpperCase()).toContain(surname.toUpperCase());
    }
  });

  it('split --no-searchable writes the scanned documents as copied from the batch, without a text layer', async () => {
    const res = await runCli(['split', 'batch.tiff', '--out', 'filed-plain', '--format', 'json', '--no-searchable'], work);
    expect(res.code, res.stderr).toBe(0);
    const rows = JSON.parse(res.stdout) as { file: string }[];
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(pdfText(path.join(work, 'filed-plain', row.file)).trim()).toBe('');
  });

  it('watch files a TIFF that appears in the inbox, and moves a broken one to failed/', async () => {
    const dir = tempDir('wcab-scans-watch-');
    fs.mkdirSync(path.join(dir, 'inbox'));
    const { npm_lifecycle_event: _e, INIT_CWD: _i, ...env } = process.env;
    const child = spawn(process.execPath, [WCAB_BIN, 'watch', 'inbox', '--out', 'filed', '--format', 'json', '--settle-ms', '800'], {
      cwd: dir,
      env: { ...env, LOG_LEVEL: 'silent', WORKER_THREADS: '1' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c) => (out += String(c)));
    child.stderr.on('data', (c) => (err += String(c)));
    try {
      await until(() => /watching inbox/.test(err), 60_000);
      fs.copyFileSync(path.join(work, 'batch.tiff'), path.join(dir, 'inbox', 'scan-0001.tif'));
      fs.writeFileSync(path.join(dir, 'inbox', 'scan-0002.tif'), 'truncated garbage');
      await until(() => out.split('\n').filter(Boolean).length >= 2, 180_000);
      const lines = out
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { name: string; status: string });
      expect(lines.find((l) => l.name === 'scan-0001.tif')?.status).toBe('filed');
      expect(lines.find((l) => l.name === 'scan-0002.tif')?.status).toBe('failed');
      expect(fs.existsSync(path.join(dir, 'filed', 'originals', 'scan-0001.tif'))).toBe(true);
      expect(fs.readFileSync(path.join(dir, 'filed', 'failed', 'scan-0002.tif.reason.txt'), 'utf8')).toMatch(/INVALID_PDF/);
      const filed = fs.readdirSync(path.join(dir, 'filed', 'ADJ2222222')).filter((f) => f.endsWith('.pdf'));
      expect(filed.length).toBeGreaterThan(0);
      // Filed searchable: its OCR words are in the PDF.
      for (const f of filed) expect(pdfText(path.join(dir, 'filed', 'ADJ2222222', f)).toUpperCase()).toContain('LOPEZ'); // the letter to Juan Lopez
    } finally {
      child.kill('SIGTERM');
    }
  });
});
