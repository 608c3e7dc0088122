/**
 * Issue 35, point 1: classify_file's path check raced by a folder swap. A separate process swaps
 * `root/sub` between a real folder and a symlink to a folder outside the roots as fast as it can,
 * while the reader asks for `sub/doc.pdf` thousands of times. Inside is `INSIDE`, outside
 * `SECRET`: any SECRET read is an escape.
 *
 * First the race is shown to be real: the check-then-open that shipped before (realpath, then an
 * O_NOFOLLOW open of the checked path) is run until it escapes at least once. Then FileRoots runs
 * the same race for thousands of reads and must never return SECRET.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { constants, promises as fsp } from 'node:fs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileRoots, isInside } from '@wcab/mcp';

const READS = 4000;
let base: string;
let root: string;
let swapper: ChildProcess;

/** The swapping loop, run in its own process so it interleaves with the reader's system calls. */
const SWAPPER = `
const fs = require('node:fs');
const [root, outside] = process.argv.slice(1);
const sub = root + '/sub', real = root + '/.sub-real', link = root + '/.sub-link';
for (;;) {
  try { fs.renameSync(sub, real); fs.renameSync(link, sub); fs.renameSync(sub, link); fs.renameSync(real, sub); } catch {}
}`;

beforeAll(() => {
  base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-race-')));
  root = path.join(base, 'root');
  const outside = path.join(base, 'outside');
  fs.mkdirSync(path.join(root, 'sub'), { recursive: true });
  fs.mkdirSync(outside);
  fs.writeFileSync(path.join(root, 'sub', 'doc.pdf'), 'INSIDE');
  fs.writeFileSync(path.join(outside, 'doc.pdf'), 'SECRET');
  fs.symlinkSync(outside, path.join(root, '.sub-link'));
  swapper = spawn(process.execPath, ['-e', SWAPPER, root, outside], { stdio: 'ignore' });
});
afterAll(() => {
  swapper?.kill('SIGKILL');
  fs.rmSync(base, { recursive: true, force: true });
});

/** The shipped check-then-open: realpath and containment, then open the checked path. */
async function checkThenOpen(requested: string): Promise<string> {
  const real = await fsp.realpath(path.join(root, requested));
  if (!isInside(root, real)) throw new Error('outside');
  const handle = await fsp.open(real, constants.O_RDONLY | constants.O_NOFOLLOW);
  try {
    return (await handle.readFile()).toString();
  } finally {
    await handle.close();
  }
}

async function tally(read: () => Promise<string>, n: number, stopAtEscape = false) {
  const seen = { INSIDE: 0, SECRET: 0, refused: 0 };
  for (let i = 0; i < n; i++) {
    const text = await read().catch(() => 'refused');
    seen[text as keyof typeof seen]++;
    if (stopAtEscape && seen.SECRET > 0) break;
  }
  return seen;
}

describe('classify_file roots under a folder-swap race', () => {
  it('the race is real: a check-then-open reads outside the root', { timeout: 120_000 }, async () => {
    const seen = await tally(() => checkThenOpen('sub/doc.pdf'), 50_000, true);
    expect(seen.SECRET, JSON.stringify(seen)).toBeGreaterThan(0);
  });

  it(`FileRoots never does, over ${READS} reads`, { timeout: 120_000 }, async () => {
    const roots = new FileRoots([root]);
    const seen = await tally(async () => Buffer.from(await roots.read('sub/doc.pdf', 1024)).toString(), READS);
    expect(seen.SECRET, JSON.stringify(seen)).toBe(0);
    // The race was on: some reads were refused, and some still got through inside.
    expect(seen.INSIDE, JSON.stringify(seen)).toBeGreaterThan(0);
    expect(seen.refused, JSON.stringify(seen)).toBeGreaterThan(0);
  });
});
