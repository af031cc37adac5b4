import { ApiError, createApiClient } from '@shopkeeper/client';
import { ErrorCode } from '@shopkeeper/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { completeSignIn } from '../../../lib/auth.ts';
import { calls } from '../../../lib/calls.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

export interface SignInValues {
  username: string;
  password: string;
}

/**
 * The merchant app is for merchants. An operator's valid sign-in is refused the way the
 * console refuses a merchant: the new token is revoked at once, never stored, and the form
 * says why (409 with `reason: 'operator'`).
 */
async function refuseNonMerchant(token: string): Promise<never> {
  const withToken = createApiClient({ getToken: () => token, getLanguage: currentLanguage });
  await withToken.send(calls.logout, {}).catch(() => undefined);
  throw new ApiError(ErrorCode.INSUFFICIENT_PERMISSIONS, '', 'business', { reason: 'operator' });
}

/**
 * POST /login; on success the session starts (token and profile stored). A refusal is the
 * form's to show (`quiet`): the client only redirects where
 * docs/product.md#redirects-and-messages-on-refusal says so.
 */
export function useSignIn() {
  return useMutation({
    mutationFn: async ({ username, password }: SignInValues) => {
      const session = await api.send(calls.login, { username: username.trim(), password }, { quiet: true });
      if (session.user.role !== 'merchant') await refuseNonMerchant(session.token);
      return session;
    },
    onSuccess: (session) => completeSignIn(session.token, session.user),
  });
}

export interface SignUpValues {
  inviteCode: string;
  username: string;
  password: string;
}

/** POST /invite_code: creates the merchant with its shop and wallet, and signs in. */
export function useSignUp() {
  return useMutation({
    mutationFn: ({ inviteCode, username, password }: SignUpValues) =>
      api.send(
        calls.inviteCode,
        { inviteCode: inviteCode.trim(), username: username.trim(), password, lang: currentLanguage() },
        { quiet: true },
      ),
    onSuccess: (session) => completeSignIn(session.token, session.user),
  });
}
