import {
  LANGUAGES,
  type Language,
  loadGlossary,
  matchLanguage,
  resolveLanguage,
  termResources,
} from '@shopkeeper/contract';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * An app's text files, one per language named `<lang>.json`, as Vite's
 * `import.meta.glob('../locales/*.json', { import: 'default' })` gives them: each loads as its
 * own chunk, so a browser downloads only the language it shows.
 */
export type TextFiles = Record<string, () => Promise<unknown>>;

export interface I18nOptions {
  texts: TextFiles;
  /** Where this device remembers the chosen language. */
  storage: { getLang(): string | null; setLang(lang: string): void };
  /**
   * What else a language needs before it shows (the UI library's own texts, the error
   * catalogue), loaded with the texts so the screen never mixes two languages. A failure
   * here is not fatal: the app shows its texts with the library's English.
   */
  alongside?: (lang: Language) => Promise<unknown>;
  /** After a language is on screen (e.g. to retitle the document). */
  onShown?: (lang: Language) => void;
}

/** The loader of a language's text file, if the app has one. */
export function textFileFor(files: TextFiles, lang: Language): (() => Promise<unknown>) | undefined {
  const path = Object.keys(files).find((file) => file.endsWith(`/${lang}.json`));
  return path ? files[path] : undefined;
}

/** Product languages without a text file (a locale test asserts there are none). */
export function languagesWithoutTexts(files: TextFiles): Language[] {
  return LANGUAGES.filter((lang) => !textFileFor(files, lang));
}

function browserLanguages(): readonly string[] {
  const nav = globalThis.navigator;
  if (nav?.languages?.length) return nav.languages;
  return nav?.language ? [nav.language] : [];
}

/**
 * i18next set up the same way for both front ends: the language rule of docs/product.md#languages (stored
 * choice, then the browser's languages, then English), one lazily loaded file per language
 * with the glossary's terms merged in (`$t(term.pin)` in a text is the language's word for
 * the transaction PIN), `lang` on <html>, and whatever else a language needs loaded before
 * it shows.
 */
export function createI18n(options: I18nOptions) {
  const i18n: I18n = i18next.createInstance();
  i18n.use(initReactI18next);

  /** A language's texts with its glossary terms (`term.*`, `Term.*`) merged in. */
  async function loadTexts(lang: Language): Promise<Record<string, unknown>> {
    const load = textFileFor(options.texts, lang);
    if (!load) throw new Error(`no texts for ${lang}`);
    const [texts, glossary] = await Promise.all([load(), loadGlossary(lang)]);
    return { ...(texts as Record<string, unknown>), ...termResources(glossary.terms, lang) };
  }

  const prepare = (lang: Language) => options.alongside?.(lang).catch(() => undefined);

  function detectLanguage(): Language {
    return resolveLanguage(options.storage.getLang(), browserLanguages());
  }

  function currentLanguage(): Language {
    return matchLanguage(i18n.language) ?? detectLanguage();
  }

  function shown(lang: Language): void {
    if (typeof document !== 'undefined') document.documentElement.lang = lang;
    options.onShown?.(lang);
  }

  /** Shows `lang`; a person's or their profile's choice is remembered on this device. */
  async function switchLanguage(lang: Language, { remember = true } = {}): Promise<void> {
    if (remember) options.storage.setLang(lang);
    const [texts] = await Promise.all([
      i18n.hasResourceBundle(lang, 'translation') ? undefined : loadTexts(lang),
      prepare(lang),
    ]);
    if (texts) i18n.addResourceBundle(lang, 'translation', texts);
    await i18n.changeLanguage(lang);
    shown(lang);
  }

  /** Starts in `lang` (by default the language rule's choice); again, it switches. */
  async function start(lang: Language = detectLanguage()): Promise<Language> {
    if (i18n.isInitialized) {
      await switchLanguage(lang, { remember: false });
      return lang;
    }
    const [texts] = await Promise.all([loadTexts(lang), prepare(lang)]);
    await i18n.init({
      lng: lang,
      resources: { [lang]: { translation: texts } },
      supportedLngs: [...LANGUAGES],
      // Every language file has every key (each app's locale test checks it), so there is no
      // fallback language to download.
      fallbackLng: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    shown(lang);
    return lang;
  }

  return { i18n, loadTexts, detectLanguage, currentLanguage, start, switchLanguage };
}
