import { describe, expect, it } from 'vitest';
import { headerLanguage, rememberedHeaders } from './language.ts';

describe('the language a request asks for', () => {
  it('reads Accept-Language by its qualities, and the same header answers the same again', () => {
    for (let i = 0; i < 2; i++) {
      expect(headerLanguage('de-DE,fr-CA;q=0.9,en;q=0.8')).toBe('fr');
      expect(headerLanguage('zh-Hant, zh-CN;q=0.5')).toBe('zh-TW');
      expect(headerLanguage('en;q=0.1, ja;q=0.9')).toBe('ja');
      expect(headerLanguage('de-DE, *')).toBeNull();
    }
    expect(headerLanguage(undefined)).toBeNull();
    expect(headerLanguage('')).toBeNull();
  });

  it('remembers a bounded number of headers, and none of unusual length', () => {
    for (let i = 0; i < 2000; i++) expect(headerLanguage(`x-${i}, vi;q=0.5`)).toBe('vi');
    expect(rememberedHeaders()).toBeLessThanOrEqual(512);
    const before = rememberedHeaders();
    const long = `${'de-DE, '.repeat(100)}ko`;
    expect(headerLanguage(long)).toBe('ko');
    expect(rememberedHeaders()).toBe(before);
  });
});
