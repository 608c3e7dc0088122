/**
 * Where a document's page breaks fall, as real papers show them: a page break does not wait for a document's
 * structure to end. A signature block or its sign-off carried onto a page of its own, an address block's tail (its
 * town line, its telephone) opening the next page, a list or a section running on from one page to the next, a
 * page ending with the line that introduces what follows (a colon), a signature page after the text it signs,
 * counsel's appearances filling a pleading's first page so that its caption opens the second, and a proof of
 * service printed after the paper it serves, part of the same document. The generator's families lay a document
 * out to fit its pages; here some of its breaks are moved, and some documents get those pages, at rates well
 * below saturation, so the boundary model meets what says a page goes on with the one before as real batches
 * show it (eval/real/README.md, "Automatic splitting"). Every sign is structure any document of its kind has,
 * drawn from the case and the generator's own pools; none is a phrase of a real document. Off unless asked for
 * (`carryOver` in boundaryBatches.ts): the trainer asks for it (`--carry-over`), the split eval does not.
 */
import { address, type Case, cityLine, fmtDate, person, phone, street } from '../../classify/scripts/gen/context';
import { caption } from '../../classify/scripts/gen/layout';
import type { Rng } from '../../classify/scripts/gen/rng';

/** A page as lines of its body and the footer lines under it (a pleading's title and page number, a form's number). */
interface Laid {
  body: string[];
  foot: string[];
  /** Pleading paper: the body's lines are numbered down the margin (1 to 28). */
  numbered: boolean;
  /** The page as the template printed it, while nothing of it moved. */
  printed?: string;
}

const MARGIN = /^\s?\d{1,2}(?: {2}|$)/;
const FOOTERISH = /^\s*$|^\s*-\s*\d{1,3}\s*-\s*$|^\s*(page\s*)?\d{1,3}(\s*of\s*\d{1,3})?\s*$|\b(form|rev\.)\b.*\d/i;

function lay(page: string): Laid {
  const lines = page.split('\n');
  const marginLines = lines.filter((l) => MARGIN.test(l)).length;
  if (marginLines >= 3 && MARGIN.test(lines[0] ?? '')) {
    let last = lines.length - 1;
    while (last >= 0 && !MARGIN.test(lines[last]!)) last--;
    const body = lines.slice(0, last + 1).map((l) => l.replace(MARGIN, ''));
    // Numbers left blank at the foot of the margin are no body.
    while (body.length && !body.at(-1)!.trim()) body.pop();
    return { body, foot: lines.slice(last + 1), numbered: true, printed: page };
  }
  let end = lines.length;
  while (end > 0 && FOOTERISH.test(lines[end - 1]!) && lines.length - end < 3) end--;
  return { body: lines.slice(0, end), foot: lines.slice(end), numbered: false, printed: page };
}

function unlay(p: Laid, index: number, at: number): string {
  if (p.printed !== undefined && index === at) return p.printed;
  const body = p.numbered ? p.body.map((l, k) => `${String(k + 1).padStart(2)}  ${l}`.trimEnd()) : p.body;
  const foot = p.foot.map((l) => l.replace(/^(\s*-\s*)\d{1,3}(\s*-\s*)$/, `$1${index + 1}$2`));
  return [...body, ...foot].join('\n');
}

const words = (lines: string[]) =>
  lines
    .join(' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]{2}/.test(w)).length;

/**
 * Lines `from..` of page `p`'s body moved to the top of the page after it, or onto a page of their own when `p` is
 * the last or `own` says so. Nothing moves when either side would be left without text.
 */
function carry(pages: Laid[], p: number, from: number, own: boolean): boolean {
  const page = pages[p]!;
  const moved = page.body.slice(from);
  const kept = page.body.slice(0, from);
  while (moved.length && !moved[0]!.trim()) moved.shift();
  if (words(moved) < 4 || words(kept) < 12) return false;
  page.body = kept;
  page.printed = undefined;
  const next = pages[p + 1];
  if (next && !own && next.numbered === page.numbered) {
    next.body = [...moved, ...next.body];
    next.printed = undefined;
  } else pages.splice(p + 1, 0, { body: moved, foot: page.foot.filter((l) => !/^\s*-\s*\d/.test(l)), numbered: page.numbered });
  return true;
}

/** A sign-off, or the first line of a signature block ("Dated:", "Executed on", "/s/", a signature line). */
const SIGN_OFF =
  /^\s*(sincerely|very truly yours|respectfully( submitted)?|yours (truly|faithfully|sincerely)|(best|kind|warm) regards|regards|cordially|thank you|with gratitude|in witness whereof|dated\b|executed\b|by:)|^\s*\/s\/|^\s*_{5,}/i;
/** A line that introduces what follows: five words or more ending in a colon. */
const INTRODUCES = (l: string) => /:\s*$/.test(l) && l.trim().split(/\s+/).length >= 5;
/** An item of a list: a number, letter, bullet or check box before it. */
const ITEM = /^\s*(\d{1,2}[.)]|[a-z][.)]|[-•*]|\[[ xX]\]|[☐☒])\s+\S/;
/** A heading over a section: a short line in capitals. */
const HEADING = (l: string) => /^[^a-z]{4,60}$/.test(l.trim()) && /[A-Z]{4}/.test(l) && l.trim().split(/\s+/).length <= 6;
/** An address on one line, its town line last ("123 Main St, Suite 100, Fresno, CA 93721"). */
const ONE_LINE_ADDRESS = /^(.*\d.*?),\s*([A-Z][A-Za-z .'-]+,\s*(?:CA|California)\s+\d{5})\s*$/;

/** The title of the paper a proof of service serves, read from its first page (a short line naming a paper). */
function titleOf(page: Laid): string | undefined {
  const paper = /\b(petition|declaration|notice|order|answer|brief|objection|request|stipulation|compromise|subpoena|motion|points|award|decision|letter)\b/i;
  const line = page.body.find((l) => paper.test(l) && l.trim().split(/\s+/).length <= 8 && !/[.:]$/.test(l.trim()) && !/\d{3}/.test(l));
  return line?.trim().replace(/\s+/g, ' ');
}

/** A proof of service of the paper before it, as offices attach one: the same case, the parties served, a declaration. */
function proofOfService(rng: Rng, cs: Case, served: string | undefined): string[] {
  const lines: string[] = [];
  const head = rng.next();
  if (head < 0.3) lines.push(...caption(rng, cs, []));
  else if (head < 0.6) lines.push(`${cs.applicant.full} v. ${cs.employer}`, `${rng.pick(['Case No.', 'ADJ No.', 'WCAB No.'])} ${cs.adj[0] ?? cs.claimNo}`, '');
  lines.push(rng.pick(['PROOF OF SERVICE', 'Proof of Service', 'CERTIFICATE OF SERVICE', 'PROOF OF SERVICE BY MAIL', 'DECLARATION OF SERVICE']), '');
  lines.push(
    rng.pick([
      `I am over the age of eighteen and not a party to this action. My business address is ${address(rng)}.`,
      `I, ${person(rng).full}, declare that I am employed in the County of ${rng.pick(['Los Angeles', 'Orange', 'San Diego', 'Fresno', 'Alameda', 'Sacramento'])}, am over 18 years of age and not a party to the case.`,
      'I am a citizen of the United States, over eighteen years old, and not a party to this proceeding.',
    ]),
  );
  const date = fmtDate(rng, cs.docDate);
  const what = served ?? rng.pick(['document', 'papers', 'pleading']);
  lines.push(
    rng.chance(0.6)
      ? `On ${date}, I served the foregoing ${rng.chance(0.5) ? what : 'document'} ${rng.pick(['on the parties listed below', 'on all parties of record', 'on the persons named below'])}`
      : `On ${date}, I served the following document: ${what}`,
    rng.pick([
      'by placing a true copy in a sealed envelope with postage fully prepaid, addressed as follows:',
      'by electronic service to the e-mail addresses of the persons listed below:',
      'by depositing a copy in the United States mail at the place of business, addressed as follows:',
      'by personal delivery of a copy to each of the persons named here:',
    ]),
    '',
  );
  const parties: Array<[string, string]> = [
    [cs.aa.firm, cs.aa.address],
    [cs.da.firm, cs.da.address],
    [cs.insurer, address(rng)],
    [cs.tpa, address(rng)],
    [cs.employer, address(rng)],
    [cs.applicant.full, address(rng)],
  ];
  const multiLine = rng.chance(0.6);
  for (const [who, where] of rng.sample(parties, rng.int(2, 5))) {
    const m = ONE_LINE_ADDRESS.exec(where);
    if (multiLine && m) lines.push(who, m[1]!, m[2]!, '');
    else lines.push(`${who}, ${where}`);
  }
  lines.push(
    '',
    rng.pick([
      'I declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct.',
      'I declare under penalty of perjury that the above is true and correct.',
    ]),
    `Executed on ${date}, at ${cs.city}, California.`,
    '',
    rng.chance(0.5) ? '______________________________' : `/s/ ${person(rng).full}`,
    person(rng).full,
  );
  return lines;
}

/** Counsel's appearances as a pleading's head prints them: name and bar number, firm, address, telephone, e-mail. */
function appearance(rng: Rng, firm: string, where: string, tel: string): string[] {
  const p = person(rng);
  const m = ONE_LINE_ADDRESS.exec(where);
  const bar = rng.int(100000, 350000);
  const lines = [rng.pick([`${p.full}, SBN ${bar}`, `${p.full} (SBN ${bar})`, `${p.full}, State Bar No. ${bar}`]), firm];
  lines.push(...(m ? [m[1]!, m[2]!] : [street(rng), cityLine(rng)]));
  lines.push(rng.pick([`Telephone: ${tel}`, `Tel: ${tel}`, tel]));
  if (rng.chance(0.5))
    lines.push(
      `${p.first[0]!.toLowerCase()}${p.last.toLowerCase()}@${firm
        .toLowerCase()
        .replace(/[^a-z]+/g, '')
        .slice(0, 12)}.com`,
    );
  return lines;
}

/** Counsel's bar number as an appearance prints it: a pleading's first page shows one. */
const BAR_NUMBER = /\b(SBN|State Bar No\.)\s*\d/;

/** A case caption among a page's lines: the parties' roles, "vs.", a case number. */
const CAPTION = /^\s*(vs?\.|versus)\s*$|\b(applicant|defendants?)[,.]\s*$|\b(case|adj)\s*(no\.?|number)\s*:?\s*[A-Z]{0,4}\d/i;

/**
 * How often a paper is served with a proof of service printed after it: a filing that shows a caption or counsel's
 * appearances (a petition, a notice, a subpoena, a stipulation; an order the court serves less often), a letter from
 * counsel now and then.
 */
function servedRate(label: string, first: Laid): number {
  if (first.body.some((l) => BAR_NUMBER.test(l))) return 0.25;
  const captioned = first.body.slice(0, 20).some((l) => CAPTION.test(l));
  if (label === 'court_order') return captioned ? 0.1 : 0.03;
  if (label === 'wcab_form' || label === 'subpoena') return captioned ? 0.15 : 0.04;
  if (label === 'correspondence') return first.body.some((l) => /\besq\.?\b|attorneys? at law|law (office|group|firm)/i.test(l)) ? 0.08 : 0;
  return 0;
}

/**
 * `pages` (one document, as its template laid it out) with some of its page breaks where real papers put them, and
 * maybe a signature page or a proof of service after it. `rng` is a stream of its own (boundaryBatches.ts), so a batch
 * none of whose documents it changes is the same with or without it.
 */
export function carryOver(rng: Rng, cs: Case, family: { family: string; label: string }, input: string[]): string[] {
  if (!input.length) return input;
  const pages = input.map(lay);
  const last = () => pages.length - 1;

  // Counsel's appearances filling a pleading's first page (co-counsel above the caption): the caption opens page 2,
  // or the last appearance's address runs on to it.
  const pleads = pages[0]!.body.some((l) => BAR_NUMBER.test(l));
  // A filing that shows a caption (a petition, a stipulation, a subpoena) prints its counsel's appearances above it.
  const filing = !pleads && (family.label === 'wcab_form' || family.label === 'subpoena') && pages[0]!.body.slice(0, 12).some((l) => CAPTION.test(l));
  if ((pleads && rng.chance(0.3)) || (filing && rng.chance(0.1))) {
    const first = pages[0]!;
    if (filing) {
      const w = rng.chance(0.5) ? cs.aa : cs.da;
      first.body.unshift(...appearance(rng, w.firm, w.address, w.phone), `Attorneys for ${w === cs.aa ? 'Applicant' : 'Defendants'}`, '');
    }
    const end = first.body.findIndex((l) => /^\s*Attorneys? for\b/i.test(l));
    if (end > 0) {
      const extra = Array.from({ length: rng.int(1, 3) }, () =>
        appearance(rng, rng.chance(0.5) ? cs.aa.firm : `${person(rng).last} & ${person(rng).last} LLP`, address(rng), phone(rng)),
      );
      const head = [...first.body.slice(0, end), ...extra.flat()];
      const tail = first.body.slice(end);
      let cut = head.length;
      // Half the time the page ends inside the last address: its town line, telephone or e-mail opens the next.
      if (rng.chance(0.5)) cut = head.length - rng.int(1, extra.at(-1)!.length - 2);
      pages.splice(0, 1, { ...first, body: head.slice(0, cut), printed: undefined }, { ...first, body: [...head.slice(cut), ...tail], printed: undefined });
    }
  }

  // A page break inside the body: after a line introducing what follows, inside a list, before a section's heading.
  if (rng.chance(0.15)) {
    const cuts: Array<{ p: number; at: number }> = [];
    pages.forEach((page, p) => {
      page.body.forEach((l, j) => {
        if (j < 8 || j > page.body.length - 2) return;
        const prev = page.body[j - 1]!;
        if (INTRODUCES(prev) || (ITEM.test(l) && (ITEM.test(prev) || INTRODUCES(prev))) || (HEADING(l) && !prev.trim())) cuts.push({ p, at: j });
      });
    });
    const intro = cuts.filter((c) => INTRODUCES(pages[c.p]!.body[c.at - 1]!));
    if (cuts.length) {
      const c = rng.pick(intro.length && rng.chance(0.5) ? intro : cuts);
      carry(pages, c.p, c.at, false);
    }
  }

  // A signature block carried onto a page of its own: its sign-off (with the last sentence or two above it), or its
  // tail (the signer's name, title and address under a sign-off left on the page before).
  if (rng.chance(0.1)) {
    const page = pages[last()]!;
    const from = Math.max(8, page.body.length - 12);
    const at = page.body.findIndex((l, j) => j >= from && SIGN_OFF.test(l));
    if (at > 0) {
      let cut = at;
      if (rng.chance(0.4)) {
        cut = at + 1;
        while (cut < page.body.length && !page.body[cut]!.trim()) cut++;
        // The signer's address, a line at a time, as a signature block prints it.
        if (rng.chance(0.5) && cut < page.body.length) {
          const addr = ONE_LINE_ADDRESS.exec(address(rng))!;
          page.body.splice(cut + 1, 0, addr[1]!, addr[2]!, phone(rng));
          page.printed = undefined;
          if (rng.chance(0.5)) cut += 2; // the page ends inside it: its town line opens the next
        }
      } else cut = Math.max(from, at - rng.pick([0, 0, 1, 2]));
      carry(pages, last(), cut, true);
    }
  }

  // A proof of service after the paper it serves, part of the same document; a long service list runs on.
  const served = servedRate(family.label, pages[0]!);
  if (served && rng.chance(served)) {
    pages.push({ body: proofOfService(rng, cs, titleOf(pages[0]!)), foot: [], numbered: false });
    if (rng.chance(0.2)) {
      const pos = pages[last()]!;
      const items = pos.body
        .map((_, j) => j)
        .filter((j) => j > 10 && j < pos.body.length - 4 && /^[A-Z][A-Za-z .'-]+,\s*(CA|California)\s+\d{5}$/.test(pos.body[j]!.trim()));
      if (items.length) carry(pages, last(), rng.pick(items), true);
    }
  } else if (family.label !== 'court_order' && rng.chance(0.03)) {
    // A signature page: the parties' signatures on a page of their own after the text they sign.
    const signers = rng.sample([cs.applicant.full, cs.aa.full, cs.da.full, cs.adjuster.full, person(rng).full], rng.int(2, 4));
    const body = [rng.pick(['SIGNATURES', 'SIGNATURE PAGE', 'Signatures of the Parties', 'Signature Page']), ''];
    for (const s of signers) body.push('', '______________________________', s, `Date: ${rng.chance(0.5) ? fmtDate(rng, cs.docDate) : '____________'}`);
    pages.push({ body, foot: [], numbered: false });
  }

  return pages.map((p, i) => unlay(p, i, input.indexOf(p.printed ?? '\u0000')));
}
