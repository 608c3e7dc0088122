/**
 * File access for `classify_file` (and `analyze_batch { path }`): reads only regular files below
 * a set of document roots.
 *
 * - On the HTTP endpoint the roots are the operator's `MCP_FILE_ROOTS`; with none, file access is
 *   disabled. In the local stdio mode they are the folders the user named on the command line.
 * - Root and requested path are both resolved with realpath, so symlinks are followed before the
 *   containment check (`path.relative`): a link inside a root that points outside it is refused,
 *   as are `..` traversal and NUL bytes. The final open uses O_NOFOLLOW and the opened handle is
 *   checked (regular file, size) rather than the path, so a file swapped after the check is not
 *   read instead.
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
    const real = await this.locate(requested);
    if (!real) throw notAvailable();
    return readRegularFile(real, maxBytes);
  }

  /** The real path of the requested file when it lies inside one of the roots. */
  private async locate(requested: string): Promise<string | undefined> {
    for (const root of this.roots) {
      const realRoot = await realpathOrUndefined(root);
      if (!realRoot) continue;
      const candidate = path.isAbsolute(requested) ? path.resolve(requested) : path.resolve(realRoot, requested);
      const real = await realpathOrUndefined(candidate);
      if (real && isInside(realRoot, real)) return real;
    }
    return undefined;
  }
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

async function readRegularFile(real: string, maxBytes: number): Promise<Uint8Array> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(real, constants.O_RDONLY | constants.O_NOFOLLOW | (constants.O_NONBLOCK ?? 0));
  } catch {
    throw notAvailable();
  }
  try {
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
