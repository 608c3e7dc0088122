/**
 * File names (@wcab/contract/naming): how the service names a document, and the safe, unique names a batch's
 * files are written under. The module imports nothing: the review page bundles it for the browser.
 */
import { describe, expect, it } from 'vitest';
import { safeFileName, slug, suggestedFilename, surname, uniqueFileNames } from '../src/naming';

describe('suggested file names', () => {
  it('follow YYYYMMDD-<type slug>-<surname slug>.pdf', () => {
    expect(suggestedFilename('20250314', 'Notice of Hearing', 'Maria Garcia')).toBe('20250314-notice-of-hearing-garcia.pdf');
    expect(suggestedFilename('20250702', 'Billing / Lien', 'Thanh Nguyen')).toBe('20250702-billing-lien-nguyen.pdf');
    expect(suggestedFilename('', 'Medical Report', '')).toBe('undated-medical-report-unknown.pdf');
  });
  it('slugs drop accents and punctuation; surnames skip suffixes', () => {
    expect(slug('  Stipulations / Compromise & Release ')).toBe('stipulations-compromise-release');
    expect(slug('José Peña')).toBe('jose-pena');
    expect(surname("Robert O'Neil Jr.")).toBe("O'Neil");
    expect(slug(surname("Robert O'Neil Jr."))).toBe('o-neil');
  });
  it('surnames keep their particles, but a given name is never one', () => {
    expect(suggestedFilename('20250314', 'Notice of Hearing', 'Ana De La Cruz')).toBe('20250314-notice-of-hearing-de-la-cruz.pdf');
    expect(surname('Maria del Carmen')).toBe('del Carmen');
    expect(surname('Anna van der Berg')).toBe('van der Berg');
    expect(surname('Jose Dos Santos')).toBe('Dos Santos');
    // "Van" and "Le" are names of their own; a lone particle-like first word is the given name.
    expect(surname('Minh Van Tran')).toBe('Tran');
    expect(surname('Kim Le')).toBe('Le');
    expect(surname('De Leon')).toBe('Leon');
  });
});

describe('file names a batch writes', () => {
  it('keep the last path segment, replace what a file system refuses, end in .pdf, and number repeats', () => {
    expect(uniqueFileNames(['../../etc/passwd', 'a.pdf', 'A.PDF', 'a.pdf', 'con:x'])).toEqual(['passwd.pdf', 'a.pdf', 'A-2.pdf', 'a-3.pdf', 'con-x.pdf']);
    expect(uniqueFileNames(['a-2.pdf', 'a.pdf', 'a.pdf'])).toEqual(['a-2.pdf', 'a.pdf', 'a-3.pdf']);
    expect(safeFileName('folder\\sub/')).toBe('sub.pdf');
    expect(safeFileName('..')).toBe('document.pdf');
    expect(safeFileName('  ', 'x.pdf')).toBe('x.pdf');
  });
});
