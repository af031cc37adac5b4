import { currentLanguage } from '../../../lib/i18n.ts';

/** A time as this screen shows it, in the reader's language and clock. */
export const formatTime = (iso: string) =>
  new Date(iso).toLocaleString(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' });

/** A per-attempt Idempotency-Key. */
export function newAttemptKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}
