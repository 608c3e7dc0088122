/**
 * A tiny hand-assembled PDF writer for fixtures the PDF libraries refuse to make on purpose
 * (a zero-page document, a font with a lying ToUnicode map). Objects are numbered from 1 in order;
 * object 1 must be the catalog. The xref offsets are computed, so the file is well-formed.
 */
export function assemblePdf(objects: Array<string | { dict: string; stream: string }>): Uint8Array {
  const parts: string[] = ['%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n'];
  const offsets: number[] = [];
  let length = byteLength(parts[0]!);
  objects.forEach((obj, i) => {
    const body =
      typeof obj === 'string'
        ? obj
        : `<< ${obj.dict} /Length ${byteLength(obj.stream)} >>\nstream\n${obj.stream}\nendstream`;
    const text = `${i + 1} 0 obj\n${body}\nendobj\n`;
    offsets.push(length);
    parts.push(text);
    length += byteLength(text);
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, '0000000000 65535 f \n'];
  for (const offset of offsets) xref.push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  parts.push(...xref, `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`);
  return new Uint8Array(Buffer.from(parts.join(''), 'latin1')); // own ArrayBuffer, not Node's pool
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'latin1');
}
