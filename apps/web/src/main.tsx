import 'antd-mobile/es/global';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { loadAntdLocale } from './lib/antd-locale.ts';
import { captureShell } from './lib/boot-shell.ts';
import { detectLanguage, initI18n } from './lib/i18n.ts';
import { hasSession } from './lib/session.ts';

// antd-mobile's React 19 shim, off the critical path (see lib/antd-react19.ts).
void import('./lib/antd-react19.ts');

// Creating the router starts loading the first screen's chunk; the language files load
// meanwhile, so the first paint waits for whichever is slower, not for both in turn.
const router = createAppRouter();
const lang = detectLanguage();
const rootElement = document.getElementById('root')!;
const serverDrawn = captureShell(rootElement);

/** Resolves once the router has loaded the first screen's module. */
const firstScreenLoaded = () =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (state.initialized) {
        stop();
        resolve();
      }
    });
  });

// The service worker (installable app, offline second visit, push): after the page has
// loaded, from its own chunk (docs/decisions/040-service-worker.md). Not in development,
// where Vite serves no worker.
// Once the browser is idle after load: the worker's first install downloads the shell, which
// must not compete with the first screen's own requests on a slow network.
if (import.meta.env.PROD) {
  const register = () => void import('./pwa/register.ts').then(({ registerWorker }) => registerWorker());
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 2000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

// Not a top-level await: screens import from this chunk (vite.config.ts, `boot`), and a module
// still evaluating would hold them, while it waited for them.
void (async () => {
  const [, antdLocale] = await Promise.all([initI18n(lang), loadAntdLocale(lang)]);
  // On start, with a token, fetch /v1/me (docs/product.md#start-and-local-storage). Its chunk
  // holds the API client and the contract, which the first paint does not need.
  if (hasSession()) void import('./lib/auth.ts').then(({ loadProfileOnStart }) => loadProfileOnStart());
  // A public screen the server sent already drawn (docs/decisions/038) is replaced by the same
  // screen, never by the skeleton shown while a route's module loads: render once it is in.
  if (serverDrawn) await firstScreenLoaded();
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding a slow phone's main thread for one long task (Lighthouse's total blocking time).
  startTransition(() => {
    createRoot(rootElement).render(
      <StrictMode>
        <App router={router} antdLocale={antdLocale} />
      </StrictMode>,
    );
  });
})();
