import { describe, expect, it, vi } from 'vitest';
import { makeCase } from '../../classify/scripts/gen/context';
import { families } from '../../classify/scripts/gen/dataset';
import { Rng } from '../../classify/scripts/gen/rng';
import { generateBatches } from '../scripts/boundaryBatches';
import { carryOver } from '../scripts/continuationPages';

const body = (pages: string[]) =>
  pages
    .join('\n')
    .split('\n')
    .map((l) => l.replace(/^\s?\d{1,2}(?: {2}|$)/, '').trim())
    .filter((l) => /[A-Za-z]{3}/.test(l));

describe('continuation pages in generated batches', () => {
  it('is off unless asked for', () => {
    const off = generateBatches({ seed: 7, count: 30, roles: ['train'] });
    expect(generateBatches({ seed: 7, count: 30, roles: ['train'], carryOver: false })).toEqual(off);
  });

  it('draws each document the same whatever the continuation pages did to the ones before it (its case, its ADJ numbers)', async () => {
    const on = generateBatches({ seed: 7, count: 40, roles: ['train'], carryOver: true });
    vi.resetModules();
    vi.doMock('../scripts/continuationPages', () => ({ carryOver: (_rng: unknown, _cs: unknown, _f: unknown, pages: string[]) => pages }));
    const { generateBatches: unchanged } = await import('../scripts/boundaryBatches');
    const off = unchanged({ seed: 7, count: 40, roles: ['train'], carryOver: true });
    vi.doUnmock('../scripts/continuationPages');
    const docs = (bs: typeof on) => bs.map((b) => b.documents.map((d) => `${d.family} ${d.adj.join(',')}`));
    // Some batches changed, not all.
    const same = on.filter((x, i) => JSON.stringify(x) === JSON.stringify(off[i])).length;
    expect(same).toBeGreaterThan(10);
    expect(same).toBeLessThan(40);
    // Page texts differ where a document was changed (and its OCR noise with them); which documents, of which cases,
    // are the same. ADJ numbers are read from the noisy pages, so a changed document may read one differently.
    const a = docs(on).flat();
    const b = docs(off).flat();
    expect(a.length).toBe(b.length);
    expect(a.filter((x, i) => x === b[i]).length).toBeGreaterThan(0.95 * a.length);
    expect(on.map((x) => x.documents.map((d) => d.family))).toEqual(off.map((x) => x.documents.map((d) => d.family)));
  });

  it('moves page breaks and adds pages, never loses a line of the document', () => {
    const rng = new Rng(3);
    const fams = families();
    let changed = 0;
    for (let i = 0; i < 400; i++) {
      const f = rng.pick(fams);
      const cs = makeCase(rng);
      const pages = f.template(rng, cs).pages;
      const out = carryOver(rng.fork(), cs, f, pages);
      if (out.join('\f') !== pages.join('\f')) changed++;
      const left = new Set(body(out));
      for (const line of body(pages)) if (!/^-\s*\d+\s*-$/.test(line)) expect(left.has(line)).toBe(true);
    }
    // Some documents, far from all.
    expect(changed).toBeGreaterThan(20);
    expect(changed).toBeLessThan(200);
  });

  it('gives pages the signs that say they go on: a sign-off at the top, the foregoing, a colon ending the page before', () => {
    const rng = new Rng(11);
    const fams = families();
    const seen = { signOff: 0, foregoing: 0, colon: 0, appearances: 0 };
    for (let i = 0; i < 1500; i++) {
      const f = rng.pick(fams);
      const cs = makeCase(rng);
      const pages = f.template(rng, cs).pages;
      const out = carryOver(rng.fork(), cs, f, pages);
      if (out.length === pages.length && out.every((p, k) => p === pages[k])) continue;
      out.forEach((page, k) => {
        if (k === 0 || pages.includes(page)) return;
        const top = body([page]).slice(0, 3);
        const end = body([out[k - 1]!]).slice(-3);
        seen.signOff += +top.some((l) =>
          /^(sincerely|very truly yours|respectfully|regards|best regards|cordially|dated|executed|signatures?\b|signature page)/i.test(l),
        );
        seen.foregoing += +body([page])
          .slice(0, 16)
          .some((l) => /\bforegoing\b/i.test(l));
        seen.colon += +end.some((l) => /:$/.test(l) && l.split(/\s+/).length >= 5);
        seen.appearances += +(
          end.some((l) => /\bSBN\b|State Bar No\./.test(l)) || /^(Tel|Telephone)\b|^[A-Z][a-z]+.*, (CA|California) \d{5}$/.test(top[0] ?? '')
        );
      });
    }
    for (const n of Object.values(seen)) expect(n).toBeGreaterThan(0);
  });
});
