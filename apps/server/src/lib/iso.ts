/** 0000-01-01T00:00:00.000Z and 9999-12-31T23:59:59.999Z: the years toISOString writes in four digits. */
const FIRST_MS = -62_167_219_200_000;
const LAST_MS = 253_402_300_799_999;
const DAY_MS = 86_400_000;

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const four = (n: number) => (n < 10 ? `000${n}` : n < 100 ? `00${n}` : n < 1000 ? `0${n}` : `${n}`);

/**
 * Epoch milliseconds, as the database keeps times, in the ISO 8601 form the contract sends,
 * exactly as `new Date(ms).toISOString()` writes it. A time not yet reached (null) stays null.
 *
 * Written from the number, without a Date object: the lists write a few times per row, and
 * this takes a third of the time (bench/README.md, "Reads"). The calendar is Howard Hinnant's
 * days-to-civil algorithm (proleptic Gregorian, as Date's); a time outside the four-digit
 * years, or not a whole number, goes through Date.
 */
export function iso(ms: number): string;
export function iso(ms: number | null): string | null;
export function iso(ms: number | null): string | null {
  if (ms === null) return null;
  if (!(ms >= FIRST_MS && ms <= LAST_MS) || !Number.isInteger(ms)) return new Date(ms).toISOString();
  const days = Math.floor(ms / DAY_MS);
  let rest = ms - days * DAY_MS;
  const hours = Math.floor(rest / 3_600_000);
  rest -= hours * 3_600_000;
  const minutes = Math.floor(rest / 60_000);
  rest -= minutes * 60_000;
  const seconds = Math.floor(rest / 1000);
  const millis = rest - seconds * 1000;
  // Days since 0000-03-01, in 400-year eras of 146,097 days; the year starts in March.
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1;
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const ms3 = millis < 10 ? `00${millis}` : millis < 100 ? `0${millis}` : `${millis}`;
  return `${four(year)}-${two(month)}-${two(day)}T${two(hours)}:${two(minutes)}:${two(seconds)}.${ms3}Z`;
}
