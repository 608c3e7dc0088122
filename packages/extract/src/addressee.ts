/**
 * A letter's addressee block: the organisation it is sent to, an agent it is sent in care of ("c/o ..."), and the
 * person an "Attention:" line names, above or below the street address:
 *
 *   Cadence Pharmaceuticals            Zenith Insurance Company
 *   21481 High Bluff Drive             Attn: Maria Ochoa
 *   San Diego, CA 92130                P.O. Box 9036
 *   Attention: Tracy Ross-Teichert
 *
 * A letter's addressee is one of its parties. Only the block an "Attention:" line marks is read: a name above an
 * address alone may be a letterhead, a cited firm or a return address.
 */
import { normalizeOrgName, normalizePersonName } from './names';
import { looksLikeOrganisation } from './organisations';

export interface Addressee {
  /** The person the "Attention:" line names. */
  person?: { name: string; line: number };
  /** The organisation and any agent in care of which it is sent. */
  orgs: { name: string; line: number }[];
}

const ATTENTION = /^(?:Attention|Attn\.?)\s*:\s*(.+)$/i;
/** An address's own lines: a street number, a suite or floor, a box, a city with its state and ZIP code. */
const ADDRESS = /^\d|^(?:Suite|Ste\.?|Floor|P\.?\s?O\.?\s+Box)\b|,?\s+[A-Z]{2}\.?\s+\d{5}(?:-\d{4})?$/i;
const CARE_OF = /^c\s*\/\s*o\s+(.+)$/i;

/**
 * A list of addresses is no letter's addressee: three or more "Attention:" blocks one after another, nothing between
 * them but their own address lines and the next block's name (a form's "send copies to" offices, a service list). A
 * letter is sent to one or two.
 */
const LIST_OF = 3;
/** Lines between two blocks of one list that are neither address lines nor blank: the next block's name, wrapped. */
const NAME_LINES = 2;

/** The line indexes of "Attention:" lines that stand in a list of addresses. */
function listedAttentions(lines: readonly string[]): Set<number> {
  const at = lines.flatMap((l, i) => (ATTENTION.test(l) ? [i] : []));
  const listed = new Set<number>();
  let run: number[] = [];
  const close = () => {
    if (run.length >= LIST_OF) for (const i of run) listed.add(i);
  };
  for (const i of at) {
    const prev = run[run.length - 1];
    const between = prev === undefined ? [] : lines.slice(prev + 1, i).filter((t) => t && !ADDRESS.test(t));
    if (prev !== undefined && between.length <= NAME_LINES && lines.slice(prev + 1, i).some((t) => ADDRESS.test(t))) run.push(i);
    else {
      close();
      run = [i];
    }
  }
  close();
  return listed;
}

/** Every addressee block of the (trimmed) lines. */
export function addressees(lines: readonly string[]): Addressee[] {
  const out: Addressee[] = [];
  const listed = listedAttentions(lines);
  lines.forEach((l, i) => {
    const m = ATTENTION.exec(l);
    if (!m || listed.has(i)) return;
    // "Attention: Ingrid Hensley, PhD": a degree or title after a comma is not part of the name.
    const name = normalizePersonName(m[1]!.split(/,|\s{2,}/)[0]!.trim());
    const block: Addressee = { orgs: [], ...(name ? { person: { name, line: i } } : {}) };
    // Up the block, over its address lines and blank lines, to the organisation's name (a few lines at most).
    for (let j = i - 1, seen = 0; j >= 0 && seen < 6; j--) {
      const t = lines[j]!;
      if (!t) continue;
      seen++;
      if (ADDRESS.test(t)) continue;
      const careOf = CARE_OF.exec(t);
      if (careOf) {
        addOrg(block, careOf[1]!, j);
        continue;
      }
      addOrg(block, t, j);
      break;
    }
    if (block.person || block.orgs.length) out.push(block);
  });
  return out;
}

function addOrg(block: Addressee, line: string, at: number): void {
  // Only a name that says it is an organisation (a legal form, a business noun): a title or a heading is not.
  if (!looksLikeOrganisation(line) || line.length > 80 || /[a-z]{3,}\s+[a-z]{3,}\s+[a-z]{3,}/.test(line)) return;
  const name = normalizeOrgName(line);
  if (name) block.orgs.push({ name, line: at });
}
