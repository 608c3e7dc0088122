/** medical_report: PR-2, PR-4 / P&S, QME / AME / PQME reports, Doctor's First Report, diagnostics and notes. */
import type { Rng } from './rng';
import { type Case, addDays, doiText, fmtDate, time, weekday, adjList, caseNoLabel } from './context';
import { Page, letterhead, newPage, paginate, reBlock, signature } from './layout';
import { DIAGNOSES } from './pools';
import { type Bank, fill, heading, one, say } from './text';
import type { Template } from './types';

const COMPLAINTS: Bank = [
  '{He} reports constant aching pain in the {BODY}, rated {N1}/10, worse with prolonged sitting and lifting.',
  'The patient complains of intermittent sharp pain in the {PART} radiating into the extremity with numbness and tingling.',
  '{MR} {LAST} states that the pain has improved slightly since the last visit but flares with repetitive activity.',
  'Pain is described as throbbing and burning, averaging {N1} out of 10, and is aggravated by bending, stooping and climbing stairs.',
  '{He} has difficulty sleeping more than {N1} hours per night because of pain in the {PART}.',
  'The applicant notes stiffness in the morning lasting about {N2} minutes and weakness of grip.',
  'Current symptoms include headaches, neck stiffness and pain across the upper back with overhead reaching.',
  '{He} reports feeling anxious, irritable and depressed since the injury, with poor concentration and loss of interest.',
  'There is locking and giving way of the knee when walking on uneven ground.',
  '{He} denies new injuries since the last evaluation. Symptoms are unchanged overall.',
  'Activities of daily living are limited: {HE} needs help with housework, cannot carry groceries and avoids driving more than {N2} minutes.',
  'Pain increases to {N1}/10 with activity and decreases to 3/10 with rest and medication.',
  'The patient reports {N2} percent improvement with the last course of therapy.',
  'Numbness in the fingers wakes {HIM} at night, mostly in the thumb, index and middle fingers.',
];
const EXAM: Bank = [
  'Examination of the {PART} reveals tenderness to palpation over the paraspinal musculature with muscle guarding.',
  'Range of motion is restricted: flexion {N2} degrees, extension {N1}0 degrees, with pain at end range.',
  'Straight leg raise is positive on the right at {N2} degrees. Deep tendon reflexes are 2+ and symmetric.',
  'Motor strength is 4+/5 in the affected extremity; sensation is diminished in the L5 dermatome.',
  'Impingement signs (Neer and Hawkins) are positive. There is crepitus with range of motion of the shoulder.',
  "McMurray's test is positive medially. There is a mild effusion and joint line tenderness.",
  "Tinel's and Phalen's signs are positive at the wrist. Grip strength by Jamar dynamometer is reduced on the injured side.",
  'Gait is antalgic. The patient is able to heel and toe walk with difficulty.',
  'There is spasm of the trapezius and tenderness at the occipital insertion. Spurling test is negative.',
  'Vital signs: blood pressure 138/86, pulse 78, height 5 feet 6 inches, weight 182 pounds.',
  'Mental status examination shows a depressed affect, tearfulness and intact thought process without suicidal ideation.',
  'No atrophy is noted. Circumferential measurements are symmetric.',
];
const HISTORY: Bank = [
  'The applicant was working as a {OCC} for {EMP} when {HE} injured the {BODY} on {DOI} while lifting a heavy box.',
  '{He} developed gradual onset of pain in the {BODY} from repetitive duties as a {OCC}, and reported it to {HIS} supervisor.',
  '{MR} {LAST} slipped on a wet floor at work and fell onto {HIS} outstretched arm. {He} was seen at an occupational clinic the same day.',
  'While employed by {EMP} as a {OCC}, {HE} was pulling a pallet jack when {HE} felt a pop and immediate pain.',
  '{He} was initially treated with medication, modified duty and a course of physical therapy with partial relief.',
  'An MRI obtained on {DATE} showed a disc protrusion with mild foraminal narrowing.',
  'Surgery was recommended but {HE} elected to continue conservative care.',
  '{He} has not returned to work since {DATE}. {His} employer could not accommodate the restrictions.',
  '{He} denies prior injuries to the same body parts and denies prior workers\' compensation claims.',
  'The claim was initially delayed and later accepted by the carrier.',
];
const PLAN: Bank = [
  'Request authorization for {N1} additional sessions of physical therapy, twice a week.',
  'Continue {MED} as needed for pain; refill provided.',
  'Refer to pain management for evaluation of epidural steroid injection.',
  'Request authorization for MRI of the {PART} to rule out internal derangement.',
  'Request orthopedic surgical consultation.',
  'Continue home exercise program, ice and heat as needed.',
  'Obtain EMG/NCV studies of the upper extremities.',
  'Psychological consultation is requested for depressive symptoms secondary to chronic pain.',
  'Acupuncture, six sessions, is requested under the MTUS guidelines.',
  'Follow up in four to six weeks, or sooner if symptoms worsen.',
  'A functional capacity evaluation is recommended prior to return to work.',
  'Dispense lumbar support and TENS unit for home use.',
];
const WORK: Bank = [
  'Temporarily totally disabled through {FDATE}.',
  'Return to modified work on {FDATE} with no lifting over {N2} pounds and no repetitive bending.',
  'May return to full duty without restrictions.',
  'Modified duty: limited use of the right upper extremity, no overhead work, no forceful gripping.',
  'Remain off work until the next visit. If modified work is not available, the patient is temporarily totally disabled.',
  'Work restrictions: sit/stand at will, no climbing ladders, no lifting above shoulder level.',
];
const CAUSATION: Bank = [
  'Based on the history, the medical records and my examination, it is my opinion within reasonable medical probability that the injury to the {BODY} arose out of and occurred in the course of employment.',
  'The mechanism of injury described by the applicant is consistent with the objective findings, and I find industrial causation.',
  'The cumulative trauma from repetitive work as a {OCC} was a substantial contributing cause of the condition.',
  'I am unable to find industrial causation for the claimed psychiatric injury, as the predominant cause was non-industrial stress.',
  'Causation of injury is established by the consistent history and the imaging findings.',
];
const APPORTION: Bank = [
  'Pursuant to Labor Code sections 4663 and 4664, {PCT}% of the permanent disability is caused by the industrial injury and the remainder by pre-existing degenerative disease.',
  'There is no basis for apportionment to non-industrial factors; 100% of the disability is industrial.',
  'Apportionment: {PCT}% industrial, with the balance due to the prior 2016 motor vehicle accident documented in the records.',
  'I apportion {PCT} percent of the disability to the specific injury and the balance to the cumulative trauma.',
];
const RATING: Bank = [
  'Using the AMA Guides, Fifth Edition, the applicant has {WPI}% whole person impairment of the {PART}, DRE category II.',
  'Whole person impairment: {WPI}% for the {PART} based on range of motion loss, plus 2% for pain under Chapter 18.',
  'The Global Assessment of Function score of {N2} corresponds to {WPI}% whole person impairment.',
  'Upper extremity impairment of {N2}% converts to {WPI}% whole person impairment (Table 16-3).',
];
const FUTURE: Bank = [
  'Future medical care should include orthopedic follow-up, medications, physical therapy for flare-ups and possible injections.',
  'The applicant should have access to psychotherapy and psychotropic medication management.',
  'Future medical treatment should provide for surgical consultation should symptoms progress.',
  'Provision should be made for a home exercise kit, a gym membership for one year and periodic re-evaluation.',
];
const ATTEST: Bank = [
  'I declare under penalty of perjury that the information contained in this report is true and correct to the best of my knowledge and belief.',
  'I have not violated Labor Code section 139.3, and the contents of this report are true and correct to the best of my knowledge.',
  'The history was taken by me, the examination was performed by me and the conclusions are my own. I declare under penalty of perjury that this report is true and correct.',
  'Executed at {CITY}, California, on {DOCDATE}.',
  'I personally spent {N2} minutes face to face with the applicant and {N1} hours reviewing records.',
];

function dx(rng: Rng): string[] {
  return rng.sample(DIAGNOSES, rng.int(1, 4)).map(([code, d], i) => rng.pick([`${i + 1}. ${code} ${d}`, `${i + 1}. ${d} (${code})`, `${d}, ${code}`, `- ${d}`]));
}

function section(rng: Rng, cs: Case, pg: Page, title: string, body: string | string[]): void {
  pg.blank(rng, 0.4);
  pg.add(heading(rng, title));
  for (const b of Array.isArray(body) ? body : [body]) pg.para(b);
}

function patientBlock(rng: Rng, cs: Case): string[] {
  const lines = [
    `${rng.pick(['Patient', 'Patient Name', 'Employee', 'Applicant', 'Name'])}: ${cs.applicant.full}`,
    `Employer: ${cs.employer}`,
    `${rng.pick(['Claim No.:', 'Claim #:', 'Claim Number:'])} ${cs.claimNo}`,
    `${rng.pick(['Date of Injury:', 'DOI:', 'Injury Date:'])} ${doiText(rng, cs)}`,
  ];
  if (rng.chance(0.6)) lines.push(`${caseNoLabel(rng, cs)} ${adjList(rng, cs)}`);
  if (rng.chance(0.5)) lines.push(`Date of Birth: ${fmtDate(rng, cs.dob)}`);
  if (rng.chance(0.5)) lines.push(`${rng.pick(['Claims Administrator', 'Insurance Carrier', 'Carrier'])}: ${rng.chance(0.5) ? cs.tpa : cs.insurer}`);
  if (rng.chance(0.4)) lines.push(`Occupation: ${cs.occupation}`);
  return rng.chance(0.3) ? rng.shuffle(lines) : lines;
}

function doctorSig(rng: Rng, cs: Case, role: string): string[] {
  return signature(rng, cs.doctor, [`${cs.doctor.full}, ${cs.doctor.degree}`, role, ...(rng.chance(0.5) ? [cs.doctor.clinic] : [])]);
}

const pr2: Template = (rng, cs) => {
  const pg = newPage(rng);
  const style = rng.int(0, 2);
  const titles = [
    "PRIMARY TREATING PHYSICIAN'S PROGRESS REPORT (PR-2)",
    'PRIMARY TREATING PHYSICIAN’S PROGRESS REPORT',
    'PROGRESS REPORT (PR-2)',
    "Treating Physician's Progress Report - PR-2",
    'PR-2 PROGRESS REPORT',
  ];
  if (style === 0) pg.add('STATE OF CALIFORNIA', "DIVISION OF WORKERS' COMPENSATION");
  else pg.add(...letterhead(rng, cs.doctor.clinic, cs.doctor.address, cs.doctor.phone));
  if (!rng.chance(0.08)) pg.add(rng.pick(titles));
  if (rng.chance(0.7)) {
    const boxes = rng.sample(['Periodic Report (required 45 days after last report)', 'Change in treatment plan', 'Released from care', 'Need for referral or consultation', 'Change in work status', 'Response to request for information', 'Need for surgery or hospitalization', 'Request for authorization', 'Info. requested by:'], rng.int(3, 7));
    for (const b of boxes) pg.add(`${rng.pick(['X ', '[X] ', '[ ] ', '', '☐ '])}${b}`);
  }
  pg.add(...patientBlock(rng, cs));
  const secs: Array<[string, string | string[]]> = [
    ['Subjective complaints', say(rng, cs, COMPLAINTS, 2, 4)],
    ['Objective findings', say(rng, cs, EXAM, 2, 4)],
    ['Diagnoses', dx(rng)],
    ['Treatment plan', say(rng, cs, PLAN, 2, 4)],
    ['Work status', say(rng, cs, WORK, 1, 2)],
  ];
  if (rng.chance(0.5)) secs.splice(2, 0, ['Medications', `${one(rng, cs, ['Current medications: {MED} and {MED}.', '{MED} twice daily; {MED} at bedtime.', 'No change in medications: {MED}.'])}`]);
  for (const [t, b] of secs) section(rng, cs, pg, t, b);
  if (rng.chance(0.6)) pg.para(`Next appointment: ${weekday(addDays(cs.docDate, 30))}, ${fmtDate(rng, addDays(cs.docDate, 30))} at ${time(rng)}.`);
  pg.blank(rng);
  pg.para(say(rng, cs, ATTEST, 1, 2));
  pg.add(...doctorSig(rng, cs, rng.pick(['Primary Treating Physician', 'Treating Physician', 'PTP'])));
  const footer = rng.chance(0.6) ? (i: number, n: number) => `DWC Form PR-2 (Rev. 02/2005) Page ${i} of ${n}` : undefined;
  return { pages: paginate(rng, pg.lines, footer), variant: `s${style}` };
};

const pr4: Template = (rng, cs) => {
  const pg = newPage(rng);
  const style = rng.int(0, 2);
  if (style === 0) pg.add('STATE OF CALIFORNIA', "DIVISION OF WORKERS' COMPENSATION");
  else pg.add(...letterhead(rng, cs.doctor.clinic, cs.doctor.address, cs.doctor.phone));
  if (!rng.chance(0.08)) {
    pg.add(rng.pick([
      "PRIMARY TREATING PHYSICIAN'S PERMANENT AND STATIONARY REPORT (PR-4)",
      'PERMANENT AND STATIONARY REPORT',
      "Treating Physician's Permanent and Stationary Report",
      'PR-4 PERMANENT & STATIONARY EVALUATION',
      'FINAL REPORT - PERMANENT AND STATIONARY',
    ]));
  }
  pg.add(...patientBlock(rng, cs));
  pg.add(`${rng.pick(['Report Date', 'Date of Exam', 'Date of Report'])}: ${fmtDate(rng, cs.docDate)}`);
  const secs: Array<[string, string | string[]]> = rng.shuffle([
    ['History', say(rng, cs, HISTORY, 2, 3)],
    ['Current complaints', say(rng, cs, COMPLAINTS, 2, 3)],
    ['Physical examination', say(rng, cs, EXAM, 2, 4)],
  ]);
  secs.push(
    ['Diagnoses', dx(rng)],
    ['Permanent and stationary status', one(rng, cs, ['The patient reached maximum medical improvement on {DATE} and is permanent and stationary.', 'The condition has plateaued and is considered permanent and stationary as of {DATE}.', 'MMI was reached on {DATE}. No further curative treatment is expected to change the outcome.'])],
    ['Impairment rating', say(rng, cs, RATING, 1, 2)],
    ['Apportionment', one(rng, cs, APPORTION)],
    ['Future medical', one(rng, cs, FUTURE)],
    ['Work restrictions', say(rng, cs, WORK, 1, 2)],
  );
  for (const [t, b] of secs) section(rng, cs, pg, t, b);
  pg.para(one(rng, cs, ATTEST));
  pg.add(...doctorSig(rng, cs, 'Primary Treating Physician'));
  const footer = rng.chance(0.5) ? (i: number, n: number) => `${cs.applicant.full} | P&S Report | Page ${i} of ${n}` : undefined;
  return { pages: paginate(rng, pg.lines, footer), variant: `s${style}` };
};

const medLegal: Template = (rng, cs) => {
  const pg = newPage(rng);
  const who = rng.pick(['QUALIFIED MEDICAL EVALUATOR', 'AGREED MEDICAL EVALUATOR', 'PANEL QUALIFIED MEDICAL EVALUATOR']);
  const kind = rng.pick(['INITIAL COMPREHENSIVE MEDICAL-LEGAL EVALUATION', 'SUPPLEMENTAL REPORT', 'RE-EVALUATION REPORT', 'COMPREHENSIVE MEDICAL-LEGAL REPORT', 'MEDICAL-LEGAL REPORT', 'SUPPLEMENTAL MEDICAL-LEGAL REPORT (RECORD REVIEW)']);
  const abbrev = who.startsWith('AGREED') ? 'AME' : who.startsWith('PANEL') ? 'PQME' : 'QME';
  const style = rng.int(0, 3);
  pg.add(`${cs.qme.full}, ${cs.qme.degree}`);
  if (rng.chance(0.6)) pg.add(rng.pick([`Diplomate, American Board of ${cs.qme.specialty.replace(/\b\w/g, (m) => m.toUpperCase())}`, `Qualified Medical Evaluator - ${cs.qme.specialty}`, `Board Certified in ${cs.qme.specialty}`]));
  pg.add(cs.qme.address, `Tel ${cs.qme.phone}`);
  pg.add(fmtDate(rng, cs.docDate));
  if (style <= 1) pg.add(`${cs.aa.full}, Esq.`, cs.aa.firm, `${cs.da.full}, Esq.`, cs.da.firm);
  if (style === 2) pg.add(cs.tpa, `Attn: ${cs.adjuster.full}`);
  pg.add(...reBlock(rng, cs, { re: rng.chance(0.8) }));
  pg.add(`Date of Evaluation: ${fmtDate(rng, addDays(cs.docDate, -rng.int(10, 40)))}`);
  if (!rng.chance(0.07)) {
    pg.add(rng.pick([`${who}'S ${kind}`, `${abbrev} ${kind}`, `${kind}`, `${who} REPORT`, `${kind.replace(/\b\w+/g, (w) => w[0] + w.slice(1).toLowerCase())}`]));
  }
  if (style <= 2 && rng.chance(0.8)) pg.add(rng.pick(['Dear Counsel:', 'Dear Counselors:', 'Dear Sir or Madam:', 'Dear Ms. ' + cs.adjuster.last + ':', 'To the parties:']));
  pg.para(one(rng, cs, [
    '{MR} {LAST} was evaluated in my office on {DATE} in my capacity as ' + who.toLowerCase() + ' in {SPEC}.',
    'This supplemental report is prepared at the request of applicant\'s attorney to review additional medical records and to address the issues of causation and apportionment.',
    'The applicant was re-evaluated on {DATE}. An interpreter was present throughout the examination.',
    'I have reviewed the deposition transcript of the applicant and additional records received since my last report.',
    'Thank you for the opportunity to evaluate this {OCC} in my capacity as the ' + abbrev + ' in {SPEC}.',
  ]));
  const secs: Array<[string, string | string[]]> = [
    ['History of injury', say(rng, cs, HISTORY, 2, 4)],
    ['Current complaints', say(rng, cs, COMPLAINTS, 2, 3)],
    ['Review of records', Array.from({ length: rng.int(2, 8) }, () => `${fmtDate(rng, addDays(cs.docDate, -rng.int(30, 800)), rng.int(2, 4))} ${rng.pick(['PR-2 progress report', 'MRI report', 'PT daily note', 'Pharmacy record', "Doctor's First Report", 'Operative report', 'Urgent care note', 'UR determination', 'Deposition transcript'])} ${rng.pick(['Kaiser Permanente', 'U.S. HealthWorks', 'Concentra', `Dr. ${cs.doctor.last}`])} ${rng.pick(['Reviewed', 'Summarized', ''])}`)],
    ['Physical examination', say(rng, cs, EXAM, 2, 4)],
    ['Diagnoses', dx(rng)],
    ['Causation', one(rng, cs, CAUSATION)],
    ['Disability status', one(rng, cs, ['The applicant has reached maximum medical improvement.', 'The applicant is not yet permanent and stationary; re-evaluation in six months is recommended.', 'Temporary total disability is supported from {DATE} to {FDATE}.'])],
    ['Impairment', say(rng, cs, RATING, 1, 2)],
    ['Apportionment', one(rng, cs, APPORTION)],
    ['Future medical care', one(rng, cs, FUTURE)],
    ['Work restrictions', one(rng, cs, WORK)],
  ];
  const keep = secs.filter((_, i) => i < 2 || rng.chance(0.75));
  for (const [t, b] of rng.chance(0.2) ? rng.shuffle(keep) : keep) section(rng, cs, pg, t, b);
  section(rng, cs, pg, rng.pick(['Disclosure', 'Attestation', 'Declaration', 'Certification']), say(rng, cs, ATTEST, 1, 3));
  pg.add(...signature(rng, cs.qme, [`${cs.qme.full}, ${cs.qme.degree}`, rng.pick(['Qualified Medical Evaluator', 'Agreed Medical Evaluator', 'Panel QME', who.toLowerCase().replace(/\b\w/g, (m) => m.toUpperCase())])], rng.chance(0.4) ? 'Sincerely,' : undefined));
  const footer = rng.chance(0.6) ? (i: number) => `${cs.applicant.last.toUpperCase()}, ${cs.applicant.first.toUpperCase()} - ${abbrev} Report - Page ${i}` : undefined;
  return { pages: paginate(rng, pg.lines, footer), variant: `s${style}` };
};

const dfr: Template = (rng, cs) => {
  const pg = newPage(rng);
  pg.add('STATE OF CALIFORNIA', rng.pick(["DOCTOR'S FIRST REPORT OF OCCUPATIONAL INJURY OR ILLNESS", "Doctor's First Report of Occupational Injury or Illness"]));
  pg.para('Within 5 days of your initial examination, for every occupational injury or illness, send two copies of this report to the employer\'s workers\' compensation insurance carrier or the insured employer.');
  const fields = [
    `1. INSURER NAME AND ADDRESS: ${cs.insurer}`,
    `2. EMPLOYER NAME: ${cs.employer}`,
    `3. Address: ${cs.city}, CA`,
    `4. Nature of business: ${cs.employer.split(' ').slice(-2).join(' ')}`,
    `5. PATIENT NAME: ${cs.applicant.full}`,
    `6. Sex: ${cs.applicant.female ? 'Female' : 'Male'} 7. Date of Birth: ${fmtDate(rng, cs.dob, 2)}`,
    `10. Occupation: ${cs.occupation}`,
    `12. Injured at: ${cs.city} 13. Date and hour of injury: ${fmtDate(rng, cs.doi.start, 2)} ${time(rng)}`,
    `15. Date last worked: ${fmtDate(rng, cs.doi.start, 2)} 16. Date and hour of first examination: ${fmtDate(rng, addDays(cs.doi.start, 1), 2)}`,
    `17. DESCRIBE HOW THE ACCIDENT OR EXPOSURE HAPPENED: ${one(rng, cs, HISTORY)}`,
    `18. SUBJECTIVE COMPLAINTS: ${say(rng, cs, COMPLAINTS, 1, 2)}`,
    `19. OBJECTIVE FINDINGS: ${say(rng, cs, EXAM, 1, 2)}`,
    `20. DIAGNOSIS: ${dx(rng).join('; ')}`,
    `21. Are your findings and diagnosis consistent with patient's account of injury? ${rng.pick(['Yes', 'X Yes'])}`,
    `24. TREATMENT RENDERED: ${say(rng, cs, PLAN, 1, 2)}`,
    `25. If further treatment required, specify treatment plan/estimated duration: ${one(rng, cs, PLAN)}`,
    `27. WORK STATUS: ${one(rng, cs, WORK)}`,
  ];
  for (const f of fields) pg.para(f);
  pg.add(`Doctor's Signature: ${cs.doctor.full}, ${cs.doctor.degree}`, `Date: ${fmtDate(rng, cs.docDate, 2)}`, rng.pick(['FORM 5021 (Rev. 4)', 'Form 5021 (Rev. 4) 8 CCR 14006', 'DLSR 5021']));
  return { pages: paginate(rng, pg.lines), variant: 'dfr' };
};

const diagnostic: Template = (rng, cs) => {
  const pg = newPage(rng);
  const kind = rng.int(0, 9);
  pg.add(...letterhead(rng, cs.doctor.clinic, cs.doctor.address, cs.doctor.phone));
  pg.add(...patientBlock(rng, cs).slice(0, rng.int(2, 5)));
  const addSecs = (secs: Array<[string, string | string[]]>) => {
    for (const [t, b] of secs) section(rng, cs, pg, t, b);
  };
  if (kind === 0) {
    pg.add(rng.pick([`MRI OF THE ${(cs.bodyParts[0] ?? 'lumbar spine').toUpperCase()} WITHOUT CONTRAST`, 'MAGNETIC RESONANCE IMAGING REPORT', 'RADIOLOGY REPORT']));
    addSecs([
      ['Clinical history', one(rng, cs, ['Work injury on {DOI}. Pain in the {PART}.', 'Industrial injury; rule out disc herniation.', 'Persistent pain after fall at work.'])],
      ['Technique', 'Multiplanar, multisequence imaging was performed without intravenous contrast.'],
      ['Findings', rng.sample(['At L4-L5 there is a 3 mm broad-based disc protrusion abutting the thecal sac.', 'Mild facet arthropathy is present at L5-S1 with mild bilateral foraminal narrowing.', 'There is a full-thickness tear of the supraspinatus tendon with 1 cm retraction.', 'Oblique tear of the posterior horn of the medial meniscus extending to the inferior articular surface.', 'Bone marrow signal is normal. No fracture is identified.', 'Mild joint effusion. The cruciate ligaments are intact.', 'Disc desiccation at C5-C6 with a 2 mm posterior osteophyte complex.'], rng.int(2, 4)).join(' ')],
      ['Impression', rng.sample(['Disc protrusion at L4-L5 without significant canal stenosis.', 'Full-thickness supraspinatus tear.', 'Medial meniscus tear.', 'Degenerative changes as described.', 'No acute osseous abnormality.'], rng.int(1, 3)).join(' ')],
    ]);
    pg.add(`Electronically signed by ${cs.doctor.full}, ${cs.doctor.degree}, Radiologist`);
  } else if (kind === 1) {
    pg.add(rng.pick(['OPERATIVE REPORT', 'OPERATIVE NOTE', 'REPORT OF OPERATION']));
    addSecs([
      ['Date of surgery', fmtDate(rng, addDays(cs.docDate, -rng.int(5, 90)))],
      ['Preoperative diagnosis', dx(rng).slice(0, 2)],
      ['Postoperative diagnosis', 'Same.'],
      ['Procedure', rng.pick(['Right shoulder arthroscopy with rotator cuff repair and subacromial decompression.', 'Left knee arthroscopy with partial medial meniscectomy.', 'Right carpal tunnel release.', 'L4-L5 microdiscectomy.'])],
      ['Anesthesia', rng.pick(['General endotracheal anesthesia.', 'Regional block with sedation.'])],
      ['Description of procedure', 'The patient was brought to the operating room and placed in the supine position. After adequate anesthesia the extremity was prepped and draped in the usual sterile fashion. A time-out was performed. Findings were as noted above. The wound was irrigated and closed in layers. The patient tolerated the procedure well and was taken to recovery in stable condition.'],
      ['Estimated blood loss', `${rng.int(5, 150)} mL.`],
    ]);
    pg.add(`${cs.doctor.full}, ${cs.doctor.degree}`);
  } else if (kind === 2) {
    pg.add(rng.pick(['PHYSICAL THERAPY INITIAL EVALUATION', 'PHYSICAL THERAPY PROGRESS NOTE', 'Physical Therapy Re-Evaluation', 'PHYSICAL THERAPY DAILY NOTE']));
    addSecs([
      ['Subjective', say(rng, cs, COMPLAINTS, 1, 2)],
      ['Objective', say(rng, cs, EXAM, 1, 3)],
      ['Assessment', one(rng, cs, ['Patient demonstrates decreased range of motion and strength consistent with the diagnosis. Good rehab potential.', 'Progressing toward goals; tolerance to activity improved.', 'Plateau in progress; consider discharge to home program.'])],
      ['Goals', 'Decrease pain to 3/10. Increase lifting tolerance to 25 pounds. Independent with home exercise program.'],
      ['Plan', `${one(rng, cs, PLAN)} Treatment today: therapeutic exercise, manual therapy and electrical stimulation.`],
    ]);
    pg.add(`${cs.doctor.first} ${cs.doctor.last}, PT, DPT`);
  } else if (kind === 3) {
    pg.add(rng.pick(['PSYCHOLOGICAL EVALUATION', 'PSYCHIATRIC EVALUATION', 'INITIAL PSYCHOLOGICAL REPORT']));
    addSecs([
      ['Reason for referral', 'The applicant was referred for evaluation of emotional symptoms following the industrial injury.'],
      ['History', say(rng, cs, HISTORY, 1, 2)],
      ['Mental status examination', 'The applicant was alert and oriented. Mood was depressed and affect was constricted. Speech was normal in rate and volume. There was no evidence of psychosis.'],
      ['Psychological testing', `Beck Depression Inventory-II: ${rng.int(14, 40)} (moderate to severe). Beck Anxiety Inventory: ${rng.int(10, 35)}. MMPI-2-RF was valid and interpretable.`],
      ['Diagnoses', dx(rng)],
      ['Recommendations', 'Cognitive behavioral psychotherapy, twelve sessions, and psychiatric medication management.'],
    ]);
    pg.add(`${cs.doctor.full}, ${rng.pick(['Ph.D.', 'Psy.D.'])}`, 'Licensed Psychologist');
  } else if (kind === 4) {
    pg.add(rng.pick(['ORTHOPEDIC CONSULTATION', 'PAIN MANAGEMENT CONSULTATION', 'INITIAL CONSULTATION REPORT', 'NEUROLOGICAL CONSULTATION']));
    addSecs([
      ['Chief complaint', one(rng, cs, COMPLAINTS)],
      ['History of present illness', say(rng, cs, HISTORY, 2, 3)],
      ['Past medical history', rng.pick(['Hypertension, controlled. No prior surgeries.', 'Diabetes mellitus type 2. Appendectomy 2009.', 'Noncontributory.'])],
      ['Physical examination', say(rng, cs, EXAM, 2, 3)],
      ['Impression', dx(rng)],
      ['Recommendations', say(rng, cs, PLAN, 1, 3)],
    ]);
    pg.add(`${cs.doctor.full}, ${cs.doctor.degree}`);
  } else if (kind === 5) {
    pg.add(rng.pick(['PROGRESS NOTE', 'Office Visit Note', 'FOLLOW-UP VISIT', 'CHIROPRACTIC PROGRESS REPORT']));
    pg.add(`Date of service: ${fmtDate(rng, cs.docDate)}`);
    addSecs([
      ['S', say(rng, cs, COMPLAINTS, 1, 2)],
      ['O', say(rng, cs, EXAM, 1, 2)],
      ['A', dx(rng)],
      ['P', say(rng, cs, PLAN, 1, 2)],
    ]);
    pg.para(one(rng, cs, WORK));
    pg.add(`${cs.doctor.full}, ${cs.doctor.degree}`);
  } else if (kind === 7) {
    pg.add(rng.pick(['ELECTRODIAGNOSTIC CONSULTATION', 'EMG/NCV REPORT', 'NERVE CONDUCTION STUDY AND EMG', 'ELECTROMYOGRAPHY REPORT']));
    pg.add(`Date of study: ${fmtDate(rng, cs.docDate)}`, `Referring physician: Dr. ${cs.qme.last}`);
    addSecs([
      ['Indication', one(rng, cs, ['Numbness and tingling in both hands after repetitive work.', 'Radiating low back pain with leg numbness.', 'Neck pain with arm paresthesias.'])],
      ['Nerve conduction studies', rng.sample(['Right median sensory peak latency 4.2 ms (prolonged), amplitude 14 uV.', 'Left median motor distal latency 4.6 ms (prolonged).', 'Ulnar sensory and motor responses are normal bilaterally.', 'Peroneal and tibial motor studies are within normal limits.', 'Sural sensory responses are present and symmetric.'], rng.int(2, 4)).join(' ')],
      ['Needle EMG', rng.pick(['No abnormal spontaneous activity in the muscles tested.', 'Positive sharp waves in the right L5 myotome with reduced recruitment.', 'Normal motor unit morphology in all muscles examined.'])],
      ['Interpretation', rng.pick(['Findings consistent with moderate bilateral carpal tunnel syndrome.', 'Electrodiagnostic evidence of right L5 radiculopathy.', 'Normal study; no evidence of entrapment neuropathy or radiculopathy.'])],
    ]);
    pg.add(`${cs.doctor.full}, ${cs.doctor.degree}`);
  } else if (kind === 8) {
    pg.add(rng.pick(['X-RAY REPORT', 'RADIOGRAPHS', 'URINE DRUG SCREEN RESULTS', 'ACUPUNCTURE TREATMENT NOTE', 'LABORATORY REPORT']));
    pg.add(`Date: ${fmtDate(rng, cs.docDate)}`);
    addSecs([
      ['Findings', rng.pick(['Three views of the right shoulder show no fracture or dislocation. Mild acromioclavicular joint arthrosis.', 'Results consistent with prescribed medications. No illicit substances detected.', 'Needles placed at GB20, LI4, BL23 and BL40 with electrical stimulation for 20 minutes. Patient tolerated well.', 'Complete blood count and metabolic panel within normal limits.'])],
      ['Impression', rng.pick(['No acute findings.', 'Consistent with the clinical history.', 'Continue current plan; follow up with the treating physician.'])],
    ]);
    pg.add(`${cs.doctor.full}, ${cs.doctor.degree}`);
  } else if (kind === 9) {
    // Narrative report written as a letter to the adjuster: letter form, medical content.
    pg.add(fmtDate(rng, cs.docDate), rng.pick([cs.tpa, cs.insurer]), `Attn: ${cs.adjuster.full}`);
    pg.add(`Re: ${cs.applicant.full}`, `Claim: ${cs.claimNo}`);
    pg.add(rng.pick(['Dear Adjuster,', `Dear ${cs.adjuster.full}:`, 'Dear Claims Examiner:', 'To whom it may concern:']));
    pg.para(`${one(rng, cs, ['{MR} {LAST} returned for follow-up on {DATE}.', 'I saw {MR} {LAST} today for re-evaluation of the industrial injury.', 'This is a narrative progress report on {MR} {LAST}.'])} ${say(rng, cs, COMPLAINTS, 1, 2)} ${say(rng, cs, EXAM, 1, 2)}`);
    pg.para(`Assessment: ${dx(rng).join('; ')}.`);
    pg.para(`Plan: ${say(rng, cs, PLAN, 1, 3)} ${one(rng, cs, WORK)}`);
    pg.add(rng.pick(['Sincerely,', 'Respectfully,', 'Regards,']), `${cs.doctor.full}, ${cs.doctor.degree}`, rng.pick(['Treating Physician', 'Primary Treating Physician', 'Treating Chiropractor', '']));
  } else {
    pg.add(rng.pick(['FUNCTIONAL CAPACITY EVALUATION', 'DISCHARGE SUMMARY', 'NARRATIVE MEDICAL REPORT', 'SUPPLEMENTAL MEDICAL REPORT']));
    addSecs([
      ['Summary', say(rng, cs, HISTORY, 2, 3)],
      ['Findings', say(rng, cs, EXAM, 2, 3)],
      ['Conclusions', `${one(rng, cs, WORK)} ${one(rng, cs, FUTURE)}`],
    ]);
    pg.add(`${cs.doctor.full}, ${cs.doctor.degree}`);
  }
  return { pages: paginate(rng, pg.lines), variant: `k${kind}` };
};

export const MEDICAL: Array<[string, Template, number]> = [
  ['pr2', pr2, 3],
  ['pr4', pr4, 2],
  ['med_legal', medLegal, 4],
  ['dfr', dfr, 1],
  ['diagnostic', diagnostic, 4],
];

