import { LANGUAGES, type Language, loadCatalogue, resolveLanguage } from '@shopkeeper/contract';
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Messages } from '../locales/en.ts';
import { loadAntdLocale } from './antd-locale.ts';
import { storage } from './storage.ts';

/** One chunk per language, so the browser downloads only the texts it shows. */
const loaders: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('../locales/en.ts'),
  'zh-CN': () => import('../locales/zh-CN.ts'),
  'zh-TW': () => import('../locales/zh-TW.ts'),
  vi: () => import('../locales/vi.ts'),
  fr: () => import('../locales/fr.ts'),
  ko: () => import('../locales/ko.ts'),
  id: () => import('../locales/id.ts'),
  ja: () => import('../locales/ja.ts'),
  pt: () => import('../locales/pt.ts'),
  es: () => import('../locales/es.ts'),
};

export function loadMessages(lang: Language): Promise<Messages> {
  return loaders[lang]().then((module) => module.default);
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lang, _namespace, callback) {
    const loader = loaders[lang as Language];
    if (!loader) return callback(null, {});
    loader().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

export const i18n = i18next.createInstance();
i18n.use(lazyBackend).use(initReactI18next);

/**
 * i18next's own `t` typing is global: another app's `CustomTypeOptions` (the merchant app
 * declares one) would bind the console to its keys when the whole repository is type-checked
 * at once. The console checks its keys itself (`Translate` below), so it uses `t` untyped.
 */
const untypedT = (key: string, values?: Record<string, string | number>): string =>
  (i18n.t as unknown as (key: string, values: Record<string, string | number>) => string)(key, values ?? {});

function isLanguage(value: string | undefined): value is Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '');
}

/** The language rule of the console: the stored choice, then the browser's languages. */
export function initialLanguage(): Language {
  const nav = globalThis.navigator;
  const browser = nav?.languages?.length ? nav.languages : nav?.language ? [nav.language] : [];
  return resolveLanguage(storage.getLang(), browser);
}

/** The language on screen now. */
export function currentLanguage(): Language {
  const lang = i18n.language;
  return isLanguage(lang) ? lang : initialLanguage();
}

/**
 * Loads everything a language needs (texts, error catalogue, antd's component texts) before
 * switching, so the screen never shows a mix of two languages.
 */
async function prepare(lang: Language): Promise<void> {
  // A part that fails to download is not fatal: error toasts fall back to English and antd
  // to its built-in English; the console still works.
  await Promise.all([
    loadCatalogue(lang).catch(() => undefined),
    loadAntdLocale(lang).catch(() => undefined),
  ]);
}

export async function startI18n(lang: Language = initialLanguage()): Promise<void> {
  if (!i18n.isInitialized) {
    await Promise.all([
      prepare(lang),
      i18n.init({
        lng: lang,
        supportedLngs: [...LANGUAGES],
        // Every language is complete (checked by the type checker), so no fallback download.
        fallbackLng: false,
        load: 'currentOnly',
        ns: ['console'],
        defaultNS: 'console',
        interpolation: { escapeValue: false },
        react: { useSuspense: false },
      }),
    ]);
    showLanguageInDocument(lang);
    return;
  }
  await switchLanguage(lang);
}

/** Switches without remembering; see `chooseLanguage` for a person's explicit choice. */
async function switchLanguage(lang: Language): Promise<void> {
  await Promise.all([prepare(lang), i18n.loadLanguages(lang)]);
  await i18n.changeLanguage(lang);
  showLanguageInDocument(lang);
}

/** A person picked a language: remember it and show it. */
export async function chooseLanguage(lang: Language): Promise<void> {
  storage.setLang(lang);
  await switchLanguage(lang);
}

/** The browser tab's title: the page's own (a section's name) before the console's name. */
let pageTitle: (() => string) | null = null;

function showTitle(): void {
  if (typeof document === 'undefined') return;
  const app = untypedT('app.title');
  document.title = pageTitle ? `${pageTitle()} · ${app}` : app;
}

/** A page names itself in the tab (null: just the console's name); kept across language switches. */
export function setPageTitle(title: (() => string) | null): void {
  pageTitle = title;
  showTitle();
}

function showLanguageInDocument(lang: Language): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  showTitle();
}

/** Every key of the texts, as `group.name` paths. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<Messages>;
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** `t` limited to keys that exist, so a typo is a type error rather than a raw key on screen. */
export function useT(): { t: Translate; lang: Language } {
  const { t, i18n: instance } = useTranslation();
  const lang = isLanguage(instance.language) ? instance.language : currentLanguage();
  return { t: t as unknown as Translate, lang };
}

/** For code outside components (error toasts). */
export const translate: Translate = (key, values) => untypedT(key, values);
