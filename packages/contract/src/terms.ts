import en from './glossary/en.ts';
import { DEFAULT_LANGUAGE, type Language } from './languages.ts';

/**
 * The domain's words (decision 010). Each is written once per language, in glossary/<lang>.ts,
 * and every sentence that names one — in the merchant app, the console and the error
 * catalogue — takes it from there with `$t(term.<key>)` (or `$t(Term.<key>)` to start a
 * sentence with a capital), so "PIN" reads the same on every screen.
 */
export const TERM_KEYS = [
  'username',
  'password',
  'pin',
  'inviteCode',
  'shop',
  'storeCentre',
  'tier',
  'showcase',
  'warehouse',
  'wallet',
  'balance',
  'frozen',
  'topUp',
  'withdrawal',
  'withdrawalAccount',
  'flowRecords',
  'securityDeposit',
  'customerService',
] as const;
export type TermKey = (typeof TERM_KEYS)[number];

/** One language's words: every term, as it reads mid-sentence. */
export type Glossary = Readonly<Record<TermKey, string>>;

/** Words a language must not use for a term (the drift found before the glossary existed). */
export type Avoided = Readonly<Partial<Record<TermKey, readonly string[]>>>;

export interface GlossaryFile {
  terms: Glossary;
  avoid: Avoided;
}

// Each language's file is found by its name, so a new language needs no entry here.
const glossaries = new Map<Language, GlossaryFile>([[DEFAULT_LANGUAGE, en]]);

/** A language's glossary file (terms and the words to avoid); English is always loaded. */
export async function loadGlossary(lang: Language): Promise<GlossaryFile> {
  const hit = glossaries.get(lang);
  if (hit) return hit;
  const file = ((await import(`./glossary/${lang}.ts`)) as { default: GlossaryFile }).default;
  glossaries.set(lang, file);
  return file;
}

/**
 * The terms as i18next resources: `term.<key>` as written, `Term.<key>` with a capital to
 * start a sentence or a label ("$t(Term.username)" → "Username").
 */
export function termResources(terms: Glossary, lang: Language): { term: Glossary; Term: Glossary } {
  const capitalised = Object.fromEntries(
    Object.entries(terms).map(([key, word]) => [key, capitalise(word, lang)]),
  ) as Record<TermKey, string>;
  return { term: terms, Term: capitalised };
}

function capitalise(word: string, lang: Language): string {
  return word.charAt(0).toLocaleUpperCase(lang) + word.slice(1);
}

const TERM_REFERENCE = /\$t\((term|Term)\.(\w+)\)/g;

/** Fills `$t(term.<key>)` and `$t(Term.<key>)` the way i18next's nesting does in the apps. */
export function resolveTerms(text: string, terms: Glossary, lang: Language): string {
  return text.replace(TERM_REFERENCE, (whole, form: string, key: string) => {
    if (!Object.hasOwn(terms, key)) return whole;
    const word = terms[key as TermKey];
    return form === 'Term' ? capitalise(word, lang) : word;
  });
}
