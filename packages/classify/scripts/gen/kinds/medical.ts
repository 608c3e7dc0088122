/**
 * medical_report: what a medical report is (a patient, who examined or tested them, what was found and what
 * it means), written as treating reports, medical-legal evaluations, imaging and cardiac studies, laboratory
 * results, clinic notes, therapy notes, operative reports and Spanish-language reports. Titles vary or are
 * absent; section names vary by author.
 */
import { type Case, addDays, bodyText, doctor, fmtDate, person } from '../context';
import { letterhead, newPage, paginate } from '../layout';
import { DIAGNOSES, MEDICATIONS } from '../pools';
import type { Rng } from '../rng';
import { sectionHeading, styledTitle } from '../style';
import type { Template } from '../types';

function dx(rng: Rng, n: number): string[] {
  return rng
    .sample(DIAGNOSES, n)
    .map(([code, text], i) => rng.pick([`${i + 1}. ${text} (${code})`, `${code}  ${text}`, `- ${text}, ICD-10 ${code}`, `${i + 1}) ${text}`]));
}

function patientBlock(rng: Rng, cs: Case): string[] {
  const p = cs.applicant;
  const lines = [
    rng.pick([`Patient: ${p.full}`, `PATIENT NAME: ${p.last.toUpperCase()}, ${p.first.toUpperCase()}`, `Name: ${p.full}`, `Pt: ${p.last}, ${p.first}`]),
    rng.pick([`DOB: ${fmtDate(rng, cs.dob, 2)}`, `Date of Birth: ${fmtDate(rng, cs.dob)}`, `D.O.B. ${fmtDate(rng, cs.dob, 3)}`]),
  ];
  if (rng.chance(0.6)) lines.push(rng.pick([`MRN: ${rng.int(100000, 999999)}`, `Acct #: ${rng.int(10000, 99999)}`, `Chart No. ${rng.int(1000, 99999)}`]));
  if (rng.chance(0.5))
    lines.push(rng.pick([`Date of Service: ${fmtDate(rng, cs.docDate)}`, `Visit date: ${fmtDate(rng, cs.docDate)}`, `Exam Date: ${fmtDate(rng, cs.docDate)}`]));
  if (rng.chance(0.45))
    lines.push(rng.pick([`Employer: ${cs.employer}`, `Claim #: ${cs.claimNo}`, `WC carrier: ${cs.insurer}`, `Date of injury: ${fmtDate(rng, cs.doi.start)}`]));
  if (rng.chance(0.3)) lines.push(`${rng.pick(['Case No.', 'WCAB No.', 'ADJ'])} ${cs.adj[0]}`);
  return rng.chance(0.3) ? [lines.join('    ')] : lines;
}

function clinicHead(rng: Rng, cs: Case): string[] {
  const d = cs.doctor;
  return rng.chance(0.75) ? letterhead(rng, d.clinic, d.address, d.phone) : [];
}

function signOff(rng: Rng, cs: Case): string[] {
  const d = cs.doctor;
  return [
    '',
    rng.pick(['Electronically signed by:', 'Signed:', '', 'Reviewed and signed', 'Attending physician:']),
    `${d.full}, ${d.degree}`,
    rng.pick([`Board Certified, ${d.specialty}`, d.specialty, '', `License ${String.fromCharCode(65 + rng.int(0, 5))}${rng.int(10000, 99999)}`]),
    rng.chance(0.4) ? `Dictated but not read. ${fmtDate(rng, cs.docDate)}` : '',
  ].filter((l) => l !== '' || rng.chance(0.3));
}

const COMPLAINTS = [
  '{P} pain that gets worse with lifting and prolonged standing',
  'aching in the {P}, rated {N}/10, with stiffness in the morning',
  'intermittent numbness and tingling radiating from the {P}',
  'sharp pain in the {P} when reaching overhead',
  'trouble sleeping because of {P} discomfort',
  'a dull, constant ache of the {P} that eases with rest',
];
function complaint(rng: Rng, cs: Case): string {
  return rng
    .pick(COMPLAINTS)
    .replace('{P}', rng.pick(cs.bodyParts))
    .replace('{N}', String(rng.int(2, 9)));
}

const EXAM = [
  'Gait is {G}. There is tenderness to palpation over the {P}.',
  'Range of motion of the {P} is reduced by about {D} percent in flexion.',
  'Strength is 5/5 in all major muscle groups except {S}/5 grip on the affected side.',
  'Reflexes are 2+ and symmetric. Sensation is intact to light touch.',
  'Straight leg raise is {SL} at {A} degrees.',
  'No swelling, redness or warmth. Distal pulses are palpable.',
  'Spurling maneuver is negative. Paraspinal muscle guarding is noted.',
  "Phalen's and Tinel's signs are {SL} at the wrist.",
];
function exam(rng: Rng, cs: Case): string {
  return rng
    .sample(EXAM, rng.int(2, 5))
    .map((s) =>
      s
        .replace('{G}', rng.pick(['normal', 'antalgic', 'slow but steady', 'guarded']))
        .replace('{P}', rng.pick(cs.bodyParts))
        .replace('{D}', String(rng.int(10, 50)))
        .replace('{S}', String(rng.int(3, 4)))
        .replace(/\{SL\}/g, rng.pick(['positive', 'negative']))
        .replace('{A}', String(rng.int(30, 70))),
    )
    .join(' ');
}

const PLANS = [
  'Continue {M} as needed; renew the prescription for 30 days.',
  'Refer to physical therapy twice a week for six weeks.',
  'Request authorization for an MRI of the {P}.',
  'Follow up in {W} weeks or sooner if symptoms worsen.',
  'Home exercise program reviewed with the patient.',
  'Consider a diagnostic injection if there is no improvement.',
  'Modified work: no lifting over {L} pounds, no repetitive bending.',
  'Remain off work until the next visit.',
];
function plan(rng: Rng, cs: Case): string[] {
  return rng.sample(PLANS, rng.int(2, 4)).map(
    (s, i) =>
      `${rng.chance(0.5) ? `${i + 1}. ` : ''}${s
        .replace('{M}', rng.pick(MEDICATIONS))
        .replace('{P}', rng.pick(cs.bodyParts))
        .replace('{W}', String(rng.int(2, 8)))
        .replace('{L}', String(rng.pick([10, 15, 20, 25])))}`,
  );
}

/** Treating physician's follow-up report, SOAP or narrative. */
const progress: Template = (rng, cs) => {
  const pg = newPage(rng);
  pg.add(...clinicHead(rng, cs));
  pg.add(
    ...styledTitle(
      rng,
      rng.pick(['Progress Report', 'Follow-Up Visit', "Treating Physician's Report", 'Interim Report', 'Re-Evaluation', 'Office Visit']),
      0.3,
    ),
  );
  pg.add(...patientBlock(rng, cs), '');
  const soap = rng.chance(0.5);
  pg.add(sectionHeading(rng, soap ? 'Subjective' : rng.pick(['Interval History', 'Current Complaints', 'History'])));
  pg.para(
    `The patient returns for follow-up and reports ${complaint(rng, cs)}. ${rng.pick(['Therapy has helped somewhat.', 'Medication gives partial relief.', 'No new injury since the last visit.', 'Symptoms are unchanged.'])}`,
  );
  pg.add(sectionHeading(rng, soap ? 'Objective' : rng.pick(['Examination', 'Physical Findings', 'Exam'])));
  pg.para(exam(rng, cs));
  pg.add(sectionHeading(rng, soap ? 'Assessment' : rng.pick(['Diagnoses', 'Impression', 'Diagnosis'])), ...dx(rng, rng.int(1, 3)));
  pg.add(sectionHeading(rng, soap ? 'Plan' : rng.pick(['Treatment Plan', 'Recommendations', 'Plan of Care'])), ...plan(rng, cs));
  if (rng.chance(0.6))
    pg.add(
      sectionHeading(rng, rng.pick(['Work Status', 'Duty Status', 'Restrictions'])),
      rng.pick([
        'Temporarily totally disabled until the next visit.',
        'Return to modified duty with the restrictions above.',
        'Full duty without restrictions.',
      ]),
    );
  pg.add(...signOff(rng, cs));
  return { pages: paginate(rng, pg.lines), variant: soap ? 'soap' : 'narrative' };
};

/** Medical-legal evaluation: history, records, examination, discussion of causation and impairment. */
const evaluation: Template = (rng, cs) => {
  const pg = newPage(rng);
  const ev = cs.qme;
  // Evaluators often write to the parties as a letter: addressees, a Re: block, a salutation, a closing.
  const asLetter = rng.chance(0.4);
  pg.add(...letterhead(rng, `${ev.full}, ${ev.degree}`, ev.address, ev.phone), fmtDate(rng, cs.docDate), '');
  if (asLetter || rng.chance(0.6))
    pg.add(rng.pick([`${cs.da.full}, Esq.`, cs.adjuster.full, `${cs.aa.full}, Esq.`]), rng.pick([cs.da.firm, cs.tpa, cs.aa.firm]), '');
  if (asLetter)
    pg.add(
      `RE: ${cs.applicant.full} v. ${cs.employer}`,
      `${rng.pick(['WCAB No.', 'Case:', 'ADJ'])} ${cs.adj[0]}`,
      `Claim: ${cs.claimNo}`,
      '',
      rng.pick(['Dear Counsel:', `Dear ${rng.pick(['Mr.', 'Ms.'])} ${cs.da.last}:`, 'Dear Parties:', `Dear ${cs.adjuster.first}:`]),
      '',
    );
  else
    pg.add(
      ...styledTitle(
        rng,
        rng.pick([
          'Medical-Legal Evaluation',
          'Independent Medical Evaluation',
          'Comprehensive Evaluation',
          'Panel Evaluator Report',
          'Supplemental Report',
          'Record Review',
        ]),
        0.35,
      ),
      ...patientBlock(rng, cs),
      '',
    );
  const sections: Array<[string, () => string]> = [
    ['Identifying Information', () => `The examinee is a ${rng.int(24, 66)}-year-old ${cs.occupation} employed by ${cs.employer}.`],
    [
      'History of Injury',
      () =>
        `${cs.applicant.first} describes ${cs.applicant.female ? 'her' : 'his'} injury on ${fmtDate(rng, cs.doi.start)}: ${rng.pick(['while unloading a pallet the load shifted', 'a slip on a wet floor', 'years of repetitive keyboarding and gripping', 'a fall from a step ladder', 'a collision while driving a company vehicle'])}. ${complaint(rng, cs)}.`,
    ],
    [
      'Records Reviewed',
      () =>
        `I reviewed ${rng.int(40, 900)} pages, including treating notes from ${fmtDate(rng, addDays(cs.doi.start, 10))} onward, imaging reports and therapy notes.`,
    ],
    ['Physical Examination', () => exam(rng, cs)],
    ['Diagnostic Impression', () => dx(rng, rng.int(1, 3)).join(' ')],
    [
      'Causation',
      () =>
        rng.pick([
          'Based on the history, the records and my examination, the condition arose out of the employment.',
          'The mechanism described is consistent with the findings; industrial causation is supported.',
          'I cannot find that the work activities caused the condition to a reasonable degree of medical probability.',
        ]),
    ],
    ['Impairment', () => `Using the AMA Guides, Fifth Edition, the ${bodyText(cs)} warrant ${rng.int(2, 25)}% whole person impairment.`],
    ['Apportionment', () => `${rng.int(0, 60)}% of the disability is due to factors other than the industrial injury.`],
    ['Future Medical Care', () => 'Access to follow-up care, medication and a home exercise program should remain available.'],
  ];
  for (const [name, text] of sections) {
    if (rng.chance(0.2)) continue;
    if (!asLetter || rng.chance(0.5)) pg.add(sectionHeading(rng, name));
    pg.para(text());
    pg.blank(rng);
  }
  if (rng.chance(0.6))
    pg.para(
      rng.pick([
        'I personally took the history and performed the examination. The statements in this report are true to the best of my knowledge.',
        'This report was prepared by me; no one else performed the evaluation.',
      ]),
    );
  if (asLetter) pg.add(rng.pick(['Sincerely,', 'Very truly yours,', 'Respectfully submitted,']), '');
  pg.add(`${ev.full}, ${ev.degree}`);
  return { pages: paginate(rng, pg.lines), variant: asLetter ? 'letter' : 'report' };
};

/** Transthoracic echocardiogram report: measurements and conclusions. */
const echo: Template = (rng, cs) => {
  const pg = newPage(rng);
  pg.add(...clinicHead(rng, cs));
  pg.add(
    ...styledTitle(
      rng,
      rng.pick(['Echocardiogram Report', 'Transthoracic Echocardiogram', 'Cardiac Ultrasound Study', 'Echo Report', 'Adult Echocardiography']),
      0.25,
    ),
  );
  pg.add(...patientBlock(rng, cs));
  pg.add(
    rng.pick([
      `Indication: ${rng.pick(['chest pain', 'shortness of breath', 'hypertension', 'murmur', 'pre-operative assessment'])}`,
      `Reason for study: ${rng.pick(['dyspnea on exertion', 'palpitations', 'evaluate LV function'])}`,
    ]),
  );
  pg.add(`Height ${rng.int(150, 195)} cm  Weight ${rng.int(50, 130)} kg  BP ${rng.int(100, 160)}/${rng.int(60, 100)} mmHg  HR ${rng.int(52, 110)} bpm`, '');
  pg.add(sectionHeading(rng, rng.pick(['Measurements', '2D / M-Mode', 'Dimensions'])));
  const rows: Array<[string, string]> = [
    ['LVIDd', `${(rng.int(38, 60) / 10).toFixed(1)} cm`],
    ['LVIDs', `${(rng.int(22, 42) / 10).toFixed(1)} cm`],
    ['IVSd', `${(rng.int(7, 14) / 10).toFixed(1)} cm`],
    ['LVPWd', `${(rng.int(7, 13) / 10).toFixed(1)} cm`],
    ['LA diameter', `${(rng.int(28, 48) / 10).toFixed(1)} cm`],
    ['Aortic root', `${(rng.int(25, 40) / 10).toFixed(1)} cm`],
    ['LVEF (biplane)', `${rng.int(30, 70)} %`],
    ['E/A ratio', `${(rng.int(6, 20) / 10).toFixed(1)}`],
    ['TAPSE', `${rng.int(14, 26)} mm`],
  ];
  for (const [k, v] of rng.sample(rows, rng.int(5, 9))) pg.add(`${k.padEnd(18)}${v}`);
  pg.add('', sectionHeading(rng, rng.pick(['Findings', 'Description'])));
  const findings = [
    `Left ventricle: ${rng.pick(['normal size and wall thickness', 'mildly dilated', 'concentric hypertrophy'])}; ${rng.pick(['normal', 'mildly reduced', 'moderately reduced'])} systolic function.`,
    `Right ventricle: ${rng.pick(['normal size and function', 'mildly enlarged'])}.`,
    `Mitral valve: ${rng.pick(['trace regurgitation', 'structurally normal', 'mild regurgitation'])}.`,
    `Aortic valve: ${rng.pick(['trileaflet, no stenosis', 'mild sclerosis without stenosis'])}.`,
    `Pericardium: ${rng.pick(['no effusion', 'small effusion without tamponade'])}.`,
    `Diastolic function: ${rng.pick(['grade I dysfunction', 'normal', 'indeterminate'])}.`,
  ];
  for (const f of rng.sample(findings, rng.int(3, 6))) pg.para(f);
  pg.add('', sectionHeading(rng, rng.pick(['Conclusions', 'Impression', 'Summary'])));
  pg.para(
    `${rng.pick(['Normal', 'Mildly reduced', 'Preserved'])} left ventricular ejection fraction, estimated ${rng.int(35, 65)}%. ${rng.pick(['No significant valvular disease.', 'Compared with the prior study, no significant change.', 'Clinical correlation recommended.'])}`,
  );
  pg.add(`Interpreting physician: ${cs.doctor.full}, ${cs.doctor.degree}`, rng.pick([`Sonographer: ${person(rng).full}, RDCS`, '']));
  return { pages: paginate(rng, pg.lines), variant: 'echo' };
};

/** Imaging report (MRI, CT, x-ray, ultrasound). */
const imaging: Template = (rng, cs) => {
  const pg = newPage(rng);
  const modality = rng.pick(['MRI', 'CT', 'X-RAY', 'ULTRASOUND', 'MR ARTHROGRAM']);
  const part = rng.pick(cs.bodyParts);
  pg.add(...clinicHead(rng, cs));
  pg.add(...styledTitle(rng, rng.pick([`${modality} ${part}`, 'Radiology Report', 'Diagnostic Imaging', 'Imaging Report', `${modality} Report`]), 0.25));
  pg.add(...patientBlock(rng, cs));
  pg.add(`${rng.pick(['Referring physician', 'Ordering provider', 'Referred by'])}: ${doctor(rng).full}, ${rng.pick(['M.D.', 'D.O.'])}`, '');
  const sec: Array<[string, string]> = [
    ['Exam', `${modality} of the ${part}${rng.chance(0.5) ? ' without contrast' : ''}.`],
    ['Clinical History', `${complaint(rng, cs)}.`],
    [
      'Technique',
      rng.pick([
        'Multiplanar, multisequence images were obtained.',
        'Axial images with coronal and sagittal reformats.',
        'Two views were obtained.',
        'Real-time grayscale and color Doppler imaging.',
      ]),
    ],
    ['Comparison', rng.pick(['None available.', `Prior study of ${fmtDate(rng, addDays(cs.docDate, -rng.int(60, 700)))}.`])],
    [
      'Findings',
      rng
        .sample(
          [
            `There is a ${rng.int(2, 6)} mm disc protrusion at L${rng.int(3, 5)}-${rng.pick(['4', '5', 'S1'])} contacting the traversing nerve root.`,
            'Alignment is normal. Vertebral body heights are maintained.',
            'There is partial-thickness tearing of the supraspinatus tendon without retraction.',
            'Mild degenerative narrowing of the joint space with small osteophytes.',
            'No fracture or dislocation. Soft tissues are unremarkable.',
            'Joint effusion is small. The ligaments are intact.',
            'Mild edema in the marrow adjacent to the joint.',
          ],
          rng.int(2, 5),
        )
        .join(' '),
    ],
    [
      'Impression',
      rng
        .sample(
          [
            'Degenerative changes as described.',
            'Small disc protrusion without canal stenosis.',
            'Partial tendon tear.',
            'No acute osseous abnormality.',
            'Findings compatible with tendinopathy.',
          ],
          rng.int(1, 3),
        )
        .map((s, i) => `${i + 1}. ${s}`)
        .join(' '),
    ],
  ];
  for (const [k, v] of sec) {
    if (rng.chance(0.5)) pg.add(`${sectionHeading(rng, k)} ${v}`);
    else pg.add(sectionHeading(rng, k)).para(v);
  }
  pg.add('', `${cs.doctor.full}, ${cs.doctor.degree}`, rng.pick(['Radiologist', 'Diplomate, American Board of Radiology', '']));
  return { pages: paginate(rng, pg.lines), variant: modality.toLowerCase() };
};

const LABS: Array<[string, number, number, string]> = [
  ['Glucose', 70, 99, 'mg/dL'],
  ['BUN', 7, 20, 'mg/dL'],
  ['Creatinine', 0.6, 1.3, 'mg/dL'],
  ['Sodium', 135, 145, 'mmol/L'],
  ['Potassium', 3.5, 5.1, 'mmol/L'],
  ['Chloride', 98, 107, 'mmol/L'],
  ['Calcium', 8.5, 10.2, 'mg/dL'],
  ['ALT', 7, 56, 'U/L'],
  ['AST', 10, 40, 'U/L'],
  ['WBC', 4.0, 11.0, 'K/uL'],
  ['Hemoglobin', 12.0, 17.5, 'g/dL'],
  ['Hematocrit', 36, 50, '%'],
  ['Platelets', 150, 400, 'K/uL'],
  ['HbA1c', 4.0, 5.6, '%'],
  ['TSH', 0.4, 4.0, 'mIU/L'],
  ['LDL Cholesterol', 0, 99, 'mg/dL'],
  ['Vitamin D, 25-OH', 30, 100, 'ng/mL'],
  ['CRP', 0, 3, 'mg/L'],
  ['ESR', 0, 20, 'mm/hr'],
];
/** Laboratory results: test, value, units, reference range, flag. */
const lab: Template = (rng, cs) => {
  const pg = newPage(rng);
  pg.add(rng.pick([`${rng.pick(['Valley', 'Coastal', 'Summit', 'Central'])} Clinical Laboratories`, cs.doctor.clinic, 'Reference Laboratory Services']));
  pg.add(...styledTitle(rng, rng.pick(['Laboratory Report', 'Lab Results', 'Final Report', 'Cumulative Results', 'Test Results']), 0.3));
  pg.add(...patientBlock(rng, cs));
  pg.add(
    `${rng.pick(['Collected', 'Specimen collected', 'Collection date'])}: ${fmtDate(rng, cs.docDate)}  ${rng.pick(['Received', 'Reported'])}: ${fmtDate(rng, addDays(cs.docDate, 1))}`,
  );
  pg.add(`${rng.pick(['Ordering physician', 'Provider', 'Physician'])}: ${cs.doctor.full}`, '');
  pg.add(
    rng.pick([
      'TEST                 RESULT     FLAG   UNITS     REFERENCE',
      'Test Name | Result | Units | Reference Range',
      'Analyte   Value   Ref. Interval',
      'Prueba   Resultado   Unidades   Valores de referencia',
      'Examen | Resultado | Intervalo biológico',
    ]),
  );
  for (const [name, lo, hi, unit] of rng.sample(LABS, rng.int(5, 14))) {
    const v = lo + (hi - lo) * (rng.next() * 1.5 - 0.2);
    const flag = v < lo ? 'L' : v > hi ? 'H' : '';
    const val = hi < 20 ? v.toFixed(1) : String(Math.round(v));
    pg.add(
      rng.chance(0.5)
        ? `${name.padEnd(20)} ${val.padEnd(9)} ${flag.padEnd(5)} ${unit.padEnd(9)} ${lo}-${hi}`
        : `${name} | ${val} ${flag} | ${unit} | ${lo} - ${hi}`,
    );
  }
  if (rng.chance(0.5))
    pg.add('', rng.pick(['Comment: specimen slightly hemolyzed.', 'Results verified. Critical values were called to the provider.', 'Fasting specimen.']));
  pg.add('', rng.pick([`Laboratory director: ${person(rng).full}, M.D.`, 'CLIA #05D' + String(rng.int(1000000, 9999999)), 'END OF REPORT']));
  return { pages: paginate(rng, pg.lines), variant: 'lab' };
};

/** Analytes as laboratories elsewhere print them: a local name with the international abbreviation, SI units. */
const LAB_TABLE: Array<[en: string, es: string, abbr: string, lo: number, hi: number, units: string[]]> = [
  ['White blood cell count', 'Recuento de leucocitos', 'WBC', 4.0, 10.0, ['E+9/L', 'x10^9/L', 'x 10^3/uL', '10*3/uL']],
  ['Red blood cell count', 'Recuento de glóbulos rojos', 'RBC', 4.3, 5.8, ['E+12/L', 'x10^12/L', 'x 10^6/uL']],
  ['Hemoglobin', 'Hemoglobina', 'HGB', 130, 175, ['g/L']],
  ['Hematocrit', 'Hematocrito', 'HCT', 40, 50, ['%']],
  ['Mean corpuscular volume', 'Volumen corpuscular medio', 'MCV', 82, 100, ['fL']],
  ['Mean corpuscular hemoglobin', 'Hemoglobina corpuscular media', 'MCH', 27, 34, ['pg']],
  ['Platelet count', 'Recuento de plaquetas', 'PLT', 125, 350, ['E+9/L', 'x10^9/L', 'x 10^3/uL']],
  ['Neutrophils', 'Neutrófilos', 'NEU%', 40, 75, ['%']],
  ['Lymphocytes', 'Linfocitos', 'LYM%', 20, 50, ['%']],
  ['Monocytes', 'Monocitos', 'MON%', 3, 10, ['%']],
  ['Glucose', 'Glucosa', 'GLU', 3.9, 6.1, ['mmol/L']],
  ['Creatinine', 'Creatinina', 'CREA', 57, 111, ['umol/L', 'µmol/L']],
  ['Urea', 'Urea', 'UREA', 2.8, 7.2, ['mmol/L']],
  ['Total cholesterol', 'Colesterol total', 'CHOL', 2.8, 5.2, ['mmol/L']],
  ['Triglycerides', 'Triglicéridos', 'TG', 0.5, 1.7, ['mmol/L']],
];

/**
 * A laboratory's result table as printed outside the US or read by OCR from a hospital's sheet: the table is
 * most of the page (a local or abbreviated analyte name, sometimes the method, a flag arrow, value, SI unit,
 * a bracketed or missing range), little else in words, often no title.
 */
const labTable: Template = (rng, cs) => {
  const pg = newPage(rng);
  const spanish = rng.chance(0.5);
  if (rng.chance(0.5)) pg.add(rng.pick(['Hospital Central', 'Clínica del Norte', 'Laboratorio Clínico', 'Central Hospital Laboratory', cs.doctor.clinic]));
  if (rng.chance(0.4))
    pg.add(
      ...styledTitle(
        rng,
        spanish ? rng.pick(['Hemograma', 'Cuadro hemático', 'Química sanguínea']) : rng.pick(['Complete Blood Count', 'Haematology', 'Biochemistry']),
        0.3,
      ),
    );
  pg.add(
    spanish
      ? `Paciente: ${cs.applicant.full}   Edad: ${rng.int(20, 70)}   Sexo: ${cs.applicant.female ? 'F' : 'M'}`
      : `Name: ${cs.applicant.full}   Age: ${rng.int(20, 70)}   Sex: ${cs.applicant.female ? 'F' : 'M'}`,
  );
  pg.add(`${spanish ? 'Fecha' : 'Sampled'}: ${fmtDate(rng, cs.docDate)}`);
  if (rng.chance(0.6))
    pg.add(
      spanish
        ? rng.pick(['Examen   Resultado   Unidad   Valores de referencia', 'Prueba | Resultado | Unidades | Rango'])
        : rng.pick(['Item   Method   Flag   Result   Unit   Range', 'Test | Result | Unit | Ref']),
    );
  const method = rng.chance(0.4) ? ` ${spanish ? 'Automatizado' : 'Analyzer'}` : '';
  for (const [en, es, abbr, lo, hi, units] of rng.sample(LAB_TABLE, rng.int(6, 15))) {
    const v = lo + (hi - lo) * (rng.next() * 1.5 - 0.2);
    const flag = v < lo ? rng.pick(['↓', 'L', '*']) : v > hi ? rng.pick(['↑', 'H', '*']) : '';
    const val = hi < 20 ? v.toFixed(rng.pick([1, 2])) : String(Math.round(v));
    const name = rng.pick([`${spanish ? es : en} (${abbr})`, spanish ? es.toUpperCase() : en, abbr]);
    const range = rng.pick([`[${lo}-${hi}]`, `${lo} - ${hi}`, `${lo}~${hi}`, '']);
    pg.add(`${name}${method} ${flag} ${val} ${rng.pick(units)} ${range}`.replace(/\s+/g, ' '));
  }
  if (rng.chance(0.5))
    pg.add(
      '',
      spanish ? rng.pick(['Validado por:', 'Firma responsable', 'Resultado preliminar']) : rng.pick(['Verified by:', 'Reviewed', 'Preliminary result']),
    );
  return { pages: paginate(rng, pg.lines), variant: spanish ? 'lab_table_es' : 'lab_table' };
};

/** General clinic note (not written for a claim): CC, HPI, ROS, vitals, exam, assessment and plan. */
const clinicNote: Template = (rng, cs) => {
  const pg = newPage(rng);
  pg.add(...clinicHead(rng, cs));
  if (rng.chance(0.5)) pg.add(...styledTitle(rng, rng.pick(['Clinic Note', 'Office Visit', 'Encounter Note', 'Visit Summary']), 0.2));
  pg.add(...patientBlock(rng, cs));
  const rows: Array<[string, string]> = [
    ['Chief Complaint', complaint(rng, cs)],
    [
      'HPI',
      `${rng.int(20, 70)} y/o ${cs.applicant.female ? 'female' : 'male'} presents with ${complaint(rng, cs)} for ${rng.int(2, 20)} ${rng.pick(['days', 'weeks', 'months'])}. Denies fever or weight loss.`,
    ],
    ['Past Medical History', rng.pick(['Hypertension, hyperlipidemia.', 'None.', 'Asthma as a child. Appendectomy.', 'Type 2 diabetes, diet controlled.'])],
    ['Medications', rng.sample(MEDICATIONS, rng.int(1, 3)).join(', ')],
    ['Allergies', rng.pick(['NKDA', 'Penicillin (rash)', 'Sulfa', 'No known allergies'])],
    ['ROS', 'Negative except as noted in the HPI.'],
    ['Vitals', `BP ${rng.int(100, 160)}/${rng.int(60, 100)}, P ${rng.int(55, 100)}, T ${(rng.int(970, 994) / 10).toFixed(1)} F, SpO2 ${rng.int(94, 100)}%`],
    ['Physical Exam', exam(rng, cs)],
    ['Assessment/Plan', `${dx(rng, 1)[0]}. ${plan(rng, cs).join(' ')}`],
  ];
  for (const [k, v] of rows) {
    if (rng.chance(0.15)) continue;
    if (rng.chance(0.5)) pg.para(`${k}: ${v}`);
    else pg.add(sectionHeading(rng, k)).para(v);
  }
  pg.add(...signOff(rng, cs));
  return { pages: paginate(rng, pg.lines), variant: 'clinic' };
};

/** Physical therapy, chiropractic or acupuncture visit note. */
const therapy: Template = (rng, cs) => {
  const pg = newPage(rng);
  const kind = rng.pick(['Physical Therapy', 'Chiropractic', 'Acupuncture', 'Occupational Therapy']);
  pg.add(...clinicHead(rng, cs));
  pg.add(...styledTitle(rng, rng.pick([`${kind} Daily Note`, `${kind} Progress Note`, `${kind} Evaluation`, 'Treatment Note', 'Discharge Summary']), 0.3));
  pg.add(...patientBlock(rng, cs), `Visit ${rng.int(1, 24)} of ${rng.int(12, 24)}`, '');
  pg.para(`${rng.pick(['Patient reports', 'Pt states', 'The patient notes'])} ${complaint(rng, cs)}.`);
  pg.add(sectionHeading(rng, rng.pick(['Treatment Provided', 'Interventions', 'Procedures'])));
  for (const t of rng.sample(
    [
      'Therapeutic exercise 15 min',
      'Manual therapy 15 min',
      'Electrical stimulation 10 min',
      'Ultrasound 8 min',
      'Hot pack 10 min',
      'Spinal adjustment, 3 regions',
      'Needles placed at 12 points, 25 min',
      'Neuromuscular re-education',
    ],
    rng.int(2, 5),
  ))
    pg.add(`- ${t}`);
  pg.add(sectionHeading(rng, rng.pick(['Goals', 'Functional Goals', 'Progress Toward Goals'])));
  pg.para(
    rng.pick([
      'Lift 25 lb floor to waist without pain within four weeks.',
      'Increase shoulder flexion to 160 degrees.',
      'Sit for one hour without symptoms.',
      'Independent with the home program.',
    ]),
  );
  pg.add(sectionHeading(rng, 'Assessment'));
  pg.para(
    rng.pick([
      'Tolerated treatment well; improving strength and mobility.',
      'Slow progress; pain limits exercise tolerance.',
      'Goals partially met; continue plan of care.',
    ]),
  );
  pg.add(`${person(rng).full}, ${rng.pick(['PT, DPT', 'D.C.', 'L.Ac.', 'OTR/L'])}`);
  return { pages: paginate(rng, pg.lines), variant: kind.toLowerCase().replace(/ /g, '_') };
};

/** Operative or procedure report. */
const operative: Template = (rng, cs) => {
  const pg = newPage(rng);
  pg.add(
    rng.pick([
      `${rng.pick(['Oakhurst', 'Harborview', 'Meridian', 'Cypress'])} ${rng.pick(['Surgery Center', 'Regional Hospital', 'Medical Center'])}`,
      cs.doctor.clinic,
    ]),
  );
  pg.add(...styledTitle(rng, rng.pick(['Operative Report', 'Procedure Note', 'Operation Report', 'Brief Op Note']), 0.2));
  pg.add(...patientBlock(rng, cs));
  const proc = rng.pick([
    'right knee arthroscopy with partial medial meniscectomy',
    'left carpal tunnel release',
    'lumbar epidural steroid injection at L5-S1',
    'right shoulder arthroscopic subacromial decompression',
    'trigger finger release',
  ]);
  const items: Array<[string, string]> = [
    ['Preoperative Diagnosis', dx(rng, 1)[0] ?? ''],
    ['Postoperative Diagnosis', 'Same'],
    ['Procedure', proc],
    ['Surgeon', `${cs.doctor.full}, ${cs.doctor.degree}`],
    ['Anesthesia', rng.pick(['General', 'Monitored anesthesia care', 'Local with sedation'])],
    ['Estimated Blood Loss', rng.pick(['Minimal', '< 10 mL', '25 mL'])],
    ['Complications', 'None'],
  ];
  for (const [k, v] of items) pg.add(`${sectionHeading(rng, k)} ${v}`);
  pg.add('', sectionHeading(rng, rng.pick(['Description of Procedure', 'Technique', 'Details'])));
  pg.para(
    `After informed consent, the patient was brought to the procedure room and positioned. The ${rng.pick(cs.bodyParts)} was prepped and draped in sterile fashion. ${rng.pick(['Portals were established and the joint inspected.', 'Under fluoroscopic guidance the needle was advanced.', 'An incision was made and carried down through the subcutaneous tissue.'])} The patient tolerated the procedure well and was taken to recovery in stable condition.`,
  );
  return { pages: paginate(rng, pg.lines), variant: 'op' };
};

/** Spanish-language medical report (informe médico). */
const spanish: Template = (rng, cs) => {
  const pg = newPage(rng);
  pg.add(...clinicHead(rng, cs));
  pg.add(...styledTitle(rng, rng.pick(['Informe Médico', 'Nota de Evolución', 'Reporte Médico', 'Consulta Médica', 'Resultados de Laboratorio']), 0.25));
  pg.add(
    `${rng.pick(['Paciente', 'Nombre del paciente'])}: ${cs.applicant.full}`,
    `Fecha de nacimiento: ${fmtDate(rng, cs.dob, 2)}`,
    `Fecha de consulta: ${fmtDate(rng, cs.docDate, 2)}`,
    '',
  );
  const part = rng.pick(['la espalda baja', 'el hombro derecho', 'la rodilla izquierda', 'el cuello', 'la muñeca derecha']);
  const sec: Array<[string, string]> = [
    ['Motivo de consulta', `Dolor en ${part} desde hace ${rng.int(2, 12)} semanas.`],
    ['Antecedentes', rng.pick(['Hipertensión arterial controlada.', 'Sin antecedentes de importancia.', 'Diabetes tipo 2.'])],
    ['Exploración física', `Dolor a la palpación en ${part}. Arcos de movimiento limitados. Fuerza muscular ${rng.int(3, 5)}/5.`],
    ['Diagnóstico', rng.pick(['Lumbalgia mecánica.', 'Tendinitis del manguito rotador.', 'Esguince de rodilla.', 'Síndrome del túnel carpiano.'])],
    [
      'Tratamiento',
      `${rng.pick(['Ibuprofeno 400 mg cada 8 horas', 'Paracetamol 500 mg cada 6 horas', 'Naproxeno 250 mg cada 12 horas'])}. Terapia física ${rng.int(6, 12)} sesiones. Control en ${rng.int(2, 4)} semanas.`,
    ],
    ['Incapacidad', rng.pick(['Reposo laboral por 7 días.', 'Puede trabajar con restricciones.', 'Sin incapacidad.'])],
  ];
  for (const [k, v] of sec) {
    if (rng.chance(0.15)) continue;
    pg.add(sectionHeading(rng, k)).para(v);
  }
  pg.add('', `Dr. ${cs.doctor.full}`, rng.pick(['Médico tratante', 'Cédula profesional ' + rng.int(1000000, 9999999), 'Firma']));
  return { pages: paginate(rng, pg.lines), variant: 'es' };
};

export const MEDICAL: Array<[string, Template, number]> = [
  ['med_progress', progress, 3],
  ['med_evaluation', evaluation, 3],
  ['med_echo', echo, 1.5],
  ['med_imaging', imaging, 2],
  ['med_lab', lab, 1.5],
  ['med_lab_table', labTable, 1],
  ['med_clinic', clinicNote, 2],
  ['med_therapy', therapy, 1.5],
  ['med_operative', operative, 1],
  ['med_spanish', spanish, 1],
];
