/** PDFs the service must refuse or treat specially: encrypted, truncated, empty, lying text layer. */
import PDFKit from 'pdfkit';
import { assemblePdf } from './rawPdf';
import { makeTextPdf } from './textPdf';

const SAMPLE_LINES = [
  'WORKERS COMPENSATION APPEALS BOARD',
  'STATE OF CALIFORNIA',
  'Case Number: ADJ1234567',
  'NOTICE OF HEARING',
  'The above entitled case has been set for a mandatory settlement conference',
  'on April 22, 2025 at 8:30 AM at the Van Nuys District Office.',
];

export interface EncryptedPdfOptions {
  userPassword?: string;
  /** '1.4' gives RC4 128-bit, '1.7' AES-128, '1.7ext3' AES-256 (pdfkit's choices). Default AES-256. */
  pdfVersion?: '1.4' | '1.7' | '1.7ext3';
  lines?: string[];
}

/** A one-page PDF that cannot be opened without its user password (pdfkit's standard handler). */
export function makeEncryptedPdf(opts: EncryptedPdfOptions = {}): Promise<Uint8Array> {
  const doc = new PDFKit({
    size: 'LETTER',
    userPassword: opts.userPassword ?? 'secret',
    ownerPassword: 'owner-secret',
    pdfVersion: opts.pdfVersion ?? '1.7ext3',
  });
  doc.font('Helvetica').fontSize(11);
  for (const line of opts.lines ?? SAMPLE_LINES) doc.text(line);
  return collect(doc);
}

/**
 * The first `keep` share of a valid text PDF. pdf-lib writes its cross-reference as a compressed
 * stream at the very end, so once it is cut off there is no trailer or catalog left to recover from.
 */
export async function makeTruncatedPdf(keep = 0.6): Promise<Uint8Array> {
  const full = await makeTextPdf([SAMPLE_LINES, SAMPLE_LINES]);
  return full.slice(0, Math.max(16, Math.floor(full.byteLength * keep)));
}

/** A syntactically valid PDF whose page tree is empty (/Count 0). */
export function makeZeroPagePdf(): Uint8Array {
  return assemblePdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>']);
}

export interface GarbageTextOptions {
  /**
   * 'scrambled': the ToUnicode map sends each letter to another letter (vowels to consonants), so the
   * text layer is letter soup; 'unmapped': every code maps into the Private Use Area, as with fonts
   * whose map was lost. Either way the page looks right when rendered, so OCR reads the real text.
   */
  mode?: 'scrambled' | 'unmapped';
  lines?: string[];
}

export function makeGarbageTextPdf(opts: GarbageTextOptions = {}): Uint8Array {
  const lines = opts.lines ?? SAMPLE_LINES;
  const content = ['BT', '/F1 11 Tf', '14 TL', '72 708 Td']
    .concat(lines.map((line) => `(${escapePdfString(line)}) Tj T*`))
    .concat('ET')
    .join('\n');
  return assemblePdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    { dict: '', stream: content },
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /ToUnicode 6 0 R >>',
    { dict: '', stream: toUnicodeCMap(opts.mode ?? 'scrambled') },
  ]);
}

const PLAIN = 'abcdefghijklmnopqrstuvwxyz';
const SCRAMBLED = 'qzjxkvwpbfgmcdlnhrstyaeiou'; // a->q, e->k, i->b, o->l, u->t: no vowels survive

function toUnicodeCMap(mode: 'scrambled' | 'unmapped'): string {
  const entries: string[] = [];
  for (let code = 0x21; code <= 0x7e; code++) {
    const ch = String.fromCharCode(code);
    let target = code + 0xe000;
    if (mode === 'scrambled') {
      const lower = PLAIN.indexOf(ch.toLowerCase());
      const mapped = lower < 0 ? ch : SCRAMBLED[lower]!;
      target = (ch === ch.toUpperCase() ? mapped.toUpperCase() : mapped).charCodeAt(0);
    }
    entries.push(`<${hex(code, 2)}> <${hex(target, 4)}>`);
  }
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100); // a bfchar block holds at most 100 entries
    blocks.push(`${chunk.length} beginbfchar\n${chunk.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange\n<00> <FF>\nendcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

function hex(value: number, digits: number): string {
  return value.toString(16).toUpperCase().padStart(digits, '0');
}

function escapePdfString(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
}

/** Collects a pdfkit document's output stream into one buffer. */
function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.end();
  });
}

const CONSONANTS = 'bcdfghjklmnpqrstvwxz';
const SWAPPED = 'gkmtnsvbpdrlhzcfxjwq';

/**
 * `text` as an OCR engine that could not read the print writes it: letter strings with a word's shape and no word's
 * spelling ("Jinn Fenok"). Each consonant is swapped for another, vowels, case, digits and spacing kept, so every
 * word keeps its vowels and sane case (textQuality's shape rules pass it) and few stay English words.
 */
export function shapeOnlyWords(text: string): string {
  return text.replace(/[a-z]/gi, (ch) => {
    const i = CONSONANTS.indexOf(ch.toLowerCase());
    if (i < 0) return ch;
    const out = SWAPPED[i]!;
    return ch === ch.toUpperCase() ? out.toUpperCase() : out;
  });
}
