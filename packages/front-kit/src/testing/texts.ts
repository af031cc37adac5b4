import { findTermDrift, flattenTexts, LANGUAGES, type Language, loadGlossary } from '@shopkeeper/contract';
import { describe, expect, it } from 'vitest';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/**
 * The tests every app's text files must pass, from `import.meta.glob('./*.json', { eager:
 * true, import: 'default' })`: a file per language with exactly the English keys, none empty,
 * the same {{values}}, translated rather than copied, and each domain term said as the
 * glossary says it (packages/contract/src/glossary).
 */
export function describeTextFiles(
  app: string,
  files: Record<string, unknown>,
  { mayMatchEnglish = [] as readonly string[] } = {},
) {
  const fileOf = (lang: Language) =>
    Object.entries(files).find(([path]) => path.endsWith(`/${lang}.json`))?.[1];
  const english = flattenTexts(fileOf('en'));

  it(`${app}: every language has a text file`, () => {
    expect(LANGUAGES.filter((lang) => fileOf(lang) === undefined)).toEqual([]);
  });

  describe.each(LANGUAGES)(`${app} texts in %s`, (lang) => {
    const texts = flattenTexts(fileOf(lang));

    it('have exactly the English keys, none empty, with the same {{values}}', () => {
      expect(Object.keys(texts).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(texts)) {
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), key).toEqual(placeholders(english[key] ?? ''));
      }
    });

    it('say each domain term as the glossary does', async () => {
      const drift = findTermDrift(english, texts, await loadGlossary('en'), await loadGlossary(lang), lang);
      expect(drift).toEqual([]);
    });

    if (lang !== 'en') {
      it('are translated, not English left in place', () => {
        const copied = Object.entries(english)
          // A text made of glossary terms reads differently in each language, though written alike.
          .filter(
            ([key, text]) => text.includes(' ') && !text.includes('$t(') && !mayMatchEnglish.includes(key),
          )
          .filter(([key, text]) => texts[key] === text)
          .map(([key]) => key);
        expect(copied).toEqual([]);
      });
    }
  });
}
