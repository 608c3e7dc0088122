/** The event a webhook carries (contract: WebhookEvent), made from the job as it ended. */
import type { WebhookEvent } from '@wcab/contract';
import { publicState, type EndedJob } from '@wcab/queue';

export function eventOf(ended: EndedJob): WebhookEvent {
  const { status } = ended;
  const state = publicState(status);
  const outcome = status.outcome;
  return {
    type: state === 'succeeded' ? 'job.succeeded' : state === 'cancelled' ? 'job.cancelled' : 'job.failed',
    job_id: status.id,
    kind: status.kind as WebhookEvent['kind'],
    status: state,
    created_at: status.createdAt.toISOString(),
    finished_at: (status.finishedAt ?? new Date()).toISOString(),
    ...(outcome && !outcome.ok ? { error: { error: outcome.message, code: outcome.code } } : {}),
    links: { job: `/v1/jobs/${status.id}` },
  };
}
