/**
 * Typographic and layout variation shared by every kind of document, so that no kind is recognisable by one
 * way of printing it: headings in capitals, title case, letter-spaced ("O R D E R"), underlined or left out;
 * line-numbered pleading paper; two-column forms read across; exhibits and attachments behind the document.
 */
import type { Rng } from './rng';
import { wrap } from './layout';

/** "Notice of Ruling" -> one printed form of it, or nothing (a document without a title). */
export function styledTitle(rng: Rng, title: string, pAbsent = 0.2): string[] {
  if (rng.chance(pAbsent)) return [];
  const upper = title.toUpperCase();
  switch (rng.int(0, 6)) {
    case 0:
      return [upper];
    case 1:
      return [letterSpaced(upper)];
    case 2:
      return [upper, '_'.repeat(Math.min(60, upper.length))];
    case 3:
      return [title];
    case 4:
      return [`** ${upper} **`];
    case 5: {
      // A long title broken over two lines.
      const words = upper.split(' ');
      if (words.length < 4) return [upper];
      const cut = Math.ceil(words.length / 2);
      return [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    }
    default:
      return [`${upper}`.replace(/ /g, '  ')];
  }
}

/** "ORDER" -> "O R D E R"; words kept apart by three spaces. */
export function letterSpaced(text: string): string {
  return text
    .split(' ')
    .map((w) => w.split('').join(' '))
    .join('   ');
}

/** A section heading in one of the common styles. */
export function sectionHeading(rng: Rng, text: string): string {
  switch (rng.int(0, 5)) {
    case 0:
      return text.toUpperCase();
    case 1:
      return `${text.toUpperCase()}:`;
    case 2:
      return `${text}:`;
    case 3:
      return text;
    case 4:
      return `${rng.int(1, 9)}. ${text.toUpperCase()}`;
    default:
      return `${text.toUpperCase()}.`;
  }
}

/**
 * Lines set on pleading paper: every page numbered 1..28 down the left margin, a footer with the document's
 * short title. OCR may keep or lose the numbers; noise.ts drops them sometimes.
 */
export function pleadingPaper(rng: Rng, lines: string[], footer: string): string[] {
  const per = 28;
  const pages: string[] = [];
  for (let i = 0; i < Math.max(1, lines.length); i += per) {
    const chunk = lines.slice(i, i + per);
    const numbered = chunk.map((l, k) => `${String(k + 1).padStart(2)}  ${l}`);
    for (let k = chunk.length; k < per && rng.chance(0.5); k++) numbered.push(String(k + 1).padStart(2));
    numbered.push('', footer.toUpperCase(), rng.chance(0.5) ? `- ${pages.length + 1} -` : '');
    pages.push(numbered.join('\n'));
  }
  return pages;
}

/** Label/value pairs laid out as a two-column form, each printed row holding one pair from each column. */
export function twoColumns(rng: Rng, left: string[], right: string[]): string[] {
  const gap = ' '.repeat(rng.int(3, 12));
  const width = Math.max(...left.map((l) => l.length), 10);
  const rows: string[] = [];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const a = left[i] ?? '';
    const b = right[i] ?? '';
    rows.push(`${a.padEnd(width)}${gap}${b}`.trimEnd());
  }
  return rows;
}

/** Paragraph text wrapped as a narrow column (forms, two-column pages). */
export function narrow(text: string, width: number): string[] {
  return wrap(text, width);
}

/** "EXHIBIT A" / "Attachment 2" labels. */
export function exhibitLabel(rng: Rng, i: number): string {
  const letter = String.fromCharCode(65 + i);
  return rng.pick([`EXHIBIT ${letter}`, `Exhibit ${i + 1}`, `ATTACHMENT ${i + 1}`, `Attachment ${letter}`, `EXHIBIT "${letter}"`]);
}
