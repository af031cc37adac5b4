import type { OfficeHours } from '@shopkeeper/contract';

/** Weekday names in the reader's language, Monday first (the contract counts from Sunday, 0). */
export function formatDays(days: readonly number[], lang: string): string {
  const name = new Intl.DateTimeFormat(lang, { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  const names = [...new Set(days)]
    .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
    .map((day) => name.format(new Date(Date.UTC(2023, 0, 1 + day))));
  return new Intl.ListFormat(lang, { style: 'short', type: 'unit' }).format(names);
}

/** The team's offset as "UTC+8" or "UTC−3:30": their hours are said in their own clock. */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  const hours = Math.floor(abs / 60);
  const rest = abs % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** "09:00–18:00 (UTC+8)". */
export const formatHours = (office: Pick<OfficeHours, 'opens' | 'closes' | 'utcOffsetMinutes'>) =>
  `${office.opens}–${office.closes} (${formatOffset(office.utcOffsetMinutes)})`;

/** A promised reply time in the largest whole unit, in the reader's words ("2 hours"). */
export function formatDuration(minutes: number, lang: string): string {
  const [value, unit] =
    minutes % 1440 === 0
      ? [minutes / 1440, 'day']
      : minutes % 60 === 0
        ? [minutes / 60, 'hour']
        : [minutes, 'minute'];
  return new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** When the team is back, in the reader's language and time zone. */
export function formatReopening(iso: string, lang: string, now = new Date()): string {
  const at = new Date(iso);
  const withinWeek = at.getTime() - now.getTime() < 6 * 24 * 3600_000;
  return new Intl.DateTimeFormat(
    lang,
    withinWeek
      ? { weekday: 'long', hour: 'numeric', minute: '2-digit' }
      : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(at);
}
