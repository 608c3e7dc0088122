/**
 * Where the embedded mode keeps asynchronous batches' split documents when given a folder
 * (DATA_DIR/jobs in the API): on disk instead of in the process's memory, so an office box holds
 * up to the file budget without that much RAM. One folder per job, one file per document, named
 * by position (the document's own name stays in memory: it comes from the PDF and is not a safe
 * path). The job records themselves live in memory, so files a previous process left behind
 * belong to nobody and are cleared when the store opens.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { JobFile } from './jobQueue';
import { JOB_ID_PATTERN } from './outcomes';

export interface StoredFiles {
  names: string[];
  bytes: number;
}

export class DiskJobFiles {
  constructor(private readonly dir: string) {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    fs.chmodSync(dir, 0o700);
  }

  async write(id: string, files: JobFile[]): Promise<StoredFiles> {
    const folder = this.folder(id);
    // Split documents carry patient information: the service user alone reads them, whatever the umask.
    await fs.promises.mkdir(folder, { recursive: true, mode: 0o700 });
    await Promise.all(files.map((file, i) => fs.promises.writeFile(path.join(folder, String(i)), file.bytes, { mode: 0o600 })));
    return { names: files.map((f) => f.name), bytes: files.reduce((sum, f) => sum + f.bytes.byteLength, 0) };
  }

  /** The job's files, or undefined when they are gone (removed, or the folder was cleared). */
  async read(id: string, stored: StoredFiles): Promise<JobFile[] | undefined> {
    try {
      return await Promise.all(
        stored.names.map(async (name, i) => ({ name, bytes: new Uint8Array(await fs.promises.readFile(path.join(this.folder(id), String(i)))) })),
      );
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw err;
    }
  }

  remove(id: string): void {
    fs.rm(this.folder(id), { recursive: true, force: true }, () => undefined);
  }

  close(): void {
    fs.rmSync(this.dir, { recursive: true, force: true });
  }

  private folder(id: string): string {
    // Job ids are generated here (job_ + hex), never taken from a request path as is.
    if (!JOB_ID_PATTERN.test(id)) throw new Error(`not a job id: ${id}`);
    return path.join(this.dir, id);
  }
}
