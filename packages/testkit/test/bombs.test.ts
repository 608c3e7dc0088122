import zlib from 'node:zlib';
import { makeFlateBombPdf, makeImageBombPdf, makeManyImagesPdf, repeatedByteZlib } from '@wcab/testkit';
import { describe, expect, it } from 'vitest';

/** Bytes a zlib stream inflates to, counted without keeping them. */
async function inflatedSize(data: Uint8Array): Promise<number> {
  const inflate = zlib.createInflate({ chunkSize: 1024 * 1024 });
  let total = 0;
  inflate.on('data', (chunk: Buffer) => (total += chunk.length));
  const done = new Promise<void>((resolve, reject) => inflate.on('end', resolve).on('error', reject));
  inflate.end(data);
  await done;
  return total;
}

/** The first stream of a PDF fixture, between `stream\n` and `\nendstream`. */
function firstStream(pdf: Uint8Array, dictMark: string): Buffer {
  const text = Buffer.from(pdf).toString('latin1');
  const start = text.indexOf('stream\n', text.indexOf(dictMark)) + 'stream\n'.length;
  return Buffer.from(text.slice(start, text.indexOf('\nendstream', start)), 'latin1');
}

describe('decompression bombs', () => {
  it('repeatedByteZlib writes a valid zlib stream (Adler-32 checked by inflate) of exactly the size asked', () => {
    for (const size of [1, 1024 * 1024, 3 * 1024 * 1024 + 17]) {
      const out = zlib.inflateSync(repeatedByteZlib(0x41, size));
      expect(out.length).toBe(size);
      expect(out.every((b) => b === 0x41)).toBe(true);
    }
  });

  it('the default Flate bomb is about 1 MB on disk and its content stream inflates to 1 GiB', async () => {
    const pdf = makeFlateBombPdf();
    expect(pdf.byteLength).toBeGreaterThan(900_000);
    expect(pdf.byteLength).toBeLessThan(1_300_000);
    expect(await inflatedSize(firstStream(pdf, '/Filter /FlateDecode'))).toBe(1024 ** 3);
  });

  it('the nested bomb needs two inflations and is a few kilobytes', async () => {
    const pdf = makeFlateBombPdf({ nested: true, inflatedBytes: 64 * 1024 ** 2 });
    expect(pdf.byteLength).toBeLessThan(10_000);
    const once = zlib.inflateSync(firstStream(pdf, '[/FlateDecode /FlateDecode]'));
    expect(await inflatedSize(once)).toBe(64 * 1024 ** 2);
  });

  it('the image bomb declares its pixel size in the image dictionary', () => {
    const text = Buffer.from(makeImageBombPdf({ width: 40_000, height: 30_000 })).toString('latin1');
    expect(text).toContain('/Subtype /Image /Width 40000 /Height 30000');
  });

  it('the many-images PDF holds the images asked for, over the pages asked for', () => {
    const text = Buffer.from(makeManyImagesPdf({ images: 30, pages: 4, width: 100, height: 80 })).toString('latin1');
    expect(text.match(/\/Subtype \/Image \/Width 100 \/Height 80/g)).toHaveLength(30);
    expect(text).toContain('/Count 4');
  });
});
