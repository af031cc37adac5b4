import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  matchLanguage,
  parseAcceptLanguage,
  resolveLanguage,
} from './languages.ts';

describe('resolveLanguage: the language rule', () => {
  it('defaults to English with nothing stored and no browser languages', () => {
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(resolveLanguage(null, [])).toBe('en');
    expect(resolveLanguage(undefined)).toBe('en');
  });

  it('uses the stored value first, whatever the browser prefers', () => {
    expect(resolveLanguage('ko', ['fr-FR', 'en-US'])).toBe('ko');
    expect(resolveLanguage('zh-TW', ['zh-CN'])).toBe('zh-TW');
  });

  it('ignores a stored value it does not know and falls through to the browser', () => {
    expect(resolveLanguage('klingon', ['vi-VN'])).toBe('vi');
    expect(resolveLanguage('', ['es'])).toBe('es');
  });

  it('takes the browser languages in the person’s order, the first one it knows', () => {
    expect(resolveLanguage(null, ['de-DE', 'pt-BR', 'fr'])).toBe('pt');
    expect(resolveLanguage(null, ['it', 'nl'])).toBe('en');
  });

  it('tries each browser language exactly before its prefix, before the next language', () => {
    // fr-CA is not a product language, but its prefix fr is, and it comes before es.
    expect(resolveLanguage(null, ['fr-CA', 'es'])).toBe('fr');
    expect(matchLanguage('fr-CA')).toBe('fr');
    expect(matchLanguage('pt-PT')).toBe('pt');
    expect(matchLanguage('es-419')).toBe('es');
    expect(matchLanguage('en-GB')).toBe('en');
  });

  it('reads Chinese by script and region', () => {
    expect(matchLanguage('zh')).toBe('zh-CN');
    expect(matchLanguage('zh-CN')).toBe('zh-CN');
    expect(matchLanguage('zh-Hans')).toBe('zh-CN');
    expect(matchLanguage('zh-Hans-CN')).toBe('zh-CN');
    expect(matchLanguage('zh-TW')).toBe('zh-TW');
    expect(matchLanguage('zh-Hant')).toBe('zh-TW');
    expect(matchLanguage('zh-Hant-TW')).toBe('zh-TW');
    expect(matchLanguage('zh-Hant-HK')).toBe('zh-TW');
    expect(resolveLanguage(null, ['zh-Hant'])).toBe('zh-TW');
  });

  it('reads jp as Japanese', () => {
    expect(matchLanguage('jp')).toBe('ja');
    expect(matchLanguage('ja-JP')).toBe('ja');
    expect(resolveLanguage('jp', [])).toBe('ja');
  });

  it('accepts any letter case and underscores', () => {
    expect(matchLanguage('ZH-hant-tw')).toBe('zh-TW');
    expect(matchLanguage('zh_TW')).toBe('zh-TW');
    expect(matchLanguage('pt_BR')).toBe('pt');
    expect(matchLanguage(' KO ')).toBe('ko');
    expect(resolveLanguage('EN', ['fr'])).toBe('en');
  });

  it('knows every code the specification lists and no more', () => {
    const listed = [
      'zh',
      'zh-TW',
      'zh-CN',
      'zh-Hans',
      'zh-Hant',
      'en',
      'vi',
      'fr',
      'ko',
      'id',
      'jp',
      'ja',
      'pt',
      'es',
    ];
    for (const code of listed) expect(matchLanguage(code), code).toBeDefined();
    expect(matchLanguage('de')).toBeUndefined();
    expect(matchLanguage('')).toBeUndefined();
    expect(matchLanguage(null)).toBeUndefined();
  });

  it('tries at most three prefixes of a tag, however many subtags it has (no quadratic work)', () => {
    // Each prefix tried is one join; a hostile header of thousands of subtags used to try
    // them all, each as long as the tag, which held the server a second per request.
    const hostile = 'x-'.repeat(5000);
    const join = vi.spyOn(Array.prototype, 'join');
    try {
      expect(matchLanguage(hostile)).toBeUndefined();
      expect(matchLanguage(`zh-Hant-TW-${hostile}`)).toBe('zh-TW');
      expect(join.mock.calls.length).toBeLessThanOrEqual(6);
    } finally {
      join.mockRestore();
    }
  });

  it('always answers with one of the ten product languages', () => {
    for (const code of ['zh', 'zh-hans', 'zh-hant', 'jp', 'fr-CA', 'x-unknown']) {
      expect(LANGUAGES).toContain(resolveLanguage(code, []));
    }
  });
});

describe('parseAcceptLanguage', () => {
  it('orders tags by quality, keeping the header order among equals', () => {
    expect(parseAcceptLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toEqual(['fr-CA', 'fr', 'en']);
    expect(parseAcceptLanguage('en;q=0.5, ja')).toEqual(['ja', 'en']);
  });

  it('drops wildcards and refused languages', () => {
    expect(parseAcceptLanguage('*, de;q=0, ko')).toEqual(['ko']);
    expect(parseAcceptLanguage('')).toEqual([]);
    expect(parseAcceptLanguage(null)).toEqual([]);
  });

  it('feeds the rule as a browser list would', () => {
    expect(resolveLanguage(null, parseAcceptLanguage('de-DE,zh-Hant;q=0.8,en;q=0.5'))).toBe('zh-TW');
  });
});
