/**
 * File access for `classify_file` (and `analyze_batch { path }`): reads only regular files below
 * a set of document roots.
 *
 * - On the HTTP endpoint the roots are the operator's `MCP_FILE_ROOTS`; with none, file access is
 *   disabled. In the local stdio mode they are the folders the user named on the command line.
 * - Root and requested path are both resolved with realpath, so symlinks are followed before the
 *   containment check (`path.relative`): a link inside a root that points outside it is refused,
 *   as are `..` traversal and NUL bytes.
 * - That check alone can be raced: a folder on the path swapped for a symlink between the check
 *   and the open is followed (O_NOFOLLOW guards the last component only). So the file is opened
 *   first and the *opened descriptor's* real path (/proc/self/fd/N, which names the file the
 *   kernel actually opened, whatever happened to the path since) is checked against the roots
 *   again before a byte is read. Where /proc is missing (not Linux), the descriptor's device and
 *   inode must equal those of the path resolved again after the open.
 * - Whatever the reason (outside the roots, missing, not a regular file), the caller gets the same
 *   message, so the tool cannot be used to probe which paths exist on the server.
 */
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import { ApiError } from '@wcab/contract';

export const FILE_NOT_AVAILABLE =
  'No readable file at that path inside the allowed document folders (it does not exist, is not a regular file, or is outside them)';
export const FILE_ACCESS_DISABLED =
  'File access is disabled on this server: the operator has not configured any document folders (MCP_FILE_ROOTS). ' +
  'Send the PDF itself with classify_document (base64) instead.';

export class FileRoots {
  /** The roots as given (made absolute); resolved with realpath on every read. */
  readonly roots: readonly string[];

  constructor(roots: readonly string[], baseDir = process.cwd()) {
    this.roots = roots.filter((r) => r.trim() !== '').map((r) => path.resolve(baseDir, r));
  }

  get enabled(): boolean {
    return this.roots.length > 0;
  }

  /**
   * Reads the file at `requested` (absolute, or relative to each root in turn) when it is a
   * regular file inside a root and at most `maxBytes` long. Throws ApiError otherwise.
   */
  async read(requested: string, maxBytes: number): Promise<Uint8Array> {
    if (!this.enabled) throw new ApiError('FORBIDDEN', FILE_ACCESS_DISABLED);
    if (typeof requested !== 'string' || requested.trim() === '' || requested.includes('\0')) throw notAvailable();
    const found = await this.locate(requested);
    if (!found) throw notAvailable();
    return readRegularFile(found, maxBytes);
  }

  /** The real path of the requested file, and the real root it lies in. */
  private async locate(requested: string): Promise<Located | undefined> {
    for (const root of this.roots) {
      const realRoot = await realpathOrUndefined(root);
      if (!realRoot) continue;
      const candidate = path.isAbsolute(requested) ? path.resolve(requested) : path.resolve(realRoot, requested);
      const real = await realpathOrUndefined(candidate);
      if (real && isInside(realRoot, real)) return { real, realRoot };
    }
    return undefined;
  }
}

interface Located {
  real: string;
  realRoot: string;
}

/**
 * Where the open descriptor really is: true when it is the file inside `realRoot` that was asked
 * for. On Linux the kernel's own name for the descriptor; elsewhere the path resolved again must
 * lead to the very file (device and inode) that was opened.
 */
async function openedInside(handle: fs.FileHandle, located: Located): Promise<boolean> {
  let opened: string | undefined;
  try {
    opened = await fs.readlink(`/proc/self/fd/${handle.fd}`);
  } catch {
    opened = undefined;
  }
  if (opened !== undefined) return isInside(located.realRoot, opened);
  const [fromHandle, again] = await Promise.all([handle.stat(), realpathOrUndefined(located.real)]);
  if (!again || !isInside(located.realRoot, again)) return false;
  const fromPath = await fs.stat(again).catch(() => undefined);
  return !!fromPath && fromPath.dev === fromHandle.dev && fromPath.ino === fromHandle.ino;
}

/** True when `target` is strictly below `root` (both real, absolute paths). */
export function isInside(root: string, target: string): boolean {
  const relative = path.relative(root, target);
  if (relative === '' || path.isAbsolute(relative)) return false;
  return relative !== '..' && !relative.startsWith(`..${path.sep}`);
}

async function realpathOrUndefined(p: string): Promise<string | undefined> {
  try {
    return await fs.realpath(p);
  } catch {
    return undefined;
  }
}

async function readRegularFile(located: Located, maxBytes: number): Promise<Uint8Array> {
  let handle: fs.FileHandle;
  try {
    // O_NONBLOCK: a FIFO swapped in does not block the open; O_NOCTTY: a terminal never becomes ours.
    handle = await fs.open(located.real, constants.O_RDONLY | constants.O_NOFOLLOW | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0));
  } catch {
    throw notAvailable();
  }
  try {
    if (!(await openedInside(handle, located))) throw notAvailable();
    const stat = await handle.stat();
    if (!stat.isFile()) throw notAvailable();
    if (stat.size > maxBytes) {
      throw new ApiError('DOCUMENT_TOO_LARGE', `The file exceeds the ${Math.round(maxBytes / (1024 * 1024))} MB document limit`);
    }
    // Read at most one byte past the limit: a file that grows after the stat is still bounded.
    const buffer = Buffer.alloc(Math.min(stat.size, maxBytes) + 1);
    let filled = 0;
    while (filled < buffer.length) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    if (filled > maxBytes) {
      throw new ApiError('DOCUMENT_TOO_LARGE', `The file exceeds the ${Math.round(maxBytes / (1024 * 1024))} MB document limit`);
    }
    return new Uint8Array(buffer.buffer, buffer.byteOffset, filled);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

function notAvailable(): ApiError {
  return new ApiError('NOT_FOUND', FILE_NOT_AVAILABLE);
}
