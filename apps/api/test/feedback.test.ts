/**
 * Corrections end to end through HTTP on the embedded server (issue 32): a correction by job_id changes
 * the next document of the same layout for that key only, says so in sources.learned, and deleting it
 * brings the old answer back; a correction with the document itself (base64, a multipart `file` part, a
 * file named to `wcab correct`) and with every field; a batch; every bad input's {error, code}, and the
 * server answering correctly after them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTextPdf } from '@wcab/testkit';
import { post, startTestServer, type TestServer } from '../../../test/support/server';

const LABELS = ['Medical Report', 'Ortho Follow-Up', 'Clinic Visit Note', 'Correspondence', 'Notice of Hearing'];

/** One clinic's progress report: the same layout with another patient, date and findings each time. */
function progressNote(first: string, last: string, day: string, finding: string): string {
  return [
    'NORTHGATE ORTHOPAEDIC MEDICAL GROUP',
    '2200 Alder Street, Suite 4, Fresno, CA 93701',
    `Patient: ${last.toUpperCase()}, ${first.toUpperCase()}        Visit date: ${day}`,
    'PRIMARY TREATING PHYSICIAN PROGRESS REPORT',
    'Subjective complaints:',
    `The patient reports ${finding} and continued stiffness in the morning.`,
    'Objective findings:',
    'Range of motion is reduced; strength is 4/5 in the affected limb.',
    'Diagnosis: lumbar strain. Treatment plan: continue the home exercise program.',
    'Work status: modified duty, no lifting over 10 pounds.',
    'Attending physician: Ruth Okafor, M.D.',
  ].join('\n');
}

let server: TestServer;
let a: string;
let b: string;
let noScope: string;
let first: string;
let second: string;

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const auth = (key: string) => ({ authorization: `Bearer ${key}` });
async function classify(key: string, doc: string) {
  const res = await post(`${server.url}/v1/classify`, { document: doc, activity_types: LABELS }, key);
  expect(res.status).toBe(200);
  return (await res.json()) as {
    job_id: string;
    data: { activity_type: string; parties: string[]; sources?: { learned?: Array<{ field: string; correction_id: string }> } };
  };
}
const feedback = (key: string, body: unknown) => post(`${server.url}/v1/feedback`, body, key);

beforeAll(async () => {
  server = await startTestServer({ env: { MAX_DOCUMENT_MB: '1' } });
  a = (await server.createKey('pro', ['classify', 'batch', 'feedback'], 'office A')).key;
  b = (await server.createKey('pro', ['classify', 'batch', 'feedback'], 'office B')).key;
  noScope = (await server.createKey('pro', ['classify'], 'no feedback')).key;
  first = b64(await makeTextPdf([progressNote('Maria', 'Garcia', '03/14/2025', 'sharp pain in the right wrist')]));
  second = b64(await makeTextPdf([progressNote('Tuan', 'Nguyen', '11/02/2024', 'numbness of two fingers')]));
}, 60_000);
afterAll(async () => server?.close());

describe('corrections through HTTP', () => {
  // A dozen classify requests: 14 s alone, 42 s under a load average of 24 (one run timed out at the default 60 s).
  it('teaches one key by job_id, leaves the other alone, and is undone by deleting it', { timeout: 120_000 }, async () => {
    const before = await classify(a, second);
    const baseLabel = before.data.activity_type;
    expect(baseLabel).not.toBe('Ortho Follow-Up');
    expect(before.data.sources?.learned).toBeUndefined();

    const taught = await classify(a, first);
    expect(taught.job_id).toMatch(/^job_/);
    const res = await feedback(a, { job_id: taught.job_id, correct: { doc_type: 'Ortho Follow-Up', applicant_name: 'Maria Garcia' } });
    expect(res.status).toBe(201);
    const correction = ((await res.json()) as { data: { id: string; learned: string[] } }).data;
    expect(correction.learned).toEqual(expect.arrayContaining(['layout', 'applicant_name']));

    const after = await classify(a, second);
    expect(after.data.activity_type).toBe('Ortho Follow-Up');
    expect(after.data.parties[0]).toBe('Tuan Nguyen');
    expect(after.data.sources?.learned).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'activity_type', correction_id: correction.id })]));

    // Office B labels the same genre its own way, by sending the document itself; each keeps its own.
    expect((await classify(b, second)).data.activity_type).toBe(baseLabel);
    const fromB = await feedback(b, { document: first, correct: { doc_type: 'Clinic Visit Note' }, activity_types: LABELS });
    expect(fromB.status).toBe(201);
    expect((await classify(b, second)).data.activity_type).toBe('Clinic Visit Note');
    expect((await classify(a, second)).data.activity_type).toBe('Ortho Follow-Up');

    // B can neither see nor delete A's correction; A's delete brings the old answer back at once.
    const listB = (await (await fetch(`${server.url}/v1/feedback`, { headers: auth(b) })).json()) as { data: { corrections: Array<{ id: string }> } };
    expect(listB.data.corrections.map((c) => c.id)).not.toContain(correction.id);
    expect((await fetch(`${server.url}/v1/feedback/${correction.id}`, { method: 'DELETE', headers: auth(b) })).status).toBe(404);
    const del = await fetch(`${server.url}/v1/feedback/${correction.id}`, { method: 'DELETE', headers: auth(a) });
    expect(del.status).toBe(200);
    const undone = await classify(a, second);
    expect(undone.data.activity_type).toBe(baseLabel);
    expect(undone.data.sources?.learned).toBeUndefined();
    expect((await classify(b, second)).data.activity_type).toBe('Clinic Visit Note');

    const all = await fetch(`${server.url}/v1/feedback`, { method: 'DELETE', headers: auth(b) });
    expect(((await all.json()) as { data: { deleted: number } }).data.deleted).toBe(1);
    expect((await classify(b, second)).data.activity_type).toBe(baseLabel);
  });

  it('carries a batch correction to the next batch document of the layout', async () => {
    const batchOf = async (key: string, pdf: string) => {
      const res = await post(`${server.url}/v1/analyze-batch`, { document: pdf, activity_types: LABELS }, key);
      expect(res.status).toBe(200);
      return (await res.json()) as {
        job_id: string;
        data: {
          documents: Array<{
            doc_type: string;
            applicant_name: string;
            document_date: string;
            suggested_filename: string;
            sources?: { learned?: Array<{ field: string }> };
          }>;
        };
      };
    };
    const one = await batchOf(a, first);
    const missing = await feedback(a, { job_id: one.job_id, correct: { doc_type: 'Clinic Visit Note' } });
    expect(missing.status).toBe(400); // a batch answer needs document_index
    const res = await feedback(a, { job_id: one.job_id, document_index: 1, correct: { doc_type: 'Clinic Visit Note', document_date: '2025-03-14' } });
    expect(res.status).toBe(201);
    const next = (await batchOf(a, second)).data.documents[0]!;
    expect(next.doc_type).toBe('Clinic Visit Note');
    expect(next.document_date).toBe('20241102');
    expect(next.suggested_filename).toContain('clinic-visit-note');
    expect(next.sources?.learned?.map((l) => l.field)).toEqual(expect.arrayContaining(['doc_type']));
    await fetch(`${server.url}/v1/feedback`, { method: 'DELETE', headers: auth(a) });
  });

  it("moves a batch document's EAMS title with a correction of its type, and back when it is deleted", async () => {
    // One district office's minutes: the same layout with another case, judge and date each time.
    const minutes = async (applicant: string, adj: string, day: string) =>
      b64(
        await makeTextPdf([
          [
            "WORKERS' COMPENSATION APPEALS BOARD",
            'STATE OF CALIFORNIA',
            `${applicant}, Applicant,          Case No. ${adj}`,
            'vs.',
            'HARBORVIEW LOGISTICS; ATLAS MUTUAL INSURANCE, Defendants.',
            'MINUTES OF HEARING',
            `Date of Hearing: ${day}      Type: Mandatory Settlement Conference`,
            'Appearances: Applicant in person with counsel; defendants by counsel.',
            'The matter is set for trial. The parties are to file their exhibits ten days before trial.',
            'This matter is ordered off calendar as to the issue of penalties only.',
          ].join('\n'),
        ]),
      );
    type Doc = { eams_document_title?: string; eams_document_type?: string; sources?: { learned?: Array<{ field: string }> } };
    const batchOf = async (pdf: string) => {
      const res = await post(`${server.url}/v1/analyze-batch`, { document: pdf }, a);
      expect(res.status).toBe(200);
      return (await res.json()) as { job_id: string; data: { documents: Doc[] } };
    };
    const one = await batchOf(await minutes('OSWALDO PRIETO-LANDRY', 'ADJ40918273', '04/14/2026'));
    expect(one.data.documents[0]).toMatchObject({ eams_document_type: 'LEGAL DOCS', eams_document_title: 'MINUTES OF HEARING' });
    // This office files its minutes as forms: the title of an order no longer applies.
    const res = await feedback(a, { job_id: one.job_id, document_index: 1, correct: { document_type: 'wcab_form' } });
    expect(res.status).toBe(201);
    const secondMinutes = await minutes('IMELDA SORENSEN-VACA', 'ADJ55120394', '09/02/2026');
    const next = (await batchOf(secondMinutes)).data.documents[0]!;
    expect(next.sources?.learned?.length).toBeGreaterThan(0);
    expect(next.eams_document_title).not.toBe('MINUTES OF HEARING');
    const all = await fetch(`${server.url}/v1/feedback`, { method: 'DELETE', headers: auth(a) });
    expect(all.status).toBe(200);
    expect((await batchOf(secondMinutes)).data.documents[0]).toMatchObject({ eams_document_title: 'MINUTES OF HEARING' });
  });

  it('takes the document as a multipart file part, keeps every corrected field as sent, and teaches the employer, applicant and a date meaning', {
    timeout: 120_000,
  }, async () => {
    // An occupational clinic's work status report: its employer is printed under a label the extractor does not read.
    const workStatus = (patient: string, employer: string, adj: string, visit: string, due: string) =>
      makeTextPdf([
        [
          'SIERRA VISTA OCCUPATIONAL HEALTH',
          '41 Foothill Road, Clovis, CA 93612',
          `Patient: ${patient}          Case No. ${adj}`,
          `Company: ${employer}`,
          `Date of visit: ${visit}`,
          'WORK STATUS REPORT',
          'The patient was seen today for follow-up of a right shoulder strain.',
          'Restrictions: no overhead reaching; no lifting over 15 pounds.',
          `Permanent and stationary evaluation due by ${due}.`,
          'Examining provider: Dana Whitfield, PA-C',
        ].join('\n'),
      ]);
    const taughtPdf = await workStatus('Luz Arellano', 'Valley Packing Co.', 'ADJ10456789', '02/03/2025', '04/21/2025');
    const nextPdf = b64(await workStatus('Omar Haddad', 'Kings River Cold Storage', 'ADJ11873320', '06/17/2025', '08/04/2025'));
    type Answer = {
      data: {
        parties: string[];
        adj_numbers: Array<{ number: string; claimant_name: string; employer: string }>;
        dates: Array<{ date: string; type: string }>;
        sources?: { learned?: Array<{ field: string; correction_id: string }> };
      };
    };
    const answerNext = async () => {
      const res = await post(`${server.url}/v1/classify`, { document: nextPdf, options: { extract_dates: true, extract_adj: true } }, a);
      expect(res.status).toBe(200);
      return ((await res.json()) as Answer).data;
    };
    const before = await answerNext();
    expect(before.adj_numbers[0]).toMatchObject({ number: 'ADJ11873320', claimant_name: '', employer: '' });
    expect(before.dates.find((d) => d.date === '2025-06-17')?.type).not.toBe('appointment');

    const correct = {
      document_type: 'medical_report',
      applicant_name: 'Luz Arellano',
      employer: 'Valley Packing Co.',
      adj_numbers: ['ADJ10456789'],
      document_date: '2025-02-03',
      dates: [{ date: '2025-02-03', type: 'appointment', time: '09:30' }],
    };
    const upload = (fields: Record<string, string>, file: Uint8Array) => {
      const form = new FormData();
      form.append('file', new Blob([file], { type: 'application/pdf' }), 'work-status.pdf');
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return fetch(`${server.url}/v1/feedback`, { method: 'POST', headers: auth(a), body: form });
    };
    const res = await upload({ correct: JSON.stringify(correct), activity_types: JSON.stringify(LABELS) }, taughtPdf);
    expect(res.status).toBe(201);
    const stored = ((await res.json()) as { data: { id: string; kind: string; correct: unknown; learned: string[] } }).data;
    expect(stored).toMatchObject({ kind: 'classify', correct });
    expect(stored.learned.sort()).toEqual(['applicant_name', 'dates', 'document_date', 'employer', 'layout']);
    const listed = (await (await fetch(`${server.url}/v1/feedback`, { headers: auth(a) })).json()) as { data: { corrections: Array<{ correct: unknown }> } };
    expect(listed.data.corrections[0]!.correct).toEqual(correct);

    // The next report of the layout: its own applicant and employer, read where the layout prints them, and its visit an appointment.
    const after = await answerNext();
    expect(after.adj_numbers[0]).toMatchObject({ number: 'ADJ11873320', claimant_name: 'Omar Haddad', employer: 'Kings River Cold Storage' });
    expect(after.parties[0]).toBe('Omar Haddad');
    expect(after.dates.find((d) => d.date === '2025-06-17')?.type).toBe('appointment');
    expect(
      after.sources?.learned
        ?.filter((l) => l.correction_id === stored.id)
        .map((l) => l.field)
        .sort(),
    ).toEqual(['applicant_name', 'dates', 'employer']);
    // Without ADJ numbers and dates asked for, the answer carries neither employer nor dates: sources.learned names only what changed.
    const plain = await post(`${server.url}/v1/classify`, { document: nextPdf }, a);
    const plainData = ((await plain.json()) as Answer).data;
    expect(plainData.parties[0]).toBe('Omar Haddad');
    expect(plainData.sources?.learned?.map((l) => l.field)).toEqual(['applicant_name']);

    // Bad multipart corrections: an unknown field, a type outside the vocabulary, a file over MAX_DOCUMENT_MB (1 here).
    const bad: Array<[Record<string, string>, Uint8Array, number, string]> = [
      [{ correct: JSON.stringify({ employerr: 'X' }) }, taughtPdf, 400, 'BAD_REQUEST'],
      [{ correct: JSON.stringify({ document_type: 'memo' }) }, taughtPdf, 400, 'BAD_REQUEST'],
      [{ correct: JSON.stringify({ doc_type: 'Correspondence' }) }, new Uint8Array(2 * 1024 * 1024).fill(0x25), 413, 'DOCUMENT_TOO_LARGE'],
    ];
    for (const [fields, file, status, code] of bad) {
      const refused = await upload(fields, file);
      expect([fields, refused.status]).toEqual([fields, status]);
      expect(await refused.json()).toEqual({ error: expect.any(String), code });
    }
    expect((await fetch(`${server.url}/v1/feedback`, { method: 'DELETE', headers: auth(a) })).status).toBe(200);
    const undone = await answerNext();
    expect(undone.adj_numbers[0]).toMatchObject({ claimant_name: '', employer: '' });
    expect(undone.sources?.learned).toBeUndefined();
  });

  it('pages the list newest first', async () => {
    const job = (await classify(a, first)).job_id;
    for (const label of ['Medical Report', 'Correspondence', 'Ortho Follow-Up']) {
      expect((await feedback(a, { job_id: job, correct: { doc_type: label } })).status).toBe(201);
    }
    const page1 = (await (await fetch(`${server.url}/v1/feedback?limit=2`, { headers: auth(a) })).json()) as {
      data: { corrections: Array<{ correct: { doc_type: string } }>; next_cursor: string; total: number };
    };
    expect(page1.data.total).toBe(3);
    expect(page1.data.corrections.map((c) => c.correct.doc_type)).toEqual(['Ortho Follow-Up', 'Correspondence']);
    const page2 = (await (await fetch(`${server.url}/v1/feedback?limit=2&cursor=${page1.data.next_cursor}`, { headers: auth(a) })).json()) as {
      data: { corrections: unknown[]; next_cursor: null };
    };
    expect(page2.data.corrections).toHaveLength(1);
    expect(page2.data.next_cursor).toBeNull();
    await fetch(`${server.url}/v1/feedback`, { method: 'DELETE', headers: auth(a) });
  });

  it('answers bad input with {error, code} and keeps serving', async () => {
    const job = (await classify(a, first)).job_id;
    const cases: Array<[string, string, unknown, number, string]> = [
      ["another key's job", b, { job_id: job, correct: { doc_type: 'Correspondence' } }, 404, 'NOT_FOUND'],
      ['an unknown job', a, { job_id: 'job_nothere', correct: { doc_type: 'Correspondence' } }, 404, 'NOT_FOUND'],
      ['an unknown field', a, { job_id: job, correct: { aplicant_name: 'X Y' } }, 400, 'BAD_REQUEST'],
      ['an unknown top-level field', a, { job_id: job, correct: { doc_type: 'Correspondence' }, extra: 1 }, 400, 'BAD_REQUEST'],
      ['a type outside the vocabulary', a, { job_id: job, correct: { document_type: 'memo' } }, 400, 'BAD_REQUEST'],
      ['a label outside the vocabulary', a, { job_id: job, correct: { doc_type: 'Something Else' } }, 400, 'BAD_REQUEST'],
      ['both document and job_id', a, { job_id: job, document: first, correct: { doc_type: 'Correspondence' } }, 400, 'BAD_REQUEST'],
      ['nothing corrected', a, { job_id: job, correct: {} }, 400, 'BAD_REQUEST'],
      ['pages on a classify answer', a, { job_id: job, correct: { start_page: 1 } }, 400, 'BAD_REQUEST'],
      ['bad base64', a, { document: '%%%', correct: { doc_type: 'Correspondence' } }, 400, 'INVALID_BASE64'],
      ['an oversized body', a, { document: 'A'.repeat(3 * 1024 * 1024), correct: { doc_type: 'Correspondence' } }, 413, 'DOCUMENT_TOO_LARGE'],
      ['a key without the scope', noScope, { job_id: job, correct: { doc_type: 'Correspondence' } }, 403, 'FORBIDDEN'],
    ];
    for (const [what, key, body, status, code] of cases) {
      const res = await feedback(key, body);
      expect([what, res.status]).toEqual([what, status]);
      expect(await res.json()).toEqual({ error: expect.any(String), code });
    }
    // Another key's job is answered word for word as a job that does not exist: no hint that it does.
    const theirs = await (await feedback(b, { job_id: job, correct: { doc_type: 'Correspondence' } })).json();
    expect(await (await feedback(b, { job_id: 'job_nothere', correct: { doc_type: 'Correspondence' } })).json()).toEqual(theirs);
    expect((await fetch(`${server.url}/v1/feedback?cursor=nonsense`, { headers: auth(a) })).status).toBe(400);
    expect((await fetch(`${server.url}/v1/feedback?limit=0`, { headers: auth(a) })).status).toBe(400);
    expect((await fetch(`${server.url}/v1/feedback`, { headers: auth(noScope) })).status).toBe(403);
    expect((await fetch(`${server.url}/v1/feedback`)).status).toBe(401);
    // Nothing was stored, and the service answers as before.
    const list = (await (await fetch(`${server.url}/v1/feedback`, { headers: auth(a) })).json()) as { data: { total: number } };
    expect(list.data.total).toBe(0);
    const ok = await feedback(a, { job_id: job, correct: { doc_type: 'Correspondence' } });
    expect(ok.status).toBe(201);
    await fetch(`${server.url}/v1/feedback`, { method: 'DELETE', headers: auth(a) });
  });
});

describe('corrections through MCP', () => {
  it('submit_correction teaches the key, classify_document answers by it, and the scope is required', async () => {
    const { connect } = await import('../../../packages/mcp/test/support');
    const key = (await server.createKey('pro', ['classify', 'mcp', 'feedback'], 'mcp office')).key;
    const narrow = (await server.createKey('pro', ['classify', 'mcp'], 'mcp without feedback')).key;
    const job = (await classify(key, first)).job_id;
    const { client, close } = await connect(server.url, key, 'legacy');
    try {
      const taught = await client.callTool({
        name: 'submit_correction',
        arguments: { job_id: job, correct: { doc_type: 'Clinic Visit Note' }, activity_types: LABELS },
      });
      expect(taught.isError).toBeFalsy();
      const id = (taught.structuredContent as { id: string }).id;
      const answered = await client.callTool({ name: 'classify_document', arguments: { document: second, activity_types: LABELS } });
      const data = answered.structuredContent as { activity_type: string; sources?: { learned?: Array<{ correction_id: string }> } };
      expect(data.activity_type).toBe('Clinic Visit Note');
      expect(data.sources?.learned?.[0]?.correction_id).toBe(id);
      const bad = await client.callTool({ name: 'submit_correction', arguments: { job_id: job, correct: { document_type: 'memo' } } });
      expect(bad.isError).toBe(true);
      // The document itself, base64, instead of a job_id.
      const byDocument = await client.callTool({
        name: 'submit_correction',
        arguments: { document: first, correct: { doc_type: 'Clinic Visit Note' }, activity_types: LABELS },
      });
      expect(byDocument.isError).toBeFalsy();
      expect(byDocument.structuredContent).toMatchObject({ id: expect.stringMatching(/^fb_/), learned: ['layout'] });
    } finally {
      await close();
    }
    const other = await connect(server.url, narrow, 'legacy');
    try {
      const refused = await other.client.callTool({ name: 'submit_correction', arguments: { job_id: job, correct: { doc_type: 'Clinic Visit Note' } } });
      expect(refused.isError).toBe(true);
      expect(JSON.stringify(refused.content)).toContain('FORBIDDEN');
    } finally {
      await other.close();
    }
    await fetch(`${server.url}/v1/feedback`, { method: 'DELETE', headers: auth(key) });
  });
});

describe('corrections through the CLI', () => {
  // Each `wcab` run is a process of its own (seconds each on a loaded machine).
  it('wcab correct teaches by job_id or by the file, lists and forgets, and reports a bad label', { timeout: 180_000 }, async () => {
    const { runCli } = await import('../../cli/test/support');
    const cwd = server.dataDir;
    const env = { WCAB_URL: server.url, WCAB_API_KEY: a };
    const job = (await classify(a, first)).job_id;
    const taught = await runCli(['correct', '--job', job, '--label', 'Clinic Visit Note', '--applicant', 'Maria Garcia'], cwd, env);
    expect(taught.stderr).toBe('');
    expect(taught.stdout).toMatch(/^Correction fb_\S+ stored; learned: layout, applicant_name/);
    expect((await classify(a, second)).data.activity_type).toBe('Clinic Visit Note');
    const listed = JSON.parse((await runCli(['correct', '--list'], cwd, env)).stdout) as {
      corrections: Array<{ correct: { doc_type: string } }>;
      total: number;
    };
    expect(listed.total).toBe(1);
    expect(listed.corrections[0]!.correct.doc_type).toBe('Clinic Visit Note');
    const bad = await runCli(['correct', '--job', job, '--label', 'Nothing Like It'], cwd, env);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('BAD_REQUEST');
    expect((await runCli(['correct', '--forget', 'all'], cwd, env)).stdout.trim()).toBe('Deleted 1 correction');
    expect((await classify(a, second)).data.activity_type).not.toBe('Clinic Visit Note');

    // The document itself, named as a file relative to where the command runs, with the office's labels; forgotten by its id.
    fs.writeFileSync(path.join(cwd, 'report-garcia.pdf'), Buffer.from(first, 'base64'));
    const byFile = await runCli(
      ['correct', 'report-garcia.pdf', '--type', 'medical_report', '--activity-types', LABELS.join(','), '--label', 'Ortho Follow-Up'],
      cwd,
      env,
    );
    expect(byFile.stderr).toBe('');
    const id = /^Correction (fb_\S+) stored; learned: layout/.exec(byFile.stdout)?.[1];
    expect(id).toBeDefined();
    const followed = await classify(a, second);
    expect(followed.data.activity_type).toBe('Ortho Follow-Up');
    expect(followed.data.sources?.learned?.[0]?.correction_id).toBe(id);
    expect((await runCli(['correct', '--forget', id!], cwd, env)).stdout.trim()).toBe('Deleted 1 correction');
    expect((await classify(a, second)).data.activity_type).not.toBe('Ortho Follow-Up');
  });
});

describe('what is kept, for how long, and the cap (RESULT_RETENTION_DAYS, LEARNING_MAX_CORRECTIONS)', () => {
  it('lets a job_id expire after the retention, keeps no answer at 0, and lets the oldest correction go at the cap', async () => {
    // About 17 s of retention (enough for the corrections below on a loaded machine), and 2 corrections a key.
    const short = await startTestServer({ env: { RESULT_RETENTION_DAYS: '0.0002', LEARNING_MAX_CORRECTIONS: '2' } });
    const none = await startTestServer({ env: { RESULT_RETENTION_DAYS: '0' } });
    try {
      const key = (await short.createKey('pro', ['classify', 'feedback'], 'short retention')).key;
      const answer = async () => {
        const res = await post(`${short.url}/v1/classify`, { document: first, activity_types: LABELS }, key);
        expect(res.status).toBe(200);
        return ((await res.json()) as { job_id?: string }).job_id;
      };
      const correct = (job: string, label: string) =>
        post(`${short.url}/v1/feedback`, { job_id: job, correct: { doc_type: label } }, key).then((r) => r.status);
      const job = (await answer())!;
      const answered = Date.now();
      expect(job).toMatch(/^job_/);
      const ids: string[] = [];
      for (const label of ['Medical Report', 'Correspondence', 'Ortho Follow-Up']) {
        const res = await post(`${short.url}/v1/feedback`, { job_id: job, correct: { doc_type: label } }, key);
        expect(res.status).toBe(201);
        ids.push(((await res.json()) as { data: { id: string } }).data.id);
      }
      const listed = (await (await fetch(`${short.url}/v1/feedback`, { headers: auth(key) })).json()) as {
        data: { corrections: Array<{ id: string }>; total: number };
      };
      expect(listed.data.total).toBe(2);
      expect(listed.data.corrections.map((c) => c.id)).toEqual([ids[2], ids[1]]);
      expect(Date.now() - answered).toBeLessThan(17_000);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, answered + 18_000 - Date.now())));
      expect(await correct(job, 'Correspondence')).toBe(404);

      const other = (await none.createKey('pro', ['classify', 'feedback'], 'no retention')).key;
      const res = await post(`${none.url}/v1/classify`, { document: first, activity_types: LABELS }, other);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { job_id?: string; data: { activity_type: string } };
      expect(body.data.activity_type).toBeDefined();
      expect(body.job_id).toBeUndefined();
      // The document itself can still be sent.
      expect((await post(`${none.url}/v1/feedback`, { document: first, correct: { doc_type: 'Correspondence' }, activity_types: LABELS }, other)).status).toBe(
        201,
      );
    } finally {
      await short.close();
      await none.close();
    }
  }, 120_000);
});
