import { type Language, loadCatalogue } from '@shopkeeper/contract';
import { createI18n } from '@shopkeeper/front-kit/i18n';
import { useTranslation } from 'react-i18next';
import type en from '../locales/en.json';
import { loadAntdLocale } from './antd-locale.ts';
import { storage } from './storage.ts';

export type Messages = typeof en;

const setup = createI18n({
  texts: import.meta.glob('../locales/*.json', { import: 'default' }),
  storage,
  // The error catalogue and antd's own texts switch with the console's, so a toast or a
  // pagination never speaks another language; a part that fails to download falls back to
  // English and the console still works.
  alongside: (lang) => Promise.all([loadCatalogue(lang), loadAntdLocale(lang)]),
  onShown: () => showTitle(),
});

/** The browser tab's title: the page's own (a section's name) before the console's name. */
let pageTitle: (() => string) | null = null;

function showTitle(): void {
  if (typeof document === 'undefined') return;
  const app = i18n.t('app.title');
  document.title = pageTitle ? `${pageTitle()} · ${app}` : app;
}

/** A page names itself in the tab (null: just the console's name); kept across language switches. */
export function setPageTitle(title: (() => string) | null): void {
  pageTitle = title;
  showTitle();
}

export const i18n = setup.i18n;
/** The language rule of the console: the stored choice, then the browser's languages. */
export const initialLanguage = setup.detectLanguage;
/** The language on screen now. */
export const currentLanguage = setup.currentLanguage;
/** A language's texts, with the glossary's terms merged in. */
export const loadMessages = setup.loadTexts;
/** Starts the texts in `lang`; called again, switches without remembering. */
export const startI18n = setup.start;

/** A person picked a language: remember it and show it. */
export function chooseLanguage(lang: Language): Promise<void> {
  return setup.switchLanguage(lang);
}

/** `t`, typed by the console's English texts (lib/i18next.d.ts), and the language shown. */
export function useT() {
  const { t } = useTranslation();
  return { t, lang: currentLanguage() };
}

/** `t` as components get it, and the keys it takes (for texts kept as keys, worded when shown). */
export type Translate = ReturnType<typeof useT>['t'];
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type MessageKey = Leaves<Messages>;

/** For code outside components (error toasts). */
export const translate = i18n.t.bind(i18n);
