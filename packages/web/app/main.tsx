/**
 * The review page (/app): send a batch, watch it read, fix what is wrong, save the corrections, take the
 * documents home. Preact components over the service's /v1 routes; the key stays in sessionStorage.
 */
import { render } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { parse } from 'csv-parse/browser/esm/sync';
import type { BatchResult, Correction, Evidence, JobResource } from '@wcab/contract';
// The service's default labels, from the contract's browser-safe module (no zod in the bundle).
import { DEFAULT_ACTIVITY_TYPES } from '@wcab/contract/labels';
// The service's own sniff (magic numbers only, no Node API): the page refuses exactly what the service would.
import { ACCEPTED_FORMATS, PDF_HEADER_WITHIN, sniffFormat } from '@wcab/pdf/sniff';
import './app.css';
import { ApiFailure, callJson, storedKey, storeKey } from './api';
import {
  casesOf,
  correctionOf,
  DATE_TYPES,
  DOCUMENT_TYPES,
  mergeWithNext,
  moveStart,
  pageMarks,
  reviewDocs,
  reviewOrder,
  settled,
  splitAt,
  undo,
  edit,
  remember,
  type EditedDate,
  type ReviewDoc,
  type UndoStep,
} from './review';
import { correctedCalendar, correctedPdfs, pageViews, saveFile, zipOf, type PageView } from './downloads';
import { pageImage } from './pageImages';
import { SHEET_WIDTH, THUMB_WIDTH } from './imageWidths';

const LABELS_KEY = 'wcab.activityLabels';
/** Letter size in PDF points: where an evidence box is drawn when the page's own size is not known. */
const PAGE_W = 612;
const PAGE_H = 792;

interface Job {
  id: string;
  file: string;
  labels: string[];
  status: string;
  progress: { done: number; total: number | null } | null;
  error?: string;
  result?: BatchResult;
  docs?: ReviewDoc[];
  saved?: Array<{ doc: string; correction: Correction }>;
  /** Edits not yet saved, newest last, each with the documents before it (Undo, Ctrl+Z). */
  history?: UndoStep[];
  /** The pages of the job's documents and their sizes, once fetched (their images come one by one). */
  pages?: Map<number, PageView>;
}

interface Highlight {
  doc: string;
  field: string;
  evidence: Evidence;
}

const message = (error: unknown) =>
  error instanceof ApiFailure ? `${error.message}${error.code.startsWith('HTTP_') || error.code === 'NETWORK' ? '' : ` (${error.code})`}` : String(error);

/** Whether the service reads the file (PDF, TIFF, JPEG, PNG), by its first bytes and the service's own rule, not its name. */
async function looksLikeDocument(file: File): Promise<boolean> {
  return sniffFormat(new Uint8Array(await file.slice(0, PDF_HEADER_WITHIN).arrayBuffer())) !== undefined;
}

function App() {
  const [key, setKey] = useState(storedKey());
  const [alert, setAlert] = useState('');
  const [status, setStatus] = useState('');
  const [jobs, setJobs] = useState<Job[]>([]);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  const fail = (error: unknown) => {
    if (error instanceof ApiFailure && error.status === 401) {
      storeKey('');
      setKey('');
      setAlert(`The API key was refused (it is wrong, expired or revoked): ${message(error)}. Enter a valid key to go on.`);
      return;
    }
    setAlert(message(error));
  };
  const updateJob = (id: string, change: (job: Job) => Job) => setJobs((all) => all.map((j) => (j.id === id ? change(j) : j)));

  return (
    <main>
      <header class="top">
        <h1>Review the mail</h1>
        <nav aria-label="Other pages">
          <a href="/docs">API reference</a>
        </nav>
      </header>
      <div ref={alertRef} tabIndex={-1} role="alert" class={alert ? 'alert' : 'alert empty'}>
        {alert && (
          <>
            <p>{alert}</p>
            <button type="button" onClick={() => setAlert('')}>
              Dismiss
            </button>
          </>
        )}
      </div>
      <p role="status" class="status">
        {status}
      </p>
      {key ? (
        <>
          <KeyBar
            onForget={() => {
              storeKey('');
              setKey('');
              setJobs([]);
            }}
          />
          <SendWork
            onError={fail}
            onStatus={setStatus}
            onSubmitted={(job) => {
              setAlert('');
              setJobs((all) => [job, ...all]);
              void watch(job, updateJob, fail);
            }}
          />
          {jobs.map((job) => (
            <JobView key={job.id} job={job} update={(change) => updateJob(job.id, change)} onError={fail} onStatus={setStatus} />
          ))}
        </>
      ) : (
        <KeyForm
          onKey={(k) => {
            setAlert('');
            setKey(k);
          }}
          onError={fail}
        />
      )}
    </main>
  );
}

function KeyForm({ onKey, onError }: { onKey: (key: string) => void; onError: (e: unknown) => void }) {
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: Event) => {
    e.preventDefault();
    const key = value.trim();
    if (!key) return onError(new Error('Enter the API key your office was given (it starts with wcab_live_).'));
    setBusy(true);
    try {
      // A cheap authenticated call that counts nothing: the key is good if it lists its jobs.
      await callJson('/v1/jobs?limit=1', {}, key); // read to the end: an unread body is cut when the page goes
      storeKey(key);
      onKey(key);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="key-title" class="card">
      <h2 id="key-title">Your API key</h2>
      <form onSubmit={submit}>
        <label for="api-key">API key</label>
        <input
          id="api-key"
          type="password"
          autocomplete="off"
          spellcheck={false}
          value={value}
          onInput={(e) => setValue((e.target as HTMLInputElement).value)}
          aria-describedby="key-help"
        />
        <p id="key-help" class="help">
          Kept in this browser tab only, until you close it. It needs the scopes batch and feedback.
        </p>
        <button type="submit" disabled={busy}>
          Use this key
        </button>
      </form>
    </section>
  );
}

function KeyBar({ onForget }: { onForget: () => void }) {
  return (
    <p class="keybar">
      Signed in with your API key for this tab.{' '}
      <button type="button" onClick={onForget}>
        Forget the key
      </button>
    </p>
  );
}

function SendWork({ onSubmitted, onError, onStatus }: { onSubmitted: (job: Job) => void; onError: (e: unknown) => void; onStatus: (s: string) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [labels, setLabels] = useState(localStorage.getItem(LABELS_KEY) ?? '');
  const [casesCsv, setCasesCsv] = useState('');
  const [split, setSplit] = useState('auto');
  const [over, setOver] = useState(false);
  const [busy, setBusy] = useState(false);

  const pick = (list: FileList | null | undefined) => setFiles(list ? [...list] : []);
  const submit = async (e: Event) => {
    e.preventDefault();
    if (files.length === 0) return onError(new Error('Choose or drop at least one PDF, TIFF, JPEG or PNG file first.'));
    for (const file of files) {
      if (file.size === 0) return onError(new Error(`"${file.name}" is empty (0 bytes): there is nothing to read. Choose the scan again.`));
      if (!(await looksLikeDocument(file))) {
        return onError(new Error(`"${file.name}" is not a ${ACCEPTED_FORMATS} file. Send scans or PDFs only.`));
      }
    }
    const labelList = labels
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    localStorage.setItem(LABELS_KEY, labelList.join('\n'));
    let cases: ReturnType<typeof casesOf> = [];
    try {
      cases = casesOf(parse(casesCsv.trim(), { relax_column_count: true, skip_empty_lines: true, trim: true }) as string[][]);
    } catch (error) {
      return onError(new Error(`The known cases are not CSV this page can read: ${(error as Error).message}`));
    }
    if (casesCsv.trim() && cases.length === 0)
      return onError(new Error('No known case was found: each line needs an ADJ number first, then the applicant and the employer.'));
    setBusy(true);
    try {
      for (const file of files) {
        const form = new FormData();
        form.append('file', file, file.name);
        if (labelList.length) form.append('activity_types', JSON.stringify(labelList));
        if (cases.length) form.append('cases', JSON.stringify(cases));
        form.append('options', JSON.stringify({ evidence: true, split }));
        onStatus(`Sending ${file.name}...`);
        const job = await callJson<JobResource>('/v1/analyze-batch', { method: 'POST', headers: { Prefer: 'respond-async' }, body: form });
        onSubmitted({ id: job.job_id, file: file.name, labels: labelList, status: job.status, progress: null });
        onStatus(`${file.name} was sent; it is being read.`);
      }
      setFiles([]);
    } catch (error) {
      onStatus('');
      onError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="send-title" class="card">
      <h2 id="send-title">Send work</h2>
      <form onSubmit={submit}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse only; the file input inside it is the keyboard's way */}
        <div
          class={over ? 'drop over' : 'drop'}
          onDragOver={(e) => {
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(e) => {
            e.preventDefault();
            setOver(false);
            pick(e.dataTransfer?.files);
          }}
        >
          <label for="files">Drop a batch scan or documents here, or choose them (PDF, TIFF, JPEG, PNG)</label>
          <input id="files" type="file" multiple accept=".pdf,.tif,.tiff,.jpg,.jpeg,.png" onChange={(e) => pick((e.target as HTMLInputElement).files)} />
          {files.length > 0 && (
            <ul class="chosen" aria-label="Chosen files">
              {files.map((f) => (
                <li key={f.name}>
                  {f.name} ({Math.max(1, Math.round(f.size / 1024))} KB)
                </li>
              ))}
            </ul>
          )}
        </div>
        <div class="options">
          <div>
            <label for="labels">Activity labels, one a line (kept in this browser for next time)</label>
            <textarea id="labels" rows={5} value={labels} onInput={(e) => setLabels((e.target as HTMLTextAreaElement).value)} />
          </div>
          <div>
            <label for="cases">Known cases: paste CSV lines "ADJ number, applicant, employer", or load a file</label>
            <textarea id="cases" rows={5} value={casesCsv} onInput={(e) => setCasesCsv((e.target as HTMLTextAreaElement).value)} />
            <label for="cases-file" class="small">
              Load known cases from a CSV file
            </label>
            <input
              id="cases-file"
              type="file"
              accept=".csv,text/csv"
              onChange={async (e) => {
                const file = (e.target as HTMLInputElement).files?.[0];
                if (file) setCasesCsv(await file.text());
              }}
            />
          </div>
          <div>
            <label for="split">Split the batch</label>
            <select id="split" value={split} onChange={(e) => setSplit((e.target as HTMLSelectElement).value)}>
              <option value="auto">At separator sheets and where the pages show a new document</option>
              <option value="separators">At separator sheets only</option>
            </select>
          </div>
        </div>
        <button type="submit" disabled={busy}>
          Read them
        </button>
      </form>
    </section>
  );
}

/** Polls the job until it ends, updating its progress; a finished batch becomes documents to review. */
async function watch(job: Job, update: (id: string, change: (job: Job) => Job) => void, onError: (e: unknown) => void) {
  for (;;) {
    let resource: JobResource;
    try {
      resource = await callJson<JobResource>(`/v1/jobs/${encodeURIComponent(job.id)}`);
    } catch (error) {
      update(job.id, (j) => ({ ...j, status: 'failed', error: message(error) }));
      return onError(error);
    }
    const progress = resource.progress ? { done: resource.progress.pages_done, total: resource.progress.pages_total } : null;
    if (resource.status === 'succeeded' && resource.result) {
      const result = resource.result.data as BatchResult;
      update(job.id, (j) => ({ ...j, status: 'succeeded', progress, result, docs: reviewDocs(result, `${job.id}-`) }));
      // The pages' sizes: from the job's documents, fetched once (the downloads use them too).
      try {
        const pages = await pageViews(job.id, result);
        update(job.id, (j) => ({ ...j, pages }));
      } catch (error) {
        onError(error);
      }
      return;
    }
    if (resource.status === 'failed' || resource.status === 'cancelled') {
      update(job.id, (j) => ({
        ...j,
        status: resource.status,
        progress,
        error: resource.error ? `${resource.error.error} (${resource.error.code})` : 'The job failed.',
      }));
      return;
    }
    update(job.id, (j) => ({ ...j, status: resource.status, progress }));
    await new Promise((resolve) => setTimeout(resolve, 600));
  }
}

function JobView({
  job,
  update,
  onError,
  onStatus,
}: {
  job: Job;
  update: (change: (job: Job) => Job) => void;
  onError: (e: unknown) => void;
  onStatus: (s: string) => void;
}) {
  const titleId = `job-${job.id}`;
  return (
    <section aria-labelledby={titleId} class="card job">
      <h2 id={titleId}>{job.file}</h2>
      {job.status === 'succeeded' && job.docs && job.result ? (
        <Review job={job} update={update} onError={onError} onStatus={onStatus} />
      ) : job.error ? (
        <p class="failed">Could not be read: {job.error}</p>
      ) : (
        <Progress job={job} />
      )}
    </section>
  );
}

function Progress({ job }: { job: Job }) {
  const total = job.progress?.total ?? null;
  const done = job.progress?.done ?? 0;
  const text =
    job.status === 'queued'
      ? 'Waiting for a free reader...'
      : total
        ? `Reading: ${Math.floor((100 * done) / total)} % done (${done} of ${total} pages' work, every stage counted)`
        : 'Reading the pages...';
  return (
    <div class="progress">
      <label for={`bar-${job.id}`}>{text}</label>
      {/* Without a total the bar is indeterminate (no value) */}
      <progress id={`bar-${job.id}`} max={total ?? undefined} value={total ? done : undefined} />
    </div>
  );
}

function Review({
  job,
  update,
  onError,
  onStatus,
}: {
  job: Job;
  update: (change: (job: Job) => Job) => void;
  onError: (e: unknown) => void;
  onStatus: (s: string) => void;
}) {
  const docs = job.docs!;
  const result = job.result!;
  const [highlight, setHighlight] = useState<Highlight | null>(null);
  const [busy, setBusy] = useState('');
  const setDocs = (change: (docs: ReviewDoc[]) => ReviewDoc[], what: string, group = '') =>
    update((j) => ({ ...j, docs: change(j.docs!), history: remember(j.history ?? [], j.docs!, what, group) }));
  const last = job.history?.at(-1);
  const undoLast = () => {
    const step = undo(job.history ?? []);
    if (!step) return;
    update((j) => ({ ...j, docs: step.docs, history: step.history }));
    onStatus(`Undone: ${step.what}.`);
  };
  // Ctrl+Z (Cmd+Z) anywhere in this batch's review undoes its last edit, except while typing in a field,
  // where the browser's own undo takes back the typing (and the page follows the field).
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.shiftKey || e.altKey || e.key.toLowerCase() !== 'z' || typing(e.target)) return;
      e.preventDefault();
      undoLast();
    };
    const element = area.current;
    element?.addEventListener('keydown', onKey);
    return () => element?.removeEventListener('keydown', onKey);
  });
  const labels = job.labels.length ? job.labels : DEFAULT_ACTIVITY_TYPES;
  const pending = docs.filter((d) => correctionOf(d));

  const save = async () => {
    setBusy('save');
    const saved: Array<{ doc: string; correction: Correction }> = [];
    try {
      for (const doc of pending) {
        const body = { job_id: job.id, document_index: doc.source, correct: correctionOf(doc), ...(job.labels.length ? { activity_types: job.labels } : {}) };
        const answer = await callJson<{ data: Correction }>('/v1/feedback', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        saved.push({ doc: doc.key, correction: answer.data });
      }
      // The result again, as corrected: what was saved is now what the answer says (and no longer undone here).
      update((j) => ({
        ...j,
        saved: [...(j.saved ?? []), ...saved],
        docs: j.docs!.map((d) => (saved.some((s) => s.doc === d.key) ? settled(d) : d)),
        history: [],
      }));
      onStatus(`${saved.length} correction${saved.length === 1 ? '' : 's'} saved. Later documents like these will be answered the corrected way.`);
    } catch (error) {
      onError(error);
    } finally {
      setBusy('');
    }
  };
  const download = async (what: 'zip' | 'ics' | number) => {
    setBusy(String(what));
    try {
      if (what === 'ics') {
        saveFile(`${job.file.replace(/\.[^.]+$/, '')}-hearings.ics`, await correctedCalendar(job.id, docs), 'text/calendar');
      } else {
        const files = await correctedPdfs(job.id, result, docs);
        if (what === 'zip') saveFile(`${job.file.replace(/\.[^.]+$/, '')}-documents.zip`, zipOf(files), 'application/zip');
        else saveFile(files[what]!.name, files[what]!.bytes, 'application/pdf');
      }
    } catch (error) {
      onError(error);
    } finally {
      setBusy('');
    }
  };

  const marks = pageMarks(docs, result.separator_pages, job.progress?.total ?? 0);
  // The pages the service can draw: those of the documents it kept (a separator sheet is in none).
  const drawable = new Set(result.documents.flatMap((d) => Array.from({ length: d.end_page - d.start_page + 1 }, (_, k) => d.start_page + k)));
  return (
    <div ref={area}>
      <p>
        {docs.length} document{docs.length === 1 ? '' : 's'}
        {result.separator_pages.length ? `, separator sheets on page ${result.separator_pages.join(', ')}` : ''}.{' '}
        {docs.some((d) => d.review) ? 'Those to check come first.' : ''}
      </p>
      <ol class="pages" aria-label="Pages in order">
        {marks.map((m) => (
          <li
            key={m.page}
            class={['page', m.separator ? 'separator' : '', m.starts && m.page > 1 ? 'split' : '', highlight?.evidence.page === m.page ? 'lit' : ''].join(' ')}
          >
            {drawable.has(m.page) && <PageImage jobId={job.id} page={m.page} width={THUMB_WIDTH} className="thumb" />}
            <span class="page-no">Page {m.page}</span>
            {m.separator ? <span class="tag">Separator sheet</span> : m.starts ? <span class="tag">Starts document {docs.indexOf(m.starts) + 1}</span> : null}
          </li>
        ))}
      </ol>
      <div class="docs">
        {reviewOrder(docs).map((doc) => (
          <DocCard
            key={doc.key}
            doc={doc}
            index={docs.indexOf(doc)}
            count={docs.length}
            labels={labels}
            highlight={highlight?.doc === doc.key ? highlight : null}
            onHighlight={setHighlight}
            setDocs={setDocs}
            onDownload={() => download(docs.indexOf(doc))}
            saved={job.saved?.filter((s) => s.doc === doc.key).map((s) => s.correction) ?? []}
            pages={job.pages}
            jobId={job.id}
            drawable={drawable}
          />
        ))}
      </div>
      <div class="actions">
        <button type="button" onClick={save} disabled={busy !== '' || pending.length === 0}>
          Save {pending.length || ''} correction{pending.length === 1 ? '' : 's'}
        </button>
        <button type="button" onClick={() => download('zip')} disabled={busy !== ''}>
          Download all (zip)
        </button>
        <button type="button" onClick={() => download('ics')} disabled={busy !== ''}>
          Download hearings (.ics)
        </button>
        <button type="button" onClick={undoLast} disabled={!last || busy !== ''} aria-keyshortcuts="Control+Z Meta+Z">
          {last ? `Undo: ${last.what}` : 'Nothing to undo'}
        </button>
      </div>
    </div>
  );
}

/** Whether a key pressed there is typing in a field (whose own undo the browser keeps). */
function typing(target: EventTarget | null): boolean {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !['button', 'checkbox', 'radio', 'file', 'submit', 'reset'].includes(target.type);
}

function DocCard(props: {
  doc: ReviewDoc;
  index: number;
  count: number;
  labels: readonly string[];
  highlight: Highlight | null;
  onHighlight: (h: Highlight | null) => void;
  setDocs: (change: (docs: ReviewDoc[]) => ReviewDoc[], what: string, group?: string) => void;
  onDownload: () => void;
  saved: Correction[];
  pages: Map<number, PageView> | undefined;
  drawable: ReadonlySet<number>;
  jobId: string;
}) {
  const { doc, index, count, labels, highlight, onHighlight, setDocs, saved } = props;
  const id = doc.key;
  // One field's edit: the keys typed into it in a row are one step to undo.
  const set = (what: string, change: Partial<ReviewDoc>) =>
    setDocs((all) => all.map((d) => (d.key === id ? edit(d, change) : d)), `${what} of document ${index + 1}`, `${id}:${what}`);
  const [splitPage, setSplitPage] = useState(doc.start_page + 1);
  const corrected = correctionOf(doc) !== undefined;
  const where = (field: string, evidence: Evidence | null | undefined) =>
    evidence ? (
      <button
        type="button"
        class="where"
        aria-pressed={highlight?.field === field}
        onClick={() => onHighlight(highlight?.field === field ? null : { doc: id, field, evidence })}
      >
        Where? <span class="visually-hidden">({field})</span>
      </button>
    ) : null;
  const labelOptions = labels.includes(doc.doc_type) ? labels : [doc.doc_type, ...labels];
  const setDate = (i: number, what: string, change: Partial<EditedDate>) =>
    set(`${what} of date ${i + 1}`, { calendar_dates: doc.calendar_dates.map((c, k) => (k === i ? { ...c, ...change } : c)) });

  return (
    <article class={doc.review ? 'doc check' : 'doc'} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        Document {index + 1}: pages {doc.start_page}-{doc.end_page}
        {doc.review && <span class="badge">Check this one</span>}
        {corrected && <span class="badge edited">Corrected, not saved</span>}
      </h3>
      {doc.learned.length > 0 && (
        <p class="learned">
          Answered as your corrections taught: {[...new Set(doc.learned.map((l) => l.field.replace(/_/g, ' ')))].join(', ')} (correction{' '}
          {[...new Set(doc.learned.map((l) => l.correction))].join(', ')}).
        </p>
      )}
      {doc.warnings.length > 0 && (
        <ul class="warnings">
          {doc.warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <DocPages jobId={props.jobId} doc={doc} index={index} drawable={props.drawable} />
      <div class="doc-body">
        <div class="fields">
          <div class="field">
            <label for={`${id}-label`}>Activity label</label>
            <select id={`${id}-label`} value={doc.doc_type} onChange={(e) => set('the label', { doc_type: (e.target as HTMLSelectElement).value })}>
              {labelOptions.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
            {where('activity label', doc.evidence?.doc_type)}
          </div>
          <div class="field">
            <label for={`${id}-type`}>Document type</label>
            <select
              id={`${id}-type`}
              value={doc.document_type}
              onChange={(e) => set('the type', { document_type: (e.target as HTMLSelectElement).value as ReviewDoc['document_type'] })}
            >
              <option value="">(as read)</option>
              {DOCUMENT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t.replace('_', ' ')}
                </option>
              ))}
            </select>
          </div>
          <div class="field">
            <label for={`${id}-applicant`}>Applicant</label>
            <input
              id={`${id}-applicant`}
              value={doc.applicant_name}
              onInput={(e) => set('the applicant', { applicant_name: (e.target as HTMLInputElement).value })}
            />
            {where('applicant', doc.evidence?.applicant_name)}
          </div>
          <div class="field">
            <label for={`${id}-adj`}>ADJ numbers (comma-separated)</label>
            <input
              id={`${id}-adj`}
              value={doc.adj_numbers.join(', ')}
              onChange={(e) =>
                set('the ADJ numbers', {
                  adj_numbers: (e.target as HTMLInputElement).value
                    .split(/[,\s]+/)
                    .map((s) => s.trim().toUpperCase())
                    .filter(Boolean),
                })
              }
            />
            {where('ADJ number', doc.evidence?.adj_numbers?.find(Boolean))}
          </div>
          <div class="field">
            <label for={`${id}-date`}>Document date</label>
            <input
              id={`${id}-date`}
              type="date"
              value={doc.document_date}
              onInput={(e) => set('the date', { document_date: (e.target as HTMLInputElement).value })}
            />
            {where('document date', doc.evidence?.document_date)}
          </div>
          <div class="field wide">
            <label for={`${id}-file`}>File name</label>
            <input
              id={`${id}-file`}
              value={doc.suggested_filename}
              onInput={(e) => set('the file name', { suggested_filename: (e.target as HTMLInputElement).value })}
            />
          </div>
          <fieldset class="wide">
            <legend>Calendar dates</legend>
            {doc.calendar_dates.length === 0 && <p class="help">None read.</p>}
            {doc.calendar_dates.map((c, i) => (
              <div class="date-row" key={i}>
                <label for={`${id}-cd${i}`}>Date</label>
                <input id={`${id}-cd${i}`} type="date" value={c.date} onInput={(e) => setDate(i, 'the day', { date: (e.target as HTMLInputElement).value })} />
                <label for={`${id}-ct${i}`}>Time</label>
                <input id={`${id}-ct${i}`} type="time" value={c.time} onInput={(e) => setDate(i, 'the time', { time: (e.target as HTMLInputElement).value })} />
                <label for={`${id}-cy${i}`}>Kind</label>
                <select
                  id={`${id}-cy${i}`}
                  value={c.type}
                  onChange={(e) => setDate(i, 'the kind', { type: (e.target as HTMLSelectElement).value as EditedDate['type'] })}
                >
                  {DATE_TYPES.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
                <label for={`${id}-cl${i}`}>Place</label>
                <input id={`${id}-cl${i}`} value={c.location} onInput={(e) => setDate(i, 'the place', { location: (e.target as HTMLInputElement).value })} />
                <button type="button" onClick={() => set(`removing date ${i + 1}`, { calendar_dates: doc.calendar_dates.filter((_, k) => k !== i) })}>
                  Remove date {i + 1}
                </button>
              </div>
            ))}
          </fieldset>
          <fieldset class="wide">
            <legend>Pages of this document</legend>
            {index > 0 && (
              <div class="date-row">
                <label for={`${id}-start`}>Starts on page</label>
                <input
                  id={`${id}-start`}
                  type="number"
                  min={1}
                  value={doc.start_page}
                  onChange={(e) =>
                    setDocs((all) => moveStart(all, index, Number((e.target as HTMLInputElement).value)), `the first page of document ${index + 1}`)
                  }
                />
              </div>
            )}
            {doc.end_page > doc.start_page && (
              <div class="date-row">
                <label for={`${id}-split`}>Split before page</label>
                <input
                  id={`${id}-split`}
                  type="number"
                  min={doc.start_page + 1}
                  max={doc.end_page}
                  value={splitPage}
                  onInput={(e) => setSplitPage(Number((e.target as HTMLInputElement).value))}
                />
                <button type="button" onClick={() => setDocs((all) => splitAt(all, index, splitPage), `the split of document ${index + 1}`)}>
                  Split document {index + 1}
                </button>
              </div>
            )}
            {index < count - 1 && (
              <button type="button" onClick={() => setDocs((all) => mergeWithNext(all, index), `the merge of documents ${index + 1} and ${index + 2}`)}>
                Merge with document {index + 2}
              </button>
            )}
          </fieldset>
          <button type="button" onClick={props.onDownload}>
            Download document {index + 1} (PDF)
          </button>
          {saved.length > 0 && (
            <p class="saved">
              Saved as correction {saved.map((c) => c.id).join(', ')}
              {saved.some((c) => c.learned.length) ? `; later answers learn: ${[...new Set(saved.flatMap((c) => c.learned))].join(', ')}` : ''}.
            </p>
          )}
        </div>
        {highlight && <EvidenceView highlight={highlight} page={props.pages?.get(highlight.evidence.page)} jobId={props.jobId} />}
      </div>
    </article>
  );
}

/** Pages shown beside a document's fields; past them the heading's page range says the rest. */
const DOC_PAGES_SHOWN = 8;

/** The document's own pages (as it is now: a moved boundary moves them), beside its fields. */
function DocPages({ jobId, doc, index, drawable }: { jobId: string; doc: ReviewDoc; index: number; drawable: ReadonlySet<number> }) {
  const count = doc.end_page - doc.start_page + 1;
  const shown = Array.from({ length: Math.min(count, DOC_PAGES_SHOWN) }, (_, k) => doc.start_page + k);
  return (
    <ol class="doc-pages" aria-label={`Pages of document ${index + 1}`}>
      {shown.map((page) => (
        <li key={page} class="page">
          {drawable.has(page) && <PageImage jobId={jobId} page={page} width={THUMB_WIDTH} className="thumb" />}
          <span class="page-no">Page {page}</span>
        </li>
      ))}
      {count > shown.length && <li class="more">and {count - shown.length} more pages</li>}
    </ol>
  );
}

/** Where a field was read: its page, the box of its words on it, and the words as read. */
function EvidenceView({ highlight, page, jobId }: { highlight: Highlight; page: PageView | undefined; jobId: string }) {
  const { evidence, field } = highlight;
  const box = evidence.bbox;
  const [x0 = 0, y0 = 0, x1 = 0, y1 = 0] = box ?? [];
  const w = Math.max(page?.width ?? PAGE_W, x1);
  const h = Math.max(page?.height ?? PAGE_H, y1);
  return (
    <figure class="evidence">
      <div class="sheet" role="img" aria-label={`Page ${evidence.page}, with the ${field} marked`} style={{ aspectRatio: `${w} / ${h}` }}>
        {page && <PageImage key={evidence.page} jobId={jobId} page={evidence.page} width={SHEET_WIDTH} />}
        {box && (
          <div
            class="box"
            style={{ left: `${(x0 / w) * 100}%`, top: `${(y0 / h) * 100}%`, width: `${((x1 - x0) / w) * 100}%`, height: `${((y1 - y0) / h) * 100}%` }}
          />
        )}
      </div>
      <figcaption>
        The {field} was read on page {evidence.page} ({evidence.source === 'ocr' ? 'by OCR' : 'from the text'}): "{evidence.text}"
      </figcaption>
    </figure>
  );
}

/**
 * A page's image, drawn by the service, fetched once it comes near the screen (a strip of hundreds of pages
 * asks only for those a person scrolls to); until then, and for a page it cannot draw, the outline stays.
 */
function PageImage({ jobId, page, width, className }: { jobId: string; page: number; width: number; className?: string }) {
  const [url, setUrl] = useState<string>();
  const placeholder = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (!element) return;
    let live = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        pageImage(jobId, page, width).then(
          (loaded) => live && setUrl(loaded),
          () => undefined, // the outline stays; a refused key is told by the page's own calls
        );
      },
      { rootMargin: '800px' },
    );
    observer.observe(element);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [jobId, page, width]);
  return url ? <img class={className} src={url} alt="" /> : <span ref={placeholder} class="pending" />;
}

render(<App />, document.getElementById('root')!);
