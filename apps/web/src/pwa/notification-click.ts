/**
 * What a tap on a shown push notification does (src/sw.ts, docs/decisions/041-push.md): the
 * app's window comes forward on the notification's cause, or a new one opens there. Kept out of
 * sw.ts so it is tested with stand-in windows (notification-click.test.ts) and in the browser
 * with a real notification (e2e/pwa.test.ts).
 */

import { NOT_FOR_THE_APP } from './protocol.ts';

/** Where a notification opens when it names nothing the app can open. */
export const NOTIFICATIONS_PATH = '/notifications';

/**
 * The address a shown notification opens: the link sw.ts kept in its data (notificationLink's
 * path for its target), on this origin and inside the merchant app; else the notifications list.
 */
export function notificationHref(data: unknown, origin: string): string {
  const link = (data as { link?: unknown } | null)?.link;
  if (typeof link === 'string') {
    const url = new URL(link, origin);
    if (url.origin === origin && !NOT_FOR_THE_APP.test(url.pathname)) return url.href;
  }
  return new URL(NOTIFICATIONS_PATH, origin).href;
}

/** The parts of a service worker's WindowClient used here. */
export interface AppWindow {
  url: string;
  focused?: boolean;
  visibilityState?: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The parts of a service worker's `clients` used here. */
export interface AppWindows {
  matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * Brings the merchant app's window to `href`, or opens one there. A window of the same origin
 * showing the storefront or the console is not the app's and is left as it is. Focus comes first
 * (the browser allows it only just after the tap) and a refused focus does not stop the
 * navigation: the window still ends on the notification's cause.
 */
export async function openFromNotification(clients: AppWindows, origin: string, href: string): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const app = windows.filter((w) => {
    const url = new URL(w.url);
    return url.origin === origin && !NOT_FOR_THE_APP.test(url.pathname);
  });
  // The window the person last looked at (Chrome lists the most recently focused first).
  const own = app.find((w) => w.focused) ?? app.find((w) => w.visibilityState === 'visible') ?? app[0];
  if (own) {
    await own.focus().catch(() => undefined);
    // Already there: nothing reloads, so what the person typed stays.
    if (own.url === href) return;
    // navigate() works only on a window this worker controls; otherwise a new one opens.
    if (await own.navigate(href).catch(() => null)) return;
  }
  await clients.openWindow(href);
}
