/**
 * Every shell example in README.md and docs/*.md, run for real: each ```bash block is taken from the
 * page as it is, and run by bash (`set -euo pipefail`) against the real service started in-process, with a
 * real API key and real files in a folder of the test's own. An example that breaks (a
 * command that fails, an HTTP error: curl runs with --fail-with-body) fails this test.
 *
 * What the test changes, and why:
 * - the service listens on a free port, so `localhost:8080` and the README's example host names
 *   (`scanner-box:8080`, `office-server:8080`, `wcab.example.com`) are pointed at it;
 * - `wcab_live_...`, the placeholder for the reader's key, becomes a real key of the service, and
 *   `KEY` holds it from the start (the API section sets it once, the later sections use it);
 * - `wcab` is the repository's bin (apps/cli/bin/wcab.mjs) on PATH, as `npm link` would make it;
 *   `npm` commands run in the repository (`npm --prefix`), as the README says they are run;
 * - HOME is a folder of the test's own (`~/scans`), DATA_DIR the service's.
 *
 * Commands that cannot run here are listed in SKIPPED with the reason; a block holding a Docker
 * command is skipped whole (the commands after it use the container). A new example that matches
 * none of them runs, so it must work as pasted or be listed here.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { separatorSheetPdf } from '@wcab/sheets';
import { concatPdfs, makeTextPdf, scanToImage } from '@wcab/testkit';
import { startTestServer, tempDir, type TestServer } from '../support/server';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Commands not run, each with why. Matched against the command without its comment. */
const SKIPPED: [RegExp, string][] = [
  [/\bdocker\b/, 'needs a Docker engine (apps/worker/test/compose.test.ts checks the Compose file and Dockerfile as data)'],
  [/^npm ci\b/, 'reinstalls the dependencies; the test runs in the installed repository'],
  [/\bnpm (start|run worker)\b/, 'starts a long-running service; the test starts the same service itself, in-process on a free port'],
  [/^npm test\b|^npx vitest\b/, 'runs the test suites, this one among them'],
  [/^npm run bench\b/, 'the benchmarks: minutes of load (npm run bench)'],
  [/^npm run eval\b/, 'minutes of CPU, and writes its figures into docs/evaluation.md (eval/test covers the evaluation)'],
  [/^scanimage\b/, 'needs a scanner (SANE); `wcab classify - < notice.pdf` runs the same standard-input path'],
  [/^npm link\b/, "changes npm's global folder; the test puts the same bin (apps/cli/bin/wcab.mjs) on PATH"],
  [/^npm run format\b/, 'formats the repository in place, or (format:check) lists what it would change, which fails until the tree is formatted once'],
  [/^npm run docs\b/, 'rewrites docs/configuration.md in the repository (packages/config/test/configDocs.test.ts checks it)'],
  [/^npm run train\b/, 'minutes of CPU, and rewrites the committed model (packages/classify/test/training.test.ts trains a small model twice)'],
  [
    /^node --import tsx eval\/real\//,
    "needs the real set's repository snapshots and minutes of OCR (eval/real/README.md); eval/test/realTraining.test.ts and the real set's other tests cover the scripts",
  ],
  [/^npm run generate\b/, "rewrites the client's generated files in the repository (packages/client/test/generated.test.ts checks them)"],
  [/^npx (-y )?openapi-typescript\b/, 'npx would download openapi-typescript (no network in tests); packages/client/test/generated.test.ts runs the generator'],
  [/@modelcontextprotocol\/inspector/, 'downloads the current MCP Inspector from npm (no network in tests); packages/mcp/test covers the endpoint'],
  [/^claude\b/, 'needs the Claude Code CLI'],
  [/^wcab watch\b/, 'runs until stopped; apps/cli/test/watch.test.ts and scanFiles.test.ts run it with files arriving and a restart'],
  [/\bsudo\b|^systemctl\b/, 'needs root'],
  [
    /\/v1\/webhook\b|callback_url/,
    "needs the office's receiver (intake.example-law.com) allowed by WEBHOOK_ALLOWED_HOSTS, and DNS; apps/api/test/webhooks.test.ts and packages/webhooks/test deliver to a local receiver",
  ],
  [
    /-X DELETE "http:\/\/localhost:8080\$JOB"/,
    'its answer (200, 202 or 409) depends on whether the job ended first; apps/api tests cancel queued and running jobs',
  ],
];

interface Command {
  text: string;
  skip?: string;
}
interface Block {
  file: string;
  line: number;
  heading: string;
  commands: Command[];
  skipWhole?: string;
}

/**
 * The pages whose examples run: the README and every page of docs/, so a new page's examples run from the
 * day it is written (or are listed in SKIPPED with the reason).
 */
function examplePages(): string[] {
  const docs = fs
    .readdirSync(path.join(REPO, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/${f}`);
  return ['README.md', ...docs];
}

function exampleBlocks(): Block[] {
  return examplePages().flatMap(pageBlocks);
}

function pageBlocks(file: string): Block[] {
  const lines = fs.readFileSync(path.join(REPO, file), 'utf8').split('\n');
  const blocks: Block[] = [];
  let heading = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^#{1,4} /.test(line)) heading = line.replace(/^#+ /, '');
    if (!/^```(bash|sh|shell)\s*$/.test(line)) continue;
    const start = i + 1;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```/.test(lines[i]!); i++) body.push(lines[i]!);
    const commands: Command[] = [];
    for (let j = 0; j < body.length; j++) {
      let text = body[j]!;
      while (/\\\s*$/.test(text) && j + 1 < body.length) text += `\n${body[++j]}`;
      const bare = withoutComment(text).trim();
      if (!bare) continue;
      const rule = SKIPPED.find(([pattern]) => pattern.test(bare));
      commands.push({ text, skip: rule?.[1] });
    }
    const docker = commands.find((c) => /\bdocker\b/.test(withoutComment(c.text)));
    blocks.push({ file, line: start, heading, commands, skipWhole: docker ? SKIPPED[0]![1] : undefined });
  }
  return blocks;
}

/** The command without a trailing `# comment` (outside quotes: good enough for the README's lines). */
function withoutComment(text: string): string {
  return text
    .split('\n')
    .map((l) => (l.trimStart().startsWith('#') ? '' : l.replace(/\s+#\s.*$/, '')))
    .join('\n');
}

let server: TestServer;
let key: string;
let work: string;
let env: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ env: { WORKER_THREADS: '2' } });
  key = (await server.createKey('pro', ['classify', 'batch', 'mcp', 'feedback'], 'readme')).key;
  work = tempDir('wcab-readme-');
  const home = path.join(work, 'home');
  const bin = path.join(work, 'bin');
  const files = path.join(work, 'files');
  for (const dir of [home, bin, path.join(files, 'scans')]) fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(bin, 'wcab'), `#!/bin/sh\nexec "${process.execPath}" "${path.join(REPO, 'apps/cli/bin/wcab.mjs')}" "$@"\n`, { mode: 0o755 });
  // The files the examples name, in the folder they run in.
  const notice = await makeTextPdf([
    [
      "WORKERS' COMPENSATION APPEALS BOARD",
      'MARIA GARCIA, Applicant, vs. ACME LOGISTICS, INC., Defendants.',
      'Case Number: ADJ1111111',
      'NOTICE OF HEARING',
      'The above case is set for STATUS CONFERENCE on 05/12/2026 at 1:30 P.M.',
      'at the Oakland District Office, 1515 Clay Street, 6th Floor, Oakland, CA 94612.',
    ],
  ]);
  const letter = await makeTextPdf([['PACIFIC INJURED WORKERS LAW GROUP', 'April 2, 2026', 'RE: Applicant: Juan Lopez, ADJ2222222', 'Dear Claims Adjuster:']]);
  const batch = await concatPdfs([notice, await separatorSheetPdf({ adjNumber: 'ADJ2222222' }), letter]);
  const put = (name: string, bytes: Uint8Array) => fs.writeFileSync(path.join(files, name), bytes);
  // Two reports of one clinic's layout (docs/learning.md teaches the first and answers the second).
  const report = (patient: string, day: string) =>
    makeTextPdf([
      [
        'NORTHGATE ORTHOPAEDIC MEDICAL GROUP',
        '2200 Alder Street, Suite 4, Fresno, CA 93701',
        `Patient: ${patient}        Visit date: ${day}`,
        'PRIMARY TREATING PHYSICIAN PROGRESS REPORT',
        'Subjective complaints: continued stiffness in the morning.',
        'Objective findings: range of motion is reduced; strength is 4/5.',
        'Work status: modified duty, no lifting over 10 pounds.',
      ],
    ]);
  put('report-garcia.pdf', await report('GARCIA, MARIA', '03/14/2025'));
  put('report-nguyen.pdf', await report('NGUYEN, TUAN', '11/02/2024'));
  put('notice.pdf', notice);
  put('a.pdf', notice);
  put('b.pdf', letter);
  put('batch.pdf', batch);
  put('scans/notice.pdf', notice);
  put('scans/letter.pdf', letter);
  put('scans/fax.tif', await scanToImage(notice, { format: 'tiff-g4' }));
  put('scan-0001.tif', await scanToImage(batch, { format: 'tiff-g4' }));
  fs.writeFileSync(
    path.join(files, 'cases.csv'),
    'adj_number,claimant_name,employer\nADJ1111111,Maria Garcia,"Acme Logistics, Inc."\nADJ2222222,Juan Lopez,Pacific Freight\n',
  );
  // `node --import tsx packages/...` examples run from the repository's layout.
  for (const name of ['packages', 'apps', 'node_modules']) fs.symlinkSync(path.join(REPO, name), path.join(files, name));
  const { npm_lifecycle_event: _e, INIT_CWD: _i, ...inherited } = process.env;
  env = {
    ...(inherited as Record<string, string>),
    HOME: home,
    PATH: `${bin}:${process.env.PATH}`,
    REPO,
    KEY: key,
    WCAB_API_KEY: key,
    DATA_DIR: server.dataDir,
    WCAB_URL: server.url,
    LOG_LEVEL: 'silent',
    WORKER_THREADS: '1',
  };
  work = files;
}, 120_000);
afterAll(() => server?.close());

/** The block as the test runs it: the service's address and a real key in place of the README's. */
function script(block: Block): string {
  const prelude = [
    'set -euo pipefail',
    // An HTTP error answer is a failed example, as it would be for the reader.
    'curl() { command curl --fail-with-body --max-time 300 "$@"; }',
    'npm() { command npm --prefix "$REPO" "$@"; }',
  ];
  const body = block.commands.map((c) => (c.skip ? `: skipped: ${JSON.stringify(c.text.split('\n')[0])}` : c.text));
  return [...prelude, ...body]
    .join('\n')
    .replace(/https?:\/\/(localhost|scanner-box|office-server):8080/g, server.url)
    .replace(/https:\/\/wcab\.example\.com/g, server.url)
    .replace(/\blocalhost:8080\b/g, server.url.replace(/^http:\/\//, ''))
    .replaceAll('wcab_live_...', key);
}

function run(source: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', source], { cwd: work, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += String(c)));
    child.stderr.on('data', (c) => (stderr += String(c)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const blocks = exampleBlocks();

/**
 * Blocks whose page says what they print: the printed answers are checked too, not only that the commands
 * ran. The corrections examples show the next document of a layout answered differently once a correction
 * is taught, naming that correction, and the old answer back once it is forgotten.
 */
const PRINTS: Array<{ file: string; heading: RegExp; check: (stdout: string) => void }> = [
  {
    file: 'README.md',
    heading: /^Corrections: the next document/,
    check(stdout) {
      const lines = stdout.trim().split('\n');
      expect(lines[0]).toBe('{"activity_type":"Medical Report","learned":null}');
      const taught = JSON.parse(lines[1]!) as { id: string; learned: string[] };
      expect(taught).toEqual({ id: expect.stringMatching(/^fb_/), learned: ['layout'] });
      const next = JSON.parse(lines[2]!) as { activity_type: string; learned: Array<{ field: string; correction_id: string }> };
      expect(next.activity_type).toBe('Ortho Follow-Up');
      expect(next.learned).toEqual([expect.objectContaining({ field: 'activity_type', correction_id: taught.id })]);
      expect(JSON.parse(lines[3]!)).toEqual({ success: true, data: { deleted: 1 } });
    },
  },
  {
    file: 'docs/learning.md',
    heading: /^Teach a correction, see the next document change/,
    check(stdout) {
      const [taught, next] = stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(taught).toMatchObject({ id: expect.stringMatching(/^fb_/), learned: expect.arrayContaining(['layout', 'applicant_name']) });
      expect(next.activity_type).toBe('Ortho Follow-Up');
      expect(next.parties[0]).toBe('Tuan Nguyen');
      expect(next.learned).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'activity_type', correction_id: taught.id })]));
    },
  },
];
/** The block a PRINTS entry checks: under its heading, the one that answers a document after teaching (report-nguyen.pdf). */
const printedBy = (p: (typeof PRINTS)[number], b: Block) =>
  b.file === p.file && p.heading.test(b.heading) && b.commands.some((c) => c.text.includes('report-nguyen.pdf'));

describe('README and docs/ shell examples', () => {
  it('finds the examples, and every skipped command says why', () => {
    const commands = blocks.flatMap((b) => b.commands);
    expect(blocks.length).toBeGreaterThan(10);
    expect(commands.filter((c) => !c.skip).length).toBeGreaterThan(30);
    expect(commands.filter((c) => /\bcurl\b/.test(c.text) && !c.skip).length).toBeGreaterThan(10);
    const skipped = blocks.flatMap((b) =>
      b.skipWhole
        ? b.commands.map((c) => `${c.text.split('\n')[0]}  <- ${b.skipWhole}`)
        : b.commands.filter((c) => c.skip).map((c) => `${c.text.split('\n')[0]}  <- ${c.skip}`),
    );
    expect(new Set(blocks.map((b) => b.file)).has('README.md')).toBe(true);
    for (const p of PRINTS)
      expect(
        blocks.filter((b) => printedBy(p, b)),
        `${p.file}: ${p.heading}`,
      ).toHaveLength(1);
    console.log(`README and docs/ examples skipped (${skipped.length}):\n${skipped.join('\n')}`);
  });

  it.for(blocks.filter((b) => !b.skipWhole && b.commands.some((c) => !c.skip)))(
    'block under "$heading" ($file line $line) runs as pasted',
    { timeout: 900_000 },
    async (block) => {
      const result = await run(script(block));
      expect(result.code, `exit ${result.code}\n--- stdout\n${result.stdout.slice(-3000)}\n--- stderr\n${result.stderr.slice(-3000)}`).toBe(0);
      PRINTS.find((p) => printedBy(p, block))?.check(result.stdout);
    },
  );
});
