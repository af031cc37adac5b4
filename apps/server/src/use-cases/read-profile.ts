import type { Me } from '@shopkeeper/contract';
import type { AppContext } from '../context.ts';
import { preparedQuery } from '../db/prepared.ts';
import { iso } from '../lib/iso.ts';
import { type NewSession, PROFILE_COLUMNS, type ProfileRow, profileOf } from '../modules/accounts/service.ts';
import { getSetting } from '../modules/settings/service.ts';
import { withShopSummary } from '../modules/shops/service.ts';
import { withAvailableBalance } from '../modules/wallet/service.ts';

/**
 * The user, their shop and available balance in one query; every /v1/me runs it, so it is
 * compiled once (decision 006). The shop and wallet modules own their joins.
 */
const profileRow = preparedQuery((db, userId: number) =>
  db
    .selectFrom('users')
    .select(PROFILE_COLUMNS)
    .$call((query) => withShopSummary(query, 'users.id'))
    .$call((query) => withAvailableBalance(query, 'users.id'))
    .where('users.id', '=', userId),
);

/** The signed-in user's profile (GET /v1/me). */
export async function readProfile(ctx: AppContext, userId: number): Promise<Me> {
  const { db } = ctx.database;
  const [[row], registrationOpen] = await Promise.all([
    profileRow(db, userId),
    getSetting(db, 'registrationOpen'),
  ]);
  if (!row) throw new Error(`profile: no user ${userId}`);
  return profileOf(row as ProfileRow, ctx.config, registrationOpen);
}

/** What sign-in and sign-up answer: the new session's token and the user's profile. */
export async function answerWithSession(ctx: AppContext, made: NewSession) {
  return {
    token: made.session.token,
    expiresAt: iso(made.session.expiresAt),
    user: await readProfile(ctx, made.userId),
  };
}
