/** The classification step shared by classify_document and classify_file. */
import type { ClassifyDocumentInput } from '../schemas';
import type { ToolCall } from './runtime';

export type ClassifyParams = Pick<ClassifyDocumentInput, 'options' | 'cases' | 'activity_types'>;

export async function classify(call: ToolCall, document: Uint8Array, args: ClassifyParams) {
  await call.progress(0, undefined, 'Reading and classifying the document');
  const { data, pages } = await call.runJob('classify', document, {
    options: args.options,
    cases: args.cases,
    activity_types: args.activity_types,
  });
  const done = Math.max(pages, 1);
  await call.progress(done, done, `Read ${pages} page${pages === 1 ? '' : 's'}`);
  return { data: data as Record<string, unknown>, pages };
}

/** Shared annotations: the tools only read and report. */
export const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

export const RESULT_SUMMARY =
  'Returns the document type (medical_report, wcab_form, correspondence, deposition, subpoena, court_order, billing or unknown) ' +
  'with a 0-1 confidence, a one- or two-sentence summary, the page count, party names, case numbers, ADJ case numbers with ' +
  'claimant and employer (set options.extract_adj), and dates with their meaning (hearing, deadline, appointment, trial, injury) ' +
  'and place (set options.extract_dates). Pass the known cases to tie the document to them, and activity_types to also get the ' +
  "best-matching label of the caller's own list as activity_type. Set options.evidence to get, for every field, the page, the " +
  'words it was read from, their box on the page and a confidence, so only doubtful fields need checking.';
