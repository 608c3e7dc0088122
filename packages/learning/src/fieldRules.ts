/**
 * Where a layout prints an organisation (the employer) or the document's own date, learned from one corrected
 * document: the words just before the value on its line (its label, "Employer:", "Visit date:"), or, for a
 * value that starts its line, the line above it (anchors.ts). A later document of the same layout is read at
 * the same place. Names have their own rules (nameRules.ts).
 */
import { findDateMentions } from '@wcab/extract';
import { anchorOf, linesOf, placesOf, previousLine, type AnchorRule } from './anchors';
import { normalizeLine } from './signature';

export type { AnchorRule } from './anchors';

/** Learns where an organisation (the employer) is printed: the line holding its name. */
export function learnTextRule(pages: readonly string[], value: string): AnchorRule | undefined {
  const lines = linesOf(pages);
  const wanted = value.trim().toLowerCase().replace(/\s+/g, ' ');
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    const at = line.toLowerCase().replace(/\s+/g, ' ').indexOf(wanted);
    if (at < 0) continue;
    const before = anchorOf(line.replace(/\s+/g, ' ').slice(0, at));
    if (before) return { before };
    const above = previousLine(lines, n);
    if (above) return { before: '', above };
  }
  return undefined;
}

export function readText(pages: readonly string[], rule: AnchorRule): string | undefined {
  for (const rest of placesOf(pages, rule)) {
    const column = (rest.split(/\s{2,}|\t|\|/)[0] ?? '').trim().replace(/[,;:]$/, '');
    if (/[A-Za-z]{2}/.test(column)) return column;
  }
  return undefined;
}

/** Learns where the document's own date is printed: the words before that date on its line. */
export function learnDateRule(pages: readonly string[], isoDay: string): AnchorRule | undefined {
  const lines = linesOf(pages);
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    const mention = findDateMentions(line).find((m) => m.iso === isoDay);
    if (!mention) continue;
    const before = anchorOf(line.slice(0, mention.start));
    if (before && /[a-z]{2}/.test(before)) return { before };
    const above = previousLine(lines, n);
    if (above) return { before: '', above };
  }
  return undefined;
}

export function readDate(pages: readonly string[], rule: AnchorRule): string | undefined {
  for (const rest of placesOf(pages, rule)) {
    const mention = findDateMentions(rest)[0];
    if (mention && mention.start <= 3) return mention.iso;
  }
  return undefined;
}

/** The words around a date that say what it is, without its digits: the key of a learned date meaning. */
export function dateContextKey(description: string): string {
  return normalizeLine(description).replace(/#+/g, '#').slice(0, 80);
}
