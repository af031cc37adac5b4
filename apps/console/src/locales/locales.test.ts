import { LANGUAGES } from '@shopkeeper/contract';
import { describe, expect, test } from 'vitest';
import { loadMessages } from '../lib/i18n.ts';
import en from './en.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = new Map(leaves(en));

describe.each(LANGUAGES.filter((lang) => lang !== 'en'))('console texts in %s', (lang) => {
  test('has every English text, none empty, with the same placeholders', async () => {
    const texts = new Map(leaves(await loadMessages(lang)));
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  test('is translated, not copied from English', async () => {
    const texts = leaves(await loadMessages(lang));
    // The brand stays the same everywhere; section names like "Q&A" or "Catalogue" may too.
    const copied = texts.filter(([key, text]) => key !== 'app.brand' && text === english.get(key));
    expect(copied.length, copied.map(([key]) => key).join(', ')).toBeLessThanOrEqual(3);
  });
});
