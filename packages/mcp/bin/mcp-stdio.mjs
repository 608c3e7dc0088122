#!/usr/bin/env node
/**
 * Starts the local stdio MCP server (src/stdio.ts) from any working directory: desktop clients
 * launch servers from a directory of their own choosing. The TypeScript runs through tsx, whose
 * worker-thread loader resolves from the repository, so the process moves there after noting
 * where relative folder arguments are meant to be resolved.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// `npm run mcp:stdio -- ./scans` runs in the repository; npm keeps the caller's directory in INIT_CWD.
const callerDir = process.env.npm_lifecycle_event === 'mcp:stdio' && process.env.INIT_CWD ? process.env.INIT_CWD : process.cwd();
process.env.WCAB_MCP_CALLER_DIR = callerDir;
process.chdir(repoRoot);

const { register } = await import('tsx/esm/api');
register();
await import('../src/stdio.ts');
