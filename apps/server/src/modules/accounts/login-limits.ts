import type { LockedOutData } from '@shopkeeper/contract';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/index.ts';
import { ErrorCode, fail } from '../../lib/app-error.ts';
import {
  countOthers,
  forgetAttempts,
  freedAt,
  markFailed,
  recordAttempts,
  sweepAttempts,
} from './attempt-counter.ts';
import { storedAddress } from './sessions.ts';

/**
 * Sign-in attempts are counted with the attempt counter ("write, then count", so the limits
 * hold across servers and under parallel attempts); a refused or successful attempt deletes
 * its rows again, a wrong password leaves them as the failure record.
 *
 * Three counts, chosen so that nobody can lock the owner out (docs/decisions/009):
 * - per (username, address) pair: after `loginMaxFailuresPerUser` wrong passwords the pair is
 *   locked for the window. Only the guesser's own address is locked.
 * - per username, across addresses: past twice that number (so one locked device slows
 *   nobody else), each further attempt must come a growing delay after the previous one (1 s
 *   doubling to 60 s), else 440 with the seconds to wait. A botnet gets about one guess a
 *   minute; nobody gets a lock.
 * - per address, across usernames: past `loginMaxFailuresPerAddress`, a username that has
 *   already failed from this address is refused; a username that has not still gets its
 *   password checked, so one bad neighbour behind a carrier's shared address locks nobody.
 * An address where the user signed in successfully in the last 30 days is exempt from the
 * last two (only the pair lock applies there): the owner at home is never made to wait.
 */
const pairKey = (usernameKey: string, address: string) => `pair:${usernameKey}|${address}`;
const userKey = (usernameKey: string) => `user:${usernameKey}`;
const addressKey = (address: string) => `addr:${address}`;
const inviteKey = (address: string) => `invite:${address}`;
const SIGN_IN_KEY_PREFIXES = ['pair:', 'user:', 'addr:', 'invite:'];

const KNOWN_ADDRESS_DAYS = 30;
const FIRST_DELAY_MS = 1_000;
const MAX_DELAY_MS = 60_000;

/** The wait an attempt needs after the previous one, given the failures before it. */
export function accountDelayMs(failuresBefore: number, threshold: number): number {
  if (failuresBefore < threshold) return 0;
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(failuresBefore - threshold, 20), MAX_DELAY_MS);
}

const windowMs = (config: Config) => config.loginWindowMinutes * 60_000;

/** Whether the user signed in from this address recently (a session was made there). */
async function knownAddress(db: Executor, usernameKey: string, address: string, now: number) {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select('sessions.id')
    .where('users.username_key', '=', usernameKey)
    .where('sessions.address', '=', storedAddress(address))
    .where('sessions.created_at', '>', now - KNOWN_ADDRESS_DAYS * 86_400_000)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

function lockedOut(scope: LockedOutData['scope'], retryAtMs: number, now: number) {
  const retryAfterSeconds = Math.max(1, Math.ceil((retryAtMs - now) / 1000));
  const data: LockedOutData = {
    retryAfterSeconds,
    retryAfterMinutes: Math.ceil(retryAfterSeconds / 60),
    scope,
  };
  return fail(ErrorCode.LOGIN_ERROR, { data });
}

export interface LoginAttempt {
  ids: number[];
  usernameKey: string;
  address: string;
  /** Wrong passwords from this pair in the window before this attempt. */
  pairFailuresBefore: number;
  /** The address is past its limit: this username's next wrong try from it is its last. */
  networkHot: boolean;
}

/** Records an attempt and refuses it (440 with when to retry) when a limit says so. */
export async function beginLoginAttempt(
  db: Executor,
  config: Config,
  usernameKey: string,
  address: string,
  now = Date.now(),
): Promise<LoginAttempt> {
  const keys = [pairKey(usernameKey, address), userKey(usernameKey), addressKey(address)] as const;
  const ids = await recordAttempts(db, keys, now);
  const since = now - windowMs(config);
  // Sign-in counts attempts still being judged as failures: a burst of parallel sign-ins is
  // a guesser's, never a person's.
  const [pair, user, addr] = (
    await Promise.all(keys.map((key, i) => countOthers(db, key, since, ids[i]!, now)))
  ).map((c) => ({ count: c.failures + c.inFlight, latest: c.latest }));
  const perPair = config.loginMaxFailuresPerUser;
  const refuse = async (error: Error): Promise<never> => {
    await forgetAttempts(db, { ids });
    throw error;
  };

  if (pair!.count >= perPair) {
    await refuse(lockedOut('device', await freedAt(db, keys[0], perPair, since, windowMs(config)), now));
  }
  const accountWait = accountDelayMs(user!.count, 2 * perPair);
  const accountBusy = accountWait > 0 && now < user!.latest + accountWait;
  const networkHot = addr!.count >= config.loginMaxFailuresPerAddress;
  const known = (accountBusy || networkHot) && (await knownAddress(db, usernameKey, address, now));
  const networkFreedAt = () =>
    freedAt(db, keys[2], config.loginMaxFailuresPerAddress, since, windowMs(config));
  if (!known && accountBusy) await refuse(lockedOut('account', user!.latest + accountWait, now));
  if (!known && networkHot && pair!.count > 0) {
    await refuse(lockedOut('network', await networkFreedAt(), now));
  }
  return {
    ids,
    usernameKey,
    address,
    pairFailuresBefore: pair!.count,
    networkHot: networkHot && !known,
  };
}

/**
 * The password was wrong: the rows stay as the failure record. Returns the tries this pair
 * has left; the last one starts the lock at once (440), so a person learns it now and not on
 * their next try.
 */
export async function loginFailed(
  db: Executor,
  config: Config,
  attempt: LoginAttempt,
  now = Date.now(),
): Promise<{ attemptsLeft: number }> {
  await markFailed(db, attempt.ids, now);
  const attemptsLeft = Math.max(config.loginMaxFailuresPerUser - attempt.pairFailuresBefore - 1, 0);
  const since = now - windowMs(config);
  if (attemptsLeft === 0) {
    const key = pairKey(attempt.usernameKey, attempt.address);
    const freed = await freedAt(db, key, config.loginMaxFailuresPerUser, since, windowMs(config));
    throw lockedOut('device', freed, now);
  }
  if (attempt.networkHot) {
    const key = addressKey(attempt.address);
    const freed = await freedAt(db, key, config.loginMaxFailuresPerAddress, since, windowMs(config));
    throw lockedOut('network', freed, now);
  }
  return { attemptsLeft };
}

/**
 * The password was right: this attempt and the pair's earlier failures no longer count. The
 * username's and the address's failures do: the owner signing in must not reset the wait of
 * someone guessing from elsewhere. Rows past the window are swept as well.
 */
export async function loginSucceeded(db: Executor, config: Config, attempt: LoginAttempt, now = Date.now()) {
  await forgetAttempts(db, { ids: attempt.ids, keys: [pairKey(attempt.usernameKey, attempt.address)] });
  await sweepAttempts(db, SIGN_IN_KEY_PREFIXES, now - windowMs(config));
}

/**
 * A new password from an operator's reset link: the failures that locked the owner out (their
 * own forgotten-password tries) no longer mean anything. The address counts stay.
 */
export async function forgetLoginFailures(db: Executor, usernameKey: string) {
  await forgetAttempts(db, { keys: [userKey(usernameKey)], keyPrefix: pairKey(usernameKey, '') });
}

/**
 * Invite codes are short enough to type (about 39 bits), so made-up ones are counted per
 * address like wrong passwords: past `loginMaxFailuresPerAddress` codes nobody made, in the
 * window, the address gets 440 (scope network) until the oldest leaves it. Codes that exist
 * (even spent or expired) are not guesses and are not counted. Returns the judge of this try.
 */
export async function beginInviteCodeTry(db: Executor, config: Config, address: string, now = Date.now()) {
  const key = inviteKey(address);
  const [id] = await recordAttempts(db, [key], now);
  const since = now - windowMs(config);
  const others = await countOthers(db, key, since, id!, now);
  const limit = config.loginMaxFailuresPerAddress;
  if (others.failures + others.inFlightBefore >= limit) {
    await forgetAttempts(db, { ids: [id!] });
    throw lockedOut('network', await freedAt(db, key, limit, since, windowMs(config)), now);
  }
  return async (madeUp: boolean) => {
    if (madeUp) await markFailed(db, [id!], Date.now());
    else await forgetAttempts(db, { ids: [id!] });
  };
}
