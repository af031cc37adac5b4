import { DEFAULT_LANGUAGE, type Language } from '@shopkeeper/contract';

/**
 * Texts kept per language in a side table (goods, goods types, ad packages) are read in the
 * reader's language with English where one is missing (docs/product.md#languages).
 */

/** The languages to read, best first: the reader's, then English. */
export const readingOrder = (lang: Language): string[] =>
  lang === DEFAULT_LANGUAGE ? [lang] : [lang, DEFAULT_LANGUAGE];

/** Of several texts per row, the one in the reader's language, else English. */
export function pickTexts<T extends { lang: string }>(
  rows: readonly T[],
  key: (row: T) => number,
  lang: Language,
) {
  const chosen = new Map<number, T>();
  for (const row of rows) {
    const id = key(row);
    if (row.lang === lang || !chosen.has(id)) chosen.set(id, row);
  }
  return chosen;
}
