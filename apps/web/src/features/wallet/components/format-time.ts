import type { Language } from '@shopkeeper/contract';

/** A moment as the reader says it: "1 Mar 2026, 14:05". */
export const formatDateTime = (iso: string, lang: Language) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A day as the reader says it: "1 Mar 2026". */
export const formatDate = (iso: string, lang: Language) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(new Date(iso));
