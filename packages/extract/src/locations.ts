/**
 * Where hearings and appointments take place.
 *
 * Hearings and trials are held at a WCAB district office; the table below lists the real offices so
 * their names are recognised in noisy OCR text ("San Luis 0bispo District 0ffice") and so an address
 * printed without the office name ("WCAB, 6150 Van Nuys Blvd., Van Nuys, CA 91401") can still be tied
 * to its office. Addresses themselves are taken as printed, never from the table.
 */
import { fuzzyPattern, repairDigits } from './fuzzy';

export interface DistrictOffice {
  /** Office name as the WCAB writes it ("San Luis Obispo"). */
  name: string;
  /** Cities whose addresses belong to the office (the office's own city first). */
  cities: string[];
}

export const DISTRICT_OFFICES: readonly DistrictOffice[] = [
  { name: 'Anaheim', cities: ['Anaheim'] },
  { name: 'Bakersfield', cities: ['Bakersfield'] },
  { name: 'Eureka', cities: ['Eureka'] },
  { name: 'Fresno', cities: ['Fresno'] },
  { name: 'Goleta', cities: ['Goleta', 'Santa Barbara'] },
  { name: 'Long Beach', cities: ['Long Beach'] },
  { name: 'Los Angeles', cities: ['Los Angeles'] },
  { name: 'Marina del Rey', cities: ['Marina del Rey'] },
  { name: 'Oakland', cities: ['Oakland'] },
  { name: 'Oxnard', cities: ['Oxnard'] },
  { name: 'Pomona', cities: ['Pomona'] },
  { name: 'Redding', cities: ['Redding'] },
  { name: 'Riverside', cities: ['Riverside'] },
  { name: 'Sacramento', cities: ['Sacramento'] },
  { name: 'Salinas', cities: ['Salinas'] },
  { name: 'San Bernardino', cities: ['San Bernardino'] },
  { name: 'San Diego', cities: ['San Diego'] },
  { name: 'San Francisco', cities: ['San Francisco'] },
  { name: 'San Jose', cities: ['San Jose'] },
  { name: 'San Luis Obispo', cities: ['San Luis Obispo'] },
  { name: 'Santa Ana', cities: ['Santa Ana'] },
  { name: 'Santa Rosa', cities: ['Santa Rosa'] },
  { name: 'Stockton', cities: ['Stockton'] },
  { name: 'Van Nuys', cities: ['Van Nuys'] },
];

export interface OfficeMention {
  office: DistrictOffice;
  index: number;
  /** End of the mention ("... District Office"). */
  end: number;
}

/** Longest names first so "San Luis Obispo" is not read as a shorter name. */
const OFFICES_BY_LENGTH = [...DISTRICT_OFFICES].sort((a, b) => b.name.length - a.name.length);
const officeAlt = (o: DistrictOffice) => fuzzyPattern(o.name, { gaps: true });
const OFFICE_NAME = OFFICES_BY_LENGTH.map((o) => `(${officeAlt(o)})`).join('|');
/** "<Name> District Office", "<Name> WCAB", "WCAB <Name>", "<Name> Board". */
const OFFICE_MENTION = new RegExp(
  `(?<![A-Za-z])(?:${OFFICE_NAME})\\s*(?:${fuzzyPattern('district office', { gaps: true })}|${fuzzyPattern('district')}|WCAB|${fuzzyPattern('board')})(?![A-Za-z])` +
    `|(?<![A-Za-z])(?:WCAB|${fuzzyPattern('appeals board')})[,\\s\\-]+(?:${fuzzyPattern('district office')}\\s*(?:of|in|at)?\\s*)?(?:${OFFICE_NAME})(?:\\s*${fuzzyPattern('district office', { gaps: true })})?(?![A-Za-z])`,
  'gi',
);

function officeFromGroups(m: RegExpMatchArray): DistrictOffice | undefined {
  const n = OFFICES_BY_LENGTH.length;
  for (let i = 0; i < n; i++) if (m[i + 1] || m[n + i + 1]) return OFFICES_BY_LENGTH[i];
  return undefined;
}

export function findOfficeMentions(text: string): OfficeMention[] {
  const out: OfficeMention[] = [];
  for (const m of text.matchAll(OFFICE_MENTION)) {
    const office = officeFromGroups(m);
    if (office) out.push({ office, index: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** Office whose city appears in an address ("..., Van Nuys, CA 91401"). */
export function officeForAddress(address: string): DistrictOffice | undefined {
  for (const o of OFFICES_BY_LENGTH) {
    for (const city of o.cities) {
      if (new RegExp(`(?<![A-Za-z])${fuzzyPattern(city)},?\\s*(?:CA|Calif|California)\\b`, 'i').test(address)) return o;
    }
  }
  return undefined;
}

/** A California street address ending in a ZIP code, as printed (whitespace collapsed). */
const ADDRESS =
  /(?<![0-9:.,$])(?:[0-9OIl]{1,6}(?=\s+(?:[NSEW]\.?\s+)?[A-Z0-9])|P\.?\s?O\.?\s+Box\s+\d+)\s+[^\n]{2,90}?(?:\n[^\n]{1,60}?)?,?\s*(?:CA|Calif\.?|California)\.?,?\s*(9[0-9OIl]{4})(?:-\d{4})?(?![0-9])/;

export function addressAt(text: string): { address: string; index: number; end: number } | undefined {
  const m = ADDRESS.exec(text);
  if (!m) return undefined;
  // A line break before the city line separates address parts ("Suite 170\nAnaheim, CA" -> "Suite 170,
  // Anaheim, CA"); any other break is just wrapping ("6150 Van\nNuys Boulevard").
  const address = m[0]
    .replace(/\s*\n\s*/g, (br: string, i: number) => {
      const before = m[0].slice(0, i).trimEnd();
      const after = m[0].slice(i + br.length);
      return !before.endsWith(',') && /^[A-Z][A-Za-z .]+,?\s*(?:CA|Calif\.?|California)\b/.test(after) ? ', ' : ' ';
    })
    .replace(/\s+/g, ' ')
    .replace(m[1]!, repairDigits(m[1]!))
    .trim();
  return { address, index: m.index, end: m.index + m[0].length };
}

/** "<Office> District Office, <address as printed>" or just the office. */
export function formatOfficeLocation(office: DistrictOffice, address?: string): string {
  const name = `${office.name} District Office`;
  return address ? `${name}, ${address}` : name;
}

/** A location as extractLocations read it: the value and the stretch of the text it came from. */
export interface PlacedLocation {
  value: string;
  start: number;
  end: number;
}

/**
 * The location of a hearing or trial: the office named (or address printed) after the date, else
 * before it, else the document's district office (e.g. the footer "STOCKTON DISTRICT OFFICE").
 */
export function hearingLocation(text: string, dateStart: number, dateEnd: number): string {
  return hearingLocationAt(text, dateStart, dateEnd)?.value ?? '';
}

/** hearingLocation() with the stretch of `text` it was read from. */
export function hearingLocationAt(text: string, dateStart: number, dateEnd: number): PlacedLocation | undefined {
  const after = text.slice(dateEnd, dateEnd + 320).split(/\n\s*\n/)[0] ?? '';
  const found = officeWithAddress(after);
  if (found) return { value: found.value, start: dateEnd + found.start, end: dateEnd + found.end };
  const beforeStart = Math.max(0, dateStart - 200);
  const before = text.slice(beforeStart, dateStart);
  const prior = findOfficeMentions(before).pop();
  if (prior) {
    const addr = addressAt(before.slice(prior.end, prior.end + 160));
    return {
      value: formatOfficeLocation(prior.office, addr?.address),
      start: beforeStart + prior.index,
      end: beforeStart + (addr ? prior.end + addr.end : prior.end),
    };
  }
  const anywhere = findOfficeMentions(text);
  for (const m of anywhere) {
    const addr = addressAt(text.slice(m.end, m.end + 160));
    if (addr && addr.index < 8) return { value: formatOfficeLocation(m.office, addr.address), start: m.index, end: m.end + addr.end };
  }
  if (anywhere[0]) return { value: formatOfficeLocation(anywhere[0].office), start: anywhere[0].index, end: anywhere[0].end };
  return undefined;
}

function officeWithAddress(after: string): PlacedLocation | undefined {
  const mention = findOfficeMentions(after)[0];
  if (mention) {
    const rest = after.slice(mention.end, mention.end + 170);
    const addr = addressAt(rest);
    const lead = addr ? rest.slice(0, addr.index) : '';
    const attached = addr && /^[\s,:\-]*(?:(?:located\s+)?at\s+)?$/i.test(lead);
    return {
      value: formatOfficeLocation(mention.office, attached ? addr.address.replace(/\.$/, '') : undefined),
      start: mention.index,
      end: attached ? mention.end + addr.end : mention.end,
    };
  }
  const addr = addressAt(after);
  if (addr) {
    const office = officeForAddress(addr.address);
    if (office) return { value: formatOfficeLocation(office, addr.address), start: addr.index, end: addr.end };
  }
  return undefined;
}

/**
 * Where an appointment takes place: a "Location:"/"Address:" line after the date, else an address
 * printed right after it ("at 123 Main Street, Orange, CA 92867"). Empty when the document gives none.
 */
export function appointmentLocation(text: string, dateEnd: number): string {
  return appointmentLocationAt(text, dateEnd)?.value ?? '';
}

/** appointmentLocation() with the stretch of `text` it was read from. */
export function appointmentLocationAt(text: string, dateEnd: number): PlacedLocation | undefined {
  const after = text.slice(dateEnd, dateEnd + 300);
  const label = /\b(?:Location|Address|Place|Where|Office)\s*:\s*/i.exec(after);
  if (label) {
    const restStart = label.index + label[0].length;
    const rest = after.slice(restStart);
    const addr = addressAt(rest);
    if (addr && addr.index === 0) return { value: addr.address.replace(/\.$/, ''), start: dateEnd + restStart, end: dateEnd + restStart + addr.end };
    const line = rest.split('\n')[0] ?? '';
    if (line.trim()) return { value: line.trim().replace(/\s+/g, ' '), start: dateEnd + restStart, end: dateEnd + restStart + line.trimEnd().length };
  }
  const block = after.split(/\n\s*\n/)[0] ?? '';
  const addr = addressAt(block);
  const lead = block.slice(0, addr?.index ?? 0);
  if (addr && /\b(?:at|to|located\s+at|address\s+is|held\s+at)\s+(?:the\s+)?(?:offices?\s+of\s+[^,\n]+,\s*|offices?\s+(?:located\s+)?at\s+)?$/i.test(lead)) {
    return { value: addr.address.replace(/\.$/, ''), start: dateEnd + addr.index, end: dateEnd + addr.end };
  }
  return undefined;
}
