import fs from 'node:fs';

/** The file appears whole or not at all: a crash mid-write leaves only a temporary file. */
export function writeAtomically(target: string, data: Uint8Array | string): void {
  const temporary = `${target}.${process.pid}.partial`;
  fs.writeFileSync(temporary, data);
  fs.renameSync(temporary, target);
}
