/**
 * `npm run eval -- --only office`: the office simulation (simulate.ts) over generated families held out of
 * the base model, in-process (inProcess.ts).
 */
import { generateByFamily } from '../../packages/classify/scripts/gen/dataset';
import { InProcessOffices, type LayerOptions } from './inProcess';
import { officeLabel, simulateOffice, type OfficeReport, type SimDoc } from './simulate';

export const OFFICE_SEED = 32;
/** Documents per type, shared among its families (as eval/lofo). */
export const OFFICE_PER_TYPE = 96;
/** Held-out families per type (the first ones in the generator's order), and documents of other families checked for false changes. */
export const OFFICE_FAMILIES_PER_TYPE = 1;
export const OFFICE_OTHERS = 240;

export function officeDocs(perType = OFFICE_PER_TYPE): SimDoc[] {
  return generateByFamily({ seed: OFFICE_SEED, perType }).map((d, i) => ({
    id: `g${i}`,
    family: d.kind,
    label: d.label,
    pages: d.pages,
    ...(d.applicant ? { applicant: d.applicant } : {}),
  }));
}

export function heldOutFamilies(docs: SimDoc[], perType = OFFICE_FAMILIES_PER_TYPE): Map<string, SimDoc[]> {
  const byFamily = new Map<string, SimDoc[]>();
  for (const d of docs) byFamily.set(d.family, [...(byFamily.get(d.family) ?? []), d]);
  const count = new Map<string, number>();
  const out = new Map<string, SimDoc[]>();
  for (const [family, list] of byFamily) {
    const label = list[0]!.label;
    if ((count.get(label) ?? 0) >= perType) continue;
    count.set(label, (count.get(label) ?? 0) + 1);
    out.set(family, list);
  }
  return out;
}

/** Every n-th document of the other families, so that each held-out family is checked against the same spread. */
export function othersOf(docs: SimDoc[], count = OFFICE_OTHERS): (family: string) => SimDoc[] {
  return (family) => {
    const pool = docs.filter((d) => d.family !== family);
    const step = Math.max(1, Math.floor(pool.length / count));
    return pool.filter((_, i) => i % step === 0).slice(0, count);
  };
}

/** The second family of each type: never used to choose the learned layer's settings (--only office-validation). */
export function validationFamilies(docs: SimDoc[]): Map<string, SimDoc[]> {
  const tuned = heldOutFamilies(docs, 1);
  return new Map([...heldOutFamilies(docs, 2)].filter(([family]) => !tuned.has(family)));
}

export async function runOffice(
  options: { layer?: LayerOptions; familiesPerType?: number; others?: number; shipped?: boolean; validation?: boolean } = {},
): Promise<OfficeReport> {
  const docs = officeDocs();
  const heldOut = options.validation ? validationFamilies(docs) : heldOutFamilies(docs, options.familiesPerType);
  const offices = InProcessOffices.withOfficeLabels(docs, [...heldOut.keys()].map(officeLabel), options.layer, options.shipped);
  return simulateOffice(heldOut, othersOf(docs, options.others), (family) => offices.officeFor(family));
}

const r = (x: number) => (Number.isNaN(x) ? 'n/a' : Math.round(x * 1000) / 1000);

/** `perFamily`: false for a held-out set, whose groups are never printed one by one. */
export function printOffice(report: OfficeReport, title = 'corrections of the first k documents of a held-out family', perFamily = true): void {
  console.log(`\n== office simulation: ${title} (${report.families.length} families) ==`);
  console.table(
    Object.fromEntries(
      report.perK.map((k) => [
        `k=${k.k}`,
        {
          'type acc (rest of family)': r(k.typeAccuracy),
          'activity label acc': r(k.labelAccuracy),
          'applicant acc (named)': r(k.applicantAccuracy),
          'false changes (other families)': r(k.falseChanges),
          'rest docs': k.rest,
          'other docs': k.otherScored,
        },
      ]),
    ),
  );
  if (!perFamily) return;
  console.log('per held-out family at k=3');
  console.table(
    Object.fromEntries(
      report.perFamily.map((f) => [f.family, { n: f.n, type: r(f.typeAccuracy), label: r(f.labelAccuracy), applicant: r(f.applicantAccuracy) }]),
    ),
  );
}
