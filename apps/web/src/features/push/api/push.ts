import type { PushKind } from '@shopkeeper/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { calls } from '../../../lib/calls.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { PUSH_TEXTS_MESSAGE } from '../../../pwa/protocol.ts';
import { pushTexts } from './push-texts.ts';

/** The kinds a merchant chooses among, in the order the screen lists them. */
export const PUSH_KIND_LIST: readonly PushKind[] = [
  'orders',
  'money',
  'account',
  'messages',
  'announcements',
];

/**
 * Where push stands on this device: `unsupported` (no Push API), `home-screen` (an iPhone or
 * iPad in Safari: push works only in the app added to the Home Screen), `blocked` (the person
 * refused, only the browser's settings undo it), `off` or `on`.
 */
export type PushState = 'unsupported' | 'home-screen' | 'blocked' | 'off' | 'on';

const isAppleMobile = () =>
  /iPhone|iPad|iPod/.test(navigator.userAgent) ||
  (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

export const isIPhone = isAppleMobile;

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  return (await navigator.serviceWorker.getRegistration('/')) ?? undefined;
}

export async function pushState(): Promise<PushState> {
  const supported = 'PushManager' in window && 'Notification' in window && 'serviceWorker' in navigator;
  if (!supported) return isAppleMobile() && !isStandalone() ? 'home-screen' : 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  const reg = await registration();
  const sub = await reg?.pushManager.getSubscription();
  return sub && Notification.permission === 'granted' ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

/** Tells the server about this device's subscription, in the app's current language. */
async function sendSubscription(sub: PushSubscription): Promise<void> {
  const { endpoint, keys } = sub.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('incomplete push subscription');
  await api.send(
    calls.pushSubscribe,
    { endpoint, p256dh: keys.p256dh, auth: keys.auth, lang: currentLanguage() },
    { quiet: true },
  );
}

/** Hands the worker the texts it words pushes with (again after a change of language). */
export async function handTextsToWorker(): Promise<void> {
  const reg = await registration();
  (reg?.active ?? reg?.waiting ?? reg?.installing)?.postMessage({
    type: PUSH_TEXTS_MESSAGE,
    texts: pushTexts(),
  });
}

/** Asks the person (the browser's own prompt), subscribes this device and tells the server. */
async function turnOn(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const reg = await navigator.serviceWorker.ready;
  await handTextsToWorker();
  const { publicKey } = await api.send(calls.pushKey, {}, { quiet: true });
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await sendSubscription(sub);
  return 'on';
}

/** Turns push off on this device: the server forgets it and the browser drops the subscription. */
export async function turnOff(): Promise<PushState> {
  const sub = await (await registration())?.pushManager.getSubscription();
  if (sub) {
    try {
      await api.send(calls.pushUnsubscribe, { endpoint: sub.endpoint }, { quiet: true });
    } finally {
      // Whatever the server said: the browser's subscription goes, so nothing more arrives here.
      await sub.unsubscribe();
    }
  }
  return 'off';
}

/** After a change of language: the worker's texts and the server's record of this device follow. */
export async function followLanguage(): Promise<void> {
  await handTextsToWorker();
  const sub = await (await registration())?.pushManager.getSubscription();
  if (sub) await sendSubscription(sub);
}

const STATE_KEY = ['push', 'state'] as const;
const SETTINGS_KEY = ['push', 'settings'] as const;

export const usePushState = () => useQuery(queryOptions({ queryKey: STATE_KEY, queryFn: pushState }));

export function useTogglePush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? turnOn() : turnOff()),
    onSuccess: (state) => {
      queryClient.setQueryData(STATE_KEY, state);
      void queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    },
  });
}

export const usePushSettings = () =>
  useQuery(
    queryOptions({
      queryKey: SETTINGS_KEY,
      queryFn: () => api.send(calls.pushSettings, {}, { quiet: true }),
    }),
  );

export function useChoosePushKinds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kinds: PushKind[]) => api.send(calls.pushSettings, { kinds }),
    onSuccess: (answer) => queryClient.setQueryData(SETTINGS_KEY, answer),
  });
}
