/**
 * Paths as the user typed them: relative to the folder the command was started in (bin/wcab.mjs
 * records it before moving to the repository), never to the repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import { launcherSettings } from '@wcab/config/launcher';

export function callerDir(): string {
  return launcherSettings().cliCallerDir ?? process.cwd();
}

export function fromCaller(p: string): string {
  return path.resolve(callerDir(), p);
}

import { DOCUMENT_NAME } from './scanInput';
import { CliError } from './exitCodes';

/** The one wording for a path that is not there, file or folder, whichever command (exit 3). */
export const noSuchFile = (typed: string) => new CliError('input', `${typed}: no such file`);

const isDocumentName = (name: string) => DOCUMENT_NAME.test(name);

/** The files named, and the PDF, TIFF, JPEG and PNG files below the folders named (recursively, sorted), as absolute paths. */
export function expandInputs(inputs: string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && isDocumentName(entry.name)) files.push(full);
    }
  };
  for (const input of inputs) {
    const full = fromCaller(input);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) throw noSuchFile(input);
    if (stat.isDirectory()) walk(full);
    else files.push(full);
  }
  return files;
}

/** For messages and index files: the path as seen from the caller's folder. */
export function shown(p: string): string {
  const relative = path.relative(callerDir(), p);
  return relative && !relative.startsWith('..') ? relative : p;
}
