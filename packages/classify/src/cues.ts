/**
 * Hand-written domain cues: named, explainable features that a bag of words cannot express well (form numbers,
 * letter structure, Q/A transcript lines, rows of charges, where a phrase sits on the page) or that must survive
 * OCR noise (phrases are matched on skeletons, see phrase.ts). Each cue yields a number in about [0, 1]; the
 * trained model decides how much each one counts for each type, and the weights are readable in the model file.
 *
 * Changing this list changes the feature layout: retrain (scripts/train.ts). The model file records the cue
 * names and the loader refuses a model whose names differ.
 */
import { DOCUMENT_TYPES, type DocumentType } from '@wcab/contract';
import { cleanText, joinSpacedLetters, nonEmptyLines, skeleton } from './normalize';
import { countMatches, hasMatch, phraseRegex } from './phrase';

export interface CueContext {
  /** cleaned full text */
  text: string;
  /** skeleton of the full text */
  sk: string;
  /** skeleton of the first ~25 non-empty lines of page 1, where titles and letter openings live */
  topSk: string;
  lines: string[];
  words: number;
  pageCount: number;
  titleType: DocumentType | undefined;
}

type Cue = [name: string, value: (c: CueContext) => number];

/** Saturating count: 0, 1 -> 0.5, 3 -> 0.75, ... so one stray mention counts for less than a pattern. */
function sat(n: number, half = 1): number {
  return n / (n + half);
}

function phraseCount(...phrases: string[]): (c: CueContext) => number {
  const re = phraseRegex(...phrases);
  return (c) => sat(countMatches(re, c.sk));
}

function phraseTop(...phrases: string[]): (c: CueContext) => number {
  const re = phraseRegex(...phrases);
  return (c) => (hasMatch(re, c.topSk) ? 1 : 0);
}

function lineShare(re: RegExp, half = 0.1): (c: CueContext) => number {
  return (c) => {
    if (c.lines.length === 0) return 0;
    let n = 0;
    for (const l of c.lines) if (re.test(l)) n++;
    return sat(n / c.lines.length, half);
  };
}

function lineCount(re: RegExp, half = 1): (c: CueContext) => number {
  return (c) => {
    let n = 0;
    for (const l of c.lines) if (re.test(l)) n++;
    return sat(n, half);
  };
}

function regexCount(re: RegExp, half = 1): (c: CueContext) => number {
  return (c) => {
    re.lastIndex = 0;
    return sat((c.text.match(re) ?? []).length, half);
  };
}

/** "12  MR. LEE: Objection." -> label "MR. LEE", speech "Objection." (an optional line number first). */
const TURN = /^(?:\d{1,2}\s+)?((?:[A-Z][A-Z.'-]*\s){0,3}[A-Z][A-Z.'-]*)\s?:\s+(\S.*)$/;

/** Changes of speaker between turns of recurring speakers, per line (saturating); 0 without two of them. */
function dialogueTurns(lines: string[]): number {
  const turns: string[] = [];
  const counts = new Map<string, number>();
  for (const line of lines) {
    const m = TURN.exec(line);
    if (!m) continue;
    const speech = m[2] as string;
    // Speech is words in running case; a value ("ACME FOODS", "03/14/2025") is not.
    if (speech.split(' ').length < 3 || !/[a-z]{2}/.test(speech)) continue;
    turns.push(m[1] as string);
    counts.set(m[1] as string, (counts.get(m[1] as string) ?? 0) + 1);
  }
  const recurring = [...counts.values()].filter((n) => n >= 2).length;
  if (recurring < 2) return 0;
  let changes = 0;
  let prev: string | undefined;
  for (const t of turns) {
    if ((counts.get(t) ?? 0) < 2) continue;
    if (prev !== undefined && t !== prev) changes++;
    prev = t;
  }
  return sat(changes / Math.max(20, lines.length), 0.05);
}

const DOMAIN_WORDS = phraseRegex(
  'applicant',
  'employer',
  'employee',
  'injury',
  'injured',
  'industrial',
  'claim',
  'claims',
  'claimant',
  'wcab',
  'workers compensation',
  'appeals board',
  'labor code',
  'adjuster',
  'insurance',
  'insured',
  'carrier',
  'defendant',
  'defendants',
  'attorney',
  'counsel',
  'disability',
  'medical',
  'treatment',
  'physician',
  'patient',
  'diagnosis',
  'hearing',
  'judge',
  'lien',
  'qme',
  'ame',
  'dwc',
  'benefits',
  'settlement',
  'award',
  'deposition',
  'subpoena',
  'records',
  'apportionment',
  'impairment',
  'examination',
  'evaluation',
  'date of injury',
  'adj',
  // the same in Spanish, which injured workers and their notices often use
  'solicitante',
  'empleador',
  'lesion',
  'reclamo',
  'compensacion de trabajadores',
  'incapacidad',
  'audiencia',
  'paciente',
  'medico',
  'diagnostico',
  'tratamiento',
  'beneficios',
);

const LAB_ANALYTES = phraseRegex(
  'wbc',
  'rbc',
  'hgb',
  'hct',
  'mcv',
  'mch',
  'mchc',
  'rdw',
  'plt',
  'mpv',
  'hba1c',
  'tsh',
  'ldl',
  'hdl',
  'egfr',
  'hemoglobin',
  'haemoglobin',
  'hematocrit',
  'leukocytes',
  'white blood cells',
  'red blood cells',
  'platelets',
  'neutrophils',
  'lymphocytes',
  'monocytes',
  'eosinophils',
  'basophils',
  'glucose',
  'creatinine',
  'cholesterol',
  'triglycerides',
  'sodium',
  'potassium',
  'chloride',
  'bilirubin',
  'albumin',
  'urea',
  'uric acid',
  'ferritin',
  'hemoglobina',
  'hematocrito',
  'leucocitos',
  'globulos rojos',
  'globulos blancos',
  'plaquetas',
  'neutrofilos',
  'linfocitos',
  'monocitos',
  'eosinofilos',
  'basofilos',
  'glucosa',
  'glicemia',
  'glucemia',
  'creatinina',
  'colesterol',
  'trigliceridos',
  'sodio',
  'potasio',
  'bilirrubina',
  'albumina',
  'acido urico',
  'hemograma',
  'cuadro hematico',
);

/** Every type a title can name: all but `unknown`, in the contract's order (the model's feature order). */
const TITLE_TYPES: DocumentType[] = DOCUMENT_TYPES.filter((t) => t !== 'unknown');

const CUES: Cue[] = [
  // --- domain presence: what separates every WCAB document from a recipe or a manual
  ['domain_density', (c) => sat((countMatches(DOMAIN_WORDS, c.sk) / Math.max(20, c.words)) * 10, 0.5)],
  // ADJ numbers as OCR reads them too: "ADIJ8787749", "AD J 1234567", "ADJ l234567".
  ['adj_number', regexCount(/\bA\s?[DO0]\s?[IJl1|]{1,2}\s?[0-9OIlSB]{6,9}\b/g)],
  ['claim_number', phraseCount('claim no', 'claim number', 'claim', 'claims administrator')],
  ['date_of_injury', phraseCount('date of injury', 'doi', 'dates of injury', 'date of lnjury')],
  ['wcab_name', phraseCount('workers compensation appeals board', 'appeals board', 'wcab')],
  ['labor_code', phraseCount('labor code', 'lab code', 'ccr', 'code of regulations')],
  ['caption', (c) => (/\bapplicant\s*,?\s*(?:\n\s*)?(?:vs?\.?|versus)\b/i.test(c.text) ? 1 : 0) + (/\bdefendants?\s*\.?\s*$/im.test(c.text) ? 0.5 : 0)],
  ['penalty_of_perjury', phraseCount('under penalty of perjury')],
  // --- titles found by titles.ts (one-hot by type)
  ...TITLE_TYPES.map((t): Cue => [`title_${t}`, (c) => (c.titleType === t ? 1 : 0)]),
  // No cue for a missing title: documents of every kind arrive without one, so its absence says nothing.
  // --- medical reports
  ['pr2_pr4', (c) => (/ pr ?[24] /.test(c.sk) ? 1 : 0)],
  ['treating_physician', phraseCount('primary treating physician', 'treating physician', 'ptp')],
  ['med_legal', phraseCount('qualified medical evaluator', 'agreed medical evaluator', 'medical legal', 'qme', 'ame', 'pqme')],
  // Section names of medical writing of any kind (treating notes, evaluations, imaging, cardiac and laboratory
  // studies, operative notes, Spanish reports), as a heading line or as the label that opens a line.
  [
    'exam_sections',
    lineCount(
      /^(?:\d+[.)]\s*)?(?:history( of (present )?(injury|illness))?|hpi|subjective( complaints)?|objective( findings)?|physical (exam(ination)?|findings)|exam(ination)?|diagnos[ie]s|diagnostic impression|impression|assessment( and plan)?|a\/p|plan( of care)?|treatment plan|work status|duty status|impairment( rating)?|apportionment|causation|discussion|review of (medical )?records|records reviewed|future medical( care)?|work restrictions|restrictions|past medical history|medications|allergies|chief complaint|review of systems|ros|vitals|vital signs|disability status|permanent and stationary( status)?|recommendations?|conclusions?|findings|technique|comparison|indication|clinical (history|indication)|reason for (study|exam)|measurements|interpretation|result(s)?|reference (range|interval)|specimen|pre-?operative diagnosis|post-?operative diagnosis|procedure( performed)?|anesthesia|estimated blood loss|complications|interventions|goals|motivo de consulta|antecedentes|exploraci[oó]n f[ií]sica|diagn[oó]stico|tratamiento|incapacidad)\s*(?::|\.|$)/i,
      2,
    ),
  ],
  // Laboratory rows: a value, a unit and a reference range on one line, however a laboratory writes them
  // ("3.9 E+9/L [4.0-10.0]", "59.6 % (40-75)", "13.2 H fL 6.5~12.0", "4.1 x10^12/L 4.3 - 5.8").
  [
    'lab_rows',
    lineCount(
      /\d(?:[.,]\d+)?\s*(?:[HL↑↓*]\s+)?(?:mg\/dl|g\/dl|g\/l|mmol\/l|µmol\/l|umol\/l|u\/l|iu\/l|miu\/l|µiu\/ml|uiu\/ml|k\/ul|(?:x\s?)?10\s?[\^*]?\s?\d+\/l|e\+?\d+\/l|fl|pg|ng\/ml|ng\/dl|mm\/hr?|mg\/l|meq\/l|cells\/ul|\/hpf|%)(?![a-z]).*\d(?:[.,]\d+)?\s*[-–~]\s*\d/i,
      2,
    ),
  ],
  // Names of the analytes any laboratory reports, in English, Spanish and the abbreviations printed beside them in
  // every language ("HEMOGLOBINA", "白细胞计数(WBC)"): a table of results without a range or a unit still names them.
  ['lab_analytes', (c) => sat(countMatches(LAB_ANALYTES, c.sk), 3)],
  ['icd_codes', regexCount(/\b[A-TV-Z][0-9O]{2}\.[0-9A-Z]{1,4}\b/g, 2)],
  [
    'clinical',
    phraseCount(
      'range of motion',
      'tenderness',
      'palpation',
      'examination',
      'diagnosis',
      'diagnoses',
      'mri',
      'x ray',
      'physical therapy',
      'prescribed',
      'medication',
      'whole person impairment',
      'maximum medical improvement',
      'permanent and stationary',
      'temporarily totally disabled',
      'modified duty',
      'range of',
      'reflexes',
      'strength',
      'symptoms',
      'patient',
      'pain',
      'mg',
      'blood pressure',
      'bp',
      'bpm',
      'mmhg',
      'ejection fraction',
      'ventricle',
      'ventricular',
      'valve',
      'doppler',
      'radiology',
      'contrast',
      'fracture',
      'tendon',
      'disc',
      'specimen',
      'reference range',
      'laboratory',
      'hemoglobin',
      'glucose',
      'creatinine',
      'cholesterol',
      'mg dl',
      'physician',
      'paciente',
      'dolor',
      'diagnostico',
      'tratamiento',
      'exploracion fisica',
      'presion arterial',
      'terapia fisica',
    ),
  ],
  [
    'first_person_exam',
    phraseCount(
      'i examined',
      'was evaluated',
      'on examination',
      'my examination',
      'in my opinion',
      'my opinion',
      'reasonable medical probability',
      'examined the patient',
    ),
  ],
  // --- WCAB forms
  ['dwc_form_no', (c) => (/ dwc ?(ca)? ?form /.test(c.sk) || / wcab ?form /.test(c.sk) ? 1 : 0)],
  ['form_10250', (c) => (/ lo ?2 ?so/.test(c.sk) ? 1 : 0)],
  ['form_10232', (c) => (/ lo ?2 ?32/.test(c.sk) ? 1 : 0)],
  ['form_10214', (c) => (/ lo ?2 ?l ?4/.test(c.sk) ? 1 : 0)],
  ['checkbox', lineShare(/^\s*(\[\s*[xX✓]?\s*\]|☐|☒|[xX]\s+[A-Z][a-z])/, 0.05)],
  [
    'hearing_notice',
    phraseCount(
      'you are hereby notified',
      'you are notified',
      'notice is given',
      'notice is hereby given',
      'has been set for',
      'is set for',
      'set for hearing',
      'calendared',
      'will be held',
      'will take place',
      'must appear',
      'appear in person',
      'official address record',
      'failure to appear',
      'do not appear',
      'se le notifica',
      'debe presentarse',
    ),
  ],
  ['readiness', phraseCount('declaration of readiness', 'ready to proceed', 'good faith effort', 'mandatory settlement conference', 'expedited hearing')],
  [
    'service',
    phraseCount(
      'proof of service',
      'certificate of service',
      'i served',
      'served the foregoing',
      'served the following',
      'by mail',
      'electronic service',
      'declarant',
      'not a party',
      'over the age of',
      'over eighteen',
      '18 or older',
      'true copy',
      'sealed envelope',
      'postage',
      'service list',
    ),
  ],
  // A form to fill in: blanks to write on, signature and date lines, form numbers and revision dates.
  ['form_blanks', lineCount(/_{4,}|\b(?:signature|firma|sign here)\b|\(rev\.?\s|\brev\.\s?\d|\bpage \d+ of \d+\b/i, 2)],
  ['field_lines', lineShare(/^[A-Z][A-Za-z/ .()#'-]{1,30}:\s+\S.*\s{3,}[A-Z][A-Za-z/ .()#'-]{1,30}:\s*\S/, 0.05)],
  [
    'settlement_doc',
    phraseCount('compromise and release', 'stipulations with request for award', 'request for award', 'stipulated', 'the parties stipulate', 'stipulate'),
  ],
  ['separator_sheet', phraseTop('document separator sheet', 'document title', 'document type')],
  // --- correspondence
  [
    'dear',
    lineCount(
      /^\s*(dear|to whom it may concern|hello|hi|good (morning|afternoon)|estimad[oa]s?|querid[oa]|cher|ch[eè]re|madame|monsieur|sehr geehrte[rn]?|geachte|beste)\b/i,
    ),
  ],
  [
    'closing',
    lineCount(
      /^\s*(sincerely( yours)?|very truly yours|yours (truly|faithfully|sincerely)|respectfully( submitted)?|best( regards)?|kind regards|warm regards|regards|cordially|thank you|thanks|atentamente|cordialmente|saludos( cordiales)?|cordialement|mit freundlichen gr(ü|ue)(ß|ss)en|met vriendelijke groet(en)?),?\s*$/i,
    ),
  ],
  ['message_headers', lineCount(/^\s*(from|sent|to|subject|cc|date|attn|fax|pages)\s*:/i, 2)],
  ['re_line', lineCount(/^\s*(re|subject|regarding)\s*:/i)],
  ['cc_line', lineCount(/^\s*(cc|bcc|enclosures?|encl|attachments?)\s*[:.]/i)],
  [
    'letter_phrases',
    phraseCount(
      'please be advised',
      'please find',
      'enclosed please find',
      'this office represents',
      'our client',
      'your client',
      'please contact',
      'if you have any questions',
      'thank you for',
      'please do not hesitate',
      'we have received',
      'please advise',
      'we are writing',
      'this letter',
      'please call',
    ),
  ],
  ['via_delivery', phraseCount('via email', 'via facsimile', 'via fax', 'via u s mail', 'via certified mail', 'sent via', 'by fax')],
  ['second_person', (c) => sat(((c.text.match(/\byou(r)?\b/gi) ?? []).length / Math.max(50, c.words)) * 20, 0.5)],
  // --- deposition transcripts
  ['deposition_of', phraseCount('deposition of', 'deposition transcript', 'deponent', 'videotaped deposition')],
  // "Q. Where...", "Q   Where...", "12  A  Yes." (with or without the line number OCR may keep).
  ['qa_lines', lineShare(/^\s*\d{0,2}\s*[QA0](\s*[.:]\s*|\s{2,}|\s(?=[A-Z]))\S/, 0.08)],
  ['numbered_lines', lineShare(/^\s*([1-9]|1\d|2[0-8])\s+\S/, 0.15)],
  // What a transcript has and a line-numbered pleading does not: speakers and a reporter's certificate.
  [
    'speaker_labels',
    lineShare(
      /^\s*\d{0,2}\s*(?:THE (?:COURT|WITNESS|INTERPRETER|REPORTER|DEPONENT|HEARING OFFICER|CLERK)|(?:CHIEF |PRESIDING |ASSOCIATE )?(?:JUSTICE|JUDGE|COMMISSIONER) [A-Z][A-Za-z'-]+|M[RS]S?\.\s+[A-Z][A-Za-z'-]+|BY M[RS]S?\.\s+[A-Z]+)\s*:/,
      0.05,
    ),
  ],
  // A dialogue: turns of at least two recurring speakers, each an upper-case label and a spoken sentence
  // ("JUSTICE KAGAN: But counsel, ...", "MS. LEE: Objection to form.", "Q: Where were you?"). Any transcript of a
  // proceeding is made of these, questions and answers or not; a form's "EMPLOYER: Acme Foods" is a label with a
  // value, and a letter's "RE:" line does not recur.
  ['dialogue_turns', (c) => dialogueTurns(c.lines)],
  // A transcript's word index: words followed by page:line references.
  ['page_line_refs', lineShare(/\b\d{1,3}:\d{1,2}\b.*\b\d{1,3}:\d{1,2}\b/, 0.1)],
  [
    'reporter_certificate',
    phraseCount(
      'reporters certificate',
      'certificate of reporter',
      'certified shorthand reporter',
      'court reporter',
      'csr',
      'duly sworn',
      'was sworn',
      'true record of the testimony',
      'foregoing transcript',
      'foregoing pages',
      'transcript of proceedings',
      'reported by',
      'stenographic',
    ),
  ],
  ['exhibit_list', lineCount(/^\s*\d{0,2}\s*(?:exhibit|attachment|anexo)\s+["']?[A-Z0-9]{1,2}["']?(?:\s|$|[.:)-])/i, 2)],
  [
    'transcript_words',
    phraseCount(
      'examination',
      'by mr',
      'by ms',
      'reported by',
      'certified shorthand reporter',
      'csr no',
      'court reporter',
      'appearances',
      'the witness',
      'whereupon',
      'under oath',
      'sworn',
      'off the record',
      'on the record',
      'exhibit',
      'objection',
    ),
  ],
  // --- subpoenas
  ['subpoena', phraseCount('subpoena duces tecum', 'subpoena', 'duces tecum', 'sdt')],
  [
    'custodian',
    phraseCount(
      'custodian of records',
      'custodian of the records',
      'business records',
      'you are ordered to produce',
      'produce the',
      'contempt',
      'disobedience',
      'the people of the state of california',
    ),
  ],
  // --- orders
  [
    'ordered',
    phraseCount(
      'it is ordered',
      'it is further ordered',
      'good cause appearing',
      'so ordered',
      'is hereby ordered',
      'orders as follows',
      'it is hereby ordered',
    ),
  ],
  [
    'judge',
    phraseCount(
      'administrative law judge',
      'workers compensation judge',
      'wcj',
      'hon',
      'honorable',
      'judge',
      'justice',
      'magistrate',
      'commissioner',
      'presiding',
    ),
  ],
  // A signature block of a judge, justice or board member: a short line naming the office.
  [
    'judge_signature',
    lineCount(
      /^\s*(?:\/s\/\s*)?(?:hon(?:orable)?\.?\s+\S.{0,50}|.{0,50}\b(?:judge|justice|magistrate|commissioner|presiding|chair(?:man|person)?|member)\b[^.]{0,30})$/i,
    ),
  ],
  // Decisions of any court or tribunal: what was decided, and the words that name an appeal.
  [
    'disposition',
    phraseCount(
      'affirmed',
      'affirm',
      'reversed',
      'remanded',
      'vacated',
      'we affirm',
      'we reverse',
      'is granted',
      'is denied',
      'are granted',
      'are denied',
      'so ordered',
      'it is so ordered',
      'judgment is',
      'the award is',
      'certified as final',
      'dismissed with prejudice',
      'overruled',
      'sustained',
      'is discharged',
    ),
  ],
  [
    'appeal_words',
    phraseCount(
      'appellant',
      'appellee',
      'respondent',
      'petitioner',
      'court of appeals',
      'court of appeal',
      'supreme court',
      'district court',
      'superior court',
      'trial court',
      'commission',
      'tribunal',
      'appeals board',
      'standard of review',
      'substantial evidence',
      'the record',
      'we review',
      'concur',
      'opinion',
      'on appeal',
      'the court',
      'ecf no',
    ),
  ],
  [
    'decision_words',
    phraseCount(
      'findings of fact',
      'award is made',
      'opinion on decision',
      'findings and award',
      'findings and order',
      'taken off calendar',
      'off calendar',
      'approved',
      'dismissed',
      'disposition',
      'minutes of hearing',
      'the matter is',
      'decision',
    ),
  ],
  // --- billing
  ['claim_form_1500', phraseCount('health insurance claim form', 'cms 1500', 'form 1500', 'nucc', 'hcfa', 'ub 04', 'npi')],
  [
    'bill_review',
    phraseCount(
      'explanation of review',
      'bill review',
      'allowed',
      'reason code',
      'omfs',
      'official medical fee schedule',
      'fee schedule',
      'independent bill review',
      'second review',
      'paid',
      'reduced',
    ),
  ],
  [
    'bill_words',
    phraseCount(
      'itemized',
      'balance due',
      'total billed',
      'total charges',
      'total charge',
      'amount due',
      'amount paid',
      'charges',
      'cpt',
      'hcpcs',
      'units',
      'dos',
      'tax id',
      'invoice',
      'statement date',
      'billed',
      'payment',
      'remit',
    ),
  ],
  ['money', regexCount(/\$\s?\d[\d,]*(\.\d\d)?/g, 4)],
  ['money_lines', lineShare(/\$\s?\d[\d,]*\.\d\d\s*$/, 0.1)],
  // Amounts as any locale writes them (1,234.56 / 1.234,56 / 1 234,56), with or without a currency sign.
  ['amounts', regexCount(/(?<![\d.,])\d{1,3}(?:[,. ]\d{3})*[.,]\d{2}(?![\d.,]?\d)/g, 4)],
  ['amount_lines', lineShare(/\d{1,3}(?:[,. ]\d{3})*[.,]\d{2}\s*(?:€|eur|usd|chf|cad|gbp|inr|[$£₹])?\s*$/i, 0.1)],
  ['currency', regexCount(/[€£₹]|\b(?:USD|EUR|CHF|CAD|GBP|INR|Rs\.?)(?=\s|\d|$)/g, 2)],
  [
    'bill_words_any',
    phraseCount(
      'total',
      'subtotal',
      'sub total',
      'grand total',
      'tax',
      'sales tax',
      'vat',
      'gst',
      'cgst',
      'sgst',
      'hst',
      'tva',
      'mwst',
      'btw',
      'iva',
      'qty',
      'quantity',
      'unit price',
      'rate',
      'amount',
      'amount due',
      'amount paid',
      'balance',
      'paid',
      'payment',
      'due date',
      'invoice',
      'receipt',
      'bill',
      'bill to',
      'facture',
      'rechnung',
      'factuur',
      'factura',
      'recibo',
      'kwitantie',
      'quittung',
      'montant',
      'betrag',
      'bedrag',
      'importe',
      'totaal',
      'gesamtbetrag',
      'total ttc',
      'total ht',
      'nettobetrag',
      'base imponible',
      'menge',
      'aantal',
      'cantidad',
      'prix unitaire',
      'einzelpreis',
    ),
  ],
  [
    'document_number',
    regexCount(
      /\b(?:invoice|inv|bill|receipt|facture|rechnung(?:s)?|factuur|factura|recibo|txn|transaction|order)\s*(?:no\.?|n[°º.]|nr\.?|number|nummer|#|id)/gi,
      1,
    ),
  ],
  ['procedure_codes', regexCount(/\b(9\d{4}|7\d{4}|2\d{4}|[JG]\d{4}|ML\s?1\d\d|WC\s?0\d\d)\b/g, 3)],
  ['lien', phraseCount('lien', 'lien claimant', 'liens')],
  // --- outside the domain: positive evidence that a text is a recipe, a product manual or marketing
  [
    'recipe_words',
    phraseCount(
      'ingredients',
      'tbsp',
      'tsp',
      'tablespoon',
      'teaspoon',
      'cup',
      'cups',
      'preheat',
      'bake',
      'simmer',
      'saute',
      'stir',
      'servings',
      'serves',
      'oven',
      'skillet',
      'minced',
      'diced',
      'season to taste',
    ),
  ],
  [
    'product_words',
    phraseCount(
      'user manual',
      'users guide',
      'quick start',
      'troubleshooting',
      'specifications',
      'battery',
      'charging',
      'install',
      'installation',
      'power button',
      'press and hold',
      'wi fi',
      'bluetooth',
      'firmware',
      'model number',
      'unplug',
      'setup',
    ),
  ],
  [
    'marketing_words',
    phraseCount(
      'newsletter',
      'subscribe',
      'unsubscribe',
      'on sale',
      'shop now',
      'free shipping',
      'click here',
      'follow us',
      'www',
      'promo',
      'limited time',
      'join us',
      'tickets',
      'rsvp',
      'donate',
      'volunteer',
      'percent off',
      'subscription',
      'rewards',
      'renew today',
      'membership',
      'gift',
    ),
  ],
  // --- shape
  // Share of lines that are a speaker's turn in a proceeding ("JUSTICE KWON: But counsel, ...", "MS. LEE: ..."); an
  // upper-case field label with a three-word value in running case reads as one too, and the model weighs it so.
  ['speech_lines', lineShare(/^\s*\d{0,2}\s*(?:[A-Z][A-Z.'-]*\s){0,3}[A-Z][A-Z.'-]*\s?:\s+(?=\S+\s+\S+\s+\S)[^\n]*[a-z]{2}/, 0.15)],
  ['length', (c) => sat(c.words / 400, 1)],
  ['pages', (c) => sat(c.pageCount - 1, 2)],
  ['short_lines', lineShare(/^.{1,30}$/, 0.3)],
  ['bullets', lineShare(/^\s*(\*|-|•|\d+\.)\s+\S/, 0.1)],
];

export const CUE_NAMES: readonly string[] = CUES.map(([n]) => n);

/** `firstPageLines`: nonEmptyLines() of the first page, when the caller has them already. */
export function cueContext(pages: string[], titleType: DocumentType | undefined, firstPageLines = nonEmptyLines(pages[0] ?? '')): CueContext {
  const text = cleanText(pages.join('\n\f\n')).split('\n').map(joinSpacedLetters).join('\n');
  const lines = nonEmptyLines(text);
  return {
    text,
    sk: skeleton(text),
    topSk: skeleton(firstPageLines.slice(0, 25).join('\n')),
    lines,
    words: (text.match(/[A-Za-z]{2,}/g) ?? []).length,
    pageCount: pages.length,
    titleType,
  };
}

/** Cue values in CUE_NAMES order. */
export function cueValues(ctx: CueContext): number[] {
  return CUES.map(([, f]) => {
    const v = f(ctx);
    return Number.isFinite(v) ? Math.min(2, Math.max(0, v)) : 0;
  });
}
