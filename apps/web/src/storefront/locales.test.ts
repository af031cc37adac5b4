import { LANGUAGES } from '@shopkeeper/contract';
import { describe, expect, it } from 'vitest';
import { TEXTS } from './texts.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('storefront texts', () => {
  const english = TEXTS.en;
  it.each(LANGUAGES)('%s has every key, none empty, with the same placeholders as English', (lang) => {
    const texts = TEXTS[lang] as Record<string, string>;
    expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(english)) {
      expect(texts[key]!.trim(), `${lang}.${key}`).not.toBe('');
      expect(placeholders(texts[key]!), `${lang}.${key}`).toEqual(placeholders(text));
    }
  });

  it('names every order status', () => {
    for (const status of [
      'pending_payment',
      'shipped',
      'pending_acceptance',
      'accepted',
      'completed',
      'cancelled',
    ])
      expect(Object.keys(english)).toContain(`status_${status}`);
  });
});
