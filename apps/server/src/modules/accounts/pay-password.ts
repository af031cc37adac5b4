import type { PayPasswordRefusalData } from '@shopkeeper/contract';
import { type Executor, rowsChanged } from '../../db/index.ts';
import { ErrorCode, type ErrorCodeNumber, fail, invalidField } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** Five wrong PINs lock it for 15 minutes (DESIGN §5 PIN). */
export const PAY_PASSWORD_MAX_TRIES = 5;
export const PAY_PASSWORD_LOCK_MINUTES = 15;
const WINDOW_MS = PAY_PASSWORD_LOCK_MINUTES * 60_000;

/**
 * PIN tries are counted in the database, so the lock holds across servers, with the pattern
 * of login-limits.ts: each try is written *before* the PIN is checked and counted with the
 * others, so tries sent in parallel cannot all slip under the limit. A wrong PIN leaves its
 * row as the failure record; a right one deletes the user's rows.
 */
interface PinTry {
  id: number;
  userId: number;
  failuresBefore: number;
}

/** When the count drops below `limit` again: the limit-th newest row leaves the window. */
async function lockedUntil(db: Executor, userId: number, limit: number, since: number) {
  const row = await db
    .selectFrom('pay_password_tries')
    .select('at')
    .where('user_id', '=', userId)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .limit(1)
    .offset(limit - 1)
    .executeTakeFirst();
  return (row ? Number(row.at) : since) + WINDOW_MS;
}

const refusal = (code: ErrorCodeNumber, data: PayPasswordRefusalData) => fail(code, { data });
const locked = (code: ErrorCodeNumber, until: number) =>
  refusal(code, { attemptsLeft: 0, lockedUntil: new Date(until).toISOString() });

async function beginPinTry(db: Executor, userId: number, code: ErrorCodeNumber, now: number) {
  const { id } = await db
    .insertInto('pay_password_tries')
    .values({ user_id: userId, at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const since = now - WINDOW_MS;
  const row = await db
    .selectFrom('pay_password_tries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('at', '>', since)
    .where('id', '!=', id)
    .executeTakeFirstOrThrow();
  const failuresBefore = Number(row.n);
  if (failuresBefore >= PAY_PASSWORD_MAX_TRIES) {
    const until = await lockedUntil(db, userId, PAY_PASSWORD_MAX_TRIES + 1, since);
    await db.deleteFrom('pay_password_tries').where('id', '=', id).execute();
    throw locked(code, until);
  }
  return { id, userId, failuresBefore } satisfies PinTry;
}

/** The PIN was wrong: the row stays. The last allowed try starts the lock at once. */
async function pinFailed(db: Executor, attempt: PinTry, code: ErrorCodeNumber, now: number): Promise<never> {
  const attemptsLeft = Math.max(PAY_PASSWORD_MAX_TRIES - attempt.failuresBefore - 1, 0);
  if (attemptsLeft === 0) {
    throw locked(code, await lockedUntil(db, attempt.userId, PAY_PASSWORD_MAX_TRIES, now - WINDOW_MS));
  }
  throw refusal(code, { attemptsLeft, lockedUntil: null });
}

/** The PIN was right: earlier failures no longer count; rows past the window are swept. */
async function pinSucceeded(db: Executor, attempt: PinTry) {
  await db.deleteFrom('pay_password_tries').where('user_id', '=', attempt.userId).execute();
}

async function checkPin(db: Executor, userId: number, hash: string, pin: string, code: ErrorCodeNumber) {
  const now = Date.now();
  const attempt = await beginPinTry(db, userId, code, now);
  if (!(await verifyPassword(hash, pin))) await pinFailed(db, attempt, code, now);
  await pinSucceeded(db, attempt);
}

async function storedHash(db: Executor, userId: number) {
  const row = await db
    .selectFrom('users')
    .select('pay_password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.pay_password_hash;
}

/**
 * Checks a merchant's PIN before money moves: 445 when none is set, 446 when wrong (with the
 * tries left, or until when it is locked). Call it with the database, before the money's
 * transaction: a wrong try written inside a transaction that is then rolled back would not
 * be counted.
 */
export async function verifyPayPassword(db: Executor, userId: number, pin: string): Promise<void> {
  const hash = await storedHash(db, userId);
  if (hash === null) throw fail(ErrorCode.PAY_PASSWORD_NOT_SET);
  await checkPin(db, userId, hash, pin, ErrorCode.PAY_PASSWORD_WRONG);
}

/**
 * Sets the PIN the first time, or changes it with the current one (443 when wrong, counted
 * like any PIN try). The stored hash is replaced only if it is still the one checked, so of
 * two changes at once one wins and the other gets 443.
 */
export async function updatePayPassword(
  db: Executor,
  userId: number,
  input: { oldPayPassword?: string | undefined; payPassword: string },
): Promise<void> {
  const current = await storedHash(db, userId);
  if (current !== null) {
    if (input.oldPayPassword === undefined) throw invalidField('oldPayPassword', 'required');
    await checkPin(db, userId, current, input.oldPayPassword, ErrorCode.OLD_PAY_PASSWORD_WRONG);
  }
  const next = await hashPassword(input.payPassword);
  const update = db.updateTable('users').set({ pay_password_hash: next }).where('id', '=', userId);
  const changed = await rowsChanged(
    current === null
      ? update.where('pay_password_hash', 'is', null)
      : update.where('pay_password_hash', '=', current),
  );
  // Another request set or changed it first: the PIN checked is no longer the current one.
  if (changed !== 1)
    throw refusal(ErrorCode.OLD_PAY_PASSWORD_WRONG, {
      attemptsLeft: PAY_PASSWORD_MAX_TRIES,
      lockedUntil: null,
    });
}
