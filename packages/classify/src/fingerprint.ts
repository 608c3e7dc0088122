/**
 * The fingerprint of everything that turns a document into the model's features: the source of the
 * feature code (hashing and n-grams, the named cues and their patterns, text normalisation, phrase matching,
 * title recognition; comments and blank lines aside), the cue names and hash size, and the vectors the code
 * makes of a few probe texts (which also catch a change in what that code imports). model.json carries the
 * fingerprint of the code that trained it, and loading a model whose fingerprint differs fails, naming what
 * changed and the command that retrains it: stale weights over changed features give wrong answers quietly.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { CUE_NAMES } from './cues';
import { HASH_BITS, featurize } from './features';
import { findTitle } from './titles';

/** The modules whose code shapes the features, relative to this folder. */
export const FEATURE_SOURCES = ['features.ts', 'cues.ts', 'normalize.ts', 'phrase.ts', 'titles.ts'] as const;

export interface Fingerprint {
  /** sha256 of the parts below. */
  value: string;
  parts: Record<string, string>;
}

/**
 * The code without what cannot change a feature: comments, and every space, line break and trailing comma, so
 * that a formatter's choice of where to break a line (or whether to end a list with a comma) leaves the
 * fingerprint as it was. Spaces inside a string or a pattern go too: what such a change would alter, the probe
 * vectors below still catch.
 */
export function codeOnly(source: string): string {
  const out: string[] = [];
  let inBlock = false;
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    let line = raw.trim();
    if (inBlock) {
      if (line.includes('*/')) inBlock = false;
      continue;
    }
    if (line.startsWith('/*')) {
      inBlock = !line.includes('*/');
      continue;
    }
    if (line.startsWith('//')) continue;
    // A trailing `// comment` holding no quote (so never the inside of a string or a pattern).
    line = line.replace(/\s+\/\/ [^'"`/]*$/, '');
    if (line) out.push(line);
  }
  return out
    .join('')
    .replace(/\s+/g, '')
    .replace(/,(?=[)\]}])/g, '');
}

/** Probe documents touching the title finder, the cues and the n-gram hashing of both blocks. */
const PROBES: string[][] = [
  [
    "WORKERS' COMPENSATION APPEALS BOARD\nSTATE OF CALIFORNIA\nMARIA GARCIA, Applicant,\nvs.\nACME LOGISTICS, INC.; STATE COMPENSATION INSURANCE FUND, Defendants.\nCase No. ADJ1234567\nNOTICE OF HEARING\nThe above case is set for MANDATORY SETTLEMENT CONFERENCE on 03/14/2025 at 8:30 A.M. at the Van Nuys District Office.\nLabor Code section 5502. Date of injury: 01/02/2024. Claim No. 05-12345-678.",
    'PROOF OF SERVICE\nI declare under penalty of perjury under the laws of the State of California that the foregoing is true and correct.\nDWC-CA form 10232.2 DOCUMENT SEPARATOR SHEET',
  ],
  [
    "PRIMARY TREATING PHYSICIAN'S PROGRESS REPORT (PR-2)\nPatient: Juan Lopez  DOB: 04/05/1970\nSUBJECTIVE: The patient reports low back pain radiating to the left leg.\nOBJECTIVE: Lumbar range of motion is reduced. Straight leg raise positive at 40 degrees.\nDIAGNOSIS: M54.5 Low back pain; M51.26 Lumbar disc displacement.\nHemoglobin 13.2 g/dL (12.0-16.0)  Glucose 98 mg/dL\nWORK STATUS: Modified duty, no lifting over 10 pounds.\nI examined the applicant on 02/03/2025.",
  ],
  [
    "DEPOSITION OF ROSA NGUYEN\nQ. Please state your name for the record.\nA. Rosa Nguyen.\nQ. Where were you employed on the date of injury?\nA. At Olive Tree Bakery.\n  1   MR. SMITH: Objection, vague.\nREPORTER'S CERTIFICATE",
    'ITEMIZED STATEMENT OF CHARGES\nDate of Service  CPT  Description  Amount\n01/15/2025  99213  Office visit  $150.00\n01/15/2025  97110  Therapeutic exercise  $85.00\nTotal Due $235.00\nLIEN CLAIMANT',
  ],
  [
    'PACIFIC INJURED WORKERS LAW GROUP\n123 Main Street, Suite 400, Oakland, CA 94612\nTel (510) 555-0100  Fax (510) 555-0101\nApril 2, 2026\nRE: Applicant: Juan Lopez, ADJ2222222\nDear Claims Adjuster:\nPlease find enclosed the medical records. Sincerely,',
    'SUBPOENA DUCES TECUM\nTO THE CUSTODIAN OF RECORDS: YOU ARE ORDERED to produce the personnel and payroll records.\nORDER\nIT IS HEREBY ORDERED that the petition is granted.\nChocolate cake recipe: two cups of flour, one cup of sugar.',
  ],
];

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The vectors of the probe documents, rounded below any platform's floating-point noise. */
function probeVectors(): string {
  return PROBES.map((pages) => {
    const x = featurize(pages, findTitle(pages)?.type);
    return x.idx.map((i, k) => `${i}:${(x.val[k] as number).toFixed(9)}`).join(' ');
  }).join('\n');
}

let cached: Fingerprint | undefined;

/** The fingerprint of the feature code as it is now (computed once per process). */
export function codeFingerprint(): Fingerprint {
  if (cached) return cached;
  const parts: Record<string, string> = {};
  for (const file of FEATURE_SOURCES) parts[file] = sha256(codeOnly(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')));
  parts.layout = sha256(JSON.stringify({ hashBits: HASH_BITS, cues: CUE_NAMES }));
  parts.probes = sha256(probeVectors());
  const value = sha256(JSON.stringify(parts));
  cached = { value, parts };
  return cached;
}

/** What differs between a model's fingerprint and the code's: the parts' names, or [] when they agree. */
export function fingerprintChanges(model: Fingerprint | undefined, code: Fingerprint = codeFingerprint()): string[] {
  if (!model) return ['no fingerprint in the model file'];
  if (model.value === code.value) return [];
  const names = new Set([...Object.keys(model.parts), ...Object.keys(code.parts)]);
  return [...names].filter((n) => model.parts[n] !== code.parts[n]);
}
