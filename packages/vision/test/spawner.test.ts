/**
 * The helper process that starts the native engine's tesseracts (spawner.ts): processes it starts are its
 * children, not this process's; their exit, signal, stderr and stdin file come through as a direct spawn gives them.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnedCpuSeconds, spawnThroughHelper } from '../src/spawner';

describe('spawnThroughHelper', () => {
  it('starts a process from the helper, not from this process, and reports its exit code and stderr', async () => {
    const { ended } = spawnThroughHelper('/bin/sh', ['-c', 'echo "parent $PPID" >&2; exit 3']);
    const end = await ended;
    expect(end.code).toBe(3);
    expect(end.signal).toBeNull();
    const parent = Number(/parent (\d+)/.exec(end.stderr)?.[1]);
    expect(parent).toBeGreaterThan(0);
    expect(parent).not.toBe(process.pid);
  });

  it('gives the process its stdin file and this process environment', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wcab-spawner-')), 'in.txt');
    fs.writeFileSync(file, 'from the file');
    process.env.WCAB_SPAWNER_TEST = 'set after the helper started';
    const { ended } = spawnThroughHelper('/bin/sh', ['-c', 'cat >&2; echo " / $WCAB_SPAWNER_TEST" >&2'], file);
    expect((await ended).stderr).toBe('from the file / set after the helper started\n');
    delete process.env.WCAB_SPAWNER_TEST;
  });

  it('kills a process on request, and counts the CPU of the processes that ended', async () => {
    const before = spawnedCpuSeconds();
    const busy = spawnThroughHelper('/bin/sh', ['-c', 'i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done']);
    expect((await busy.ended).code).toBe(0);
    expect(spawnedCpuSeconds()).toBeGreaterThan(before);
    const sleeper = spawnThroughHelper('/bin/sleep', ['30']);
    setTimeout(() => sleeper.kill(), 100);
    expect((await sleeper.ended).signal).toBe('SIGKILL');
  });

  it('rejects with the error code of a command that cannot start', async () => {
    await expect(spawnThroughHelper('/no/such/command', []).ended).rejects.toThrow('ENOENT');
  });
});
