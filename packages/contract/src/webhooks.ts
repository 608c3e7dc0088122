/**
 * The job list, cancellation and webhooks (issue 34; docs/jobs.md, docs/webhooks.md): the shapes
 * the gateway validates and answers, the OpenAPI document describes and the client is typed from.
 */
import { z } from 'zod';

/** A job as its submitter sees it: waiting, on a worker, or ended one of three ways. */
export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export const JobState = z
  .enum(JOB_STATES)
  .meta({ id: 'JobState', description: 'queued, running, or ended: succeeded, failed or cancelled (DELETE /v1/jobs/{id})' });
export type JobState = z.infer<typeof JobState>;

/**
 * Where a webhook goes: http(s) with a host name or address, at most 2,048 characters. Whether the
 * host may be called (WEBHOOK_ALLOWED_HOSTS, never a private address unless allowed) is checked
 * when the job is submitted and again, against the address actually connected to, at delivery.
 */
export const CallbackUrl = z
  .url({ protocol: /^https?$/, hostname: z.regexes.hostname })
  .max(2048)
  .describe(
    'With `Prefer: respond-async`: a URL called (POST, JSON, signed) when the job ends. Its host must be one the operator allows ' +
      '(WEBHOOK_ALLOWED_HOSTS); otherwise the request is refused with WEBHOOK_NOT_ALLOWED. Overrides the account webhook (PUT /v1/webhook) for this job.',
  )
  .meta({ example: 'https://intake.example-law.com/wcab/webhook' });

export const WebhookAttempt = z
  .object({
    at: z.string().describe('ISO 8601 UTC, when the attempt started'),
    status: z.number().int().nullable().describe("The receiver's HTTP status; null when no answer came (refused host, connection error, timeout)"),
    error: z.string().optional().describe('Why the attempt failed, when it did'),
    duration_ms: z.number().int().min(0),
  })
  .meta({ id: 'WebhookAttempt' });
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;

export const WebhookStatus = z
  .object({
    url: z.string(),
    state: z
      .enum(['pending', 'delivered', 'failed'])
      .describe('pending: the job has not ended, or delivery is being retried; delivered: a 2xx answer; failed: every attempt failed'),
    attempts: z.array(WebhookAttempt).describe('Every delivery attempt, oldest first'),
  })
  .meta({ id: 'WebhookStatus' });
export type WebhookStatus = z.infer<typeof WebhookStatus>;

/**
 * What a webhook POSTs: which job ended and how. Thin on purpose (the result can be megabytes, and
 * it is the job's key that may read it): fetch `GET /v1/jobs/{id}` with your key for the result.
 */
export const WebhookEvent = z
  .object({
    type: z.enum(['job.succeeded', 'job.failed', 'job.cancelled']),
    job_id: z.string(),
    kind: z.enum(['classify', 'batch']),
    status: JobState,
    created_at: z.string(),
    finished_at: z.string(),
    error: z.object({ error: z.string(), code: z.string() }).optional().describe('When failed or cancelled'),
    links: z.object({ job: z.string().describe('The job resource, e.g. /v1/jobs/job_...') }),
  })
  .meta({ id: 'WebhookEvent' });
export type WebhookEvent = z.infer<typeof WebhookEvent>;

export const JobListQuery = z
  .object({
    status: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        const states = value.split(',').map((s) => s.trim());
        for (const state of states) {
          if (!(JOB_STATES as readonly string[]).includes(state)) {
            ctx.addIssue({ code: 'custom', message: `unknown state "${state}"; one or more (comma-separated) of ${JOB_STATES.join(', ')}` });
            return z.NEVER;
          }
        }
        return states as JobState[];
      })
      .describe('Only jobs in these states, comma-separated: queued, running, succeeded, failed, cancelled'),
    limit: z.coerce.number().int().min(1).max(100).optional().default(20).describe('Jobs per page, 1 to 100 (default 20)'),
    cursor: z
      .string()
      .regex(/^job_[0-9a-f]{24}$/, 'must be the next_cursor of a previous page')
      .optional()
      .describe("The previous page's next_cursor"),
  })
  .strict()
  .meta({ id: 'JobListQuery' });
export type JobListQuery = z.infer<typeof JobListQuery>;

export const WebhookSettings = z
  .object({
    url: z.string().nullable().describe('Called when any asynchronous job of this key ends (unless the job names its own callback_url); null: none'),
    secret: z.string().describe('The signing secret of this key: verify the `Webhook-Signature` header with it (docs/webhooks.md)'),
  })
  .meta({ id: 'WebhookSettings' });
export type WebhookSettings = z.infer<typeof WebhookSettings>;

export const WebhookSettingsUpdate = z
  .object({ url: CallbackUrl.nullable().describe('The account webhook; null removes it') })
  .strict()
  .meta({ id: 'WebhookSettingsUpdate' });
export type WebhookSettingsUpdate = z.infer<typeof WebhookSettingsUpdate>;
