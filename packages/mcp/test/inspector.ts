/** Running the MCP Inspector CLI (`npx @modelcontextprotocol/inspector --cli ...`) from tests. */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const STDIO_LAUNCHER = path.join(REPO_ROOT, 'packages/mcp/bin/mcp-stdio.mjs');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

export function inspector(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      'npx',
      ['--no-install', '@modelcontextprotocol/inspector', '--cli', ...args],
      { cwd: REPO_ROOT, env: { ...process.env, ...env }, timeout: 60_000, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) || 1 : 0, stdout, stderr }),
    );
  });
}

/** Whether the installed Inspector CLI has a --header option (added after 0.15). */
export function inspectorHasHeaderOption(): boolean {
  const cli = path.join(REPO_ROOT, 'node_modules/@modelcontextprotocol/inspector-cli/build/index.js');
  return fs.existsSync(cli) && fs.readFileSync(cli, 'utf8').includes('"--header');
}

/** The JSON document the Inspector CLI prints on success. */
export function printed<T = unknown>(run: CliRun): T {
  const start = run.stdout.indexOf('{');
  if (run.code !== 0 || start < 0) throw new Error(`inspector failed (${run.code}): ${run.stderr || run.stdout}`);
  return JSON.parse(run.stdout.slice(start)) as T;
}

/**
 * A forwarding proxy that adds `Authorization: Bearer <key>` to every request, for Inspector
 * versions whose CLI has no --header option. Bodies stream both ways (SSE included).
 */
export async function authProxy(target: string, key: string) {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: upstream.host, authorization: `Bearer ${key}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
