/**
 * Reading the documents the user names: one wording for a file that is not there, whichever command and
 * whether it is a file or in a folder ("<path>: no such file"), and `-` for standard input (a scanner
 * pipeline: `scanimage | wcab classify -`).
 */
import fs from 'node:fs';
import { CliError } from './exitCodes';
import { fromCaller, noSuchFile, shown } from './paths';

/** The name `-` stands for in messages and output. */
export const STDIN = '-';

/** The bytes of the file the user typed (resolved from their folder), or of standard input for `-`. */
export async function readDocument(typed: string): Promise<Uint8Array> {
  if (typed === STDIN) return readStdin();
  const file = fromCaller(typed);
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) throw noSuchFile(typed);
  if (stat.isDirectory()) throw new CliError('input', `${typed}: is a folder, not a file`);
  try {
    return new Uint8Array(fs.readFileSync(file));
  } catch (error) {
    throw new CliError('input', `${shown(file)}: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
}

async function readStdin(): Promise<Uint8Array> {
  if (process.stdin.isTTY) throw new CliError('usage', '-: standard input is a terminal; pipe the document in (wcab classify - < scan.pdf)');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0) throw new CliError('input', '-: standard input was empty');
  return new Uint8Array(bytes);
}
