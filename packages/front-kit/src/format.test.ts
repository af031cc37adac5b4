import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, formatTime } from './format.ts';

// Intl separates a number from its currency with a no-break space; the tests read plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('writes an amount in its currency as the reader’s language does', () => {
    expect(formatMoney('13.90', 'en', 'USD')).toBe('$13.90');
    expect(plain(formatMoney('13.90', 'fr', 'USD'))).toBe('13,90 $US');
    expect(plain(formatMoney('1234.50', 'fr', 'EUR'))).toBe('1 234,50 €');
    expect(formatMoney('1234.5', 'ja', 'JPY')).toBe('￥1,234.50');
  });

  it('groups an amount without a currency where the screen has none, exactly from the string', () => {
    expect(formatMoney('1234.50', 'en')).toBe('1,234.50');
    expect(plain(formatMoney('1234.50', 'fr'))).toBe('1 234,50');
    expect(formatMoney('90071992547409.99', 'en')).toBe('90,071,992,547,409.99');
  });

  it('puts a code Intl refuses after the number', () => {
    expect(formatMoney('5.00', 'en', 'US')).toBe('5.00 US');
  });
});

describe('formatTime', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('writes a moment in the reader’s own time zone, not in UTC', () => {
    vi.stubEnv('TZ', 'Asia/Tokyo');
    const moment = '2026-11-21T14:05:00.000Z';
    expect(formatTime(moment, 'fr')).toMatch(/^21 nov\. 2026.* 23:05$/);
    expect(formatTime(moment, 'fr')).not.toContain('UTC');
    vi.stubEnv('TZ', 'America/New_York');
    expect(plain(formatTime(moment, 'en'))).toBe('Nov 21, 2026, 9:05 AM');
  });
});
