/**
 * The single-container run (`docker run -p 8080:8080 -v wcab-data:/data wcab-docai`) without a
 * Docker engine: the runtime stage's ENV and CMD are read from the Dockerfile and run as a process,
 * with DATA_DIR pointed at a temporary folder standing in for the volume and PORT=0. First start
 * prints one key to stdout (what `docker logs` shows) and the URLs; a restart on the same data keeps
 * the key and prints none.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { post, tempDir } from '../../../test/support/server';
import { textPdf, toBase64 } from '../../../test/support/pdfs';

const ROOT = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');

/** The runtime stage's instructions, continuation lines joined, comments dropped. */
function runtimeInstructions(): string[] {
  const stage = dockerfile.slice(dockerfile.search(/^FROM .* AS runtime$/m));
  return stage
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => /^[A-Z]+\s/.test(line));
}

function imageEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const line of runtimeInstructions().filter((l) => l.startsWith('ENV '))) {
    for (const pair of line.slice(4).trim().split(/\s+/)) {
      const eq = pair.indexOf('=');
      env[pair.slice(0, eq)] = pair.slice(eq + 1);
    }
  }
  return env;
}

function imageCommand(): string[] {
  const cmd = runtimeInstructions().find((l) => l.startsWith('CMD '))!;
  return JSON.parse(cmd.slice(4)) as string[];
}

interface Container {
  stdout: () => string;
  url: string;
  stop: () => Promise<void>;
}

/** `docker run` with the volume at `dataDir`: the image's command, environment and working folder. */
async function run(dataDir: string): Promise<Container> {
  const [command, ...args] = imageCommand();
  const child = spawn(command === 'node' ? process.execPath : command!, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH, ...imageEnv(), DATA_DIR: dataDir, PORT: '0', WORKER_THREADS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 90_000;
  let listening: { port: number } | undefined;
  while (!listening) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the service did not start:\n${out}\n${err}`);
    const line = out.split('\n').find((l) => l.includes('"msg":"listening"'));
    if (line) listening = JSON.parse(line);
    else await new Promise((r) => setTimeout(r, 100));
  }
  return {
    stdout: () => out,
    url: `http://127.0.0.1:${listening.port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe('single-container run (Dockerfile runtime stage as a process)', () => {
  it('the image is a whole service: embedded mode, data under /data, a volume, port 8080', () => {
    const env = imageEnv();
    expect(env).toMatchObject({ NODE_ENV: 'production', PORT: '8080', HOST: '0.0.0.0', DATA_DIR: '/data', BOOTSTRAP_KEY: 'true' });
    // Embedded: no Redis or PostgreSQL unless the fleet sets them.
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    const instructions = runtimeInstructions();
    expect(instructions).toContain('VOLUME ["/data"]');
    expect(instructions.find((l) => l.startsWith('EXPOSE '))).toMatch(/\b8080\b/);
  });

  it('first start prints one key and the URLs; a restart on the same data prints none and the key still works', async () => {
    const volume = tempDir('wcab-volume-');
    const first = await run(volume);
    let key: string;
    try {
      key = /^\s+(wcab_live_[A-Za-z0-9]{40})$/m.exec(first.stdout())?.[1] ?? '';
      expect(key, first.stdout()).not.toBe('');
      expect(first.stdout()).toContain('First start: created an API key');
      const listening = JSON.parse(
        first
          .stdout()
          .split('\n')
          .find((l) => l.includes('"msg":"listening"'))!,
      );
      expect(listening.mode).toBe('embedded');
      expect(listening.urls[0]).toMatch(/^http:\/\/localhost:\d+$/);
      // The key never reaches a log line (the banner is written outside the logger).
      const logLines = first
        .stdout()
        .split('\n')
        .filter((l) => l.startsWith('{'));
      expect(logLines.join('\n')).not.toContain(key);
      const res = await post(`${first.url}/v1/classify`, { document: toBase64(await textPdf([['NOTICE OF HEARING', 'ADJ1234567']])) }, key);
      expect(res.status).toBe(200);
      // What it writes is under the volume: the key store and the job file folder.
      expect(fs.readdirSync(volume)).toEqual(expect.arrayContaining(['keys.sqlite', 'jobs']));
    } finally {
      await first.stop();
    }
    const second = await run(volume);
    try {
      expect(second.stdout()).not.toContain('First start');
      expect(second.stdout()).not.toMatch(/wcab_live_/);
      const res = await post(`${second.url}/v1/analyze-batch`, {}, key);
      expect(res.status).toBe(400); // authenticated (not 401), then the body without a document is refused
      expect(await res.json()).toMatchObject({ code: 'BAD_REQUEST', error: 'document is required' });
    } finally {
      await second.stop();
    }
  }, 180_000);
});
