import { aProfile } from '@shopkeeper/front-kit/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatMoney } from './format.ts';
import { queryClient } from './react-query.ts';
import { ME_QUERY_KEY } from './session.ts';
import { storage } from './storage.ts';

// Intl separates a number from its symbol with a no-break space in some languages.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

beforeEach(() => {
  queryClient.clear();
  storage.clearSession();
});

describe('money in the merchant app', () => {
  it('names US dollars until /v1/me has named the platform currency', () => {
    expect(formatMoney('13.90', 'en')).toBe('$13.90');
    expect(plain(formatMoney('1234.50', 'fr'))).toBe('1 234,50 $US');
  });

  it('shows the currency /v1/me names, as each language writes it', () => {
    queryClient.setQueryData(ME_QUERY_KEY, aProfile({ currency: 'EUR' }));
    expect(formatMoney('13.90', 'en')).toBe('€13.90');
    expect(plain(formatMoney('1234.50', 'fr'))).toBe('1 234,50 €');
    expect(plain(formatMoney('-0.50', 'es'))).toBe('-0,50 €');
    expect(formatMoney('1234.50', 'ja')).toBe('€1,234.50');
  });

  it('keeps the currency of the profile this device stored, before /v1/me answers again', () => {
    storage.saveProfile(aProfile({ currency: 'VND' }));
    expect(plain(formatMoney('13.90', 'vi'))).toBe('13,90 ₫');
  });
});
