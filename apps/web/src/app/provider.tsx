import { matchLanguage } from '@shopkeeper/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import type { Locale } from 'antd-mobile/es/locales/base';
import { type ReactNode, useEffect, useState } from 'react';
import { loadAntdLocale } from '../lib/antd-locale.ts';
import { i18next } from '../lib/i18n.ts';
import { queryClient } from '../lib/react-query.ts';
import { LiveSession } from './live-session.tsx';

/** antd-mobile's own texts follow the app's language (docs/product.md#languages). */
function useAntdLocale(initial: Locale): Locale {
  const [locale, setLocale] = useState(initial);
  useEffect(() => {
    let latest = 0;
    const onLanguageChanged = (tag: string) => {
      const lang = matchLanguage(tag);
      if (!lang) return;
      const request = ++latest; // a slower, older load must not overwrite a newer choice
      void loadAntdLocale(lang).then((next) => {
        if (request === latest) setLocale(next);
      });
    };
    i18next.on('languageChanged', onLanguageChanged);
    return () => i18next.off('languageChanged', onLanguageChanged);
  }, []);
  return locale;
}

export function AppProvider({ antdLocale, children }: { antdLocale: Locale; children: ReactNode }) {
  const locale = useAntdLocale(antdLocale);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale}>
        <LiveSession>{children}</LiveSession>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
