/**
 * Push notifications to merchants' phones (docs/decisions/041-push.md): this install's VAPID
 * keys, each device's subscription, the kinds each merchant wants pushed, and the outbox of
 * pushes still to send. Filled by the push listener after a notification's event commits,
 * emptied by the push job (plugins/push-jobs.ts).
 */

export { type DeliveryOutcome, deliverPush } from './deliver.ts';
export { checkEndpoint } from './endpoint.ts';
export { type VapidKeys, vapidKeys } from './keys.ts';
export {
  claimDuePushes,
  type DuePush,
  donePush,
  MAX_ATTEMPTS,
  queuePushes,
  retryPush,
  subscriptionIdOf,
} from './outbox.ts';
export {
  choosePushKinds,
  DEVICES_MAX,
  deleteSubscriptions,
  deviceCount,
  pushKinds,
  removeSubscription,
  saveSubscription,
} from './subscriptions.ts';
export { onPushQueued, wakePushSender } from './wake.ts';
