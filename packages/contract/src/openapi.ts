/** The OpenAPI 3.1 document, generated from the contract's zod schemas by zod-openapi. */
import {
  createDocument,
  type ZodOpenApiPathItemObject,
  type ZodOpenApiResponsesObject,
  type ZodOpenApiParameterObject,
  type ZodOpenApiMediaTypeObject,
} from 'zod-openapi';
import { z } from 'zod';
import { ErrorBody } from './errors';
import { feedbackUploadBodies, rawBodyParameters, uploadBodies } from './openapiUploads';
import { FeedbackCreated, FeedbackDeleted, FeedbackList, FeedbackListQuery, FeedbackRequest } from './feedback';
import { EXAMPLE_ACTIVITY_TYPES, EXAMPLE_CASES, EXAMPLE_DOCUMENT_BASE64 } from './examples';
import {
  BatchRequest,
  BatchResponse,
  ClassifyRequest,
  CorrectedDocuments,
  ClassifyResponse,
  Health,
  JobList,
  JobResource,
  SeparatorSheetQuery,
} from './schemas';
import { JobListQuery, WebhookEvent, WebhookSettings, WebhookSettingsUpdate } from './webhooks';
import { PageImageQuery } from './pageImages';

const int = (description: string) => ({ description, schema: { type: 'integer' as const } });
const text = (description: string) => ({ description, schema: { type: 'string' as const } });

const rateLimitHeaders = {
  'X-RateLimit-Limit': int("The plan's daily request limit"),
  'X-RateLimit-Remaining': int('Requests left today (UTC)'),
  'X-RateLimit-Reset': int('Unix epoch seconds of the next midnight UTC, when the daily count resets'),
  'X-Quota-Limit': int('Pro plan only: the monthly quota'),
  'X-Quota-Remaining': int('Pro plan only: requests left this month'),
  'X-Quota-Reset': int('Pro plan only: Unix epoch seconds of the 1st of next month, 00:00 UTC'),
  'RateLimit-Policy': text('IETF draft: every window of the plan, e.g. "burst";q=60;w=60, "daily";q=100;w=86400'),
  RateLimit: text('IETF draft: remaining requests and seconds to reset of every window'),
  'X-Request-Id': text('Identifier of this request, also in the server logs'),
};

const errorResponse = (description: string, headers: Record<string, { description: string; schema: { type: 'integer' | 'string' } }> = rateLimitHeaders) => ({
  description,
  headers,
  content: { 'application/json': { schema: ErrorBody } },
});

const preferAsync = {
  in: 'header' as const,
  name: 'Prefer',
  required: false,
  description: 'respond-async: answer 202 with a job at once instead of waiting (see /v1/jobs/{id})',
  schema: { type: 'string' as const },
};

const accepted = {
  description: 'With Prefer: respond-async: the job was queued; poll its Location',
  headers: { ...rateLimitHeaders, Location: text('/v1/jobs/{id}'), 'Preference-Applied': text('respond-async') },
  content: { 'application/json': { schema: JobResource } },
};

const calendarBody = { 'text/calendar': { schema: { type: 'string' as const, description: 'RFC 5545 iCalendar, TZID America/Los_Angeles' } } };
const jobId = { in: 'path' as const, name: 'id', required: true, schema: { type: 'string' as const } };
const jobDownloadErrors: ZodOpenApiResponsesObject = {
  '401': {
    description: 'Missing, malformed, unknown or revoked API key (UNAUTHORIZED)',
    headers: { 'WWW-Authenticate': text('Bearer') },
    content: { 'application/json': { schema: ErrorBody } },
  },
  '404': errorResponse('No such job for this key, expired, failed, not a batch, or no such document (NOT_FOUND)'),
  '409': errorResponse(
    'The job is still queued or running (JOB_NOT_FINISHED); for calendar.ics also a classify job submitted without options.extract_dates, whose dates were not read (DATES_NOT_EXTRACTED)',
  ),
};
/** A download of a finished job's output (not counted; same key as the job). */
const jobDownload = (
  operationId: string,
  summary: string,
  content: Record<string, ZodOpenApiMediaTypeObject>,
  extra: ZodOpenApiParameterObject[] = [],
): ZodOpenApiPathItemObject => ({
  get: {
    operationId,
    summary,
    security: [{ bearerAuth: [] }],
    parameters: [jobId, ...extra],
    responses: { '200': { description: summary, headers: rateLimitHeaders, content }, ...jobDownloadErrors },
  },
});

/**
 * Whole request bodies as examples (Swagger UI's "Try it out" sends them as they are): a real one-page
 * notice of hearing, a known case, the office's labels. Each is valid against its schema (redocly checks).
 */
const classifyExample = {
  document: EXAMPLE_DOCUMENT_BASE64,
  cases: EXAMPLE_CASES,
  activity_types: EXAMPLE_ACTIVITY_TYPES,
  options: { extract_dates: true, extract_adj: true },
};
const batchExample = {
  document: EXAMPLE_DOCUMENT_BASE64,
  cases: EXAMPLE_CASES,
  activity_types: EXAMPLE_ACTIVITY_TYPES,
  options: { split: 'auto' },
};

const apiErrors: ZodOpenApiResponsesObject = {
  '400': errorResponse(
    'Invalid body: INVALID_JSON, BAD_REQUEST (also a body that is not what its Content-Encoding says, a malformed multipart body, a missing or second file part), INVALID_BASE64, INVALID_PDF, PDF_ENCRYPTED or INVALID_IMAGE (a TIFF, JPEG or PNG that cannot be decoded)',
  ),
  '401': {
    description: 'Missing, malformed, unknown or revoked API key (UNAUTHORIZED)',
    headers: { 'WWW-Authenticate': text('Bearer') },
    content: { 'application/json': { schema: ErrorBody } },
  },
  '403': errorResponse('The key lacks the scope this route needs (FORBIDDEN)'),
  '405': errorResponse('Wrong method for the route (METHOD_NOT_ALLOWED); rate-limit headers when a valid key was sent'),
  '408': errorResponse('The request did not arrive within the server timeout (REQUEST_TIMEOUT); the connection is closed', {}),
  '413': errorResponse('Document over the size or page limit (DOCUMENT_TOO_LARGE)'),
  '415': errorResponse(
    'A Content-Type other than JSON, multipart/form-data or a document type; a Content-Encoding other than identity, gzip, deflate or br (JSON only), or a charset other than UTF-8 (UNSUPPORTED_MEDIA_TYPE)',
  ),
  '422': errorResponse('A stream or image that decodes past the engine limits, or needs more memory than one job may use (DOCUMENT_TOO_COMPLEX)'),
  '431': errorResponse('Request headers too large (HEADERS_TOO_LARGE); the connection is closed', {}),
  '429': errorResponse('Rate limit (RATE_LIMITED) or monthly quota (QUOTA_EXCEEDED) exceeded', {
    ...rateLimitHeaders,
    'Retry-After': int('Seconds until the exhausted window resets'),
  }),
  '500': errorResponse('Unexpected failure (INTERNAL_ERROR); no internals are disclosed'),
  '503': errorResponse('The queue or the key store is unreachable, or the queue is full (SERVICE_UNAVAILABLE)', {
    ...rateLimitHeaders,
    'Retry-After': int('Seconds to wait before retrying'),
  }),
  '504': errorResponse('Processing outlived its deadline (TIMEOUT)'),
};

export function buildOpenApiDocument(options: { version?: string; serverUrl?: string } = {}) {
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'WCAB Document Intelligence API',
      version: options.version ?? '1.0.0',
      description:
        "Classifies California workers' compensation documents (PDF), extracts ADJ numbers, parties and dated events, " +
        'and splits batch scans at separator sheets. Every /v1 request needs `Authorization: Bearer <API_KEY>`.',
    },
    // Without a known address, the server that serves this document (a relative URL, resolved by Swagger UI
    // and generators against where the document was fetched from).
    servers: [options.serverUrl ? { url: options.serverUrl } : { url: '/', description: 'The service serving this document' }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'API key, e.g. wcab_live_...' } },
    },
    webhooks: {
      jobEnded: {
        post: {
          operationId: 'jobEnded',
          summary: 'Sent to options.callback_url (or the account webhook) when an asynchronous job ends; signed, see docs/webhooks.md',
          // No security scheme: the receiver checks the Webhook-Signature header (HMAC), not a bearer key.
          security: [],
          parameters: [
            { in: 'header', name: 'Webhook-Id', required: true, description: 'The job id; the same on every retry', schema: { type: 'string' } },
            { in: 'header', name: 'Webhook-Timestamp', required: true, description: 'Unix seconds when this attempt was signed', schema: { type: 'string' } },
            {
              in: 'header',
              name: 'Webhook-Signature',
              required: true,
              description: 'v1=<hex HMAC-SHA256 of "<timestamp>.<body>" keyed with the key\'s secret>',
              schema: { type: 'string' },
            },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: WebhookEvent } } },
          responses: { '200': { description: 'Any 2xx ends the delivery; 5xx, 408, 429 or no answer is retried with exponential backoff' } },
        },
      },
    },
    paths: {
      '/v1/classify': {
        post: {
          operationId: 'classifyDocument',
          summary: 'Classify one document and extract structured data',
          security: [{ bearerAuth: [] }],
          parameters: [preferAsync, ...rawBodyParameters('classify')],
          requestBody: { required: true, content: { 'application/json': { schema: ClassifyRequest, example: classifyExample }, ...uploadBodies('classify') } },
          responses: {
            '200': {
              description: 'Classification result; with Accept: text/calendar, its hearing, trial, appointment and deadline dates as iCalendar',
              headers: rateLimitHeaders,
              content: { 'application/json': { schema: ClassifyResponse }, ...calendarBody },
            },
            '202': accepted,
            ...apiErrors,
          },
        },
      },
      '/v1/analyze-batch': {
        post: {
          operationId: 'analyzeBatch',
          summary: 'Split a batch scan at separator sheets and analyse each document',
          security: [{ bearerAuth: [] }],
          parameters: [preferAsync, ...rawBodyParameters('batch')],
          requestBody: { required: true, content: { 'application/json': { schema: BatchRequest, example: batchExample }, ...uploadBodies('batch') } },
          responses: {
            '200': {
              description: 'Batch analysis result; with Accept: text/calendar, its hearings, trials, appointments and deadlines as iCalendar',
              headers: rateLimitHeaders,
              content: { 'application/json': { schema: BatchResponse }, ...calendarBody },
            },
            '202': accepted,
            ...apiErrors,
          },
        },
      },
      '/v1/jobs': {
        get: {
          operationId: 'listJobs',
          summary: "This key's asynchronous jobs still kept, newest first, paged and filterable by status (not counted)",
          security: [{ bearerAuth: [] }],
          requestParams: { query: JobListQuery },
          responses: {
            '200': { description: 'A page of jobs (without their results)', headers: rateLimitHeaders, content: { 'application/json': { schema: JobList } } },
            '400': errorResponse('An unknown status, a limit outside 1-100, a malformed cursor or an unknown parameter (BAD_REQUEST)'),
            '401': apiErrors['401']!,
          },
        },
      },
      '/v1/jobs/{id}': {
        get: {
          operationId: 'getJob',
          summary: 'An asynchronous job: status, progress and, when done, the result (only for the key that made it; not counted)',
          security: [{ bearerAuth: [] }],
          parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string' } }],
          responses: {
            '200': {
              description: 'The job',
              headers: { ...rateLimitHeaders, 'Retry-After': int('While the job is queued or running: seconds before polling again is worth it') },
              content: { 'application/json': { schema: JobResource } },
            },
            '401': apiErrors['401']!,
            '404': errorResponse('No such job for this key, or it expired (NOT_FOUND)'),
          },
        },
        delete: {
          operationId: 'cancelJob',
          summary: 'Cancel a queued or running job: a queued one never runs, a running one is stopped; it ends as `cancelled` (not counted)',
          security: [{ bearerAuth: [] }],
          parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string' } }],
          responses: {
            '200': { description: 'The job, cancelled', headers: rateLimitHeaders, content: { 'application/json': { schema: JobResource } } },
            '202': {
              description: 'The job is being stopped on its worker; it ends as cancelled shortly',
              headers: rateLimitHeaders,
              content: { 'application/json': { schema: JobResource } },
            },
            '401': apiErrors['401']!,
            '404': errorResponse('No such job for this key, or it expired (NOT_FOUND)'),
            '409': errorResponse('The job had already ended (JOB_FINISHED)'),
          },
        },
      },
      '/v1/webhook': {
        get: {
          operationId: 'getWebhook',
          summary: "This key's account webhook URL and its signing secret (not counted)",
          security: [{ bearerAuth: [] }],
          responses: {
            '200': { description: 'The webhook settings', headers: rateLimitHeaders, content: { 'application/json': { schema: WebhookSettings } } },
            '401': apiErrors['401']!,
            '404': errorResponse('Webhooks are off on this server (NOT_FOUND)'),
          },
        },
        put: {
          operationId: 'setWebhook',
          summary:
            "Set (or with url: null remove) this key's account webhook: called when any of its asynchronous jobs ends unless the job names its own callback_url (not counted)",
          security: [{ bearerAuth: [] }],
          requestBody: { required: true, content: { 'application/json': { schema: WebhookSettingsUpdate } } },
          responses: {
            '200': { description: 'The webhook settings now', headers: rateLimitHeaders, content: { 'application/json': { schema: WebhookSettings } } },
            '400': errorResponse('Not a JSON object with an http(s) url or null (BAD_REQUEST), or a host the operator does not allow (WEBHOOK_NOT_ALLOWED)'),
            '401': apiErrors['401']!,
          },
        },
      },
      '/v1/jobs/{id}/documents/{n}': jobDownload(
        'getJobDocument',
        "An asynchronous batch job's n-th document (1-based) as its own PDF, named by its suggested_filename",
        { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        [{ in: 'path', name: 'n', required: true, schema: { type: 'integer', minimum: 1 } }],
      ),
      '/v1/jobs/{id}/documents.zip': jobDownload('getJobDocumentsZip', "An asynchronous batch job's documents as one zip", {
        'application/zip': { schema: { type: 'string', format: 'binary' } },
      }),
      '/v1/jobs/{id}/pages/{n}.png': {
        get: {
          operationId: 'getJobPageImage',
          summary: 'Page n of a finished asynchronous batch job as a PNG, drawn for a person checking the answer (the review page; not counted)',
          description:
            "n numbers the batch's pages as the answer does (`start_page`, `evidence.page`); an evidence `bbox` in points is drawn on the image at " +
            '`width / page width in points` pixels a point. Rendered in gray by a job on the queue from the document the job kept that holds the page; ' +
            'a separator sheet is in no kept document (404).',
          security: [{ bearerAuth: [] }],
          parameters: [
            jobId,
            {
              in: 'path',
              name: 'n',
              required: true,
              description: 'Page number, 1-based, written plainly (no leading zero)',
              schema: { type: 'integer', minimum: 1 },
            },
          ],
          requestParams: { query: PageImageQuery },
          responses: {
            '200': {
              description: 'The page as a grayscale PNG',
              headers: { ...rateLimitHeaders, 'Cache-Control': text('private, max-age=3600: the kept document does not change') },
              content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
            },
            '400': errorResponse('A width outside 100-1600 or not written plainly, or a query parameter other than width (BAD_REQUEST)'),
            ...jobDownloadErrors,
            '404': errorResponse('No such job for this key, expired, failed or not a batch; no such page, or a separator sheet (NOT_FOUND)'),
            '422': apiErrors['422']!,
            '503': apiErrors['503']!,
            '504': apiErrors['504']!,
          },
        },
      },
      '/v1/jobs/{id}/calendar.ics': {
        ...jobDownload('getJobCalendar', "A finished job's hearings, trials, appointments and deadlines as iCalendar", calendarBody),
        post: {
          operationId: 'correctedJobCalendar',
          summary: "The calendar of a finished batch job's documents as corrected (the review page): its dates, types and places as sent",
          security: [{ bearerAuth: [] }],
          parameters: [jobId],
          requestBody: { required: true, content: { 'application/json': { schema: CorrectedDocuments } } },
          responses: {
            '200': { description: 'iCalendar of the corrected documents', headers: rateLimitHeaders, content: calendarBody },
            '400': errorResponse('Invalid body (BAD_REQUEST, INVALID_JSON)'),
            ...jobDownloadErrors,
          },
        },
      },
      '/v1/separator-sheet': {
        get: {
          operationId: 'separatorSheet',
          summary: 'A printable separator sheet (PDF) whose barcode carries an activity type and ADJ number',
          security: [{ bearerAuth: [] }],
          requestParams: { query: SeparatorSheetQuery },
          responses: {
            '200': { description: 'One-page PDF', headers: rateLimitHeaders, content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } },
            ...apiErrors,
          },
        },
      },
      '/v1/feedback': {
        post: {
          operationId: 'submitCorrection',
          summary: "Correct an answer: the key's later answers for documents like it follow (scope feedback; counted like a request)",
          description:
            'Name the document by the `job_id` of a synchronous answer this key received (and `document_index` for a batch), or send it again ' +
            '(base64 `document`, or a multipart `file` part beside a JSON `correct` part). ' +
            '`correct` holds what is right. Later answers to this key for documents of the same layout take the corrected type and activity label, ' +
            'and read the applicant, employer and document date where this layout prints them; `data.sources.learned` names the correction. See docs/learning.md.',
          security: [{ bearerAuth: [] }],
          requestBody: { required: true, content: { 'application/json': { schema: FeedbackRequest }, ...feedbackUploadBodies() } },
          responses: {
            '201': { description: 'The stored correction', headers: rateLimitHeaders, content: { 'application/json': { schema: FeedbackCreated } } },
            '400': errorResponse(
              'Invalid body (BAD_REQUEST): an unknown field, a document_type or doc_type outside the vocabulary, neither or both of document and job_id; or an unreadable document (INVALID_BASE64, INVALID_PDF, ...)',
            ),
            '401': apiErrors['401']!,
            '403': errorResponse('The key lacks the feedback scope (FORBIDDEN)'),
            '404': errorResponse('No such job_id for this key, it expired, or the batch answer has no such document (NOT_FOUND)'),
            '413': apiErrors['413']!,
            '429': apiErrors['429']!,
            '503': apiErrors['503']!,
          },
        },
        get: {
          operationId: 'listCorrections',
          summary: "This key's corrections, newest first, paged (not counted)",
          security: [{ bearerAuth: [] }],
          requestParams: { query: FeedbackListQuery },
          responses: {
            '200': { description: 'A page of corrections', headers: rateLimitHeaders, content: { 'application/json': { schema: FeedbackList } } },
            '400': errorResponse('A limit out of range or a cursor this API did not give (BAD_REQUEST)'),
            '401': apiErrors['401']!,
            '403': errorResponse('The key lacks the feedback scope (FORBIDDEN)'),
          },
        },
        delete: {
          operationId: 'deleteAllCorrections',
          summary: "Forget everything this key taught: its later answers are the base service's again (not counted)",
          security: [{ bearerAuth: [] }],
          responses: {
            '200': {
              description: 'How many corrections were deleted',
              headers: rateLimitHeaders,
              content: { 'application/json': { schema: FeedbackDeleted } },
            },
            '401': apiErrors['401']!,
            '403': errorResponse('The key lacks the feedback scope (FORBIDDEN)'),
          },
        },
      },
      '/v1/feedback/{id}': {
        delete: {
          operationId: 'deleteCorrection',
          summary: 'Delete one correction: what it taught stops at the next request (not counted)',
          security: [{ bearerAuth: [] }],
          parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string' } }],
          responses: {
            '200': { description: 'Deleted', headers: rateLimitHeaders, content: { 'application/json': { schema: FeedbackDeleted } } },
            '401': apiErrors['401']!,
            '403': errorResponse('The key lacks the feedback scope (FORBIDDEN)'),
            '404': errorResponse('No such correction for this key (NOT_FOUND)'),
          },
        },
      },
      '/health': {
        get: {
          operationId: 'health',
          summary: 'Liveness and dependency health (public, not counted)',
          security: [],
          responses: {
            '200': { description: 'Healthy', content: { 'application/json': { schema: Health } } },
            '503': { description: 'A required dependency is down', content: { 'application/json': { schema: Health } } },
          },
        },
      },
    },
  });
}

/** Re-exported so callers can produce JSON Schema for other consumers (MCP tool schemas). */
export const toJsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
