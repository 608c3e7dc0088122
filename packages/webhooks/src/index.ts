export {
  accountSecret,
  DEFAULT_TOLERANCE_S,
  ID_HEADER,
  SIGNATURE_HEADER,
  signature,
  signedHeaders,
  TIMESTAMP_HEADER,
  verifySignature,
  type Verification,
} from './signature';
export { WebhookPolicy, type WebhookPolicyOptions } from './policy';
export { deliverOnce, type AttemptResult, type Delivery } from './deliver';
export { MemoryDeliveryLog, RedisDeliveryLog, type DeliveryLog } from './log';
export { eventOf } from './event';
export {
  FleetDispatcher,
  RetryingDispatcher,
  WebhookWorker,
  WEBHOOK_QUEUE,
  type DispatcherOptions,
  type RetryPolicy,
  type WebhookDispatcher,
} from './dispatcher';
export { loadMasterSecret } from './masterSecret';
export { embeddedWebhooks, fleetWebhooks, type Webhooks, type WebhookSettings } from './compose';
