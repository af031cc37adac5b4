import type { TFunction } from 'i18next';

/** "2 d 5 h left", "3 h 20 min left", "12 min left": a boost's time left, to the minute. */
export function timeLeft(t: TFunction, seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return t('promotions.leftDays', { days, hours });
  if (hours > 0) return t('promotions.leftHours', { hours, minutes: minutes % 60 });
  return t('promotions.leftMinutes', { minutes });
}
