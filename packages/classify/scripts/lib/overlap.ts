/**
 * How much of a text's wording also occurs in a reference text: the share of its n-word runs found there,
 * and its longest shared run. Used to keep the training generator independent of the dev corpus.
 */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((w) => w.length > 0);
}

/** Every n-word run of `ws`, joined with spaces. */
export function runs(ws: string[], n: number): string[] {
  const out: string[] = [];
  for (let i = 0; i + n <= ws.length; i++) out.push(ws.slice(i, i + n).join(' '));
  return out;
}

export class RunIndex {
  private readonly sets = new Map<number, Set<string>>();
  constructor(texts: Iterable<string>, sizes: number[]) {
    for (const n of sizes) this.sets.set(n, new Set());
    for (const t of texts) {
      const ws = words(t);
      for (const n of sizes) for (const r of runs(ws, n)) this.sets.get(n)?.add(r);
    }
  }
  has(run: string, n: number): boolean {
    return this.sets.get(n)?.has(run) ?? false;
  }
}

export interface Overlap {
  /** share of the text's n-word runs present in the index */
  share: number;
  /** the text's runs of `long` words present in the index */
  longRuns: string[];
}

export function overlap(text: string, index: RunIndex, n = 8, long = 12): Overlap {
  const ws = words(text);
  const r = runs(ws, n);
  const shared = r.filter((x) => index.has(x, n)).length;
  const longRuns = runs(ws, long).filter((x) => index.has(x, long));
  return { share: r.length === 0 ? 0 : shared / r.length, longRuns };
}
