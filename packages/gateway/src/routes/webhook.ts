/**
 * The account webhook (docs/webhooks.md): `GET /v1/webhook` tells the key its webhook URL and its
 * signing secret; `PUT /v1/webhook {"url": ...}` sets the URL (checked as a job's callback_url is)
 * or with `null` removes it. Each key has its own; neither route is counted against the plan.
 */
import { Router, type Request, type Response } from 'express';
import { WebhookSettingsUpdate, type WebhookSettings } from '@wcab/contract';
import type { GatewayDeps } from '../deps';
import { authenticate, describeLimits, describePresentedKey } from '../middleware/authenticate';
import { methodNotAllowed } from '../middleware/errorHandler';
import { jsonBody } from '../middleware/jsonBody';
import { apiError } from '../errors';
import { validateBody } from '../validate';
import { checkWebhookUrl } from './jobs';

/** A webhook setting is a URL: a few kilobytes of JSON at most. */
const SETTINGS_BODY_BYTES = 8 * 1024;

export function webhookRoutes(deps: GatewayDeps): Router {
  const router = Router();
  const answer = async (res: Response, url: string | null) => {
    if (!deps.webhooks) throw apiError('NOT_FOUND', 'Webhooks are off on this server');
    await describeLimits(deps.limiter, res);
    const body: WebhookSettings = { url, secret: deps.webhooks.secretFor(res.locals.apiKey!.id) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  };
  router
    .route('/v1/webhook')
    .get(authenticate(deps.keys), async (_req: Request, res: Response) => answer(res, res.locals.apiKey!.webhookUrl))
    .put(authenticate(deps.keys), jsonBody(SETTINGS_BODY_BYTES), async (req: Request, res: Response) => {
      const { url } = validateBody(WebhookSettingsUpdate, req.body);
      if (url !== null) await checkWebhookUrl(deps, url);
      await deps.keys.setWebhookUrl(res.locals.apiKey!.id, url);
      await answer(res, url);
    })
    .all(describePresentedKey(deps.keys, deps.limiter), methodNotAllowed(['GET', 'PUT']));
  return router;
}
