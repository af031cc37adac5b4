import { LANGUAGES } from '@shopkeeper/contract';
import { describe, expect, it } from 'vitest';
import en from './en.json';

const files = import.meta.glob<Record<string, unknown>>('./*.json', { import: 'default', eager: true });

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  const out: Record<string, string> = {};
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    Object.assign(out, flatten(inner, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = flatten(en);

describe.each(LANGUAGES)('the %s screen texts', (lang) => {
  const messages = flatten(files[`./${lang}.json`]);

  it('exist, with exactly the keys of the English file', () => {
    expect(files[`./${lang}.json`]).toBeDefined();
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
  });

  it('are all filled in and keep the same {{placeholders}}', () => {
    for (const [key, text] of Object.entries(messages)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english[key]!));
    }
  });
});

describe.each(LANGUAGES.filter((lang) => lang !== 'en'))('the %s screen texts', (lang) => {
  it('are translated, not English left in place', () => {
    const messages = flatten(files[`./${lang}.json`]);
    const sentences = Object.entries(english).filter(
      ([key, text]) => text.includes(' ') && key !== 'app.name',
    );
    const untranslated = sentences.filter(([key, text]) => messages[key] === text).map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});
