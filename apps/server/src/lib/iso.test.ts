import { describe, expect, it } from 'vitest';
import { iso } from './iso.ts';

describe('iso', () => {
  it('writes a time as Date.toISOString does, at the edges of days, months, leap years and eras', () => {
    const edges = [
      0,
      -1,
      1,
      999,
      86_399_999,
      86_400_000,
      Date.UTC(2000, 1, 29, 23, 59, 59, 999), // a leap day in a year divisible by 400
      Date.UTC(2100, 1, 28, 12), // 2100 is no leap year
      Date.UTC(2024, 11, 31, 23, 59, 59, 999),
      Date.UTC(1969, 11, 31, 0, 0, 0, 1),
      Date.UTC(1600, 2, 1),
      -62_167_219_200_000, // 0000-01-01
      253_402_300_799_999, // 9999-12-31T23:59:59.999Z
    ];
    for (const ms of edges) expect(iso(ms), String(ms)).toBe(new Date(ms).toISOString());
  });

  it('agrees with Date over a stride of times from 1900 to 2300', () => {
    const from = Date.UTC(1900, 0, 1);
    const to = Date.UTC(2300, 0, 1);
    // A prime stride in ms lands on every hour, minute, second and millisecond in turn.
    for (let ms = from; ms < to; ms += 9_999_991_111) expect(iso(ms)).toBe(new Date(ms).toISOString());
  });

  it('leaves the years Date writes with six digits, and fractions of a millisecond, to Date', () => {
    expect(iso(253_402_300_800_000)).toBe('+010000-01-01T00:00:00.000Z');
    expect(iso(-62_167_219_200_001)).toBe('-000001-12-31T23:59:59.999Z');
    expect(iso(1.5)).toBe(new Date(1.5).toISOString());
    expect(iso(null)).toBeNull();
  });
});
