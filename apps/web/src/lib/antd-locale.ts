import type { Language } from '@shopkeeper/contract';
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import type { Locale } from 'antd-mobile/es/locales/base';

type LocaleModule = { default: Locale };

/**
 * antd-mobile's own texts (picker buttons, dialog confirm/cancel, empty states) in the
 * nearest locale it ships; each is its own small chunk.
 */
const loaders: Record<Language, () => Promise<LocaleModule>> = {
  en: () => import('antd-mobile/es/locales/en-US'),
  'zh-CN': () => import('antd-mobile/es/locales/zh-CN'),
  'zh-TW': () => import('antd-mobile/es/locales/zh-TW'),
  vi: () => import('antd-mobile/es/locales/vi-VN'),
  fr: () => import('antd-mobile/es/locales/fr-FR'),
  ko: () => import('antd-mobile/es/locales/ko-KR'),
  id: () => import('antd-mobile/es/locales/id-ID'),
  ja: () => import('antd-mobile/es/locales/ja-JP'),
  pt: () => import('antd-mobile/es/locales/pt-BR'),
  es: () => import('antd-mobile/es/locales/es-ES'),
};

export async function loadAntdLocale(lang: Language): Promise<Locale> {
  const locale = (await (loaders[lang] ?? loaders.en)()).default;
  // Toasts and dialogs opened imperatively render outside the ConfigProvider tree and read
  // the default config instead.
  setDefaultConfig({ locale });
  return locale;
}
