/**
 * The sign-in and sign-up screens rendered to HTML at build time, once per language, for the
 * server to send inside the page (docs/decisions/038-public-screens-in-the-first-html.md).
 * The same components as the app, in the same wrapper as RootLayout's, so the phone paints the
 * real screen from the first response and React's first render replaces it with an identical
 * one. Built by vite.prerender.config.ts; never shipped to a browser.
 */
import { type EarlyReadsFile, LANGUAGES, type Language, type RecordedRead } from '@shopkeeper/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import rootStyles from '../components/layouts/root-layout.module.css';
import type { ScreenName } from '../components/layouts/route-handle.ts';
import { InviteForm } from '../features/auth/components/invite-form.tsx';
import { LoginForm } from '../features/auth/components/login-form.tsx';
import { loadAntdLocale } from '../lib/antd-locale.ts';
import { i18next, initI18n } from '../lib/i18n.ts';
import { queryClient } from '../lib/react-query.ts';
import { storage } from '../lib/storage.ts';
import { FIRST_READS, ON_START, sendFirst } from './first-reads.ts';

/** Route module name (as in the preload plan) → its screen, and the key of its title. */
const SCREENS: Record<string, { path: string; screen: ScreenName; Component: ComponentType }> = {
  login: { path: '/login', screen: 'login', Component: LoginForm },
  invite: { path: '/invite', screen: 'invite', Component: InviteForm },
};

export interface Shell {
  /** The document's title, as RootLayout sets it. */
  title: string;
  /** What goes inside #root. */
  html: string;
}

/** Before the app's script runs, a tap on submit must send nothing (a form without an action would put the password in a GET URL). */
function disableSubmit(html: string): string {
  return html.replace(/<button([^>]*?)type="submit"/g, '<button$1type="submit" disabled=""');
}

async function renderOne(name: string, lang: Language): Promise<Shell> {
  const { path, screen, Component } = SCREENS[name]!;
  await initI18n(lang);
  const antdLocale = await loadAntdLocale(lang);
  const html = renderToString(
    <I18nextProvider i18n={i18next}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={antdLocale}>
          <MemoryRouter initialEntries={[path]}>
            <div className={rootStyles.shell}>
              <Component />
            </div>
          </MemoryRouter>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { title: `${i18next.t(`screens.${screen}`)} · ${i18next.t('app.name')}`, html: disableSubmit(html) };
}

/** Every screen in every language: `{ login: { en: {...}, fr: {...} }, invite: {...} }`. */
export async function renderShells(): Promise<Record<string, Record<string, Shell>>> {
  const shells: Record<string, Record<string, Shell>> = {};
  for (const name of Object.keys(SCREENS)) {
    shells[name] = {};
    for (const lang of LANGUAGES) shells[name][lang] = await renderOne(name, lang);
  }
  return shells;
}

/**
 * Each signed-in screen's first calls, exactly as the app's API client sends them
 * (docs/decisions/043-early-reads.md): the screens' own queries are run against a fetch that
 * records the request and answers a refusal, with a placeholder token in a stand-in storage.
 */
export async function recordFirstReads(): Promise<EarlyReadsFile> {
  const globals = globalThis as { fetch: typeof fetch; localStorage?: Storage };
  const { fetch: realFetch, localStorage: realStorage } = globals;
  let sent: RecordedRead[] = [];
  globals.fetch = async (input, init) => {
    const body = typeof init?.body === 'string' ? init.body : undefined;
    sent.push({
      method: (init?.method ?? 'GET') as RecordedRead['method'],
      url: String(input),
      ...(body === undefined ? {} : { body }),
    });
    return new Response(JSON.stringify({ code: 500, msg: 'recording', data: null }));
  };
  const stored = new Map([[storage.keys.token, 'recording']]);
  globals.localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: () => {},
    removeItem: () => {},
  } as unknown as Storage;
  try {
    const screens: Record<string, RecordedRead[]> = {};
    for (const [screen, queries] of Object.entries(FIRST_READS)) {
      sent = [];
      for (const query of [...ON_START, ...queries]) await sendFirst(query).catch(() => null);
      screens[screen] = sent;
    }
    return { keys: { token: storage.keys.token, lang: storage.keys.lang }, screens };
  } finally {
    globals.fetch = realFetch;
    globals.localStorage = realStorage;
  }
}
