import type { OfficeHours } from '@shopkeeper/contract';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Whether the team is in at `now`, and if not when it next opens (null when no day is
 * set). Hours are read in the team's own offset from UTC, so no time zone database is
 * needed and summer time is the operator's to set.
 */
export function officeStatus(
  hours: OfficeHours,
  now = Date.now(),
): { open: boolean; nextOpenAt: string | null } {
  const offset = hours.utcOffsetMinutes * MINUTE;
  const local = now + offset;
  const localMidnight = local - (((local % DAY) + DAY) % DAY);
  const opens = minutesOf(hours.opens) * MINUTE;
  const closes = minutesOf(hours.closes) * MINUTE;
  const days = new Set(hours.days);
  const today = new Date(localMidnight).getUTCDay();
  const sinceMidnight = local - localMidnight;
  const open = days.has(today) && sinceMidnight >= opens && sinceMidnight < closes;
  if (open || days.size === 0) return { open, nextOpenAt: null };
  for (let ahead = 0; ahead <= 7; ahead++) {
    const midnight = localMidnight + ahead * DAY;
    const opening = midnight + opens;
    if (days.has(new Date(midnight).getUTCDay()) && opening > local) {
      return { open, nextOpenAt: new Date(opening - offset).toISOString() };
    }
  }
  return { open, nextOpenAt: null };
}
