/**
 * How the service names a document's file (PRODUCT.md `suggested_filename`), and how a list of such names
 * becomes file names safe to write and unique within a batch. One module, with no import, for every place
 * that names files: the pipeline's answers, the split documents and the CLI (@wcab/output), and the review
 * page in the browser (packages/web), which renames a document as a person corrects it: `@wcab/contract/naming`.
 */

/** Lower case; every run of characters other than a-z/0-9 becomes one hyphen; no edge hyphens. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Words that belong to the surname after them ("Ana De La Cruz", "Luis del Rio", "Anna van der Berg").
 * Not a lone "van", "le" or "la": Van and Le are given and family names of their own ("Minh Van Tran",
 * "Kim Le"), and "la" joins only after "de".
 */
const PARTICLE = /^(?:de|del|della|dos|das|du|di|von|st\.?|saint)$/i;
const PAIRED: Record<string, RegExp> = { de: /^(?:la|las|los)$/i, van: /^(?:der|den)$/i };

/** The applicant's surname: the last word of "First [Middle] Last" with its particles, ignoring suffixes. */
export function surname(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w && !/^(jr|sr|ii|iii|iv)\.?$/i.test(w));
  let start = words.length - 1;
  // A particle never takes the first word: that is the given name.
  while (start > 1) {
    const prev = words[start - 1]!;
    const pairedWith = words[start - 2]?.toLowerCase();
    if (start > 2 && pairedWith && PAIRED[pairedWith]?.test(prev)) start -= 2;
    else if (PARTICLE.test(prev)) start -= 1;
    else break;
  }
  return words.slice(Math.max(0, start)).join(' ');
}

/** `YYYYMMDD-<activity type slug>-<applicant surname slug>.pdf`; `undated` / `document` / `unknown` stand in. */
export function suggestedFilename(documentDate: string, activityType: string, applicantName: string): string {
  const date = /^\d{8}$/.test(documentDate) ? documentDate : 'undated';
  const type = slug(activityType) || 'document';
  const who = slug(surname(applicantName)) || 'unknown';
  return `${date}-${type}-${who}.pdf`;
}

const UNSAFE = /[\u0000-\u001f<>:"/\\|?*]+/g;

/** A name safe to write anywhere: its last path segment, no character a file system refuses, ending in .pdf. */
export function safeFileName(name: string, fallback = 'document.pdf'): string {
  const base = (name.replace(/\\/g, '/').replace(/\/+$/, '').split('/').at(-1) ?? '').replace(UNSAFE, '-').replace(/^\.+/, '').trim();
  const named = base || fallback;
  return /\.pdf$/i.test(named) ? named : `${named}.pdf`;
}

/**
 * Safe names in the same order, the later of any repeat numbered -2, -3, ... (case-insensitively): two
 * letters from the same applicant on the same day.
 */
export function uniqueFileNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((raw) => {
    const name = safeFileName(raw);
    const stem = name.replace(/\.pdf$/i, '');
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem}-${n}.pdf`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
