/**
 * A zip of the split documents, streamed as it is built (fflate: no dependencies, its own types,
 * a streaming Zip writer). PDFs are compressed inside already, so entries are stored, not
 * deflated: the archive costs a CRC pass, not a second compression of every scanned page.
 */
import { Readable } from 'node:stream';
import { Zip, ZipPassThrough } from 'fflate';
import type { SplitDocument } from './splitPdf';

export function zipStream(files: SplitDocument[], modified = new Date()): Readable {
  const out = new Readable({ read() {} });
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.push(chunk);
    if (final) out.push(null);
  });
  for (const file of files) {
    const entry = new ZipPassThrough(file.name);
    entry.mtime = modified;
    zip.add(entry);
    entry.push(file.bytes, true);
  }
  zip.end();
  return out;
}

/** The whole archive in memory (tests, small batches). */
export async function zipBytes(files: SplitDocument[], modified?: Date): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of zipStream(files, modified)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
