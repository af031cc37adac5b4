import 'antd-mobile/es/global';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { loadAntdLocale } from './lib/antd-locale.ts';
import { detectLanguage, initI18n } from './lib/i18n.ts';
import { hasSession } from './lib/session.ts';

// antd-mobile's React 19 shim, off the critical path (see lib/antd-react19.ts).
void import('./lib/antd-react19.ts');

// Creating the router starts loading the first screen's chunk; the language files load
// meanwhile, so the first paint waits for whichever is slower, not for both in turn.
const router = createAppRouter();
const lang = detectLanguage();
const [, antdLocale] = await Promise.all([initI18n(lang), loadAntdLocale(lang)]);

// On start, with a token, fetch /v1/me (docs/product.md#start-and-local-storage). Its chunk
// holds the API client and the contract, which the first paint does not need.
if (hasSession()) void import('./lib/auth.ts').then(({ loadProfileOnStart }) => loadProfileOnStart());

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding a slow phone's main thread for one long task (Lighthouse's total blocking time).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} antdLocale={antdLocale} />
    </StrictMode>,
  );
});
