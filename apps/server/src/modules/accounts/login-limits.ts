import type { Config } from '../../config.ts';
import type { Executor } from '../../db/index.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';

/**
 * Sign-in attempts are counted per username and per address in the database, so the limit
 * holds across servers. Each attempt is written *before* the password is checked and counted
 * together with the others, so attempts sent in parallel cannot all slip under the limit; a
 * successful attempt deletes its rows again, a failed one leaves them as the failure record.
 */
const userKey = (usernameKey: string) => `user:${usernameKey}`;
const addressKey = (address: string) => `addr:${address}`;

async function attemptsSince(db: Executor, key: string, since: number) {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key', '=', key)
    .where('at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface LoginAttempt {
  ids: number[];
  usernameKey: string;
}

/** Records an attempt and refuses it (440) when it goes past either limit in the window. */
export async function beginLoginAttempt(
  db: Executor,
  config: Config,
  usernameKey: string,
  address: string,
  now = Date.now(),
): Promise<LoginAttempt> {
  const rows = await db
    .insertInto('login_failures')
    .values([
      { key: userKey(usernameKey), at: now },
      { key: addressKey(address), at: now },
    ])
    .returning('id')
    .execute();
  const since = now - config.loginWindowMinutes * 60_000;
  const [byUser, byAddress] = await Promise.all([
    attemptsSince(db, userKey(usernameKey), since),
    attemptsSince(db, addressKey(address), since),
  ]);
  if (byUser > config.loginMaxFailuresPerUser || byAddress > config.loginMaxFailuresPerAddress) {
    throw fail(ErrorCode.LOGIN_ERROR, { data: { retryAfterMinutes: config.loginWindowMinutes } });
  }
  return { ids: rows.map((r) => r.id), usernameKey };
}

/**
 * The password was right: this attempt and the username's earlier failures no longer count
 * (the address's do: one address, many guesses). Rows past the window are swept as well.
 */
export async function loginSucceeded(db: Executor, config: Config, attempt: LoginAttempt, now = Date.now()) {
  await db.deleteFrom('login_failures').where('id', 'in', attempt.ids).execute();
  await db.deleteFrom('login_failures').where('key', '=', userKey(attempt.usernameKey)).execute();
  await db
    .deleteFrom('login_failures')
    .where('at', '<', now - config.loginWindowMinutes * 60_000)
    .execute();
}
