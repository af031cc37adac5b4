import type { Language, Me } from '@shopkeeper/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { calls } from './calls.ts';
import { currentLanguage, switchLanguage } from './i18n.ts';
import { queryClient } from './react-query.ts';
import { endSession, hasSession, ME_QUERY_KEY, runSignOutHooks, startSession } from './session.ts';
import { storage } from './storage.ts';
import { clearToasts } from './toast.ts';

/**
 * GET /v1/me. Its answer is also what the client keeps in storage (file host, service link,
 * invite flag, profile, language), and the profile's language is the user's stored choice.
 */
async function fetchMe(): Promise<Me> {
  // Screens show a failure in place, over the profile they keep showing (one message, no toast).
  const me = await api.send(calls.getMe, {}, { quiet: true });
  storage.saveProfile(me);
  if (me.lang && me.lang !== currentLanguage()) await switchLanguage(me.lang);
  return me;
}

/**
 * The last profile this device stored is the query's starting data, dated "long ago" so a
 * fresh one is fetched at once. Being data (not a placeholder), it stays on screen when that
 * fetch fails: a lost connection does not replace the profile with an error.
 */
export const meQuery = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: fetchMe,
  initialData: () => storage.getUserInfo() ?? undefined,
  initialDataUpdatedAt: 0,
});

/** On start, if a token exists, /v1/me is called (docs/product.md#start-and-local-storage). */
export function loadProfileOnStart(): Promise<void> {
  if (!hasSession()) return Promise.resolve();
  return queryClient.prefetchQuery(meQuery);
}

/**
 * The signed-in user. The last known profile shows at once from storage while a fresh one
 * loads; `isPending` is true only when there is nothing to show yet (show a skeleton then).
 */
export function useMe() {
  return useQuery({ ...meQuery, enabled: hasSession() });
}

/**
 * After sign-in. The language rule (docs/product.md#languages) ranks the stored language
 * first: a language the account remembers on the server is adopted on this device (a new
 * phone must not overwrite it). Only an
 * account with none yet takes this device's choice, which the server then remembers.
 */
export function completeSignIn(token: string, me: Me): void {
  void clearToasts(); // an earlier failed attempt's message no longer applies
  const deviceLang = currentLanguage();
  startSession(token, { ...me, lang: me.lang ?? deviceLang });
  if (me.lang === null)
    void api.send(calls.updateLang, { lang: deviceLang }, { quiet: true }).catch(() => undefined);
  else if (me.lang !== deviceLang) void switchLanguage(me.lang);
}

/** Shows the app in another language; when signed in, the server remembers it too. */
export async function changeLanguage(lang: Language): Promise<void> {
  await switchLanguage(lang);
  if (!hasSession()) return;
  const me = queryClient.getQueryData<Me>(ME_QUERY_KEY);
  if (me) {
    queryClient.setQueryData(ME_QUERY_KEY, { ...me, lang });
    storage.saveProfile({ ...me, lang });
  }
  await api.send(calls.updateLang, { lang }).catch(() => undefined); // the client already toasted
}

/** Sign out: revoke the token on the server, then forget it here whatever the answer. */
export function useSignOut(onDone: () => void) {
  return useMutation({
    mutationFn: async () => {
      await runSignOutHooks();
      return api.send(calls.logout, {}).catch(() => null);
    },
    onSettled: () => {
      endSession();
      onDone();
    },
  });
}
