import type { TFunction } from 'i18next';
import { formatMoney } from '../../../lib/format.ts';
import type { AppNotification } from '../api/notifications.ts';
import { notificationWords } from './notification-words.ts';

export { notificationLink } from './notification-words.ts';

/**
 * A notification in the reader's language: the server keeps its kind and parameters, so a
 * merchant who switches language reads every past one in the new language. A broadcast
 * carries the operator's own title and body, already in the reader's language or English.
 */
export function notificationTexts(
  n: AppNotification,
  t: TFunction,
  lang: string,
): { title: string; body: string } {
  return notificationWords(n, t as (key: string, vars?: Record<string, unknown>) => string, (amount) =>
    formatMoney(amount, lang),
  );
}
