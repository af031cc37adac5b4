import { createHash } from 'node:crypto';
import type { CallDefinition } from '@shopkeeper/contract';
import type { AppContext } from '../../context.ts';
import { type DatabaseHandle, type Executor, inTransaction, type Trx } from '../../db/index.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { ErrorCode, fail, invalidField } from '../../lib/app-error.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[\x21-\x7e]{1,128}$/;

export interface IdempotencyClaim {
  userId: number;
  /** The client's Idempotency-Key; without one the call simply runs. */
  key: string | undefined;
  /** Identifies the request: the same key with another request is refused (202). */
  requestHash: string;
}

/**
 * Inputs left out of a request's identity: a PIN's hash next to the amount and account would
 * give the PIN away to anyone reading the table (a million guesses of SHA-256 take a second).
 * The first request's PIN was checked; a repeat is the same request whatever PIN it carries.
 */
const SECRET_INPUTS = new Set(['payPassword', 'oldPayPassword', 'password']);

/**
 * SHA-256 of a call's path and parsed input, without its secrets (SECRET_INPUTS), keys sorted
 * so JSON key order does not matter.
 */
export function hashRequest(def: CallDefinition, input: unknown): string {
  const identity = isPlainObject(input)
    ? Object.fromEntries(Object.entries(input).filter(([name]) => !SECRET_INPUTS.has(name)))
    : input;
  return createHash('sha256')
    .update(def.path)
    .update('\n')
    .update(JSON.stringify(identity, (_, value) => (isPlainObject(value) ? sortKeys(value) : value)))
    .digest('hex');
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const sortKeys = (value: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, value[k]]),
  );

/** A client's Idempotency-Key as its header carried it, checked: printable ASCII, at most 128 characters. */
export function checkIdempotencyKey(raw: string | string[] | undefined): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) throw invalidField('Idempotency-Key', 'invalid');
  return raw;
}

/** Kept for the storefront's route, which hands its headers over; others pass the key itself. */
export const idempotencyKeyFrom = (headers: Record<string, string | string[] | undefined>) =>
  checkIdempotencyKey(headers[IDEMPOTENCY_HEADER]);

/**
 * Runs a money-moving call's transaction at most once per (user, Idempotency-Key), and
 * answers a repeat with the first answer (decision 013). The key row is written first in the
 * same transaction as the money, so the answer and the money commit or roll back together:
 * - same key, same request: the stored answer, nothing moved again;
 * - same key, another request: 202 OPERATION_BUSY, nothing moved;
 * - a repeat that arrives while the first is still running waits for it (SQLite's write
 *   lock; PostgreSQL's unique index blocks the second insert until the first commits).
 * The answer must be JSON. A refusal (a thrown error) stores nothing, so a retry runs again.
 */
export async function idempotentTransaction<T>(
  ctx: Pick<AppContext, 'database'>,
  claim: IdempotencyClaim,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  const { key } = claim;
  if (key === undefined) return inTransaction(ctx.database, work);
  return inTransaction(ctx.database, async (trx) => {
    // Claims the key: a concurrent twin blocks here until this transaction ends. A key
    // already taken (by a twin that committed first too) claims nothing: answer from it.
    const claimed = await claimKey(trx, claim.userId, key, claim.requestHash, Date.now());
    if (claimed.length === 0) {
      const [stored] = await storedRow(trx, claim.userId, key);
      if (stored) return repeat<T>(stored, claim);
      throw new Error(`idempotency key of user ${claim.userId} neither claimed nor found`);
    }
    const answer = await work(trx);
    await storeAnswer(trx, JSON.stringify(answer ?? null), claim.userId, key);
    return answer;
  });
}

// The statements every money-moving call runs, compiled once (db/prepared.ts).
const storedRow = preparedStatement((db: Executor, userId: number, key: string) =>
  db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'response'])
    .where('user_id', '=', userId)
    .where('key', '=', key),
);

const claimKey = preparedStatement(
  (trx: Trx, userId: number, key: string, requestHash: string, createdAt: number) =>
    trx
      .insertInto('idempotency_keys')
      .values({ user_id: userId, key, request_hash: requestHash, response: 'null', created_at: createdAt })
      .onConflict((conflict) => conflict.columns(['user_id', 'key']).doNothing())
      .returning('user_id'),
);

const storeAnswer = preparedStatement((trx: Trx, response: string, userId: number, key: string) =>
  trx.updateTable('idempotency_keys').set({ response }).where('user_id', '=', userId).where('key', '=', key),
);

function repeat<T>(stored: { request_hash: string; response: string }, claim: IdempotencyClaim): T {
  if (stored.request_hash !== claim.requestHash) throw fail(ErrorCode.OPERATION_BUSY);
  return JSON.parse(stored.response) as T;
}

/**
 * The first answer to this request, if one was committed under its Idempotency-Key (202 when
 * the key was used for another request); undefined when there is none yet or no key. For
 * checks a repeat must not run again before the money's transaction: a PIN try (a repeat of
 * a withdrawal that went through must get its answer, not spend a try), a proof image stored.
 * idempotentTransaction still settles a repeat that arrives while the first is running.
 */
export async function storedAnswer<T>(
  db: Executor,
  claim: IdempotencyClaim,
): Promise<{ answer: T } | undefined> {
  if (claim.key === undefined) return undefined;
  const [stored] = await storedRow(db, claim.userId, claim.key);
  return stored ? { answer: repeat<T>(stored, claim) } : undefined;
}

/** What idempotentCall and earlierAnswer read of a handler's arguments. */
interface CallArgs {
  input: unknown;
  user: unknown;
  ctx: Pick<AppContext, 'database'>;
  request: { headers: Record<string, string | string[] | undefined> };
}

const claimOf = (def: CallDefinition, args: CallArgs): IdempotencyClaim => ({
  userId: (args.user as { id: number }).id,
  key: idempotencyKeyFrom(args.request.headers),
  requestHash: hashRequest(def, args.input),
});

/**
 * Kept for the order payment until it becomes a use case: idempotentTransaction keyed by a
 * handler's caller and request headers. New code passes the key as data.
 */
export function idempotentCall<T>(
  def: CallDefinition,
  args: CallArgs,
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  if (!def.idempotent) throw new Error(`${def.path} is not declared idempotent`);
  return idempotentTransaction(args.ctx, claimOf(def, args), work);
}

/** Kept for the order payment until it becomes a use case: storedAnswer for a handler's request. */
export const earlierAnswer = <C extends CallDefinition, T>(def: C, args: CallArgs) =>
  storedAnswer<T>(args.ctx.database.db, claimOf(def, args));

/**
 * How long a first answer is kept for its Idempotency-Key. A client repeats a request when an
 * answer was lost: within seconds, or when a phone reconnects (minutes, at worst the next
 * morning). A day covers those, as payment APIs commonly do (Stripe keeps keys 24 hours);
 * after it the key may be used again as a new request. The clients make a fresh key for each
 * thing a person asks for, so no client repeats one a day later.
 */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 3_600_000;
const CLEANUP_BATCH = 1000;

/**
 * Deletes idempotency keys past their retention, a batch per statement so no delete holds
 * many rows at once. Idempotent: two servers running it at once delete each row once (on
 * PostgreSQL they skip the rows the other has locked). Returns how many were deleted.
 */
export async function deleteExpiredIdempotencyKeys(
  { db, dialect }: Pick<DatabaseHandle, 'db' | 'dialect'>,
  now = Date.now(),
): Promise<number> {
  const cutoff = now - IDEMPOTENCY_KEY_RETENTION_MS;
  let deleted = 0;
  for (;;) {
    let oldest = db
      .selectFrom('idempotency_keys')
      .select(['user_id', 'key'])
      .where('created_at', '<', cutoff)
      .limit(CLEANUP_BATCH);
    if (dialect === 'postgres') oldest = oldest.forUpdate().skipLocked();
    const result = await db
      .deleteFrom('idempotency_keys')
      .where(({ eb, refTuple }) => eb(refTuple('user_id', 'key'), 'in', oldest.$asTuple('user_id', 'key')))
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    deleted += count;
    if (count < CLEANUP_BATCH) return deleted;
  }
}
