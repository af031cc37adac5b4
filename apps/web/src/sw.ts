/**
 * The merchant app's service worker (docs/decisions/040-service-worker.md), built by
 * vite-plugin-pwa (injectManifest) into dist/sw.js with the list of the build's files.
 * - Precaches the app shell: index.html, the entry, every route chunk, the CSS, the fonts and
 *   the language files, so a second visit opens without the network.
 * - Navigations go to the network first (the server names each route's files in its page,
 *   decision 007), and fall back to the precached index.html when it cannot answer in time:
 *   the router then draws the route from the cached chunks. The storefront, the console, the
 *   API and uploads are never answered from here.
 * - A new worker waits until the app asks it to take over (the person pressed "Reload"), so
 *   a screen someone is typing into is never swapped under them.
 * - Push: shows the notification worded from its kind and parameters with the texts the app
 *   handed over in the device's language (docs/decisions/041-push.md), and a tap opens its
 *   cause in the app's window (pwa/notification-click.ts).
 */

import { formatMoney } from '@shopkeeper/front-kit/format';
import { cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching';
import type { AppNotification } from './features/notifications/api/notifications.ts';
import {
  notificationLink,
  notificationWords,
  type WordedNotification,
} from './features/notifications/components/notification-words.ts';
import {
  type AppWindows,
  NOTIFICATIONS_PATH,
  notificationHref,
  openFromNotification,
} from './pwa/notification-click.ts';
import {
  KEEP_FILES_MESSAGE,
  NOT_FOR_THE_APP,
  PUSH_TEXTS_MESSAGE,
  type PushTexts,
  SKIP_WAITING_MESSAGE,
} from './pwa/protocol.ts';

// The few service-worker types used here (the app's TypeScript program has the DOM's, not the worker's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: Notification;
}
interface WorkerScope {
  __WB_MANIFEST: Parameters<typeof precache>[0];
  location: Location;
  registration: ServiceWorkerRegistration;
  clients: AppWindows & { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableEvent & { data: unknown }) => void): void;
  addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
}
// In this module `self` is the worker's scope, not the DOM's window.
declare const self: WorkerScope;
const worker = self;

// Written as `self.__WB_MANIFEST`: the build replaces exactly that with the list of files.
// Only precached here; the one fetch listener below answers from it, so no two listeners
// ever race to answer one request.
precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** A page the server takes longer than this to send is drawn from the cache instead. */
const NAVIGATION_TIMEOUT_MS = 4000;

/** Built files the precache leaves out (the languages' texts), kept once the app has used them. */
const ASSETS_CACHE = 'shopkeeper-assets';

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (NOT_FOR_THE_APP.test(url.pathname)) return;
  event.respondWith(request.mode === 'navigate' ? pageFor(request) : fileFor(request, url));
});

/** The app's own files: the precached copy, else a language's file kept once used, else the network. */
async function fileFor(request: Request, url: URL): Promise<Response> {
  const precached = await matchPrecache(url.pathname);
  if (precached) return precached;
  return url.pathname.startsWith('/assets/') ? keptAsset(request) : fetch(request);
}

/** A hashed file never changes: from the cache when there, else fetched and kept. */
async function keptAsset(request: Request): Promise<Response> {
  const cache = await caches.open(ASSETS_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function pageFor(request: Request): Promise<Response> {
  try {
    const response = await fetch(request, { signal: AbortSignal.timeout(NAVIGATION_TIMEOUT_MS) });
    // A 5xx from a server mid-deploy is no better than no answer.
    if (response.status < 500) return response;
  } catch {
    // Offline, or too slow: the shell below.
  }
  return (await matchPrecache('index.html')) ?? Response.error();
}

// A new version's languages have new names: the old ones go, and the app reloads its own.
worker.addEventListener('activate', (event) =>
  event.waitUntil(caches.delete(ASSETS_CACHE).then(() => worker.clients.claim())),
);

const TEXTS_CACHE = 'shopkeeper-push-texts';
const TEXTS_KEY = '/__push-texts';

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: string; texts?: PushTexts; urls?: string[] } | null;
  if (data?.type === SKIP_WAITING_MESSAGE) event.waitUntil(worker.skipWaiting());
  // The files the page loaded before this worker controlled it (its language's, on a first visit).
  if (data?.type === KEEP_FILES_MESSAGE && Array.isArray(data.urls)) {
    const own = data.urls.filter((u) => new URL(u, worker.location.origin).pathname.startsWith('/assets/'));
    event.waitUntil(Promise.all(own.map((u) => keptAsset(new Request(u)))));
  }
  if (data?.type === PUSH_TEXTS_MESSAGE && data.texts) {
    const saved = caches
      .open(TEXTS_CACHE)
      .then((cache) => cache.put(TEXTS_KEY, new Response(JSON.stringify(data.texts))));
    event.waitUntil(saved);
  }
});

async function savedTexts(): Promise<PushTexts | undefined> {
  const cache = await caches.open(TEXTS_CACHE);
  const response = await cache.match(TEXTS_KEY);
  return response ? ((await response.json()) as PushTexts) : undefined;
}

/** What a push carries (apps/server/src/use-cases/push-notifications.ts). */
type Pushed = WordedNotification & { id: number; target: AppNotification['target'] };

worker.addEventListener('push', (event) => {
  const pushed = event.data?.json() as Pushed | undefined;
  if (!pushed) return;
  event.waitUntil(show(pushed));
});

async function show(pushed: Pushed): Promise<void> {
  const texts = await savedTexts();
  const words = texts?.words ?? {};
  const t = (key: string, vars: Record<string, unknown> = {}) =>
    (words[key] ?? '').replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  const lang = texts?.lang ?? 'en';
  const { title, body } = notificationWords(pushed, t, (amount) =>
    formatMoney(amount, lang, texts?.currency),
  );
  const link = notificationLink(pushed) ?? NOTIFICATIONS_PATH;
  const tag =
    pushed.type === 'chat_reply'
      ? `chat-${(pushed.params as { conversationId: number }).conversationId}`
      : `n-${pushed.id}`;
  await worker.registration.showNotification(title || texts?.appName || 'Shopkeeper', {
    body,
    tag,
    lang,
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    data: { link },
  });
}

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const origin = worker.location.origin;
  const opening = openFromNotification(
    worker.clients,
    origin,
    notificationHref(event.notification.data, origin),
  );
  // An event a script dispatched (e2e/pwa.test.ts: a test cannot tap a system notification)
  // cannot be kept alive; the browser's own click always can. Either way the window opens.
  if (event.isTrusted) event.waitUntil(opening);
});
