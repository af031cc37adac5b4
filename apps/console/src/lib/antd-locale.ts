import type { Language } from '@shopkeeper/contract';
import type { Locale } from 'antd/es/locale';

/** antd's own texts (pagination, pickers, empty states) in each product language, loaded lazily. */
const loaders: Record<Language, () => Promise<{ default: Locale }>> = {
  en: () => import('antd/es/locale/en_US'),
  'zh-CN': () => import('antd/es/locale/zh_CN'),
  'zh-TW': () => import('antd/es/locale/zh_TW'),
  vi: () => import('antd/es/locale/vi_VN'),
  fr: () => import('antd/es/locale/fr_FR'),
  ko: () => import('antd/es/locale/ko_KR'),
  id: () => import('antd/es/locale/id_ID'),
  ja: () => import('antd/es/locale/ja_JP'),
  pt: () => import('antd/es/locale/pt_BR'),
  es: () => import('antd/es/locale/es_ES'),
};

const loaded = new Map<Language, Locale>();

export async function loadAntdLocale(lang: Language): Promise<Locale> {
  const hit = loaded.get(lang);
  if (hit) return hit;
  const locale = (await loaders[lang]()).default;
  loaded.set(lang, locale);
  return locale;
}

/** The locale if already loaded; the language switch loads it before the screen changes. */
export function antdLocale(lang: Language): Locale | undefined {
  return loaded.get(lang);
}
