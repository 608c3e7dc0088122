import { describe, expect, it } from 'vitest';
import { CUE_NAMES, cueContext, cueValues } from '../src/cues';
import { FEATURE_DIM, HASH_DIM, featurize, tokenize } from '../src/features';
import { cleanText, skeleton, upperRatio } from '../src/normalize';
import { countMatches, hasMatch, phraseRegex } from '../src/phrase';

function cue(text: string, name: string): number {
  const values = cueValues(cueContext(text.split('\f'), undefined));
  const k = CUE_NAMES.indexOf(name);
  expect(k).toBeGreaterThanOrEqual(0);
  return values[k] as number;
}

describe('normalisation', () => {
  it('repairs PDF extraction artefacts and keeps lines', () => {
    expect(cleanText('MEDICAL\uFFFELEGAL “quoted” ’s\r\nnext')).toBe('MEDICAL-LEGAL "quoted" \'s\nnext');
  });

  it('folds characters that OCR confuses to one skeleton', () => {
    expect(skeleton('N0TICE 0F HEAR1NG')).toBe(skeleton('Notice of Hearing'));
    expect(skeleton('SUBP0ENA DUCES TECUM')).toBe(skeleton('subpoena duces tecum'));
    expect(skeleton('Exarnination')).toBe(skeleton('Examination'));
  });

  it('measures capitals for heading detection', () => {
    expect(upperRatio('NOTICE OF HEARING')).toBe(1);
    expect(upperRatio('Notice of hearing')).toBeLessThan(0.2);
  });
});

describe('phrase matching', () => {
  it('tolerates OCR noise, merged words, plurals and possessives', () => {
    const re = phraseRegex('subpoena duces tecum');
    expect(hasMatch(re, skeleton('SUBPOENADUCES TECUM'))).toBe(true);
    expect(hasMatch(re, skeleton('SUBP0ENA DUCES TECUM'))).toBe(true);
    expect(hasMatch(phraseRegex('qualified medical evaluator'), skeleton("QUALIFIED MEDICAL EVALUATOR'S REPORT"))).toBe(true);
    expect(hasMatch(phraseRegex('qme report'), skeleton('ADJ-MEDICAL DOCS-QME REPORTS'))).toBe(true);
  });

  it('matches whole words only', () => {
    expect(hasMatch(phraseRegex('ame'), skeleton('name and game'))).toBe(false);
    expect(countMatches(phraseRegex('lien'), skeleton('lien claimant; liens; client'))).toBe(2);
  });
});

describe('tokens', () => {
  it('reduces numbers to their shape so claim numbers never become vocabulary', () => {
    expect(tokenize('Case No. ADJ1234567 filed 03/14/2025')).toEqual(['case', 'no', 'adj#', 'flled', '#2', '#2', '#4']);
    expect(tokenize('PR-2 report')).toEqual(['pr', '#1', 'report']);
  });
});

describe('domain cues', () => {
  it('sees letter structure', () => {
    const letter = 'June 2, 2025\nRE: Maria Lopez\nDear Ms. Lopez:\nPlease be advised that...\nSincerely,\nAnn Smith\ncc: Client';
    expect(cue(letter, 'dear')).toBeGreaterThan(0);
    expect(cue(letter, 'closing')).toBeGreaterThan(0);
    expect(cue(letter, 're_line')).toBeGreaterThan(0);
    expect(cue(letter, 'cc_line')).toBeGreaterThan(0);
    expect(cue('Chicken soup\nIngredients\n2 cups broth', 'dear')).toBe(0);
  });

  it('sees transcript Q/A lines with or without line numbers and periods', () => {
    const depo = ' 1   Q   Where do you live?\n 2   A   In Fresno.\nQ. Who was your employer?\nA. Acme.';
    expect(cue(depo, 'qa_lines')).toBeGreaterThan(0.8);
    expect(cue('A new policy starts today.\nQuality matters.', 'qa_lines')).toBe(0);
  });

  it('sees form numbers, billing rows, orders and subpoenas, through OCR noise', () => {
    expect(cue('DWC-CA form 10250.1 (Rev. 11/2008)', 'form_10250')).toBe(1);
    expect(cue('DWC-CA f0rm l0250.1', 'form_10250')).toBe(1);
    expect(cue('06/01/2025 97110 Therapeutic exercise 2 $84.20\n06/03/2025 97140 Manual therapy 1 $39.75', 'procedure_codes')).toBeGreaterThan(0.3);
    expect(cue('GOOD CAUSE APPEARING, IT IS ORDERED that', 'ordered')).toBeGreaterThan(0.5);
    expect(cue('THE PEOPLE OF THE STATE OF CALIFORNIA, TO: CUSTODIAN OF RECORDS', 'custodian')).toBeGreaterThan(0.5);
    expect(cue('Case No.: ADIJ8787749', 'adj_number')).toBeGreaterThan(0);
  });

  it('measures how much of the text is about workers compensation', () => {
    expect(cue('The applicant sustained an industrial injury; the WCAB set a hearing on the claim.', 'domain_density')).toBeGreaterThan(0.5);
    expect(cue('Preheat the oven and whisk the eggs with sugar until fluffy.', 'domain_density')).toBe(0);
  });
});

describe('feature vector', () => {
  it('is sparse, bounded and deterministic', () => {
    const pages = ['NOTICE OF HEARING\nYou are hereby notified that the case has been set for trial.'];
    const a = featurize(pages, 'wcab_form');
    const b = featurize(pages, 'wcab_form');
    expect(a).toEqual(b);
    expect(a.idx.every((i) => i >= 0 && i < FEATURE_DIM)).toBe(true);
    expect(a.idx.some((i) => i >= HASH_DIM)).toBe(true);
    expect(a.val.every((v) => Number.isFinite(v) && Math.abs(v) <= 2)).toBe(true);
  });
});

describe('dialogue turns (transcripts without Q/A)', () => {
  const ARGUMENT = [
    'CHIEF JUSTICE HALL: We will hear argument first this morning in case 24-118.',
    'MS. OKAFOR: Thank you. May it please the Court, the statute reaches this injury.',
    'JUSTICE PRATT: But counsel, is that not a question for the legislature?',
    'MS. OKAFOR: Not here, because the text already answers it.',
    'JUSTICE PRATT: How would your rule apply to a seasonal worker?',
    'MS. OKAFOR: The last employer would bear it, as the board has long held.',
    'CHIEF JUSTICE HALL: Thank you, counsel. The case is submitted.',
  ].join('\n');

  it('fires on alternating turns of recurring speakers', () => {
    expect(cue(ARGUMENT, 'dialogue_turns')).toBeGreaterThan(0.5);
    // With line numbers in front, as on transcript paper.
    expect(
      cue(
        ARGUMENT.split('\n')
          .map((l, i) => `${i + 1}  ${l}`)
          .join('\n'),
        'dialogue_turns',
      ),
    ).toBeGreaterThan(0.5);
  });

  it('stays silent on form fields and letter headers (labels with values, not speech)', () => {
    const form =
      'APPLICANT: MARIA LOPEZ\nEMPLOYER: ACME FOODS INC.\nCASE NUMBER: ADJ1234567\nAPPLICANT: see attached\nEMPLOYER: same as above\nDATE: 03/14/2025';
    const letter =
      'RE: Maria Lopez v. Acme Foods\nDear Counsel:\nPlease find enclosed the report you asked for last week.\nSincerely,\nCC: client file and the adjuster on this claim';
    expect(cue(form, 'dialogue_turns')).toBe(0);
    expect(cue(letter, 'dialogue_turns')).toBe(0);
    // One speaker talking alone is no dialogue.
    expect(cue('THE COURT: We are on the record now.\nTHE COURT: Counsel may be seated now.', 'dialogue_turns')).toBe(0);
  });
});

describe('laboratory rows in other notations', () => {
  it('counts a value, unit and reference range however the laboratory writes them', () => {
    const rows = ['WBC 3.9 E+9/L [4.0-10.0]', 'NEU% 59.6 % [40-75]', 'MPV ↑ 13.2 fL 6.5~12.0', 'RBC 4.1 x10^12/L 4.3 - 5.8', 'TSH 2.10 uIU/mL (0.27-4.20)'];
    expect(cue(rows.join('\n'), 'lab_rows')).toBeGreaterThan(0.7);
    // A table of figures without units and ranges is no laboratory report.
    expect(cue('Apr-2015 653,278 107.5 2,958,643\nMay-2015 686,908 110.9 3,201,403\nQ1 TTL 2,007,367 108.8 9,358,245', 'lab_rows')).toBe(0);
  });
});

describe('speech lines (what any transcript of a proceeding is made of)', () => {
  it('measures the share of lines that are a speaker talking', () => {
    const talk =
      'PRESIDING MEMBER OKAFOR: Counsel, what does the record show here?\nMR. DIAZ: It shows two reports that disagree.\nPRESIDING MEMBER OKAFOR: And which one should we follow then?';
    expect(cue(talk, 'speech_lines')).toBeGreaterThan(0.5);
    // A field whose value is a short name in running case reads as one too ("EMPLOYER: Pine Hill Nursery"); codes,
    // dates and capitals do not.
    expect(cue('EMPLOYER: PINE HILL NURSERY\nCLAIM NO: 88-1201\nDATE: 4/2/2024', 'speech_lines')).toBe(0);
  });
});
