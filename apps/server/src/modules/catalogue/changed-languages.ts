import { LANGUAGES, type Language } from '@shopkeeper/contract';

/**
 * The languages (in their usual order) whose entry differs between two records, for the audit
 * log's "which languages changed".
 */
export const changedLanguages = <T>(
  before: Partial<Record<Language, T>>,
  after: Partial<Record<Language, T>>,
  same: (a: T, b: T) => boolean,
) =>
  LANGUAGES.filter((lang) => {
    const a = before[lang];
    const b = after[lang];
    return a === undefined || b === undefined ? a !== b : !same(a, b);
  });
