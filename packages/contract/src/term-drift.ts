import type { Language } from './languages.ts';
import { type GlossaryFile, resolveTerms, TERM_KEYS, type TermKey } from './terms.ts';

/** Texts by key (`group.name`), as written in a language file, with `$t(term.…)` references. */
export type FlatTexts = Readonly<Record<string, string>>;

/**
 * Lower case, and plural -s dropped from each word ("Comptes de retrait" → "compte de
 * retrait"), so a term in the plural still counts as said.
 */
const comparable = (text: string, lang: Language) =>
  text.toLocaleLowerCase(lang).replace(/(\p{L})s(?=\P{L}|$)/gu, '$1');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const referenced = (text: string, term: TermKey) => new RegExp(`\\$t\\([tT]erm\\.${term}\\)`).test(text);

/** The English words of each term, longest first, so "withdrawal account" is not read as "withdrawal". */
function englishMatchers(english: GlossaryFile) {
  return TERM_KEYS.map((term) => ({ term, word: english.terms[term] }))
    .sort((a, b) => b.word.length - a.word.length)
    .map(({ term, word }) => ({ term, pattern: new RegExp(`\\b${escapeRegExp(word)}(s|es)?\\b`, 'gi') }));
}

/** The terms an English text names, by reference or in words. */
export function termsNamed(text: string, english: GlossaryFile): Set<TermKey> {
  const named = new Set<TermKey>(TERM_KEYS.filter((term) => referenced(text, term)));
  let rest = resolveTerms(text, english.terms, 'en');
  for (const { term, pattern } of englishMatchers(english)) {
    if (rest.search(pattern) >= 0) named.add(term);
    rest = rest.replace(pattern, ' ');
  }
  return named;
}

/**
 * Where a language's texts stray from its glossary. For each text whose English names a term:
 * the translation must name it too — by a `$t(term.…)` reference, or in the glossary's word
 * where grammar needs a form the reference cannot give (a plural) — and must not use a word
 * the glossary avoids for it.
 * English itself must name a term by reference, except in a plural ("Withdrawals"), which
 * the reference cannot inflect.
 */
export function findTermDrift(
  english: FlatTexts,
  translated: FlatTexts,
  englishGlossary: GlossaryFile,
  glossary: GlossaryFile,
  lang: Language,
): string[] {
  const problems: string[] = [];
  for (const [key, source] of Object.entries(english)) {
    const text = translated[key];
    if (text === undefined) continue; // missing keys are the locale tests' business
    if (lang === 'en') {
      let words = source.replace(/\$t\([tT]erm\.\w+\)/g, ' ');
      for (const { term, pattern } of englishMatchers(englishGlossary)) {
        const singular = [...words.matchAll(pattern)].some((match) => !match[1]);
        if (singular) problems.push(`${key}: write “${englishGlossary.terms[term]}” as $t(term.${term})`);
        words = words.replace(pattern, ' ');
      }
      continue;
    }
    const shown = comparable(resolveTerms(text, glossary.terms, lang), lang);
    for (const term of termsNamed(source, englishGlossary)) {
      const word = glossary.terms[term];
      if (!referenced(text, term) && !shown.includes(comparable(word, lang))) {
        problems.push(`${key}: “${text}” does not say “${word}” (${term}); write $t(term.${term})`);
      }
      for (const avoided of glossary.avoid[term] ?? []) {
        if (shown.includes(comparable(avoided, lang))) {
          problems.push(`${key}: “${text}” says “${avoided}” for ${term}; the glossary says “${word}”`);
        }
      }
    }
  }
  return problems;
}

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
export function flattenTexts(tree: unknown, prefix = ''): Record<string, string> {
  if (typeof tree === 'string') return { [prefix]: tree };
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries((tree ?? {}) as Record<string, unknown>)) {
    Object.assign(out, flattenTexts(value, prefix ? `${prefix}.${key}` : key));
  }
  return out;
}
