/**
 * File names for the documents of one batch: each document's `suggested_filename`, made safe to
 * write anywhere (no folders, no characters a file system refuses) and unique within the batch
 * (two letters from the same applicant on the same day: the second becomes `-2`).
 */
import path from 'node:path';

const UNSAFE = /[\u0000-\u001f<>:"/\\|?*]+/g;

export function safeFileName(name: string, fallback = 'document.pdf'): string {
  const base = path.basename(name.replace(/\\/g, '/')).replace(UNSAFE, '-').replace(/^\.+/, '').trim();
  const named = base || fallback;
  return /\.pdf$/i.test(named) ? named : `${named}.pdf`;
}

/** Safe names in the same order, the later of any repeat numbered -2, -3, ... (case-insensitively). */
export function uniqueFileNames(names: string[]): string[] {
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
