/**
 * The merchant's notifications and the operators' broadcasts (docs/decisions/031-notifications.md).
 * Written only by the notifications listener (after each event has committed) and the
 * broadcast use case; read by the merchant app's /v1/notify calls and the console.
 */
export {
  type BroadcastRow,
  broadcastPage,
  broadcastText,
  broadcastTier,
  insertBroadcast,
} from './broadcasts.ts';
export { stateOf, targetOf } from './kinds.ts';
export { notificationPage } from './list.ts';
export {
  addCollapsed,
  addNotifications,
  countNotifications,
  markRead,
  markSeen,
  type NewNotification,
} from './store.ts';
