import { type Language, matchLanguage, resolveLanguage } from '@shopkeeper/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '../locales/en.json';
import { storage } from './storage';

export type Messages = typeof en;

// One chunk per language: a visitor downloads only the language the screen shows.
const bundles = import.meta.glob<Messages>('../locales/*.json', { import: 'default' });

export function loadMessages(lang: Language): Promise<Messages> {
  const load = bundles[`../locales/${lang}.json`];
  if (!load) return Promise.reject(new Error(`no messages for ${lang}`));
  return load();
}

/** The language rule of spec §1: the stored choice, then the browser's languages, then en. */
export function detectLanguage(): Language {
  const browser = navigator.languages?.length ? navigator.languages : [navigator.language];
  return resolveLanguage(storage.getLang(), browser);
}

export function currentLanguage(): Language {
  return matchLanguage(i18next.language) ?? resolveLanguage(null, []);
}

export async function initI18n(lang: Language = detectLanguage()): Promise<Language> {
  const messages = await loadMessages(lang);
  await i18next.use(initReactI18next).init({
    lng: lang,
    resources: { [lang]: { translation: messages } },
    // Every language file has every key (a unit test checks it), so there is no fallback
    // language to download.
    fallbackLng: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  document.documentElement.lang = lang;
  return lang;
}

/** Shows the app in another language and remembers the choice on this device. */
export async function switchLanguage(lang: Language): Promise<void> {
  if (!i18next.hasResourceBundle(lang, 'translation')) {
    i18next.addResourceBundle(lang, 'translation', await loadMessages(lang));
  }
  await i18next.changeLanguage(lang);
  document.documentElement.lang = lang;
  storage.setLang(lang);
}

export { i18next };
