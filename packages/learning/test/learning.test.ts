/**
 * The learned layer over the real stores: SQLite always, PostgreSQL (a fresh schema) where it answers.
 * Two accounts teach the same kind of document differently and each gets only its own answer; deleting
 * a correction brings the old answer back; the cache follows another process's change by its version.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { postgresAvailable, TEST_DATABASE_URL } from '../../../test/support/postgres';
import {
  AccountMemory,
  applyLessons,
  BACKGROUND_RATIO,
  backgroundMemory,
  CONTRASTED_THRESHOLD,
  TEMPLATE_RATIO,
  frameOf,
  frameSimilarity,
  loadShippedBackground,
  lessonOf,
  lessonTopics,
  MemoryCache,
  PostgresLearningStore,
  signatureOf,
  similarity,
  SqliteLearningStore,
  type LearnableAnswer,
  type LearningStore,
} from '../src/index';

const required = process.env.REQUIRE_SERVICES === '1';
const pgUp = await postgresAvailable();
if (!pgUp && required) throw new Error(`REQUIRE_SERVICES=1 but PostgreSQL at ${TEST_DATABASE_URL} does not answer`);
const schema = `wcab_learn_${randomBytes(4).toString('hex')}`;

/** One clinic's progress-note layout, with a different patient, date and findings each time. */
function progressNote(name: [string, string], day: string, finding: string): string[] {
  return [
    [
      'NORTHGATE ORTHOPAEDIC MEDICAL GROUP',
      '2200 Alder Street, Suite 4, Fresno, CA 93701',
      `Patient: ${name[1].toUpperCase()}, ${name[0].toUpperCase()}        Visit date: ${day}`,
      'PRIMARY TREATING PHYSICIAN PROGRESS REPORT (PR-2)',
      'Subjective complaints:',
      `The patient reports ${finding} and continued stiffness in the morning.`,
      'Objective findings:',
      'Range of motion is reduced; strength is 4/5 in the affected limb.',
      'Diagnosis: see below. Treatment plan: continue home exercise program.',
      'Work status: modified duty, no lifting over 10 pounds.',
    ].join('\n'),
  ];
}

/** A letter from an adjuster: another layout altogether. */
function adjusterLetter(name: string): string[] {
  return [
    [
      'Pacific Mutual Claims Services',
      'P.O. Box 4410, Sacramento, CA 95812',
      `RE: Claimant ${name}`,
      'Dear Counsel:',
      'Please find enclosed the benefit printout you requested. We have reviewed the file and will',
      'issue payment of temporary disability within fourteen days. Call me with any questions.',
      'Very truly yours,',
      'Senior Claims Adjuster',
    ].join('\n'),
  ];
}

const base = (label: string): LearnableAnswer => ({ documentType: 'medical_report', label, applicant: 'Someone Else', dates: [] });
const LABELS = ['Medical Report', 'PR-2 Progress Report', 'Treating Doctor Report', 'Correspondence'];

function stores(): Array<[string, () => Promise<LearningStore>]> {
  // A file, not :memory:, so that a second store opened on it is a second process's view of the same data.
  const file = path.join(os.tmpdir(), `wcab-learn-${randomBytes(4).toString('hex')}.sqlite`);
  const list: Array<[string, () => Promise<LearningStore>]> = [['sqlite', async () => new SqliteLearningStore(file)]];
  if (pgUp) list.push(['postgres', async () => new PostgresLearningStore({ connectionString: TEST_DATABASE_URL, schema })]);
  return list;
}

afterAll(async () => {
  if (!pgUp) return;
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).finally(() => client.end());
});

describe('signature', () => {
  it('finds two documents of one layout alike and a different layout not', () => {
    const a = signatureOf(progressNote(['Maria', 'Garcia'], '03/14/2025', 'sharp pain in the right wrist')).sketch;
    const b = signatureOf(progressNote(['Tuan', 'Nguyen'], '11/02/2024', 'numbness of two fingers')).sketch;
    const c = signatureOf(adjusterLetter('Tuan Nguyen')).sketch;
    expect(similarity(a, b)).toBeGreaterThan(0.4);
    expect(similarity(a, c)).toBeLessThan(0.1);
  });
});

describe('memory', () => {
  it('finds the same most alike lessons, in the same order, as comparing every lesson', () => {
    // Four layouts of a few hundred words each, every document drawing other words in its body.
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const vocabulary = Array.from({ length: 600 }, (_, i) => `w${i.toString(36)}x`);
    const layout = (n: number) => Array.from({ length: 120 }, (_, i) => vocabulary[(n * 150 + i * 7) % 600]!);
    const doc = (n: number) => [
      [...layout(n), ...Array.from({ length: 80 + Math.floor(rand() * 200) }, () => vocabulary[Math.floor(rand() * 600)]!)].join(' '),
    ];
    const lessons = Array.from({ length: 400 }, (_, i) => ({ id: `c${i}`, createdAt: i, sketch: signatureOf(doc(i % 4)).sketch }));
    const memory = new AccountMemory(lessons);
    for (let q = 0; q < 8; q++) {
      const sketch = signatureOf(doc(q % 4)).sketch;
      for (const [threshold, limit] of [
        [0.25, 8],
        [0.1, 3],
        [0.25, Infinity],
      ] as const) {
        const all = lessons
          .map((lesson) => ({ lesson, similarity: similarity(sketch, lesson.sketch) }))
          .filter((m) => m.similarity >= threshold)
          .sort((a, b) => b.similarity - a.similarity || b.lesson.createdAt - a.lesson.createdAt);
        const found = memory.matches(sketch, threshold, limit);
        expect(found.length).toBeGreaterThan(0);
        expect(found.map((m) => [m.lesson.id, m.similarity])).toEqual(all.slice(0, limit).map((m) => [m.lesson.id, m.similarity]));
      }
    }
  });
});

describe('lessons', () => {
  it('learns where the layout prints the applicant and its date, and reads them in the next document', () => {
    const taught = progressNote(['Maria', 'Garcia'], '03/14/2025', 'sharp pain');
    const lesson = lessonOf(taught, { applicant_name: 'Maria Garcia', document_date: '2025-03-14', doc_type: 'PR-2 Progress Report' });
    expect(lessonTopics(lesson).sort()).toEqual(['applicant_name', 'document_date', 'layout']);
    const memory = new AccountMemory([{ ...lesson, id: 'c1', createdAt: 1 }]);
    const next = progressNote(['Tuan', 'Nguyen'], '11/02/2024', 'numbness');
    const out = applyLessons(memory, { pages: next, sketch: signatureOf(next).sketch, answer: base('Medical Report'), labels: LABELS });
    expect(out.answer).toMatchObject({ applicant: 'Tuan Nguyen', documentDate: '2024-11-02', label: 'PR-2 Progress Report' });
    expect(out.changes.map((c) => [c.field, c.correction_id])).toEqual(
      expect.arrayContaining([
        ['label', 'c1'],
        ['applicant_name', 'c1'],
        ['document_date', 'c1'],
      ]),
    );
    // Another layout is left as it was.
    const letter = adjusterLetter('Tuan Nguyen');
    const other = applyLessons(memory, { pages: letter, sketch: signatureOf(letter).sketch, answer: base('Correspondence'), labels: LABELS });
    expect(other.changes).toEqual([]);
  });

  it('reads a caption that names the applicant before saying so, and never takes a heading in capitals for a name', () => {
    const caption = (name: string, heading: string[]) => [
      [...heading, `${name}, Applicant,`, 'vs.', 'Acme Fulfillment; Redtail Insurance, Defendants.', 'SUBPOENA DUCES TECUM', 'TO: Keeper of records'].join(
        '\n',
      ),
    ];
    const lesson = lessonOf(caption('Valentina Madrigal', ["WORKERS' COMPENSATION APPEALS BOARD", 'STATE OF CALIFORNIA']), {
      applicant_name: 'Valentina Madrigal',
    });
    expect(lesson.applicant?.[0]).toMatchObject({ before: '', after: 'applicant' });
    const memory = new AccountMemory([{ ...lesson, id: 'c1', createdAt: 1 }]);
    // Another document of the caption, its heading lines in another order: the name is still the one before "Applicant".
    const next = caption('Fiona Bancroft', ['STATE OF CALIFORNIA', "WORKERS' COMPENSATION APPEALS BOARD"]);
    const out = applyLessons(memory, { pages: next, sketch: signatureOf(next).sketch, answer: base('Subpoena'), threshold: 0 });
    expect(out.answer.applicant).toBe('Fiona Bancroft');
    // A rule learned under a heading ("above": no word after the name, nor on the next line) reads no capitals
    // heading as a person's name where the layout prints names in mixed case.
    const above = lessonOf([['STATE OF CALIFORNIA', 'Maria Garcia', '03/14/2025'].join('\n')], { applicant_name: 'Maria Garcia' });
    expect(above.applicant?.[0]).toMatchObject({ above: 'state of california' });
    const heading = [['STATE OF CALIFORNIA', "WORKERS' COMPENSATION APPEALS BOARD", '11/02/2024'].join('\n')];
    const read = applyLessons(new AccountMemory([{ ...above, id: 'c2', createdAt: 1 }]), {
      pages: heading,
      sketch: signatureOf(heading).sketch,
      answer: base('Subpoena'),
      threshold: 0,
    });
    expect(read.answer.applicant).toBe('Someone Else');
  });

  it('applies a lesson only where the document is not much more like a known document (the background)', () => {
    // The office taught a note that also carries the adjuster's letter: the next plain note is only partly like it.
    const taught = [`${progressNote(['Maria', 'Garcia'], '03/14/2025', 'sharp pain')[0]}\n${adjusterLetter('Maria Garcia')[0]}`];
    const memory = new AccountMemory([{ ...lessonOf(taught, { doc_type: 'PR-2 Progress Report' }), id: 'c1', createdAt: 1 }]);
    const next = progressNote(['Tuan', 'Nguyen'], '11/02/2024', 'numbness');
    const alike = similarity(signatureOf(taught).sketch, signatureOf(next).sketch);
    expect(alike).toBeGreaterThan(CONTRASTED_THRESHOLD);
    expect(alike).toBeLessThan(BACKGROUND_RATIO);
    const answer = (background: AccountMemory) =>
      applyLessons(memory, { pages: next, sketch: signatureOf(next).sketch, answer: base('Medical Report'), labels: LABELS, background }).answer.label;
    // Against known documents of other layouts the lesson stands; a known document of the very layout (more
    // alike than the lesson, past the ratio) says the next note is that known kind, not what the office taught.
    expect(answer(backgroundMemory([signatureOf(adjusterLetter('Ann Lee')).sketch]))).toBe('PR-2 Progress Report');
    expect(answer(backgroundMemory([]))).toBe('PR-2 Progress Report');
    expect(answer(backgroundMemory([signatureOf(next).sketch]))).toBe('Medical Report');
    // The shipped background loads and is the generated families' (hundreds of documents).
    expect(loadShippedBackground().size).toBeGreaterThan(500);
  });

  it("holds a document to the office's template as a whole where its lessons are one layout, not to one lesson", () => {
    // Sketches by hand: a template's three lessons share a core and differ a little.
    const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
    const sketch = (...parts: number[][]) => Uint32Array.from(new Set(parts.flat())).sort();
    const core = range(1000, 40);
    const own = [range(2000, 20), range(3000, 20), range(4000, 20)];
    const lesson = (i: number, hashes: Uint32Array) => ({
      id: `c${i}`,
      createdAt: i,
      sketch: hashes,
      documentType: 'deposition' as const,
      label: 'Office Transcript',
    });
    const template = new AccountMemory(own.map((o, i) => lesson(i + 1, sketch(core, o))));
    // A sibling layout: half the core and the wording of the first lesson's document, then mostly its own kind's.
    const sibling = range(5000, 40);
    const doc = sketch(core.slice(0, 20), own[0]!, sibling);
    const background = backgroundMemory([6000, 7000, 8000].map((v) => sketch(sibling, core.slice(0, 20), range(v, 20))));
    const label = (memory: AccountMemory, at: Uint32Array) =>
      applyLessons(memory, {
        pages: ['A transcript.'],
        sketch: at,
        answer: { documentType: 'deposition', label: 'Deposition Transcript', dates: [] },
        labels: ['Deposition Transcript', 'Office Transcript'],
        background,
      }).answer.label;
    // Alike enough to the first lesson for the single-lesson rule (0.5 against its own kind's 0.75)...
    expect(similarity(doc, template.lessons[0]!.sketch)).toBeCloseTo(0.5, 3);
    expect(similarity(doc, background.lessons[0]!.sketch)).toBeCloseTo(0.75, 3);
    expect(label(new AccountMemory([template.lessons[0]!]), doc)).toBe('Office Transcript');
    // ...but not like the template as a whole (mean 0.33 against 0.75): the answer stays.
    expect(label(template, doc)).toBe('Deposition Transcript');
    // The template's own next document follows it.
    expect(label(template, sketch(core, range(9000, 20)))).toBe('Office Transcript');
    // Lessons alike in nothing (a genre: letters of many firms) keep the single-lesson rule.
    const genre = new AccountMemory([template.lessons[0]!, lesson(2, sketch(range(10000, 60))), lesson(3, sketch(range(11000, 60)))]);
    expect(label(genre, doc)).toBe('Office Transcript');
    // Deleting the other lessons of the template (undo) brings the single-lesson answer back.
    expect(label(new AccountMemory(template.lessons.slice(0, 1)), doc)).toBe('Office Transcript');
  });

  it("holds a template's document to the template's frame too, where its words are as like a sibling format's", () => {
    // A condensed transcript and a plain one ask the same questions: their words tell them apart less than their lines' shapes.
    const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
    const sketch = (...parts: number[][]) => Uint32Array.from(new Set(parts.flat())).sort();
    const core = range(1000, 40);
    const templateFrame = sketch(range(100, 30));
    const siblingFrame = sketch(range(500, 30));
    const lessons = [2000, 3000, 4000].map((v, i) => ({
      id: `c${i + 1}`,
      createdAt: i + 1,
      sketch: sketch(core, range(v, 20)),
      frame: templateFrame,
      documentType: 'deposition' as const,
      label: 'Office Transcript',
    }));
    const memory = new AccountMemory(lessons);
    // The background's sibling transcripts: a little more like the document in words than the template is.
    const doc = sketch(core, range(9000, 20));
    const siblings = [6000, 7000, 8000].map((v) => sketch(core.slice(0, 35), range(9000, 20), range(v, 5)));
    const label = (frame: Uint32Array, background: AccountMemory) =>
      applyLessons(memory, {
        pages: ['A transcript.'],
        sketch: doc,
        frame,
        answer: { documentType: 'deposition', label: 'Deposition Transcript', dates: [] },
        labels: ['Deposition Transcript', 'Office Transcript'],
        background,
      }).answer.label;
    const words = similarity(doc, lessons[0]!.sketch);
    expect(words).toBeLessThan(similarity(doc, siblings[0]!));
    expect(words).toBeGreaterThan(TEMPLATE_RATIO * similarity(doc, siblings[0]!));
    const framed = backgroundMemory(siblings, [siblingFrame, siblingFrame, siblingFrame]);
    // Words alone hold it to the template (0.67 against the siblings' 0.83: above TEMPLATE_RATIO of it); its frame is the siblings'.
    expect(label(siblingFrame, backgroundMemory(siblings))).toBe('Office Transcript');
    expect(label(siblingFrame, framed)).toBe('Deposition Transcript');
    // The template's own next document, framed as its lessons, follows.
    expect(label(templateFrame, framed)).toBe('Office Transcript');
  });

  it("follows a genre's lesson where the document is framed as its letter, though its body's words are more like a known e-mail", () => {
    // Messages of one genre share their paragraphs: a firm's letter, another firm's letter and a printed e-mail.
    const paragraphs = [
      'We write on behalf of our client regarding the claim referenced above and ask for your response.',
      'Enclosed is a copy of the report we received last week; please review it before the conference.',
      'We ask that you authorize the treatment requested by the treating doctor without further delay.',
      'Please confirm that the deposition will go forward as noticed, or propose another date for it.',
      'We object to the proposed evaluator and request a new panel from the medical unit at once.',
      'Kindly forward all future correspondence to our office at the address shown on this letter.',
    ];
    const letter = (firm: string[], to: string[], salutation: string, body: string[], signer: string) => [
      [...firm, '', 'March 3, 2025', '', ...to, '', 'Re: Applicant v. Employer', '', salutation, '', ...body, '', 'Very truly yours,', '', signer].join('\n'),
    ];
    const email = (from: string, to: string, body: string[]) => [
      [
        `From: ${from} <${from.split(' ')[1]!.toLowerCase()}@example.com>`,
        'Sent: Monday, March 3, 2025 10:14 AM',
        `To: ${to}`,
        'Subject: RE: records',
        '',
        `Hi ${to.split(' ')[0]},`,
        '',
        ...body,
        '',
        'Thanks,',
        from.split(' ')[0]!,
      ].join('\n'),
    ];
    const taught = letter(
      ['HARMON & REYES, LLP', '1200 Fulton Street, Suite 300', 'Fresno, California 93721', 'Tel (559) 555-0142'],
      ['Dana Lowe, Esq.', 'Lowe Partners', '88 Market Street, San Francisco, CA 94105'],
      'Dear Ms. Lowe:',
      paragraphs.slice(0, 3),
      'Paul Harmon, Esq.',
    );
    const next = letter(
      ['QUINTERO LAW GROUP', '455 Capitol Mall, Suite 9', 'Sacramento, California 95814', 'Tel (916) 555-0188'],
      ['Evan Stroud, Esq.', 'Stroud & Bell', '17 Olive Avenue, Visalia, CA 93291'],
      'Dear Mr. Stroud:',
      paragraphs.slice(2, 6),
      'Rosa Quintero, Esq.',
    );
    const knownEmail = email('Mark Tully', 'Jane Ochoa', paragraphs.slice(2, 6));
    const memory = new AccountMemory([{ ...lessonOf(taught, { document_type: 'correspondence', doc_type: 'Attorney Letter' }), id: 'c1', createdAt: 1 }]);
    const words = similarity(signatureOf(next).sketch, memory.lessons[0]!.sketch);
    // On words the next letter is like the office's letter, and much more like the known e-mail (its very paragraphs).
    expect(words).toBeGreaterThanOrEqual(CONTRASTED_THRESHOLD);
    expect(words).toBeLessThan(BACKGROUND_RATIO * similarity(signatureOf(next).sketch, signatureOf(knownEmail).sketch));
    const label = (pages: string[], background: AccountMemory) =>
      applyLessons(memory, {
        pages,
        sketch: signatureOf(pages).sketch,
        answer: { documentType: 'correspondence', label: 'Correspondence', dates: [] },
        labels: ['Correspondence', 'Attorney Letter'],
        background,
      }).answer.label;
    // Its frame (letterhead, addressee, salutation, signature) is the office's letter's, not the e-mail's: it follows.
    expect(frameSimilarity(frameOf(next), memory.lessons[0]!.frame!)).toBeGreaterThan(frameSimilarity(frameOf(next), frameOf(knownEmail)));
    expect(label(next, backgroundMemory([signatureOf(knownEmail).sketch], [frameOf(knownEmail)]))).toBe('Attorney Letter');
    // Without the known documents' frames there is nothing to judge the frame against: the words decide, as before.
    expect(label(next, backgroundMemory([signatureOf(knownEmail).sketch]))).toBe('Correspondence');
    // An e-mail carrying the letter's paragraphs is framed as the known e-mail, not as the letter: it stays.
    const otherEmail = email('Lena Park', 'Omar Diaz', paragraphs.slice(1, 5));
    const wordsOther = similarity(signatureOf(otherEmail).sketch, memory.lessons[0]!.sketch);
    expect(wordsOther).toBeGreaterThanOrEqual(CONTRASTED_THRESHOLD);
    expect(wordsOther).toBeLessThan(BACKGROUND_RATIO * similarity(signatureOf(otherEmail).sketch, signatureOf(knownEmail).sketch));
    expect(label(otherEmail, backgroundMemory([signatureOf(knownEmail).sketch], [frameOf(knownEmail)]))).toBe('Correspondence');
  });

  it('does not take two short documents of one case for one layout: a few shared generic word pairs are no evidence', () => {
    const notice = [
      'WORKERS COMPENSATION APPEALS BOARD\nNOTICE OF HEARING\nCase No. ADJ1234567\nApplicant: Maria Garcia\nEmployer: Valley Packing Co.\nA hearing is set on January 12, 2027 at 8:30 a.m.',
    ];
    const letter = [
      'LAW OFFICES OF HARMON & REYES\nMarch 20, 2025\nRe: Maria Garcia v. Valley Packing Co., ADJ1234567\nDear Counsel:\nPlease find enclosed the records you requested.',
    ];
    expect(similarity(signatureOf(notice).sketch, signatureOf(letter).sketch)).toBe(0);
    const memory = new AccountMemory([{ ...lessonOf(letter, { doc_type: 'Correspondence' }), id: 'c1', createdAt: 1 }]);
    const answer = applyLessons(memory, {
      pages: notice,
      sketch: signatureOf(notice).sketch,
      answer: base('Medical Report'),
      labels: LABELS,
      background: backgroundMemory([]),
    });
    expect(answer.changes).toEqual([]);
    // The same notice again (another case) is still alike: a short document compared on all it has.
    const again = [notice[0]!.replace('Maria Garcia', 'Tuan Nguyen').replace('ADJ1234567', 'ADJ7654321')];
    expect(similarity(signatureOf(notice).sketch, signatureOf(again).sketch)).toBeGreaterThan(0.8);
  });

  it("reads a layout's label where a scan garbled one letter of it, and a template's other labels the office showed", () => {
    const note = (label: string, name: string, exam = '    Exam: MRI lumbar spine') => [
      ['ACME IMAGING CENTER', `${label} ${name}${exam}`, 'Findings: mild disc bulge at L4-5.'].join('\n'),
    ];
    const claimant = lessonOf(note('Claimant:', 'Maria Garcia'), { applicant_name: 'Maria Garcia', doc_type: 'Imaging' });
    const patient = lessonOf(note('Patient:', 'Ann Lee'), { applicant_name: 'Ann Lee', doc_type: 'Imaging' });
    expect(claimant.applicant?.[0]?.before).toBe('claimant:');
    const memory = new AccountMemory([
      { ...claimant, id: 'c1', createdAt: 1 },
      { ...patient, id: 'c2', createdAt: 2 },
    ]);
    const read = (pages: string[]) =>
      applyLessons(memory, { pages, sketch: signatureOf(pages).sketch, answer: base('Medical Report'), threshold: 0 }).answer.applicant;
    expect(read(note('Cldimant:', 'Tuan Nguyen'))).toBe('Tuan Nguyen');
    expect(read(note('Pat ient:', 'Rosa Diaz'))).toBe('Rosa Diaz');
    // A lesson that does not match the document (another layout) but has its label lends its place once the
    // document matched a lesson of that label: the template's other way of printing the name.
    const elsewhere = lessonOf([`${adjusterLetter('x')[0]}\nClaimant: Ann Lee`], { applicant_name: 'Ann Lee', doc_type: 'Imaging' });
    const onlyPatient = new AccountMemory([
      { ...patient, id: 'c2', createdAt: 2 },
      { ...elsewhere, id: 'c3', createdAt: 3 },
    ]);
    const next = note('Claimant:', 'Tuan Nguyen');
    const strict = applyLessons(onlyPatient, { pages: next, sketch: signatureOf(next).sketch, answer: base('Medical Report'), threshold: 0.3 });
    expect(onlyPatient.matches(signatureOf(next).sketch, 0.3).map((m) => m.lesson.id)).toEqual(['c2']);
    expect(strict.answer.applicant).toBe('Tuan Nguyen');
    expect(strict.changes.find((c) => c.field === 'applicant_name')?.correction_id).toBe('c3');
    // Two letters off is another label: nothing is read there (unless the label after the name is printed, below).
    expect(read(note('Cl4dimant:', 'Tuan Nguyen', ''))).toBe('Someone Else');
  });

  it("leaves a document whose own title names another kind than a lesson taught, however alike its form's frame", () => {
    // Court forms share a frame and differ by title: the office's correction of one form is not another form's.
    const form = (title: string, party: string) => [
      [
        'ATTORNEY OR PARTY WITHOUT ATTORNEY (Name, State Bar number, and address):',
        'FOR COURT USE ONLY',
        'TELEPHONE NO.:   FAX NO.:   E-MAIL ADDRESS:',
        'SUPERIOR COURT OF CALIFORNIA, COUNTY OF',
        `PLAINTIFF/PETITIONER: ${party}`,
        'DEFENDANT/RESPONDENT:',
        title,
        'CASE NUMBER:',
        'Form Adopted for Mandatory Use Judicial Council of California',
      ].join('\n'),
    ];
    const answer = (memory: AccountMemory, pages: string[], documentType: LearnableAnswer['documentType']) =>
      applyLessons(memory, { pages, sketch: signatureOf(pages).sketch, answer: { ...base('Medical Report'), documentType }, labels: LABELS, threshold: 0.3 })
        .answer;
    const minutes = form('MINUTES OF HEARING', 'Maria Garcia');
    // The office files a hearing's minutes as correspondence: its next minutes follow (the same title).
    const memory = new AccountMemory([{ ...lessonOf(minutes, { document_type: 'correspondence', doc_type: 'Correspondence' }), id: 'c1', createdAt: 1 }]);
    expect(answer(memory, form('MINUTES OF HEARING', 'Tuan Nguyen'), 'court_order')).toMatchObject({ documentType: 'correspondence', label: 'Correspondence' });
    // A proof of service in the same frame names itself a form: left as answered.
    const proof = form('PROOF OF SERVICE', 'Tuan Nguyen');
    expect(similarity(signatureOf(minutes).sketch, signatureOf(proof).sketch)).toBeGreaterThan(0.5);
    expect(answer(memory, proof, 'wcab_form')).toMatchObject({ documentType: 'wcab_form', label: 'Medical Report' });
    // A lesson stored before titles were kept may have had this very title: it is not disowned.
    const { title: _unknown, ...stored } = lessonOf(minutes, { document_type: 'correspondence', doc_type: 'Correspondence' });
    expect(answer(new AccountMemory([{ ...stored, id: 'c0', createdAt: 0 }]), proof, 'wcab_form').documentType).toBe('correspondence');
    // A title naming the kind the lesson taught is no contradiction (another title of the same kind).
    const notice = new AccountMemory([
      { ...lessonOf(form('NOTICE OF HEARING', 'Ann Lee'), { document_type: 'wcab_form', doc_type: 'Correspondence' }), id: 'c2', createdAt: 2 },
    ]);
    expect(answer(notice, proof, 'wcab_form').label).toBe('Correspondence');
  });

  it("leaves a form whose own number is of a series none of the label's lessons printed, however alike its frame", () => {
    // One printer's blank forms: the same boxes and boilerplate, the form's number in every page's footer.
    const form = (number: string, heading: string) => {
      const page = [
        'ATTORNEY OR PARTY WITHOUT ATTORNEY (Name, State Bar number, and address):      FOR COURT USE ONLY',
        'TELEPHONE NO.:            FAX NO. (Optional):',
        'E-MAIL ADDRESS (Optional):',
        'ATTORNEY FOR (Name):',
        'SUPERIOR COURT OF CALIFORNIA, COUNTY OF',
        'STREET ADDRESS:',
        'MAILING ADDRESS:',
        'CITY AND ZIP CODE:',
        'BRANCH NAME:',
        'PLAINTIFF/PETITIONER:',
        'DEFENDANT/RESPONDENT:',
        heading,
        'CASE NUMBER:',
        '1. The party named below is to complete the items that apply and deliver the form as directed.',
        '2. Check the box that applies and attach the pages the item requires, see form MC-410.',
        `${number} [Rev. January 1, 2017]        Page 1 of 2`,
      ].join('\n');
      return [page, page.replace('Page 1 of 2', 'Page 2 of 2').replace(', see form MC-410', '')];
    };
    const lessonForm = form('SUBP-002', 'CIVIL SUBPENA (DUCES TECUM) for Personal Appearance and Production');
    const memory = new AccountMemory([{ ...lessonOf(lessonForm, { document_type: 'subpoena', doc_type: 'Office Subpoena' }), id: 'c1', createdAt: 1 }]);
    const label = (pages: string[]) =>
      applyLessons(memory, {
        pages,
        sketch: signatureOf(pages).sketch,
        answer: { documentType: 'unknown', label: 'Other', dates: [] },
        labels: ['Other', 'Office Subpoena'],
        background: backgroundMemory([]),
      }).answer.label;
    // Another form of the series the office showed follows; a case-management form of the same printer does not.
    const sameSeries = form('SUBP-025', 'NOTICE TO CONSUMER OR EMPLOYEE AND OBJECTION');
    const otherSeries = form('CM-110', 'CASE MANAGEMENT STATEMENT');
    expect(similarity(signatureOf(otherSeries).sketch, memory.lessons[0]!.sketch)).toBeGreaterThan(0.5);
    expect(label(sameSeries)).toBe('Office Subpoena');
    expect(label(otherSeries)).toBe('Other');
    // A number mentioned once (a reference to another form) is not the form's own: a document without its own number follows.
    expect(label(form('', 'CASE MANAGEMENT STATEMENT'))).toBe('Office Subpoena');
  });

  it('teaches no rule from a value the document does not print', () => {
    const lesson = lessonOf(progressNote(['Maria', 'Garcia'], '03/14/2025', 'pain'), { applicant_name: 'Olga Petrova' });
    expect(lesson.applicant).toBeUndefined();
    expect(lessonTopics(lesson)).toEqual([]);
  });
});

describe.each(stores())('%s store', (_name, open) => {
  it('keeps accounts apart, undoes a deleted correction, and the cache follows the version', async () => {
    const store = await open();
    await store.migrate();
    const writer = await open(); // a second process: another connection to the same store where it can be
    const cache = new MemoryCache(store);
    const acct = (n: string) => `acct_${schema}_${n}_${randomBytes(3).toString('hex')}`;
    const [a, b] = [acct('a'), acct('b')];
    const taught = progressNote(['Maria', 'Garcia'], '03/14/2025', 'sharp pain');
    const teach = async (account: string, id: string, label: string) =>
      store.addCorrection(
        {
          id,
          account,
          createdAt: Date.now(),
          kind: 'classify',
          correct: { doc_type: label },
          lesson: lessonOf(taught, { doc_type: label }),
          learned: ['layout'],
        },
        100,
      );
    const next = progressNote(['Tuan', 'Nguyen'], '11/02/2024', 'numbness');
    const answerFor = async (account: string) =>
      applyLessons(await cache.memoryFor(account), { pages: next, sketch: signatureOf(next).sketch, answer: base('Medical Report'), labels: LABELS }).answer
        .label;

    expect(await answerFor(a)).toBe('Medical Report');
    await teach(a, `${a}-1`, 'PR-2 Progress Report');
    await teach(b, `${b}-1`, 'Treating Doctor Report');
    expect(await answerFor(a)).toBe('PR-2 Progress Report');
    expect(await answerFor(b)).toBe('Treating Doctor Report');

    // Deleting A's correction (through the other connection) brings A's old answer back and leaves B's.
    expect(await writer.deleteCorrection(b, `${a}-1`)).toBe(false);
    expect(await writer.deleteCorrection(a, `${a}-1`)).toBe(true);
    expect(await answerFor(a)).toBe('Medical Report');
    expect(await answerFor(b)).toBe('Treating Doctor Report');
    expect(await writer.deleteAllCorrections(b)).toBe(1);
    expect(await answerFor(b)).toBe('Medical Report');
    if (writer !== store) await writer.close();
    await store.close();
  });

  it('pages newest first, caps an account, and keeps results per account until they expire', async () => {
    const store = await open();
    await store.migrate();
    const account = `acct_${randomBytes(4).toString('hex')}`;
    const lesson = lessonOf(adjusterLetter('Ann Lee'), { document_type: 'correspondence' });
    for (let i = 0; i < 5; i++) {
      await store.addCorrection(
        { id: `${account}-${i}`, account, createdAt: 1000 + i, kind: 'classify', correct: { document_type: 'correspondence' }, lesson, learned: ['layout'] },
        4,
      );
    }
    const first = await store.listCorrections(account, 3);
    expect(first.total).toBe(4); // the oldest was evicted at the cap
    expect(first.items.map((c) => c.id)).toEqual([`${account}-4`, `${account}-3`, `${account}-2`]);
    const second = await store.listCorrections(account, 3, first.next!);
    expect(second.items.map((c) => c.id)).toEqual([`${account}-1`]);
    expect(second.next).toBeNull();
    expect(second.items[0]!.lesson.sketch).toEqual(lesson.sketch);

    await store.saveResult({ id: `r-${account}`, account, kind: 'classify', createdAt: 0, expiresAt: 5000, documents: [{ pages: ['x'], dates: [] }] });
    expect(await store.getResult(account, `r-${account}`, 1000)).toMatchObject({ documents: [{ pages: ['x'] }] });
    expect(await store.getResult('someone-else', `r-${account}`, 1000)).toBeUndefined();
    expect(await store.getResult(account, `r-${account}`, 6000)).toBeUndefined();
    expect(await store.purgeExpired(6000)).toBeGreaterThanOrEqual(1);
    await store.close();
  });
});
