import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { completeSignIn } from '../../../lib/auth.ts';
import { calls } from '../../../lib/calls.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

export interface SignInValues {
  username: string;
  password: string;
}

/** POST /login; on success the session starts (token and profile stored). */
export function useSignIn(onSignedIn: () => void) {
  return useMutation({
    mutationFn: ({ username, password }: SignInValues) =>
      api.send(calls.login, { username: username.trim(), password }),
    onSuccess: (session) => {
      completeSignIn(session.token, session.user);
      onSignedIn();
    },
  });
}

export interface SignUpValues {
  inviteCode: string;
  username: string;
  password: string;
}

/** POST /invite_code: creates the merchant with its shop and wallet, and signs in. */
export function useSignUp(onSignedUp: () => void) {
  return useMutation({
    mutationFn: ({ inviteCode, username, password }: SignUpValues) =>
      api.send(calls.inviteCode, {
        inviteCode: inviteCode.trim(),
        username: username.trim(),
        password,
        lang: currentLanguage(),
      }),
    onSuccess: (session) => {
      completeSignIn(session.token, session.user);
      onSignedUp();
    },
  });
}
