import type { Language } from '@shopkeeper/contract';
import { textFileFor } from '@shopkeeper/front-kit/i18n';
import { setDefaultConfig } from 'antd-mobile/es/components/config-provider';
import type { Locale } from 'antd-mobile/es/locales/base';
import type en from '../locales/en.json';

type LocaleModule = { default: Locale };
type AppTexts = Pick<typeof en, 'common'>;

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

// The same files i18next loads, so the language's chunk is fetched once for both.
const appTexts = import.meta.glob('../locales/*.json', { import: 'default' });

/**
 * The library's pull-to-refresh and end-of-list words are machine translations ("Scroll down
 * to refresh"; in French "Non, plus maintenant" for "No more"), and they would differ from the
 * same moments in our own lists: every screen says them in the app's words instead.
 */
function withAppWords(locale: Locale, texts: AppTexts): Locale {
  const { common } = texts;
  return {
    ...locale,
    PullToRefresh: {
      ...locale.PullToRefresh,
      pulling: common.pullToRefresh,
      canRelease: common.releaseToRefresh,
      complete: common.refreshed,
    },
    InfiniteScroll: {
      ...locale.InfiniteScroll,
      noMore: common.listEnd,
    },
  };
}

export async function loadAntdLocale(lang: Language): Promise<Locale> {
  const textFile = textFileFor(appTexts, lang) ?? textFileFor(appTexts, 'en');
  const [library, texts] = await Promise.all([
    (loaders[lang] ?? loaders.en)(),
    textFile?.() as Promise<AppTexts> | undefined,
  ]);
  const locale = texts ? withAppWords(library.default, texts) : library.default;
  // Toasts and dialogs opened imperatively render outside the ConfigProvider tree and read
  // the default config instead.
  setDefaultConfig({ locale });
  return locale;
}
