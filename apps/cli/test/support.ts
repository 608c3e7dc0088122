/** Runs the `wcab` bin as a user would: its own process, started in a folder of the test's own. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const WCAB_BIN = fileURLToPath(new URL('../bin/wcab.mjs', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `stdin`: bytes piped into the command (its standard input is otherwise closed at once). */
export function runCli(args: string[], cwd: string, env: Record<string, string> = {}, stdin?: Uint8Array): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const { npm_lifecycle_event: _event, INIT_CWD: _init, ...inherited } = process.env;
    const child = spawn(process.execPath, [WCAB_BIN, ...args], { cwd, env: { ...inherited, LOG_LEVEL: 'silent', WORKER_THREADS: '2', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += String(c)));
    child.stderr.on('data', (c) => (stderr += String(c)));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.on('error', () => undefined); // a command that exits before reading all of it
    child.stdin.end(stdin ? Buffer.from(stdin) : undefined);
  });
}

export const repoRoot = path.resolve(path.dirname(WCAB_BIN), '../../..');
