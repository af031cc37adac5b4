import { describe, expect, it } from 'vitest';
import { fromCents, MAX_CENTS, money, moneyInput, toCents } from './money.ts';

describe('money: cents inside, two-decimal strings on the wire', () => {
  it('reads decimal amounts into whole cents without floating-point drift', () => {
    expect(toCents('12.34')).toBe(1234);
    expect(toCents('12.3')).toBe(1230);
    expect(toCents('12')).toBe(1200);
    expect(toCents('0.01')).toBe(1);
    expect(toCents('0.29')).toBe(29); // 0.29 * 100 = 28.999999999999996 as a float
    expect(toCents('1.15')).toBe(115); // 1.15 * 100 = 114.99999999999999 as a float
    expect(toCents('-0.05')).toBe(-5);
    expect(toCents(' 7.50 ')).toBe(750);
    expect(toCents('99999999999.99')).toBe(MAX_CENTS);
  });

  it('refuses anything that is not a plain amount', () => {
    for (const bad of [
      '',
      '1.234',
      '1e3',
      '1,50',
      'abc',
      '.5',
      '5.',
      '--1',
      '+1',
      '123456789012',
      'NaN',
      'Infinity',
    ]) {
      expect(() => toCents(bad), bad).toThrow(RangeError);
    }
  });

  it('writes cents with exactly two decimals, signed', () => {
    expect(fromCents(1234)).toBe('12.34');
    expect(fromCents(5)).toBe('0.05');
    expect(fromCents(0)).toBe('0.00');
    expect(fromCents(-1230)).toBe('-12.30');
    expect(fromCents(100n)).toBe('1.00');
    expect(fromCents(MAX_CENTS)).toBe('99999999999.99');
    expect(fromCents(-MAX_CENTS)).toBe('-99999999999.99');
    expect(fromCents(Number.MAX_SAFE_INTEGER)).toBe('90071992547409.91');
    expect(fromCents(-0)).toBe('0.00');
    expect(fromCents(-100n)).toBe('-1.00');
    expect(() => fromCents(1.5)).toThrow(RangeError);
    expect(() => fromCents(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it('round-trips every cent value in a range', () => {
    for (let cents = -1000; cents <= 1000; cents++) expect(toCents(fromCents(cents))).toBe(cents);
  });

  it('writes a number as it writes the same bigint, up to the largest amount', () => {
    for (let cents = -MAX_CENTS; cents <= MAX_CENTS; cents += 7_919_191_919) {
      for (const near of [cents, cents + 1, cents + 99])
        expect(fromCents(near)).toBe(fromCents(BigInt(near)));
    }
  });

  it('accepts positive amounts with at most two decimals as input, and well-formed output', () => {
    expect(moneyInput.safeParse('10.00').success).toBe(true);
    expect(moneyInput.safeParse('0.01').success).toBe(true);
    for (const bad of ['0', '0.00', '-1', '1.001', '1e2', '', 'ten']) {
      expect(moneyInput.safeParse(bad).success, bad).toBe(false);
    }
    expect(moneyInput.safeParse(10).success).toBe(false); // a number is never money on the wire
    expect(money.safeParse('-3.50').success).toBe(true);
    expect(money.safeParse('3.5').success).toBe(false);
  });
});
