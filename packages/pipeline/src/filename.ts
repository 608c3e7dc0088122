/** suggested_filename (PRODUCT.md): YYYYMMDD-<activity type slug>-<applicant surname slug>.pdf */

/** Lower case; every run of characters other than a-z/0-9 becomes one hyphen; no edge hyphens. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The applicant's surname: the last word of "First [Middle] Last", ignoring suffixes. */
export function surname(name: string): string {
  const words = name.trim().split(/\s+/).filter((w) => !/^(jr|sr|ii|iii|iv)\.?$/i.test(w));
  return words[words.length - 1] ?? '';
}

export function suggestedFilename(documentDate: string, activityType: string, applicantName: string): string {
  const date = /^\d{8}$/.test(documentDate) ? documentDate : 'undated';
  const type = slug(activityType) || 'document';
  const who = slug(surname(applicantName)) || 'unknown';
  return `${date}-${type}-${who}.pdf`;
}
