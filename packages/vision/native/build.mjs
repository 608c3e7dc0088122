// Builds the Tesseract server (tesseractServer.cpp) at `npm ci` (the root package's postinstall), where Debian's
// libtesseract-dev, pkg-config and g++ are installed; elsewhere it says so and the native engine runs the
// `tesseract` command instead (nativeEngine.ts). It never fails the install: the server only makes reads cheaper.
// A compiler call and not node-gyp: it is a program of its own, not an addon, and needs nothing of Node's headers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.join(here, 'tesseractServer.cpp');
const target = path.join(here, 'build', 'wcab-tesseract-server');

const flags = spawnSync('pkg-config', ['--cflags', '--libs', 'tesseract', 'lept'], { encoding: 'utf8' });
if (flags.error || flags.status !== 0) {
  console.log('wcab: the Tesseract server is not built (no libtesseract-dev found by pkg-config); the native engine will run the tesseract command');
  process.exit(0);
}
fs.mkdirSync(path.dirname(target), { recursive: true });
const partial = `${target}.${process.pid}.part`;
const compile = spawnSync('g++', ['-O2', '-std=c++17', source, ...flags.stdout.trim().split(/\s+/), '-o', partial], { encoding: 'utf8' });
if (compile.error || compile.status !== 0) {
  fs.rmSync(partial, { force: true });
  console.log(
    `wcab: the Tesseract server did not build (${compile.error?.message ?? compile.stderr.trim().split('\n').at(-1)}); the native engine will run the tesseract command`,
  );
  process.exit(0);
}
fs.renameSync(partial, target); // whole or absent
console.log(`wcab: built ${path.relative(process.cwd(), target)}`);
