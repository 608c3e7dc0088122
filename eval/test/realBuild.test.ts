/**
 * The real set's build step on a machine without the snapshots (CI, a fresh clone): one line saying so, exit 0,
 * nothing written. On a machine with them it rebuilds the set (eval/real/README.md); that needs the snapshots.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('real-set build without snapshots', () => {
  it('prints one line, exits 0 and writes nothing', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'realset-'));
    try {
      const out = path.join(dir, 'docs');
      const stdout = execFileSync(process.execPath, ['--import', 'tsx', 'eval/real/build.ts', '--mirror', path.join(dir, 'none'), '--out', out], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(stdout.trim().split('\n')).toEqual([`real-document set: no snapshots in ${path.join(dir, 'none')}; not built (skipped)`]);
      expect(fs.existsSync(out)).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
