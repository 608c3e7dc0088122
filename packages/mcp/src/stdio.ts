/**
 * Local MCP server over stdio for desktop clients (Claude Desktop, Claude Code, Cursor, VS Code):
 * the same tools as the HTTP endpoint, running the same pipeline in this process (worker threads),
 * with no API key and nothing counted. `classify_file` reads the user's own files below the
 * folders given on the command line (else those of MCP_FILE_ROOTS, else the home folder).
 *
 *   npm run mcp:stdio -- ~/Documents/Scans            (or: node packages/mcp/bin/mcp-stdio.mjs ...)
 *
 * stdout carries the protocol only: everything else that would write there (a library's
 * console.log, a worker thread's output) is sent to stderr, and so are the logs.
 */
import os from 'node:os';
import { Writable } from 'node:stream';
import { Command, InvalidArgumentError } from 'commander';
import { pino } from 'pino';
import { serveStdio, StdioServerTransport } from '@modelcontextprotocol/server/stdio';
import { loadSettings } from '@wcab/config';
import { launcherSettings } from '@wcab/config/launcher';
import { bodyLimitFor } from '@wcab/gateway';
import { PROCESSOR_PATH } from '@wcab/pipeline';
import { ocrHostServices } from '@wcab/pipeline/ocrHost';
import { EmbeddedJobQueue } from '@wcab/queue';
import { FileRoots } from './fileRoots';
import { createMcpServer } from './server';
import type { ToolDeps } from './tools/runtime';

interface CliOptions {
  root: string[];
  threads?: number;
}

const positiveInt = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a positive integer');
  return n;
};

const program = new Command('mcp-stdio')
  .description(
    'Local MCP server over stdio: classify WCAB documents on this computer. classify_file reads PDFs below the ' +
      'given folders (else MCP_FILE_ROOTS, else your home folder). Configure it in your MCP client as a stdio server.',
  )
  .argument('[folders...]', 'folders classify_file may read')
  .option('-r, --root <folder>', 'a folder classify_file may read (repeatable)', (v: string, all: string[]) => [...all, v], [])
  .option('--threads <n>', 'worker threads processing documents (default: WORKER_THREADS or the core count)', positiveInt)
  .showHelpAfterError();
program.parse();
const options = program.opts<CliOptions>();
const folders = [...program.args, ...options.root];

// Keep stdout for the protocol; divert every other writer to stderr.
const stdoutWrite = process.stdout.write.bind(process.stdout);
const protocolOut = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    stdoutWrite(chunk, (error?: Error | null) => callback(error ?? null));
  },
});
process.stdout.write = process.stderr.write.bind(process.stderr) as typeof process.stdout.write;

const settings = loadSettings();
const logger = pino({ level: settings.logLevel, base: { service: 'mcp-stdio' } }, pino.destination(2));
const callerDir = launcherSettings().mcpCallerDir ?? process.cwd();
// Folders from the command line, else MCP_FILE_ROOTS, else the home folder.
const roots = folders.length > 0 ? folders : settings.mcp.fileRoots.length > 0 ? settings.mcp.fileRoots : [os.homedir()];
const files = new FileRoots(roots, callerDir);
const queue = new EmbeddedJobQueue({
  processorPath: PROCESSOR_PATH,
  threads: options.threads ?? settings.workerThreads,
  env: settings.threadEnv,
  hostServices: ocrHostServices(settings.job),
  // Each job thread builds its JobContext from these validated settings, once.
  jobSettings: settings.job,
});
const deps: ToolDeps = { queue, limits: settings.limits, files, logger, mode: 'stdio', now: () => Date.now() };

const transport = new StdioServerTransport(process.stdin, protocolOut, {
  // A base64 document of the size limit, as one JSON line.
  maxBufferSize: bodyLimitFor(settings.limits.maxDocumentBytes),
});
const handle = serveStdio(() => createMcpServer(deps), {
  transport,
  onerror: (error) => logger.warn({ err: error.message }, 'mcp stdio error'),
});
logger.info({ folders: files.roots }, 'MCP stdio server ready');

let stopping = false;
async function stop(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const grace = new Promise((resolve) => setTimeout(resolve, 2000).unref());
  await Promise.race([Promise.allSettled([handle.close(), queue.close()]), grace]);
  process.exit(code);
}
process.stdin.once('end', () => void stop(0));
process.stdin.once('close', () => void stop(0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop(0));
