import type { PayPasswordRefusalData } from '@shopkeeper/contract';
import { type Executor, rowsChanged } from '../../db/index.ts';
import { ErrorCode, type ErrorCodeNumber, fail, invalidField } from '../../lib/app-error.ts';
import { countOthers, forgetAttempts, freedAt, markFailed, recordAttempts } from './attempt-counter.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** Five wrong PINs lock it for 15 minutes (docs/defaults.md#limits, decision 016). */
export const PAY_PASSWORD_MAX_TRIES = 5;
export const PAY_PASSWORD_LOCK_MINUTES = 15;
const WINDOW_MS = PAY_PASSWORD_LOCK_MINUTES * 60_000;

/**
 * PIN tries are counted with the attempt counter under `pin:<user id>` ("write, then count",
 * so the lock holds across servers and tries sent in parallel cannot all slip under it). A
 * wrong PIN leaves its row as the failure record; a right one forgets the user's tries.
 */
const pinKey = (userId: number) => `pin:${userId}`;

const refusal = (code: ErrorCodeNumber, data: PayPasswordRefusalData) => fail(code, { data });
const locked = (code: ErrorCodeNumber, until: number) =>
  refusal(code, { attemptsLeft: 0, lockedUntil: new Date(until).toISOString() });

async function checkPin(db: Executor, userId: number, hash: string, pin: string, code: ErrorCodeNumber) {
  const key = pinKey(userId);
  const now = Date.now();
  const since = now - WINDOW_MS;
  const [id] = await recordAttempts(db, [key], now);
  const { failures, inFlightBefore } = await countOthers(db, key, since, id!, now);
  if (failures >= PAY_PASSWORD_MAX_TRIES) {
    await forgetAttempts(db, { ids: [id!] });
    throw locked(code, await freedAt(db, key, PAY_PASSWORD_MAX_TRIES, since, WINDOW_MS));
  }
  // Tries ahead of this one, still being checked, could use up the ones left: this one waits
  // its turn (202, try again) rather than being judged or called wrong. Counting only those
  // ahead lets the first ones of a burst through. (On PostgreSQL an id drawn earlier may
  // become visible a moment later, so a burst may get a try or so more; SQLite has no gap.)
  if (failures + inFlightBefore >= PAY_PASSWORD_MAX_TRIES) {
    await forgetAttempts(db, { ids: [id!] });
    throw fail(ErrorCode.OPERATION_BUSY);
  }
  if (!(await verifyPassword(hash, pin))) {
    await markFailed(db, [id!], now);
    // Counted again now: tries judged wrong alongside this one count too.
    const failuresNow = (await countOthers(db, key, since, id!, now)).failures + 1;
    const attemptsLeft = Math.max(PAY_PASSWORD_MAX_TRIES - failuresNow, 0);
    // The last allowed try starts the lock at once.
    if (attemptsLeft === 0)
      throw locked(code, await freedAt(db, key, PAY_PASSWORD_MAX_TRIES, since, WINDOW_MS));
    throw refusal(code, { attemptsLeft, lockedUntil: null });
  }
  // Right: earlier failures no longer count.
  await forgetAttempts(db, { keys: [key] });
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

/** Whether the merchant has set a transaction PIN (the store centre's first step). */
export async function payPasswordIsSet(db: Executor, userId: number): Promise<boolean> {
  return (await storedHash(db, userId)) !== null;
}
