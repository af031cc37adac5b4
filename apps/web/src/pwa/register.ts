import { Workbox } from 'workbox-window';
import { followLanguage, handTextsToWorker, turnOff } from '../features/push/api/push.ts';
import { offerUpdate } from '../lib/app-status.ts';
import { i18next } from '../lib/i18n.ts';
import { beforeSignOut, hasSession } from '../lib/session.ts';
import { KEEP_FILES_MESSAGE } from './protocol.ts';

/** How often an open app asks whether a new version was deployed (and on coming back to it). */
const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the service worker (src/sw.ts, docs/decisions/040-service-worker.md), loaded after
 * the page's load event from its own chunk, so the first load carries none of it.
 * A new version waits: the app offers "Reload" and only then asks it to take over, so a form
 * being filled in is never reloaded under the person.
 */
export async function registerWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    offerUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  const registration = await wb.register();
  if (!registration) return;
  const ready = await navigator.serviceWorker.ready;
  // What this page loaded before a worker controlled it (its language's files on a first visit).
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter(
      (name) => new URL(name).origin === location.origin && new URL(name).pathname.startsWith('/assets/'),
    );
  ready.active?.postMessage({ type: KEEP_FILES_MESSAGE, urls });
  if (hasSession()) void handTextsToWorker();
  // A phone handed on after signing out gets no more of this merchant's pushes.
  beforeSignOut(() => turnOff());
  i18next.on('languageChanged', () => {
    if (hasSession()) void followLanguage().catch(() => undefined);
  });
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
