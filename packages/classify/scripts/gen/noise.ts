/**
 * Simulated scanning/OCR damage, so the model sees text like Tesseract's output of a 200-DPI scan: confused
 * characters (0/O, 1/l/I, rn/m, 5/S...), dropped and merged spaces, lines broken or glued together, a caption's
 * two columns read across, lost line numbers, stray marks read as characters, extra blank lines.
 */
import type { Rng } from './rng';

const CONFUSIONS: Record<string, string[]> = {
  o: ['0', 'c', 'a'],
  O: ['0', 'Q', 'D'],
  '0': ['O', 'o'],
  l: ['1', 'I', '|', 'i'],
  I: ['l', '1', '|'],
  '1': ['l', 'I', '7'],
  i: ['l', '1', 'j'],
  S: ['5', '$'],
  '5': ['S', 's'],
  s: ['5', 'a'],
  B: ['8', 'R'],
  '8': ['B', '3'],
  e: ['c', 'o'],
  c: ['e', 'o'],
  a: ['o', 'e', 'd'],
  m: ['rn', 'nn'],
  n: ['ri', 'h', 'u'],
  u: ['v', 'n', 'ii'],
  h: ['b', 'n', 'li'],
  d: ['cl', 'a'],
  g: ['q', '9'],
  q: ['g'],
  E: ['F', 'B'],
  F: ['E', 'P'],
  G: ['6', 'C'],
  '6': ['G', 'b'],
  Z: ['2'],
  t: ['f', 'l'],
  f: ['t'],
  y: ['v'],
  w: ['vv'],
  H: ['II', 'N'],
  J: ['I', 'j'],
  D: ['O', 'IJ'],
  r: ['n', 'i'],
  ',': ['.', ''],
  '.': [',', ''],
  "'": ['', '`', '"'],
  ':': [';', '.'],
  C: ['G', '('],
  T: ['I', '7'],
  P: ['F', 'R'],
  R: ['K', 'B'],
  U: ['V', 'LI'],
  V: ['Y', 'U'],
};
const GARBAGE = ['|', '~', '—', '_', '.', ',', 'ee', ':', '=', '|:', '-', '»', '«', 'a', 'i', '\\', '/', '“', '*', '§'];

function damageLine(rng: Rng, line: string, rate: number): string {
  let out = '';
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    const r = rng.next();
    if (ch === ' ') {
      if (r < rate * 0.6) continue; // merged words
      out += ch;
      continue;
    }
    if (r < rate) {
      const alts = CONFUSIONS[ch];
      if (alts) {
        out += rng.pick(alts);
        continue;
      }
    } else if (r < rate * 1.15) {
      continue; // dropped character
    } else if (r < rate * 1.35 && /[a-z]/i.test(ch)) {
      out += `${ch} `; // split word
      continue;
    }
    out += ch;
  }
  return out;
}

/** level 0 = clean text layer, 1 = a bad scan. */
export function ocrNoise(rng: Rng, pages: string[], level: number): string[] {
  if (level <= 0) return pages.map((p) => (rng.chance(0.5) ? p.replace(/\n/g, ' \n') : p));
  const rate = 0.004 + level * rng.next() * 0.05;
  const dropNumbers = rng.chance(0.5);
  return pages.map((page) => {
    let lines = page.split('\n');
    if (dropNumbers) lines = lines.map((l) => l.replace(/^\s*\d{1,2}\s+(?=\S)/, ''));
    const out: string[] = [];
    for (let i = 0; i < lines.length; i++) {
      let l = lines[i] as string;
      const r = rng.next();
      if (r < 0.01 * level) continue; // lost line
      if (r < 0.05 * level && i + 1 < lines.length) {
        l = `${l}${rng.pick([' ', '  ', ' | '])}${lines[++i]}`; // columns read across / lines glued
      } else if (r < 0.1 * level && l.length > 30) {
        const cut = l.indexOf(' ', rng.int(10, l.length - 10));
        if (cut > 0) {
          out.push(damageLine(rng, l.slice(0, cut), rate));
          l = l.slice(cut + 1);
        }
      }
      out.push(damageLine(rng, l, rate));
      if (rng.chance(0.25)) out.push('');
      if (rng.chance(0.03 * level)) out.push(rng.pick(GARBAGE) + (rng.chance(0.5) ? ` ${rng.pick(GARBAGE)}` : ''));
    }
    if (rng.chance(0.3 * level)) out.unshift(rng.pick(GARBAGE));
    return out.join('\n');
  });
}
