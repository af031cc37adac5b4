/**
 * Days and periods of the statistics (docs/decisions/025-statistics.md): UTC days, as the
 * storefront's visitor counts, so a day's conversion divides its own orders by its own
 * visitors. Weeks start on Monday; months are calendar months.
 */
export const DAY_MS = 86_400_000;

/** The UTC day of a moment, YYYY-MM-DD. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The first moment of a UTC day given as YYYY-MM-DD. */
export const dayStart = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** The day `n` days after (or before, when negative) a day. */
export const addDays = (day: string, n: number) => utcDay(dayStart(day) + n * DAY_MS);

/** Every day from `from` to `to`, inclusive, in order. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = dayStart(from); t <= dayStart(to); t += DAY_MS) days.push(utcDay(t));
  return days;
}

export interface DayRange {
  from: string;
  to: string;
}

export interface Period {
  current: DayRange;
  previous: DayRange;
}

/**
 * Today, this week and this month, each with the whole period before it (yesterday, last
 * week, last month): the current period runs to today, so early in a period it is the
 * shorter of the two.
 */
export function periodsOf(now: number): { today: Period; week: Period; month: Period } {
  const today = utcDay(now);
  const weekday = (new Date(now).getUTCDay() + 6) % 7; // Monday 0
  const weekStart = addDays(today, -weekday);
  const monthStart = `${today.slice(0, 7)}-01`;
  const lastMonthEnd = addDays(monthStart, -1);
  return {
    today: {
      current: { from: today, to: today },
      previous: { from: addDays(today, -1), to: addDays(today, -1) },
    },
    week: {
      current: { from: weekStart, to: today },
      previous: { from: addDays(weekStart, -7), to: addDays(weekStart, -1) },
    },
    month: {
      current: { from: monthStart, to: today },
      previous: { from: `${lastMonthEnd.slice(0, 7)}-01`, to: lastMonthEnd },
    },
  };
}
