/** Page layout helpers: wrapping, captions, letterheads, reference blocks, signatures, pagination. */
import type { Rng } from './rng';
import { type Case, type Person, adjList, caseNoLabel, doiText, fmtDate, upperName } from './context';

/** Word-wrap a paragraph to `width` columns. */
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

/** Build text line by line; paragraphs are wrapped at the document's width. */
export class Page {
  lines: string[] = [];
  constructor(readonly width: number) {}
  add(...lines: string[]): this {
    this.lines.push(...lines);
    return this;
  }
  para(text: string): this {
    this.lines.push(...wrap(text, this.width));
    return this;
  }
  blank(rng: Rng, p = 0.5): this {
    if (rng.chance(p)) this.lines.push('');
    return this;
  }
}

export function newPage(rng: Rng): Page {
  return new Page(rng.int(78, 112));
}

/** Split into pages of ~linesPerPage lines with an optional footer per page. */
export function paginate(rng: Rng, lines: string[], footer?: (i: number, n: number) => string, perPage = rng.int(38, 56)): string[] {
  const chunks: string[][] = [];
  for (let i = 0; i < lines.length; i += perPage) chunks.push(lines.slice(i, i + perPage));
  if (chunks.length === 0) chunks.push([]);
  return chunks.map((c, i) => (footer ? [...c, footer(i + 1, chunks.length)] : c).join('\n'));
}

export const BOARD_HEADS = [
  ["WORKERS' COMPENSATION APPEALS BOARD", 'STATE OF CALIFORNIA'],
  ['STATE OF CALIFORNIA', "WORKERS' COMPENSATION APPEALS BOARD"],
  ["BEFORE THE WORKERS' COMPENSATION APPEALS BOARD", 'OF THE STATE OF CALIFORNIA'],
  ['STATE OF CALIFORNIA', "DIVISION OF WORKERS' COMPENSATION", "WORKERS' COMPENSATION APPEALS BOARD"],
  ["WORKERS' COMPENSATION APPEALS BOARD"],
] as const;

/** A case caption in one of several styles, followed by the title. */
export function caption(rng: Rng, cs: Case, title: string[], style = rng.int(0, 4)): string[] {
  const head = [...rng.pick(BOARD_HEADS)];
  const defendants = rng.chance(0.7)
    ? [`${cs.employer.toUpperCase()};`, `${cs.insurer.toUpperCase()}, adjusted by`, `${cs.tpa.toUpperCase()},`]
    : [`${cs.employer.toUpperCase()};`, `${cs.insurer.toUpperCase()},`];
  const caseLine = `${caseNoLabel(rng, cs)} ${adjList(rng, cs)}`;
  switch (style) {
    case 0:
      return [...head, `${upperName(cs.applicant)},`, ' Applicant,', ' vs.', ...defendants, ' Defendants.', caseLine, ...title];
    case 1:
      return [
        ...head,
        caseLine,
        `Applicant: ${cs.applicant.full}`,
        `Employer: ${cs.employer}`,
        `${rng.pick(['Insurance', 'Carrier', 'Insurance Carrier', 'Defendant'])}: ${cs.insurer}${rng.chance(0.5) ? ` (${cs.tpa})` : ''}`,
        ...title,
      ];
    case 2: {
      // Two columns read across, as OCR of a caption often returns them.
      const first = title[0] ?? '';
      return [...head, `${upperName(cs.applicant)}, ${caseLine}`, `Applicant, ${first}`, ...title.slice(1), 'vs.', ...defendants, 'Defendants.'];
    }
    case 3:
      return [...head, `${cs.applicant.full}, Applicant,`, rng.pick(['v.', 'vs.', 'versus']), `${cs.employer}; ${cs.insurer}, Defendants.`, caseLine, ...title];
    default:
      return [...head, ...title, `${upperName(cs.applicant)} vs. ${cs.employer.toUpperCase()}`, caseLine];
  }
}

/** "Applicant: ... / Employer: ... / Case No.: ..." block of a letter or report. */
export function reBlock(rng: Rng, cs: Case, opts: { re?: boolean } = {}): string[] {
  const lines: string[] = [];
  if (opts.re ?? rng.chance(0.6)) {
    lines.push(
      rng.pick([
        `RE: ${cs.applicant.full}`,
        `Re: ${cs.applicant.full} v. ${cs.employer}`,
        `RE: ${cs.applicant.last.toUpperCase()}, ${cs.applicant.first.toUpperCase()}`,
        `Re: Our client ${cs.applicant.full}`,
      ]),
    );
  } else lines.push(`${rng.pick(['Applicant', 'Employee', 'Claimant', 'Injured Worker', 'Patient'])}: ${cs.applicant.full}`);
  const fields: string[][] = [
    [`Employer: ${cs.employer}`],
    [`${caseNoLabel(rng, cs)} ${adjList(rng, cs)}`],
    [`${rng.pick(['Claim No.:', 'Claim #:', 'Claim Number:', 'Your Claim No.:', 'Claim:'])} ${cs.claimNo}`],
    [`${rng.pick(['Date of Injury:', 'DOI:', 'D/I:', 'Date(s) of Injury:'])} ${doiText(rng, cs)}`],
  ];
  if (rng.chance(0.4)) fields.push([`${rng.pick(['Insured:', 'Carrier:', 'Insurer:'])} ${cs.insurer}`]);
  for (const f of fields) if (rng.chance(0.85)) lines.push(...f);
  return lines;
}

export function letterhead(rng: Rng, name: string, addr: string, phoneNo: string): string[] {
  const style = rng.int(0, 3);
  if (style === 0) return [name.toUpperCase(), addr, `Telephone ${phoneNo}`];
  if (style === 1) return [name, `${addr} | ${phoneNo}`];
  if (style === 2) return [name, ...addr.split(', ').slice(0, 2), `Tel ${phoneNo}`, `Fax ${phoneNo.replace(/\d$/, '9')}`];
  return [name.toUpperCase(), `${addr}  *  Phone ${phoneNo}`];
}

export function signature(rng: Rng, p: Person, lines: string[], closing?: string): string[] {
  const out: string[] = [];
  if (closing) out.push(closing, '');
  if (rng.chance(0.5)) out.push(rng.pick([p.full, `/s/ ${p.full}`, `${p.first[0]}. ${p.last}`, '']));
  out.push(...lines);
  return out;
}

export function dateLine(rng: Rng, d: Date): string {
  return fmtDate(rng, d);
}

/** Pick k of the optional blocks, keep the required ones, optionally shuffle the middle. */
export function arrange<T>(rng: Rng, blocks: T[], shuffle: boolean): T[] {
  return shuffle ? rng.shuffle([...blocks]) : blocks;
}
