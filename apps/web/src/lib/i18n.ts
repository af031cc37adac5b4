import { createI18n } from '@shopkeeper/front-kit/i18n';
import type en from '../locales/en.json';
import { loadAntdLocale } from './antd-locale.ts';
import { storage } from './storage.ts';

export type Messages = typeof en;

const setup = createI18n({
  texts: import.meta.glob('../locales/*.json', { import: 'default' }),
  storage,
  // antd-mobile's own texts (picker buttons, empty states) switch with the app's.
  alongside: loadAntdLocale,
});

/** The app's i18next instance (react-i18next's hooks use it). */
export const i18next = setup.i18n;

/** The language rule (docs/product.md#languages): the stored choice, the browser's languages, en. */
export const detectLanguage = setup.detectLanguage;
export const currentLanguage = setup.currentLanguage;
/** A language's texts, with the glossary's terms merged in. */
export const loadMessages = setup.loadTexts;
/** Starts the texts in `lang` (the language rule's choice by default). */
export const initI18n = setup.start;
/** Shows the app in another language and remembers the choice on this device. */
export const switchLanguage = (lang: Parameters<typeof setup.switchLanguage>[0]) =>
  setup.switchLanguage(lang);
