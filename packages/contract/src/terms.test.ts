import { describe, expect, it } from 'vitest';
import { type CatalogueMessages, loadCatalogue } from './errors/index.ts';
import { LANGUAGES } from './languages.ts';
import { findTermDrift, flattenTexts } from './term-drift.ts';
import { loadGlossary, resolveTerms, TERM_KEYS } from './terms.ts';

const english = await loadGlossary('en');
const texts = ({ terms: _terms, ...rest }: CatalogueMessages) => flattenTexts(rest);

describe('the glossary', () => {
  it.each(LANGUAGES)('has every term in %s, each written once', async (lang) => {
    const { terms } = await loadGlossary(lang);
    expect(Object.keys(terms).sort()).toEqual([...TERM_KEYS].sort());
    for (const word of Object.values(terms)) expect(word.trim()).not.toBe('');
  });

  it('fills references as i18next nesting does, with a capital where asked', () => {
    expect(resolveTerms('$t(Term.username) or $t(term.password)', english.terms, 'en')).toBe(
      'Username or password',
    );
    expect(resolveTerms('$t(term.nothing)', english.terms, 'en')).toBe('$t(term.nothing)');
  });
});

describe('term drift', () => {
  it('is found: a sentence saying a term two ways, or not saying it', async () => {
    const korean = await loadGlossary('ko');
    const source = { 'a.b': 'Please enter your $t(term.username).', 'c.d': 'Wrong transaction PIN.' };
    expect(
      findTermDrift(
        source,
        { 'a.b': '사용자 이름을 입력하세요.', 'c.d': '결제 비밀번호 오류' },
        english,
        korean,
        'ko',
      ),
    ).toHaveLength(4); // username and PIN: each not said, and said with an avoided word
    expect(
      findTermDrift(
        source,
        { 'a.b': '$t(term.username)를 입력하세요.', 'c.d': '거래 비밀번호 오류' },
        english,
        korean,
        'ko',
      ),
    ).toEqual([]);
    expect(
      findTermDrift({ x: 'Your password' }, { x: 'Your password' }, english, english, 'en'),
    ).toHaveLength(1);
  });

  it.each(LANGUAGES)('the error catalogue in %s says each term as its glossary does', async (lang) => {
    const catalogue = await loadCatalogue(lang);
    const drift = findTermDrift(
      texts(await loadCatalogue('en')),
      texts(catalogue),
      english,
      await loadGlossary(lang),
      lang,
    );
    expect(drift).toEqual([]);
  });
});
