/**
 * The API contract (SPEC.md sections 2, 4 and 7, PRODUCT.md decisions) as zod v4 schemas.
 * This module is the single source of truth: request validation, TypeScript types, the OpenAPI
 * document and the MCP tool schemas are all derived from these objects.
 */
import { z } from 'zod';
import { EXAMPLE_ACTIVITY_TYPES, EXAMPLE_CASES, EXAMPLE_DOCUMENT_BASE64 } from './examples';
import { CallbackUrl, JobState, WebhookStatus } from './webhooks';

export const DOCUMENT_TYPES = ['medical_report', 'wcab_form', 'correspondence', 'deposition', 'subpoena', 'court_order', 'billing', 'unknown'] as const;
export const DocumentType = z.enum(DOCUMENT_TYPES).meta({ id: 'DocumentType', description: 'Kind of legal document.' });

export const DATE_TYPES = ['hearing', 'deadline', 'appointment', 'trial', 'injury', 'other'] as const;
export const DateType = z.enum(DATE_TYPES).meta({ id: 'DateType', description: 'What a date means for the case.' });

export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

/**
 * Where a field was read (beyond SPEC.md, with `options.evidence`): the page, the words around the value
 * as printed or as OCR'd, and where they are on the page.
 */
export const Evidence = z
  .object({
    page: z.number().int().min(1).describe('1-based page of the PDF the value was read from'),
    text: z.string().describe("A short snippet around the value, as printed (text layer) or as OCR'd"),
    bbox: z
      // An array of four rather than a tuple: a tuple's JSON Schema (prefixItems, 2020-12) is refused by
      // draft-07 validators some MCP clients and OpenAPI tools use.
      .array(z.number())
      .length(4)
      .optional()
      .describe(
        '[x0, y0, x1, y1] of the characters the value was read from, in PDF points (1/72 inch), origin at the ' +
          'top-left corner of the page as displayed (after its /Rotate), x rightwards, y downwards. From the text ' +
          "layer's character boxes, or from the OCR's word boxes (image pixels divided by the render scale). " +
          'Absent when the position is not known.',
      ),
    source: z.enum(['text_layer', 'ocr']).describe('How the page was read'),
    confidence: z
      .number()
      .min(0)
      .max(1)
      .describe(
        'How sure the extractor is of this value as read here: lower for an OCR-repaired ADJ number, a date typed ' +
          'from a cue away from its own label, a name found outside a caption or labelled field; read by OCR, at most the ' +
          "OCR's confidence in the least sure of its words (see the README)",
      ),
  })
  .meta({ id: 'Evidence' });
const evidenceOf = (fields: Record<string, string>) =>
  z.object(Object.fromEntries(Object.entries(fields).map(([k, d]) => [k, Evidence.optional().describe(d)]))).optional();
/** Evidence per entry of a string array field, in the same order; null where that entry has none. */
const evidenceList = (what: string) => z.array(Evidence.nullable()).optional().describe(`Evidence of each entry of ${what}, same order; null where none`);

export const DateEvidence = evidenceOf({
  date: 'Where the date is printed (for a deadline computed from "within N days", the period)',
  type: 'The words that gave the date its type (its label, a heading above it, a phrase after it)',
  location: 'Where the location is printed',
})
  .describe('With options.evidence: where the date, its type and its location were read')
  .meta({ id: 'DateEvidence' });

export const DateEntry = z
  .object({
    date: isoDay.describe('YYYY-MM-DD'),
    time: hhmm.optional().describe('24-hour HH:MM where the document prints a time of day for the date (as CalendarDate.time); absent otherwise'),
    type: DateType,
    description: z.string().describe('Text describing the date, taken from its context'),
    location: z.string().describe('Location (address) where the document gives one, else empty'),
    evidence: DateEvidence,
  })
  .meta({ id: 'DateEntry' });

export const AdjNumber = z
  .object({
    number: z
      .string()
      .regex(/^ADJ\d{6,9}$/)
      .describe('ADJ followed by digits'),
    claimant_name: z.string(),
    employer: z.string(),
    evidence: evidenceOf({
      number: 'Where the number is printed',
      claimant_name: 'Where the claimant is named (absent when the name came from your cases)',
      employer: 'Where the employer is named (absent when the name came from your cases)',
    }).describe('With options.evidence: where each value was read'),
  })
  .meta({ id: 'AdjNumber' });

/**
 * An ADJ number as offices type them: "ADJ1234567", "adj 1234567", "ADJ-1234567", or the digits alone. Anything
 * else ("string", a claim number) is refused rather than matched against nothing.
 */
const caseAdjNumber = z
  .string()
  .max(64)
  .regex(/^\s*(?:ADJ[\s-]?)?\d{6,9}\s*$/i, 'must be an ADJ number: ADJ followed by 6 to 9 digits (e.g. ADJ1234567)');

export const Case = z
  .strictObject({
    adj_number: caseAdjNumber,
    claimant_name: z.string().max(200).optional().default(''),
    employer: z.string().max(300).optional().default(''),
  })
  .meta({ id: 'Case', description: 'A case the caller already knows, used to match documents to cases.', example: EXAMPLE_CASES[0] });

const evidenceOption = z
  .boolean()
  .optional()
  .default(false)
  .describe(
    'Add `evidence` to every extracted field: the page, the words it was read from and their box on the page, ' +
      'with a confidence per field. Off by default so the answer stays small.',
  );

export const ClassifyOptions = z
  .strictObject({
    extract_dates: z.boolean().optional().default(false),
    extract_adj: z.boolean().optional().default(false),
    evidence: evidenceOption,
    searchable: z
      .boolean()
      .optional()
      .default(false)
      .describe(
        'Return the document itself as a searchable PDF, base64 in `pdf_base64`: every scanned page is read whole (up to the OCR page budget) and its words laid over ' +
          'the untouched page image as invisible text, so a PDF viewer finds and selects them. Pages with their own text layer are returned as they were. ' +
          'A TIFF, JPEG or PNG comes back as the PDF it was read as.',
      ),
    callback_url: CallbackUrl.optional(),
  })
  .meta({ id: 'ClassifyOptions', example: { extract_dates: true, extract_adj: true, evidence: false } });

export const base64Document = z
  .string()
  .min(1, 'document must not be empty')
  .describe(
    'The PDF, base64-encoded (or a TIFF, JPEG or PNG scan: sniffed from its bytes, read as scanned pages). Line breaks and a data:application/pdf;base64, prefix are accepted.',
  )
  .meta({ example: EXAMPLE_DOCUMENT_BASE64 });

export const ActivityTypes = z
  .array(z.string().min(1).max(200))
  .max(200)
  .describe("The office's own labels for kinds of documents; the answer names the one that fits best")
  .meta({ example: EXAMPLE_ACTIVITY_TYPES });
export const Cases = z.array(Case).max(10_000).describe('Cases the office already knows, matched to the documents').meta({ example: EXAMPLE_CASES });

/** Fields every document request carries (SPEC 4.1 and 4.2). */
const documentRequestFields = {
  document: base64Document,
  cases: Cases.optional(),
  activity_types: ActivityTypes.optional(),
};

// Strict objects: a key the API does not know (a typo such as `extract_date`) is refused with its name, as
// unknown query parameters and multipart parts are, instead of being ignored.
export const ClassifyRequest = z
  .strictObject({
    ...documentRequestFields,
    document_type: z.literal('pdf').optional().default('pdf').describe('File type; only pdf is supported'),
    options: ClassifyOptions.optional().default({ extract_dates: false, extract_adj: false, evidence: false, searchable: false }),
  })
  .meta({ id: 'ClassifyRequest' });

/** Stages that can produce an answer: the PDF's text layer, OCR, the optional LLM stage. */
export const ANSWER_STAGES = ['text', 'ocr', 'llm'] as const;
/** Fields of a result the LLM stage may change (each only with grounding in the document's text). */
export const LLM_FIELDS = [
  'document_type',
  'confidence',
  'summary',
  'parties',
  'case_numbers',
  'adj_numbers',
  'dates',
  'doc_type',
  'suggested_filename',
  'calendar_dates',
  'activity_type',
] as const;

/** Result fields the learned layer (an account's corrections) may change. */
export const LEARNED_FIELDS = [
  'document_type',
  'activity_type',
  'doc_type',
  'applicant_name',
  'employer',
  'document_date',
  'dates',
  'calendar_dates',
  'suggested_filename',
] as const;
export const LearnedChange = z
  .object({
    field: z.enum(LEARNED_FIELDS).describe('The result field the learned layer changed'),
    correction_id: z.string().describe('The correction (GET /v1/feedback) that taught the change; delete it and the change goes'),
    similarity: z.number().min(0).max(1).describe('How alike the corrected document and this one are (layout and wording), 0..1'),
  })
  .meta({ id: 'LearnedChange' });
export type LearnedChange = z.infer<typeof LearnedChange>;

export const Sources = z
  .object({
    stages: z
      .array(z.enum(ANSWER_STAGES))
      .describe('Stages that produced this answer: text (text layer), ocr, llm (the optional LLM stage, when it was consulted)'),
    llm_changed: z.array(z.enum(LLM_FIELDS)).optional().describe('Fields the LLM stage changed from the local answer; present when it was consulted'),
    learned: z
      .array(LearnedChange)
      .optional()
      .describe("Fields the account's own corrections changed (the learned layer, POST /v1/feedback), each with the correction that did; present when one did"),
  })
  .meta({ id: 'Sources', description: 'Where the answer came from (an addition to SPEC.md).' });
export type Sources = z.infer<typeof Sources>;

/**
 * Probability of the answered type below which a person should check the answer. Calibrated on held-out generator
 * families (eval/lofo, cross-fitted temperatures and confidence weights), never on the families the model trained
 * on: there the least sure 20 % of answers fall below it (see docs/review.md for the share of wrong types they hold).
 */
export const REVIEW_BELOW_CONFIDENCE = 0.89;

const reviewFlag = z
  .literal(true)
  .optional()
  .describe(
    `Present (true) when a person should check this answer: the probability of its type is below ${REVIEW_BELOW_CONFIDENCE} ` +
      '(for an `unknown` answer, the probability that it is none of the seven kinds), a warning concerns its pages, or OCR could ' +
      'not read its scanned print (mean word confidence below 50, as cursive handwriting reads). Absent otherwise.',
  );

const documentTitleField = z
  .string()
  .optional()
  .describe(
    "The document's own title as printed (the most prominent heading near the top of its first page: larger, centred or in capitals), " +
      'normalised to title case; not a title the document only mentions (a notice rejecting a Declaration of Readiness is titled as the notice). Absent when it prints none.',
  );

const eamsDocumentTypeField = z
  .enum(['LEGAL DOCS', 'MEDICAL DOCS', 'LIENS AND BILLS'])
  .optional()
  .describe('The EAMS document type `eams_document_title` belongs to (the Document Type of a separator sheet or an e-filing). Absent with it.');

const eamsDocumentTitleField = z
  .string()
  .optional()
  .describe(
    "The EAMS document title the document files under in California's Electronic Adjudication Management System, where it is one of the kinds " +
      'EAMS files (a notice of hearing, minutes of hearing, a findings and award, an order, a declaration of readiness, a medical report, a lien): ' +
      '"DECLARATION OF READINESS TO PROCEED", "MINUTES OF HEARING", "QME REPORTS". Read from its own title and agreeing with `document_type`; ' +
      "absent for letters, bills, depositions, subpoenas, other courts' papers and anything it cannot tell.",
  );

export const ClassificationResult = z
  .object({
    document_type: DocumentType,
    confidence: z.number().min(0).max(1),
    summary: z.string(),
    page_count: z.number().int().min(0),
    parties: z.array(z.string()),
    case_numbers: z.array(z.string()),
    dates: z.array(DateEntry),
    adj_numbers: z.array(AdjNumber),
    document_title: documentTitleField,
    eams_document_type: eamsDocumentTypeField,
    eams_document_title: eamsDocumentTitleField,
    activity_type: z.string().optional().describe('Present when activity_types was given: the caller label that best fits the document'),
    review: reviewFlag,
    pdf_base64: z
      .string()
      .optional()
      .describe('With options.searchable: the document as a searchable PDF (an invisible OCR text layer over its scanned pages), base64'),
    sources: Sources.optional(),
    evidence: z
      .object({
        document_type: Evidence.optional().describe('The heading, title or cue the type was recognised by'),
        parties: evidenceList('`parties`'),
        case_numbers: evidenceList('`case_numbers`'),
      })
      .optional()
      .describe('With options.evidence: where the document-level fields were read (dates and ADJ numbers carry their own)'),
  })
  .meta({ id: 'ClassificationResult' });

export const BatchOptions = z
  .strictObject({
    include_documents: z
      .boolean()
      .optional()
      .default(false)
      .describe(
        'Return each document as its own PDF (pages copied from the batch, separator sheets left out), base64 in its `pdf_base64`. ' +
          'Asynchronous jobs also offer them as downloads: GET /v1/jobs/{id}/documents/{n} and /v1/jobs/{id}/documents.zip.',
      ),
    split: z
      .enum(['separators', 'auto'])
      .optional()
      .meta({ example: 'auto' })
      .describe(
        'How the batch is split. `separators`: only at separator sheets. `auto`: also where the pages themselves show a new document ' +
          '(a new caption, title or letterhead, page numbering restarting, the ADJ number, applicant or date changing, a signature ending the page before, a blank page between), ' +
          'inside every stretch between sheets; such a document carries `split_by: "content"` and its `boundary_confidence`. ' +
          'Default: `auto` for a batch without any separator sheet (it was scanned without them), `separators` for a batch with at least one ' +
          '(a stretch between two sheets is then one document unless `auto` is asked).',
      ),
    split_threshold: z
      .number()
      .min(0)
      .max(1)
      .optional()
      .describe(
        'When splitting automatically (`split: auto`, or by default a batch without separator sheets): the calibrated probability at or above which a content boundary splits (default: SPLIT_THRESHOLD, else the calibrated threshold of the boundary model, 0.75). ' +
          'A boundary below it, down to half of it, is not split but listed in `warnings` (UNCERTAIN_BOUNDARY).',
      ),
    evidence: evidenceOption,
    searchable: z
      .boolean()
      .optional()
      .default(false)
      .describe(
        'Make the split documents (`pdf_base64`, and the downloads of an asynchronous job) searchable PDFs: every scanned page of every document is read whole ' +
          '(the analysis alone reads only as much as its answer needs; what it read is reused, never read twice) and its words laid over the untouched page image as ' +
          'invisible text. Pages with their own text layer are copied as they were. Costs the OCR of the pages the analysis did not read.',
      ),
    callback_url: CallbackUrl.optional(),
  })
  .meta({ id: 'BatchOptions', example: { include_documents: false, split: 'auto', evidence: false } });

export const BatchRequest = z
  .strictObject({ ...documentRequestFields, options: BatchOptions.optional().default({ include_documents: false, evidence: false, searchable: false }) })
  .meta({ id: 'BatchRequest' });

export const CalendarDate = z
  .object({
    date: isoDay,
    time: z.union([hhmm, z.literal('')]).describe('24-hour HH:MM, empty when the document gives no time'),
    type: DateType,
    location: z.string(),
    evidence: DateEvidence,
  })
  .meta({ id: 'CalendarDate' });

export const BatchDocument = z
  .object({
    start_page: z.number().int().min(1),
    end_page: z.number().int().min(1),
    doc_type: z.string(),
    document_title: documentTitleField,
    eams_document_type: eamsDocumentTypeField,
    eams_document_title: eamsDocumentTitleField,
    applicant_name: z.string(),
    adj_numbers: z.array(z.string()),
    document_date: z.string().describe('YYYYMMDD, empty when the document has no date'),
    suggested_filename: z.string(),
    calendar_dates: z.array(CalendarDate),
    pdf_base64: z.string().optional().describe('The document as its own PDF, base64; present when options.include_documents was true'),
    split_by: z
      .enum(['separator', 'content'])
      .optional()
      .describe(
        'How the start of the document was found: `separator` (a separator sheet, or the start of the batch) or `content` (from its pages: `split: auto`)',
      ),
    boundary_confidence: z
      .number()
      .min(0)
      .max(1)
      .optional()
      .describe('For `split_by: content`: the calibrated probability that a new document starts at start_page'),
    review: reviewFlag,
    sources: Sources.optional(),
    evidence: z
      .object({
        doc_type: Evidence.optional().describe('The heading, title or cue the type was recognised by'),
        applicant_name: Evidence.optional(),
        document_date: Evidence.optional(),
        adj_numbers: evidenceList('`adj_numbers`'),
      })
      .optional()
      .describe('With options.evidence: where each field was read'),
  })
  .meta({ id: 'BatchDocument' });

export const BatchWarning = z
  .object({
    page: z.number().int().min(1).describe('1-based page the warning is about'),
    code: z
      .enum(['UNCERTAIN_SEPARATOR', 'UNCERTAIN_BOUNDARY', 'PAGES_NOT_READ'])
      .describe(
        'UNCERTAIN_SEPARATOR: the page looks partly like a separator sheet; it was kept in its document. ' +
          'UNCERTAIN_BOUNDARY: a new document may start at the page (split: auto), below the threshold; it was not split. ' +
          'PAGES_NOT_READ: from this page on, scanned pages past the OCR budget for automatic splitting were not read, so no boundary was looked for there.',
      ),
    message: z.string(),
  })
  .meta({ id: 'BatchWarning' });

export const BatchResult = z
  .object({
    separator_pages: z.array(z.number().int().min(1)),
    documents: z.array(BatchDocument),
    warnings: z
      .array(BatchWarning)
      .optional()
      .describe('Present when a decision was uncertain (e.g. a page that may be a separator sheet, kept in its document rather than dropped)'),
  })
  .meta({ id: 'BatchResult' });

/**
 * A batch job's documents as a person corrected them (the review page, /app): POST /v1/jobs/{id}/calendar.ics
 * answers their calendar, so the hearings filed are the corrected ones.
 */
export const CorrectedDocuments = z
  .strictObject({
    documents: z
      .array(BatchDocument.omit({ pdf_base64: true, evidence: true, sources: true }))
      .max(5000)
      .describe("The job's documents as corrected (the batch answer's `documents`, edited)"),
  })
  .meta({ id: 'CorrectedDocuments' });
export type CorrectedDocuments = z.infer<typeof CorrectedDocuments>;

/** The id a synchronous answer carries so a person can correct it (POST /v1/feedback `job_id`). */
const resultId = z
  .string()
  .optional()
  .describe(
    'Id of this answer, kept for RESULT_RETENTION_DAYS for this API key: send it as `job_id` to POST /v1/feedback to correct the answer ' +
      'without sending the document again. Present on synchronous answers when corrections are enabled.',
  );

export const ClassifyResponse = z.object({ success: z.literal(true), data: ClassificationResult, job_id: resultId }).meta({ id: 'ClassifyResponse' });
export const BatchResponse = z.object({ success: z.literal(true), data: BatchResult, job_id: resultId }).meta({ id: 'BatchResponse' });

export const Health = z
  .object({
    status: z.enum(['ok', 'degraded']),
    timestamp: z.string().describe('ISO 8601 UTC'),
    failing: z.array(z.string()).optional().describe('Dependencies that are unreachable, when degraded'),
  })
  .meta({ id: 'Health' });

export type DocumentType = z.infer<typeof DocumentType>;
export type DateType = z.infer<typeof DateType>;
export type DateEntry = z.infer<typeof DateEntry>;
export type AdjNumber = z.infer<typeof AdjNumber>;
export type Case = z.infer<typeof Case>;
export type ClassifyOptions = z.infer<typeof ClassifyOptions>;
export type BatchOptions = z.infer<typeof BatchOptions>;
export type ClassifyRequest = z.infer<typeof ClassifyRequest>;
export type ClassificationResult = z.infer<typeof ClassificationResult>;
export type BatchRequest = z.infer<typeof BatchRequest>;
export type CalendarDate = z.infer<typeof CalendarDate>;
export type BatchDocument = z.infer<typeof BatchDocument>;
export type BatchResult = z.infer<typeof BatchResult>;
export type BatchWarning = z.infer<typeof BatchWarning>;
export type Health = z.infer<typeof Health>;
export type Evidence = z.infer<typeof Evidence>;

export const SeparatorSheetQuery = z
  .object({
    activity_type: z.string().trim().max(100).optional().describe('Activity type the sheet assigns to the next document'),
    adj_number: z
      .string()
      .trim()
      .regex(/^ADJ\d{6,9}$/i, 'must be ADJ followed by 6 to 9 digits')
      .optional()
      .describe('ADJ number the sheet assigns to the next document'),
  })
  .meta({ id: 'SeparatorSheetQuery' });
export type SeparatorSheetQuery = z.infer<typeof SeparatorSheetQuery>;

/** An asynchronous job (`Prefer: respond-async`, `GET /v1/jobs/{id}`); beyond SPEC.md, see the README. */
export const JobResource = z
  .object({
    job_id: z.string(),
    kind: z.enum(['classify', 'batch']),
    status: JobState,
    created_at: z.string().describe('ISO 8601 UTC'),
    finished_at: z.string().optional().describe('ISO 8601 UTC, once finished'),
    progress: z
      .object({ pages_done: z.number().int().min(0), pages_total: z.number().int().min(0).nullable() })
      .nullable()
      .describe('Pages done / total once the pipeline knows them'),
    result: z.union([ClassifyResponse, BatchResponse]).optional().describe('When succeeded: the body the synchronous call would have returned'),
    error: z.object({ error: z.string(), code: z.string() }).optional().describe('When failed: the {error, code} the synchronous call would have returned'),
    result_status: z.number().int().optional().describe('When failed or cancelled: the HTTP status the synchronous call would have had'),
    webhook: WebhookStatus.optional().describe(
      'Present when the job has a webhook (options.callback_url or the account webhook): where it goes and every delivery attempt so far',
    ),
  })
  .meta({ id: 'Job' });
export type JobResource = z.infer<typeof JobResource>;

/** An entry of GET /v1/jobs: the job without its result (fetch GET /v1/jobs/{id} for that). */
export const JobSummary = JobResource.omit({ result: true }).meta({ id: 'JobSummary' });
export type JobSummary = z.infer<typeof JobSummary>;

export const JobList = z
  .object({
    jobs: z.array(JobSummary).describe("This key's jobs, newest first"),
    next_cursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last page'),
  })
  .meta({ id: 'JobList' });
export type JobList = z.infer<typeof JobList>;
