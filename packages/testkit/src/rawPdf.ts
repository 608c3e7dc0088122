/**
 * A tiny hand-assembled PDF writer for fixtures the PDF libraries refuse to make on purpose
 * (a zero-page document, a font with a lying ToUnicode map, the hostile files of hostilePdfs.ts).
 * Objects are numbered from 1 in order; object 1 must be the catalog. The xref offsets are
 * computed, so the file is well-formed unless a caller asks otherwise. A stream's bytes may be
 * binary (a Flate or CCITT payload); its /Length is the real one unless the dict states its own.
 */
export type RawObject = string | { dict: string; stream: string | Uint8Array };

export interface AssembleOptions {
  /** Extra trailer entries; receives the xref's own offset (for a /Prev that points back at it). */
  trailerExtra?: (xrefOffset: number) => string;
}

export function assemblePdf(objects: RawObject[], opts: AssembleOptions = {}): Uint8Array {
  const parts: Buffer[] = [latin1('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((obj, i) => {
    const body = typeof obj === 'string' ? [latin1(obj)] : streamObject(obj.dict, obj.stream);
    const chunk = Buffer.concat([latin1(`${i + 1} 0 obj\n`), ...body, latin1('\nendobj\n')]);
    offsets.push(length);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n'];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  const extra = opts.trailerExtra ? ` ${opts.trailerExtra(length)}` : '';
  parts.push(latin1(`${xref.join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R${extra} >>\nstartxref\n${length}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts)); // own ArrayBuffer, not Node's pool
}

function streamObject(dict: string, stream: string | Uint8Array): Buffer[] {
  const data = typeof stream === 'string' ? latin1(stream) : Buffer.from(stream);
  const length = /\/Length\s/.test(dict) ? '' : ` /Length ${data.length}`;
  return [latin1(`<< ${dict}${length} >>\nstream\n`), data, latin1('\nendstream')];
}

function latin1(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}
