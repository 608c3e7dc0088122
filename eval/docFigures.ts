/**
 * Figures written into docs/ by the tools that measure them, so nobody copies numbers by hand: `npm run eval`
 * writes each floor's figure into docs/evaluation.md, `npm run bench` each suite's printout into
 * docs/benchmarks.md. Each page has one generated region between two marker lines; within it an entry (a
 * floor's row, a suite's section) is replaced only when it was measured again, so a partial run (`--only dates`,
 * `npm run bench -- classify`) leaves the other entries, each with its own date and commit, as they were.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Console } from 'node:console';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const START = '<!-- generated:start: written by the tool named above; edits here are overwritten -->';
export const END = '<!-- generated:end -->';

/** When and on what code a figure was measured. */
export interface Provenance {
  /** `YYYY-MM-DD HH:MM UTC`. */
  when: string;
  /** Short commit, `+` when the worktree had changes. */
  commit: string;
}

export function provenance(now = new Date()): Provenance {
  const when = `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  let commit = 'unknown';
  try {
    const git = (...args: string[]) => execFileSync('git', ['-C', REPO, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    commit = git('rev-parse', '--short', 'HEAD') + (git('status', '--porcelain', '--untracked-files=no') ? '+' : '');
  } catch {
    // Not a git checkout (an unpacked release): the date alone.
  }
  return { when, commit };
}

/** The generated region's text, or undefined when the page has none. */
export function generatedRegion(markdown: string): string | undefined {
  const a = markdown.indexOf(START);
  const b = markdown.indexOf(END);
  return a >= 0 && b > a ? markdown.slice(a + START.length, b).trim() : undefined;
}

/** The page with its generated region replaced by `body` (appended under `heading` when it has none yet). */
export function withRegion(markdown: string, body: string, heading: string): string {
  const region = `${START}\n\n${body.trim()}\n\n${END}`;
  const a = markdown.indexOf(START);
  const b = markdown.indexOf(END);
  if (a >= 0 && b > a) return markdown.slice(0, a) + region + markdown.slice(b + END.length);
  return `${markdown.trimEnd()}\n\n${heading}\n\n${region}\n`;
}

// --- evaluation: one table row per floor ---------------------------------------------------------------------

export interface FloorFigure {
  name: string;
  value: number;
  /** `floor 0.9`, `ceiling 0.05`, with `, not enforced` where it is printed only. */
  bound: string;
  /** `ok`, `FAIL` (an enforced floor missed), `low` / `high` (one not enforced). */
  status: string;
}

const EVAL_HEADER = ['| Figure | Value | Bound | Status | Measured |', '|---|---|---|---|---|'];
const cell = (s: string) => s.replaceAll('|', '\\|');

function rowOf(f: FloorFigure, p: Provenance, note: string): string {
  return `| ${cell(f.name)} | ${f.value.toFixed(3)} | ${f.bound} | ${f.status} | ${p.when}, ${p.commit}${note ? `, ${cell(note)}` : ''} |`;
}

/** Rows of the region, by figure name. */
function evalRows(region: string | undefined): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of (region ?? '').split('\n')) {
    const m = /^\| (.+?) \| [-\d.]+ \|/.exec(line);
    if (m && !line.startsWith('| Figure |')) rows.set(m[1]!.replaceAll('\\|', '|'), line);
  }
  return rows;
}

/**
 * The evaluation page with these figures written: rows of figures measured now are replaced, the others kept;
 * rows follow `order` (the floors' order), figures not in it last.
 */
export function withEvalFigures(markdown: string, figures: FloorFigure[], p: Provenance, note: string, order: string[]): string {
  const rows = evalRows(generatedRegion(markdown));
  for (const f of figures) rows.set(f.name, rowOf(f, p, note));
  const rank = (name: string) => {
    const i = order.indexOf(name);
    return i < 0 ? order.length : i;
  };
  const names = [...rows.keys()].sort((a, b) => rank(a) - rank(b));
  const body = [
    'Every figure `npm run eval` checks against a floor (eval/floors.ts), as its last run of that set measured it; a',
    'partial run (`--only ...`) rewrites only its own rows.',
    '',
    ...EVAL_HEADER,
    ...names.map((n) => rows.get(n)!),
  ].join('\n');
  return withRegion(markdown, body, '## Written by `npm run eval`');
}

// --- benchmarks: one section per suite -----------------------------------------------------------------------

const SUITE_HEADING = /^### `([^`]+)`/;

function suiteSections(region: string | undefined): Map<string, string> {
  const sections = new Map<string, string>();
  let name: string | undefined;
  let lines: string[] = [];
  const flush = () => {
    if (name) sections.set(name, lines.join('\n').trim());
  };
  for (const line of (region ?? '').split('\n')) {
    const m = SUITE_HEADING.exec(line);
    if (m) {
      flush();
      name = m[1];
      lines = [line];
    } else if (name) lines.push(line);
  }
  flush();
  return sections;
}

/** The printout of a suite as the section that shows it: heading with its provenance, then the text as printed. */
export function suiteSection(suite: string, printed: string, p: Provenance, note: string): string {
  const text = printed
    .replace(/\x1b\[[0-9;]*m/g, '')
    .replace(/```/g, "'''")
    .trimEnd();
  return [`### \`${suite}\``, '', `${p.when}, ${p.commit}${note ? `; ${note}` : ''}`, '', '```text', text, '```'].join('\n');
}

/** The benchmarks page with these suites' sections written, the others kept; sections follow `order`. */
export function withBenchSections(markdown: string, sections: Map<string, string>, order: string[]): string {
  const all = suiteSections(generatedRegion(markdown));
  for (const [name, section] of sections) all.set(name, section);
  const rank = (name: string) => {
    const i = order.indexOf(name);
    return i < 0 ? order.length : i;
  };
  const names = [...all.keys()].sort((a, b) => rank(a) - rank(b));
  const intro = [
    "Each suite's printout from its last `npm run bench` run, with when and on which commit it ran; running some",
    'suites rewrites only theirs.',
  ].join('\n');
  const body = [intro, ...(names.length ? names.map((n) => all.get(n)!) : ['No suite has written here yet.'])].join('\n\n');
  return withRegion(markdown, body, '## Written by `npm run bench`');
}

/** Runs `work`, which prints its figures through console.log and console.table, and returns what it printed. */
export async function printedBy(work: () => Promise<void>): Promise<string> {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const mirror = new Console({ stdout: sink, stderr: sink, colorMode: false });
  // console.log only: Node's console.table prints through it, so tables are captured once with the rest.
  const { log } = console;
  console.log = (...args: unknown[]) => {
    mirror.log(...args);
    log.apply(console, args);
  };
  try {
    await work();
  } finally {
    console.log = log;
  }
  return chunks.join('');
}

export function rewriteDoc(relative: string, change: (markdown: string) => string): void {
  const file = path.join(REPO, relative);
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
  console.log(`figures written to ${relative}`);
}
