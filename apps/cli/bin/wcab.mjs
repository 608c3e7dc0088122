#!/usr/bin/env node
/**
 * The `wcab` command (src/main.ts) from any working directory. The TypeScript runs through tsx,
 * whose worker-thread loader resolves from the repository, and the server's settings (DATA_DIR
 * ./data) are relative to it, so the process moves there after noting the caller's folder: every
 * path on the command line is resolved against that folder (src/paths.ts).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
// `npm run cli -- ...` runs in the repository; npm keeps the caller's directory in INIT_CWD.
const callerDir = process.env.npm_lifecycle_event === 'cli' && process.env.INIT_CWD ? process.env.INIT_CWD : process.cwd();
process.env.WCAB_CALLER_DIR = callerDir;
process.chdir(repoRoot);

const { register } = await import('tsx/esm/api');
register();
await import('../src/main.ts');
