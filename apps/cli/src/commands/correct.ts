/**
 * `wcab correct`: corrections (POST/GET/DELETE /v1/feedback) from the terminal, against a server (a
 * correction teaches one API key's later answers, so it needs one: --url and --key or WCAB_API_KEY).
 *
 *   wcab correct --job job_... --label "Ortho Follow-Up" --applicant "Maria Garcia"
 *   wcab correct report.pdf --type medical_report --activity-types "Ortho Follow-Up,Clinic Visit Note" --label "Clinic Visit Note"
 *   wcab correct --list            wcab correct --forget fb_...            wcab correct --forget all
 */
import { launcherSettings } from '@wcab/config/launcher';
import fs from 'node:fs';
import { Command, InvalidArgumentError, Option } from 'commander';
import { DOCUMENT_TYPES, type CorrectionFields } from '@wcab/contract';
import { fromCaller } from '../paths';
import { fail, print } from './common';

interface CorrectOptions {
  url?: string;
  key?: string;
  job?: string;
  document?: number;
  type?: CorrectionFields['document_type'];
  label?: string;
  applicant?: string;
  employer?: string;
  adj?: string[];
  date?: string;
  activityTypes?: string[];
  list?: boolean;
  forget?: string;
}

const list = (value: string) =>
  value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const positive = (value: string) => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('must be a whole number from 1');
  return n;
};

export function correctCommand(): Command {
  return new Command('correct')
    .description("Correct an answer so that this API key's later answers for documents like it follow (a server's /v1/feedback)")
    .argument('[file]', 'the document itself (PDF or scan), instead of --job')
    .option('--url <url>', 'the server (default: WCAB_URL)')
    .option('--key <key>', 'API key with the feedback scope (default: WCAB_API_KEY)')
    .option('--job <id>', 'the job_id of an answer this key received')
    .option('--document <n>', 'for a batch answer: which document (1-based)', positive)
    .addOption(new Option('--type <type>', 'the right document type').choices(DOCUMENT_TYPES))
    .option('--label <label>', "the right activity label (one of --activity-types, or of the job's)")
    .option('--applicant <name>', "the applicant's name")
    .option('--employer <name>', 'the employer')
    .option('--adj <numbers>', 'comma list of the ADJ numbers', list)
    .option('--date <day>', "the document's own date, YYYY-MM-DD")
    .option('--activity-types <list>', "comma list of the office's labels", list)
    .option('--list', "list this key's corrections (newest first) as JSON")
    .option('--forget <id>', 'delete one correction, or every one with "all"')
    .action(async (file: string | undefined, opts: CorrectOptions) => {
      try {
        const url = (opts.url ?? launcherSettings().url ?? '').replace(/\/+$/, '');
        const key = opts.key ?? launcherSettings().apiKey;
        if (!url || !key) throw new Error('corrections are kept by a server for an API key: give --url (or WCAB_URL) and --key (or WCAB_API_KEY)');
        const call = async (path: string, init: RequestInit = {}) => {
          const res = await fetch(url + path, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' } });
          const body = (await res.json().catch(() => ({}))) as { data?: unknown; error?: string; code?: string };
          if (!res.ok) throw new Error(`${body.error ?? `the server answered ${res.status}`} (${body.code ?? res.status})`);
          return body.data;
        };
        if (opts.list) return print(JSON.stringify(await call('/v1/feedback?limit=200'), null, 2));
        if (opts.forget) {
          const path = opts.forget === 'all' ? '/v1/feedback' : `/v1/feedback/${encodeURIComponent(opts.forget)}`;
          const { deleted } = (await call(path, { method: 'DELETE' })) as { deleted: number };
          return print(`Deleted ${deleted} correction${deleted === 1 ? '' : 's'}`);
        }
        if (!file === !opts.job) throw new Error('name the document: a file, or --job <id> (not both)');
        const correct: CorrectionFields = {
          ...(opts.type ? { document_type: opts.type } : {}),
          ...(opts.label ? { doc_type: opts.label } : {}),
          ...(opts.applicant ? { applicant_name: opts.applicant } : {}),
          ...(opts.employer ? { employer: opts.employer } : {}),
          ...(opts.adj ? { adj_numbers: opts.adj } : {}),
          ...(opts.date ? { document_date: opts.date } : {}),
        };
        const body = {
          ...(file ? { document: fs.readFileSync(fromCaller(file)).toString('base64') } : { job_id: opts.job }),
          ...(opts.document ? { document_index: opts.document } : {}),
          correct,
          ...(opts.activityTypes ? { activity_types: opts.activityTypes } : {}),
        };
        const stored = (await call('/v1/feedback', { method: 'POST', body: JSON.stringify(body) })) as { id: string; learned: string[] };
        print(`Correction ${stored.id} stored; learned: ${stored.learned.join(', ') || 'nothing beyond the record (the document does not print the value)'}`);
      } catch (error) {
        fail(error);
      }
    });
}
