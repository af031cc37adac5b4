import type { Me } from '@shopkeeper/contract';
import { queryClient } from './react-query.ts';
import { storage } from './storage.ts';

/** The query that holds the signed-in user's /v1/me profile. */
export const ME_QUERY_KEY = ['me'] as const;

export function hasSession(): boolean {
  return storage.getToken() !== null;
}

/** After sign-in or sign-up: keep the token and the profile the server returned with it. */
export function startSession(token: string, me: Me): void {
  storage.setToken(token);
  storage.saveProfile(me);
  queryClient.setQueryData(ME_QUERY_KEY, me);
}

/** Forgets the signed-in user on this device (stored token, profile, cached server data). */
export function endSession(): void {
  storage.clearSession();
  queryClient.clear();
}

const signOutHooks = new Set<() => Promise<unknown>>();

/**
 * Work to do while the token is still valid, before signing out (the push worker's
 * subscription is dropped, so a phone handed on gets no more of this merchant's pushes).
 */
export function beforeSignOut(hook: () => Promise<unknown>): void {
  signOutHooks.add(hook);
}

/** Runs the hooks, waiting at most `ms`: signing out never hangs on them. */
export function runSignOutHooks(ms = 3000): Promise<unknown> {
  const all = Promise.allSettled([...signOutHooks].map((hook) => hook()));
  return Promise.race([all, new Promise((resolve) => setTimeout(resolve, ms))]);
}
