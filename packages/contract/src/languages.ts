/**
 * The ten product languages and the rule that picks one (docs/product.md#languages).
 * Kept here so the merchant app, the console and the server (error messages) share one rule.
 *
 * Adding a language: add it to LANGUAGES, LANGUAGE_NAMES and CODES below, then write its text
 * files — glossary/<lang>.ts, errors/messages/<lang>.ts, apps/web/src/locales/<lang>.json,
 * apps/console/src/locales/<lang>.json (found by name; tests fail while one is missing) — and
 * name the UI libraries' locale in apps/web/src/lib/antd-locale.ts and
 * apps/console/src/lib/antd-locale.ts (records keyed by Language: the type checker points there).
 */
export const LANGUAGES = ['en', 'zh-CN', 'zh-TW', 'vi', 'fr', 'ko', 'id', 'ja', 'pt', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Names shown in the language picker, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  vi: 'Tiếng Việt',
  fr: 'Français',
  ko: '한국어',
  id: 'Bahasa Indonesia',
  ja: '日本語',
  pt: 'Português',
  es: 'Español',
};

/**
 * Every code the specification accepts, lower-cased, mapped to its product language.
 * zh and zh-Hans are Simplified, zh-Hant Traditional, jp is Japanese. zh-HK and zh-MO are
 * not in the specification's list; they are mapped to Traditional because a reader there
 * expects it, where the plain prefix rule would give Simplified.
 */
const CODES: Record<string, Language> = {
  en: 'en',
  zh: 'zh-CN',
  'zh-cn': 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-tw': 'zh-TW',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  vi: 'vi',
  fr: 'fr',
  ko: 'ko',
  id: 'id',
  jp: 'ja',
  ja: 'ja',
  pt: 'pt',
  es: 'es',
};

/** The most subtags a known code has (zh-hant), plus one for a region (zh-Hant-TW). */
const MAX_SUBTAGS = 3;

/** One candidate tag: exact match first, then ever shorter prefixes (zh-Hant-TW → zh-Hant → zh). */
export function matchLanguage(tag: string | null | undefined): Language | undefined {
  if (!tag) return undefined;
  // Only the first subtags can name a language we know (the longest code has two). Reading
  // more made each lookup quadratic in the tag's length: a 15 KB Accept-Language header of
  // "x-x-x-…" held the server for a second per request.
  const parts = tag.trim().replace(/_/g, '-').toLowerCase().split('-').filter(Boolean).slice(0, MAX_SUBTAGS);
  for (let n = parts.length; n > 0; n--) {
    const hit = CODES[parts.slice(0, n).join('-')];
    if (hit) return hit;
  }
  return undefined;
}

/**
 * The language rule: the stored value, then each browser language in the user's order of
 * preference (each exact, then by prefix), default en.
 */
export function resolveLanguage(
  stored: string | null | undefined,
  browserLanguages: readonly string[] = [],
): Language {
  for (const candidate of [stored, ...browserLanguages]) {
    const hit = matchLanguage(candidate);
    if (hit) return hit;
  }
  return DEFAULT_LANGUAGE;
}

/** Accept-Language header → ordered tags (quality values respected). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((x) => x.tag && x.tag !== '*' && x.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((x) => x.tag);
}
