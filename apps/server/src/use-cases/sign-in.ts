import type { AppContext } from '../context.ts';
import { type ClientMeta, openSessionWithPassword } from '../modules/accounts/service.ts';
import { answerWithSession } from './read-profile.ts';

/** Sign-in (/v1/login): the password checked under the sign-in limits, a session, the profile. */
export async function signIn(ctx: AppContext, username: string, password: string, meta: ClientMeta) {
  return answerWithSession(ctx, await openSessionWithPassword(ctx, username, password, meta));
}
