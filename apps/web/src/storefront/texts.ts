import type { Language } from '@shopkeeper/contract';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import id from './locales/id.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import pt from './locales/pt.json';
import vi from './locales/vi.json';
import zhCN from './locales/zh-CN.json';
import zhTW from './locales/zh-TW.json';
import type { Texts } from './types.ts';

/**
 * Every language's storefront texts. Only the server renderer imports this; a page sends the
 * browser its own language's texts alone.
 */
export const TEXTS: Record<Language, Texts> = {
  en,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  vi,
  fr,
  ko,
  id,
  ja,
  pt,
  es,
};
