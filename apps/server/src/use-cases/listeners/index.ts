import type { EventListener } from '../../modules/events/service.ts';
import { creditScoreListener } from './credit-score.ts';
import { notificationsListener } from './notifications.ts';
import { pushListener } from './push.ts';

/**
 * Every listener the server runs after events commit (plugins/event-dispatch.ts), one file
 * each beside this one. A listener gets each event at least once and must be idempotent
 * (docs/decisions/024-use-cases-and-events.md, "Events: how they are delivered").
 */
export const listeners: readonly EventListener[] = [
  creditScoreListener as EventListener,
  notificationsListener as EventListener,
  pushListener as EventListener,
];
