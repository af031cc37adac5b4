import { ApiError } from '@shopkeeper/client';
import type { CallOutput, Me } from '@shopkeeper/contract';
import { calls, ErrorCode, errorMessage } from '@shopkeeper/contract';
import { api, endSession, quietApi, quietClientFor } from './api-client.ts';
import { currentLanguage } from './i18n.ts';
import { clearToasts, showError } from './notify.ts';
import { storage } from './storage.ts';

export type SignInResult =
  | { ok: true; user: Me }
  | { ok: false; reason: 'refused' }
  | { ok: false; reason: 'failed'; error: ApiError };

/** Only operators use the console; a merchant's valid login is still refused here. */
export function isOperator(user: Pick<Me, 'role'>): boolean {
  return user.role === 'operator';
}

/** Tells a non-operator why the console refuses them, in the catalogue's words (409). */
export function showRefusal(): void {
  const lang = currentLanguage();
  showError(errorMessage(ErrorCode.INSUFFICIENT_PERMISSIONS, lang) ?? '');
}

/**
 * Signs in. A merchant's token is revoked at once (the console must not hold a session it
 * will not use) and never stored. A refusal is the sign-in form's to show (`quiet`: no
 * toast besides it); the form shows one message.
 */
export async function signIn(username: string, password: string): Promise<SignInResult> {
  let session: CallOutput<typeof calls.login>;
  try {
    session = await api.send(calls.login, { username, password }, { quiet: true });
  } catch (error) {
    return {
      ok: false,
      reason: 'failed',
      error: error instanceof ApiError ? error : new ApiError(0, '', 'network'),
    };
  }
  if (!isOperator(session.user)) {
    await quietClientFor(session.token)
      .send(calls.logout, {})
      .catch(() => undefined);
    return { ok: false, reason: 'refused' };
  }
  storage.setToken(session.token);
  clearToasts();
  return { ok: true, user: session.user };
}

/** Signs out: revokes the token on the server if it can, and forgets it here regardless. */
export async function signOut(): Promise<void> {
  await quietApi.send(calls.logout, {}).catch(() => undefined);
  endSession();
}

/** A stored token turned out not to be an operator's (e.g. left from elsewhere): drop it. */
export async function refuseStoredSession(): Promise<void> {
  showRefusal();
  await signOut();
}
